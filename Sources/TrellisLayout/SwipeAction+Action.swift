extension SwipeAction {
  /// What a swipe action does when pressed.
  public enum Action: Hashable, Sendable {
    /// Copies a field of the row's item to the clipboard. JSON `"copy": "text"`.
    case copy(ItemField)
    /// Opens a link built from the row's item. JSON `"link": "https://example.org/{id}"`.
    case link(LinkTemplate)
  }
}
