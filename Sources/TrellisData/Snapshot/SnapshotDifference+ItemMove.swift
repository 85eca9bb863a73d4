extension SnapshotDifference {
  /// An item present in both snapshots that changed section, or changed position relative to the
  /// items kept in its section.
  package struct ItemMove: Sendable, Hashable {
    /// The moved item.
    package var item: ItemID
    /// Its section and index in the old snapshot.
    package var from: ItemPosition
    /// Its section and index in the new snapshot.
    package var to: ItemPosition

    /// Creates an item move.
    ///
    /// - Complexity: O(1).
    package init(item: ItemID, from: ItemPosition, to: ItemPosition) {
      self.item = item
      self.from = from
      self.to = to
    }
  }
}
