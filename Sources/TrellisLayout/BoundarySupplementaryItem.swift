/// A header, footer or other view attached to an edge of a section (Apple's
/// `NSCollectionLayoutBoundarySupplementaryItem`).
///
/// Trellis draws the element kinds `"header"` and `"footer"`; decoding refuses any other kind.
/// JSON: `{"elementKind": "header", "layoutSize": {...}, "alignment": "top"}` plus optional
/// `absoluteOffset`, `pinToVisibleBounds`, `extendsBoundary` and `zIndex`.
public struct BoundarySupplementaryItem: Hashable, Sendable {
  /// The element kind Trellis renders as a section header.
  public static let headerElementKind = "header"
  /// The element kind Trellis renders as a section footer.
  public static let footerElementKind = "footer"
  /// The element kinds Trellis draws, the only ones the layout format accepts.
  public static let drawnElementKinds = [headerElementKind, footerElementKind]

  /// The kind of element, naming how Trellis renders it.
  public var elementKind: String
  /// The supplementary's size; fractions are of the section's width box.
  public var layoutSize: LayoutSize
  /// The edge or corner of the section it attaches to.
  public var alignment: RectAlignment
  /// An offset added to its final frame.
  public var absoluteOffset: LayoutPoint
  /// Whether it stays visible while any part of the section is visible.
  public var pinToVisibleBounds: Bool
  /// Whether it adds to the section's height (`true`) or overlaps the content (`false`).
  public var extendsBoundary: Bool
  /// The stacking order; higher draws on top. Items are at 0.
  public var zIndex: Int

  /// Creates a boundary supplementary item.
  public init(
    layoutSize: LayoutSize, elementKind: String, alignment: RectAlignment,
    absoluteOffset: LayoutPoint = .zero, pinToVisibleBounds: Bool = false, extendsBoundary: Bool = true,
    zIndex: Int = 1
  ) {
    self.elementKind = elementKind
    self.layoutSize = layoutSize
    self.alignment = alignment
    self.absoluteOffset = absoluteOffset
    self.pinToVisibleBounds = pinToVisibleBounds
    self.extendsBoundary = extendsBoundary
    self.zIndex = zIndex
  }

  /// A full-width header of kind `"header"` at the top of the section; its height is estimated at
  /// 44 points unless given.
  public static func header(height: LayoutDimension? = nil, pinToVisibleBounds: Bool = false) -> Self {
    Self(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: height ?? .estimated(LayoutChoices.headerEstimatedHeight)),
      elementKind: headerElementKind, alignment: .top, pinToVisibleBounds: pinToVisibleBounds)
  }

  /// A full-width footer of kind `"footer"` at the bottom of the section.
  public static func footer(height: LayoutDimension, pinToVisibleBounds: Bool = false) -> Self {
    Self(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
      elementKind: footerElementKind, alignment: .bottom, pinToVisibleBounds: pinToVisibleBounds)
  }
}
