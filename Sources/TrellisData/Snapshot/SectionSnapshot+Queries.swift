import OrderedCollections

extension SectionSnapshot {
  /// Every item, depth-first: each parent followed by its subtree, whatever the expansion state.
  ///
  /// - Complexity: O(n), n = number of items.
  package var items: [ItemID] { Array(order) }

  /// The top-level items, in order.
  ///
  /// - Complexity: O(r), r = number of root items.
  package var rootItems: [ItemID] { roots }

  /// The items a list would display: depth-first order, skipping the subtrees of collapsed items.
  ///
  /// - Complexity: O(v), v = number of visible items plus the children of expanded visible items.
  package var visibleItems: [ItemID] {
    var result: [ItemID] = []
    var stack: [ItemID] = roots.reversed()
    while let item = stack.popLast() {
      result.append(item)
      if expandedItems.contains(item), let children = childLists[item] {
        stack.append(contentsOf: children.reversed())
      }
    }
    return result
  }

  /// Whether the outline contains `item`.
  ///
  /// - Complexity: O(1) expected.
  package func contains(_ item: ItemID) -> Bool { order.contains(item) }

  /// The position of `item` in ``items``, or `nil` if it is not in the outline.
  ///
  /// - Complexity: O(1) expected.
  package func index(of item: ItemID) -> Int? { order.firstIndex(of: item) }

  /// The parent of `item`, or `nil` for a root item or an item not in the outline.
  ///
  /// - Complexity: O(1) expected.
  package func parent(of item: ItemID) -> ItemID? { parents[item] }

  /// The direct children of `item`, in order (empty for a leaf or an item not in the outline).
  ///
  /// - Complexity: O(c), c = number of children.
  package func children(of item: ItemID) -> [ItemID] { childLists[item] ?? [] }

  /// The depth of `item`: 0 for a root item, 1 for its children, and so on; `nil` if the item is
  /// not in the outline.
  ///
  /// - Complexity: O(d), d = depth of the item.
  package func level(of item: ItemID) -> Int? {
    guard contains(item) else { return nil }
    var level = 0
    var current = item
    while let parent = parents[current] {
      level += 1
      current = parent
    }
    return level
  }

  /// Whether `item` is displayed: it is in the outline and all its ancestors are expanded.
  ///
  /// - Complexity: O(d), d = depth of the item.
  package func isVisible(_ item: ItemID) -> Bool {
    guard contains(item) else { return false }
    var current = item
    while let parent = parents[current] {
      guard expandedItems.contains(parent) else { return false }
      current = parent
    }
    return true
  }

  /// The index in ``order`` just past the subtree of `item` (the item itself included).
  ///
  /// - Complexity: O(d), d = depth of the subtree.
  internal func subtreeEnd(of item: ItemID) -> Int {
    var last = item
    while let child = childLists[last]?.last { last = child }
    return (order.firstIndex(of: last) ?? order.count - 1) + 1
  }
}
