extension SnapshotDifference {
  /// A section of the old snapshot that the new snapshot no longer has.
  public struct SectionRemoval: Sendable, Hashable {
    /// The removed section.
    public var section: SectionID
    /// Its index in the old snapshot.
    public var from: Int

    /// Creates a section removal.
    ///
    /// - Complexity: O(1).
    public init(section: SectionID, from: Int) {
      self.section = section
      self.from = from
    }
  }
}
