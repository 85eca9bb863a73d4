extension SnapshotDifference {
  /// Where an item sits: its section and its index within that section.
  package struct ItemPosition: Sendable, Hashable, CustomStringConvertible {
    /// The section identifier.
    package var section: SectionID
    /// The index of the item within the section.
    package var index: Int

    /// Creates a position.
    ///
    /// - Complexity: O(1).
    package init(section: SectionID, index: Int) {
      self.section = section
      self.index = index
    }

    /// `section[index]`.
    package var description: String { "\(section)[\(index)]" }
  }
}
