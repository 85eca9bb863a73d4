import TrellisLayout

/// Groups whose count follows the container width (`"count": {"containerWidthDividedBy": d}`,
/// Apple's Insertion Sort: `count: Int(width / 16)`) in one block for every width.
///
/// Their count steps at every multiple of d: a block per capacity range would list 240 slots at
/// 3840 points for d = 16, some 29,000 in all. Instead CSS computes the count itself:
/// K = max(1, floor(100cqw / d)), with the quotient of two lengths taken as `tan(atan2(…))`, and
/// places cell i from its index (`--i`) at column i mod K, row floor(i / K). Each position is
/// computed once from the index, so nothing accumulates across a row of many columns.
extension TemplateGeometry {
  /// The CSS for the count: max(1, floor(container width / divisor)). The floor is taken on
  /// lengths, `round(down, 100cqw, d)`, which browsers compute exactly for widths in their
  /// 1/64 px units; the quotient of that multiple of d by d, `tan(atan2(…))`, is then a whole
  /// number give or take the last bits, which rounding to the nearest one removes.
  static func widthColumnCount(divisor: Double) -> String {
    let divisor = cssNumber(divisor) + "px"
    return
      "max(1, min(\(LayoutChoices.maximumGroupCapacity), round(tan(atan2(round(down, 100cqw, \(divisor)), \(divisor))), 1)))"
  }

  /// The shape of a layout this encoding handles: a vertical section whose top-level group is a
  /// horizontal row of equal slots counted from the width, holding one item of fixed height,
  /// without badges or edge spacing. Nil for any other layout.
  static func widthColumnDivisor(_ layout: SectionLayout) -> Double? {
    guard case .compositional(let section) = layout, section.orthogonalScrollingBehavior == .none,
      section.group.axis == .horizontal,
      case .countDividingContainerWidth(.item(let item), let divisor) = section.group.subitems,
      item.supplementaryItems.isEmpty, item.edgeSpacing == nil || item.edgeSpacing == EdgeSpacing()
    else { return nil }
    return divisor
  }

  /// Whether these rules put every item where the solver does, at widths across `widths` and
  /// at two heights (the geometry is fitted in one capacity range; the count and the slots
  /// follow the formulas in every other).
  func widthColumnsAgree(with layout: SectionLayout, widths: Range<Double>, rowEstimate: Double) -> Bool {
    guard let divisor = columnDivisor else { return false }
    let lower = max(widths.lowerBound, 1)
    let upper = min(widths.upperBound, SectionStyleCompiler.widthRange.upperBound + divisor)
    guard lower < upper else { return true }
    var probes = [320, 390, 500, 768, 1024, 1440, 2560, 3840].map { Double($0) + 0.37 }
    probes += [lower + min(0.5, (upper - lower) / 2), (lower + upper) / 2, upper - min(0.25, (upper - lower) / 4)]
    for width in probes where widths.contains(width) {
      for height in [600.0, 1100] {
        let count = LayoutGroup.Subitems.slotCount(containerWidth: width, dividedBy: divisor)
        let solution = LayoutSolver.solve(
          layout, itemCount: 2 * count + 1,
          environment: .init(containerWidth: width, containerHeight: height), listRowEstimate: rowEstimate)
        let frames = solution.frames.filter { $0.kind == .item }
        let pitch = (contentWidth.value(width: width, height: height) + spacing) / Double(count)
        let rowPitch = group.height.value(width: width, height: height) + section.interGroupSpacing
        let first = items[0]
        for (index, frame) in frames.enumerated() {
          let expected = [
            first.x.value(width: width, height: height) + Double(index % count) * pitch,
            first.y.value(width: width, height: height) + Double(index / count) * rowPitch,
            max(0, pitch - spacing - itemInsets), first.height.value(width: width, height: height),
          ]
          let actual = [frame.x, frame.y, frame.width, frame.height]
          guard solution.groupCapacity == count,
            zip(expected, actual).allSatisfy({ abs($0 - $1) <= 1e-6 * max(1, abs($1)) })
          else { return false }
        }
      }
    }
    return true
  }

  /// The group's content width: what its slots and spacing share.
  private var contentWidth: LinearLength {
    group.width - LinearLength(section.group.contentInsets.leading + section.group.contentInsets.trailing)
  }

  /// The fixed spacing between slots (a flexible one's minimum: equal slots leave no leftover).
  private var spacing: Double { section.group.interItemSpacing?.value ?? 0 }

  /// The item's leading and trailing insets together: its slot less its frame.
  private var itemInsets: Double {
    guard case .countDividingContainerWidth(.item(let item), _) = section.group.subitems else { return 0 }
    return item.contentInsets.leading + item.contentInsets.trailing
  }

  /// The rules. The count is the content's `--t-columns`, which its cells inherit (as tokens:
  /// `100cqw` is the same container's in both). Chromium evaluates a quotient such as
  /// `49 / var(--t-columns)` that it cannot fold in advance inexactly (0.99999994 for 49 / 49,
  /// so `round(down, …)` gave 0), so no quotient here lands on a whole number: the row is
  /// floor((i + 0.5) / K), the column i − row × K, the rows ceil((n − 0.5) / K), each exact for
  /// whole i, n and K.
  func widthColumnRules(_ selectors: Selectors) -> [CSSRule] {
    let count = "var(--t-columns)"
    let pitch = "calc((\((contentWidth + LinearLength(spacing)).sum)) / \(count))"
    let rowPitch = group.height + interGroupSpacing
    let rows = "round(up, (var(--n) - 0.5) / \(count), 1)"
    let row = "round(down, (var(--i) + 0.5) / \(count), 1)"
    let first = items[0]
    let slotY = first.y - group.y
    let less = LinearLength(spacing + itemInsets)
    return [
      CSSRule(
        selectors.content,
        [
          ("--t-columns", Self.widthColumnCount(divisor: columnDivisor ?? 1)),
          ("display", "block"), ("position", "relative"), ("box-sizing", "content-box"), ("margin", "0"),
          ("padding-block", "\(LinearLength(insets.top).css) \(LinearLength(insets.bottom).css)"),
          ("padding-inline", "0"),
          ("height", "max(0px, calc(\(rows) * \(rowPitch.css) - \(interGroupSpacing.css)))"),
          ("overflow", "visible"),
        ]),
      CSSRule("\(selectors.content):not(:has(.t-cell))", [("grid-template-rows", "none"), ("height", "auto")]),
      CSSRule(
        selectors.cells,
        [
          ("position", "absolute"), ("box-sizing", "border-box"), ("margin", "0"), ("min-width", "0"),
          ("inset-inline-start", "calc(\(first.x.css) + (var(--i) - \(row) * \(count)) * \(pitch))"),
          ("top", "calc(\((LinearLength(insets.top) + slotY).css) + \(row) * \(rowPitch.css))"),
          ("width", "max(0px, calc(\(pitch) - \(less.css)))"), ("height", first.height.css),
        ]),
    ]
  }
}
