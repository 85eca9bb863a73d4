extension Gallery {
  /// An emoji category: a heading, and the order emoji are shown in.
  public struct Category: Sendable, Hashable, Encodable {
    /// The category's identifier, which emoji and sections name.
    public var id: String
    /// The category's title, in section headers.
    public var title: String
    /// What the category holds, in a sentence: its page's card on the home page shows it.
    public var description: String?

    /// Creates a category.
    public init(id: String, title: String, description: String? = nil) {
      self.id = id
      self.title = title
      self.description = description
    }
  }

  /// A Unicode subgroup's title and description (emoji.json's `subgroups`): the same fields as a
  /// category's, `{"id": "face-smiling", "title": "Smiling faces"}`.
  public typealias Subgroup = Category

  /// One emoji: the three fields of Apple's Emoji Explorer sample (`text`, `title`, `category`)
  /// and optional ones.
  public struct Emoji: Sendable, Hashable {
    /// The emoji itself: "😀".
    public var text: String
    /// Its name: "Grinning face".
    public var title: String
    /// The identifier of its ``Category``.
    public var category: String
    /// Unicode's subgroup ("face-smiling"), if known.
    public var subgroup: String?
    /// Words it is found by.
    public var keywords: [String]
    /// Its identifier, when category and text do not tell it apart from every other emoji.
    public var id: String?

    /// Creates an emoji.
    public init(
      text: String, title: String, category: String, subgroup: String? = nil, keywords: [String] = [],
      id: String? = nil
    ) {
      self.text = text
      self.title = title
      self.category = category
      self.subgroup = subgroup
      self.keywords = keywords
      self.id = id
    }
  }

  /// A story's world of characters, in sections.
  public struct Universe: Sendable, Hashable, Encodable {
    /// The universe's identifier, which sections name.
    public var id: String
    /// The universe's title.
    public var title: String
    /// What the universe holds, in a sentence: its page's card on the home page shows it.
    public var description: String?
    /// Its sections of characters.
    public var sections: [CharacterSection]

    /// Creates a universe.
    public init(id: String, title: String, description: String? = nil, sections: [CharacterSection]) {
      self.id = id
      self.title = title
      self.description = description
      self.sections = sections
    }
  }

  /// A section of a universe's characters.
  public struct CharacterSection: Sendable, Hashable, Encodable {
    /// The section's identifier within its universe.
    public var id: String
    /// The section's title, in its header.
    public var title: String
    /// Its characters, in order (none is allowed).
    public var characters: [StoryCharacter]

    /// Creates a section of characters.
    public init(id: String, title: String, characters: [StoryCharacter]) {
      self.id = id
      self.title = title
      self.characters = characters
    }
  }

  /// A character of a story.
  public struct StoryCharacter: Sendable, Hashable {
    /// The character's name.
    public var name: String
    /// What they do, shown under the name.
    public var job: String
    /// The name of an image in the gallery folder's `images/` (without its extension). A
    /// character with none is drawn as an avatar of its initials, on purpose; a named image that
    /// is missing gets one too, with a warning.
    public var imageName: String?
    /// Whether the character counts as done in progress headers.
    public var isComplete: Bool
    /// Its identifier, when universe and name do not tell it apart.
    public var id: String?

    /// Creates a character.
    public init(name: String, job: String, imageName: String? = nil, isComplete: Bool = false, id: String? = nil) {
      self.name = name
      self.job = job
      self.imageName = imageName
      self.isComplete = isComplete
      self.id = id
    }
  }
}
