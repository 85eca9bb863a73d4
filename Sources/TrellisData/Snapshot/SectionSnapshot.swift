import OrderedCollections

/// A hierarchical outline of unique items for one section: the value-type counterpart of Apple's
/// `NSDiffableDataSourceSectionSnapshot` (for example categories as parents and emoji as children).
///
/// Items are unique within the outline. ``items`` lists every item depth-first (a parent, then its
/// subtree); ``visibleItems`` skips the subtrees of collapsed parents. New items are collapsed, as
/// in Apple's API: call ``expand(_:)`` to show their children.
///
/// Misuse (a duplicate item, or an unknown parent, anchor or item) throws a
/// ``SectionSnapshotError`` naming the identifier and leaves the outline unchanged.
///
/// ## Equality
/// Two section snapshots are equal when they have the same items in the same hierarchy and order,
/// **and** the same expanded items: expansion decides what is displayed, so it is part of the
/// value.
package struct SectionSnapshot<ItemID: Hashable & Sendable>: Sendable {
  /// Every item, depth-first (display order with everything expanded).
  internal var order: OrderedSet<ItemID>
  /// The parent of every non-root item.
  internal var parents: [ItemID: ItemID]
  /// The children of every item that has some, in order.
  internal var childLists: [ItemID: [ItemID]]
  /// The root items, in order.
  internal var roots: [ItemID]
  /// Items marked expanded (whether or not they currently have children).
  internal var expandedItems: Set<ItemID>

  /// Creates an empty outline.
  ///
  /// - Complexity: O(1).
  package init() {
    order = []
    parents = [:]
    childLists = [:]
    roots = []
    expandedItems = []
  }
}

extension SectionSnapshot: Equatable {
  /// Whether both outlines have the same items, hierarchy, order and expanded items.
  ///
  /// - Complexity: O(n), n = number of items.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.order == rhs.order && lhs.parents == rhs.parents && lhs.expandedItems == rhs.expandedItems
  }
}

extension SectionSnapshot: CustomStringConvertible {
  /// One line per item, indented by level, with `+`/`-` for collapsed/expanded parents.
  ///
  /// - Complexity: O(n·d), n = number of items, d = depth.
  package var description: String {
    order.map { item in
      let indent = String(repeating: "  ", count: level(of: item) ?? 0)
      let marker = childLists[item] == nil ? " " : (expandedItems.contains(item) ? "-" : "+")
      return "\(indent)\(marker) \(item)"
    }.joined(separator: "\n")
  }
}
