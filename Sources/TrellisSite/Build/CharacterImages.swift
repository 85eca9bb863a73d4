import TrellisGallery
import TrellisRender

/// Each character's picture in the output: its image from the site's `images/` folder when that
/// has one that could be made (``SitePicture``), else its initials avatar (``Avatar``).
struct CharacterImages: Sendable {
  /// Each image name's picture, for the names found and made.
  var pictures: [String: SitePicture] = [:]

  /// What a page writes to show the character's picture as `use` shows it.
  func markup(for character: Gallery.StoryCharacter, _ use: PictureUse) -> PictureMarkup {
    if !pictures.isEmpty, let name = character.imageName, let picture = pictures[name] {
      return picture.markup(for: use)
    }
    let side = use.crops ? use.side : Self.avatarSide
    return PictureMarkup(src: Avatar(name: character.name).path, width: side, height: side)
  }

  /// The side of an initials avatar on an item page, in CSS pixels: a circle, which needs less
  /// room than a picture.
  static let avatarSide = 160
}
