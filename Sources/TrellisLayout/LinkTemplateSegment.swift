/// A piece of a ``LinkTemplate``: literal text or a placeholder.
public enum LinkTemplateSegment: Hashable, Sendable {
  /// Text copied as is.
  case literal(String)
  /// A placeholder replaced by the item's field.
  case placeholder(ItemField)
}
