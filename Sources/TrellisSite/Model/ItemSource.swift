import TrellisData
import TrellisGallery

/// Where an item comes from: its place in the site's catalogs. Sections hold these (32 bytes
/// each) rather than copies of the items, which at a few hundred thousand items is the
/// difference between a build that fits in a little memory and one that does not.
package enum ItemSource: Hashable, Sendable {
  /// An index into ``EmojiCatalog/emoji``.
  case emoji(Int)
  /// An index into ``EmojiCatalog/categories``: an outline parent.
  case category(Int)
  /// A character: its universe, section and position.
  case character(universe: Int, section: Int, index: Int)
}

/// The site's catalogs, shared by every section (arrays are copied on write, so holding this
/// costs a reference, not the data).
package struct SiteData: Sendable {
  package var emoji: EmojiCatalog?
  package var characters: CharacterCatalog?

  package init(emoji: EmojiCatalog?, characters: CharacterCatalog?) {
    self.emoji = emoji
    self.characters = characters
  }

  /// What the item shows.
  package func item(_ source: ItemSource) -> GalleryItem {
    switch source {
    case .emoji(let index):
      guard let emoji else { return .category(Gallery.Category(id: "", title: "")) }
      return .emoji(emoji.emoji[index])
    case .category(let index):
      guard let emoji else { return .category(Gallery.Category(id: "", title: "")) }
      return .category(emoji.categories[index])
    case .character(let universe, let section, let index):
      guard let characters else { return .category(Gallery.Category(id: "", title: "")) }
      let found = characters.universes[universe]
      return .character(found.sections[section].characters[index], universe: found.id)
    }
  }

  /// The item's name (``GalleryItem/name``), read without making the whole item.
  package func name(of source: ItemSource) -> String {
    switch source {
    case .emoji(let index): emoji?.emoji.title(at: index) ?? ""
    case .category(let index): emoji?.categories[index].title ?? ""
    case .character: item(source).name
    }
  }

  /// The item's identifier in a site section `scope`.
  package func identifier(_ source: ItemSource, scope: String) -> ItemID {
    switch item(source) {
    case .emoji(let emoji): ItemID(scope: scope, kind: .emoji, identity: emoji.identity)
    case .category(let category): ItemID(scope: scope, kind: .category, identity: category.id)
    case .character(let character, let universe):
      ItemID(scope: scope, kind: .character, identity: "\(universe)/\(character.localIdentity)")
    }
  }
}

/// A section's items as a collection, made from their sources on demand.
package struct GalleryEntries: RandomAccessCollection, Sendable {
  let data: SiteData
  let sources: [ItemSource]

  package var startIndex: Int { 0 }
  package var endIndex: Int { sources.count }
  package subscript(position: Int) -> GalleryItem { data.item(sources[position]) }
}
