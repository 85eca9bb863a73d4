import TrellisData

/// What a site puts in every page's `<head>` beyond the title: its description, where it is
/// published, its Open Graph image, theme colour, icons and extra stylesheets. Written at the top
/// level of site.json:
///
///     "description": "Every emoji, laid out the way iOS lays it out.",
///     "baseURL": "https://example.org/gallery/",
///     "image": "social.png",
///     "themeColor": {"light": "#f2f2f7", "dark": "#1c1c1e"},
///     "icons": ["favicon.svg", {"href": "apple-touch-icon.png", "rel": "apple-touch-icon", "sizes": "180x180"}],
///     "stylesheets": ["site.css"]
///
/// `image`, `icons` and `stylesheets` name files of the site's `static/` folder, which is copied
/// into the output as it is.
package struct SiteHead: Sendable {
  /// The site's description: each page's `<meta name="description">` and `og:description`,
  /// unless the page has a summary of its own.
  package var description = ""
  /// Where the site is published, ending with `/`: canonical links and Open Graph URLs are made
  /// from it. Links between pages stay relative.
  package var baseURL: Located<String>?
  /// The Open Graph image (a file of `static/`); it needs ``baseURL``, since Open Graph URLs are
  /// absolute.
  package var image: Located<String>?
  /// The browser's theme colour, one or one per colour scheme.
  package var themeColor: ThemeColor?
  package var icons: [Icon] = []
  /// Stylesheets of `static/`, linked after Trellis's own so that their rules win.
  package var stylesheets: [Located<String>] = []

  /// A theme colour: `"#0a84ff"`, or `{"light": "#f2f2f7", "dark": "#1c1c1e"}`.
  package struct ThemeColor: Decodable, Sendable {
    package var light: Located<String>
    package var dark: Located<String>?

    enum CodingKeys: String, CodingKey { case light, dark }

    package init(from decoder: any Decoder) throws {
      if let one = try? decoder.singleValueContainer().decode(Located<String>.self) {
        light = one
        dark = nil
      } else {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        light = try container.decode(Located<String>.self, forKey: .light)
        dark = try container.decodeIfPresent(Located<String>.self, forKey: .dark)
      }
      for color in [light] + (dark.map { [$0] } ?? []) where !Self.isHexColor(color.value) {
        throw DecodingError.problem(.notAColour(color.value), at: decoder.codingPath)
      }
    }

    /// `#rgb` or `#rrggbb`, in hexadecimal digits.
    static func isHexColor(_ text: String) -> Bool {
      let digits = text.dropFirst()
      return text.first == "#" && (digits.count == 3 || digits.count == 6) && digits.allSatisfy(\.isHexDigit)
    }
  }

  /// An icon: a file of `static/`, with its `rel` (`icon` unless given) and `sizes`.
  package struct Icon: Decodable, Sendable {
    package var href: Located<String>
    package var rel: String
    package var sizes: String?

    /// The `rel` values an icon may have.
    static let relations = ["icon", "apple-touch-icon"]

    enum CodingKeys: String, CodingKey { case href, rel, sizes }

    package init(from decoder: any Decoder) throws {
      if let path = try? decoder.singleValueContainer().decode(Located<String>.self) {
        href = path
        rel = "icon"
        sizes = nil
        return
      }
      let container = try decoder.container(keyedBy: CodingKeys.self)
      href = try container.decode(Located<String>.self, forKey: .href)
      rel = try container.decodeIfPresent(String.self, forKey: .rel) ?? "icon"
      guard Self.relations.contains(rel) else {
        throw DecodingError.problem(.unknownIconRel(rel, known: Self.relations), forKey: .rel, in: container)
      }
      sizes = try container.decodeIfPresent(String.self, forKey: .sizes)
      if let sizes, !Self.isSizes(sizes) {
        throw DecodingError.problem(.notASizesList(sizes), forKey: .sizes, in: container)
      }
    }

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
      let name = href.value.lowercased()
      if name.hasSuffix(".svg") { return "image/svg+xml" }
      if name.hasSuffix(".png") { return "image/png" }
      if name.hasSuffix(".ico") { return "image/x-icon" }
      return nil
    }
  }

  /// The files of `static/` this head names, each where it is written.
  var staticFiles: [Located<String>] {
    (image.map { [$0] } ?? []) + icons.map(\.href) + stylesheets
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
