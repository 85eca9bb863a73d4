import TrellisDiagnostics

/// Unicode's list of emoji, `emoji-test.txt` (Debian's unicode-data has it at
/// `/usr/share/unicode/emoji/emoji-test.txt`), read for its fully-qualified emoji:
///
///     # group: Smileys & Emotion
///     # subgroup: face-smiling
///     1F600 ; fully-qualified # 😀 E1.0 grinning face
///
/// Every line is checked; a file that is not this list is an error at its first line that does
/// not fit, so `trellis import` never writes a catalog from the wrong file. What is read is also
/// checked against the emoji loader's rules (``CatalogStrings``), so that the catalog written
/// always loads: a character no page may hold, a string too long or an emoji of too many code
/// points is an error at its place; an emoji listed twice in a group is a warning, and only its
/// first line is kept.
package struct EmojiTestFile: Sendable {
  package struct Group: Sendable, Equatable {
    /// `Smileys & Emotion`.
    package var name: String
  }

  package struct Entry: Sendable, Equatable {
    package var text: String
    /// The CLDR short name: `grinning face`.
    package var name: String
    /// Index in ``groups``.
    package var group: Int
    package var subgroup: String
  }

  /// Groups holding fully-qualified emoji, in file order.
  package private(set) var groups: [Group] = []
  /// Fully-qualified emoji, in file order.
  package private(set) var emoji: [Entry] = []
  /// What was read but left out (an emoji listed twice in its group), each at its line.
  package private(set) var warnings: [Diagnostic] = []

  package init(_ file: SourceFile) throws(DiagnosticError) {
    guard let text = String(validating: file.bytes, as: UTF8.self) else {
      throw DiagnosticError(file.diagnostic(at: UTF8Check.firstInvalidOffset(in: file.bytes) ?? 0, .importNotUTF8))
    }
    var group: String?
    var subgroup: String?
    var offset = 0
    var sawGroup = false
    var groupNames: Set<String> = []
    // The current group's emoji, each with the offset of its line.
    var inGroup: [String: Int] = [:]
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      defer { offset += line.utf8.count + 1 }
      let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
      if trimmed.isEmpty { continue }
      if let name = Self.header("# group:", in: line) {
        try Self.check(header: line, name, .groupName, at: offset, in: file)
        group = name
        sawGroup = true
        continue
      }
      if let name = Self.header("# subgroup:", in: line) {
        try Self.check(header: line, name, .subgroupName, at: offset, in: file)
        subgroup = name
        continue
      }
      if line.hasPrefix("#") { continue }
      guard let entry = Self.entry(line) else {
        throw DiagnosticError(file.diagnostic(at: offset, .notAnEmojiTestLine))
      }
      guard entry.status == "fully-qualified" else { continue }
      guard let group, let subgroup else {
        throw DiagnosticError(file.diagnostic(at: offset, .emojiBeforeGroup))
      }
      try Self.check(entry: line, text: entry.text, name: entry.name, at: offset, in: file)
      if groups.last?.name != group {
        guard groupNames.insert(group).inserted else {
          throw DiagnosticError(file.diagnostic(at: offset, .groupSplit(group)))
        }
        groups.append(Group(name: group))
        inGroup = [:]
      }
      if let first = inGroup[entry.text] {
        warnings.append(
          file.diagnostic(
            .warning, at: offset, .duplicateEmoji(entry.text, group: group),
            notes: [.firstSeen(at: file.location(at: first))]))
        continue
      }
      inGroup[entry.text] = offset
      emoji.append(Entry(text: entry.text, name: entry.name, group: groups.count - 1, subgroup: subgroup))
    }
    guard sawGroup, !emoji.isEmpty else { throw DiagnosticError(file.diagnostic(at: 0, .notAnEmojiTestFile)) }
  }

  /// The name after `prefix` (`# group: Smileys & Emotion`), if the line is that header.
  private static func header(_ prefix: String, in line: Substring) -> String? {
    guard line.hasPrefix(prefix) else { return nil }
    let name = line.dropFirst(prefix.count).trimmingWhitespace()
    return name.isEmpty ? nil : name
  }

  /// `1F600 ; fully-qualified # 😀 E1.0 grinning face`: the code points must spell the text.
  private static func entry(_ line: Substring) -> (status: String, text: String, name: String)? {
    guard let semicolon = line.firstIndex(of: ";"), let hash = line[semicolon...].firstIndex(of: "#") else {
      return nil
    }
    var text = ""
    for point in line[..<semicolon].split(separator: " ") {
      guard point.count <= 6, let value = UInt32(point, radix: 16), let scalar = Unicode.Scalar(value) else {
        return nil
      }
      text.unicodeScalars.append(scalar)
    }
    let status = line[line.index(after: semicolon)..<hash].trimmingWhitespace()
    // After '#': the emoji, its version (E1.0), its name. Split by scalars, not characters: a
    // skin tone modifier after a space joins the space in one character.
    let comment = line[line.index(after: hash)...].unicodeScalars.split(separator: " ", maxSplits: 2)
    guard !text.isEmpty, !status.isEmpty, comment.count == 3,
      comment[0].elementsEqual(text.unicodeScalars), comment[1].first == "E"
    else { return nil }
    let name = String(String.UnicodeScalarView(comment[2])).trimmingCharacters()
    return name.isEmpty ? nil : (status, text, name)
  }
}

extension EmojiTestFile {
  /// An error when a header's name (which the catalog may hold) breaks the loader's rules.
  private static func check(
    header line: Substring, _ name: String, _ what: ImportedString, at offset: Int, in file: SourceFile
  ) throws(DiagnosticError) {
    try CatalogStrings.checkCharacters(of: line, at: offset, in: file)
    try CatalogStrings.check(name, what, at: offset, in: file)
  }

  /// An error when a fully-qualified emoji's line breaks the loader's rules: a character no page
  /// may hold (the emoji is written in its comment too), an emoji of white space only or of too
  /// many code points, a name too long.
  private static func check(
    entry line: Substring, text: String, name: String, at offset: Int, in file: SourceFile
  ) throws(DiagnosticError) {
    try CatalogStrings.checkCharacters(of: line, at: offset, in: file)
    let count = text.unicodeScalars.count
    guard count <= CatalogStrings.maximumCodePoints else {
      throw DiagnosticError(file.diagnostic(at: offset, .tooManyCodePoints(count)))
    }
    guard !text.allSatisfy(\.isWhitespace) else { throw DiagnosticError(file.diagnostic(at: offset, .blankEmoji)) }
    try CatalogStrings.check(name, .emojiName, at: offset, in: file)
  }
}

extension Substring {
  fileprivate func trimmingWhitespace() -> String { String(self).trimmingCharacters() }
}

extension String {
  /// Without white space at either end.
  fileprivate func trimmingCharacters() -> String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}

extension EmojiTestFile {
  /// The list with only the named groups, each named by its name (`Animals & Nature`) or by its
  /// category id (`animals-nature`), kept in file order. A name that is no group is an error
  /// that lists the groups.
  package func keepingGroups(_ names: [String]) throws(DiagnosticError) -> EmojiTestFile {
    var kept: Set<Int> = []
    var problems: [Diagnostic] = []
    for name in names {
      guard let index = groups.firstIndex(where: { $0.name == name || Self.identifier($0.name) == name }) else {
        problems.append(Diagnostic(.error, at: nil, .unknownGroup(name, known: groups.map(\.name)), path: "--group"))
        continue
      }
      kept.insert(index)
    }
    if !problems.isEmpty { throw DiagnosticError(problems) }
    var list = self
    var newIndex: [Int: Int] = [:]
    list.groups = groups.indices.filter(kept.contains).map { index in
      newIndex[index] = newIndex.count
      return groups[index]
    }
    list.emoji = emoji.compactMap { entry in
      guard let group = newIndex[entry.group] else { return nil }
      var kept = entry
      kept.group = group
      return kept
    }
    return list
  }
}
