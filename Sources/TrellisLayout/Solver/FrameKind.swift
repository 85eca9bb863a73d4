/// What a solved frame shows.
public enum FrameKind: String, Hashable, Sendable, CaseIterable {
  /// A cell: one of the section's items.
  case item
  /// A top-level group of the section (nested groups are not emitted).
  case group
  /// A boundary supplementary item of element kind `"header"`.
  case header
  /// A boundary supplementary item of element kind `"footer"`.
  case footer
  /// A background decoration item.
  case decoration
  /// A supplementary item anchored to an item, such as a badge.
  case badge
  /// What an empty section shows in place of its items (a site section's `emptyMessage`): the
  /// content's place, inside the section's insets.
  case emptyMessage
}
