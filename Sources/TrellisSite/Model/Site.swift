import TrellisData

/// A loaded and checked site: its description, its data, and its pages resolved against the data.
package struct Site: Sendable {
  /// The site directory as the user named it; nil for a site made of Swift values without one
  /// (no template overrides, images or static files).
  package var directory: String?
  package var description: SiteDescription
  package var siteFile: SourceFile
  package var emoji: EmojiCatalog?
  package var characters: CharacterCatalog?
  package var pages: [Page]
  /// The files of the site's `static/` folder (relative to it), copied into the output as they are.
  package var staticFiles: [String] = []
}
