extension SnapshotDifference {
  /// A section present in both snapshots whose position relative to the others changed. Its
  /// items travel with it.
  public struct SectionMove: Sendable, Hashable {
    /// The moved section.
    public var section: SectionID
    /// Its index in the old snapshot.
    public var from: Int
    /// Its index in the new snapshot.
    public var to: Int

    /// Creates a section move.
    ///
    /// - Complexity: O(1).
    public init(section: SectionID, from: Int, to: Int) {
      self.section = section
      self.from = from
      self.to = to
    }
  }
}
