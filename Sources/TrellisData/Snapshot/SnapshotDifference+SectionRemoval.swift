extension SnapshotDifference {
  /// A section of the old snapshot that the new snapshot no longer has.
  package struct SectionRemoval: Sendable, Hashable {
    /// The removed section.
    package var section: SectionID
    /// Its index in the old snapshot.
    package var from: Int

    /// Creates a section removal.
    ///
    /// - Complexity: O(1).
    package init(section: SectionID, from: Int) {
      self.section = section
      self.from = from
    }
  }
}
