extension Gallery {
  /// How characters' pictures are written: site.json's `pictures`.
  ///
  ///     "pictures": {"formats": ["avif", "webp"], "quality": {"avif": 50, "webp": 80, "jpeg": 85}}
  ///
  /// Each raster picture in `images/` is made at the sizes the pages show it at, for screens of
  /// 1, 2 and 3 device pixels per CSS pixel, in each of ``formats`` and in a fallback every
  /// browser shows (JPEG, or PNG for a picture with transparency); the browser picks the
  /// smallest that is sharp on its screen. An SVG is copied as it is.
  public struct Pictures: Sendable, Hashable {
    /// A modern format a picture is offered in before its fallback.
    public enum Format: String, Sendable, Hashable, CaseIterable, Encodable {
      /// AV1 in HEIF: the smallest files, the slowest to make.
      case avif
      /// WebP.
      case webp
    }

    /// The quality of each lossy format, 1–100; nil for the format's default (AVIF 50, WebP 80,
    /// JPEG 85).
    public struct Quality: Sendable, Hashable {
      /// AVIF's quality, 1–100; nil for 50.
      public var avif: Int?
      /// WebP's quality, 1–100; nil for 80.
      public var webp: Int?
      /// The JPEG fallback's quality, 1–100; nil for 85.
      public var jpeg: Int?

      /// Creates qualities: the defaults unless given.
      public init(avif: Int? = nil, webp: Int? = nil, jpeg: Int? = nil) {
        self.avif = avif
        self.webp = webp
        self.jpeg = jpeg
      }

      /// Whether every format keeps its default.
      public var isDefault: Bool { avif == nil && webp == nil && jpeg == nil }

      /// The qualities a format may have.
      package static let range = 1...100
    }

    /// The modern formats, in the order the browser is offered them (it takes the first it
    /// shows). Empty for the fallback alone.
    public var formats: [Format]
    /// The quality of each lossy format.
    public var quality: Quality
    /// The most the site's picture cache (`.trellis-cache/` in the site folder) may hold, in
    /// megabytes. After a build, the pictures it used least recently are removed until it fits;
    /// those the build uses are kept whatever the limit.
    public var cacheLimit: Int

    /// The largest ``cacheLimit`` a site may set, in megabytes (1 TB).
    public static let cacheLimits = 0...1_000_000

    /// Creates picture settings: AVIF and WebP at their default qualities, a 1,000 MB cache,
    /// unless given.
    public init(formats: [Format] = [.avif, .webp], quality: Quality = Quality(), cacheLimit: Int = 1000) {
      self.formats = formats
      self.quality = quality
      self.cacheLimit = cacheLimit
    }

    /// Whether every setting is its default.
    public var isDefault: Bool { self == Pictures() }
  }
}
