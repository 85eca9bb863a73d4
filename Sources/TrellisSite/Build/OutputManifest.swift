import Foundation
import TrellisDiagnostics

/// `.trellis-manifest`: the list of files Trellis wrote into an output directory, so that a later
/// build removes those and nothing else.
///
/// A file name may hold any byte but `/` and NUL, a line break included. The manifest starts
/// with a header line, and each name after it is written with its backslashes and line breaks
/// escaped (`\\`, `\n`, `\r`), so that every name is one line and no name can add a line. A
/// manifest without the header (written before names were escaped) is read a name per line.
///
/// A name that is not a plain relative path inside the output (empty, absolute, or holding
/// `.`, `..` or an empty component) is never Trellis's and is ignored when read: an edited or
/// damaged manifest cannot make a build remove anything outside the output.
enum OutputManifest {
  static let name = ".trellis-manifest"
  static let header = "# trellis manifest 2"

  /// The manifest's text for `paths` (sorted, one per line, escaped).
  static func text(_ paths: [String]) -> String {
    var text = header + "\n"
    for path in paths.sorted() {
      text += escaped(path)
      text += "\n"
    }
    return text
  }

  /// The names listed in a manifest's text: those of a plain relative path only.
  static func paths(in text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
    let isEscaped = lines.first == Substring(header)
    if isEscaped { lines.removeFirst() }
    return lines.compactMap { line in
      let path = isEscaped ? unescaped(line) : String(line)
      return path.flatMap { isPlainRelativePath($0) ? $0 : nil }
    }
  }

  /// The names listed in `directory`'s manifest; none when it has none (or it is not text).
  static func read(in directory: String) -> [String] {
    guard let bytes = try? readBytes(directory + "/" + name), let text = String(validating: bytes, as: UTF8.self)
    else { return [] }
    return paths(in: text)
  }

  /// Whether `path` names something inside a directory: not empty, not absolute, and with no
  /// `.`, `..` or empty component.
  static func isPlainRelativePath(_ path: String) -> Bool {
    !path.isEmpty && !path.hasPrefix("/")
      && !PathText.components(path, keepingEmpty: true).contains {
        $0.isEmpty || $0 == "." || $0 == ".."
      }
  }

  static func escaped(_ path: String) -> String {
    guard path.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == 0x0A || $0 == 0x0D }) else { return path }
    var result = ""
    for character in path.unicodeScalars {
      switch character {
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// The name an escaped line holds; nil for a line no name was escaped to.
  static func unescaped(_ line: Substring) -> String? {
    guard line.contains("\\") else { return String(line) }
    var result = ""
    var escaping = false
    for character in line.unicodeScalars {
      if escaping {
        switch character {
        case "\\": result += "\\"
        case "n": result += "\n"
        case "r": result += "\r"
        default: return nil
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.unicodeScalars.append(character)
      }
    }
    return escaping ? nil : result
  }

  private static func readBytes(_ path: String) throws(FileSystemFailure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileSystemFailure() }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw FileSystemFailure() }
      if count == 0 { return bytes }
      bytes += buffer[..<count]
    }
  }
}
