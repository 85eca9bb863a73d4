/// One emoji of the gallery, as emoji.json declares it.
package struct Emoji: Hashable, Sendable {
  /// The explicit identifier, if emoji.json gives one.
  package var id: String?
  /// The emoji itself: "😀".
  package var text: String
  /// Its name: "Happy".
  package var title: String
  /// The identifier of its ``EmojiCategory``.
  package var category: String
  /// Unicode's subgroup ("face-smiling"), if given.
  package var subgroup: String?
  package var keywords: [String]
  /// Byte offsets in emoji.json of this emoji's object and of its category value, for diagnostics.
  package var sourceOffset: Int
  package var categoryOffset: Int

  package init(
    id: String? = nil, text: String, title: String, category: String, subgroup: String? = nil,
    keywords: [String] = [], sourceOffset: Int = 0, categoryOffset: Int = 0
  ) {
    self.id = id
    self.text = text
    self.title = title
    self.category = category
    self.subgroup = subgroup
    self.keywords = keywords
    self.sourceOffset = sourceOffset
    self.categoryOffset = categoryOffset
  }

  /// The emoji's identity: its `id` if given, else category and text, so the same emoji may
  /// sit in two categories ("recents/🤣" and "smileys/🤣").
  package var identity: String { id ?? "\(category)/\(text)" }
}
