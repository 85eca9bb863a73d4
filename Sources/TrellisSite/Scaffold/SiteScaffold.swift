import Foundation
import TrellisDiagnostics

/// `trellis init`: a small site that builds, validates and serves as it is, to start from.
///
/// Two pages (emoji in a grid and a list; characters with a progress header), item pages and
/// site search, one template override (`Templates/cell-grid.mustache`) and the characters'
/// pictures (`images/*.svg`), and an icon in `static/`; everything else falls back to Trellis's
/// defaults.
package enum SiteScaffold {
  /// The files, by path relative to the site directory, in the order they are written. The data
  /// files name their JSON Schemas (`"$schema"`), which are written into `schemas/`, and
  /// `.vscode/settings.json` maps the files' names to them too.
  package static var files: [(path: String, contents: String)] {
    [
      ("site.json", siteJSON),
      ("emoji.json", emojiJSON),
      ("characters.json", charactersJSON),
      ("Templates/cell-grid.mustache", gridCell),
      ("images/ada.svg", portrait("Ada", background: "#e8dcff", hair: "#5b3a29", clothes: "#6d28d9")),
      ("images/grace.svg", portrait("Grace", background: "#dcf5e8", hair: "#9ca3af", clothes: "#047857")),
      ("images/alan.svg", portrait("Alan", background: "#fde7c7", hair: "#3f2a1d", clothes: "#1d4ed8")),
      ("static/favicon.svg", favicon),
    ] + InputSchema.allCases.map { ("\(schemaFolder)/\($0.fileName)", $0.text) }
  }

  /// VS Code's settings for the site: each data file's schema by its name. Written only when the
  /// folder has no `.vscode/settings.json` of its own, which is never changed.
  package static let editorSettings = (path: ".vscode/settings.json", contents: editorSettingsJSON)

  /// The folder, in the site, that holds the schemas.
  static let schemaFolder = "schemas"

  /// `"$schema": "./schemas/NAME.schema.json",`: the line that opens a data file.
  private static func schemaLine(_ schema: InputSchema) -> String {
    "\"$schema\": \"./\(schemaFolder)/\(schema.fileName)\","
  }

  static var editorSettingsJSON: String {
    let mappings = InputSchema.allCases.compactMap { schema in
      schema.matchedFileName.map { name in
        "    {\"fileMatch\": [\"/\(name)\"], \"url\": \"./\(schemaFolder)/\(schema.fileName)\"}"
      }
    }
    return "{\n  \"json.schemas\": [\n" + mappings.joined(separator: ",\n") + "\n  ]\n}\n"
  }

  static let siteJSON = """
    {
      \(schemaLine(.site))
      "title": "My Gallery",
      "language": "en",
      "itemPages": true,
      "search": true,
      "description": "My favourite emoji, and the people who made the gallery.",
      "icons": ["favicon.svg"],
      "data": {"emoji": "emoji.json", "characters": "characters.json"},
      "pages": [
        {
          "id": "emoji",
          "title": "Emoji",
          "summary": "Favourites in a grid that scrolls sideways, and every emoji in a list you can search.",
          "sections": [
            {
              "id": "favourites",
              "data": {"emoji": {"category": "favourites"}},
              "layout": {"preset": "storiesCarousel"},
              "cell": "grid",
              "header": "titleWithCount",
              "footer": "separator"
            },
            {
              "id": "all",
              "title": "All emoji",
              "data": {"emoji": {}},
              "layout": {"list": {"appearance": "insetGrouped", "headerMode": "supplementary"}},
              "cell": "list",
              "header": "titleWithCount",
              "searchable": true
            }
          ]
        },
        {
          "id": "crew",
          "title": "Crew",
          "summary": "Characters with a progress header: the share of them that is complete.",
          "sections": [
            {
              "id": "crew",
              "data": {"characters": {"universe": "crew"}},
              "layout": {"list": {"appearance": "insetGrouped", "headerMode": "supplementary"}},
              "cell": "character",
              "header": "progress"
            }
          ]
        }
      ]
    }

    """

  static let emojiJSON = """
    {
      \(schemaLine(.emoji))
      "categories": [
        {"id": "favourites", "title": "Favourites"},
        {"id": "nature", "title": "Nature"}
      ],
      "emoji": [
        {"text": "😀", "title": "Grinning face", "category": "favourites", "keywords": ["happy", "smile"]},
        {"text": "🎉", "title": "Party popper", "category": "favourites", "keywords": ["celebrate", "party"]},
        {"text": "🚀", "title": "Rocket", "category": "favourites", "keywords": ["launch", "space"]},
        {"text": "🦊", "title": "Fox", "category": "nature", "subgroup": "animal-mammal", "keywords": ["animal", "clever"]},
        {"text": "🌻", "title": "Sunflower", "category": "nature", "subgroup": "plant-flower", "keywords": ["flower", "summer"]},
        {"text": "🐝", "title": "Honeybee", "category": "nature", "subgroup": "animal-bug", "keywords": ["bee", "insect"]}
      ]
    }

    """

  static let charactersJSON = """
    {
      \(schemaLine(.characters))
      "universes": [
        {
          "id": "crew",
          "title": "Crew",
          "sections": [
            {
              "id": "engineers",
              "title": "Engineers",
              "characters": [
                {"name": "Ada", "job": "Analyst of engines", "imageName": "ada", "isComplete": true},
                {"name": "Grace", "job": "Compiler writer", "imageName": "grace", "isComplete": true},
                {"name": "Alan", "job": "Code breaker", "imageName": "alan", "isComplete": false}
              ]
            }
          ]
        }
      ]
    }

    """

  /// The bundled grid cell, with the emoji's name as its tooltip: an override to change or delete.
  static let gridCell = """
    <span class="cell-emoji" role="img" aria-label="{{title}}" title="{{title}}">{{text}}</span>

    """

  /// A small round portrait, a picture to replace with your own.
  /// The site's icon: a trellis of four tiles.
  static let favicon = """
    <svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
      <rect width="32" height="32" rx="7" fill="#0a84ff"/>
      <rect x="6" y="6" width="9" height="9" rx="2" fill="#ffffff"/>
      <rect x="17" y="6" width="9" height="9" rx="2" fill="#ffffff" opacity="0.8"/>
      <rect x="6" y="17" width="9" height="9" rx="2" fill="#ffffff" opacity="0.8"/>
      <rect x="17" y="17" width="9" height="9" rx="2" fill="#ffffff" opacity="0.6"/>
    </svg>

    """

  static func portrait(_ name: String, background: String, hair: String, clothes: String) -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">
      <title>\(name)</title>
      <rect width="120" height="120" rx="60" fill="\(background)"/>
      <circle cx="60" cy="54" r="24" fill="#f1d2b6"/>
      <path d="M34 52 C34 20 86 20 86 52 C80 38 40 38 34 52 Z" fill="\(hair)"/>
      <path d="M24 120 C28 88 92 88 96 120 Z" fill="\(clothes)"/>
    </svg>

    """
  }
}
