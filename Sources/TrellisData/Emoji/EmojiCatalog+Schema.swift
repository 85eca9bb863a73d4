import TrellisSchema

// What the schema cannot say: category ids unique across the site's emoji files, subgroup ids
// unique; each emoji's `category` one of the categories (of any of the site's emoji files); two
// emoji of one identity (`id`, else category and text) shown on one page; every string at most
// 65,536 bytes of UTF-8 (JSON Schema counts characters); the file at most 4 GB of text.

extension EmojiCatalog {
  /// emoji.json's schema: its categories, subgroup titles and emoji.
  package static var fileSchema: JSONSchema {
    JSONSchema.object(
      FileKey.self, "An emoji file: categories, Unicode subgroups' titles, and emoji.",
      required: [.categories, .emoji]
    ) {
      switch $0 {
      case .categories:
        .array(
          of: categorySchema("An emoji category: a heading, and the order emoji are shown in."),
          "The emoji categories, in display order (empty when this file's emoji use another file's).")
      case .subgroups:
        .array(
          of: categorySchema("A Unicode subgroup's title and description."),
          "Titles of Unicode's subgroups, which emoji name by id; a subgroup not titled is titled from its id.")
      case .emoji: .array(of: emojiSchema, "The emoji, in order within their categories.")
      }
    }
    .allowingSchemaKey()
  }

  private static func categorySchema(_ description: String) -> JSONSchema {
    .object(CategoryKey.self, description, required: [.id, .title]) {
      switch $0 {
      case .id: .nonEmptyString("The identifier, which emoji and sections name; unique in the site's emoji files.")
      case .title: .string("The title, in section headers.")
      case .description: .nonEmptyString("What it holds, in a sentence, which its page's card on the home page shows.")
      }
    }
  }

  private static var emojiSchema: JSONSchema {
    .object(EmojiKey.self, "One emoji.", required: [.text, .title, .category]) {
      switch $0 {
      case .id: .nonEmptyString("Its identifier, when category and text do not tell it apart from every other emoji.")
      case .text: .nonEmptyString("The emoji itself: \"😀\".")
      case .title: .string("Its name: \"Grinning face\".")
      case .category: .string("The id of its category, one of `categories`.")
      case .subgroup: .string("Unicode's subgroup (`face-smiling`), if known.")
      case .keywords: .array(of: .string("A keyword."), "Words it is found by.")
      }
    }
  }
}
