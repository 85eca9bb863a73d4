/// Sizes measured in a browser, fed back to the solver for estimated (self-sizing) axes.
///
/// A measurement is used only on an axis that self-sizes: for an item, when the item and its
/// group are both estimated on that axis, or for an item's estimated width in a flow
/// (``LayoutGroup/isFlow``), whose groups then hold the items that fit at those widths; for a
/// header or footer, when its own dimension is estimated. Anywhere else the estimate (or the resolved dimension) stands.
public struct MeasuredSizes: Hashable, Sendable {
  /// Measurements by item index within the section.
  public var items: [Int: MeasuredSize]
  /// Measurements of headers, by position among the section's `"header"` boundary items.
  public var headers: [Int: MeasuredSize]
  /// Measurements of footers, by position among the section's `"footer"` boundary items.
  public var footers: [Int: MeasuredSize]
  /// The measurement of an empty section's message: its height is always its own.
  public var emptyMessage: MeasuredSize?

  /// Creates a set of measurements; all empty by default.
  public init(
    items: [Int: MeasuredSize] = [:], headers: [Int: MeasuredSize] = [:],
    footers: [Int: MeasuredSize] = [:], emptyMessage: MeasuredSize? = nil
  ) {
    self.items = items
    self.headers = headers
    self.footers = footers
    self.emptyMessage = emptyMessage
  }

  /// Whether nothing was measured.
  public var isEmpty: Bool { items.isEmpty && headers.isEmpty && footers.isEmpty && emptyMessage == nil }
}
