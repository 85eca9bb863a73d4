import TrellisData
import TrellisDiagnostics
import TrellisGallery

/// site.json's `data`: the paths of the data files, relative to the site directory.
///
///     "data": {"emoji": "emoji.json", "characters": "characters.json"}
///     "data": {"emoji": ["emoji.json", "unicode-emoji.json"]}
package struct DataFiles: Decodable, Sendable {
  /// The emoji files, read in order into one catalog: one path, or a list of them.
  package var emoji: [Located<String>] = []
  package var characters: Located<String>?

  /// Every data file's path, as written.
  package var paths: [String] { emoji.map(\.value) + (characters.map { [$0.value] } ?? []) }

  init() {}

  enum CodingKeys: String, CodingKey, CaseIterable { case emoji, characters }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if !container.contains(.emoji) {
      emoji = []
    } else if let one = try? container.decode(Located<String>.self, forKey: .emoji) {
      emoji = [one]
    } else if (try? container.nestedUnkeyedContainer(forKey: .emoji)) != nil {
      emoji = try container.decode([Located<String>].self, forKey: .emoji)
      guard !emoji.isEmpty else {
        throw DecodingError.problem(.noEmojiFiles, forKey: .emoji, in: container)
      }
    } else {
      throw DecodingError.problem(.emojiFilesKind, forKey: .emoji, in: container)
    }
    characters = try container.decodeIfPresent(Located<String>.self, forKey: .characters)
  }
}

/// site.json as the loader reads it: the gallery, and the data files beside it.
package struct SiteFile: Decodable {
  var gallery: Gallery
  var data: DataFiles

  enum CodingKeys: String, CodingKey { case data }

  package init(from decoder: any Decoder) throws {
    gallery = try Gallery(from: decoder)
    data = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(DataFiles.self, forKey: .data) ?? DataFiles()
  }
}
