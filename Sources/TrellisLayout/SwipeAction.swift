/// A button revealed by swiping a list row (Apple's `UIContextualAction`).
///
/// JSON: `{"title": "Copy", "style": "normal", "backgroundColor": "systemBlue", "copy": "text"}`
/// or with `"link": "https://example.org/{id}"` instead of `"copy"` (exactly one of them);
/// `style` or `backgroundColor` optionally gives the colour (not both: the style's only effect
/// in Trellis is its default colour).
public struct SwipeAction: Hashable, Sendable {
  /// The button's label; never empty.
  public var title: String
  /// Whether the action is ordinary or destructive.
  public var style: Style
  /// The button's background; `nil` uses the style's default.
  public var backgroundColor: SystemColor?
  /// What the button does.
  public var action: Action

  /// Creates a swipe action.
  public init(
    title: String, style: Style = .normal, backgroundColor: SystemColor? = nil, action: Action
  ) {
    self.title = title
    self.style = style
    self.backgroundColor = backgroundColor
    self.action = action
  }
}
