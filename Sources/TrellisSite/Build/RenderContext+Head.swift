import TrellisDiagnostics
import TrellisRender

extension RenderContext {
  /// The head of the page written at `fileName`: the site's icons, theme colour and stylesheets,
  /// its canonical and Open Graph URLs when the site has a base URL, and `description` (the
  /// page's own summary), else the site's.
  func head(for fileName: String, description: String = "") -> PageHead {
    Self.head(for: fileName, description: description, site: site)
  }

  /// The head of `site`'s page written at `fileName` (see ``head(for:description:)``).
  static func head(for fileName: String, description: String, site: Site) -> PageHead {
    let declared = site.description.head
    var head = PageHead()
    head.direction = site.description.direction.rawValue
    head.description = description.isEmpty ? declared.description : description
    if let base = declared.baseURL?.value {
      head.canonicalURL = base + (fileName == "index.html" ? "" : urlPath(fileName))
      if let image = declared.image { head.imageURL = base + urlPath(image.value) }
    }
    if let theme = declared.themeColor {
      if let dark = theme.dark {
        head.themeColors = [
          PageHead.ThemeColor(color: theme.light.value, media: "(prefers-color-scheme: light)"),
          PageHead.ThemeColor(color: dark.value, media: "(prefers-color-scheme: dark)"),
        ]
      } else {
        head.themeColors = [PageHead.ThemeColor(color: theme.light.value)]
      }
    }
    head.icons = declared.icons.map {
      PageHead.Icon(rel: $0.rel, href: urlPath($0.href.value), type: $0.type ?? "", sizes: $0.sizes ?? "")
    }
    head.stylesheets = declared.stylesheets.map { urlPath($0.value) }
    return head
  }

  /// A path of the output as a relative URL: each segment percent-encoded (`./` dropped).
  static func urlPath(_ path: String) -> String {
    let path = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    return PathText.components(path, keepingEmpty: true).map { percentEncoded($0) }
      .joined(separator: "/")
  }
}
