extension Gallery {
  /// Titles (and descriptions) for the values pages and sections are made from, by id: site.json's
  /// `titles`. They stand before the data files' own, so a site in another language can use an
  /// English emoji.json and title everything it shows in its own words:
  ///
  ///     "titles": {
  ///       "categories": {"smileys": {"title": "스마일리", "description": "웃는 얼굴과 감정"}},
  ///       "subgroups": {"face-smiling": {"title": "웃는 얼굴"}},
  ///       "universes": {"wonderland": {"title": "이상한 나라"}}
  ///     }
  ///
  /// A category or universe not named keeps its data file's title. A subgroup not named here or
  /// in emoji.json's `subgroups` is titled from its id, in English ("face-smiling" → "Face
  /// smiling"), with a warning on a site whose language is not English.
  public struct Titles: Sendable, Hashable {
    /// Emoji categories' titles, by category id.
    public var categories: [String: Title]
    /// Unicode subgroups' titles, by subgroup id ("face-smiling").
    public var subgroups: [String: Title]
    /// Character universes' titles, by universe id.
    public var universes: [String: Title]

    /// Creates titles: none unless given.
    public init(
      categories: [String: Title] = [:], subgroups: [String: Title] = [:], universes: [String: Title] = [:]
    ) {
      self.categories = categories
      self.subgroups = subgroups
      self.universes = universes
    }

    /// Whether no title is given.
    public var isEmpty: Bool { categories.isEmpty && subgroups.isEmpty && universes.isEmpty }
  }

  /// A value's title, in headers and navigation, and what it holds in a sentence, which its
  /// page's card on the home page shows.
  public struct Title: Sendable, Hashable, Codable {
    /// The title.
    public var title: String
    /// What the value holds, in a sentence.
    public var description: String?

    enum CodingKeys: String, CodingKey, CaseIterable { case title, description }

    /// Creates a title.
    public init(title: String, description: String? = nil) {
      self.title = title
      self.description = description
    }
  }
}
