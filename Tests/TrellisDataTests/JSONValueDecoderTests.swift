import Testing
import TrellisDiagnostics
import TrellisTestSupport

@testable import TrellisData

private struct Pet: Decodable, Equatable {
  var name: String
  var age: Int
  var tags: [String]?
  var owner: Owner?

  struct Owner: Decodable, Equatable {
    var name: String
  }
}

private func decodeError<T: Decodable>(_ type: T.Type, _ text: String) -> [String] {
  do {
    _ = try JSONValueDecoder().decode(type, from: SourceFile(name: "p.json", text: text))
    return []
  } catch {
    return error.diagnostics.map(\.description)
  }
}

/// A `Pet` in p.json, decoded.
private let petJSON = MarkedInput(file: "p.json") {
  _ = try JSONValueDecoder().decode(Pet.self, from: SourceFile(name: "p.json", text: $0))
}

@Suite struct JSONValueDecoderTests {
  @Test func decodesNestedValues() throws {
    let pet = try JSONValueDecoder().decode(
      Pet.self,
      from: SourceFile(name: "p.json", text: #"{"name": "Rex", "age": 3, "tags": ["a"], "owner": {"name": "Ann"}}"#))
    #expect(pet == Pet(name: "Rex", age: 3, tags: ["a"], owner: .init(name: "Ann")))
  }

  @Test func unknownKeysAreErrorsWithSuggestions() {
    #expect(
      decodeError(
        Pet.self, "{\"name\": \"Rex\", \"age\": 3,\n \"owner\": {\"name\": \"Ann\", \"nmae\": 1}, \"tag\": []}")
        == [
          "p.json:2:27: error: unknown key \"nmae\"; did you mean \"name\"? (expected one of: name) (at owner.nmae) [json.unknownKey]",
          "p.json:2:39: error: unknown key \"tag\"; did you mean \"tags\"? (expected one of: name, age, tags, owner) (at tag) [json.unknownKey]",
        ])
  }

  /// The root's `$schema` (a string naming the file's JSON Schema, for editors) is ignored; in
  /// any other object it is an unknown key, and it must be a string.
  @Test func theRootsSchemaKeyIsIgnored() throws {
    let pet = try JSONValueDecoder().decode(
      Pet.self, from: SourceFile(name: "p.json", text: #"{"$schema": "./schemas/pet.json", "name": "Rex", "age": 3}"#))
    #expect(pet == Pet(name: "Rex", age: 3))
    #expect(
      decodeError(Pet.self, #"{"name": "Rex", "age": 3, "owner": {"$schema": "x", "name": "Ann"}}"#) == [
        #"p.json:1:37: error: unknown key "$schema" (expected one of: name) (at owner["$schema"]) [json.unknownKey]"#
      ])
    #expect(
      decodeError(Pet.self, #"{"$schema": 1, "name": "Rex", "age": 3}"#) == [
        "p.json:1:13: error: expected a string, found a number (at $schema) [json.typeMismatch]"
      ])
  }

  /// `null` is not an absent key: an optional key that holds one is an error at it.
  @Test func nullIsNotAnAbsentKey() {
    petJSON.expectError(
      "{\"name\": \"Rex\", \"age\": 3, \"tags\": ‸null}", "expected an array, found null (at tags) [json.typeMismatch]")
  }

  @Test func wrongTypeIsLocatedAtTheValue() {
    petJSON.expectError(
      "{\"name\": \"Rex\",\n \"age\": ‸\"three\"}", "expected an integer, found a string (at age) [json.typeMismatch]")
    #expect(
      decodeError(Pet.self, "{\"name\": 4, \"age\": 3}") == [
        "p.json:1:10: error: expected a string, found a number (at name) [json.typeMismatch]"
      ])
    petJSON.expectError(
      "{\"name\": \"Rex\", \"age\": 3, \"tags\": [\"a\", ‸2]}",
      "expected a string, found a number (at tags[1]) [json.typeMismatch]")
    petJSON.expectError("‸[]", "expected an object, found an array [json.typeMismatch]")
  }

  @Test func nonIntegerIsAnError() {
    petJSON.expectError(
      "{\"name\": \"Rex\", \"age\": ‸2.5}",
      "expected an integer in \(Int.min)...\(Int.max), found 2.5 (at age) [json.integerOutOfRange]")
  }

  @Test func missingKeyIsLocatedAtItsObjectAndNamesTheTypo() {
    petJSON.expectError("‸{\"name\": \"Rex\"}", "missing key \"age\" [json.missingKey]")
    petJSON.expectError(
      "{\"name\": \"Rex\",\n \"owner\": ‸{\"nam\": \"Ann\"}, \"age\": 1}",
      "missing key \"name\"; found \"nam\" (at owner) [json.missingKey]")
  }

  @Test func syntaxErrorsComeThrough() {
    petJSON.expectError("{\"name\": ‸}", "unexpected '}'; expected a JSON value (at name) [json.unexpectedCharacter]")
  }

  @Test func locatedRecordsOffsetAndPath() throws {
    struct Holder: Decodable { var items: [Located<String>] }
    let holder = try JSONValueDecoder().decode(
      Holder.self, from: SourceFile(name: "h.json", text: "{\"items\": [\"a\",\n \"b\"]}"))
    #expect(holder.items.map(\.value) == ["a", "b"])
    #expect(holder.items[1].offset == 17)
    #expect(jsonPathDescription(holder.items[1].path) == "items[1]")
    #expect(
      holder.items[1].diagnostic(
        in: SourceFile(name: "h.json", text: "{\"items\": [\"a\",\n \"b\"]}"), .init("test.bad", "bad")
      )
      .description
        == "h.json:2:2: error: bad (at items[1]) [test.bad]")
  }

  @Test func choicesListWhatIsExpected() {
    enum Fruit: String, DecodableChoice {
      static let choiceName = "fruit"
      static let unknownChoiceID: Diagnostic.ID = "test.unknownFruit"
      case apple, pear
    }
    struct Basket: Decodable { var fruit: Fruit }
    #expect(
      decodeError(Basket.self, "{\"fruit\": \"aple\"}")
        == [
          "p.json:1:11: error: unknown fruit \"aple\"; did you mean \"apple\"? (expected one of: apple, pear) (at fruit) [test.unknownFruit]"
        ])
  }
}
