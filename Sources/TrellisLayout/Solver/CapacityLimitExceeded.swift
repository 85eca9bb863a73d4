/// The capacity search gave up: a group reaches 100,000 (`LayoutChoices.maximumGroupCapacity`) at some
/// width (a subitem's length falls to zero there), or the capacities change at more than
/// 4,000 (`LayoutChoices.maximumCapacityBreakpoints`) widths.
package struct CapacityLimitExceeded: Error, Hashable, Sendable {
  /// The container width at which the search stopped.
  package var width: Double
  /// The capacity that reached the limit, or `nil` when the number of breakpoints did.
  package var capacity: Int?
}
