/// A section laid out as a list of self-sizing rows (Apple's
/// `UICollectionLayoutListConfiguration`).
///
/// Row and separator metrics are Trellis's choices, in `LayoutChoices`.
/// JSON: `{"appearance": "insetGrouped"}` plus optional `headerMode`, `footerMode`,
/// `showsSeparators`, `contentInsets`, `leadingSwipeActions` and `trailingSwipeActions`.
public struct ListConfiguration: Hashable, Sendable {
  /// The list's overall look.
  public var appearance: Appearance
  /// Whether and how sections show a header.
  public var headerMode: HeaderMode
  /// Whether sections show a footer.
  public var footerMode: FooterMode
  /// Whether rows are separated by hairlines.
  public var showsSeparators: Bool
  /// The list section's content insets. Apple's list section is an `NSCollectionLayoutSection`
  /// whose `contentInsets` may be set after `list(using:layoutEnvironment:)` (the Emoji Explorer sample's Custom
  /// section sets top 100, leading and trailing 10); `nil` keeps the appearance's own insets.
  public var contentInsets: DirectionalEdgeInsets?
  /// Actions revealed by swiping a row towards the trailing edge (shown at the leading edge).
  public var leadingSwipeActions: [SwipeAction]
  /// Actions revealed by swiping a row towards the leading edge (shown at the trailing edge).
  public var trailingSwipeActions: [SwipeAction]

  /// Creates a list configuration.
  public init(
    appearance: Appearance, headerMode: HeaderMode = .none, footerMode: FooterMode = .none,
    showsSeparators: Bool = true, contentInsets: DirectionalEdgeInsets? = nil, leadingSwipeActions: [SwipeAction] = [],
    trailingSwipeActions: [SwipeAction] = []
  ) {
    self.appearance = appearance
    self.headerMode = headerMode
    self.footerMode = footerMode
    self.showsSeparators = showsSeparators
    self.contentInsets = contentInsets
    self.leadingSwipeActions = leadingSwipeActions
    self.trailingSwipeActions = trailingSwipeActions
  }
}
