import TrellisData
import TrellisDiagnostics

extension CellAccessory: Decodable {
  private struct NameKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  private enum LabelKeys: String, CodingKey { case text }

  /// Decodes an accessory's name (`"checkmark"`), or the label with its text
  /// (`{"label": {"text": "{subtitle}"}}`). An unknown name is an error at it, with the nearest
  /// known one suggested.
  package init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
      guard name != "label" else {
        throw DecodingError.dataCorruptedError(
          in: single,
          debugDescription: "a label accessory needs its text: {\"label\": {\"text\": \"{subtitle}\"}}")
      }
      self = try Self.named(name) { message in DecodingError.dataCorruptedError(in: single, debugDescription: message) }
      return
    }
    let container = try decoder.container(keyedBy: NameKey.self)
    let keys = container.allKeys
    guard keys.count == 1, let key = keys.first else {
      throw DecodingError.typeMismatch(
        CellAccessory.self,
        .init(
          codingPath: decoder.codingPath,
          debugDescription:
            "expected an accessory: its name (\"checkmark\") or an object with one key ({\"label\": {\"text\": \"…\"}})"
        ))
    }
    guard key.stringValue == "label" else {
      let name = key.stringValue
      let accessory = try Self.named(name) { message in
        DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: message)
      }
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription: "only the label accessory takes options; write \"\(accessory.name)\" as a string")
    }
    let label = try container.nestedContainer(keyedBy: LabelKeys.self, forKey: key)
    let text = try label.decode(String.self, forKey: .text)
    do {
      self = .label(try CellLabelText(text))
    } catch {
      throw DecodingError.dataCorruptedError(forKey: .text, in: label, debugDescription: error.message)
    }
  }

  private static func named(_ name: String, error: (String) -> DecodingError) throws -> CellAccessory {
    switch name {
    case "disclosureIndicator": return .disclosureIndicator
    case "outlineDisclosure": return .outlineDisclosure
    case "checkmark": return .checkmark
    case "detail": return .detail
    case "delete": return .delete
    case "reorder": return .reorder
    case "multiselect": return .multiselect
    default:
      throw error(Suggestion.unknown("accessory", name, known: names, listed: .max).text)
    }
  }
}
