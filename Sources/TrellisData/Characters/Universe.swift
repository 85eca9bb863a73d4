/// A story universe ("Wonderland") with its sections of characters.
package struct Universe: Hashable, Sendable {
  package var id: String
  package var title: String
  package var sections: [CharacterSection]
  package var sourceOffset: Int

  package init(id: String, title: String, sections: [CharacterSection], sourceOffset: Int = 0) {
    self.id = id
    self.title = title
    self.sections = sections
    self.sourceOffset = sourceOffset
  }

  package func section(id: String) -> CharacterSection? { sections.first { $0.id == id } }

  /// A character's identity across the catalog: universe + the character's own identity.
  package func identity(of character: StoryCharacter) -> String { "\(id)/\(character.localIdentity)" }
}
