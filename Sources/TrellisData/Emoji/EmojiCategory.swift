/// A category of emoji ("Smileys"). The order of categories in emoji.json is their display order.
public struct EmojiCategory: Hashable, Sendable {
  public var id: String
  public var title: String
  /// Byte offset of its object in emoji.json, for diagnostics.
  public var sourceOffset: Int

  public init(id: String, title: String, sourceOffset: Int = 0) {
    self.id = id
    self.title = title
    self.sourceOffset = sourceOffset
  }
}
