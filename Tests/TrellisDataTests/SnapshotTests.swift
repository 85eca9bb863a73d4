import Testing
import TrellisData

@Suite("Snapshot")
struct SnapshotTests {
  typealias Snap = Snapshot<String, Int>

  @Test func emptySnapshotHasNothing() {
    let snapshot = Snap()
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.sectionIdentifiers.isEmpty)
    #expect(snapshot.itemIdentifiers.isEmpty)
    #expect(snapshot.indexOfItem(1) == nil)
    #expect(snapshot.indexOfSection("a") == nil)
  }

  @Test func countsAndIdentifiers() throws {
    let snapshot = try makeSnapshot([("a", [1, 2, 3]), ("b", []), ("c", [4, 5])])
    #expect(snapshot.numberOfItems == 5)
    #expect(snapshot.numberOfSections == 3)
    #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
    #expect(snapshot.numberOfItems(inSection: "a") == 3)
    #expect(snapshot.numberOfItems(inSection: "b") == 0)
    #expect(snapshot.numberOfItems(inSection: "zz") == nil)
    #expect(snapshot.itemIdentifiers(inSection: "c") == [4, 5])
    #expect(snapshot.itemIdentifiers(inSection: "zz") == nil)
    #expect(snapshot.sectionIdentifier(containingItem: 4) == "c")
    #expect(snapshot.sectionIdentifier(containingItem: 99) == nil)
    #expect(snapshot.indexOfSection("c") == 2)
    #expect(snapshot.contains(item: 5))
    #expect(!snapshot.contains(item: 6))
    #expect(snapshot.contains(section: "b"))
    #expect(!snapshot.contains(section: "d"))
    #expect(snapshot.indexOfItemInSection(5) == 1)
  }

  @Test func indexOfItemIsGlobalAcrossSections() throws {
    let snapshot = try makeSnapshot([("a", [10, 11]), ("b", []), ("c", [12, 13])])
    #expect(snapshot.indexOfItem(10) == 0)
    #expect(snapshot.indexOfItem(12) == 2)
    #expect(snapshot.indexOfItem(13) == 3)
    #expect(snapshot.indexOfItem(14) == nil)
  }

  @Test func appendItemsWithoutSectionUsesLastSection() throws {
    var snapshot = Snap()
    try snapshot.appendSections(["a", "b"])
    try snapshot.appendItems([1, 2])
    #expect(layout(snapshot) == [[], [1, 2]])
  }

  @Test func appendItemsWithoutAnySectionThrows() {
    var snapshot = Snap()
    #expect(throws: Snap.Failure.noSectionToAppendTo) { try snapshot.appendItems([1]) }
    #expect(snapshot.numberOfItems == 0)
  }

  @Test func appendItemsToUnknownSectionThrows() throws {
    var snapshot = try makeSnapshot([("a", [1])])
    #expect(throws: Snap.Failure.sectionNotFound("b")) {
      try snapshot.appendItems([2], toSection: "b")
    }
    #expect(layout(snapshot) == [[1]])
  }

  @Test func duplicateItemAcrossSectionsThrowsAndChangesNothing() throws {
    var snapshot = try makeSnapshot([("a", [1, 2]), ("b", [3])])
    let before = snapshot
    #expect(throws: Snap.Failure.duplicateItem(1)) {
      try snapshot.appendItems([4, 1], toSection: "b")
    }
    #expect(snapshot == before)
    #expect(!snapshot.contains(item: 4))
  }

  @Test func duplicateItemWithinArgumentsThrows() throws {
    var snapshot = try makeSnapshot([("a", [Int]())])
    #expect(throws: Snap.Failure.duplicateItem(7)) { try snapshot.appendItems([7, 8, 7]) }
    #expect(snapshot.numberOfItems == 0)
  }

  @Test func insertItemsBeforeAndAfter() throws {
    var snapshot = try makeSnapshot([("a", [1, 4]), ("b", [9])])
    try snapshot.insertItems([2, 3], beforeItem: 4)
    try snapshot.insertItems([5], afterItem: 4)
    try snapshot.insertItems([10], afterItem: 9)
    try snapshot.insertItems([0], beforeItem: 1)
    #expect(layout(snapshot) == [[0, 1, 2, 3, 4, 5], [9, 10]])
    #expect(snapshot.sectionIdentifier(containingItem: 10) == "b")
    #expect(snapshot.sectionIdentifier(containingItem: 3) == "a")
  }

  @Test func insertItemsRelativeToMissingItemThrows() throws {
    var snapshot = try makeSnapshot([("a", [1])])
    #expect(throws: Snap.Failure.itemNotFound(42)) { try snapshot.insertItems([2], beforeItem: 42) }
    #expect(throws: Snap.Failure.itemNotFound(42)) { try snapshot.insertItems([2], afterItem: 42) }
    #expect(throws: Snap.Failure.duplicateItem(1)) { try snapshot.insertItems([1], afterItem: 1) }
    #expect(layout(snapshot) == [[1]])
  }

  @Test func deleteItems() throws {
    var snapshot = try makeSnapshot([("a", [1, 2, 3]), ("b", [4, 5])])
    try snapshot.deleteItems([2, 5, 2])
    #expect(layout(snapshot) == [[1, 3], [4]])
    #expect(snapshot.numberOfItems == 3)
    #expect(!snapshot.contains(item: 2))
    try snapshot.appendItems([2], toSection: "b")
    #expect(layout(snapshot) == [[1, 3], [4, 2]])
  }

  @Test func deleteUnknownItemThrowsAndDeletesNothing() throws {
    var snapshot = try makeSnapshot([("a", [1, 2])])
    #expect(throws: Snap.Failure.itemNotFound(9)) { try snapshot.deleteItems([1, 9]) }
    #expect(layout(snapshot) == [[1, 2]])
  }

  @Test func deleteAllItemsRemovesSectionsToo() throws {
    var snapshot = try makeSnapshot([("a", [1, 2]), ("b", [3])])
    try snapshot.reloadItems([1])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
  }

  @Test func moveItemWithinSection() throws {
    var snapshot = try makeSnapshot([("a", [1, 2, 3, 4])])
    try snapshot.moveItem(4, beforeItem: 2)
    #expect(layout(snapshot) == [[1, 4, 2, 3]])
    try snapshot.moveItem(1, afterItem: 3)
    #expect(layout(snapshot) == [[4, 2, 3, 1]])
  }

  @Test func moveItemAcrossSections() throws {
    var snapshot = try makeSnapshot([("a", [1, 2]), ("b", [3, 4])])
    try snapshot.moveItem(1, afterItem: 4)
    #expect(layout(snapshot) == [[2], [3, 4, 1]])
    #expect(snapshot.sectionIdentifier(containingItem: 1) == "b")
    try snapshot.moveItem(3, beforeItem: 2)
    #expect(layout(snapshot) == [[3, 2], [4, 1]])
    #expect(snapshot.sectionIdentifier(containingItem: 3) == "a")
  }

  @Test func moveItemMisuseThrows() throws {
    var snapshot = try makeSnapshot([("a", [1, 2])])
    #expect(throws: Snap.Failure.itemMovedRelativeToItself(1)) {
      try snapshot.moveItem(1, beforeItem: 1)
    }
    #expect(throws: Snap.Failure.itemMovedRelativeToItself(2)) {
      try snapshot.moveItem(2, afterItem: 2)
    }
    #expect(throws: Snap.Failure.itemNotFound(3)) { try snapshot.moveItem(3, afterItem: 1) }
    #expect(throws: Snap.Failure.itemNotFound(3)) { try snapshot.moveItem(1, afterItem: 3) }
    #expect(layout(snapshot) == [[1, 2]])
  }

  @Test func reloadAndReconfigureMarks() throws {
    var snapshot = try makeSnapshot([("a", [1, 2, 3]), ("b", [4])])
    try snapshot.reloadItems([2, 1, 2])
    try snapshot.reconfigureItems([3])
    try snapshot.reloadSections(["b"])
    #expect(snapshot.reloadedItemIdentifiers == [2, 1])
    #expect(snapshot.reconfiguredItemIdentifiers == [3])
    #expect(snapshot.reloadedSectionIdentifiers == ["b"])
    #expect(throws: Snap.Failure.itemNotFound(9)) { try snapshot.reloadItems([9]) }
    #expect(throws: Snap.Failure.itemNotFound(9)) { try snapshot.reconfigureItems([9]) }
    #expect(throws: Snap.Failure.sectionNotFound("z")) { try snapshot.reloadSections(["z"]) }
    try snapshot.deleteItems([2])
    try snapshot.deleteSections(["b"])
    #expect(snapshot.reloadedItemIdentifiers == [1])
    #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
  }

  @Test func equalityIgnoresMarks() throws {
    let plain = try makeSnapshot([("a", [1, 2])])
    var marked = plain
    try marked.reloadItems([1])
    try marked.reconfigureItems([2])
    #expect(marked == plain)
    #expect(marked.hashValue == plain.hashValue)
    var reordered = plain
    try reordered.moveItem(2, beforeItem: 1)
    #expect(reordered != plain)
  }

  @Test func insertSectionsBeforeAndAfter() throws {
    var snapshot = try makeSnapshot([("b", [1]), ("d", [2])])
    try snapshot.insertSections(["a"], beforeSection: "b")
    try snapshot.insertSections(["c"], afterSection: "b")
    try snapshot.insertSections(["e", "f"], afterSection: "d")
    #expect(snapshot.sectionIdentifiers == ["a", "b", "c", "d", "e", "f"])
    #expect(layout(snapshot) == [[], [1], [], [2], [], []])
    #expect(throws: Snap.Failure.sectionNotFound("x")) {
      try snapshot.insertSections(["g"], beforeSection: "x")
    }
    #expect(throws: Snap.Failure.duplicateSection("a")) {
      try snapshot.insertSections(["a"], afterSection: "f")
    }
    #expect(throws: Snap.Failure.duplicateSection("g")) { try snapshot.appendSections(["g", "g"]) }
    #expect(snapshot.numberOfSections == 6)
  }

  @Test func deleteSectionsDeletesTheirItems() throws {
    var snapshot = try makeSnapshot([("a", [1, 2]), ("b", [3]), ("c", [4])])
    try snapshot.deleteSections(["a", "c"])
    #expect(snapshot.sectionIdentifiers == ["b"])
    #expect(snapshot.itemIdentifiers == [3])
    #expect(snapshot.numberOfItems == 1)
    #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
    try snapshot.appendItems([1, 4])  // the deleted items can be added again
    #expect(layout(snapshot) == [[3, 1, 4]])
    #expect(throws: Snap.Failure.sectionNotFound("a")) { try snapshot.deleteSections(["b", "a"]) }
    #expect(snapshot.sectionIdentifiers == ["b"])
  }

  @Test func moveSections() throws {
    var snapshot = try makeSnapshot([("a", [1]), ("b", [2]), ("c", [3])])
    try snapshot.moveSection("c", beforeSection: "a")
    #expect(snapshot.sectionIdentifiers == ["c", "a", "b"])
    try snapshot.moveSection("c", afterSection: "b")
    #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
    try snapshot.moveSection("a", afterSection: "b")
    #expect(layout(snapshot) == [[2], [1], [3]])
    #expect(throws: Snap.Failure.sectionMovedRelativeToItself("a")) {
      try snapshot.moveSection("a", beforeSection: "a")
    }
    #expect(throws: Snap.Failure.sectionNotFound("x")) {
      try snapshot.moveSection("x", afterSection: "a")
    }
    #expect(throws: Snap.Failure.sectionNotFound("x")) {
      try snapshot.moveSection("a", afterSection: "x")
    }
    #expect(snapshot.sectionIdentifiers == ["b", "a", "c"])
  }

  @Test func errorDescriptionsNameTheIdentifier() {
    #expect(Snap.Failure.duplicateItem(42).description.contains("42"))
    #expect(Snap.Failure.sectionNotFound("fruit").description.contains("fruit"))
    #expect(Snap.Failure.itemMovedRelativeToItself(7).description.contains("7"))
  }
}
