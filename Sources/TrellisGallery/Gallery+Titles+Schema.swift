import TrellisSchema

extension Gallery.Titles: SchemaDescribed {
  package static let schemaName = "Titles"

  package static var schema: JSONSchema {
    .object(
      CodingKeys.self,
      "Titles for the values pages and sections are made from, by id, before the data files' own: for a site in another language."
    ) {
      switch $0 {
      case .categories:
        .map(of: .reference(to: Gallery.Title.self), "Emoji categories' titles, by category id.")
      case .subgroups:
        .map(of: .reference(to: Gallery.Title.self), "Unicode subgroups' titles, by subgroup id (`face-smiling`).")
      case .universes:
        .map(of: .reference(to: Gallery.Title.self), "Character universes' titles, by universe id.")
      }
    }
  }
}

extension Gallery.Title: SchemaDescribed {
  package static let schemaName = "Title"

  package static var schema: JSONSchema {
    .object(CodingKeys.self, "A value's title, and what it holds in a sentence.", required: [.title]) {
      switch $0 {
      case .title: .string("The title, in headers and navigation.")
      case .description: .string("What the value holds, in a sentence, which its page's card on the home page shows.")
      }
    }
  }
}
