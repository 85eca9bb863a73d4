import Testing
import TrellisDiagnostics

@testable import TrellisData

/// `JSONPlaces` finds where a decoded value is written from its JSON path, one-value shorthands
/// included, so that a check made on values points at the file, line and column.
@Suite struct JSONPlacesTests {
  private let file = SourceFile(
    name: "site.json",
    text: """
      {
        "pages": [
          {"id": "a", "sections": [{"data": {"category": "animals"}}]},
          {"id": "b", "sections": [{"data": {"categories": ["food", "travel"]}}]}
        ],
        "data": {"emoji": "emoji.json", "universe": "les-mis"}
      }
      """)

  private func places() throws -> JSONPlaces {
    JSONPlaces(file: file, root: try JSONValue.parse(file))
  }

  /// Line and column of a place, and its path as written.
  private func place(_ path: [JSONPathComponent], atKey: Bool = false) throws -> (Int, Int, String)? {
    guard let place = try places().place(of: path, atKey: atKey) else { return nil }
    let location = file.location(at: place.offset)
    return (location.line, location.column, jsonPathDescription(place.path))
  }

  @Test func aListedValueIsFoundAtItsIndex() throws {
    let found = try place([
      .key("pages"), .index(1), .key("sections"), .index(0), .key("data"), .key("categories"), .index(1),
    ])
    #expect(found?.0 == 4)
    #expect(found?.1 == 63)
    #expect(found?.2 == "pages[1].sections[0].data.categories[1]")
  }

  /// `categories[0]` is the value of `category` where the object has the one-value form.
  @Test func aShorthandIsFoundByItsListsPath() throws {
    let found = try place([
      .key("pages"), .index(0), .key("sections"), .index(0), .key("data"), .key("categories"), .index(0),
    ])
    #expect(found?.0 == 3)
    #expect(found?.1 == 52)
    #expect(found?.2 == "pages[0].sections[0].data.category")
  }

  /// `universes[0]` is `universe` (a plural in `s`), and `emoji[0]` is `emoji`'s one value when
  /// it is not a list.
  @Test func pluralsInSAndValuesThatAreNotListsAreShorthandsToo() throws {
    let universe = try place([.key("data"), .key("universes"), .index(0)])
    #expect(universe?.2 == "data.universe")
    #expect(universe?.0 == 6)
    let emoji = try place([.key("data"), .key("emoji"), .index(0)])
    #expect(emoji?.2 == "data.emoji")
    #expect(emoji?.1 == 21)
  }

  /// With `atKey`, a member is placed at its key, where an unknown or misplaced key is reported.
  @Test func atKeyPlacesAMemberAtItsKey() throws {
    let value = try place([.key("data"), .key("universe")])
    let key = try place([.key("data"), .key("universe")], atKey: true)
    #expect(value?.0 == 6 && key?.0 == 6)
    #expect((key?.1 ?? 0) < (value?.1 ?? 0))
    #expect(key?.1 == 35)
    #expect(value?.1 == 47)
  }

  /// A path that leads nowhere is placed at the deepest value on its way, by that value's path.
  @Test func aPathThatLeadsNowhereStopsAtTheDeepestValueOnItsWay() throws {
    let found = try place([.key("pages"), .index(7), .key("title")])
    #expect(found?.2 == "pages")
    #expect(found?.0 == 2)
    let missingKey = try place([.key("pages"), .index(0), .key("title")])
    #expect(missingKey?.2 == "pages[0]")
    #expect(missingKey?.0 == 3)
  }

  /// Values made in Swift have no file: a problem is placed by its path alone.
  @Test func valuesWithoutAFileArePlacedByPathAlone() throws {
    let diagnostic = JSONPlaces.none.diagnostic(
      at: [.key("pages"), .index(2), .key("id")], Diagnostic.Message("test.message", "a message"))
    #expect(diagnostic.location == nil)
    #expect(diagnostic.path == "pages[2].id")
    let located = try places().diagnostic(
      at: [.key("pages"), .index(0), .key("id")], Diagnostic.Message("test.message", "a message"))
    #expect(located.location?.line == 3)
    #expect(located.path == "pages[0].id")
  }
}
