import Testing
import TrellisData

@Suite("Snapshot.filtered(byName:name:)")
struct SnapshotSearchTests {
  typealias Snap = Snapshot<String, Int>

  /// A characters-like fixture: ids to names, in two sections, not sorted by name.
  static let names: [Int: String] = [
    1: "White Rabbit", 2: "Alice", 3: "Mad Hatter", 4: "Cheshire Cat", 5: "Dormouse", 6: "alice",
  ]

  func characters() throws -> Snap {
    try makeSnapshot([("Wonderland", [1, 2, 3]), ("Forest", [4, 5])])
  }

  func name(_ id: Int) -> String { Self.names[id] ?? "" }

  func titles(_ snapshot: Snap) -> [String] {
    snapshot.sectionIdentifiers.map { section in
      Snap.headerTitle(section, count: snapshot.numberOfItems(inSection: section) ?? 0)
    }
  }

  @Test func emptyQueryReturnsSnapshotUnchanged() throws {
    let snapshot = try characters()
    let filtered = snapshot.filtered(byName: "", name: name)
    #expect(filtered == snapshot)
    #expect(layout(filtered) == [[1, 2, 3], [4, 5]])  // not even sorted
  }

  @Test func lowercaseQueryMatchesCaseInsensitivelyAndSortsByName() throws {
    let filtered = try characters().filtered(byName: "a", name: name)
    // Wonderland: "Alice", "Mad Hatter", "White Rabbit"; Forest: "Cheshire Cat" ("Dormouse" has no a).
    #expect(layout(filtered) == [[2, 3, 1], [4]])
    #expect(titles(filtered) == ["Wonderland (3)", "Forest (1)"])
    #expect(filtered.numberOfItems == 4)
    #expect(filtered.sectionIdentifier(containingItem: 4) == "Forest")
  }

  @Test func uppercaseQueryDropsEmptySections() throws {
    let filtered = try characters().filtered(byName: "HAT", name: name)
    #expect(layout(filtered) == [[3]])
    #expect(filtered.sectionIdentifiers == ["Wonderland"])
    #expect(titles(filtered) == ["Wonderland (1)"])
    #expect(!filtered.contains(item: 4))
  }

  @Test func queryMatchingNothingGivesEmptySnapshot() throws {
    let filtered = try characters().filtered(byName: "zzz", name: name)
    #expect(filtered.numberOfSections == 0)
    #expect(filtered.numberOfItems == 0)
  }

  @Test func equalNamesKeepTheirOriginalOrder() throws {
    let snapshot = try makeSnapshot([("s", [6, 3, 2])])  // "alice", "Mad Hatter", "Alice"
    let filtered = snapshot.filtered(byName: "ALI", name: name)
    #expect(layout(filtered) == [[2, 6]])  // "Alice" < "alice" by String <
    let ties = try makeSnapshot([("s", [9, 8, 7])]).filtered(byName: "x", name: { _ in "x" })
    #expect(layout(ties) == [[9, 8, 7]])
  }

  @Test func marksOfSurvivingItemsAreKept() throws {
    var snapshot = try characters()
    try snapshot.reloadItems([3, 5])
    let filtered = snapshot.filtered(byName: "hat", name: name)
    #expect(filtered.reloadedItemIdentifiers == [3])
  }

  @Test func headerTitleFormat() {
    #expect(Snap.headerTitle("Animals", count: 12) == "Animals (12)")
    #expect(Snap.headerTitle("", count: 0) == " (0)")
  }
}
