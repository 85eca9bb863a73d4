extension SwipeAction {
  /// A swipe action's style (Apple's `UIContextualAction.Style`).
  public enum Style: String, Hashable, Sendable, CaseIterable {
    /// An ordinary action.
    case normal
    /// An action that removes or destroys something; drawn in red by default.
    case destructive
  }
}
