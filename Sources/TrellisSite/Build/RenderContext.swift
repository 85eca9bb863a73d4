import TrellisCSS
import TrellisData
import TrellisDiagnostics
import TrellisGallery
import TrellisLayout
import TrellisRender

/// What rendering the pages collects along the way: compiled styles (shared), assets, warnings.
struct RenderContext {
  static let stylesheetPath = "trellis.css"
  static let scriptPath = "trellis.js"
  static let searchPagePath = "search.html"
  static let searchIndexPath = "search-index.js"

  let site: LoadedSite
  /// Compiled styles by layout; kept from one rebuild to the next by `trellis serve`.
  var styles: [String: SectionStyle] = [:]
  /// The styles the pages use, in order of first use (the stylesheet's order).
  var stylesInOrder: [SectionStyle] = []
  private var stylesUsed: Set<String> = []
  /// Files under `assets/`: copied images and generated avatars.
  var assets: [String: OutputFile.Contents] = [:]
  /// Each character's picture in the output.
  var images = CharacterImages()
  /// The first image names not found in `images/` (as many as the warnings name), each with its
  /// first character's position, and how many were not found.
  var missingImages: [(name: String, place: Place)] = []
  var missingImageCount = 0
  /// The pictures' warnings while they are made, each at its character.
  var pictureWarnings: [(place: Place, message: Diagnostic.Message)] = []
  /// A character's position in characters.json: its universe, section and index.
  typealias Place = (universe: Int, section: Int, index: Int)
  var warnings: [Diagnostic] = []
  /// Where each item is first shown and its own page's name, when the site has item pages or
  /// search.
  let itemPages: ItemPages?

  init(site: LoadedSite) {
    self.init(site: site, itemPages: Self.itemPages(of: site))
    makePictures()
  }

  private init(site: LoadedSite, itemPages: ItemPages?) {
    self.site = site
    self.itemPages = itemPages
  }

  private static func itemPages(of site: LoadedSite) -> ItemPages? {
    site.gallery.itemPages || site.gallery.search ? ItemPages(site: site) : nil
  }

  /// A context for a rebuild that keeps `previous`'s compiled styles and, when the images did not
  /// change, what it learnt of them (`trellis serve`). `keepsPlaces` keeps where each item is
  /// first shown and its page's name, and the styles the pages use: true only when every page
  /// shows the same items, in the same sections with the same layouts, of a catalog whose
  /// identities did not change (then a page that shows no changed item need not be made again).
  init(site: LoadedSite, reusing previous: RenderContext, imagesChanged: Bool, keepsPlaces: Bool) {
    self.init(site: site, itemPages: keepsPlaces ? previous.itemPages : Self.itemPages(of: site))
    styles = previous.styles
    if keepsPlaces { (stylesInOrder, stylesUsed) = (previous.stylesInOrder, previous.stylesUsed) }
    if imagesChanged {
      makePictures()
    } else {
      (assets, images, missingImages, missingImageCount, warnings) =
        (previous.assets, previous.images, previous.missingImages, previous.missingImageCount, previous.warnings)
    }
  }

  /// The files besides the pages, once every page's content is made: the stylesheet, the
  /// script and the assets (images and avatars), in a deterministic order.
  func siteFiles() -> [OutputFile] {
    let maximumSegments = site.pages.map { $0.isSegmented ? $0.segments.count : 0 }.max() ?? 0
    var files = [
      OutputFile(
        path: Self.stylesheetPath,
        text: SiteStylesheet.css(
          styles: stylesInOrder, maximumSegments: maximumSegments, sidebar: site.gallery.sidebar != nil,
          layoutSource: site.gallery.showsLayout,
          annotatedInsets: site.gallery.showsLayout ? annotatedInsets : nil,
          annotatedRegions: site.gallery.showsLayout ? annotatedRegions : [])),
      OutputFile(
        path: Self.scriptPath,
        text: SiteScript.javascript(
          strings: site.strings, layoutSource: site.gallery.showsLayout,
          remembersAnnotation: site.gallery.showsLayout)),
    ]
    for (path, contents) in assets.sorted(by: { $0.key < $1.key }) {
      files.append(OutputFile(path: path, contents: contents))
    }
    return files
  }

  /// The distinct content insets of the site's sections (as ``content(for:of:)`` annotates
  /// them), for the Annotate switch's shading.
  var annotatedInsets: [DirectionalEdgeInsets] {
    let environment = LayoutEnvironment(containerWidth: 390, containerHeight: 844)
    let insets = site.pages.flatMap { page in
      page.sections.map { LayoutAnnotation($0.layout(for: environment)).sectionInsets }
    }
    return Array(Set(insets.filter { $0 != .zero }))
  }

  /// Where a shown section's layout differs from the phone's its attributes hold, by compiled
  /// style: each region (``LayoutRegion``) whose annotation differs, for the Annotate switch.
  /// Layouts whose CSS is the same share a class, and the first section of each class speaks for it.
  var annotatedRegions: [RegionAnnotation] {
    let phone = LayoutEnvironment(containerWidth: 390, containerHeight: 844)
    var seen: Set<String> = []
    var regions: [RegionAnnotation] = []
    for page in site.pages {
      for section in page.sections where !section.isHidden {
        let provider = section.layoutProvider(itemCount: section.itemCount)
        guard let style = styles[Self.styleKey(provider, rowEstimate: section.cell.listRowEstimate)],
          seen.insert(style.className).inserted
        else { continue }
        let shown = LayoutAnnotation(provider.layout(for: phone))
        for region in provider.layoutRegions {
          let annotation = LayoutAnnotation(region.layout)
          guard annotation != shown else { continue }
          regions.append(
            RegionAnnotation(className: style.className, conditions: region.conditions, annotation: annotation))
        }
      }
    }
    return regions
  }

  /// The most images not found that are each reported at their character; the rest are counted
  /// in one more warning.
  static let missingImagesLocated = 3
  /// The most names of images not found that the warning counting the rest lists.
  static let missingImagesNamed = 5

  /// The warnings, with those for the images not found: the first few at their character's line
  /// in characters.json, the rest counted.
  var allWarnings: [Diagnostic] {
    var warnings = site.warnings + self.warnings
    guard !missingImages.isEmpty, let characters = site.characters else { return warnings }
    let folder = site.directory.map { joinPath($0, "images") + "/" } ?? "images/"
    let kinds = SiteImages.extensions.map { "." + $0 }.joined(separator: ", ")
    for missing in missingImages.prefix(Self.missingImagesLocated) {
      if let diagnostic = characterWarning(
        at: missing.place, .imageNotFound(missing.name, folder: folder, kinds: kinds))
      {
        warnings.append(diagnostic)
      }
    }
    let rest = missingImageCount - Self.missingImagesLocated
    if rest > 0 {
      warnings.append(
        Diagnostic(
          .warning, at: nil,
          .moreImagesNotFound(
            rest, file: characters.file.name, folder: folder,
            names: missingImages.dropFirst(Self.missingImagesLocated).map(\.name), more: rest > Self.missingImagesNamed)
        ))
    }
    return warnings
  }

  /// A warning at a character's entry in characters.json; nil for a site without that file.
  func characterWarning(at place: Place, _ message: Diagnostic.Message) -> Diagnostic? {
    guard let characters = site.characters else { return nil }
    return characters.file.diagnostic(
      .warning, at: characters.offsets.character(place.universe, place.section, place.index), message,
      path: "universes[\(place.universe)].sections[\(place.section)].characters[\(place.index)]")
  }

  /// The search page's file name; empty when the site has none.
  var searchPage: String { site.gallery.search ? Self.searchPagePath : "" }

  /// The site's navigation: every page the home page lists, in order, or the sidebar's outline.
  var navigation: [PageContent.Link] {
    let listed = site.pages.filter(\.isFirstOfItsPages)
    guard let sidebar = site.gallery.sidebar else {
      return listed.map { PageContent.Link(title: $0.title, href: $0.fileName) }
    }
    let titles = Dictionary(listed.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
    var links: [PageContent.Link] = []
    var groups = 0
    func walk(_ entries: [Gallery.SidebarEntry], in path: [PageContent.Group]) {
      for entry in entries {
        switch entry {
        case .page(let id):
          guard let title = titles[id] else { continue }  // refused when loading
          links.append(PageContent.Link(title: title, href: Page.fileName(ofID: id), sidebarGroups: path))
        case .group(let title, let items):
          groups += 1
          walk(items, in: path + [PageContent.Group(title: title, number: groups)])
        }
      }
    }
    walk(sidebar, in: [])
    return links
  }

  mutating func content(for page: Page) throws(DiagnosticError) -> PageContent {
    var sections: [SectionContent] = []
    for section in page.sections {
      sections.append(try content(for: section, of: page))
    }
    let segmentTitles = page.isSegmented ? page.segments.map(\.title) : []
    var content = PageContent(
      fileName: page.fileName, title: page.title, summary: page.summary ?? "", siteTitle: site.gallery.title,
      language: site.gallery.language.tag, navigation: navigation, segments: segmentTitles, sections: sections,
      sectionSpacing: page.layoutConfiguration.interSectionSpacing)
    content.searchPage = searchPage
    content.head = head(for: content.fileName, description: page.summary ?? "")
    content.layoutSources = layoutSources(for: page)
    content.showsLayout = site.gallery.showsLayout
    if let pagination = page.pagination {
      content.pages = (1...pagination.count).map {
        Page.fileName(ofID: Page.Pagination.id(ofPage: $0, base: pagination.baseID))
      }
      content.pageIndex = pagination.index - 1
      content.cutPageTitle = page.title
      // "People & Body, 2 of 6": the parts after the first are told apart by their titles.
      if pagination.index > 1 {
        content.title = site.strings.message(
          "partTitle",
          [
            "title": page.title, "part": site.strings.number(pagination.index),
            "count": site.strings.number(pagination.count),
          ])
      }
    }
    return content
  }

  private mutating func content(for section: PageSection, of page: Page) throws(DiagnosticError) -> SectionContent {
    let declaration = section.declaration
    let style = try style(for: section)
    // Cells are made as they are written (a section may hold hundreds of thousands).
    let sources = section.sources
    var (leading, trailing): ([SectionContent.SwipeAction], [SectionContent.SwipeAction]) = ([], [])
    var isList = false
    // UIKit's `header` and `footer` styles take the look of the list's appearance.
    var isGrouped = false
    if case .list(let configuration) = section.layout(for: LayoutEnvironment(containerWidth: 390, containerHeight: 844))
    {
      leading = configuration.leadingSwipeActions.map(Self.swipeAction)
      trailing = configuration.trailingSwipeActions.map(Self.swipeAction)
      isList = true
      isGrouped = [.grouped, .insetGrouped, .sidebar].contains(configuration.appearance)
    }
    let links = site.gallery.itemPages ? itemPages?.fileNames ?? [:] : [:]
    let reader = CellReader(
      data: section.data, images: images, links: links, identities: !leading.isEmpty || !trailing.isEmpty)
    var cells = CellSource([])
    var outline: [SectionContent.OutlineGroup]?
    if let groups = section.outlineGroups {
      outline = groups.map { group in
        var parent = reader.cell(for: sources[group.parent])
        parent.count = String(group.childCount)
        let first = group.children.lowerBound
        let children = CellSource(count: group.childCount) { reader.fill(&$0, for: sources[first + $1]) }
        return SectionContent.OutlineGroup(parent: parent, children: children)
      }
    } else {
      cells = CellSource(count: sources.count) { reader.fill(&$0, for: sources[$1]) }
    }
    let segmentIndex = page.isSegmented ? (page.segments.firstIndex { $0.id == section.segment } ?? -1) + 1 : 0
    // "Title (count)" counts the items a person sees as entries (an outline's parents are not).
    let count = section.sources.count { if case .category = $0 { false } else { true } }
    var content = SectionContent(
      id: Self.elementID(for: section.id), title: section.title, style: style,
      cellTemplate: section.cell.templateName,
      header: Self.supplementary(declaration.header, isGrouped: isGrouped),
      footer: Self.supplementary(declaration.footer, isGrouped: isGrouped),
      count: count,
      completed: section.completedCount, cells: cells, outline: outline,
      leadingSwipeActions: leading, trailingSwipeActions: trailing,
      accessories: declaration.accessories.map { Self.accessory($0) },
      emptyMessage: section.showsEmptyMessage ? declaration.emptyMessage : nil, isHidden: section.isHidden,
      isSearchable: declaration.searchable, isList: isList, segmentIndex: segmentIndex,
      scrollsSideways: Self.scrollsSideways(section.layoutProvider(itemCount: section.itemCount)),
      isReadable: declaration.layoutWidth == .readable && !section.isHidden)
    content.wholeCount = section.wholeCount
    content.continuesFromPrevious = section.continuesFromPrevious
    if site.gallery.showsLayout {
      // The layout a phone shows (390 wide), as the list's look above is read.
      content.annotation = LayoutAnnotation(
        section.layout(for: LayoutEnvironment(containerWidth: 390, containerHeight: 844)))
      // Group outlines end after the last group, which the item count tells.
      if !style.groupBoxes.isEmpty { content.style.needsItemCount = true }
    }
    return content
  }

  /// Whether a layout scrolls sideways in some environment: its base, a variant, or a preset's own.
  static func scrollsSideways(_ provider: SectionLayoutProvider) -> Bool {
    provider.everyLayout.contains { layout in
      guard case .compositional(let section) = layout else { return false }
      return section.orthogonalScrollingBehavior != .none
    }
  }

  /// The compiled style of a section's layout; identical layouts share one.
  private mutating func style(for section: PageSection) throws(DiagnosticError) -> SectionStyle {
    try style(
      of: section.layoutProvider(itemCount: section.itemCount), rowEstimate: section.cell.listRowEstimate,
      layoutAt: section.path + [.key("layout")])
  }

  /// The compiled style of a layout, in the site's stylesheet from now on; a layout that cannot
  /// be compiled is an error at `path` in site.json.
  mutating func style(
    of provider: SectionLayoutProvider, rowEstimate: Double, layoutAt path: [JSONPathComponent]
  ) throws(DiagnosticError) -> SectionStyle {
    let key = Self.styleKey(provider, rowEstimate: rowEstimate)
    let style: SectionStyle
    if let compiled = styles[key] {
      style = compiled
    } else {
      do {
        style = try SectionStyleCompiler.compile(provider, rowEstimate: rowEstimate)
      } catch {
        throw DiagnosticError(site.places.diagnostic(for: error, layoutAt: path))
      }
      styles[key] = style
    }
    if stylesUsed.insert(style.className).inserted { stylesInOrder.append(style) }
    return style
  }

  /// The key of a compiled style in ``styles``.
  static func styleKey(_ provider: SectionLayoutProvider, rowEstimate: Double) -> String {
    "\(provider)|\(rowEstimate)"
  }

  /// An image name as part of a file name that needs no escaping in a URL or on any file
  /// system: ASCII letters, digits, `-` and `.` stay, every other byte of its UTF-8 becomes `_XX`
  /// (`éponine` → `_C3_A9ponine`, `a b` → `a_20b`). Different names stay different.
  static func fileNamePart(_ name: String) -> String {
    func kept(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
        true
      default: false
      }
    }
    if name.utf8.allSatisfy(kept) { return name }
    var part = ""
    for byte in name.utf8 {
      if kept(byte) {
        part.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        part += "_" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return part
  }

  /// Ten hex digits of a 64-bit FNV-1a hash of the bytes: the same file, the same name.
  func contentHash(_ bytes: [UInt8]) -> String {
    var hash = StableHash()
    hash.combine(bytes)
    return String(hash.hex.prefix(10))
  }

  /// A section's HTML id: its own, unless that is one Trellis gives its page furniture (`main`,
  /// `t-…`), in which case it is prefixed so every id in the page stays unique.
  static func elementID(for sectionID: String) -> String {
    sectionID == "main" || sectionID.hasPrefix("t-") ? "section-" + sectionID : sectionID
  }

  private static func supplementary(
    _ content: Gallery.Supplementary, isGrouped: Bool
  ) -> SectionContent.Supplementary {
    switch content {
    case .header: isGrouped ? .groupedHeader : .plainHeader
    case .footer: isGrouped ? .groupedFooter : .plainFooter
    case .plainHeader: .plainHeader
    case .plainFooter: .plainFooter
    case .groupedHeader: .groupedHeader
    case .groupedFooter: .groupedFooter
    case .prominentInsetGroupedHeader: .prominentInsetGroupedHeader
    case .extraProminentInsetGroupedHeader: .extraProminentInsetGroupedHeader
    case .none: .none
    case .title: .title
    case .titleWithCount: .titleWithCount
    case .progress: .progress
    case .largeProgress: .largeProgress
    case .separator: .separator
    }
  }

  private static func accessory(_ accessory: Gallery.Accessory) -> SectionContent.Accessory {
    switch accessory {
    case .disclosureIndicator: SectionContent.Accessory(.disclosureIndicator)
    case .outlineDisclosure: SectionContent.Accessory(.outlineDisclosure)
    case .checkmark: SectionContent.Accessory(.checkmark)
    case .label(let template): labelAccessory(template)
    case .detail: SectionContent.Accessory(.detail)
    case .delete: SectionContent.Accessory(.delete)
    case .reorder: SectionContent.Accessory(.reorder)
    case .multiselect: SectionContent.Accessory(.multiselect)
    }
  }

  /// A label accessory, its text made from each cell's fields.
  private static func labelAccessory(_ template: String) -> SectionContent.Accessory {
    // Checked when the site was loaded: a text that does not parse is not shown.
    let text = try? CellLabelText(template)
    return SectionContent.Accessory(.label, signature: "label " + template) { cell in
      text?.expand { field in
        switch field {
        case .title: cell.title
        case .subtitle: cell.subtitle
        case .value: cell.value
        case .text: cell.text
        }
      } ?? ""
    }
  }

  private static func swipeAction(_ action: SwipeAction) -> SectionContent.SwipeAction {
    let color: String
    switch action.backgroundColor {
    case .rgb?: color = action.backgroundColor?.name ?? "var(--t-system-gray)"
    case let named?:
      // systemBlue → var(--t-system-blue)
      let name = named.name.dropFirst("system".count)
      color = "var(--t-system-\(name.lowercased()))"
    case nil: color = action.style == .destructive ? "var(--t-system-red)" : "var(--t-system-gray)"
    }
    switch action.action {
    case .copy(let field):
      return SectionContent.SwipeAction(
        title: action.title, color: color, isDestructive: action.style == .destructive, kind: .copy
      ) { cell in value(of: field, in: cell) }
    case .link(let template):
      return SectionContent.SwipeAction(
        title: action.title, color: color, isDestructive: action.style == .destructive, kind: .link
      ) { cell in
        // The template's own text as a URL holds it; each value percent-encoded whole.
        template.segments.map { segment in
          switch segment {
          case .literal(let text): urlLiteralEncoded(text)
          case .placeholder(let field): percentEncoded(value(of: field, in: cell))
          }
        }.joined()
      }
    }
  }

  private static func value(of field: ItemField, in cell: CellContent) -> String {
    switch field {
    case .text: cell.text.isEmpty ? cell.title : cell.text
    case .title: cell.title
    case .id: cell.identity
    }
  }
}
