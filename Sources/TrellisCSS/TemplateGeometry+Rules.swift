import TrellisLayout

extension TemplateGeometry {
  /// Every rule of the section for this range, in the given scheme. Each scheme sets the same
  /// properties on the same selectors, so that a later block (a variant, a wider range)
  /// overrides an earlier one completely.
  func rules(_ scheme: Scheme, _ selectors: Selectors) -> [CSSRule] {
    var rules = [
      CSSRule(selectors.section, [("position", "relative"), ("isolation", "isolate"), ("display", "block")])
    ]
    switch scheme {
    case .flowRows: rules += flowRowRules(selectors)
    case .flowColumns: rules += flowColumnRules(selectors)
    case .groupColumns: rules += groupColumnRules(selectors)
    case .indexed: rules += indexedRules(selectors)
    case .widthColumns: rules += widthColumnRules(selectors)
    case .wrap: rules += wrapRules(selectors)
    }
    // What only some schemes draw, every scheme sets, so that a variant's block hides what an
    // earlier block showed: page marks (paging) and the scroll-width marker (index placement).
    if !rules.contains(where: { $0.selector == selectors.pageMarks }) { rules += pageMarkRules(selectors) }
    let marker = "\(selectors.content)::after"
    if !rules.contains(where: { $0.selector == marker }) { rules.append(CSSRule(marker, [("content", "none")])) }
    rules += badgeRules(selectors)
    rules += boundaryRules(selectors)
    return rules
  }

  var insets: DirectionalEdgeInsets { section.contentInsets }
  var interGroupSpacing: LinearLength { LinearLength(section.interGroupSpacing) }

  /// The cells' offsets from their group's origin.
  var slots: [FrameGeometry] { items.map { $0.offset(by: group) } }

  /// Whether every slot has the same size and vertical offset, and the slots are evenly spaced
  /// from the group's leading edge: then `repeat(k, …)` and a column gap say it all.
  var hasUniformRow: Bool {
    let slots = slots
    guard let first = slots.first, first.x.isClose(to: .zero) else { return false }
    let gap = slots.count > 1 ? slots[1].x - first.x - first.width : .zero
    return slots.indices.allSatisfy { index in
      let slot = slots[index]
      return slot.width.isClose(to: first.width) && slot.height.isClose(to: first.height)
        && slot.y.isClose(to: first.y) && slot.selfSizingHeight == first.selfSizingHeight
        && (slot.x.isClose(to: (first.width + gap) * Double(index)))
        && badges[index].count == badges[0].count
        && zip(badges[index], badges[0]).allSatisfy { $0 == $1 }
    }
  }

  // MARK: - Rows (vertical sections)

  private func flowRowRules(_ selectors: Selectors) -> [CSSRule] {
    let slots = slots
    // A group that repeats one item while it fits has one kind of cell, however many fit.
    let uniform = fillsWhileItFits || hasUniformRow
    // In such a group a grid track is the item's whole slot, and the cell sits in it inset by the
    // item's content insets (semantics §3: the slot keeps its size, the visible item shrinks).
    var cellInsets = (leading: LinearLength.zero, trailing: LinearLength.zero)
    var columns: String
    var columnGap = LinearLength.zero
    var leading = LinearLength(insets.leading)
    var trailing = LinearLength(insets.trailing)
    var justification = "start"
    if fillsWhileItFits, let first = slots.first {
      // The grid's own capacity rule is the solver's: the content box is the group's content box,
      // the gap the minimum spacing, and flexible spacing spreads the leftover like space-between.
      let spacing = section.group.interItemSpacing
      columnGap = LinearLength(
        spacing.map { spacing in
          switch spacing {
          case .fixed(let value), .flexible(let value): value
          }
        } ?? 0)
      if case .flexible = spacing { justification = "space-between" }
      let slotWidth = repeatedItemWidth ?? first.width
      let slotStart = LinearLength(section.group.contentInsets.leading)
      cellInsets = (first.x - slotStart, slotWidth - (first.x - slotStart) - first.width)
      leading = group.x + slotStart
      trailing =
        LinearLength(0, widthFactor: 1) - group.x - group.width + LinearLength(section.group.contentInsets.trailing)
      columns = "repeat(auto-fill, \(slotWidth.css))"
    } else if uniform, let first = slots.first {
      columnGap = slots.count > 1 ? slots[1].x - first.width : .zero
      let pitch = first.width + columnGap
      columns =
        capacity <= GridTracks.plainTrackLimit
        ? "repeat(\(capacity), \(first.width.css))"
        : GridTracks.between((0...capacity).map { pitch * Double($0) }, gap: columnGap).joined(separator: " ")
    } else {
      // A gap track before each slot, then the slot: the lines are the slots' edges.
      let lines = [LinearLength.zero] + slots.flatMap { [$0.x, $0.x + $0.width] }
      columns =
        lines.count - 1 <= GridTracks.plainTrackLimit
        ? zip(lines, lines.dropFirst()).map { ($1 - $0).css }.joined(separator: " ")
        : GridTracks.between(lines).joined(separator: " ")
    }
    // A row is as tall as its group: fixed, or the tallest margin box of its cells, and never
    // less than the group with empty content (fixed items, insets).
    let (rowHeight, rowGap) =
      group.selfSizingHeight
      ? (contentFloor == .zero ? "auto" : "minmax(\(contentFloor.css), auto)", interGroupSpacing.css)
      : GridTracks.repeating(size: group.height, gap: interGroupSpacing)
    var rules = [
      CSSRule(
        selectors.content,
        [("display", "grid"), ("position", "relative"), ("box-sizing", "border-box"), ("margin", "0")]
          + padding(leading: leading, trailing: trailing)
          + [
            ("grid-auto-flow", "row"), ("grid-template-columns", columns), ("grid-template-rows", "none"),
            ("justify-content", justification),
            ("grid-auto-columns", "auto"), ("grid-auto-rows", rowHeight),
            ("column-gap", capacity <= GridTracks.plainTrackLimit ? columnGap.css : GridTracks.rounded(columnGap)),
            ("row-gap", rowGap), ("align-items", "start"), ("justify-items", "stretch"),
            ("overflow", "visible"), ("height", "auto"), ("scroll-snap-type", "none"),
          ]),
      emptyScrollerRule(selectors, height: "auto"),
    ]
    for (index, slot) in slots.enumerated() where index == 0 || !uniform {
      var declarations: [(String, String)] = [
        ("position", "relative"), ("box-sizing", "border-box"), ("grid-column", uniform ? "auto" : "\(2 * index + 2)"),
        ("grid-row", "auto"), ("inset-inline-start", "auto"), ("top", "auto"), ("width", "auto"), ("min-width", "0"),
        ("height", slot.selfSizingHeight ? "auto" : slot.height.css),
        ("margin-block", "\(slot.y.css) \(bottomMargin(slot))"),
        ("margin-inline", "\(cellInsets.leading.css) \(cellInsets.trailing.css)"),
      ]
      declarations += snapDeclarations(slot: index)
      rules.append(CSSRule(uniform ? selectors.cells : selectors.cells(slot: index, of: capacity), declarations))
    }
    return rules
  }

  /// The absolute width of the one item a group repeats while it fits (its slot), if it is one.
  private var repeatedItemWidth: LinearLength? {
    guard case .subitems(let subitems) = section.group.subitems, subitems.count == 1,
      case .item(let item) = subitems[0], case .absolute(let width) = item.layoutSize.widthDimension
    else { return nil }
    return LinearLength(width)
  }

  /// Below a self-sizing cell: what the group keeps under it (its own and the group's bottom
  /// insets), so that an `auto` row is as tall as the solver's group.
  private func bottomMargin(_ slot: FrameGeometry) -> String {
    guard slot.selfSizingHeight, group.selfSizingHeight else { return "0" }
    return slot.spaceBelow.css
  }

  /// After a cell as wide as its content: what the group keeps after it (its trailing inset and
  /// the item's trailing spacing), so that a `max-content` column is as wide as the group.
  private func spaceAfter(_ slot: FrameGeometry) -> String {
    guard slot.selfSizingWidth, group.selfSizingWidth else { return "0" }
    return slot.spaceAfter.css
  }

  /// Row tracks for fixed slots stacked in a group of fixed height: lines at the slots' edges,
  /// none past the group's end (a slot that overflows the group overflows its row).
  private func clampedRows(to height: LinearLength) -> [String] {
    let lines = [LinearLength.zero] + slots.flatMap { [$0.y, $0.y + $0.height] } + [height]
    func clamped(_ line: LinearLength) -> String {
      if line.isConstant, height.isConstant { return LinearLength(min(line.constant, height.constant)).css }
      return "min(\(line.sum), \(height.sum))"
    }
    return zip(lines, lines.dropFirst()).map { start, end in
      if start.isConstant, end.isConstant, height.isConstant {
        return LinearLength(min(end.constant, height.constant) - min(start.constant, height.constant)).css
      }
      return start == .zero ? clamped(end) : "calc(\(clamped(end)) - \(clamped(start)))"
    }
  }

  /// The content box's padding: the section's top and bottom insets, and the given leading and
  /// trailing ones (logical, so that a right-to-left page mirrors it).
  private func padding(leading: LinearLength, trailing: LinearLength) -> [(String, String)] {
    [
      ("padding-block", "\(LinearLength(insets.top).css) \(LinearLength(insets.bottom).css)"),
      ("padding-inline", "\(leading.css) \(trailing.css)"),
    ]
  }

  // MARK: - Columns (orthogonal sections)

  /// Row tracks for slots stacked in a group: the gap above each slot, then the slot.
  private func stackedRows() -> (tracks: [String], end: LinearLength) {
    var tracks: [String] = []
    var end = LinearLength.zero
    for slot in slots {
      // Many tracks: lines at the slots' edges (GridTracks). Below a self-sizing slot they follow
      // its content.
      if slots.count * 2 <= GridTracks.plainTrackLimit || slots.contains(where: \.selfSizingHeight) {
        tracks.append((slot.y - end).css)
        tracks.append(slot.selfSizingHeight ? "auto" : slot.height.css)
      } else {
        tracks += GridTracks.between([end, slot.y, slot.y + slot.height])
      }
      end = slot.y + slot.height
    }
    return (tracks, end)
  }

  /// The horizontal scroller holding one column per group. Its padding is the leading inset
  /// plus any centring inset (group x − leading), and the same at the trailing end.
  private func scrollerRule(
    _ selectors: Selectors, rows: String, column: LinearLength?, justifyItems: String, height: String = "auto"
  ) -> CSSRule {
    let centering = group.x - LinearLength(insets.leading)
    // A column per group: max-content for content widths, else the group's width. Between
    // content-width columns, a gap that is not whole units is rounded down, and the cells' margins
    // add the units it loses.
    let (columns, columnGap) =
      column.map { GridTracks.repeating(size: $0, gap: interGroupSpacing) }
      ?? ("max-content", (GridTracks.contentGaps(interGroupSpacing)?.gap ?? interGroupSpacing).css)
    return CSSRule(
      selectors.content,
      [("display", "grid"), ("position", "relative"), ("box-sizing", "border-box"), ("margin", "0")]
        + padding(leading: group.x, trailing: LinearLength(insets.trailing) + centering)
        + [
          ("grid-auto-flow", "column"), ("grid-template-columns", "none"), ("grid-template-rows", rows),
          ("grid-auto-columns", columns), ("grid-auto-rows", "auto"), ("column-gap", columnGap),
          ("row-gap", "0"), ("align-items", "start"), ("justify-items", justifyItems),
          ("overflow-x", "auto"), ("overflow-y", "hidden"), ("scrollbar-width", "none"),
          ("overscroll-behavior-x", "contain"), ("height", height),
        ] + scrollerSnapDeclarations())
  }

  /// A section without items is as tall as its top and bottom insets (semantics §5): a sideways
  /// scroller keeps no group-high rows. Every scheme emits this rule, so that a later block
  /// overrides an earlier one's.
  private func emptyScrollerRule(_ selectors: Selectors, height: String) -> CSSRule {
    CSSRule("\(selectors.content):not(:has(.t-cell))", [("grid-template-rows", "none"), ("height", height)])
  }

  private func flowColumnRules(_ selectors: Selectors) -> [CSSRule] {
    var rows = stackedRows().tracks
    var height = "auto"
    if !hasSelfSizingHeight {
      // Fixed rows end with the group: a slot that overflows it overflows its row too.
      rows = clampedRows(to: group.height)
    } else if !group.selfSizingHeight {
      // Rows that follow their content in a group of fixed height: the scroller is as tall as the
      // group, and the rest of it follows the last slot.
      rows.append("1fr")
      height = (LinearLength(insets.top) + group.height + LinearLength(insets.bottom)).css
    }
    var rules = [
      scrollerRule(
        selectors, rows: rows.joined(separator: " "),
        column: hasSelfSizingWidth ? nil : group.width, justifyItems: "start", height: height),
      emptyScrollerRule(selectors, height: "auto"),
    ]
    for (index, slot) in slots.enumerated() {
      var declarations: [(String, String)] = [
        ("position", "relative"), ("box-sizing", "border-box"), ("grid-column", "auto"),
        ("grid-row", "\(2 * index + 2)"),
        ("inset-inline-start", "auto"), ("top", "auto"),
        ("width", slot.selfSizingWidth ? "max-content" : slot.width.css),
        ("min-width", "0"),
        ("height", slot.selfSizingHeight ? "auto" : slot.height.css),
        ("margin-block", "0 \(bottomMargin(slot))"), ("margin-inline", "\(slot.x.css) \(spaceAfter(slot))"),
      ]
      declarations += snapDeclarations(slot: index)
      rules.append(CSSRule(selectors.cells(slot: index, of: capacity), declarations))
    }
    if hasSelfSizingWidth, capacity == 1, let slot = slots.first, let gaps = GridTracks.contentGaps(interGroupSpacing) {
      // Content-width columns, one cell each: cell k (from 1) adds the unit the gap before it lost.
      for (index, extra) in gaps.extra.enumerated() where extra != .zero {
        rules.append(
          CSSRule(
            "\(selectors.cells):nth-child(\(gaps.extra.count)n+\(index + 2) of .t-cell)",
            [("margin-inline-start", (slot.x + extra).css)]))
      }
    }
    rules += pageMarkRules(selectors)
    return rules
  }

  // MARK: - Wrapped groups (orthogonal sections whose groups size to their content)

  private func groupColumnRules(_ selectors: Selectors) -> [CSSRule] {
    let (rows, end) = stackedRows()
    var rules = [
      scrollerRule(selectors, rows: "auto", column: group.width, justifyItems: "stretch"),
      emptyScrollerRule(selectors, height: "auto"),
      CSSRule(
        selectors.groups,
        [
          ("display", "grid"), ("box-sizing", "border-box"), ("grid-template-rows", rows.joined(separator: " ")),
          ("grid-template-columns", "100%"), ("row-gap", "0"), ("align-items", "start"), ("justify-items", "start"),
          ("padding-bottom", (group.height - end).css),
        ] + groupSnapDeclarations()),
    ]
    for (index, slot) in slots.enumerated() {
      rules.append(
        CSSRule(
          selectors.cells(slot: index, of: capacity),
          [
            ("position", "relative"), ("box-sizing", "border-box"), ("grid-column", "1"),
            ("grid-row", "\(2 * index + 2)"),
            ("inset-inline-start", "auto"), ("top", "auto"), ("width", slot.width.css), ("min-width", "0"),
            ("height", slot.selfSizingHeight ? "auto" : slot.height.css), ("margin-block", "0"),
            ("margin-inline", "\(slot.x.css) 0"),
          ]))
    }
    rules += pageMarkRules(selectors)
    return rules
  }

  /// The group element snaps for itself (its box is the group's, cut to the snapport).
  private func groupSnapDeclarations() -> [(String, String)] {
    let cut = snapAreaCut
    let margins = ("scroll-margin-inline", "\(cut.margin(.zero, edge: .start)) \(cut.margin(.zero, edge: .end))")
    return switch section.orthogonalScrollingBehavior {
    case .none, .continuous, .paging: [("scroll-snap-align", "none"), ("scroll-snap-stop", "normal"), margins]
    case .continuousGroupLeadingBoundary: [("scroll-snap-align", "start"), ("scroll-snap-stop", "normal"), margins]
    case .groupPaging: [("scroll-snap-align", "start"), ("scroll-snap-stop", "always"), margins]
    case .groupPagingCentered: [("scroll-snap-align", "center"), ("scroll-snap-stop", "always"), margins]
    }
  }

  /// How much of a group's snap area is cut so that it is never wider than the snapport: the
  /// scroller less its scroll padding (the leading inset, for start alignment). Chromium lets an
  /// area wider than the snapport rest anywhere it covers the snapport (CSS Scroll Snap's rule for
  /// large areas), so a full-width banner behind a leading inset came to rest 16 points past its
  /// edge; UIKit rests at the group's leading edge (or centres it). Start alignment cuts the
  /// trailing edge; centring cuts half at each edge.
  struct SnapAreaCut {
    enum Edge { case start, end }
    /// The length cut at each edge it applies to, where it is positive: nil where the group fits
    /// the snapport from 320 points up.
    var overhang: LinearLength?
    /// The overhang may be negative at some widths (where the group fits): it is clamped at 0.
    var isClamped = false
    var edges: [Edge] = []

    /// A scroll margin that extends the area by `extent` at `edge`, less the cut.
    func margin(_ extent: LinearLength, edge: Edge) -> String {
      guard let overhang, edges.contains(edge) else { return extent.css }
      return isClamped ? "calc(\(extent.sum) - max(0px, \(overhang.sum)))" : (extent - overhang).css
    }
  }

  var snapAreaCut: SnapAreaCut {
    let behavior = section.orthogonalScrollingBehavior
    let container = LinearLength(0, widthFactor: 1)
    let centred = behavior == .groupPagingCentered
    let snapport = centred ? container : container - LinearLength(insets.leading)
    let overhang = (group.width - snapport) * (centred ? 0.5 : 1)
    let atFloor = overhang.value(width: LayoutChoices.minimumExactContainerWidth, height: 0)
    if overhang.heightFactor == 0, overhang.widthFactor <= 0, atFloor <= 0 { return SnapAreaCut() }
    let always = overhang.heightFactor == 0 && overhang.widthFactor >= 0 && atFloor >= 0
    return SnapAreaCut(overhang: overhang, isClamped: !always, edges: centred ? [.start, .end] : [.end])
  }

  // MARK: - Indexed placement (fixed geometry)

  private func indexedRules(_ selectors: Selectors) -> [CSSRule] {
    let slots = slots
    let group = "round(down, var(--i) / \(capacity), 1)"
    let groups = "round(up, var(--n) / \(capacity), 1)"
    var rules: [CSSRule] = []
    if isOrthogonal {
      let pitch = self.group.width + interGroupSpacing
      let contentWidth =
        "calc(\(self.group.x.css) + \(groups) * \(pitch.css) - \(interGroupSpacing.css) + \(LinearLength(insets.trailing).css) + \((self.group.x - LinearLength(insets.leading)).css))"
      rules.append(
        CSSRule(
          selectors.content,
          [
            ("display", "block"), ("position", "relative"), ("box-sizing", "content-box"), ("margin", "0"),
            ("padding", "0"), ("height", (self.group.height + LinearLength(insets.top + insets.bottom)).css),
            ("overflow-x", "auto"), ("overflow-y", "hidden"), ("scrollbar-width", "none"),
            ("overscroll-behavior-x", "contain"),
          ] + scrollerSnapDeclarations()))
      rules.append(emptyScrollerRule(selectors, height: LinearLength(insets.top + insets.bottom).css))
      // An invisible last box makes the scroll width the solver's content width.
      rules.append(
        CSSRule(
          "\(selectors.content)::after",
          [
            ("content", "\"\""), ("position", "absolute"), ("top", "0"), ("width", "1px"), ("height", "1px"),
            ("inset-inline-start", "calc(\(contentWidth) - 1px)"),
          ]))
      for (index, slot) in slots.enumerated() {
        rules.append(
          CSSRule(
            selectors.cells(slot: index, of: capacity),
            [
              ("position", "absolute"), ("box-sizing", "border-box"), ("margin", "0"), ("min-width", "0"),
              ("inset-inline-start", "calc(\((self.group.x + slot.x).css) + \(group) * \(pitch.css))"),
              ("top", (LinearLength(insets.top) + slot.y).css), ("width", slot.width.css), ("height", slot.height.css),
            ] + snapDeclarations(slot: index)))
      }
      rules += pageMarkRules(selectors)
    } else {
      let pitch = self.group.height + interGroupSpacing
      rules.append(
        CSSRule(
          selectors.content,
          [
            ("display", "block"), ("position", "relative"), ("box-sizing", "content-box"), ("margin", "0"),
            ("padding-block", "\(LinearLength(insets.top).css) \(LinearLength(insets.bottom).css)"),
            ("padding-inline", "0"),
            ("height", "max(0px, calc(\(groups) * \(pitch.css) - \(interGroupSpacing.css)))"),
            ("overflow", "visible"),
          ]))
      rules.append(emptyScrollerRule(selectors, height: "auto"))
      for (index, slot) in slots.enumerated() {
        rules.append(
          CSSRule(
            selectors.cells(slot: index, of: capacity),
            [
              ("position", "absolute"), ("box-sizing", "border-box"), ("margin", "0"), ("min-width", "0"),
              ("inset-inline-start", (self.group.x + slot.x).css),
              ("top", "calc(\((LinearLength(insets.top) + slot.y).css) + \(group) * \(pitch.css))"),
              ("width", slot.width.css), ("height", slot.height.css),
            ]))
      }
    }
    return rules
  }

  // MARK: - Snapping (semantics §5's table)

  private func scrollerSnapDeclarations() -> [(String, String)] {
    switch section.orthogonalScrollingBehavior {
    case .none, .continuous:
      return [("scroll-snap-type", "none"), ("scroll-padding-inline-start", "0")]
    case .continuousGroupLeadingBoundary, .groupPaging:
      return [("scroll-snap-type", "x mandatory"), ("scroll-padding-inline-start", LinearLength(insets.leading).css)]
    case .groupPagingCentered, .paging:
      return [("scroll-snap-type", "x mandatory"), ("scroll-padding-inline-start", "0")]
    }
  }

  /// The first cell of each group snaps for the group: its scroll margins extend its snap area
  /// to the group's box (cut to the snapport, see ``snapAreaCut``).
  private func snapDeclarations(slot: Int) -> [(String, String)] {
    let behavior = section.orthogonalScrollingBehavior
    guard isOrthogonal, slot == 0, behavior != .continuous, behavior != .paging, let first = slots.first else {
      return [("scroll-snap-align", "none"), ("scroll-snap-stop", "normal"), ("scroll-margin", "0")]
    }
    let cut = snapAreaCut
    let before = cut.margin(first.x, edge: .start)
    let after = cut.margin(group.width - first.x - first.width, edge: .end)
    let align = behavior == .groupPagingCentered ? "center" : "start"
    let stop = behavior == .continuousGroupLeadingBoundary ? "normal" : "always"
    return [
      ("scroll-snap-align", align), ("scroll-snap-stop", stop), ("scroll-margin-block", "0"),
      ("scroll-margin-inline", "\(before) \(after)"),
    ]
  }

  /// Paging rests on multiples of the container's width: one mark per page, clamped so that
  /// marks past the end add no scroll width. A mark is 1 px square: Chromium gives an empty box
  /// no snap area, so zero-size marks never stop a scroll (the browser suite's resting-point check
  /// found this). A mark at the clamp ends 1 px inside the scroll width, adding nothing.
  private func pageMarkRules(_ selectors: Selectors) -> [CSSRule] {
    guard section.orthogonalScrollingBehavior == .paging else {
      return [CSSRule(selectors.pageMarks, [("display", "none")])]
    }
    let pitch = group.width + interGroupSpacing
    let groups = "round(up, var(--n) / \(capacity), 1)"
    let contentWidth =
      "\(group.x.css) + \(groups) * \(pitch.css) - \(interGroupSpacing.css) + \(LinearLength(insets.trailing).css)"
    return [
      CSSRule(
        selectors.pageMarks,
        [
          ("display", "block"), ("position", "absolute"), ("top", "0"), ("width", "1px"), ("height", "1px"),
          ("inset-inline-start", "min(calc(var(--p) * 100cqw), calc(\(contentWidth) - 100cqw))"),
          ("scroll-snap-align", "start"), ("scroll-snap-stop", "always"),
        ])
    ]
  }

  // MARK: - Badges

  /// A badge's offset in its item: fixed, or, where it follows the item's size (a bottom,
  /// trailing or centred anchor on a self-sizing item), a percentage of the item's box plus the
  /// rest, so that it moves with the size the browser gives the item.
  static func position(_ offset: LinearLength, follows factor: Double, itemLength: LinearLength) -> String {
    guard factor != 0 else { return offset.css }
    return "calc(\((offset - itemLength * factor).css) + \(cssNumber(factor * 100))%)"
  }

  private func badgeRules(_ selectors: Selectors) -> [CSSRule] {
    var rules: [CSSRule] = []
    for (slot, slotBadges) in badges.enumerated() {
      for (index, badge) in slotBadges.enumerated() {
        // Apple's default is 1 (above items, which are at 0); the decoder fills it in.
        let zIndex = slot < badgeZIndices.count && index < badgeZIndices[slot].count ? badgeZIndices[slot][index] : 1
        rules.append(
          CSSRule(
            selectors.badge(index, slot: slot, of: capacity),
            [
              ("display", "block"), ("position", "absolute"), ("z-index", String(zIndex)),
              ("box-sizing", "border-box"), ("margin", "0"),
              (
                "inset-inline-start",
                Self.position(badge.x, follows: badge.followsItemWidth, itemLength: items[slot].width)
              ),
              ("top", Self.position(badge.y, follows: badge.followsItemHeight, itemLength: items[slot].height)),
              ("width", badge.width.css), ("height", badge.height.css),
            ]))
      }
    }
    return rules
  }
}
