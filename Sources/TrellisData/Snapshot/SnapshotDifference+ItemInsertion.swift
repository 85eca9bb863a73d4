extension SnapshotDifference {
  /// An item of the new snapshot that the old snapshot did not have.
  public struct ItemInsertion: Sendable, Hashable {
    /// The inserted item.
    public var item: ItemID
    /// Its section and index in the new snapshot.
    public var to: ItemPosition

    /// Creates an item insertion.
    ///
    /// - Complexity: O(1).
    public init(item: ItemID, to: ItemPosition) {
      self.item = item
      self.to = to
    }
  }
}
