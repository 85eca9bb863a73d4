import Foundation
import Testing
import TrellisTestSupport

/// `trellis schema` prints the JSON Schema of each input file, generated from the decoders'
/// declarations; `Schemas/` holds a copy of each for editors and readers, which must be what the
/// command prints (`TRELLIS_RECORD=1 swift test --filter SchemaCommandTests` writes them again).
@Suite struct SchemaCommandTests {
  static let files = ["site", "emoji", "characters", "layout"]

  @Test(arguments: files) func theCommittedSchemaIsTheGeneratedOne(_ file: String) throws {
    let result = try TestSupport.runTrellis(["schema", file])
    #expect(result.status == 0, "\(result.standardError)")
    let path = TestSupport.repositoryRoot + "/Schemas/\(file).schema.json"
    if TestSupport.isRecording { try Data(result.standardOutput.utf8).write(to: URL(fileURLWithPath: path)) }
    let committed = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      committed == result.standardOutput,
      "Schemas/\(file).schema.json differs from `trellis schema \(file)`: run TRELLIS_RECORD=1 swift test --filter SchemaCommandTests"
    )
  }

  /// Each schema is a 2020-12 document whose every `$ref` names one of its `$defs`, and which
  /// holds the parts a reader must find (so that an empty schema cannot pass).
  @Test(arguments: [
    ("site", ["pages", "sections", "layout", "cell", "themeColor", "strings", "titles", "pictures", "data"]),
    ("emoji", ["categories", "subgroups", "emoji", "keywords"]),
    ("characters", ["universes", "sections", "characters", "imageName", "isComplete"]),
    ("layout", ["section", "list", "preset", "variants", "group", "orthogonalScrollingBehavior", "fractionalWidth"]),
  ])
  func theSchemaIsWholeAndNamesTheFormatsKeys(_ file: String, keys: [String]) throws {
    let result = try TestSupport.runTrellis(["schema", file])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(document["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    let definitions = Set((document["$defs"] as? [String: Any] ?? [:]).keys)
    var references: Set<String> = []
    var properties: Set<String> = []
    func walk(_ value: Any) {
      if let object = value as? [String: Any] {
        if let reference = object["$ref"] as? String { references.insert(reference) }
        if let named = object["properties"] as? [String: Any] { properties.formUnion(named.keys) }
        object.values.forEach(walk)
      } else if let array = value as? [Any] {
        array.forEach(walk)
      }
    }
    walk(document)
    #expect(references.subtracting(definitions.map { "#/$defs/\($0)" }).isEmpty)
    for key in keys + ["$schema"] { #expect(properties.contains(key), "\(file): no key \(key)") }
  }

  @Test func anUnknownFileIsAUsageError() throws {
    let result = try TestSupport.runTrellis(["schema", "sight"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("sight"))
  }
}
