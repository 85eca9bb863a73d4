import TrellisData

extension LoadedSite {
  /// What `trellis check` prints: the data files, then each page with its sections and items.
  ///
  ///     Trellis Gallery (Data/site.json)
  ///       emoji       Data/emoji.json: 8 categories, 32 emoji
  ///
  ///     page explorer "Emoji Explorer": 4 sections, 84 items
  ///       recents    "Recents"    preset emojiGrid    grid    8 items
  package func summary() -> String {
    var lines: [String] = ["\(gallery.title) (\(sourceName))"]
    if let emoji {
      lines.append(
        "  emoji       \(emoji.files.map(\.name).joined(separator: ", ")): \(count(emoji.categories.count, "category", "categories")), \(count(emoji.emoji.count, "emoji", "emoji"))"
      )
    }
    if let characters {
      let sections = characters.universes.reduce(0) { $0 + $1.sections.count }
      let people = characters.universes.reduce(0) { $0 + $1.sections.reduce(0) { $0 + $1.characters.count } }
      lines.append(
        "  characters  \(characters.file.name): \(count(characters.universes.count, "universe")), \(count(sections, "section")), \(count(people, "character"))"
      )
    }
    var totalSections = 0
    var totalItems = 0
    for page in pages {
      lines.append("")
      var heading =
        "page \(page.id) \"\(page.title)\": \(count(page.sections.count, "section")), \(count(page.itemCount, "item"))"
      if page.isSegmented { heading += "; segments \(page.segments.map(\.title).joined(separator: ", "))" }
      if page.isSearchable { heading += "; searchable" }
      lines.append(heading)
      let rows = page.sections.map { section -> [String] in
        var items = count(section.itemCount, "item")
        if let groups = section.outlineGroups { items += " (\(count(groups.count, "parent")))" }
        if section.isHidden {
          items += ", hidden when empty"
        } else if section.showsEmptyMessage {
          items += ", shows empty message"
        }
        return [
          section.id, "\"\(section.title)\"", section.declaration.layout.summary, section.cell.rawValue, items,
        ]
      }
      lines += table(rows).map { "  " + $0 }
      totalSections += page.sections.count
      totalItems += page.itemCount
    }
    lines.append("")
    lines.append("ok: \(count(pages.count, "page")), \(count(totalSections, "section")), \(count(totalItems, "item"))")
    return lines.joined(separator: "\n") + "\n"
  }
}

private func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
  "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
}

/// Left-aligned columns, two spaces apart; the last column is not padded.
private func table(_ rows: [[String]]) -> [String] {
  guard let columns = rows.first?.count else { return [] }
  let widths = (0..<columns).map { column in rows.map { $0[column].count }.max() ?? 0 }
  return rows.map { row in
    row.enumerated().map { column, cell in
      column == columns - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
    }.joined(separator: "  ")
  }
}
