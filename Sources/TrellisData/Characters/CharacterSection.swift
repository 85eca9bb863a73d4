/// A titled group of characters within a universe ("Tea Party").
package struct CharacterSection: Hashable, Sendable {
  package var id: String
  package var title: String
  package var characters: [StoryCharacter]
  package var sourceOffset: Int

  package init(id: String, title: String, characters: [StoryCharacter], sourceOffset: Int = 0) {
    self.id = id
    self.title = title
    self.characters = characters
    self.sourceOffset = sourceOffset
  }
}
