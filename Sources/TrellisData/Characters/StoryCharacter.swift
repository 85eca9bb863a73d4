/// A character of a story universe, as characters.json declares it ("Alice", "Curious girl").
///
/// Named `StoryCharacter` so it does not shadow Swift's `Character`.
package struct StoryCharacter: Hashable, Sendable {
  /// The explicit identifier, if characters.json gives one.
  package var id: String?
  package var name: String
  package var job: String
  /// The image's file name in the site's `images/` folder, without extension.
  package var imageName: String
  /// Whether the character is done (read, met, collected): it fills progress headers.
  package var isComplete: Bool
  /// Byte offset of its object in characters.json, for diagnostics.
  package var sourceOffset: Int

  package init(
    id: String? = nil, name: String, job: String, imageName: String, isComplete: Bool = false, sourceOffset: Int = 0
  ) {
    self.id = id
    self.name = name
    self.job = job
    self.imageName = imageName
    self.isComplete = isComplete
    self.sourceOffset = sourceOffset
  }

  /// The character's identity within its universe: its `id` if given, else its name.
  /// Across the catalog it is qualified by the universe (see ``CharacterCatalog``).
  package var localIdentity: String { id ?? name }
}
