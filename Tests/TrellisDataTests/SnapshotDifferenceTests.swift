import PropertyBased
import Testing
import TrellisData

@Suite("Snapshot.difference(from:) and applying(_:)")
struct SnapshotDifferenceTests {
  typealias Snap = Snapshot<String, Int>
  typealias Difference = SnapshotDifference<String, Int>

  /// Computes the difference and checks that it round-trips.
  func roundTrip(_ old: Snap, _ new: Snap) throws -> Difference {
    let difference = new.difference(from: old)
    #expect(try old.applying(difference) == new)
    return difference
  }

  @Test func identicalSnapshotsGiveEmptyDifference() throws {
    let snapshot = try makeSnapshot([("a", [1, 2, 3]), ("b", [4])])
    let difference = try roundTrip(snapshot, snapshot)
    #expect(difference.isEmpty)
    #expect(difference.count == 0)
  }

  @Test func singleItemMovedForwardIsOneMove() throws {
    let old = try makeSnapshot([("a", [1, 2, 3, 4, 5])])
    let new = try makeSnapshot([("a", [2, 3, 4, 1, 5])])
    let difference = try roundTrip(old, new)
    #expect(
      difference.itemMoves == [
        .init(item: 1, from: .init(section: "a", index: 0), to: .init(section: "a", index: 3))
      ])
    #expect(difference.count == 1)
  }

  @Test func singleItemMovedBackwardIsOneMove() throws {
    let old = try makeSnapshot([("a", [1, 2, 3, 4, 5])])
    let new = try makeSnapshot([("a", [1, 5, 2, 3, 4])])
    let difference = try roundTrip(old, new)
    #expect(
      difference.itemMoves == [
        .init(item: 5, from: .init(section: "a", index: 4), to: .init(section: "a", index: 1))
      ])
    #expect(difference.count == 1)
  }

  @Test func adjacentSwapIsOneMoveAndEndSwapTwo() throws {
    let old = try makeSnapshot([("a", [1, 2, 3])])
    let adjacent = try roundTrip(old, try makeSnapshot([("a", [2, 1, 3])]))
    #expect(adjacent.itemMoves.count == 1)
    #expect(adjacent.numberOfItemChanges == 1)
    let ends = try roundTrip(old, try makeSnapshot([("a", [3, 2, 1])]))
    #expect(ends.itemMoves.count == 2)
    #expect(ends.itemInsertions.isEmpty && ends.itemRemovals.isEmpty)
  }

  @Test func onlyInsertionsAndDeletionsGiveNoMoves() throws {
    let old = try makeSnapshot([("a", [1, 2, 3, 4]), ("b", [5, 6])])
    let new = try makeSnapshot([("z", [100]), ("a", [0, 2, 7, 4, 8]), ("b", [5, 6, 9])])
    let difference = try roundTrip(old, new)
    #expect(difference.itemMoves.isEmpty)
    #expect(difference.sectionMoves.isEmpty)
    #expect(difference.sectionInsertions == [.init(section: "z", to: 0)])
    #expect(Set(difference.itemRemovals.map(\.item)) == [1, 3])
    #expect(difference.itemInsertions.map(\.item) == [100, 0, 7, 8, 9])
    #expect(difference.itemInsertions[1].to == .init(section: "a", index: 0))
  }

  @Test func itemChangingSectionIsAMove() throws {
    let old = try makeSnapshot([("a", [1, 2]), ("b", [3])])
    let new = try makeSnapshot([("a", [1]), ("b", [3, 2])])
    let difference = try roundTrip(old, new)
    #expect(
      difference.itemMoves == [
        .init(item: 2, from: .init(section: "a", index: 1), to: .init(section: "b", index: 1))
      ])
    #expect(difference.itemRemovals.isEmpty && difference.itemInsertions.isEmpty)
    #expect(difference.numberOfSectionChanges == 0)
  }

  @Test func sectionMovedWithItsItemsIsOneSectionMove() throws {
    let old = try makeSnapshot([("a", [1, 2]), ("b", [3, 4]), ("c", [5])])
    let new = try makeSnapshot([("c", [5]), ("a", [1, 2]), ("b", [3, 4])])
    let difference = try roundTrip(old, new)
    #expect(difference.sectionMoves == [.init(section: "c", from: 2, to: 0)])
    #expect(difference.numberOfItemChanges == 0)
    #expect(difference.count == 1)
  }

  @Test func sectionRemovalAndInsertion() throws {
    let old = try makeSnapshot([("a", [1]), ("b", [2])])
    let new = try makeSnapshot([("b", [2]), ("c", [1, 3])])
    let difference = try roundTrip(old, new)
    #expect(difference.sectionRemovals == [.init(section: "a", from: 0)])
    #expect(difference.sectionInsertions == [.init(section: "c", to: 1)])
    #expect(difference.sectionMoves.isEmpty)
    #expect(difference.itemMoves.map(\.item) == [1])
    #expect(difference.itemInsertions.map(\.item) == [3])
  }

  @Test func applyingToTheWrongSnapshotThrows() throws {
    let old = try makeSnapshot([("a", [1, 2, 3])])
    let new = try makeSnapshot([("a", [3, 1])])
    let difference = new.difference(from: old)
    let other = try makeSnapshot([("a", [2, 1, 3])])
    #expect(throws: Snap.Failure.self) { try other.applying(difference) }
    #expect(throws: Snap.Failure.itemNotFound(2)) { try Snap().applying(difference) }
  }

  @Test func applyingRejectsBadIndicesAndDuplicates() throws {
    let old = try makeSnapshot([("a", [1])])
    let outOfRange = Difference(itemInsertions: [.init(item: 2, to: .init(section: "a", index: 5))])
    #expect(throws: Snap.Failure.itemPositionMismatch(2, index: 5)) { try old.applying(outOfRange) }
    let duplicate = Difference(itemInsertions: [.init(item: 1, to: .init(section: "a", index: 0))])
    #expect(throws: Snap.Failure.duplicateItem(1)) { try old.applying(duplicate) }
    let unknownSection = Difference(itemInsertions: [
      .init(item: 2, to: .init(section: "q", index: 0))
    ])
    #expect(throws: Snap.Failure.sectionNotFound("q")) { try old.applying(unknownSection) }
    var withEmpty = old
    try withEmpty.appendSections(["b"])
    let sectionClash = Difference(sectionInsertions: [.init(section: "b", to: 2)])
    #expect(throws: Snap.Failure.duplicateSection("b")) { try withEmpty.applying(sectionClash) }
    let staleSection = Difference(sectionRemovals: [.init(section: "a", from: 3)])
    #expect(throws: Snap.Failure.sectionPositionMismatch("a", index: 3)) {
      try old.applying(staleSection)
    }
  }

  @Test func applyingDoesNotDependOnListOrder() throws {
    let old = try makeSnapshot([("a", [1, 2, 3, 4, 5, 6])])
    let new = try makeSnapshot([("a", [9, 6, 2, 8, 1, 3, 7])])
    var difference = new.difference(from: old)
    difference.itemInsertions.reverse()
    difference.itemMoves.reverse()
    #expect(try old.applying(difference) == new)
  }

  // MARK: - Properties

  @Test func randomPairsRoundTrip() async {
    await propertyCheck(count: 400, input: SnapshotGen.snapshot, SnapshotGen.snapshot) {
      old, new throws in
      let difference = new.difference(from: old)
      #expect(try old.applying(difference) == new)
      #expect(difference.count == Self.upperBoundCheck(old, new, difference))
    }
  }

  @Test func nearbyPairsRoundTrip() async {
    await propertyCheck(count: 400, input: SnapshotGen.snapshot, SnapshotGen.edits) {
      old, edits throws in
      let new = SnapshotGen.apply(edits, to: old)
      let difference = new.difference(from: old)
      #expect(try old.applying(difference) == new)
    }
  }

  @Test func differenceFromItselfIsEmpty() async {
    await propertyCheck(count: 300, input: SnapshotGen.snapshot) { snapshot throws in
      #expect(snapshot.difference(from: snapshot).isEmpty)
      #expect(try snapshot.applying(snapshot.difference(from: snapshot)) == snapshot)
    }
  }

  @Test func singleRandomMoveIsExactlyOneMove() async {
    await propertyCheck(
      count: 300, input: SnapshotGen.snapshot, Gen.int(in: 0...1000), Gen.int(in: 0...1000)
    ) {
      old, from, to throws in
      let items = old.itemIdentifiers
      guard items.count >= 2 else { return }
      let item = items[from % items.count]
      let anchor = items[to % items.count]
      guard item != anchor else { return }
      var new = old
      try new.moveItem(item, beforeItem: anchor)
      let difference = new.difference(from: old)
      #expect(try old.applying(difference) == new)
      if new != old {
        // One move; for an adjacent swap either of the two items may be the one reported.
        #expect(difference.count == 1)
        #expect(difference.itemMoves.count == 1)
      }
    }
  }

  /// Every change accounts for at least one identifier; checks the bookkeeping of removals and
  /// insertions against plain set arithmetic.
  static func upperBoundCheck(_ old: Snap, _ new: Snap, _ difference: Difference) -> Int {
    let oldItems = Set(old.itemIdentifiers)
    let newItems = Set(new.itemIdentifiers)
    let oldSections = Set(old.sectionIdentifiers)
    let newSections = Set(new.sectionIdentifiers)
    #expect(Set(difference.itemRemovals.map(\.item)) == oldItems.subtracting(newItems))
    #expect(Set(difference.itemInsertions.map(\.item)) == newItems.subtracting(oldItems))
    #expect(Set(difference.sectionRemovals.map(\.section)) == oldSections.subtracting(newSections))
    #expect(
      Set(difference.sectionInsertions.map(\.section)) == newSections.subtracting(oldSections))
    for move in difference.itemMoves {
      #expect(old.sectionIdentifier(containingItem: move.item) == move.from.section)
      #expect(new.sectionIdentifier(containingItem: move.item) == move.to.section)
    }
    return difference.count
  }
}
