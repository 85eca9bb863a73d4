import Foundation
import Synchronization
import TrellisDiagnostics
import TrellisPictures
import TrellisRender

/// The pictures a site's builds have made, kept in `SITE/.trellis-cache/pictures/` so that a
/// picture is made once for its content and settings: a rebuild whose pictures did not change
/// does no image work, and `trellis serve` makes again only the picture that changed.
///
/// Each made picture is a folder named by its key (a hash of the file's content and of the
/// settings it was made with) holding its sizes (`WxH.EXT`) and `made.json`, what was made; a
/// picture that could not be made holds `problem.json` instead. `sources.json` remembers each
/// image file's key by its size, modification time and inode, so an unchanged file is not even
/// read again. After a build, the folders used least recently are removed until the cache is
/// within the site's limit (`pictures.cacheLimit`); those the build used are kept.
package struct PictureCache: Sendable {
  package static let folderName = ".trellis-cache"

  /// `SITE/.trellis-cache/pictures`.
  let folder: String
  /// What every picture is made with, as part of its key.
  let settings: PictureMaker.Settings
  let settingsHash: String
  /// The image files whose keys are known, by path relative to the site folder.
  private let sources: [String: Source]

  /// A file as it was when its key was computed.
  struct Source: Codable, Hashable, Sendable {
    var size: Int
    var modified: Int
    var modifiedNanoseconds: Int
    var inode: UInt64
    /// The hash of its content.
    var content: String
  }

  /// The cache of the site in `siteDirectory`, made with `settings`.
  init(siteDirectory: String, settings: PictureMaker.Settings) {
    folder = joinPath(joinPath(siteDirectory, Self.folderName), "pictures")
    self.settings = settings
    var hash = StableHash()
    // Anything that changes the files made changes the key: the maker's version, the sizes, the
    // formats and their quality, the limits.
    hash.combine(
      "pictures \(PictureMaker.version) squares=\(Self.sizes.squares) boxes=\(Self.sizes.boxes) \(settings.key)".utf8)
    settingsHash = String(hash.hex.prefix(8))
    let index = joinPath(folder, "sources.json")
    sources =
      (FileManager.default.contents(atPath: index)).flatMap {
        try? JSONDecoder().decode([String: Source].self, from: $0)
      }
      ?? [:]
  }

  /// Removes the cache of the site in `siteDirectory` (`.trellis-cache/`, a link to elsewhere
  /// removed but not followed). Returns the bytes its files held, or nil when there was none.
  package static func clear(siteDirectory: String) throws -> Int? {
    let folder = joinPath(siteDirectory, folderName)
    var status = stat()
    guard lstat(folder, &status) == 0 else { return nil }
    var bytes = 0
    if status.st_mode & S_IFMT == S_IFDIR, let walk = FileManager.default.enumerator(atPath: folder) {
      for case let file as String in walk {
        var fileStatus = stat()
        if lstat(joinPath(folder, file), &fileStatus) == 0, fileStatus.st_mode & S_IFMT == S_IFREG {
          bytes += Int(fileStatus.st_size)
        }
      }
    }
    try FileManager.default.removeItem(atPath: folder)
    return bytes
  }

  /// The sizes every picture is made at.
  static var sizes: PictureMaker.Sizes {
    PictureMaker.Sizes(squares: PictureUse.squareSides, boxes: PictureUse.boxSides)
  }

  /// What became of one picture: its key, and what was made or why nothing was.
  struct Entry: Sendable {
    var key: String
    var source: Source
    var result: Result<PictureMaker.Made, PictureProblem>
    /// Whether it was made now (not found in the cache).
    var isNew: Bool
  }

  /// The picture at `path` (`name` relative to the site folder, as `sources.json` keys it), from
  /// the cache or made now. Safe to call on many threads at once for different pictures.
  func picture(at path: String, name: String) -> Entry? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    var source = Source(
      size: Int(status.st_size), modified: Int(status.st_mtim.tv_sec), modifiedNanoseconds: Int(status.st_mtim.tv_nsec),
      inode: UInt64(status.st_ino), content: "")
    if let known = sources[name], known.size == source.size, known.modified == source.modified,
      known.modifiedNanoseconds == source.modifiedNanoseconds, known.inode == source.inode
    {
      source.content = known.content
    } else {
      guard let content = Self.contentHash(of: path) else { return nil }
      source.content = content
    }
    // The extension is part of the key: a file whose content is not what its extension says is
    // warned of, though another file with the same content is not.
    let key = source.content + "-" + settingsHash + "-" + (path as NSString).pathExtension.lowercased()
    let entry = joinPath(folder, key)
    if let made = Self.read(PictureMaker.Made.self, joinPath(entry, "made.json")) {
      return Entry(key: key, source: source, result: .success(made), isNew: false)
    }
    if let problem = Self.read(CachedProblem.self, joinPath(entry, "problem.json")) {
      return Entry(key: key, source: source, result: .failure(problem.problem), isNew: false)
    }
    return Entry(key: key, source: source, result: make(path, into: entry), isNew: true)
  }

  /// A made size's file in the cache.
  func file(key: String, _ size: PictureMaker.Size, _ format: PictureFormat) -> String {
    joinPath(joinPath(folder, key), size.fileName(format))
  }

  /// Makes the picture into a folder of its own beside the cache's, then moves it in whole, so
  /// that a build stopped half-way leaves no half-made entry.
  private func make(_ path: String, into entry: String) -> Result<PictureMaker.Made, PictureProblem> {
    let files = FileManager.default
    // Two files with the same content may be made at once, on two threads: each in its own folder.
    let temporary = entry + ".making-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    do {
      try files.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    } catch {
      return .failure(.unreadable("cannot write the picture cache \(folder): \(error.localizedDescription)"))
    }
    let result: Result<PictureMaker.Made, PictureProblem>
    do throws(PictureProblem) {
      result = .success(try PictureMaker.make(path, sizes: Self.sizes, settings: settings, into: temporary))
    } catch {
      result = .failure(error)
    }
    switch result {
    case .success(let made): Self.write(made, joinPath(temporary, "made.json"))
    // libvips missing is not the picture's fault: tried again next time.
    case .failure(.noLibvips):
      try? files.removeItem(atPath: temporary)
      return result
    case .failure(let problem): Self.write(CachedProblem(problem: problem), joinPath(temporary, "problem.json"))
    }
    if rename(temporary, entry) != 0 {
      // Made already by another thread (kept), or a folder left incomplete (replaced).
      if !Self.isComplete(entry) {
        try? files.removeItem(atPath: entry)
        if rename(temporary, entry) == 0 { return result }
      }
      try? files.removeItem(atPath: temporary)
    }
    return result
  }

  /// After a build: remembers the keys of the files it read, marks the entries it used as used
  /// now, and removes the least recently used others until the cache is within `limit` bytes.
  func finish(used entries: [String: Entry], limit: Int) {
    let files = FileManager.default
    var index = sources
    for (name, entry) in entries { index[name] = entry.source }
    if index != sources || !files.fileExists(atPath: joinPath(folder, "sources.json")) {
      Self.write(index, joinPath(folder, "sources.json"))
    }
    let usedKeys = Set(entries.values.map(\.key))
    for key in usedKeys { utimes(joinPath(folder, key), nil) }
    guard let names = try? files.contentsOfDirectory(atPath: folder) else { return }
    var folders: [(key: String, used: Int, bytes: Int)] = []
    var total = 0
    for name in names where name != "sources.json" {
      let path = joinPath(folder, name)
      var status = stat()
      guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { continue }
      let bytes = ((try? files.contentsOfDirectory(atPath: path)) ?? []).reduce(0) { sum, file in
        var fileStatus = stat()
        return sum + (stat(joinPath(path, file), &fileStatus) == 0 ? Int(fileStatus.st_size) : 0)
      }
      total += bytes
      folders.append((name, Int(status.st_mtim.tv_sec), bytes))
    }
    guard total > limit else { return }
    for folder in folders.sorted(by: { ($0.used, $0.key) < ($1.used, $1.key) }) where !usedKeys.contains(folder.key) {
      try? files.removeItem(atPath: joinPath(self.folder, folder.key))
      total -= folder.bytes
      if total <= limit { break }
    }
  }

  /// Whether an entry's folder holds what was made, or why nothing was.
  private static func isComplete(_ entry: String) -> Bool {
    access(joinPath(entry, "made.json"), F_OK) == 0 || access(joinPath(entry, "problem.json"), F_OK) == 0
  }

  /// A problem as `problem.json` keeps it.
  private struct CachedProblem: Codable {
    var problem: PictureProblem
  }

  /// The file's content hash (16 hex digits), read a megabyte at a time.
  static func contentHash(of path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    var hash = StableHash()
    while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
      chunk.withUnsafeBytes { hash.combine($0) }
    }
    return hash.hex
  }

  private static func read<T: Decodable>(_ type: T.Type, _ path: String) -> T? {
    FileManager.default.contents(atPath: path).flatMap { try? JSONDecoder().decode(type, from: $0) }
  }

  private static func write<T: Encodable>(_ value: T, _ path: String) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(value) else { return }
    let temporary = path + ".writing-\(getpid())"
    if FileManager.default.createFile(atPath: temporary, contents: data), rename(temporary, path) == 0 { return }
    try? FileManager.default.removeItem(atPath: temporary)
  }
}
