/// The ways a ``Snapshot`` operation or a ``SnapshotDifference`` application can be misused.
///
/// Apple's `NSDiffableDataSourceSnapshot` traps on these; a ``Snapshot`` is fed from user data, so it
/// throws instead, naming the offending identifier. An operation that throws leaves the snapshot
/// unchanged.
package enum SnapshotError<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Error,
  Hashable,
  CustomStringConvertible
{
  /// The section identifier is already in the snapshot, or appears twice in the arguments.
  case duplicateSection(SectionID)
  /// The item identifier is already in the snapshot, or appears twice in the arguments.
  case duplicateItem(ItemID)
  /// The section identifier is not in the snapshot.
  case sectionNotFound(SectionID)
  /// The item identifier is not in the snapshot.
  case itemNotFound(ItemID)
  /// Items were appended without naming a section, and the snapshot has no sections.
  case noSectionToAppendTo
  /// An item was moved before or after itself.
  case itemMovedRelativeToItself(ItemID)
  /// A section was moved before or after itself.
  case sectionMovedRelativeToItself(SectionID)
  /// A difference names a section at a position that does not match the snapshot it is applied to
  /// (a stale old index, or a new index outside the result or already taken).
  case sectionPositionMismatch(SectionID, index: Int)
  /// A difference names an item at a position that does not match the snapshot it is applied to
  /// (a stale old section or index, or a new index outside its section or already taken).
  case itemPositionMismatch(ItemID, index: Int)

  /// A human-readable explanation that names the identifier involved.
  package var description: String {
    switch self {
    case .duplicateSection(let section): "duplicate section identifier \(section)"
    case .duplicateItem(let item): "duplicate item identifier \(item)"
    case .sectionNotFound(let section): "section identifier \(section) is not in the snapshot"
    case .itemNotFound(let item): "item identifier \(item) is not in the snapshot"
    case .noSectionToAppendTo: "cannot append items: the snapshot has no sections"
    case .itemMovedRelativeToItself(let item):
      "item identifier \(item) cannot be moved relative to itself"
    case .sectionMovedRelativeToItself(let section):
      "section identifier \(section) cannot be moved relative to itself"
    case .sectionPositionMismatch(let section, let index):
      "section identifier \(section) is not at, or cannot be placed at, index \(index)"
    case .itemPositionMismatch(let item, let index):
      "item identifier \(item) is not at, or cannot be placed at, index \(index)"
    }
  }
}
