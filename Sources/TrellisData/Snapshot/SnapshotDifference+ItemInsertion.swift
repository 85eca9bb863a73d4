extension SnapshotDifference {
  /// An item of the new snapshot that the old snapshot did not have.
  package struct ItemInsertion: Sendable, Hashable {
    /// The inserted item.
    package var item: ItemID
    /// Its section and index in the new snapshot.
    package var to: ItemPosition

    /// Creates an item insertion.
    ///
    /// - Complexity: O(1).
    package init(item: ItemID, to: ItemPosition) {
      self.item = item
      self.to = to
    }
  }
}
