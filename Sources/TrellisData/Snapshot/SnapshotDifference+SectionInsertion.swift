extension SnapshotDifference {
  /// A section of the new snapshot that the old snapshot did not have.
  public struct SectionInsertion: Sendable, Hashable {
    /// The inserted section.
    public var section: SectionID
    /// Its index in the new snapshot.
    public var to: Int

    /// Creates a section insertion.
    ///
    /// - Complexity: O(1).
    public init(section: SectionID, to: Int) {
      self.section = section
      self.to = to
    }
  }
}
