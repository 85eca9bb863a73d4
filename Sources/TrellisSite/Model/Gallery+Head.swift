import TrellisData
import TrellisGallery

/// What the head's values may hold, and what Trellis makes of them.
extension Gallery.Head {
  /// The files of `static/` this head names, each with its path in site.json.
  var staticFiles: [(path: String, at: [JSONPathComponent])] {
    (image.map { [($0, [.key("image")])] } ?? [])
      + icons.enumerated().map { index, icon in
        (icon.href, [.key("icons"), .index(index), .key("href")])
      }
      + stylesheets.enumerated().map { index, path in (path, [.key("stylesheets"), .index(index)]) }
  }

  /// Whether `text` is a base URL (see ``baseURLProblem(_:)``).
  package static func isBaseURL(_ text: String) -> Bool { baseURLProblem(text) == nil }

  /// Why `text` is not a base URL, or nil when it is one: `http://` or `https://`, a host, a
  /// port from 0 to 65535 if any, no user name or password (every page would publish them in
  /// its canonical link), no query or fragment.
  package static func baseURLProblem(_ text: String) -> BaseURLProblem? {
    guard
      let rest = ["https://", "http://"].first(where: text.lowercased().hasPrefix).map({ text.dropFirst($0.count) })
    else { return .notAURL }
    let authority = rest.prefix { $0 != "/" }
    guard !authority.isEmpty, !text.contains("?"), !text.contains("#"),
      !text.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "<" || $0 == ">" || $0 == "\\" })
    else { return .notAURL }
    if authority.contains("@") { return .credentials }
    // The port follows the last `:`, outside an IPv6 address's brackets.
    let afterAddress = authority.hasPrefix("[") ? authority.drop { $0 != "]" }.dropFirst() : authority
    guard let colon = afterAddress.lastIndex(of: ":") else { return nil }
    let port = afterAddress[afterAddress.index(after: colon)...]
    guard colon != authority.startIndex else { return .notAURL }  // no host
    guard port.allSatisfy(\.isWholeNumberDigit), port.isEmpty || Int(port).map({ $0 <= 65535 }) == true else {
      return .port(String(port))
    }
    return nil
  }

  /// What is wrong with a base URL.
  package enum BaseURLProblem: Equatable, Sendable {
    case notAURL
    /// A user name or password before the host.
    case credentials
    /// A port that is not a number from 0 to 65535.
    case port(String)
  }
}

extension Character {
  /// `0` to `9` (`isNumber` takes other scripts' digits too, and fractions).
  fileprivate var isWholeNumberDigit: Bool { ("0"..."9").contains(self) }
}

extension Gallery.Head.ThemeColor {
  /// `#rgb` or `#rrggbb`, in ASCII hexadecimal digits (`isHexDigit` alone takes fullwidth ones
  /// too, which no browser reads as a colour).
  static func isHexColor(_ text: String) -> Bool {
    let digits = text.dropFirst()
    return text.first == "#" && (digits.count == 3 || digits.count == 6)
      && digits.allSatisfy { $0.isASCII && $0.isHexDigit }
  }
}

extension Gallery.Head.Icon {
  /// HTML's `sizes`: `any`, or sizes such as `32x32` separated by spaces, each a width and a
  /// height that are whole numbers from 1.
  static func isSizes(_ text: String) -> Bool {
    let sizes = text.split(separator: " ")
    return !sizes.isEmpty
      && (text == "any"
        || sizes.allSatisfy { size in
          let parts = size.lowercased().split(separator: "x", omittingEmptySubsequences: false)
          // Whole numbers from 1, in digits only: no sign, no leading zero (`0x0` and `-1x-1` were taken).
          return parts.count == 2
            && parts.allSatisfy { $0.first != "0" && !$0.isEmpty && $0.allSatisfy(\.isWholeNumberDigit) }
        })
  }

  /// The media type browsers are told, from the file's extension.
  var type: String? {
    let name = href.lowercased()
    if name.hasSuffix(".svg") { return "image/svg+xml" }
    if name.hasSuffix(".png") { return "image/png" }
    if name.hasSuffix(".ico") { return "image/x-icon" }
    return nil
  }
}
