import TrellisGallery
import TrellisLayout
import TrellisRender
import TrellisSchema

extension SiteFile {
  /// site.json's schema: the gallery's keys, with the interface strings' keys, then `data`.
  package static var schema: JSONSchema {
    var schema = Gallery.schema(strings: stringsSchema, languageTagPattern: LanguageTag.pattern)
    schema.properties.append(
      (CodingKeys.data.stringValue, .reference(to: DataFiles.self, "The data files: `emoji` and `characters`.")))
    return schema.allowingSchemaKey()
  }

  /// `strings`: each of Trellis's interface strings, a text (a counted one may be a text for each
  /// plural category); a key that is gone is refused with what stands instead.
  private static var stringsSchema: JSONSchema {
    let keys = InterfaceStrings.all.map { NamedCodingKey($0.key) }
    let replaced = InterfaceStrings.replacedKeys.keys.sorted().map { NamedCodingKey($0) }
    let strings = Dictionary(uniqueKeysWithValues: InterfaceStrings.all.map { ($0.key, $0) })
    return .object(
      keys + replaced,
      "The words Trellis writes on pages, in the site's language, by key; English for any not given."
    ) { key in
      guard let string = strings[key.stringValue] else {
        return .refused("Gone: write \(InterfaceStrings.replacedKeys[key.stringValue] ?? "").")
      }
      let description =
        string.shown.prefix(1).uppercased() + string.shown.dropFirst() + ". English: \"\(string.english)\"."
      let text = textSchema(of: key.stringValue)
      return InterfaceStrings.plurals[key.stringValue] == nil
        ? text.described(description) : Gallery.Language.Message.schema(text: text, description)
    }
  }

  /// A text of interface string `key`: not blank; a message's with only its own placeholders,
  /// and the one it may not leave out.
  private static func textSchema(of key: String) -> JSONSchema {
    var text = JSONSchema.nonEmptyString("A text.")
    if let names = InterfaceStrings.placeholders[key] {
      let required = InterfaceStrings.requiredPlaceholders[key]
      text.allOf = [
        .placeholderText(
          "Placeholders it may hold: \(names.map { "{\($0)}" }.joined(separator: ", "))"
            + (required.map { "; it must hold {\($0)}." } ?? "."),
          names: names, requiring: required)
      ]
    }
    return text
  }
}
