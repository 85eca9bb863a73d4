import TrellisDiagnostics
import TrellisRender

/// The initials avatar drawn for a character whose image is missing: a circle in a colour
/// chosen from the name, with up to two initials. Deterministic: the same name, the same file.
/// Characters whose avatars look the same share one file, named by what it shows
/// (`avatar-QH-ff2d55.svg`): a page of thousands of characters links a few hundred files.
struct Avatar: Hashable, Sendable {
  /// The first letters of the first and last words, upper-cased: "Queen of Hearts" → "QH".
  let initials: String
  /// The circle's colour, `#rrggbb`, one of eight chosen by the name's FNV-1a hash.
  let colour: String

  static let palette = ["#007aff", "#34c759", "#ff9500", "#af52de", "#ff2d55", "#5856d6", "#30b0c7", "#a2845e"]

  init(name: String) {
    initials = Self.asciiInitials(name) ?? Self.initials(name)
    var hash: UInt32 = 2_166_136_261
    for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    colour = Self.palette[Int(hash % UInt32(Self.palette.count))]
  }

  /// The initials of any name: the words are runs of characters other than a space or a hyphen.
  static func initials(_ name: String) -> String {
    let words = name.split(whereSeparator: { $0 == " " || $0 == "-" })
    return [words.first, words.count > 1 ? words.last : nil].compactMap { $0?.first }
      .map { String($0).uppercased() }.joined()
  }

  /// The same for a name of ASCII other than a carriage return, read byte by byte (each byte is
  /// then a character of its own): most names, a few hundred thousand on a large page. Nil for
  /// any other name.
  static func asciiInitials(_ name: String) -> String? {
    var (first, last): (UInt8?, UInt8?) = (nil, nil)
    var inWord = false
    for byte in name.utf8 {
      guard byte < 0x80, byte != 0x0D else { return nil }
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") {
        inWord = false
      } else if !inWord {
        inWord = true
        if first == nil { first = byte } else { last = byte }
      }
    }
    let upper = { (byte: UInt8) in
      byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 0x20 : byte
    }
    return String(decoding: [first, last].compactMap { $0 }.map(upper), as: UTF8.self)
  }

  /// The file's name under `assets/`: the initials (as ``RenderContext/fileNamePart(_:)`` writes
  /// any name, fitted: an initial can be a long cluster of combining marks) and the colour's hex
  /// digits.
  var fileName: String {
    var stem = "avatar-"
    if !initials.isEmpty { stem += RenderContext.fileNamePart(initials) + "-" }
    stem += colour.dropFirst()
    return OutputFileName.fitted(stem) + ".svg"
  }

  /// The file's path from the output's root.
  var path: String { "assets/" + fileName }

  var svg: String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="60" height="60" viewBox="0 0 60 60">\
    <circle cx="30" cy="30" r="30" fill="\(colour)"/>\
    <text x="30" y="30" dy="0.35em" text-anchor="middle" font-family="-apple-system, system-ui, sans-serif" \
    font-size="24" font-weight="600" fill="#ffffff">\(HTMLEscaping.text(initials))</text></svg>

    """
  }
}
