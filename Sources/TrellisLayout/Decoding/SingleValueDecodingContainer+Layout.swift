import TrellisDiagnostics

extension SingleValueDecodingContainer {
  /// Decodes a string naming one case of `type`, throwing `dataCorrupted` here when the name is
  /// unknown: `unknown orthogonalScrollingBehavior "paged"; expected one of none, continuous, ...`.
  func decodeCase<T: RawRepresentable & CaseIterable>(_ type: T.Type, named noun: String) throws
    -> T
  where T.RawValue == String {
    let name = try decode(String.self)
    guard let value = T(rawValue: name) else {
      throw DecodingError.dataCorruptedError(
        in: self, debugDescription: Suggestion.unknown(noun, name, known: T.allCases.map(\.rawValue), listed: .max).text
      )
    }
    return value
  }

  /// Decodes a number here and checks it against `requirement`.
  func decodeNumber(_ requirement: NumberRequirement) throws -> Double {
    let value = try decode(Double.self)
    guard requirement.accepts(value) else {
      throw DecodingError.dataCorruptedError(
        in: self, debugDescription: requirement.message(for: value))
    }
    return value
  }
}
