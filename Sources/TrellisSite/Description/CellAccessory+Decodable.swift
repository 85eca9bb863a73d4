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
        throw DecodingError.problem(.labelNeedsText, in: single)
      }
      self = try Self.named(name) { message in DecodingError.problem(message, in: single) }
      return
    }
    let container = try decoder.container(keyedBy: NameKey.self)
    let keys = container.allKeys
    guard keys.count == 1, let key = keys.first else {
      throw DecodingError.problem(.accessoryKind, at: decoder.codingPath)
    }
    guard key.stringValue == "label" else {
      let name = key.stringValue
      let accessory = try Self.named(name) { message in
        DecodingError.problem(message, forKey: key, in: container)
      }
      throw DecodingError.problem(.accessoryTakesNoOptions(accessory.name), forKey: key, in: container)
    }
    let label = try container.nestedContainer(keyedBy: LabelKeys.self, forKey: key)
    let text = try label.decode(String.self, forKey: .text)
    do {
      self = .label(try CellLabelText(text))
    } catch {
      throw DecodingError.problem(error, forKey: .text, in: label)
    }
  }

  private static func named(_ name: String, error: (Diagnostic.Message) -> DecodingError) throws -> CellAccessory {
    switch name {
    case "disclosureIndicator": return .disclosureIndicator
    case "outlineDisclosure": return .outlineDisclosure
    case "checkmark": return .checkmark
    case "detail": return .detail
    case "delete": return .delete
    case "reorder": return .reorder
    case "multiselect": return .multiselect
    default:
      throw error(.unknownAccessory(name, known: names))
    }
  }
}
