import TrellisDiagnostics
import TrellisGallery

extension CharacterCatalog {
  /// Reads characters.json:
  ///
  ///     {"universes": [{"id": "wonderland", "title": "Wonderland", "sections": [
  ///       {"id": "teaParty", "title": "Tea Party", "characters": [
  ///         {"name": "Mad Hatter", "job": "Hatter", "imageName": "mad-hatter", "isComplete": true}]}]}]}
  ///
  /// `id` is optional on characters; `isComplete` defaults to false.
  package static func load(from file: SourceFile) throws(DiagnosticError) -> CharacterCatalog {
    try file.scanJSON { scanner in
      let start = scanner.valueOffset()
      var universes: [Placed<Gallery.Universe>]?
      var schema: String?
      try scanner.beginObject()
      while let key = try scanner.nextKey() {
        switch FileKey(rawValue: key) {
        case .universes?:
          universes = try scanner.readField(universes) { scanner throws(JSONError) in
            try scanner.readArray(readUniverse)
          }
        case nil where key == JSONValueDecoder.schemaKey:
          // The file's JSON Schema, for editors: a string, ignored.
          schema = try scanner.readStringField(schema)
        case nil: throw scanner.unknownKey(key, expected: FileKey.allCases.map(\.rawValue))
        }
      }
      guard let universes else { throw scanner.missingKey(FileKey.universes.rawValue, inObjectAt: start) }
      let offsets = Offsets(
        universes: universes.map(\.offset), sections: universes.map { $0.parts.map(\.offset) },
        characters: universes.map { $0.parts.map(\.parts) })
      // Checked: the bytes are not needed any more (a late diagnostic reads the file again).
      return try CharacterCatalog(file: file, universes: universes.map(\.value), offsets: offsets).releasingSource()
    }
  }

  /// A value read, with its offset and those of its parts.
  struct Placed<Value> {
    var value: Value
    var offset: Int
    var parts: [Part]
  }

  /// A section read: its offset and its characters'.
  struct Part {
    var offset: Int
    var parts: [Int]
  }

  static func readUniverse(_ scanner: inout JSONScanner) throws(JSONError) -> Placed<Gallery.Universe> {
    let start = scanner.valueOffset()
    var id: String?
    var title: String?
    var description: String?
    var sections: [Placed<Gallery.CharacterSection>]?
    try scanner.beginObject()
    while let key = try scanner.nextKey(in: universeKeys) {
      switch key {
      case .id: id = try scanner.readNonEmptyStringField(id)
      case .title: title = try scanner.readStringField(title)
      case .description: description = try scanner.readNonEmptyStringField(description)
      case .sections:
        sections = try scanner.readField(sections) { scanner throws(JSONError) in try scanner.readArray(readSection) }
      }
    }
    guard let id else { throw scanner.missingKey(UniverseKey.id.rawValue, inObjectAt: start) }
    guard let title else { throw scanner.missingKey(UniverseKey.title.rawValue, inObjectAt: start) }
    guard let sections else { throw scanner.missingKey(UniverseKey.sections.rawValue, inObjectAt: start) }
    return Placed(
      value: Gallery.Universe(id: id, title: title, description: description, sections: sections.map(\.value)),
      offset: start,
      parts: sections.map { Part(offset: $0.offset, parts: $0.parts.map(\.offset)) })
  }

  static func readSection(_ scanner: inout JSONScanner) throws(JSONError) -> Placed<Gallery.CharacterSection> {
    let start = scanner.valueOffset()
    var id: String?
    var title: String?
    var characters: [(character: Gallery.StoryCharacter, offset: Int)]?
    try scanner.beginObject()
    while let key = try scanner.nextKey(in: sectionKeys) {
      switch key {
      case .id: id = try scanner.readNonEmptyStringField(id)
      case .title: title = try scanner.readStringField(title)
      case .characters:
        characters = try scanner.readField(characters) { scanner throws(JSONError) in
          try scanner.readArray(readCharacter)
        }
      }
    }
    guard let id else { throw scanner.missingKey(SectionKey.id.rawValue, inObjectAt: start) }
    guard let title else { throw scanner.missingKey(SectionKey.title.rawValue, inObjectAt: start) }
    guard let characters else { throw scanner.missingKey(SectionKey.characters.rawValue, inObjectAt: start) }
    return Placed(
      value: Gallery.CharacterSection(id: id, title: title, characters: characters.map(\.character)), offset: start,
      parts: characters.map { Part(offset: $0.offset, parts: []) })
  }

  static func readCharacter(
    _ scanner: inout JSONScanner
  ) throws(JSONError) -> (character: Gallery.StoryCharacter, offset: Int) {
    let start = scanner.valueOffset()
    var id: String?
    var name: String?
    var job: String?
    var imageName: String?
    var isComplete: Bool?
    try scanner.beginObject()
    while let key = try scanner.nextKey(in: characterKeys) {
      switch key {
      case .id: id = try scanner.readNonEmptyStringField(id)
      case .name: name = try scanner.readNonEmptyStringField(name)
      case .job: job = try scanner.readStringField(job)
      case .imageName:
        let offset = scanner.valueOffset()
        imageName = try scanner.readNonEmptyStringField(imageName)
        // A name, not a path: `images/NAME.EXT` must stay inside the site's images folder.
        if let name = imageName, !isImageName(name) { throw scanner.error(.imageNameNotAFileName, at: offset) }
      case .isComplete:
        isComplete = try scanner.readField(isComplete) { scanner throws(JSONError) in try scanner.readBool() }
      }
    }
    guard let name else { throw scanner.missingKey(CharacterKey.name.rawValue, inObjectAt: start) }
    guard let job else { throw scanner.missingKey(CharacterKey.job.rawValue, inObjectAt: start) }
    let character = Gallery.StoryCharacter(
      name: name, job: job, imageName: imageName, isComplete: isComplete ?? false, id: id)
    return (character, start)
  }
}

extension CharacterCatalog {
  /// characters.json's keys. The reader also takes the root's `$schema`, a string, and ignores it.
  enum FileKey: String, CodingKey, CaseIterable, Sendable { case universes }

  /// A universe's keys.
  enum UniverseKey: String, CodingKey, CaseIterable, Sendable { case id, title, description, sections }

  /// A section's keys.
  enum SectionKey: String, CodingKey, CaseIterable, Sendable { case id, title, characters }

  /// A character's keys.
  enum CharacterKey: String, CodingKey, CaseIterable, Sendable { case id, name, job, imageName, isComplete }

  private static let universeKeys = JSONKeyCases(UniverseKey.self)
  private static let sectionKeys = JSONKeyCases(SectionKey.self)
  private static let characterKeys = JSONKeyCases(CharacterKey.self)

  /// Whether `name` is a file name, not a path: `images/NAME.EXT` must stay inside the site's
  /// images folder.
  static func isImageName(_ name: String) -> Bool {
    !name.unicodeScalars.contains(where: { $0 == "/" || $0 == "\\" || $0 == "\0" }) && !name.hasPrefix(".")
  }

  /// The catalog without its file's bytes in memory.
  func releasingSource() -> CharacterCatalog {
    var catalog = self
    catalog.file = file.releasingBytes()
    return catalog
  }
}
