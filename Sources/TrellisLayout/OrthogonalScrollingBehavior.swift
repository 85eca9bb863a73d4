/// How a section scrolls sideways, across the page's vertical scrolling (Apple's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
///
/// Any behaviour other than ``none`` puts all of the section's groups in one row that scrolls
/// sideways. JSON: the case name as a string, `"groupPaging"`.
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
  /// No sideways scrolling: groups stack down the page.
  case none
  /// Scrolls freely and comes to rest anywhere.
  case continuous
  /// Scrolls freely and comes to rest with a group's leading edge at the leading inset.
  case continuousGroupLeadingBoundary
  /// Moves a container width per swipe.
  case paging
  /// Moves one group per swipe, resting at its leading edge.
  case groupPaging
  /// Moves one group per swipe, resting with the group centred.
  case groupPagingCentered
}
