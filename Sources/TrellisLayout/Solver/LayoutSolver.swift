/// Turns layout descriptions into frames, following `docs/layout-semantics.md`.
///
/// ```swift
/// let solution = LayoutSolver.solve(
///   section, itemCount: 8, environment: LayoutEnvironment(containerWidth: 390, containerHeight: 844))
/// solution.height  // 192 for the semantics' worked example (a)
/// ```
public enum LayoutSolver {}

extension LayoutSolver {
  /// Solves one compositional section of `itemCount` items (semantics §1-6).
  ///
  /// The section's group is resolved once as a template; item n goes to group n / k, slot
  /// n mod k. Groups holding an item with a measured size are resolved again with those sizes,
  /// keeping the template's capacities, so they may differ from the template along a
  /// self-sizing axis; each group then follows the previous one.
  ///
  /// A flow (``LayoutGroup/isFlow``: a fixed-width horizontal group of estimated-width items) is
  /// the exception: every group is resolved with the measured widths, and holds the items that
  /// fit, so its capacity follows the content (``SectionSolution/groupCapacity`` is then the
  /// template's, at the estimates).
  ///
  /// Choices where Apple is silent: a sideways-scrolling section's centring inset is never
  /// negative. (The layout format refuses edge spacing on the top-level group and
  /// supplementaries on groups; a section built in Swift with them gets neither.)
  ///
  /// With `showsEmptyMessage`, a section of no items shows a message in place of its items
  /// (semantics §6): a frame of kind ``FrameKind/emptyMessage`` as wide as the container less the
  /// leading and trailing insets, at the content's top, and as tall as measured (else
  /// estimated); the bottom inset and the footers follow it.
  ///
  /// - Complexity: O(N) in the number of items; the frames array is the only allocation that
  ///   grows with N.
  public static func solve(
    _ section: LayoutSection, itemCount: Int, environment: LayoutEnvironment,
    sectionIndex: Int = 0, measured: MeasuredSizes = .init(), showsEmptyMessage: Bool = false
  ) -> SectionSolution {
    let containerWidth = environment.containerWidth
    let insets = section.contentInsets
    let behavior = section.orthogonalScrollingBehavior
    let orthogonal = behavior != .none
    let box = topLevelBox(for: section, environment: environment)

    var template = GroupResolver(containerWidth: containerWidth)
    let templateSize = template.resolveGroup(section.group, in: box, override: nil)
    let groupWidth = templateSize.width.value
    let groupHeight = templateSize.height.value
    let capacity = template.leaves.count
    let itemCount = capacity == 0 ? 0 : max(0, itemCount)
    let templateGroupCount = capacity == 0 ? 0 : (itemCount + capacity - 1) / capacity

    let boundary = BoundaryPlacement.placements(
      for: section, environment: environment, measured: measured)
    var frames: [LayoutFrame] = []
    frames.reserveCapacity(
      boundary.count + section.decorationItems.count + templateGroupCount * (1 + template.badges.count)
        + itemCount)

    // Top boundary items: those that extend the boundary stack from the top.
    var contentTop = 0.0
    for placement in boundary where !placement.isBottom {
      frames.append(
        placement.frame(y: placement.extendsBoundary ? contentTop : 0, section: sectionIndex))
      if placement.extendsBoundary { contentTop += placement.height }
    }
    contentTop += insets.top

    // Groups and their items.
    let centeringInset =
      behavior == .groupPagingCentered ? max(0, (containerWidth - groupWidth) / 2) : 0
    let spacing = section.interGroupSpacing
    var cursor = orthogonal ? insets.leading + centeringInset : contentTop
    var rowHeight = 0.0
    var scratch = GroupResolver(containerWidth: containerWidth)
    scratch.measuredItems = measured.items
    scratch.itemLimit = itemCount
    // Moves the cursor past a group placed at it. A group whose box would be negative (section
    // insets wider than the container) takes no room, as its frame has none (see `emit`).
    func advance(width: Double, height: Double) {
      if orthogonal {
        cursor += max(0, width) + spacing
        rowHeight = max(rowHeight, height)
      } else {
        cursor += max(0, height) + spacing
      }
    }
    var groupCount = 0
    if section.group.isFlow {
      // A flow: each group holds the items that fit at their measured widths, so its capacity
      // follows the content; every group is resolved.
      scratch.flow = true
      var firstItem = 0
      while firstItem < itemCount {
        scratch.reset(itemBase: firstItem)
        let size = scratch.resolveGroup(section.group, in: box, override: nil)
        let count = min(scratch.leaves.count, itemCount - firstItem)
        emit(
          group: groupCount, x: orthogonal ? cursor : insets.leading, y: orthogonal ? contentTop : cursor,
          width: size.width.value, height: size.height.value, firstItem: firstItem, count: count,
          leaves: scratch.leaves, badges: scratch.badges, section: sectionIndex, into: &frames)
        advance(width: size.width.value, height: size.height.value)
        firstItem += max(1, count)
        groupCount += 1
      }
    } else {
      groupCount = templateGroupCount
      var measuredGroups = Set<Int>()
      for index in measured.items.keys where index >= 0 && index < itemCount {
        measuredGroups.insert(index / capacity)
      }
      // A partial last group is resolved again too: its empty slots take no room where the group
      // sizes to its content.
      if itemCount % max(capacity, 1) != 0 { measuredGroups.insert(groupCount - 1) }
      scratch.replay = template.capacities
      for group in 0..<groupCount {
        let firstItem = group * capacity
        let count = min(capacity, itemCount - firstItem)
        var width = groupWidth
        var height = groupHeight
        let x = orthogonal ? cursor : insets.leading
        let y = orthogonal ? contentTop : cursor
        if measuredGroups.contains(group) {
          scratch.reset(itemBase: firstItem)
          let size = scratch.resolveGroup(section.group, in: box, override: nil)
          width = size.width.value
          height = size.height.value
          emit(
            group: group, x: x, y: y, width: width, height: height, firstItem: firstItem,
            count: count, leaves: scratch.leaves, badges: scratch.badges, section: sectionIndex,
            into: &frames)
        } else {
          emit(
            group: group, x: x, y: y, width: width, height: height, firstItem: firstItem,
            count: count, leaves: template.leaves, badges: template.badges, section: sectionIndex,
            into: &frames)
        }
        advance(width: width, height: height)
      }
    }

    var contentHeight: Double
    let contentWidth: Double
    if orthogonal {
      contentHeight = groupCount > 0 ? rowHeight : 0
      contentWidth =
        (groupCount > 0 ? cursor - spacing : cursor) + centeringInset + insets.trailing
    } else {
      contentHeight = groupCount > 0 ? cursor - spacing - contentTop : 0
      contentWidth = containerWidth
    }
    if showsEmptyMessage, itemCount == 0 {
      contentHeight = max(0, measured.emptyMessage?.height ?? LayoutChoices.emptyMessageEstimatedHeight)
      frames.append(
        LayoutFrame(
          kind: .emptyMessage, section: sectionIndex, index: 0, x: insets.leading, y: contentTop,
          width: max(0, containerWidth - insets.leading - insets.trailing), height: contentHeight))
    }

    // Bottom boundary items: those that extend the boundary stack below the bottom inset.
    let bodyBottom = contentTop + contentHeight + insets.bottom
    var height = bodyBottom
    for placement in boundary where placement.isBottom && placement.extendsBoundary {
      height += placement.height
    }
    var footerTop = bodyBottom
    for placement in boundary where placement.isBottom {
      if placement.extendsBoundary {
        frames.append(placement.frame(y: footerTop, section: sectionIndex))
        footerTop += placement.height
      } else {
        frames.append(placement.frame(y: height - placement.height, section: sectionIndex))
      }
    }

    // Backgrounds: the whole section, header to footer, inset by their content insets.
    // Choice: insets larger than the section leave an empty background (width and height never
    // negative; an empty section with a background inset by 8 was -16 high), as CSS's `inset`
    // leaves an empty box.
    for (index, decoration) in section.decorationItems.enumerated() {
      let inset = decoration.contentInsets
      frames.append(
        LayoutFrame(
          kind: .decoration, section: sectionIndex, index: index, x: inset.leading, y: inset.top,
          width: max(0, containerWidth - inset.leading - inset.trailing),
          height: max(0, height - inset.top - inset.bottom)))
    }

    return SectionSolution(
      frames: frames, height: height, contentWidth: contentWidth, groupCapacity: capacity,
      groupSize: (groupWidth, groupHeight), groupCount: groupCount, contentTop: contentTop,
      orthogonalScrollingBehavior: behavior, centeringInset: centeringInset,
      containerWidth: containerWidth, leadingInset: insets.leading)
  }

  /// The `zIndex` of each badge of each slot of the section's group template, in the order the
  /// solver emits the badges after their items: what the CSS stacks badges by.
  package static func badgeZIndices(
    for section: LayoutSection, environment: LayoutEnvironment
  ) -> [[Int]] {
    var template = GroupResolver(containerWidth: environment.containerWidth)
    _ = template.resolveGroup(
      section.group, in: topLevelBox(for: section, environment: environment), override: nil)
    return template.leaves.map { leaf in
      (leaf.badgeStart..<leaf.badgeEnd).map { template.badges[$0].zIndex }
    }
  }

  /// The box a section's top-level group resolves against (semantics §2): the section box S,
  /// or, for a section that scrolls sideways, the full container width by S's height.
  static func topLevelBox(for section: LayoutSection, environment: LayoutEnvironment) -> LengthSize {
    let insets = section.contentInsets
    let sideInsets =
      section.orthogonalScrollingBehavior == .none ? insets.leading + insets.trailing : 0
    return LengthSize(
      width: Length(value: environment.containerWidth - sideInsets, slope: 1),
      height: .constant(environment.containerHeight - insets.top - insets.bottom))
  }

  /// Appends a group's frame, then each of its present items followed by its badges.
  @inline(__always)
  private static func emit(
    group: Int, x: Double, y: Double, width: Double, height: Double, firstItem: Int, count: Int,
    leaves: [LeafSlot], badges: [BadgeSlot], section: Int, into frames: inout [LayoutFrame]
  ) {
    // A group's box is never negative: section insets wider than the container leave it zero wide.
    frames.append(
      LayoutFrame(
        kind: .group, section: section, index: group, x: x, y: y, width: max(0, width), height: max(0, height)))
    for slot in 0..<count {
      let leaf = leaves[slot]
      let itemX = x + leaf.x
      let itemY = y + leaf.y
      frames.append(
        LayoutFrame(
          kind: .item, section: section, index: firstItem + slot, x: itemX, y: itemY,
          width: leaf.width, height: leaf.height))
      for badge in leaf.badgeStart..<leaf.badgeEnd {
        let b = badges[badge]
        frames.append(
          LayoutFrame(
            kind: .badge, section: section, index: firstItem + slot, x: itemX + b.x, y: itemY + b.y,
            width: b.width, height: b.height))
      }
    }
  }
}
