import TrellisDiagnostics

extension EmojiTestFile {
  /// The list as an emoji.json: each group a category (`Smileys & Emotion` becomes
  /// `smileys-emotion`), each emoji with its subgroup, titled with its CLDR name, and with its
  /// CLDR keywords when `annotations` has them. One emoji per line, the same bytes every time.
  package func catalogJSON(annotations: CLDRAnnotations? = nil) -> String {
    var ids: [String] = []
    for group in groups {
      var id = Self.identifier(group.name)
      var suffix = 2
      while ids.contains(id) {  // two names that read alike: keep both
        id = Self.identifier(group.name) + "-\(suffix)"
        suffix += 1
      }
      ids.append(id)
    }
    var json = "{\"categories\": [\n"
    json += zip(ids, groups).map { id, group in
      "  {\"id\": \(JSONEscaping.string(id)), \"title\": \(JSONEscaping.string(group.name))}"
    }.joined(separator: ",\n")
    json += "\n],\n\"emoji\": [\n"
    json += emoji.map { entry in
      let key = CLDRAnnotations.key(entry.text)
      let title = annotations?.names[key] ?? entry.name
      var line = "  {\"text\": \(JSONEscaping.string(entry.text)), \"title\": \(JSONEscaping.string(title))"
      line += ", \"category\": \(JSONEscaping.string(ids[entry.group]))"
      line += ", \"subgroup\": \(JSONEscaping.string(entry.subgroup))"
      if let keywords = annotations?.keywords[key], !keywords.isEmpty {
        line += ", \"keywords\": [" + keywords.map(JSONEscaping.string).joined(separator: ", ") + "]"
      }
      return line + "}"
    }.joined(separator: ",\n")
    return json + "\n]}\n"
  }

  /// A category id from a group's name: lower-case letters and digits, other runs as `-`.
  static func identifier(_ name: String) -> String {
    var id = ""
    var pendingDash = false
    for scalar in name.lowercased().unicodeScalars {
      if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
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
