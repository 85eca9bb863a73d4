import TrellisData
import TrellisLayout
import TrellisSchema

/// The JSON Schema of each file a site author writes by hand (`trellis schema`), generated from the
/// declarations the decoders read with; the repository keeps a copy of each in `Schemas/`.
package enum InputSchema: String, CaseIterable, Sendable {
  /// site.json: the site, its pages, sections, layouts, cells, head, strings and titles.
  case site
  /// emoji.json: emoji, their categories and subgroups.
  case emoji
  /// characters.json: characters in universes and sections.
  case characters
  /// A section layout on its own (`trellis layout --layout FILE`): `{"section": …}`, `{"list": …}`
  /// or `{"preset": …}`, with any `variants`.
  case layout

  /// The schema's file name, in `Schemas/` and in the folder `trellis init` writes them to.
  package var fileName: String { "\(rawValue).schema.json" }

  /// The data file the schema describes, as `.vscode/settings.json` matches it (`site.json`), or
  /// nil for a layout file, which has no fixed name.
  package var matchedFileName: String? {
    switch self {
    case .site, .emoji, .characters: "\(rawValue).json"
    case .layout: nil
    }
  }

  /// The schema as JSON text.
  package var text: String { document.text }

  var document: SchemaDocument {
    switch self {
    case .site: SchemaDocument(id: id, title: "Trellis site.json", root: SiteFile.schema)
    case .emoji: SchemaDocument(id: id, title: "Trellis emoji.json", root: EmojiCatalog.fileSchema)
    case .characters: SchemaDocument(id: id, title: "Trellis characters.json", root: CharacterCatalog.fileSchema)
    case .layout:
      SchemaDocument(
        id: id, title: "Trellis section layout", root: SectionLayoutProvider.schema.allowingSchemaKey())
    }
  }

  /// A name for the schema, not an address: nothing is fetched from it.
  private var id: String { "urn:trellis:schema:\(rawValue)" }
}
