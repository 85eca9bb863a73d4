import Foundation

/// A directory's names as the file system holds them: bytes, which need not be UTF-8.
/// (Foundation's listing leaves out a name it cannot decode, without a word.)
enum DirectoryListing {
  struct Entry {
    /// The name, or nil when it is not UTF-8.
    var name: String?
    /// The name for a message: UTF-8 as it is, other bytes as `\xNN`.
    var printable: String
  }

  /// The names in `directory` but `.` and `..`, in no particular order; none when it cannot be read.
  static func names(in directory: String) -> [Entry] {
    guard let stream = opendir(directory) else { return [] }
    defer { closedir(stream) }
    var entries: [Entry] = []
    while let entry = readdir(stream) {
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
      let name = String(validating: bytes, as: UTF8.self)
      entries.append(Entry(name: name, printable: name ?? printable(bytes)))
    }
    return entries
  }

  private static func printable(_ bytes: [UInt8]) -> String {
    var text = ""
    var rest = bytes[...]
    while !rest.isEmpty {
      // The longest valid UTF-8 run, then one byte that is not.
      var end = rest.endIndex
      while end > rest.startIndex, String(validating: rest[rest.startIndex..<end], as: UTF8.self) == nil {
        end -= 1
      }
      if end > rest.startIndex {
        text += String(decoding: rest[rest.startIndex..<end], as: UTF8.self)
        rest = rest[end...]
      } else if let byte = rest.first {
        text += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        rest = rest.dropFirst()
      }
    }
    return text
  }
}
