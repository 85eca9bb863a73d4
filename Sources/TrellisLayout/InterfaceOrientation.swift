/// The shape of the layout container (Apple's `UIInterfaceOrientation`, reduced to its two shapes).
///
/// JSON: `"portrait"` or `"landscape"`.
public enum InterfaceOrientation: String, Hashable, Sendable, CaseIterable {
  /// At least as tall as wide.
  case portrait
  /// Wider than tall.
  case landscape
}
