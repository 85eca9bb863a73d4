import TrellisDiagnostics

/// What a page's `<head>` holds beyond its title, stylesheet and script: its description, its
/// canonical URL and Open Graph card, the theme colour, icons and the site's own stylesheets.
/// Empty values are left out.
package struct PageHead: Hashable, Sendable {
  /// An icon link.
  package struct Icon: Hashable, Sendable {
    package var rel: String
    package var href: String
    package var type: String
    package var sizes: String

    package init(rel: String, href: String, type: String = "", sizes: String = "") {
      self.rel = rel
      self.href = href
      self.type = type
      self.sizes = sizes
    }
  }

  /// A theme colour, for one colour scheme (`media`) or for all (empty).
  package struct ThemeColor: Hashable, Sendable {
    package var color: String
    package var media: String

    package init(color: String, media: String = "") {
      self.color = color
      self.media = media
    }
  }

  package var description = ""
  /// The page's absolute URL (the site's base URL and its file), when the site has one.
  package var canonicalURL = ""
  /// The Open Graph image's absolute URL.
  package var imageURL = ""
  package var themeColors: [ThemeColor] = []
  package var icons: [Icon] = []
  /// The site's stylesheets, after Trellis's own.
  package var stylesheets: [String] = []
  /// The URL every relative link of the page resolves from (`<base href>`): the not-found page's,
  /// which a server shows at any address.
  package var base = ""
  /// Which way the page runs (`dir` on `html`): `ltr` or `rtl`, from the site's language.
  package var direction = "ltr"

  package init() {}

  /// The head's elements, one per line, each value escaped for its attribute. With a canonical
  /// URL, `title` and `siteTitle` make an Open Graph card.
  package func html(title: String, siteTitle: String) -> String {
    var html = ""
    func element(_ name: String, _ attributes: [(String, String)]) {
      html += "<" + name
      for (attribute, value) in attributes where !value.isEmpty {
        html += " " + attribute + "=\""
        HTMLEscaping.attribute(value, into: &html)
        html += "\""
      }
      html += "/>\n"
    }
    if !description.isEmpty { element("meta", [("name", "description"), ("content", description)]) }
    if !canonicalURL.isEmpty { element("link", [("rel", "canonical"), ("href", canonicalURL)]) }
    // Open Graph's card needs absolute URLs: it comes with the canonical URL.
    if !canonicalURL.isEmpty {
      element("meta", [("property", "og:type"), ("content", "website")])
      element("meta", [("property", "og:title"), ("content", title)])
      element("meta", [("property", "og:site_name"), ("content", siteTitle)])
      if !description.isEmpty { element("meta", [("property", "og:description"), ("content", description)]) }
      element("meta", [("property", "og:url"), ("content", canonicalURL)])
      if !imageURL.isEmpty { element("meta", [("property", "og:image"), ("content", imageURL)]) }
    }
    for theme in themeColors {
      element("meta", [("name", "theme-color"), ("content", theme.color), ("media", theme.media)])
    }
    for icon in icons {
      element("link", [("rel", icon.rel), ("href", icon.href), ("type", icon.type), ("sizes", icon.sizes)])
    }
    for stylesheet in stylesheets { element("link", [("rel", "stylesheet"), ("href", stylesheet)]) }
    return html
  }
}
