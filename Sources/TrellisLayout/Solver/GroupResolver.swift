/// Resolves a top-level group into the frames of the items it holds, relative to its origin
/// (semantics §1-4).
///
/// The resolver walks the group tree depth-first. Each subitem is resolved at the origin first,
/// appending its items to ``leaves``; once every sibling is sized, the parent group decides
/// positions (fixed and flexible spacing) and moves its children's items there. Buffers are kept
/// between uses, so resolving group after group allocates nothing once they have grown.
///
/// - Complexity: O(items in the group x nesting depth).
struct GroupResolver {
  /// The container width the layout is being solved at (the variable of every ``Length``).
  let containerWidth: Double
  /// The items' visible frames, in item order.
  var leaves: [LeafSlot] = []
  /// The badges of those items.
  var badges: [BadgeSlot] = []
  /// Each group's capacity, one entry per group in depth-first pre-order.
  var capacities: [Int] = []
  /// Capacities to reuse instead of fit tests, so a re-resolved group (with measured sizes)
  /// keeps the template's structure.
  var replay: [Int]? = nil
  /// Whether to collect ``events``.
  var recordsEvents = false
  /// Container widths greater than ``containerWidth`` at which a fit test flips or a
  /// self-sizing extent changes slope; candidates for capacity breakpoints.
  var events: [Double] = []
  /// Measured item sizes, by item index.
  var measuredItems: [Int: MeasuredSize] = [:]
  /// The index of the group's first item, for looking up ``measuredItems``.
  var itemBase = 0
  /// The section's item count: slots from this index on hold no item, so along a self-sizing
  /// axis they have no content to size to and take no room (choice: a partial last group is as
  /// big as the items it has, as a browser lays out an `auto` track without a cell).
  var itemLimit = Int.max
  /// The top-level group is a flow (``LayoutGroup/isFlow``): its items self-size along its axis
  /// (taking their measured widths), and it holds no slot past ``itemLimit``.
  var flow = false
  /// Scratch space for the children of the groups being resolved.
  private var stack: [Placement] = []
  /// How many groups were resolved, kept or not: the solver's work, which tests bound.
  private(set) var groupResolutions = 0

  init(containerWidth: Double) {
    self.containerWidth = containerWidth
  }

  /// A resolved child waiting for its position.
  private struct Placement {
    var leafStart: Int
    var leafEnd: Int
    var main: Length
    var cross: Length
    var before: EdgeSpacing.Side
    var after: EdgeSpacing.Side
    var crossBefore: EdgeSpacing.Side
    var crossAfter: EdgeSpacing.Side
  }

  /// Clears the buffers for another top-level group, keeping their storage.
  mutating func reset(itemBase: Int) {
    leaves.removeAll(keepingCapacity: true)
    badges.removeAll(keepingCapacity: true)
    capacities.removeAll(keepingCapacity: true)
    stack.removeAll(keepingCapacity: true)
    self.itemBase = itemBase
  }

  // MARK: Dimensions

  /// Resolves `dimension` against `box` (semantics §1). An estimated dimension is its measured
  /// size when it self-sizes and one was measured, else its estimate.
  static func resolve(
    _ dimension: LayoutDimension, in box: LengthSize, selfSizing: Bool = false,
    measured: Double? = nil
  ) -> Length {
    switch dimension {
    case .fractionalWidth(let fraction): box.width * fraction
    case .fractionalHeight(let fraction): box.height * fraction
    case .absolute(let length): .constant(length)
    case .estimated(let estimate): .constant(selfSizing ? (measured ?? estimate) : estimate)
    }
  }

  // MARK: Subitems

  /// Resolves `subitem` at the origin in `box`; `override` replaces its length along one axis
  /// (a `count:` group's equal slot).
  mutating func resolve(
    _ subitem: LayoutGroupSubitem, in box: LengthSize, parentEstimated: AxisFlags,
    override: (axis: LayoutGroup.Axis, length: Length)?
  ) -> LengthSize {
    switch subitem {
    case .item(let item):
      resolveItem(item, in: box, parentEstimated: parentEstimated, override: override)
    case .group(let group):
      resolveGroup(group, in: box, override: override)
    }
  }

  /// Resolves an item: its slot is its layout size; its visible frame is the slot inset by its
  /// content insets, except on an estimated axis (semantics §3).
  mutating func resolveItem(
    _ item: LayoutItem, in box: LengthSize, parentEstimated: AxisFlags,
    override: (axis: LayoutGroup.Axis, length: Length)?
  ) -> LengthSize {
    let index = itemBase + leaves.count
    let measured =
      index >= itemLimit ? MeasuredSize(width: 0, height: 0) : measuredItems.isEmpty ? nil : measuredItems[index]
    let size = item.layoutSize
    let widthOverridden = override?.axis == .horizontal
    let heightOverridden = override?.axis == .vertical
    let width =
      override.flatMap { $0.axis == .horizontal ? $0.length : nil }
      ?? Self.resolve(
        size.widthDimension, in: box,
        selfSizing: parentEstimated.width && size.widthDimension.isEstimated,
        measured: measured?.width)
    let height =
      override.flatMap { $0.axis == .vertical ? $0.length : nil }
      ?? Self.resolve(
        size.heightDimension, in: box,
        selfSizing: parentEstimated.height && size.heightDimension.isEstimated,
        measured: measured?.height)
    let insets = item.contentInsets
    let insetsWidth = widthOverridden || !size.widthDimension.isEstimated
    let insetsHeight = heightOverridden || !size.heightDimension.isEstimated
    let leading = insetsWidth ? insets.leading : 0
    let top = insetsHeight ? insets.top : 0
    let frameWidth = max(0, width.value - (insetsWidth ? insets.leading + insets.trailing : 0))
    let frameHeight = max(0, height.value - (insetsHeight ? insets.top + insets.bottom : 0))
    let badgeStart = badges.count
    for supplementary in item.supplementaryItems {
      badges.append(
        Self.badge(supplementary, onItemOfWidth: frameWidth, height: frameHeight))
    }
    leaves.append(
      LeafSlot(
        x: leading, y: top, width: frameWidth, height: frameHeight, badgeStart: badgeStart,
        badgeEnd: badges.count))
    return LengthSize(width: width, height: height)
  }

  // MARK: Groups

  /// Resolves a group (semantics §4): sizes it, fills it, positions its children and returns
  /// its size. An estimated group axis takes the size of its content.
  mutating func resolveGroup(
    _ group: LayoutGroup, in box: LengthSize,
    override: (axis: LayoutGroup.Axis, length: Length)?
  ) -> LengthSize {
    groupResolutions += 1
    let capacityIndex = capacities.count
    capacities.append(0)
    let axis = group.axis
    let estimated = AxisFlags(
      width: group.layoutSize.widthDimension.isEstimated && override?.axis != .horizontal,
      height: group.layoutSize.heightDimension.isEstimated && override?.axis != .vertical)
    let width =
      override.flatMap { $0.axis == .horizontal ? $0.length : nil }
      ?? Self.resolve(group.layoutSize.widthDimension, in: box)
    let height =
      override.flatMap { $0.axis == .vertical ? $0.length : nil }
      ?? Self.resolve(group.layoutSize.heightDimension, in: box)
    let insets = group.contentInsets
    // Choice: the content box is never negative. Insets longer than the group leave its content
    // no room; negative boxes made subitems negative, so that they moved their siblings backwards
    // and an estimated group took a negative size.
    let content = LengthSize(
      width: nonNegative(width - (insets.leading + insets.trailing)),
      height: nonNegative(height - (insets.top + insets.bottom)))
    let mainLength = content.main(axis)
    let mainEstimated = axis == .horizontal ? estimated.width : estimated.height
    let crossEstimated = axis == .horizontal ? estimated.height : estimated.width
    let gap = group.interItemSpacing?.value ?? 0
    let gapIsFlexible: Bool = {
      if case .flexible = group.interItemSpacing { true } else { false }
    }()
    let stackBase = stack.count
    placeSubitems(
      of: group, in: content, axis: axis, estimated: estimated, mainLength: mainLength, gap: gap,
      capacityIndex: capacityIndex)
    let placed = stack.count - stackBase
    capacities[capacityIndex] = placed

    let (used, flexibleSpaces, crossExtent) = measureChildren(from: stackBase, gap: gap, gapIsFlexible: gapIsFlexible)
    let available = mainEstimated ? used.value : mainLength.value
    let share = flexibleSpaces > 0 ? max(0, available - used.value) / Double(flexibleSpaces) : 0
    let crossAvailable =
      crossEstimated ? (crossExtent?.value ?? 0) : content.cross(axis).value
    positionChildren(
      from: stackBase, axis: axis, insets: insets, share: share, crossAvailable: crossAvailable, gap: gap,
      gapIsFlexible: gapIsFlexible)
    stack.removeSubrange(stackBase...)

    let main = mainEstimated ? used + insets.total(axis) : size(width, height).main(axis)
    let cross =
      crossEstimated
      ? (crossExtent ?? .zero) + insets.total(axis.crossAxis) : size(width, height).cross(axis)
    return LengthSize(main: main, cross: cross, axis: axis)
  }

  /// Places the group's subitems on the stack, by how the group declares them: a list filled
  /// while it fits (or replayed, or all of it on an estimated axis), `count` equal slots, or
  /// `count` repeats at the subitem's own size.
  private mutating func placeSubitems(
    of group: LayoutGroup, in content: LengthSize, axis: LayoutGroup.Axis, estimated: AxisFlags,
    mainLength: Length, gap: Double, capacityIndex: Int
  ) {
    let mainEstimated = axis == .horizontal ? estimated.width : estimated.height
    switch group.subitems {
    case .subitems(let list) where !list.isEmpty:
      if mainEstimated {
        for child in list {
          place(child, in: content, axis: axis, estimated: estimated, override: nil)
        }
      } else if let replay {
        for index in 0..<replay[capacityIndex] {
          place(
            list[index % list.count], in: content, axis: axis, estimated: estimated, override: nil)
        }
      } else {
        // A flow's items take their measured widths, though the group's own width is fixed.
        let isFlow = flow && capacityIndex == 0
        let childEstimated = isFlow ? AxisFlags(width: true, height: estimated.height) : estimated
        fill(
          list, in: content, length: mainLength, gap: gap, axis: axis, estimated: childEstimated,
          stopsAtItemLimit: isFlow)
      }
    case .subitems:
      break
    case .count(let child, let count):
      placeEqualSlots(
        of: child, count: max(1, count), in: content, axis: axis, estimated: estimated, mainLength: mainLength,
        gap: gap)
    case .countDividingContainerWidth(let child, let divisor):
      let count = LayoutGroup.Subitems.slotCount(containerWidth: containerWidth, dividedBy: divisor)
      // The count steps at the next multiple of the divisor: a capacity breakpoint.
      if recordsEvents { events.append(divisor * Double(count + 1)) }
      placeEqualSlots(
        of: child, count: count, in: content, axis: axis, estimated: estimated, mainLength: mainLength, gap: gap)
    case .repeating(let child, let count):
      for _ in 0..<max(1, count) {
        place(child, in: content, axis: axis, estimated: estimated, override: nil)
      }
    }
  }

  /// Places `count` equal slots of `child` (`count:` groups): each shares the group's length
  /// along the axis, less the spacing, unless that axis is estimated.
  private mutating func placeEqualSlots(
    of child: LayoutGroupSubitem, count: Int, in content: LengthSize, axis: LayoutGroup.Axis,
    estimated: AxisFlags, mainLength: Length, gap: Double
  ) {
    let mainEstimated = axis == .horizontal ? estimated.width : estimated.height
    var slotOverride: (axis: LayoutGroup.Axis, length: Length)? = nil
    if !mainEstimated {
      let spacing = child.edgeSpacing
      let edges =
        (spacing?.before(axis).minimum ?? 0) + (spacing?.after(axis).minimum ?? 0)
      let slot = (mainLength - gap * Double(count - 1) - edges * Double(count)) / Double(count)
      // Choice: a slot is never negative. When the spacing alone is longer than the group, the
      // slots are empty and the spacing overflows; a negative slot moved later slots (and the
      // items of nested groups in it) backwards, before the group's start.
      slotOverride = (axis, nonNegative(slot))
    }
    for _ in 0..<count {
      place(child, in: content, axis: axis, estimated: estimated, override: slotOverride)
    }
  }

  /// The lengths the children on the stack from `stackBase` use along the axis (gaps
  /// included), how many flexible spaces share what is left, and their extent across it.
  private mutating func measureChildren(
    from stackBase: Int, gap: Double, gapIsFlexible: Bool
  ) -> (used: Length, flexibleSpaces: Int, crossExtent: Length?) {
    var used = Length.zero
    var flexibleSpaces = 0
    var crossExtent: Length? = nil
    for index in stackBase..<stack.count {
      let child = stack[index]
      used = used + child.before.minimum + child.main + child.after.minimum
      flexibleSpaces += (child.before.isFlexible ? 1 : 0) + (child.after.isFlexible ? 1 : 0)
      let extent = child.cross + child.crossBefore.minimum + child.crossAfter.minimum
      crossExtent = crossExtent.map { larger($0, extent) } ?? extent
    }
    let placed = stack.count - stackBase
    if placed > 1 {
      used = used + gap * Double(placed - 1)
      if gapIsFlexible { flexibleSpaces += placed - 1 }
    }
    return (used, flexibleSpaces, crossExtent)
  }

  /// Moves the children on the stack from `stackBase` (their leaves) into place: along the axis
  /// one after another, each flexible space taking `share`; across it within the content box.
  private mutating func positionChildren(
    from stackBase: Int, axis: LayoutGroup.Axis, insets: DirectionalEdgeInsets, share: Double,
    crossAvailable: Double, gap: Double, gapIsFlexible: Bool
  ) {
    var position = insets.before(axis)
    for index in stackBase..<stack.count {
      let child = stack[index]
      position += child.before.minimum + (child.before.isFlexible ? share : 0)
      let crossUsed = child.crossBefore.minimum + child.cross.value + child.crossAfter.minimum
      let crossFlexible =
        (child.crossBefore.isFlexible ? 1 : 0) + (child.crossAfter.isFlexible ? 1 : 0)
      let crossShare =
        crossFlexible > 0 ? max(0, crossAvailable - crossUsed) / Double(crossFlexible) : 0
      let crossPosition =
        insets.before(axis.crossAxis) + child.crossBefore.minimum
        + (child.crossBefore.isFlexible ? crossShare : 0)
      let dx = axis == .horizontal ? position : crossPosition
      let dy = axis == .horizontal ? crossPosition : position
      if dx != 0 || dy != 0 {
        for leaf in child.leafStart..<child.leafEnd {
          leaves[leaf].x += dx
          leaves[leaf].y += dy
        }
      }
      position += child.main.value + child.after.minimum + (child.after.isFlexible ? share : 0)
      position += gap + (gapIsFlexible ? share : 0)
    }
  }

  private func size(_ width: Length, _ height: Length) -> LengthSize {
    LengthSize(width: width, height: height)
  }

  /// Walks `list` cyclically, placing each subitem while it ends within `length` (semantics §4).
  ///
  /// Choices where Apple is silent: the first subitem is always placed, even when it overflows,
  /// so a group never holds nothing; a full cycle that does not advance the cursor by more than
  /// the fit tolerance (zero-length subitems and spacing) ends the walk after that cycle; and a
  /// group holds at most
  /// 100,000 (`LayoutChoices.maximumGroupCapacity`) subitems. A flow (`stopsAtItemLimit`) holds no slot
  /// past the section's last item.
  private mutating func fill(
    _ list: [LayoutGroupSubitem], in content: LengthSize, length: Length, gap: Double,
    axis: LayoutGroup.Axis, estimated: AxisFlags, stopsAtItemLimit: Bool = false
  ) {
    var cursor = Length.zero
    var cycleStart = Length.zero
    var index = 0
    let tolerance = LayoutChoices.fitTolerance * max(1, abs(length.value))
    // The limit bounds the items of the whole top-level group too, or nested groups that each
    // stay under it multiply past it (4,000 columns of 45,000 rows at a width of 1 point).
    while index < LayoutChoices.maximumGroupCapacity, leaves.count < LayoutChoices.maximumGroupCapacity {
      // A flow's last line ends with the last item: it has no empty slots.
      if stopsAtItemLimit, index > 0, itemBase + leaves.count >= itemLimit { return }
      let child = list[index % list.count]
      // A child whose length along the axis does not follow its content is known before it is
      // resolved: when it would not fit, stop without resolving it. (Resolving the trial that
      // fails made nested groups cost 2^depth: each level resolved its child twice.)
      if index > 0, let main = Self.declaredLength(of: child, along: axis, in: content) {
        let margin = length - (cursor + (child.edgeSpacing?.before(axis).minimum ?? 0) + main)
        if margin.value < -tolerance {
          record(zeroOf: margin)
          if margin.slope < 0 { record(zeroOf: margin + tolerance) }
          return
        }
      }
      let leafCount = leaves.count
      let badgeCount = badges.count
      let capacityCount = capacities.count
      place(child, in: content, axis: axis, estimated: estimated, override: nil)
      let placement = stack[stack.count - 1]
      let end = cursor + placement.before.minimum + placement.main
      let margin = length - end
      if index > 0 {
        record(zeroOf: margin)
        // A falling margin fails the test only below -tolerance, which for a slowly falling one
        // (0.05 per point of container width, say) is further past its zero than the breakpoint
        // probe looks: record that width too, or the step is missed.
        if margin.slope < 0 { record(zeroOf: margin + tolerance) }
        if margin.value < -tolerance {
          stack.removeLast()
          leaves.removeSubrange(leafCount...)
          badges.removeSubrange(badgeCount...)
          capacities.removeSubrange(capacityCount...)
          return
        }
      }
      cursor = end + placement.after.minimum + gap
      index += 1
      if index % list.count == 0 {
        // A cycle no longer than the fit tolerance counts as zero-length: otherwise, in a group
        // whose content box is nearly empty (a clamped box just past its zero), subitems shorter
        // than the tolerance all "fit", up to the maximum capacity.
        // Where the cycle grows past the tolerance, the capacity changes: record that width.
        if cursor.value <= cycleStart.value + tolerance {
          record(zeroOf: cursor - cycleStart - tolerance)
          return
        }
        cycleStart = cursor
      }
    }
  }

  /// The length of `child` along `axis` in `box`, where its dimension there is fractional or
  /// absolute (an estimated one depends on its content or measurement).
  private static func declaredLength(
    of child: LayoutGroupSubitem, along axis: LayoutGroup.Axis, in box: LengthSize
  ) -> Length? {
    let size = child.layoutSize
    let dimension = axis == .horizontal ? size.widthDimension : size.heightDimension
    return dimension.isEstimated ? nil : resolve(dimension, in: box)
  }

  /// Resolves `child` at the origin and pushes it, with its edge spacing, for positioning.
  private mutating func place(
    _ child: LayoutGroupSubitem, in content: LengthSize, axis: LayoutGroup.Axis,
    estimated: AxisFlags, override: (axis: LayoutGroup.Axis, length: Length)?
  ) {
    let leafStart = leaves.count
    let size = resolve(child, in: content, parentEstimated: estimated, override: override)
    let spacing = child.edgeSpacing ?? EdgeSpacing()
    stack.append(
      Placement(
        leafStart: leafStart, leafEnd: leaves.count, main: size.main(axis),
        cross: size.cross(axis), before: spacing.before(axis), after: spacing.after(axis),
        crossBefore: spacing.before(axis.crossAxis), crossAfter: spacing.after(axis.crossAxis)))
  }

  // MARK: Breakpoint events

  /// `length`, or zero when it is negative; records where it crosses zero (a kink).
  private mutating func nonNegative(_ length: Length) -> Length {
    record(zeroOf: length)
    return length.value < 0 ? .zero : length
  }

  /// Records where `margin` crosses zero, if that is at a wider container.
  private mutating func record(zeroOf margin: Length) {
    guard recordsEvents, margin.slope != 0 else { return }
    let root = containerWidth - margin.value / margin.slope
    if root > containerWidth { events.append(root) }
  }

  /// The larger of two lengths; records where the other would overtake it.
  private mutating func larger(_ a: Length, _ b: Length) -> Length {
    if recordsEvents, a.slope != b.slope {
      let root = containerWidth - (a.value - b.value) / (a.slope - b.slope)
      if root > containerWidth { events.append(root) }
    }
    return a.value >= b.value ? a : b
  }
}
