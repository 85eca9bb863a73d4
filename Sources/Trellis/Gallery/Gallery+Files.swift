import Foundation
import TrellisData

/// A gallery written as the files of a site folder: site.json and the data files it names, in
/// the forms SiteFormat.md describes.
extension Gallery {
  /// The data files' names in site.json.
  static let emojiFileName = "emoji.json"
  static let charactersFileName = "characters.json"

  /// site.json's bytes.
  func siteJSON() throws -> [UInt8] { try Self.encode(SiteFile(gallery: self)) }

  /// emoji.json's bytes, or nil for a gallery without emoji.
  func emojiJSON() throws -> [UInt8]? {
    guard !catalog.categories.isEmpty || !catalog.emoji.isEmpty else { return nil }
    return try Self.encode(
      EmojiFile(
        categories: catalog.categories, subgroups: catalog.subgroups.isEmpty ? nil : catalog.subgroups,
        emoji: catalog.emoji))
  }

  /// characters.json's bytes, or nil for a gallery without characters.
  func charactersJSON() throws -> [UInt8]? {
    guard let universes = catalog.universes else { return nil }
    return try Self.encode(CharactersFile(universes: universes))
  }

  /// Sorted keys and slashes as written, so the same gallery always gives the same bytes.
  static func encode(_ value: some Encodable) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
    return Array(try encoder.encode(value))
  }

  /// site.json: the gallery's keys, and `data` naming the data files written beside it.
  private struct SiteFile: Encodable {
    var gallery: Gallery

    enum CodingKeys: String, CodingKey { case data }

    func encode(to encoder: any Encoder) throws {
      try gallery.encode(to: encoder)
      var data: [String: String] = [:]
      if !gallery.catalog.categories.isEmpty || !gallery.catalog.emoji.isEmpty { data["emoji"] = Gallery.emojiFileName }
      if gallery.catalog.universes != nil { data["characters"] = Gallery.charactersFileName }
      if !data.isEmpty {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(data, forKey: .data)
      }
    }
  }

  private struct EmojiFile: Encodable {
    var categories: [Category]
    var subgroups: [Subgroup]?
    var emoji: [Emoji]
  }

  private struct CharactersFile: Encodable {
    var universes: [Universe]
  }
}

extension Gallery {
  /// Writes the gallery as a site folder: `directory/site.json` and the data files it names
  /// (`emoji.json`, `characters.json`), which `trellis build --site directory` builds into the
  /// same site as ``Site/init(_:)``. Files already there are replaced; nothing else is touched.
  public func write(to directory: String) throws(DiagnosticError) {
    let written: [(String, [UInt8]?)]
    do {
      written = [
        ("site.json", try siteJSON()), (Gallery.emojiFileName, try emojiJSON()),
        (Gallery.charactersFileName, try charactersJSON()),
      ]
    } catch {
      throw DiagnosticError(Diagnostic(at: nil, .cannotEncodeGallery(error)))
    }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      for case (let name, let bytes?) in written {
        try Data(bytes).write(to: URL(fileURLWithPath: directory).appendingPathComponent(name), options: .atomic)
      }
    } catch {
      throw DiagnosticError(
        Diagnostic(at: nil, .cannotWriteGallery(into: directory, error.localizedDescription)))
    }
  }
}
