/// A field of a gallery item that a swipe action can copy or put into a link.
///
/// JSON: `"text"`, `"title"` or `"id"`.
public enum ItemField: String, Hashable, Sendable, CaseIterable {
  /// The item's text (for an emoji, the emoji itself).
  case text
  /// The item's title.
  case title
  /// The item's identifier.
  case id
}
