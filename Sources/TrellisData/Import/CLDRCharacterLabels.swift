import TrellisDiagnostics

/// CLDR's character labels for one language: the names a character picker gives its groups,
/// in the language's main file (`/usr/share/unicode/cldr/common/main/ko.xml`, beside the
/// `annotations/` folder):
///
///     <characterLabel type="animals_nature">동물 및 자연</characterLabel>
///
/// `trellis import` titles Unicode's emoji groups with them (``groupLabels``). Read line by
/// line, as CLDR writes one label per line.
package struct CLDRCharacterLabels: Sendable {
  /// Each label by its type (`animals_nature`).
  package private(set) var labels: [String: String] = [:]
  /// The file's language (its `<identity>`'s `<language type="ko"/>`), if it says.
  package private(set) var language: String?

  /// The labels of `file`.
  package init(_ file: SourceFile) throws(DiagnosticError) {
    guard let text = String(validating: file.bytes, as: UTF8.self) else {
      throw DiagnosticError(file.diagnostic(at: UTF8Check.firstInvalidOffset(in: file.bytes) ?? 0, .importNotUTF8))
    }
    var offset = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      defer { offset += line.utf8.count + 1 }
      if language == nil, let start = line.range(of: "<language type=\""),
        let end = line[start.upperBound...].firstIndex(of: "\"")
      {
        language = String(line[start.upperBound..<end])
      }
      guard let start = line.range(of: "<characterLabel type=\""),
        let quote = line[start.upperBound...].firstIndex(of: "\""),
        let close = line[quote...].firstIndex(of: ">"),
        let end = line[close...].range(of: "</characterLabel>"),
        let label = CLDRAnnotations.decoded(line[line.index(after: close)..<end.lowerBound])
      else { continue }
      try CatalogStrings.check(label, .cldrName, at: offset, in: file)
      labels[String(line[start.upperBound..<quote])] = label
    }
  }

  /// The label type that names each of Unicode's emoji groups (emoji-test.txt's `# group:`).
  /// Unicode's groups are not CLDR's, so each takes the label closest to it: "Smileys &
  /// Emotion" the smiley label, "People & Body" the person label, "Component" the modifier label.
  package static let groupLabelTypes: [String: String] = [
    "Smileys & Emotion": "smiley", "People & Body": "person", "Component": "modifier",
    "Animals & Nature": "animals_nature", "Food & Drink": "food_drink", "Travel & Places": "travel_places",
    "Activities": "activities", "Objects": "objects", "Symbols": "symbols", "Flags": "flags",
  ]

  /// The labels of Unicode's groups that this file has, by group name.
  package var groupLabels: [String: String] {
    Dictionary(
      uniqueKeysWithValues: Self.groupLabelTypes.compactMap { group, type in labels[type].map { (group, $0) } })
  }
}
