/// An emoji.json made from numbers (a property test's input), and edits to it made from numbers:
/// what `trellis serve` must follow edit after edit.
public struct GeneratedEmojiFile: Sendable {
  /// One emoji of the file.
  public struct Entry: Sendable {
    public var id: String?
    public var text: String
    public var title: String
    public var category: Int
    public var subgroup: String?
    public var keywords: [String]
  }

  public static let categories = [("smileys", "Smileys"), ("nature", "Nature"), ("food", "Food")]
  static let texts = ["😀", "😂", "🐱", "🍎", "⚽", "🚗", "💡", "❤️", "👩‍💻", "🇫🇷"]
  /// Words for titles and keywords, as written in JSON (two with escapes).
  static let words = ["cat", "happy", "red", "car", "idea", "heart", "ball", "Été", #"a \"q\""#, #"\u00e9t\u00e9"#]

  public var entries: [Entry]
  public var categoryTitles = Self.categories.map(\.1)
  /// The white space: one emoji a line or all on one, and which of the two keys comes first.
  public var layout: Int

  /// Each emoji from five numbers. Every emoji has an identity of its own (an id where its
  /// category and text are another's), so the file builds; edits may break that.
  public init(numbers: [[Int]], layout: Int) {
    var seen: Set<String> = []
    entries = numbers.enumerated().map { index, n in
      var entry = Entry(
        id: n[0] % 5 == 0 ? "id\(index)" : nil, text: Self.texts[n[1] % Self.texts.count],
        title: Self.words[n[2] % Self.words.count], category: n[3] % 3,
        subgroup: n[4] % 4 == 0 ? nil : "sub\(n[4] % 4)", keywords: Array(Self.words.prefix(n[4] % 3)))
      if entry.id == nil, !seen.insert("\(entry.category)/\(entry.text)").inserted { entry.id = "e\(index)" }
      return entry
    }
    self.layout = layout
  }

  public var text: String {
    let separator = layout % 2 == 0 ? ", " : ",\n    "
    let categoryList = zip(Self.categories, categoryTitles).map { "{\"id\": \"\($0.0)\", \"title\": \"\($1)\"}" }
    let emoji = entries.map { entry in
      var fields: [String] = []
      if let id = entry.id { fields.append("\"id\": \"\(id)\"") }
      fields.append("\"text\": \"\(entry.text)\"")
      fields.append("\"title\": \"\(entry.title)\"")
      fields.append("\"category\": \"\(Self.categories[entry.category].0)\"")
      if let subgroup = entry.subgroup { fields.append("\"subgroup\": \"\(subgroup)\"") }
      if !entry.keywords.isEmpty {
        fields.append("\"keywords\": [" + entry.keywords.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
      }
      return "{" + fields.joined(separator: ", ") + "}"
    }
    let categoriesText = "\"categories\": [" + categoryList.joined(separator: ", ") + "]"
    let emojiText = "\"emoji\": [\n    " + emoji.joined(separator: separator) + "\n  ]"
    return layout % 3 == 0
      ? "{\n  \(emojiText),\n  \(categoriesText)\n}\n" : "{\n  \(categoriesText),\n  \(emojiText)\n}\n"
  }

  /// Applies one edit, from four numbers, and returns the file's new bytes: an edit to an emoji
  /// (title, keywords, text, id, category, subgroup), to the list (insert, remove, swap), to a
  /// category's title, or to `bytes` themselves (a byte changed or a run deleted; the entries
  /// then no longer describe the file).
  public mutating func apply(_ edit: [Int], to bytes: [UInt8]) -> [UInt8] {
    let index = entries.isEmpty ? 0 : edit[1] % entries.count
    let word = Self.words[edit[2] % Self.words.count]
    switch edit[0] % 13 {
    case 0...2 where !entries.isEmpty: entries[index].title = word + "\(edit[3] % 7)"
    case 3 where !entries.isEmpty: entries[index].keywords = Array(Self.words.suffix(edit[3] % 4))
    case 4 where !entries.isEmpty: entries[index].text = Self.texts[edit[2] % Self.texts.count]
    case 5 where !entries.isEmpty: entries[index].id = edit[3] % 2 == 0 ? nil : "id\(edit[2])"
    case 6 where !entries.isEmpty: entries[index].category = edit[2] % 3
    case 7 where !entries.isEmpty: entries[index].subgroup = edit[2] % 2 == 0 ? nil : "sub\(edit[3] % 5)"
    case 8:
      entries.insert(
        Entry(text: Self.texts[edit[2] % Self.texts.count], title: word, category: edit[3] % 3, keywords: []),
        at: entries.isEmpty ? 0 : edit[1] % (entries.count + 1))
    case 9 where !entries.isEmpty: entries.remove(at: index)
    case 10 where entries.count > 1: entries.swapAt(index, edit[2] % entries.count)
    case 11: categoryTitles[edit[1] % categoryTitles.count] = word
    default:
      guard !bytes.isEmpty else { return bytes }
      var changed = bytes
      let at = edit[1] % changed.count
      if edit[2] % 2 == 0 {
        let replacements: [UInt8] = [0x20, UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: "\""), 0xC3]
        changed[at] = replacements[edit[3] % replacements.count]
      } else {
        changed.removeSubrange(at..<min(changed.count, at + 1 + edit[3] % 12))
      }
      return changed
    }
    return Array(text.utf8)
  }
}
