import Foundation
import TrellisData
import TrellisDiagnostics
import TrellisGallery
import TrellisRender

/// What a gallery's values may hold, checked on the values wherever they came from (site.json
/// or Swift): identifiers, ranges, styles that go together, a language tag, a base URL, the
/// head's colours and icons, the interface strings, the sidebar's groups. Each problem is placed
/// by its value's path. What the values name (categories, pages, images) is checked against
/// the data by ``PageBuilder``.
struct GalleryCheck {
  typealias Path = [JSONPathComponent]

  let places: JSONPlaces
  var problems: [Diagnostic] = []

  init(places: JSONPlaces) { self.places = places }

  /// Every problem of the gallery's values, in the order site.json would hold them.
  mutating func check(_ gallery: Gallery) {
    checkLanguage(gallery.language.tag)
    checkHead(gallery.head)
    checkStrings(gallery.language.strings, language: gallery.language.tag)
    if gallery.pages.isEmpty { report([.key("pages")], .noPages) }
    for (index, page) in gallery.pages.enumerated() { check(page, at: [.key("pages"), .index(index)]) }
    if gallery.search, gallery.pages.contains(where: { $0.id == "search" }) {
      report([.key("search")], .pageCalledSearch)
    }
    check(gallery.sidebar ?? [], at: [.key("sidebar")])
    checkPictures(gallery.pictures)
  }

  private mutating func checkPictures(_ pictures: Gallery.Pictures) {
    let at: Path = [.key("pictures")]
    for (index, format) in pictures.formats.enumerated() where pictures.formats[..<index].contains(format) {
      report(at + [.key("formats"), .index(index)], .pictureFormatTwice(format.rawValue))
    }
    let qualities = [("avif", pictures.quality.avif), ("webp", pictures.quality.webp), ("jpeg", pictures.quality.jpeg)]
    for case (let format, let quality?) in qualities {
      if !Gallery.Pictures.Quality.range.contains(quality) {
        report(at + [.key("quality"), .key(format)], .qualityOutOfRange(quality))
      } else if let modern = Gallery.Pictures.Format(rawValue: format), !pictures.formats.contains(modern) {
        report(at + [.key("quality"), .key(format)], .qualityOfUnusedFormat(format))
      }
    }
    if !Gallery.Pictures.cacheLimits.contains(pictures.cacheLimit) {
      report(at + [.key("cacheLimit")], .cacheLimitOutOfRange(pictures.cacheLimit))
    }
  }

  private mutating func checkHead(_ head: Gallery.Head) {
    if let baseURL = head.baseURL, let problem = Gallery.Head.baseURLProblem(baseURL) {
      report([.key("baseURL")], .badBaseURL(baseURL, problem))
    }
    if let theme = head.themeColor {
      for color in [theme.light] + (theme.dark.map { [$0] } ?? []) where !Gallery.Head.ThemeColor.isHexColor(color) {
        report([.key("themeColor")], .notAColour(color))
      }
    }
    for (index, icon) in head.icons.enumerated() {
      let iconAt: Path = [.key("icons"), .index(index)]
      if !Gallery.Head.Icon.relations.contains(icon.rel) {
        report(iconAt + [.key("rel")], .unknownIconRel(icon.rel, known: Gallery.Head.Icon.relations))
      }
      if let sizes = icon.sizes, !Gallery.Head.Icon.isSizes(sizes) {
        report(iconAt + [.key("sizes")], .notASizesList(sizes))
      }
    }
  }

  private mutating func check(_ page: Gallery.Page, at path: Path) {
    checkIdentifier(page.id, at: path + [.key("id")])
    if let size = page.pageSize {
      if !Gallery.pageSizes.contains(size) {
        report(path + [.key("pageSize")], .pageSizeOutOfRange(size))
      } else if page.isSegmented {
        report(path + [.key("pageSize")], .segmentedNotPaginated)
      }
    }
    if case .segments(let segments) = page.content {
      if segments.isEmpty { report(path + [.key("segments")], .noSegments) }
      for (index, segment) in segments.enumerated() {
        checkIdentifier(segment.id, at: path + [.key("segments"), .index(index), .key("id")])
      }
    }
    for (_, sections) in page.segmentsWithPaths(at: path) {
      for (section, path) in sections { check(section, at: path) }
    }
  }

  private mutating func check(_ section: Gallery.Section, at path: Path) {
    checkIdentifier(section.id, at: path + [.key("id")])
    if section.cell == nil, !section.accessories.isEmpty {
      report(path + [.key("cell")], .accessoriesNeedStyle)
    }
    for (index, accessory) in section.accessories.enumerated() {
      guard case .label(let text) = accessory else { continue }
      do {
        _ = try CellLabelText(text)
      } catch {
        report(path + [.key("cell"), .key("accessories"), .index(index), .key("label"), .key("text")], error)
      }
    }
    if section.header.isFooterStyle {
      report(path + [.key("header")], .footerStyleInHeader(section.header.rawValue))
    }
    if section.footer.isHeaderStyle {
      report(path + [.key("footer")], .headerStyleInFooter(section.footer.rawValue))
    }
    if let size = section.pageSize, !Gallery.pageSizes.contains(size) {
      report(path + [.key("pageSize")], .pageSizeOutOfRange(size))
    }
    if section.expand != nil {
      switch section.data {
      case .emoji: break
      case .emojiOutline, .characters: report(path + [.key("expand")], .expandNeedsEmoji)
      }
    }
    if section.hidesWhenEmpty, section.emptyMessage != nil {
      report(path + [.key("emptyMessage")], .hiddenWithEmptyText)
    }
    if section.searchable, section.layout.firstItemIsHeader {
      report(path + [.key("searchable")], .searchableHeaderRow)
    }
  }

  /// A sidebar group has a title and at least one entry.
  private mutating func check(_ entries: [Gallery.SidebarEntry], at path: Path) {
    for (index, entry) in entries.enumerated() {
      guard case .group(let title, let items) = entry else { continue }
      let groupAt = path + [.index(index)]
      if title.trimmingCharacters(in: .whitespaces).isEmpty {
        report(groupAt + [.key("title")], .emptySidebarGroupTitle)
      } else if items.isEmpty {
        report(groupAt + [.key("items")], .emptySidebarGroup(title))
      }
      check(items, at: groupAt + [.key("items")])
    }
  }

  /// Identifiers become file names and HTML ids, so they are kept to a safe alphabet: letters,
  /// digits, `-` and `_`, not starting with `-`.
  private mutating func checkIdentifier(_ identifier: String, at path: Path) {
    let isValid =
      !identifier.isEmpty
      && identifier.unicodeScalars.allSatisfy {
        ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") || $0 == "-" || $0 == "_"
      }
      && identifier.first != "-"
    if !isValid { report(path, .invalidIdentifier(identifier)) }
  }

  mutating func report(_ path: Path, _ message: Diagnostic.Message) {
    problems.append(places.diagnostic(at: path, message))
  }
}
