import TrellisData

/// Builds a snapshot from `(section, items)` pairs, in order.
func makeSnapshot<S: Hashable & Sendable, I: Hashable & Sendable>(
  _ sections: [(S, [I])]
) throws -> Snapshot<S, I> {
  var snapshot = Snapshot<S, I>()
  for (section, items) in sections {
    try snapshot.appendSections([section])
    try snapshot.appendItems(items, toSection: section)
  }
  return snapshot
}

/// The snapshot's sections with their items, for compact expectations.
func layout<S, I>(_ snapshot: Snapshot<S, I>) -> [[I]] {
  snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) ?? [] }
}
