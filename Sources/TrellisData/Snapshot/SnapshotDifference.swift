/// The changes that turn one ``Snapshot`` into another, in the shape a diffable data source hands to
/// a batch update: section removals, insertions and moves, then item removals, insertions and moves.
///
/// Old positions (`from`) refer to the old snapshot; new positions (`to`) refer to the new one.
/// An item that ends up in a different section is always a move, never a removal plus an
/// insertion. Items that stay in a moved section are not moved. Elements the difference does not
/// mention keep their identity and are already in their new relative order.
///
/// Build one with ``Snapshot/difference(from:)`` and replay it with ``Snapshot/applying(_:)``.
package struct SnapshotDifference<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  Sendable,
  Hashable
{
  /// Sections of the old snapshot absent from the new one, by ascending old index.
  package var sectionRemovals: [SectionRemoval]
  /// Sections of the new snapshot absent from the old one, by ascending new index.
  package var sectionInsertions: [SectionInsertion]
  /// Sections present in both that changed relative order, by ascending new index.
  package var sectionMoves: [SectionMove]
  /// Items of the old snapshot absent from the new one, in old display order.
  package var itemRemovals: [ItemRemoval]
  /// Items of the new snapshot absent from the old one, in new display order.
  package var itemInsertions: [ItemInsertion]
  /// Items present in both that changed section or relative order, in new display order.
  package var itemMoves: [ItemMove]

  /// Creates a difference from explicit change lists (all empty by default).
  ///
  /// - Complexity: O(1).
  package init(
    sectionRemovals: [SectionRemoval] = [],
    sectionInsertions: [SectionInsertion] = [],
    sectionMoves: [SectionMove] = [],
    itemRemovals: [ItemRemoval] = [],
    itemInsertions: [ItemInsertion] = [],
    itemMoves: [ItemMove] = []
  ) {
    self.sectionRemovals = sectionRemovals
    self.sectionInsertions = sectionInsertions
    self.sectionMoves = sectionMoves
    self.itemRemovals = itemRemovals
    self.itemInsertions = itemInsertions
    self.itemMoves = itemMoves
  }

  /// Whether the difference changes nothing.
  ///
  /// - Complexity: O(1).
  package var isEmpty: Bool { count == 0 }

  /// The total number of changes, sections and items together.
  ///
  /// - Complexity: O(1).
  package var count: Int { numberOfSectionChanges + numberOfItemChanges }

  /// The number of section removals, insertions and moves.
  ///
  /// - Complexity: O(1).
  package var numberOfSectionChanges: Int {
    sectionRemovals.count + sectionInsertions.count + sectionMoves.count
  }

  /// The number of item removals, insertions and moves.
  ///
  /// - Complexity: O(1).
  package var numberOfItemChanges: Int {
    itemRemovals.count + itemInsertions.count + itemMoves.count
  }
}
