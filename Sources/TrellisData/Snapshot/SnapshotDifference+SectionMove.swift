extension SnapshotDifference {
  /// A section present in both snapshots whose position relative to the others changed. Its
  /// items travel with it.
  package struct SectionMove: Sendable, Hashable {
    /// The moved section.
    package var section: SectionID
    /// Its index in the old snapshot.
    package var from: Int
    /// Its index in the new snapshot.
    package var to: Int

    /// Creates a section move.
    ///
    /// - Complexity: O(1).
    package init(section: SectionID, from: Int, to: Int) {
      self.section = section
      self.from = from
      self.to = to
    }
  }
}
