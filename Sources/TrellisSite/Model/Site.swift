import TrellisData

/// A loaded and checked site: its description, its data, and its pages resolved against the data.
public struct Site: Sendable {
  /// The site directory as the user named it.
  public var directory: String
  public var description: SiteDescription
  public var siteFile: SourceFile
  public var emoji: EmojiCatalog?
  public var characters: CharacterCatalog?
  public var pages: [Page]
  /// The files of the site's `static/` folder (relative to it), copied into the output as they are.
  public var staticFiles: [String] = []
}
