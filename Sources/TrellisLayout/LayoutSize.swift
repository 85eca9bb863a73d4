/// A width and a height dimension (Apple's `NSCollectionLayoutSize`).
///
/// JSON: `{"widthDimension": {...}, "heightDimension": {...}}`, both required.
public struct LayoutSize: Hashable, Sendable {
  /// The width.
  public var widthDimension: LayoutDimension
  /// The height.
  public var heightDimension: LayoutDimension

  /// Creates a size from its two dimensions.
  public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }
}
