import TrellisDiagnostics
import TrellisGallery

/// The emoji of a catalog, stored compactly: the UTF-8 of every string back to back in one
/// buffer, and for each emoji a fixed-size record of spans into it. Hundreds of thousands of
/// emoji are then a few large allocations instead of millions of small ones, which is most of
/// what a large build's memory and time go on. Reading an element makes a `Gallery.Emoji`; the
/// field accessors (`text(at:)`, `title(at:)`…) make only the string asked for.
package struct EmojiTable: RandomAccessCollection, Sendable {
  /// A run of bytes in ``utf8``.
  struct Span: Hashable, Sendable {
    var start: UInt32
    var count: UInt32
    static let absent = Span(start: .max, count: 0)
    var range: Range<Int> { Int(start)..<(Int(start) + Int(count)) }
  }

  struct Record: Sendable {
    var id: Span
    var text: Span
    var title: Span
    /// A run of ``keywordSpans``.
    var keywords: Span
    /// Positions in ``names``; `UInt32.max` for no subgroup.
    var category: UInt32
    var subgroup: UInt32
    var sourceOffset: Int
    var categoryOffset: Int
  }

  private(set) var utf8: [UInt8] = []
  private(set) var records: [Record] = []
  private(set) var keywordSpans: [Span] = []
  /// Category ids and subgroups, each once.
  private(set) var names: [String] = []
  private var nameIndex: [String: UInt32] = [:]
  /// Each name's UTF-8, and the two names interned last (the latest first).
  private var nameUTF8: [[UInt8]] = []
  private var recentNames: (latest: UInt32, before: UInt32) = (.max, .max)

  package init() {}

  package init(_ emoji: some Sequence<Gallery.Emoji>) {
    for item in emoji { append(item) }
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { records.count }

  package subscript(position: Int) -> Gallery.Emoji {
    let record = records[position]
    return Gallery.Emoji(
      text: string(record.text), title: string(record.title), category: names[Int(record.category)],
      subgroup: record.subgroup == .max ? nil : names[Int(record.subgroup)],
      keywords: keywordSpans[record.keywords.range].map(string), id: record.id == .absent ? nil : string(record.id))
  }

  // MARK: - Single fields

  package func text(at position: Int) -> String { string(records[position].text) }
  package func title(at position: Int) -> String { string(records[position].title) }
  package func category(at position: Int) -> String { names[Int(records[position].category)] }
  /// The emoji's subgroup (Unicode's, as `face-smiling`), if it has one.
  package func subgroup(at position: Int) -> String? {
    let subgroup = records[position].subgroup
    return subgroup == .max ? nil : names[Int(subgroup)]
  }
  /// The subgroups, each once, in the order of the first emoji that has each.
  package var subgroupsInOrder: [String] {
    var seen = [Bool](repeating: false, count: names.count)
    var found: [String] = []
    for record in records where record.subgroup != .max && !seen[Int(record.subgroup)] {
      seen[Int(record.subgroup)] = true
      found.append(names[Int(record.subgroup)])
    }
    return found
  }
  /// The numbers that stand for these subgroups in ``subgroupNumber(at:)`` (a name no emoji
  /// has is left out): a section that picks subgroups tests each emoji without making a string.
  package func subgroupNumbers(_ subgroups: some Sequence<String>) -> Set<UInt32> {
    Set(subgroups.compactMap { nameIndex[$0] })
  }
  /// The number of the emoji's subgroup (see ``subgroupNumbers(_:)``); `UInt32.max` for none.
  package func subgroupNumber(at position: Int) -> UInt32 { records[position].subgroup }
  /// The emoji's keywords.
  package func keywords(at position: Int) -> [String] { keywordSpans[records[position].keywords.range].map(string) }
  package func sourceOffset(at position: Int) -> Int { records[position].sourceOffset }
  /// Where the emoji's category value starts in its file.
  package func categoryOffset(at position: Int) -> Int { records[position].categoryOffset }

  /// The identity (`Gallery.Emoji.identity`) of the emoji at `position`.
  package func identity(at position: Int) -> String {
    let record = records[position]
    if record.id != .absent { return string(record.id) }
    return names[Int(record.category)] + "/" + string(record.text)
  }

  /// A 64-bit FNV-1a hash of ``identity(at:)``'s UTF-8, made without making the string.
  func identityHash(at position: Int) -> UInt64 {
    let record = records[position]
    var hash = StableHash()
    if record.id != .absent {
      hash.combine(utf8[record.id.range])
    } else {
      hash.combine(names[Int(record.category)].utf8)
      hash.combine(byte: UInt8(ascii: "/"))
      hash.combine(utf8[record.text.range])
    }
    return hash.value
  }

  func categoryName(_ record: Record) -> String { names[Int(record.category)] }

  /// Whether a span is empty or only white space (`" "`, but also U+3000).
  func isBlank(_ span: Span) -> Bool {
    // Visible ASCII, or the lead byte of a four-byte scalar (emoji; no space is that far out).
    for byte in utf8[span.range] where byte > 0x20 && byte < 0x80 || byte >= 0xF0 { return false }
    return string(span).allSatisfy(\.isWhitespace)
  }

  private func string(_ span: Span) -> String {
    String(decoding: utf8[span.range], as: UTF8.self)
  }

  // MARK: - Building

  /// Appends an emoji given as values, read at these offsets of its file (of its object and of
  /// its category), if it was read from one.
  package mutating func append(_ emoji: Gallery.Emoji, sourceOffset: Int = 0, categoryOffset: Int = 0) {
    func span(_ string: String) -> Span {
      let start = utf8.count
      utf8.append(contentsOf: string.utf8)
      return Span(start: UInt32(start), count: UInt32(utf8.count - start))
    }
    let keywordStart = keywordSpans.count
    for keyword in emoji.keywords { keywordSpans.append(span(keyword)) }
    let category = intern(emoji.category)
    let subgroup = emoji.subgroup.map { intern($0) } ?? .max
    records.append(
      Record(
        id: emoji.id.map(span) ?? .absent, text: span(emoji.text), title: span(emoji.title),
        keywords: Span(start: UInt32(keywordStart), count: UInt32(emoji.keywords.count)),
        category: category, subgroup: subgroup,
        sourceOffset: sourceOffset, categoryOffset: categoryOffset))
  }

  /// Appends a string's UTF-8 with `write` (which appends to the buffer it is given) and returns
  /// its span.
  mutating func appendText<E: Error>(_ write: (inout [UInt8]) throws(E) -> Void) throws(E) -> Span {
    let start = utf8.count
    try write(&utf8)
    return Span(start: UInt32(start), count: UInt32(utf8.count - start))
  }

  /// Appends a keyword's span; keywords of one emoji are appended one after another.
  mutating func appendKeyword(_ span: Span) {
    keywordSpans.append(span)
  }

  var keywordCount: Int { keywordSpans.count }
  /// The bytes of text the table holds (at most ``maximumTextBytes``).
  var textBytes: Int { utf8.count }

  mutating func append(_ record: Record) { records.append(record) }

  /// Puts the records appended since there were `count` in place of the records in `replaced`,
  /// and moves the source offsets of the records after them by `shift` bytes (a reload of part of
  /// a file). The text of the records replaced stays in the buffer, unused.
  mutating func replaceRecords(_ replaced: Range<Int>, withRecordsFrom count: Int, shiftingLaterBy shift: Int) {
    var moved: [Record] = []
    moved.reserveCapacity(count - replaced.count + (records.count - count))
    moved += records[..<replaced.lowerBound]
    moved += records[count...]
    for var record in records[replaced.upperBound..<count] {
      record.sourceOffset += shift
      record.categoryOffset += shift
      moved.append(record)
    }
    records = moved
  }

  /// The position of `name` in ``names``, adding it the first time.
  mutating func intern(_ name: String) -> UInt32 {
    if let index = nameIndex[name] { return index }
    let index = UInt32(names.count)
    names.append(name)
    nameUTF8.append(Array(name.utf8))
    nameIndex[name] = index
    return index
  }

  /// The index of the name whose UTF-8 is `bytes`, added if new. The two names interned last
  /// are compared first: a file lists an emoji's category and subgroup, and the next emoji's are
  /// most often the same.
  mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    func isName(_ index: UInt32) -> Bool {
      Int(index) < nameUTF8.count && nameUTF8[Int(index)].withUnsafeBufferPointer { $0.hasSameBytes(as: bytes) }
    }
    if isName(recentNames.latest) { return recentNames.latest }
    let index = isName(recentNames.before) ? recentNames.before : intern(String(decoding: bytes, as: UTF8.self))
    recentNames = (index, recentNames.latest)
    return index
  }

  /// Appends the emoji of `other`, read from the rest of the file after this table's: the table
  /// becomes the one reading them all in order makes, byte for byte.
  mutating func append(contentsOf other: EmojiTable) {
    let names = other.names.map { intern($0) }
    let text = UInt32(utf8.count)
    let keywords = UInt32(keywordSpans.count)
    func moved(_ span: Span) -> Span {
      span == .absent ? .absent : Span(start: span.start + text, count: span.count)
    }
    utf8.append(contentsOf: other.utf8)
    keywordSpans.reserveCapacity(keywordSpans.count + other.keywordSpans.count)
    for span in other.keywordSpans { keywordSpans.append(moved(span)) }
    records.reserveCapacity(records.count + other.records.count)
    for var record in other.records {
      (record.id, record.text, record.title) = (moved(record.id), moved(record.text), moved(record.title))
      record.keywords = Span(start: record.keywords.start + keywords, count: record.keywords.count)
      record.category = names[Int(record.category)]
      if record.subgroup != .max { record.subgroup = names[Int(record.subgroup)] }
      records.append(record)
    }
  }

  /// Sets aside room for `count` more emoji of about `bytesEach` bytes of text each.
  mutating func reserveCapacity(emoji count: Int, bytesEach: Int) {
    records.reserveCapacity(records.count + count)
    utf8.reserveCapacity(utf8.count + count * bytesEach)
  }

  /// Whether the text can be addressed by 32-bit spans (4 GiB); larger catalogs are refused.
  static let maximumTextBytes = Int(UInt32.max) - 1
}

extension Gallery.Emoji {
  /// The emoji's identity: its `id` if given, else category and text, so the same emoji may
  /// sit in two categories ("recents/🤣" and "smileys/🤣").
  package var identity: String { id ?? "\(category)/\(text)" }
}
