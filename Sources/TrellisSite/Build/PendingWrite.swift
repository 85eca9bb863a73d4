/// A rebuild's files, made and checked but not yet written (``SiteBuild/prepare(changedFiles:progress:)``):
/// the pages that changed (as the pieces they are made of), the other files that changed, the
/// files that are gone, and the new list of files when it changed.
package struct PendingWrite: Sendable {
  /// The build these files are of.
  package var version: Int
  /// Whether they are the whole site (there was no previous build on disk to change).
  package var whole: Bool
  var pages: [(path: String, pieces: [String])] = []
  var files: [OutputFile] = []
  package var removed: [String] = []
  var manifest: [String]?

  init(version: Int, whole: Bool) {
    self.version = version
    self.whole = whole
  }

  /// The paths written, pages first.
  package var paths: [String] { pages.map(\.path) + files.map(\.path) }

  /// The bytes written.
  package var byteCount: Int {
    pages.reduce(0) { $0 + $1.pieces.reduce(0) { $0 + $1.utf8.count } } + files.reduce(0) { $0 + $1.byteCount }
  }

  /// What a file of the output (a path relative to it) is once this is written: its new
  /// contents, `.removed`, or nil when this write does not change it.
  package func contents(of path: String) -> Contents? {
    if let page = pages.first(where: { $0.path == path }) { return .page(page.pieces) }
    if let file = files.first(where: { $0.path == path }) { return .file(file.contents) }
    return removed.contains(path) ? .removed : nil
  }

  package enum Contents: Sendable {
    case page([String])
    case file(OutputFile.Contents)
    case removed
  }
}
