/// A category of emoji ("Smileys"). The order of categories in emoji.json is their display order.
package struct EmojiCategory: Hashable, Sendable {
  package var id: String
  package var title: String
  /// Byte offset of its object in emoji.json, for diagnostics.
  package var sourceOffset: Int

  package init(id: String, title: String, sourceOffset: Int = 0) {
    self.id = id
    self.title = title
    self.sourceOffset = sourceOffset
  }
}
