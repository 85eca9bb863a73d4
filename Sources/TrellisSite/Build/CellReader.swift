import TrellisData
import TrellisGallery
import TrellisRender

/// What a cell shows, read straight from the catalogs (no copy of the item on the way), with
/// the item's image and its own page.
///
/// The catalogs' parts a cell reads are taken out once per section, so that making a cell only
/// borrows them. Binding the site's optional emoji catalog for each cell copied it: a dozen
/// reference counts taken and dropped per cell, by every core at once, which was a tenth of the
/// x100 gallery's rendering.
struct CellReader: Sendable {
  private let emoji: EmojiTable
  private let categories: [Gallery.Category]
  private let categoryIndexOfEmoji: [Int]
  private let universes: [Gallery.Universe]
  /// Each character's picture in the output.
  private let images: CharacterImages
  /// Each item's own page; empty when the site has no item pages.
  private let links: [ItemSource: String]
  /// Whether cells carry their item's identity: only swipe actions read it.
  private let identities: Bool

  /// A cell's name is left empty: it is its title, which the renderer uses in its place.
  init(data: SiteData, images: CharacterImages, links: [ItemSource: String], identities: Bool) {
    emoji = data.emoji?.emoji ?? EmojiTable()
    categories = data.emoji?.categories ?? []
    categoryIndexOfEmoji = data.emoji?.categoryIndexOfEmoji ?? []
    universes = data.characters?.universes ?? []
    self.images = images
    self.links = links
    self.identities = identities
  }

  func cell(for source: ItemSource) -> CellContent {
    var cell = CellContent()
    fill(&cell, for: source)
    return cell
  }

  /// Makes `cell` the cell of `source`, field by field: every field is set (to the item's value
  /// or empty), so that one value serves a run of rows. An empty field set empty again costs
  /// next to nothing, and no value of ten strings is made, copied and destroyed per row.
  func fill(_ cell: inout CellContent, for source: ItemSource) {
    var (text, title, value, subtitle, identity) = ("", "", "", "", "")
    var picture: PictureMarkup?
    switch source {
    case .emoji(let index):
      guard index < emoji.count else { break }
      text = emoji.text(at: index)
      title = emoji.title(at: index)
      value = categories[categoryIndexOfEmoji[index]].title
      if identities { identity = emoji.identity(at: index) }
    case .category(let index):
      guard index < categories.count else { break }
      title = categories[index].title
      if identities { identity = categories[index].id }
    case .character(let universe, let section, let index):
      guard universe < universes.count else { break }
      let character = universes[universe].sections[section].characters[index]
      title = character.name
      subtitle = character.job
      picture = images.markup(for: character, .cell)
      if identities { identity = "\(universes[universe].id)/\(character.localIdentity)" }
    }
    cell.text = text
    cell.title = title
    cell.value = value
    cell.subtitle = subtitle
    cell.image = picture?.src ?? ""
    cell.imageSize = picture.map { String($0.width) } ?? ""
    cell.imageSrcset = picture?.srcset ?? ""
    cell.imageSources = picture?.sourcesHTML ?? ""
    cell.identity = identity
    cell.count = ""
    cell.name = ""
    cell.link = links.isEmpty ? "" : links[source] ?? ""
  }
}
