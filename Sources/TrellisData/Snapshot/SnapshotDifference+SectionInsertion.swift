extension SnapshotDifference {
  /// A section of the new snapshot that the old snapshot did not have.
  package struct SectionInsertion: Sendable, Hashable {
    /// The inserted section.
    package var section: SectionID
    /// Its index in the new snapshot.
    package var to: Int

    /// Creates a section insertion.
    ///
    /// - Complexity: O(1).
    package init(section: SectionID, to: Int) {
      self.section = section
      self.to = to
    }
  }
}
