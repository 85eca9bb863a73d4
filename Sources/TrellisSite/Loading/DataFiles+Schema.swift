import TrellisSchema

extension DataFiles: SchemaDescribed {
  package static let schemaName = "DataFiles"

  package static var schema: JSONSchema {
    .object(CodingKeys.self, "The data files' paths, relative to the site's folder.") {
      switch $0 {
      case .emoji:
        .oneOf(
          [
            .string("An emoji file's path."),
            .array(
              of: .string("An emoji file's path."), "Emoji files' paths, read in order into one catalog.", minItems: 1),
          ], "The emoji file (emoji.json), or a list of them read in order into one catalog.")
      case .characters: .string("The characters file (characters.json).")
      }
    }
  }
}
