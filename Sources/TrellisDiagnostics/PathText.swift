/// File paths as the file system reads them: `/` is the byte 0x2F wherever it stands.
///
/// String's own `split(separator: "/")`, `contains("/")` and `lastIndex(of: "/")` compare
/// Characters, and a combining mark after a slash makes the two one Character: `"a/\u{301}b"`
/// has no `"/"` Character, though the file system sees two names in it. Every path that input
/// reaches is taken apart here, by Unicode scalars.
package enum PathText {
  /// The names of `path` between slashes; empty names (`a//b`, a leading or trailing slash) are
  /// left out unless `keepingEmpty`.
  package static func components(_ path: some StringProtocol, keepingEmpty: Bool = false) -> [String] {
    path.unicodeScalars.split(separator: "/", omittingEmptySubsequences: !keepingEmpty).map {
      var name = ""
      name.unicodeScalars.append(contentsOf: $0)
      return name
    }
  }

  /// Whether `text` holds a slash anywhere.
  package static func containsSlash(_ text: some StringProtocol) -> Bool { text.unicodeScalars.contains("/") }

  /// A path's directory and last name: `("a/b", "c")` for `a/b/c`, `("", "c")` for `c`.
  package static func split(_ path: String) -> (directory: String, name: String) {
    let scalars = path.unicodeScalars
    guard let slash = scalars.lastIndex(of: "/") else { return ("", path) }
    return (String(scalars[..<slash]), String(scalars[scalars.index(after: slash)...]))
  }
}
