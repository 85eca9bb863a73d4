import TrellisData
import TrellisGallery

/// What one cell shows.
package enum GalleryItem: Hashable, Sendable {
  case emoji(Gallery.Emoji)
  /// An outline parent row: a category whose children are its emoji.
  case category(Gallery.Category)
  case character(Gallery.StoryCharacter, universe: String)

  /// The name search matches and sorts by (the diffable search example searches characters by name).
  package var name: String {
    switch self {
    case .emoji(let emoji): emoji.title
    case .category(let category): category.title
    case .character(let character, _): character.name
    }
  }

}

/// An item's identifier in its page's snapshot: the data's identity (an emoji's `id` or
/// category + text; a character's `id` or universe + name), scoped by the site section that shows
/// it. So the Recents grid and a Custom list may show the same emoji on one page (as the Emoji
/// Explorer does), while the same emoji twice within one section breaks the diffable data
/// source's uniqueness rule and is an error.
package struct ItemID: Hashable, Sendable, CustomStringConvertible {
  package enum Kind: String, Hashable, Sendable { case emoji, category, character }

  /// The id of the site section (as declared in site.json) that shows the item.
  package var scope: String
  package var kind: Kind
  /// The data's identity: "smileys/😀", "wonderland/Alice".
  package var identity: String

  package init(scope: String, kind: Kind, identity: String) {
    self.scope = scope
    self.kind = kind
    self.identity = identity
  }

  package var description: String { "\(scope):\(kind.rawValue):\(identity)" }
}
