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
      try scanner.beginObject()
      while let key = try scanner.nextKey() {
        switch key {
        case "universes":
          universes = try scanner.readField(universes) { scanner throws(JSONError) in
            try scanner.readArray(readUniverse)
          }
        default: throw scanner.unknownKey(key, expected: ["universes"])
        }
      }
      guard let universes else { throw scanner.missingKey("universes", inObjectAt: start) }
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
    while let key = try scanner.nextKey() {
      switch key {
      case "id": id = try scanner.readNonEmptyStringField(id)
      case "title": title = try scanner.readStringField(title)
      case "description": description = try scanner.readNonEmptyStringField(description)
      case "sections":
        sections = try scanner.readField(sections) { scanner throws(JSONError) in try scanner.readArray(readSection) }
      default: throw scanner.unknownKey(key, expected: ["id", "title", "description", "sections"])
      }
    }
    guard let id else { throw scanner.missingKey("id", inObjectAt: start) }
    guard let title else { throw scanner.missingKey("title", inObjectAt: start) }
    guard let sections else { throw scanner.missingKey("sections", inObjectAt: start) }
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
    while let key = try scanner.nextKey() {
      switch key {
      case "id": id = try scanner.readNonEmptyStringField(id)
      case "title": title = try scanner.readStringField(title)
      case "characters":
        characters = try scanner.readField(characters) { scanner throws(JSONError) in
          try scanner.readArray(readCharacter)
        }
      default: throw scanner.unknownKey(key, expected: ["id", "title", "characters"])
      }
    }
    guard let id else { throw scanner.missingKey("id", inObjectAt: start) }
    guard let title else { throw scanner.missingKey("title", inObjectAt: start) }
    guard let characters else { throw scanner.missingKey("characters", inObjectAt: start) }
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
    while let key = try scanner.nextKey() {
      switch key {
      case "id": id = try scanner.readNonEmptyStringField(id)
      case "name": name = try scanner.readNonEmptyStringField(name)
      case "job": job = try scanner.readStringField(job)
      case "imageName":
        let offset = scanner.valueOffset()
        imageName = try scanner.readNonEmptyStringField(imageName)
        // A name, not a path: `images/NAME.EXT` must stay inside the site's images folder.
        if let name = imageName, !isImageName(name) { throw scanner.error(.imageNameNotAFileName, at: offset) }
      case "isComplete":
        isComplete = try scanner.readField(isComplete) { scanner throws(JSONError) in try scanner.readBool() }
      default: throw scanner.unknownKey(key, expected: ["id", "name", "job", "imageName", "isComplete"])
      }
    }
    guard let name else { throw scanner.missingKey("name", inObjectAt: start) }
    guard let job else { throw scanner.missingKey("job", inObjectAt: start) }
    let character = Gallery.StoryCharacter(
      name: name, job: job, imageName: imageName, isComplete: isComplete ?? false, id: id)
    return (character, start)
  }
}

extension CharacterCatalog {
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
