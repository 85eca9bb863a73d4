/// A story universe ("Wonderland") with its sections of characters.
public struct Universe: Hashable, Sendable {
  public var id: String
  public var title: String
  public var sections: [CharacterSection]
  public var sourceOffset: Int

  public init(id: String, title: String, sections: [CharacterSection], sourceOffset: Int = 0) {
    self.id = id
    self.title = title
    self.sections = sections
    self.sourceOffset = sourceOffset
  }

  public func section(id: String) -> CharacterSection? { sections.first { $0.id == id } }

  /// A character's identity across the catalog: universe + the character's own identity.
  public func identity(of character: StoryCharacter) -> String { "\(id)/\(character.localIdentity)" }
}
