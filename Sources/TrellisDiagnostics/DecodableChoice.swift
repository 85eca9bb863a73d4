/// A closed set of names decoded from a JSON string, with a message that lists the choices:
///
///     unknown cell "gird"; did you mean "grid"? (expected one of: grid, list, value, ...)
package protocol DecodableChoice: RawRepresentable, CaseIterable, Decodable where RawValue == String {
  /// What the value is called in messages ("cell", "header").
  static var choiceName: String { get }
  /// The ID of the problem of a name that is none of the choices (`site.unknownCell`).
  static var unknownChoiceID: Diagnostic.ID { get }
}

extension DecodableChoice {
  /// Decodes one of the choices' names (a public type's `init(from:)` calls it).
  package init(choiceFrom decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let value = Self(rawValue: name) else {
      let message = Suggestion.unknown(
        Self.unknownChoiceID, Self.choiceName, name, known: Self.allCases.map(\.rawValue), listed: .max)
      throw DecodingError.problem(message, in: container)
    }
    self = value
  }

  package init(from decoder: any Decoder) throws { try self.init(choiceFrom: decoder) }
}
