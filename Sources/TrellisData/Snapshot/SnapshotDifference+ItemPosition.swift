extension SnapshotDifference {
  /// Where an item sits: its section and its index within that section.
  public struct ItemPosition: Sendable, Hashable, CustomStringConvertible {
    /// The section identifier.
    public var section: SectionID
    /// The index of the item within the section.
    public var index: Int

    /// Creates a position.
    ///
    /// - Complexity: O(1).
    public init(section: SectionID, index: Int) {
      self.section = section
      self.index = index
    }

    /// `section[index]`.
    public var description: String { "\(section)[\(index)]" }
  }
}
