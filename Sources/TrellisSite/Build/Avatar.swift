import TrellisDiagnostics
import TrellisRender

/// The initials avatar drawn for a character whose image is missing: a circle in a colour
/// chosen from the name, with up to two initials. Deterministic: the same name, the same file.
enum Avatar {
  static func svg(for name: String) -> String {
    // The first letters of the first and last words: "Queen of Hearts" → "QH".
    let words = name.split(whereSeparator: { $0 == " " || $0 == "-" })
    let initials = [words.first, words.count > 1 ? words.last : nil].compactMap { $0?.first }
      .map { String($0).uppercased() }.joined()
    let palette = ["#007aff", "#34c759", "#ff9500", "#af52de", "#ff2d55", "#5856d6", "#30b0c7", "#a2845e"]
    var hash: UInt32 = 2_166_136_261
    for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    let colour = palette[Int(hash % UInt32(palette.count))]
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="60" height="60" viewBox="0 0 60 60">\
      <circle cx="30" cy="30" r="30" fill="\(colour)"/>\
      <text x="30" y="30" dy="0.35em" text-anchor="middle" font-family="-apple-system, system-ui, sans-serif" \
      font-size="24" font-weight="600" fill="#ffffff">\(HTMLEscaping.text(initials))</text></svg>

      """
  }
}
