/// A coarse class of the container's width (Apple's `UIUserInterfaceSizeClass`).
///
/// JSON: `"compact"` or `"regular"`.
public enum UserInterfaceSizeClass: String, Hashable, Sendable, CaseIterable {
  /// Narrower than 768 (`LayoutChoices.regularWidthThreshold`): phones.
  case compact
  /// At least 768 (`LayoutChoices.regularWidthThreshold`) wide: tablets and desktops.
  case regular
}
