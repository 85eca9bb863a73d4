/// One emoji of the gallery, as emoji.json declares it.
public struct Emoji: Hashable, Sendable {
  /// The explicit identifier, if emoji.json gives one.
  public var id: String?
  /// The emoji itself: "😀".
  public var text: String
  /// Its name: "Happy".
  public var title: String
  /// The identifier of its ``EmojiCategory``.
  public var category: String
  /// Unicode's subgroup ("face-smiling"), if given.
  public var subgroup: String?
  public var keywords: [String]
  /// Byte offsets in emoji.json of this emoji's object and of its category value, for diagnostics.
  public var sourceOffset: Int
  public var categoryOffset: Int

  public init(
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
  public var identity: String { id ?? "\(category)/\(text)" }
}
