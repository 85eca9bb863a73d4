import TrellisDiagnostics

extension EmojiTestFile {
  /// The list as an emoji.json: each group a category (`Smileys & Emotion` becomes
  /// `smileys-emotion`), titled with its name in `groupTitles` (CLDR's character label, in the
  /// annotations' language) or else Unicode's; each emoji with its subgroup, titled with its
  /// CLDR name, and with its CLDR keywords when `annotations` has them. `title` makes each title
  /// as written (capitalised by the language's rules, when asked). One emoji per line, the same
  /// bytes every time.
  package func catalogJSON(
    annotations: CLDRAnnotations? = nil, groupTitles: [String: String] = [:], title: (String) -> String = { $0 }
  ) -> String {
    let ids = categoryIDs()
    var json = "{\"categories\": [\n"
    json += zip(ids, groups).map { id, group in
      let groupTitle = title(groupTitles[group.name] ?? group.name)
      return "  {\"id\": \(JSONEscaping.string(id)), \"title\": \(JSONEscaping.string(groupTitle))}"
    }.joined(separator: ",\n")
    json += "\n],\n\"emoji\": [\n"
    json += emoji.map { entry in
      let key = CLDRAnnotations.key(entry.text)
      let name = title(annotations?.names[key] ?? entry.name)
      var line = "  {\"text\": \(JSONEscaping.string(entry.text)), \"title\": \(JSONEscaping.string(name))"
      line += ", \"category\": \(JSONEscaping.string(ids[entry.group]))"
      line += ", \"subgroup\": \(JSONEscaping.string(entry.subgroup))"
      if let keywords = annotations?.keywords[key], !keywords.isEmpty {
        line += ", \"keywords\": [" + keywords.map(JSONEscaping.string).joined(separator: ", ") + "]"
      }
      return line + "}"
    }.joined(separator: ",\n")
    return json + "\n]}\n"
  }

  /// Each group's category id, in order: two names that read alike both keep theirs, the
  /// second with `-2` (then `-3`…). In linear time: the ids taken are a set, and each id made
  /// from a name remembers the next suffix to try.
  func categoryIDs() -> [String] {
    var taken: Set<String> = []
    var nextSuffix: [String: Int] = [:]
    return groups.map { group in
      let base = Self.identifier(group.name)
      var id = base
      if taken.contains(base) {
        var suffix = nextSuffix[base, default: 2]
        while taken.contains(base + "-\(suffix)") { suffix += 1 }
        id = base + "-\(suffix)"
        nextSuffix[base] = suffix + 1
      }
      taken.insert(id)
      return id
    }
  }

  /// The longest category id made from a group's name (choice): ids become parts of file
  /// names (`emoji-animals-nature.html`), which have at most 255 bytes. Unicode's are under 20.
  static let maximumIdentifierLength = 64

  /// A category id from a group's name: lower-case letters and digits, other runs as `-`; at
  /// most ``maximumIdentifierLength`` of them.
  static func identifier(_ name: String) -> String {
    var id = ""
    var pendingDash = false
    for scalar in name.lowercased().unicodeScalars {
      if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
        if id.utf8.count + (pendingDash ? 2 : 1) > maximumIdentifierLength { break }
        if pendingDash && !id.isEmpty { id += "-" }
        pendingDash = false
        id.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
      }
    }
    return id.isEmpty ? "group" : id
  }
}
