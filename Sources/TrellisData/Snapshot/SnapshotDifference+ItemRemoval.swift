extension SnapshotDifference {
  /// An item of the old snapshot that the new snapshot no longer has.
  package struct ItemRemoval: Sendable, Hashable {
    /// The removed item.
    package var item: ItemID
    /// Its section and index in the old snapshot.
    package var from: ItemPosition

    /// Creates an item removal.
    ///
    /// - Complexity: O(1).
    package init(item: ItemID, from: ItemPosition) {
      self.item = item
      self.from = from
    }
  }
}
