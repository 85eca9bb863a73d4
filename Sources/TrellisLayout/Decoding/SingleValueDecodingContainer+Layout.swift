import TrellisDiagnostics

extension SingleValueDecodingContainer {
  /// Decodes a string naming one case of `type`, throwing `dataCorrupted` here when the name is
  /// unknown, with the message `unknown` makes of the name and the known names:
  /// `unknown orthogonalScrollingBehavior "paged"; expected one of none, continuous, ...`.
  func decodeCase<T: RawRepresentable & CaseIterable>(
    _ type: T.Type, unknown: (_ name: String, _ known: [String]) -> Diagnostic.Message
  ) throws -> T
  where T.RawValue == String {
    let name = try decode(String.self)
    guard let value = T(rawValue: name) else {
      throw DecodingError.problem(unknown(name, T.allCases.map(\.rawValue)), in: self)
    }
    return value
  }

  /// Decodes a number here and checks it against `requirement`.
  func decodeNumber(_ requirement: NumberRequirement) throws -> Double {
    let value = try decode(Double.self)
    guard requirement.accepts(value) else {
      throw DecodingError.problem(.numberOutOfRange(requirement, found: value), in: self)
    }
    return value
  }
}
