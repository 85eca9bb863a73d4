import Testing
import TrellisData

@Suite("SectionSnapshot")
struct SectionSnapshotTests {
  typealias Outline = SectionSnapshot<String>
  typealias Failure = SectionSnapshotError<String>

  /// Categories as parents, emoji as children (seed outline); "Faces" has a nested group.
  func emojiOutline() throws -> Outline {
    var outline = Outline()
    try outline.append(["Faces", "Animals"])
    try outline.append(["😀", "😂"], to: "Faces")
    try outline.append(["Cats"], to: "Faces")
    try outline.append(["😺", "😻"], to: "Cats")
    try outline.append(["🐶"], to: "Animals")
    return outline
  }

  @Test func itemsAreDepthFirstAndParentsStartCollapsed() throws {
    let outline = try emojiOutline()
    #expect(outline.items == ["Faces", "😀", "😂", "Cats", "😺", "😻", "Animals", "🐶"])
    #expect(outline.rootItems == ["Faces", "Animals"])
    #expect(outline.visibleItems == ["Faces", "Animals"])
    #expect(!outline.isExpanded("Faces"))
    #expect(!outline.isVisible("😀"))
    #expect(outline.isVisible("Animals"))
  }

  @Test func hierarchyQueries() throws {
    let outline = try emojiOutline()
    #expect(outline.level(of: "Faces") == 0)
    #expect(outline.level(of: "Cats") == 1)
    #expect(outline.level(of: "😻") == 2)
    #expect(outline.level(of: "🦄") == nil)
    #expect(outline.parent(of: "😺") == "Cats")
    #expect(outline.parent(of: "Faces") == nil)
    #expect(outline.children(of: "Faces") == ["😀", "😂", "Cats"])
    #expect(outline.children(of: "🐶").isEmpty)
    #expect(outline.contains("🐶"))
    #expect(!outline.contains("🦄"))
    #expect(outline.index(of: "Animals") == 6)
    #expect(outline.index(of: "🦄") == nil)
  }

  @Test func expandingShowsChildrenAndCollapsedSubtreesStayHidden() throws {
    var outline = try emojiOutline()
    try outline.expand(["Faces"])
    #expect(outline.visibleItems == ["Faces", "😀", "😂", "Cats", "Animals"])
    #expect(outline.isVisible("Cats"))
    #expect(!outline.isVisible("😺"))
    try outline.expand(["Cats", "Animals"])
    #expect(outline.visibleItems == outline.items)
    try outline.collapse(["Faces"])
    #expect(outline.visibleItems == ["Faces", "Animals", "🐶"])
    #expect(outline.isExpanded("Cats"))
    #expect(!outline.isVisible("😺"))  // its grandparent is collapsed
    #expect(throws: Failure.itemNotFound("🦄")) { try outline.expand(["Faces", "🦄"]) }
    #expect(throws: Failure.itemNotFound("🦄")) { try outline.collapse(["🦄"]) }
    #expect(!outline.isExpanded("Faces"))
  }

  @Test func insertBeforeAndAfterAreSiblings() throws {
    var outline = try emojiOutline()
    try outline.insert(["🙂"], before: "😂")
    try outline.insert(["Dogs"], after: "Cats")
    try outline.insert(["Food"], after: "Faces")
    try outline.insert(["Flags"], before: "Faces")
    #expect(
      outline.items == [
        "Flags", "Faces", "😀", "🙂", "😂", "Cats", "😺", "😻", "Dogs", "Food", "Animals", "🐶",
      ])
    #expect(outline.parent(of: "🙂") == "Faces")
    #expect(outline.parent(of: "Dogs") == "Faces")
    #expect(outline.children(of: "Faces") == ["😀", "🙂", "😂", "Cats", "Dogs"])
    #expect(outline.rootItems == ["Flags", "Faces", "Food", "Animals"])
    #expect(outline.level(of: "Food") == 0)
  }

  @Test func appendToNestedParentGoesAfterItsSubtree() throws {
    var outline = try emojiOutline()
    try outline.append(["🤣"], to: "Faces")
    #expect(outline.items == ["Faces", "😀", "😂", "Cats", "😺", "😻", "🤣", "Animals", "🐶"])
    try outline.append(["Plants"])
    #expect(outline.items.last == "Plants")
  }

  @Test func misuseThrowsAndChangesNothing() throws {
    var outline = try emojiOutline()
    let before = outline
    #expect(throws: Failure.duplicateItem("😀")) { try outline.append(["😀"], to: "Animals") }
    #expect(throws: Failure.duplicateItem("🐱")) { try outline.append(["🐱", "🐱"]) }
    #expect(throws: Failure.itemNotFound("Plants")) { try outline.append(["🌵"], to: "Plants") }
    #expect(throws: Failure.itemNotFound("🦄")) { try outline.insert(["x"], before: "🦄") }
    #expect(throws: Failure.itemNotFound("🦄")) { try outline.insert(["x"], after: "🦄") }
    #expect(throws: Failure.itemNotFound("🦄")) { try outline.delete(["😀", "🦄"]) }
    #expect(outline == before)
    #expect(Failure.itemNotFound("🦄").description.contains("🦄"))
  }

  @Test func deleteRemovesDescendants() throws {
    var outline = try emojiOutline()
    try outline.expand(["Cats"])
    try outline.delete(["Cats", "😺"])
    #expect(outline.items == ["Faces", "😀", "😂", "Animals", "🐶"])
    #expect(!outline.contains("😻"))
    #expect(outline.children(of: "Faces") == ["😀", "😂"])
    try outline.append(["Cats"])  // can be re-added, and starts collapsed again
    #expect(!outline.isExpanded("Cats"))
    try outline.delete(["Faces"])
    #expect(outline.items == ["Animals", "🐶", "Cats"])
    #expect(outline.rootItems == ["Animals", "Cats"])
    outline.deleteAll()
    #expect(outline.items.isEmpty && outline.rootItems.isEmpty && outline.visibleItems.isEmpty)
  }

  @Test func subSnapshotOfParent() throws {
    var outline = try emojiOutline()
    try outline.expand(["Cats"])
    let children = try outline.snapshot(of: "Faces")
    #expect(children.rootItems == ["😀", "😂", "Cats"])
    #expect(children.items == ["😀", "😂", "Cats", "😺", "😻"])
    #expect(children.level(of: "😺") == 1)
    #expect(children.parent(of: "Cats") == nil)
    #expect(children.visibleItems == ["😀", "😂", "Cats", "😺", "😻"])
    let withParent = try outline.snapshot(of: "Faces", includingParent: true)
    #expect(withParent.rootItems == ["Faces"])
    #expect(withParent.items.first == "Faces")
    #expect(withParent.level(of: "😺") == 2)
    #expect(withParent.visibleItems == ["Faces"])
    #expect(throws: Failure.itemNotFound("🦄")) { try outline.snapshot(of: "🦄") }
  }

  @Test func equalityIncludesExpansion() throws {
    let plain = try emojiOutline()
    var expanded = plain
    try expanded.expand(["Faces"])
    #expect(plain == (try emojiOutline()))
    #expect(expanded != plain)
    try expanded.collapse(["Faces"])
    #expect(expanded == plain)
  }
}
