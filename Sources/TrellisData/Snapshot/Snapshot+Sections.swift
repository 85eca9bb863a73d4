import OrderedCollections

extension Snapshot {
  /// Appends empty `sections` after the existing ones.
  ///
  /// - Throws: ``SnapshotError/duplicateSection(_:)`` when a section is already in the snapshot or
  ///   repeated.
  /// - Complexity: O(k) expected, k = `sections.count`.
  package mutating func appendSections(_ sections: [SectionID]) throws(Failure) {
    let newSections = try validatedNewSections(sections)
    for section in newSections { storage[section] = [] }
  }

  /// Inserts empty `sections` immediately before `beforeSection`.
  ///
  /// - Throws: ``SnapshotError/sectionNotFound(_:)`` when `beforeSection` is not in the snapshot,
  ///   ``SnapshotError/duplicateSection(_:)`` when a section is already in the snapshot or repeated.
  /// - Complexity: O(s + k) expected, s = number of sections, k = `sections.count`.
  package mutating func insertSections(_ sections: [SectionID], beforeSection: SectionID)
    throws(Failure)
  {
    guard let index = storage.index(forKey: beforeSection) else {
      throw .sectionNotFound(beforeSection)
    }
    insertSectionsUnchecked(try validatedNewSections(sections), at: index)
  }

  /// Inserts empty `sections` immediately after `afterSection`.
  ///
  /// - Throws: ``SnapshotError/sectionNotFound(_:)`` when `afterSection` is not in the snapshot,
  ///   ``SnapshotError/duplicateSection(_:)`` when a section is already in the snapshot or repeated.
  /// - Complexity: O(s + k) expected, s = number of sections, k = `sections.count`.
  package mutating func insertSections(_ sections: [SectionID], afterSection: SectionID)
    throws(Failure)
  {
    guard let index = storage.index(forKey: afterSection) else {
      throw .sectionNotFound(afterSection)
    }
    insertSectionsUnchecked(try validatedNewSections(sections), at: index + 1)
  }

  /// Deletes `sections` together with their items (and the marks of both). Repeating a section is
  /// harmless.
  ///
  /// - Throws: ``SnapshotError/sectionNotFound(_:)`` when a section is not in the snapshot; nothing
  ///   is deleted then.
  /// - Complexity: O(s + k + m) expected, s = number of sections, k = `sections.count`,
  ///   m = items in the deleted sections.
  package mutating func deleteSections(_ sections: [SectionID]) throws(Failure) {
    try validateExistingSections(sections)
    let doomed = Set(sections)
    var doomedItems: [ItemID] = []
    for section in doomed {
      guard let items = storage[section] else { continue }
      for item in items { sectionByItem[item] = nil }
      doomedItems.append(contentsOf: items)
    }
    storage.removeAll(where: { doomed.contains($0.key) })
    removeMarks(forItems: doomedItems)
    reloadedSections.removeAll(where: doomed.contains)
  }

  /// Moves `section`, with its items, to immediately before `beforeSection`.
  ///
  /// - Throws: ``SnapshotError/sectionMovedRelativeToItself(_:)`` when both are the same section,
  ///   ``SnapshotError/sectionNotFound(_:)`` when either is not in the snapshot.
  /// - Complexity: O(s) expected, s = number of sections.
  package mutating func moveSection(_ section: SectionID, beforeSection: SectionID) throws(Failure) {
    try moveSection(section, relativeTo: beforeSection, offset: 0)
  }

  /// Moves `section`, with its items, to immediately after `afterSection`.
  ///
  /// - Throws: ``SnapshotError/sectionMovedRelativeToItself(_:)`` when both are the same section,
  ///   ``SnapshotError/sectionNotFound(_:)`` when either is not in the snapshot.
  /// - Complexity: O(s) expected, s = number of sections.
  package mutating func moveSection(_ section: SectionID, afterSection: SectionID) throws(Failure) {
    try moveSection(section, relativeTo: afterSection, offset: 1)
  }

  private mutating func moveSection(
    _ section: SectionID, relativeTo anchor: SectionID, offset: Int
  ) throws(Failure) {
    guard section != anchor else { throw .sectionMovedRelativeToItself(section) }
    try validateExistingSections([section, anchor])
    guard let items = storage.removeValue(forKey: section),
      let anchorIndex = storage.index(forKey: anchor)
    else { throw .sectionNotFound(section) }
    storage.updateValue(items, forKey: section, insertingAt: anchorIndex + offset)
  }
}
