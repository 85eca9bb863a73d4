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

  /// Creates a size from its width and height: the short spelling of
  /// ``init(widthDimension:heightDimension:)``, Apple's name.
  ///
  /// ```swift
  /// let size = LayoutSize(width: .fractionalWidth(1), height: .absolute(80))
  /// ```
  public init(width: LayoutDimension, height: LayoutDimension) {
    self.init(widthDimension: width, heightDimension: height)
  }
}
