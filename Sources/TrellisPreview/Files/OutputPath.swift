import Foundation
import TrellisDiagnostics

/// A request path turned into a file of the output directory, never anything outside it.
///
/// The path is split into segments and each is percent-decoded on its own, so an encoded
/// separator (`%2F`) or dot segment (`%2e%2e`) is judged after decoding. Refused: dot segments
/// (`.`, `..`), NUL or backslashes, bad percent-encoding, and hidden names (`.trellis-manifest`,
/// staging files). The file found is then resolved through symbolic links and must still lie
/// inside the output directory.
enum OutputPath {
  enum Resolution: Equatable {
    /// A regular file: its absolute, resolved path, and what `stat` says of it (for the ETag).
    case file(String, FileStatus)
    /// A directory named without its trailing slash: redirect to this path.
    case redirect(String)
    case notFound
    /// The request path itself is not acceptable (escapes, hidden names, bad encoding).
    case badPath(String)
  }

  /// The segments of a request path, decoded, or why it is refused.
  static func segments(of requestPath: String) -> Result<[String], BadPath> {
    guard requestPath.hasPrefix("/") else { return .failure(BadPath("the path must start with /")) }
    var segments: [String] = []
    for raw in requestPath.split(separator: "/", omittingEmptySubsequences: true) {
      guard let decoded = String(raw).removingPercentEncoding else {
        return .failure(BadPath("bad percent-encoding"))
      }
      if decoded == "." || decoded == ".." { return .failure(BadPath("dot segments are not served")) }
      if decoded.unicodeScalars.contains(where: { $0 == "/" || $0 == "\\" || $0 == "\0" }) {
        return .failure(BadPath("encoded separators are not served"))
      }
      if decoded.hasPrefix(".") { return .failure(BadPath("hidden files are not served")) }
      segments.append(decoded)
    }
    return .success(segments)
  }

  /// What the ETag is made of.
  struct FileStatus: Equatable {
    var size: Int
    var modified: timespec
    var inode: UInt

    static func == (a: FileStatus, b: FileStatus) -> Bool {
      a.size == b.size && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
        && a.inode == b.inode
    }
  }

  struct BadPath: Error, Equatable {
    var reason: String
    init(_ reason: String) { self.reason = reason }
  }

  /// The file `requestPath` names below `root` (an absolute path with symbolic links resolved).
  /// A directory serves its `index.html`; a path with no extension that names nothing serves the
  /// page of that name (`/crew` is `crew.html`).
  static func resolve(_ requestPath: String, root: String) -> Resolution {
    let segments: [String]
    switch Self.segments(of: requestPath) {
    case .failure(let bad): return .badPath(bad.reason)
    case .success(let found): segments = found
    }
    var path = root
    for segment in segments { path += "/" + segment }
    guard let real = realPath(path) else {
      // `/crew` is `crew.html`, as static hosts serve pages without their extension.
      if let last = segments.last, !last.contains("."), !requestPath.hasSuffix("/") {
        return resolve(requestPath + ".html", root: root)
      }
      return .notFound
    }
    guard real == root || real.hasPrefix(root + "/") else { return .notFound }  // a link out of the output
    var status = stat()
    guard stat(real, &status) == 0 else { return .notFound }
    if status.st_mode & S_IFMT == S_IFDIR {
      // The redirect is always a path on this server: one leading slash, however many the
      // request had (`//assets` redirected to `//assets/`, which browsers read as another host).
      guard requestPath.hasSuffix("/") else {
        return .redirect("/" + requestPath.split(separator: "/").joined(separator: "/") + "/")
      }
      return resolve(requestPath + "index.html", root: root)
    }
    // A file named with a trailing slash is not that file (its relative links would break).
    guard status.st_mode & S_IFMT == S_IFREG, !requestPath.hasSuffix("/") else { return .notFound }
    #if canImport(Darwin)
      let modified = status.st_mtimespec
    #else
      let modified = status.st_mtim
    #endif
    return .file(real, FileStatus(size: Int(status.st_size), modified: modified, inode: UInt(status.st_ino)))
  }

  /// The path with every symbolic link resolved, or nil when it does not exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
