import TrellisGallery

/// Where each character's picture is in the output: the copy of its image when the site's
/// `images/` folder has a readable one, else its initials avatar (``Avatar``).
struct CharacterImages: Sendable {
  /// Each image name's copied file under `assets/`, for the names found in `images/`.
  var pictures: [String: String] = [:]

  /// The character's picture, relative to the output's root.
  func path(for character: Gallery.StoryCharacter) -> String {
    (pictures.isEmpty ? nil : character.imageName.flatMap { pictures[$0] }) ?? Avatar(name: character.name).path
  }
}
