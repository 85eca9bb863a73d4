/// A titled group of characters within a universe ("Tea Party").
public struct CharacterSection: Hashable, Sendable {
  public var id: String
  public var title: String
  public var characters: [StoryCharacter]
  public var sourceOffset: Int

  public init(id: String, title: String, characters: [StoryCharacter], sourceOffset: Int = 0) {
    self.id = id
    self.title = title
    self.characters = characters
    self.sourceOffset = sourceOffset
  }
}
