extension SnapshotDifference {
  /// An item present in both snapshots that changed section, or changed position relative to the
  /// items kept in its section.
  public struct ItemMove: Sendable, Hashable {
    /// The moved item.
    public var item: ItemID
    /// Its section and index in the old snapshot.
    public var from: ItemPosition
    /// Its section and index in the new snapshot.
    public var to: ItemPosition

    /// Creates an item move.
    ///
    /// - Complexity: O(1).
    public init(item: ItemID, from: ItemPosition, to: ItemPosition) {
      self.item = item
      self.from = from
      self.to = to
    }
  }
}
