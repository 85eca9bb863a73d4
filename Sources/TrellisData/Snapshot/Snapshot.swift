import OrderedCollections

/// An ordered, sectioned collection of unique identifiers: the value-type counterpart of Apple's
/// `NSDiffableDataSourceSnapshot`, fed from user data and therefore throwing instead of trapping.
///
/// Section identifiers are unique among sections; item identifiers are unique across the whole
/// snapshot. Every mutation that would break either rule, or that names an identifier the snapshot
/// does not contain, throws a ``SnapshotError`` naming the identifier and leaves the snapshot
/// unchanged.
///
/// Like Apple's Swift overlay, the identifiers must be `Hashable` and `Sendable`; a snapshot is
/// therefore always `Sendable`.
///
/// ## Equality
/// Two snapshots are equal when they hold the same sections, in the same order, with the same items
/// in the same order. Reload and reconfigure marks (``reloadedItemIdentifiers``,
/// ``reconfiguredItemIdentifiers``, ``reloadedSectionIdentifiers``) do **not** take part: they are
/// one-shot requests to the consumer about how to refresh content, not part of the content itself,
/// and a ``SnapshotDifference`` (which only describes structure) can then round-trip snapshots
/// exactly.
package struct Snapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
  /// Sections in display order, each with its items in display order.
  @usableFromInline
  internal var storage: OrderedDictionary<SectionID, OrderedSet<ItemID>>

  /// The section containing each item, for O(1) membership and lookup.
  @usableFromInline
  internal var sectionByItem: [ItemID: SectionID]

  /// Items marked by ``reloadItems(_:)``, in marking order.
  internal var reloadedItems: OrderedSet<ItemID>

  /// Items marked by ``reconfigureItems(_:)``, in marking order.
  internal var reconfiguredItems: OrderedSet<ItemID>

  /// Sections marked by ``reloadSections(_:)``, in marking order.
  internal var reloadedSections: OrderedSet<SectionID>

  /// Creates an empty snapshot: no sections, no items.
  ///
  /// - Complexity: O(1).
  package init() {
    storage = [:]
    sectionByItem = [:]
    reloadedItems = []
    reconfiguredItems = []
    reloadedSections = []
  }
}

extension Snapshot: Equatable {
  /// Whether both snapshots hold the same sections and items in the same order.
  ///
  /// Reload and reconfigure marks are ignored (see the type's documentation).
  ///
  /// - Complexity: O(n) where n is the number of sections plus items.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage == rhs.storage
  }
}

extension Snapshot: Hashable {
  /// Hashes the sections and items in order, consistently with `==` (marks are ignored).
  ///
  /// - Complexity: O(n) where n is the number of sections plus items.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(storage)
  }
}

extension Snapshot: CustomStringConvertible {
  /// The sections and their items, e.g. `Snapshot(["a": [1, 2], "b": []])`.
  ///
  /// - Complexity: O(n) where n is the number of sections plus items.
  package var description: String {
    let sections = storage.map { section, items in
      "\(section): [\(items.map { "\($0)" }.joined(separator: ", "))]"
    }
    return "Snapshot([\(sections.joined(separator: ", "))])"
  }
}
