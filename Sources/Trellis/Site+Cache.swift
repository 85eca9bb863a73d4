import TrellisSite

extension Site {
  /// The folder in a site's directory where builds keep the pictures they made, so that a
  /// picture is made once for its content and settings: `.trellis-cache`. Its size is held to
  /// site.json's `pictures.cacheLimit`; it is safe to remove at any time.
  public static let cacheFolderName = PictureCache.folderName

  /// Removes the cache of the site in `directory` (``cacheFolderName``): the next build makes
  /// every picture again. Returns the bytes its files held, or nil when there was no cache.
  public static func clearCache(directory: String) throws -> Int? {
    try PictureCache.clear(siteDirectory: directory)
  }
}
