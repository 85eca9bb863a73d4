/// The solved frames of one section, and the measures the CSS compiler needs.
public struct SectionSolution: Sendable {
  /// The frames, in drawing-independent order: top boundary items (headers), then each group
  /// followed by its items (each item followed by its badges), then bottom boundary items
  /// (footers), then decorations.
  public var frames: [LayoutFrame]
  /// The section's full height: from its top (the header's top) to the footer's bottom, insets
  /// included.
  public var height: Double
  /// The width of the scrolled content for a section that scrolls sideways (leading and
  /// trailing insets included); otherwise the container width.
  public var contentWidth: Double
  /// How many items one group holds (k in semantics §5); 0 only for a group that holds nothing.
  public var groupCapacity: Int
  /// The template group's size, before any measured sizes.
  public var groupSize: (width: Double, height: Double)
  /// How many groups the section's items fill (K = ceil(N / k)).
  public var groupCount: Int
  /// Where the content starts: below the headers that extend the boundary, plus the top inset.
  public var contentTop: Double
  /// How the section scrolls sideways.
  public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
  /// The extra inset on each side of a `groupPagingCentered` section, (C.w - G.w) / 2 (never
  /// negative); 0 for every other behaviour.
  public var centeringInset: Double
  /// The container width the section was solved for.
  public var containerWidth: Double
  /// The section's leading content inset.
  public var leadingInset: Double

  /// The scroll offsets a sideways-scrolling section comes to rest at (semantics §5 table):
  /// none for `none` and `continuous` (anywhere); a group's leading edge at the leading inset
  /// for `continuousGroupLeadingBoundary` and `groupPaging`; a group centred in the container
  /// for `groupPagingCentered`; multiples of the container width below the content width for
  /// `paging`. Offsets are not clamped to the scrollable range.
  ///
  /// - Complexity: O(frames).
  public func restOffsets() -> [Double] {
    switch orthogonalScrollingBehavior {
    case .none, .continuous:
      return []
    case .continuousGroupLeadingBoundary, .groupPaging:
      return frames.lazy.filter { $0.kind == .group }.map { $0.x - leadingInset }
    case .groupPagingCentered:
      return frames.lazy.filter { $0.kind == .group }.map {
        $0.x + $0.width / 2 - containerWidth / 2
      }
    case .paging:
      guard containerWidth > 0 else { return [0] }
      var offsets: [Double] = []
      var offset = 0.0
      repeat {
        offsets.append(offset)
        offset += containerWidth
      } while offset < contentWidth
      return offsets
    }
  }
}
