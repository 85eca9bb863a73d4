/// The direction a layout is shown in (UIKit's `UIUserInterfaceLayoutDirection`).
///
/// The solver works in leading and trailing terms: a frame's `x` is measured from the layout
/// container's leading edge. Left to right, leading is left; right to left, leading is right and
/// every frame is mirrored in the container, as a collection view flips its layout for a
/// right-to-left language. The compiled CSS does the same with logical properties
/// (`inset-inline-start`, `margin-inline`), so a page with `dir="rtl"` mirrors.
///
/// JSON: `"ltr"` or `"rtl"`, as HTML's `dir` attribute.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
  /// Leading is left (English, Japanese).
  case leftToRight = "ltr"
  /// Leading is right (Hebrew, Arabic).
  case rightToLeft = "rtl"
}
