import TrellisDiagnostics
import TrellisRender

/// The initials avatar drawn for a character whose image is missing: a circle in a colour
/// chosen from the name, with up to two initials. Deterministic: the same name, the same file.
/// Characters whose avatars look the same share one file, named by what it shows
/// (`avatar-QH-ff2d55.svg`): a page of thousands of characters links a few hundred files.
struct Avatar {
  /// The first letters of the first and last words, upper-cased: "Queen of Hearts" → "QH".
  let initials: String
  /// The circle's colour, `#rrggbb`, one of eight chosen by the name's FNV-1a hash.
  let colour: String

  init(name: String) {
    let words = name.split(whereSeparator: { $0 == " " || $0 == "-" })
    initials = [words.first, words.count > 1 ? words.last : nil].compactMap { $0?.first }
      .map { String($0).uppercased() }.joined()
    let palette = ["#007aff", "#34c759", "#ff9500", "#af52de", "#ff2d55", "#5856d6", "#30b0c7", "#a2845e"]
    var hash: UInt32 = 2_166_136_261
    for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    colour = palette[Int(hash % UInt32(palette.count))]
  }

  /// The file's name under `assets/`: the initials (as ``RenderContext/fileNamePart(_:)`` writes
  /// any name, fitted: an initial can be a long cluster of combining marks) and the colour's hex
  /// digits.
  var fileName: String {
    let stem = ["avatar", RenderContext.fileNamePart(initials), String(colour.dropFirst())]
      .filter { !$0.isEmpty }.joined(separator: "-")
    return OutputFileName.fitted(stem) + ".svg"
  }

  var svg: String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="60" height="60" viewBox="0 0 60 60">\
    <circle cx="30" cy="30" r="30" fill="\(colour)"/>\
    <text x="30" y="30" dy="0.35em" text-anchor="middle" font-family="-apple-system, system-ui, sans-serif" \
    font-size="24" font-weight="600" fill="#ffffff">\(HTMLEscaping.text(initials))</text></svg>

    """
  }
}
