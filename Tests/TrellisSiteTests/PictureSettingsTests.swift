import Testing

/// site.json's `pictures`: formats, qualities and the cache limit, each problem at its value.
@Suite struct PictureSettingsTests {
  let page =
    #"{"id": "p", "title": "P", "sections": [{"id": "s", "data": {"emoji": {"category": "smileys"}}, "layout": {"preset": "emojiGrid"}}]}"#

  func errors(_ pictures: String) throws -> [String] {
    try loadErrors(replacing: [
      "site.json": """
      {"title": "T", "data": {"emoji": "emoji.json"}, "pages": [\(page)],
       "pictures": \(pictures)}
      """
    ])
  }

  @Test func goodSettingsLoad() throws {
    let good = try errors(#"{"formats": ["webp"], "quality": {"webp": 90, "jpeg": 70}, "cacheLimit": 0}"#)
    #expect(good == [])
    #expect(try errors(#"{"formats": []}"#) == [])
  }

  @Test func aFallbackFormatIsAlwaysWrittenSoListingItIsAnError() throws {
    #expect(
      try errors(#"{"formats": ["avif", ‸"jpeg"]}"#) == [
        #"site.json:‸1: error: "jpeg" is always written, as the fallback every browser shows (JPEG, or PNG for a picture with transparency); list only the formats offered before it: "avif", "webp" (at pictures.formats[1]) [site.fallbackPictureFormat]"#
      ])
    #expect(
      try errors(#"{"formats": [‸"wepb"]}"#) == [
        #"site.json:‸1: error: unknown picture format "wepb"; did you mean "webp"? (expected one of: avif, webp) (at pictures.formats[0]) [site.unknownPictureFormat]"#
      ])
  }

  @Test func qualitiesAreOneToAHundredAndOnlyForFormatsWritten() throws {
    let found = try errors(
      #"{"formats": ["webp", ‸"webp"], "quality": {"avif": ‸40, "webp": ‸0, "jpeg": ‸101}, "cacheLimit": ‸-1}"#)
    #expect(
      found == [
        #"site.json:‸1: error: "webp" is listed twice; list each format once (at pictures.formats[1]) [site.pictureFormatTwice]"#,
        #"site.json:‸2: error: a quality for "avif" has no effect: add "avif" to "formats", or remove its quality (at pictures.quality.avif) [site.qualityOfUnusedFormat]"#,
        "site.json:‸3: error: expected a quality from 1 to 100, found 0 (at pictures.quality.webp) [site.qualityOutOfRange]",
        "site.json:‸4: error: expected a quality from 1 to 100, found 101 (at pictures.quality.jpeg) [site.qualityOutOfRange]",
        "site.json:‸5: error: expected a cache limit from 0 to 1000000 megabytes, found -1 (0 keeps only the pictures the build uses) (at pictures.cacheLimit) [site.cacheLimitOutOfRange]",
      ])
  }
}
