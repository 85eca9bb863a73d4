import TrellisSchema

extension Gallery.Pictures: SchemaDescribed {
  package static let schemaName = "Pictures"

  /// The keys; a format listed once, and no quality for a modern format `formats` leaves out.
  package static var schema: JSONSchema {
    let defaults = Self()
    var schema = JSONSchema.object(CodingKeys.self, "How characters' pictures are written: site.json's `pictures`.") {
      switch $0 {
      case .formats:
        .array(
          of: .reference(to: Format.self),
          "The modern formats each picture is offered in before its fallback, in the order the browser is offered them; empty for the fallback alone."
        )
        .uniquelyItemed()
        .defaulting(to: .array(defaults.formats.map { .string($0.rawValue) }))
      case .quality: .reference(to: Quality.self, "The quality of each lossy format, 1 to 100.")
      case .cacheLimit:
        .integer(
          "The most the site's picture cache (`.trellis-cache/`) may hold, in megabytes; the pictures used least recently are removed first.",
          minimum: cacheLimits.lowerBound, maximum: cacheLimits.upperBound, default: defaults.cacheLimit)
      }
    }
    for format in Format.allCases {
      // `formats` given without the format: no quality for it (absent, `formats` has them all).
      schema = schema.when(
        .having(CodingKeys.formats, .refusing(.containing(.constant(.string(format.rawValue))))),
        then: .values([(CodingKeys.quality, .refusing(.requiring([Quality.key(of: format)])))]))
    }
    return schema
  }
}

extension Gallery.Pictures.Format: SchemaDescribed {
  package static let schemaName = "Pictures.Format"

  package static var schema: JSONSchema {
    .names(
      of: Self.self,
      "A modern picture format: `avif` (the smallest files, the slowest to make) or `webp`. The fallback (JPEG, or PNG) is always written."
    )
  }
}

extension Gallery.Pictures.Quality: SchemaDescribed {
  /// The key of `format`'s quality.
  fileprivate static func key(of format: Gallery.Pictures.Format) -> CodingKeys {
    switch format {
    case .avif: .avif
    case .webp: .webp
    }
  }

  package static let schemaName = "Pictures.Quality"

  /// The defaults (AVIF 50, WebP 80, JPEG 85) are the picture maker's, which this module does
  /// not see: they are in the descriptions only.
  package static var schema: JSONSchema {
    .object(CodingKeys.self, "The quality of each lossy format, from 1 to 100; a format not given keeps its default.") {
      switch $0 {
      case .avif: .integer("AVIF's quality; 50 by default.", minimum: range.lowerBound, maximum: range.upperBound)
      case .webp: .integer("WebP's quality; 80 by default.", minimum: range.lowerBound, maximum: range.upperBound)
      case .jpeg:
        .integer("The JPEG fallback's quality; 85 by default.", minimum: range.lowerBound, maximum: range.upperBound)
      }
    }
  }
}
