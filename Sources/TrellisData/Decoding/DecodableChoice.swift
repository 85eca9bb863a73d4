import TrellisDiagnostics

/// A closed set of names decoded from a JSON string, with a message that lists the choices:
///
///     unknown cell "gird"; did you mean "grid"? (expected one of: grid, list, value, ...)
package protocol DecodableChoice: RawRepresentable, CaseIterable, Decodable where RawValue == String {
  /// What the value is called in messages ("cell", "header").
  static var choiceName: String { get }
}

extension DecodableChoice {
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let value = Self(rawValue: name) else {
      let message = Suggestion.unknown(Self.choiceName, name, known: Self.allCases.map(\.rawValue), listed: .max)
      throw DecodingError.dataCorruptedError(in: container, debugDescription: message.text)
    }
    self = value
  }
}
