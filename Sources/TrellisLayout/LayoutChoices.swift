/// Every layout metric and threshold that Apple does not document and Trellis fixes itself.
///
/// The layout semantics (`docs/layout-semantics.md`) mark these as *choices*; they live here, in
/// one place, so the model, the solver and the CSS agree and a test can pin each one.
package enum LayoutChoices {
  // MARK: Environment

  /// The container width from which the horizontal size class is regular (`>=`); narrower
  /// containers are compact. 768 points is the narrowest iPad in portrait.
  package static let regularWidthThreshold: Double = 768
  /// The widest a section laid out in the readable width is (`"width": "readable"`): 672
  /// points, the width of UIKit's readable content guide at the default text size. Narrower
  /// windows give it their whole width.
  package static let readableWidth: Double = 672
  /// The widest a site's page is: 1200 points, centred in a wider window. Its title, its tools
  /// and every section share the page's one leading edge, however wide the window; wider, rows of
  /// cards would only grow longer than an eye can follow.
  package static let pageMaximumWidth: Double = 1200

  // MARK: Lists (semantics §7)

  /// A list row's estimated height before it is measured.
  package static let listRowEstimatedHeight: Double = 44
  /// A list row's estimated height when it shows secondary text.
  package static let listRowWithSecondaryTextEstimatedHeight: Double = 48
  /// The leading and trailing inset of an `insetGrouped` list's sections.
  package static let insetGroupedSideInset: Double = 16
  /// The corner radius of an `insetGrouped` list's sections.
  package static let insetGroupedCornerRadius: Double = 10
  /// A list row's layout margin, as on iPhone: its content starts this far in, and so does its
  /// separator (after the row's picture, where it has one, so that it starts at the text).
  package static let listLayoutMargin: Double = 16
  /// A separator's thickness, in device pixels (not points): one hairline.
  package static let separatorThicknessInDevicePixels: Double = 1
  /// A list section header's estimated height before it is measured.
  package static let listHeaderEstimatedHeight: Double = 38
  /// The space above each section of a `grouped` or `insetGrouped` list, as in iOS Settings.
  package static let groupedSectionTopSpacing: Double = 35
  /// An empty section's message's estimated height before it is measured: a line of body text
  /// (20 points) with 12 points above and below, as the site's stylesheet draws it.
  package static let emptyMessageEstimatedHeight: Double = 44

  // MARK: Presets (the per-section layouts example's helper supplementaries)

  /// The estimated height of the header the presets put on their sections.
  package static let headerEstimatedHeight: Double = 44
  /// The height of the separator footer the presets put on their sections.
  package static let separatorFooterHeight: Double = 1

  // MARK: Input ranges (choice)

  /// The longest length, spacing, inset, estimate or offset a layout may declare, in points:
  /// 100,000 (about 26 screens of 3840). Far beyond any real layout, and it keeps every
  /// coordinate of a big section exact in the CSS numbers Trellis writes.
  package static let maximumLength: Double = 100_000
  /// The largest fraction (`fractionalWidth`, `fractionalHeight`, fractional offsets): 100.
  package static let maximumFraction: Double = 100
  /// The largest `count` of a group: 1,000 subitems (a 3840-point row of 3.84-point items).
  package static let maximumCount: Int = 1_000
  /// The largest `zIndex` magnitude: 10,000.
  package static let maximumZIndex: Int = 10_000

  // MARK: Solver (semantics §4-6; Apple is silent on all of these)

  /// How far, relative to a group's length (and never less than this many points), a subitem
  /// may end past the group's content box and still count as fitting. It absorbs floating-point
  /// rounding (three items of `fractionalWidth(1/3)` fit), and nothing more.
  package static let fitTolerance: Double = 1e-9
  /// The most subitems one group holds when it fills by walking its subitems, and the most
  /// items a top-level group holds through all its nested groups; a guard against
  /// near-zero-length subitems, far above any real layout.
  package static let maximumGroupCapacity: Int = 100_000
  /// How far beyond a candidate breakpoint the solver's search for capacity breakpoints
  /// probes to see whether the structure changes just after it (for a capacity that falls as
  /// the width grows). Far below any CSS pixel, far above ``fitTolerance``.
  package static let breakpointProbe: Double = 1e-6
  /// The most widths at which a section's capacities may change for the search to go on
  /// (choice): a guard against capacities that step without end, far above any real layout
  /// (items one point long change capacity about 3,840 times between 1 and 3840 points).
  package static let maximumCapacityBreakpoints: Int = 4_000
  /// The most widths below ``minimumExactContainerWidth`` at which the CSS compiler follows a
  /// section's capacities (choice): where they step more often there (a subitem that shrinks to
  /// nothing as the container does, whose capacity grows into the thousands), the structure of
  /// the narrowest exact width holds below it, and the search costs milliseconds, not minutes.
  package static let maximumCapacityBreakpointsBelowExactWidth: Int = 64
  /// The most item slots a section's CSS may place, summed over its capacity ranges (choice):
  /// each range lists its group's slots, so this bounds one section's stylesheet to a few
  /// megabytes. A group four containers wide of 13-point items changed capacity at 559 widths
  /// and made 54 MB of CSS; real grids place a few hundred.
  package static let maximumCompiledSlots: Int = 20_000
  /// The side inset of a `sidebar` list's sections: the same as ``insetGroupedSideInset``
  /// (`sidebarPlain` has none).
  package static let sidebarSideInset: Double = insetGroupedSideInset

  /// The narrowest layout container at which compiled CSS is guaranteed to match the solver
  /// (choice): below it, sizes such as an eight-column grid's slots reach zero and clamp, and
  /// the CSS compiler fits its lengths from widths at or above this one.
  package static let minimumExactContainerWidth: Double = 320
}
