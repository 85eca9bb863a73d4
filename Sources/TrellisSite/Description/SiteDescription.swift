import TrellisData
import TrellisLayout

/// site.json, as written: the site's title, its data files and its pages.
///
///     {"title": "Trellis Gallery",
///      "data": {"emoji": "emoji.json", "characters": "characters.json"},
///      "pages": [{"id": "explorer", "title": "Emoji Explorer", "sections": [...]}]}
public struct SiteDescription: Decodable, Sendable {
  public var title: String
  /// The pages' `lang` attribute (BCP 47), "en" by default.
  public var language: String
  public var data: DataFiles
  /// Spacing between sections, for every page that does not set its own.
  public var layoutConfiguration: LayoutConfiguration
  public var pages: [PageDescription]

  /// Paths of the data files, relative to the site directory.
  public struct DataFiles: Decodable, Sendable {
    public var emoji: Located<String>?
    public var characters: Located<String>?
  }

  enum CodingKeys: String, CodingKey {
    case title, language, data, layoutConfiguration, pages
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    title = try container.decode(String.self, forKey: .title)
    language = try container.decodeIfPresent(String.self, forKey: .language) ?? "en"
    data = try container.decodeIfPresent(DataFiles.self, forKey: .data) ?? DataFiles()
    layoutConfiguration =
      try container.decodeIfPresent(LayoutConfiguration.self, forKey: .layoutConfiguration) ?? LayoutConfiguration()
    pages = try container.decode([PageDescription].self, forKey: .pages)
    if pages.isEmpty {
      throw DecodingError.dataCorruptedError(
        forKey: .pages, in: container, debugDescription: "a site needs at least one page")
    }
  }
}
