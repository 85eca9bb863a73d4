extension SnapshotDifference {
  /// An item of the old snapshot that the new snapshot no longer has.
  public struct ItemRemoval: Sendable, Hashable {
    /// The removed item.
    public var item: ItemID
    /// Its section and index in the old snapshot.
    public var from: ItemPosition

    /// Creates an item removal.
    ///
    /// - Complexity: O(1).
    public init(item: ItemID, from: ItemPosition) {
      self.item = item
      self.from = from
    }
  }
}
