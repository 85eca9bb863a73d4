import TrellisGallery
import TrellisSchema

// What the schema cannot say: universe ids unique in the file, section ids unique in their
// universe; two characters of one identity (`id`, else universe and name) shown on one page; an
// `imageName` naming a picture in `images/` (a missing one is a warning); every string at most
// 65,536 bytes of UTF-8 (JSON Schema counts characters).

extension CharacterCatalog {
  /// characters.json's schema: universes of sections of characters.
  package static var fileSchema: JSONSchema {
    JSONSchema.object(FileKey.self, "A characters file: stories' universes of characters.", required: [.universes]) {
      switch $0 {
      case .universes: .array(of: universeSchema, "The universes, in order.")
      }
    }
    .allowingSchemaKey()
  }

  private static var universeSchema: JSONSchema {
    .object(UniverseKey.self, "A story's world of characters, in sections.", required: [.id, .title, .sections]) {
      switch $0 {
      case .id: .nonEmptyString("The universe's identifier, which sections of pages name; unique in the file.")
      case .title: .string("The universe's title.")
      case .description:
        .nonEmptyString("What the universe holds, in a sentence, which its page's card on the home page shows.")
      case .sections: .array(of: sectionSchema, "Its sections of characters, in order.")
      }
    }
  }

  private static var sectionSchema: JSONSchema {
    .object(SectionKey.self, "A section of a universe's characters.", required: [.id, .title, .characters]) {
      switch $0 {
      case .id: .nonEmptyString("The section's identifier, unique in its universe.")
      case .title: .string("The section's title, in its header.")
      case .characters: .array(of: characterSchema, "Its characters, in order (none is allowed).")
      }
    }
  }

  private static var characterSchema: JSONSchema {
    .object(CharacterKey.self, "A character of a story.", required: [.name, .job]) {
      switch $0 {
      case .id: .nonEmptyString("Its identifier, when universe and name do not tell it apart.")
      case .name: .nonEmptyString("The character's name.")
      case .job: .string("What they do, shown under the name.")
      case .imageName: imageNameSchema
      case .isComplete:
        .boolean(
          "Whether the character counts as done in progress headers.",
          default: Gallery.StoryCharacter(name: "", job: "").isComplete)
      }
    }
  }

  /// A file name, not a path (``isImageName(_:)``): no `/`, `\` or NUL, no leading `.`.
  private static var imageNameSchema: JSONSchema {
    var path = JSONSchema()
    path.pattern = "^\\.|[/\\\\\\x00]"
    var schema = JSONSchema.nonEmptyString(
      "A picture in the site's `images/` folder, by its name without the extension: no `/`, no leading `.`.")
    schema.not = JSONSchema.Box(path)
    return schema.exemplified(by: .string("mad-hatter"))
  }
}
