import Dispatch
import Foundation
import Synchronization
import TrellisData
import TrellisDiagnostics
import TrellisGallery
import TrellisPictures
import TrellisRender

extension RenderContext {
  /// Every picture the pages show, before any page is made: each image name the shown
  /// characters use is looked for once in `images/`. An SVG is copied (unless it has active
  /// content); a photo is made at every size the pages show it at, on every core, or found in
  /// the site's picture cache. A name with no file, or a file that cannot be made, is warned of
  /// at its first character, which is drawn with its initials like every character without a
  /// picture.
  mutating func makePictures() {
    guard let characters = site.characters else { return }
    // The image names, in the order the pages first show them, each with that character.
    var named: Set<String> = []
    var names: [(name: String, place: Place)] = []
    var shown: [Gallery.StoryCharacter] = []
    var shownSeen: Set<[Int]> = []
    for page in site.pages {
      for section in page.sections {
        for case .character(let universe, let group, let index) in section.sources {
          guard shownSeen.insert([universe, group, index]).inserted else { continue }
          let character = characters.universes[universe].sections[group].characters[index]
          shown.append(character)
          if let name = character.imageName, named.insert(name).inserted {
            names.append((name, (universe, group, index)))
          }
        }
      }
    }
    // Each name's file: an SVG now, photos together below.
    let files = site.directory.map(SiteImages.files(siteDirectory:)) ?? []
    var photos: [(name: String, file: String, place: Place)] = []
    for (name, place) in names {
      guard let directory = site.directory, let file = SiteImages.find(name, among: files) else {
        if site.directory != nil, let other = SiteImages.other(name, among: files) {
          warnPicture(place, .unsupportedPicture(joinPath(joinPath(site.directory ?? "", "images"), other)))
        } else {
          if missingImageCount < Self.missingImagesLocated + Self.missingImagesNamed {
            missingImages.append((name, place))
          }
          missingImageCount += 1
        }
        continue
      }
      let path = joinPath(joinPath(directory, "images"), file)
      if file.lowercased().hasSuffix(".svg") {
        copySVG(name, path: path, at: place)
      } else {
        photos.append((name, file, place))
      }
    }
    if !photos.isEmpty, let directory = site.directory {
      makePhotos(photos, siteDirectory: directory)
    }
    // The pictures' warnings in the order of their characters in characters.json.
    let located = pictureWarnings.sorted {
      ($0.place.universe, $0.place.section, $0.place.index) < ($1.place.universe, $1.place.section, $1.place.index)
    }
    for warning in located {
      if let diagnostic = characterWarning(at: warning.place, warning.message) { warnings.append(diagnostic) }
    }
    pictureWarnings = []
    for character in shown where character.imageName.flatMap({ images.pictures[$0] }) == nil {
      let avatar = Avatar(name: character.name)
      if assets[avatar.path] == nil { assets[avatar.path] = .text(avatar.svg) }
    }
  }

  /// Copies an SVG under a content-hash name, unless it has active content.
  private mutating func copySVG(_ name: String, path: String, at place: Place) {
    guard let bytes = try? SourceFile.readRegularFile(path) else {
      warnPicture(place, .unreadablePicture(path, "it cannot be read"))
      return
    }
    if let active = SVGActiveContent.find(in: bytes) {
      let file = SourceFile(name: path, bytes: bytes)
      warnings.append(Diagnostic(.warning, at: file.location(at: active.offset), .activeSVGContent(active.what)))
      return
    }
    guard let info = ImageInfo.read(bytes, fileExtension: "svg") else {
      warnPicture(place, .unreadablePicture(path, "it is not an SVG with a size (width and height, or a viewBox)"))
      return
    }
    let output = "assets/\(OutputFileName.fitted(Self.fileNamePart(name)))-\(contentHash(bytes)).svg"
    assets[output] = .bytes(bytes)
    images.pictures[name] = .svg(path: output, width: info.width, height: info.height)
  }

  /// Makes the photos on every core (or finds them in the cache), and lists their sizes as
  /// assets, copied from the cache.
  private mutating func makePhotos(
    _ photos: [(name: String, file: String, place: Place)], siteDirectory: String
  ) {
    let settings = site.gallery.pictures
    let cache = PictureCache(
      siteDirectory: siteDirectory,
      settings: PictureMaker.Settings(
        formats: settings.formats.map { $0 == .avif ? .avif : .webp },
        quality: [.avif: settings.quality.avif, .webp: settings.quality.webp, .jpeg: settings.quality.jpeg]
          .compactMapValues { $0 }))
    let next = Atomic(0)
    let results = Mutex<[Int: PictureCache.Entry]>([:])
    let workers = min(photos.count, ProcessInfo.processInfo.activeProcessorCount)
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < photos.count else { return }
        let entry = cache.picture(
          at: joinPath(joinPath(siteDirectory, "images"), photos[index].file), name: "images/" + photos[index].file)
        if let entry { results.withLock { $0[index] = entry } }
      }
    }
    let made = results.withLock { $0 }
    var used: [String: PictureCache.Entry] = [:]
    for (index, photo) in photos.enumerated() {
      let place = photo.place
      let path = joinPath(joinPath(siteDirectory, "images"), photo.file)
      guard let entry = made[index] else {
        warnPicture(place, .unreadablePicture(path, "it cannot be read"))
        continue
      }
      used["images/" + photo.file] = entry
      switch entry.result {
      case .failure(let problem):
        warnPicture(place, .pictureProblem(path, problem))
      case .success(let picture):
        let base = "assets/\(OutputFileName.fitted(Self.fileNamePart(photo.name)))-\(entry.key.prefix(10))"
        var complete = true
        for size in picture.sizes {
          for format in picture.pictureFormats {
            guard let copy = SourceCopy(cache.file(key: entry.key, size, format)) else {
              complete = false
              continue
            }
            assets[SitePicture.path(base: base, size, format)] = .copy(copy)
          }
        }
        if complete {
          images.pictures[photo.name] = .photo(base: base, made: picture)
        } else {
          warnPicture(place, .unreadablePicture(path, "its sizes are missing from the cache \(cache.folder)"))
        }
      }
    }
    cache.finish(used: used, limit: settings.cacheLimit * 1_000_000)
  }

  /// A warning at the character's entry in characters.json, once every picture is made.
  private mutating func warnPicture(_ place: Place, _ message: Diagnostic.Message) {
    pictureWarnings.append((place, message))
  }
}
