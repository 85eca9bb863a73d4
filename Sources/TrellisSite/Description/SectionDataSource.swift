import TrellisData

/// The data a section shows, named in site.json by exactly one key:
///
///     {"emoji": {"category": "recents"}}                      one category's emoji
///     {"emoji": {"categories": ["smileys", "nature"]}}        several, in this order
///     {"emoji": {}}                                           every emoji, category by category
///     {"emoji": {"subgroup": "face-smiling"}}                 the emoji of a subgroup (or "subgroups")
///     {"emoji": {"keyword": "cat"}}                           emoji with a keyword (or "keywords")
///     {"emojiOutline": {"categories": ["smileys", "food"]}}   an outline: a parent row per category
///     {"characters": {"universe": "wonderland"}}              one section per section of the universe
///     {"characters": {"universe": "wonderland", "sections": ["teaParty"]}}
package enum SectionDataSource: Decodable, Sendable, Hashable {
  /// The selected emoji, as one flat section.
  case emoji(EmojiSelection)
  /// An outline: each category a parent row whose children are its selected emoji.
  case emojiOutline(EmojiSelection)
  /// Characters of a universe: one rendered section per character section (all when `nil`).
  /// The universe may be left out in a page expanded over universes: it is the page's.
  case characters(universe: Located<String>?, sections: [Located<String>]?)

  enum Kind: String, CodingKey, CaseIterable { case emoji, emojiOutline, characters }
  enum EmojiKeys: String, CodingKey { case category, categories, subgroup, subgroups, keyword, keywords }
  enum CharacterKeys: String, CodingKey { case universe, section, sections }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Kind.self)
    let present = Kind.allCases.filter { container.contains($0) }
    guard present.count == 1, let kind = present.first else {
      throw DecodingError.problem(.sectionDataKind, at: container.codingPath)
    }
    switch kind {
    case .emoji, .emojiOutline:
      let nested = try container.nestedContainer(keyedBy: EmojiKeys.self, forKey: kind)
      let selection = EmojiSelection(
        categories: try Self.decodeOneOrMany(nested, one: .category, many: .categories),
        subgroups: try Self.decodeOneOrMany(nested, one: .subgroup, many: .subgroups),
        keywords: try Self.decodeOneOrMany(nested, one: .keyword, many: .keywords))
      self = kind == .emoji ? .emoji(selection) : .emojiOutline(selection)
    case .characters:
      let nested = try container.nestedContainer(keyedBy: CharacterKeys.self, forKey: kind)
      let universe = try nested.decodeIfPresent(Located<String>.self, forKey: .universe)
      let sections = try Self.decodeOneOrMany(nested, one: .section, many: .sections)
      self = .characters(universe: universe, sections: sections)
    }
  }

  /// `"category": "x"` is shorthand for `"categories": ["x"]`; naming both is an error.
  private static func decodeOneOrMany<Key: CodingKey>(
    _ container: KeyedDecodingContainer<Key>, one: Key, many: Key
  ) throws -> [Located<String>]? {
    if container.contains(one) && container.contains(many) {
      throw DecodingError.problem(.oneOrMany(one.stringValue, many.stringValue), forKey: many, in: container)
    }
    if let single = try container.decodeIfPresent(Located<String>.self, forKey: one) { return [single] }
    return try container.decodeIfPresent([Located<String>].self, forKey: many)
  }
}

/// Which emoji a section shows: the emoji of its categories (all of them when it names none),
/// category by category in the order named, each in file order; narrowed to the subgroups it
/// names, and to emoji with one of the keywords it names (ignoring case), when it names any.
package struct EmojiSelection: Sendable, Hashable {
  package var categories: [Located<String>]?
  package var subgroups: [Located<String>]?
  package var keywords: [Located<String>]?

  package init(
    categories: [Located<String>]? = nil, subgroups: [Located<String>]? = nil, keywords: [Located<String>]? = nil
  ) {
    self.categories = categories
    self.subgroups = subgroups
    self.keywords = keywords
  }
}
