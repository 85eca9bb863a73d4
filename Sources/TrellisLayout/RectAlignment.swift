/// Where a boundary supplementary sits on its section (Apple's `NSRectAlignment`).
///
/// JSON: the case name as a string, `"top"`, `"bottomTrailing"`.
public enum RectAlignment: String, Hashable, Sendable, CaseIterable {
  /// No alignment.
  case none
  /// Above the section, along its top.
  case top
  /// At the top leading corner.
  case topLeading
  /// Along the leading edge.
  case leading
  /// At the bottom leading corner.
  case bottomLeading
  /// Below the section, along its bottom.
  case bottom
  /// At the bottom trailing corner.
  case bottomTrailing
  /// Along the trailing edge.
  case trailing
  /// At the top trailing corner.
  case topTrailing
}
