import Testing
import TrellisTestSupport

@testable import TrellisData

/// characters.json, read by the catalog's loader.
private let charactersJSON = MarkedInput(file: "characters.json") {
  _ = try CharacterCatalog.load(from: SourceFile(name: "characters.json", text: $0))
}

@Suite struct CharacterCatalogLoadingTests {
  @Test func loadsTheBundledCatalog() throws {
    let catalog = try CharacterCatalog.load(from: SourceFile.read(path: TestSupport.bundledSite + "/characters.json"))
    #expect(catalog.universes.map(\.id) == ["wonderland", "bakerStreet", "olympus"])
    let teaParty = try #require(catalog.universe(id: "wonderland")?.section(id: "teaParty"))
    #expect(teaParty.characters.map(\.name) == ["Mad Hatter", "March Hare", "Dormouse"])
    #expect(catalog.universe(id: "bakerStreet")?.section(id: "clients")?.characters.isEmpty == true)
    let all = catalog.universes.flatMap { $0.sections.flatMap(\.characters) }
    #expect(all.contains(where: \.isComplete) && all.contains(where: { !$0.isComplete }))
  }

  @Test func isCompleteDefaultsToFalse() throws {
    let catalog = try CharacterCatalog.load(
      from: SourceFile(
        name: "c.json",
        text:
          #"{"universes": [{"id": "u", "title": "U", "sections": [{"id": "s", "title": "S", "characters": [{"name": "A", "job": "j", "imageName": "a"}]}]}]}"#
      ))
    #expect(catalog.universes[0].sections[0].characters[0].isComplete == false)
  }

  @Test func wrongTypeForIsComplete() {
    charactersJSON.expectError(
      """
      {"universes": [{"id": "u", "title": "U", "sections": [{"id": "s", "title": "S", "characters": [
        {"name": "A", "job": "j", "imageName": "a", "isComplete": ‸"yes"}]}]}]}
      """,
      "expected true or false, found a string (at universes[0].sections[0].characters[0].isComplete) [json.typeMismatch]"
    )
  }

  @Test func missingName() {
    charactersJSON.expectError(
      """
      {"universes": [{"id": "u", "title": "U", "sections": [{"id": "s", "title": "S", "characters": [
        ‸{"job": "j", "imageName": "a"}]}]}]}
      """,
      "missing key \"name\" (at universes[0].sections[0].characters[0]) [json.missingKey]")
  }

  @Test func duplicateSectionIDNamesBothPlaces() {
    charactersJSON.expectError(
      """
      {"universes": [{"id": "u", "title": "U", "sections": [
        {"id": "s", "title": "S", "characters": []},
        ‸{"id": "s", "title": "T", "characters": []}]}]}
      """,
      "duplicate section id \"s\" in universe \"u\" (at universes[0].sections[1].id) [data.duplicateCharacterSection]\n"
        + "characters.json:2:3: note: first seen here (at universes[0].sections[0].id)")
  }

  @Test func unknownTopLevelKey() {
    charactersJSON.expectError(
      #"{‸"universe": []}"#,
      "unknown key \"universe\"; did you mean \"universes\"? (expected one of: universes) (at universe) [json.unknownKey]"
    )
  }
}
