import PropertyBased
import TrellisData

/// Generators of random snapshots drawn from small identifier pools, so that two random snapshots
/// overlap heavily (shared sections and items, items in other sections, sections reordered).
enum SnapshotGen {
  static let sectionPool = ["a", "b", "c", "d", "e", "f"]

  /// A snapshot with up to 6 sections (random order) and up to 30 items out of 0...24.
  static var snapshot: Generator<Snapshot<String, Int>, some SendableSequenceType> {
    zip(
      Gen.shuffled(sectionPool),
      Gen.int(in: 0...6),
      Gen.int(in: 0...24).array(of: 0...30),
      Gen.int(in: 0...5).array(of: 30)
    ).map { sections, sectionCount, items, placement in
      build(sections: Array(sections.prefix(sectionCount)), items: items, placement: placement)
    }
  }

  /// A few random edits (kind, operand, operand) to derive a nearby snapshot.
  static var edits: Generator<[[Int]], some SendableSequenceType> {
    Gen.int(in: 0...1000).array(of: 3).array(of: 0...4)
  }

  /// Builds a snapshot: duplicate items are skipped, item `i` goes to section `placement[i]`.
  static func build(sections: [String], items: [Int], placement: [Int]) -> Snapshot<String, Int> {
    var snapshot = Snapshot<String, Int>()
    try? snapshot.appendSections(sections)
    guard !sections.isEmpty else { return snapshot }
    for (offset, item) in items.enumerated() where !snapshot.contains(item: item) {
      let section = sections[placement[offset % placement.count] % sections.count]
      try? snapshot.appendItems([item], toSection: section)
    }
    return snapshot
  }

  /// Applies edits: move an item, delete an item, insert a fresh item, move a section, add a section.
  static func apply(_ edits: [[Int]], to original: Snapshot<String, Int>) -> Snapshot<String, Int> {
    var snapshot = original
    for edit in edits {
      let items = snapshot.itemIdentifiers
      let sections = snapshot.sectionIdentifiers
      switch edit[0] % 5 {
      case 0 where items.count >= 2:
        try? snapshot.moveItem(
          items[edit[1] % items.count], afterItem: items[edit[2] % items.count])
      case 1 where !items.isEmpty:
        try? snapshot.deleteItems([items[edit[1] % items.count]])
      case 2 where !sections.isEmpty:
        try? snapshot.appendItems([100 + edit[1]], toSection: sections[edit[2] % sections.count])
      case 3 where sections.count >= 2:
        try? snapshot.moveSection(
          sections[edit[1] % sections.count], beforeSection: sections[edit[2] % sections.count])
      default:
        try? snapshot.appendSections(["n\(edit[1] % 3)"])
      }
    }
    return snapshot
  }
}
