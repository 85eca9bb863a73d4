import TrellisDiagnostics
import TrellisGallery
import TrellisRender

extension RenderContext {
  /// The head of the page written at `fileName`: the site's icons, theme colour and stylesheets,
  /// its canonical and Open Graph URLs when the site has a base URL, and `description` (the
  /// page's own summary), else the site's.
  func head(for fileName: String, description: String = "") -> PageHead {
    Self.head(for: fileName, description: description, site: site)
  }

  /// The head of `site`'s page written at `fileName` (see ``head(for:description:)``).
  static func head(for fileName: String, description: String, site: LoadedSite) -> PageHead {
    let declared = site.gallery.head
    var head = PageHead()
    head.direction = site.direction.rawValue
    head.description = description.isEmpty ? declared.description ?? "" : description
    if let base = declared.baseURL {
      head.canonicalURL = base + (fileName == "index.html" ? "" : urlPath(fileName))
      if let image = declared.image { head.imageURL = base + urlPath(image) }
    }
    if let theme = declared.themeColor {
      if let dark = theme.dark {
        head.themeColors = [
          PageHead.ThemeColor(color: theme.light, media: "(prefers-color-scheme: light)"),
          PageHead.ThemeColor(color: dark, media: "(prefers-color-scheme: dark)"),
        ]
      } else {
        head.themeColors = [PageHead.ThemeColor(color: theme.light)]
      }
    }
    head.icons = declared.icons.map {
      PageHead.Icon(rel: $0.rel, href: urlPath($0.href), type: $0.type ?? "", sizes: $0.sizes ?? "")
    }
    head.stylesheets = declared.stylesheets.map(urlPath)
    return head
  }

  /// A path of the output as a relative URL: each segment percent-encoded (`./` dropped).
  static func urlPath(_ path: String) -> String {
    let path = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    return PathText.components(path, keepingEmpty: true).map { percentEncoded($0) }
      .joined(separator: "/")
  }
}
