/// The ways a ``SectionSnapshot`` operation can be misused.
///
/// Apple's `NSDiffableDataSourceSectionSnapshot` traps on these; a ``SectionSnapshot`` is fed from
/// user data, so it throws instead, naming the offending identifier. An operation that throws
/// leaves the section snapshot unchanged.
package enum SectionSnapshotError<ItemID: Hashable & Sendable>: Error, Hashable,
  CustomStringConvertible
{
  /// The item is already in the section snapshot, or appears twice in the arguments.
  case duplicateItem(ItemID)
  /// The item (an item to change, a parent, or an anchor) is not in the section snapshot.
  case itemNotFound(ItemID)

  /// A human-readable explanation that names the identifier involved.
  package var description: String {
    switch self {
    case .duplicateItem(let item): "duplicate item identifier \(item) in the section snapshot"
    case .itemNotFound(let item): "item identifier \(item) is not in the section snapshot"
    }
  }
}
