import TrellisCSS
import TrellisData
import TrellisLayout
import TrellisRender

extension Site {
  /// Every file of the built site, in a deterministic order: the pages (and `index.html`), the
  /// stylesheet, the script and the generated avatars.
  public func renderedFiles(templates: TemplateSet) throws(DiagnosticError) -> (
    files: [OutputFile], warnings: [Diagnostic]
  ) {
    var context = RenderContext(site: self)
    var pages: [PageContent] = []
    for page in self.pages {
      pages.append(try context.content(for: page))
    }
    let renderer = PageRenderer(templates: templates)
    var files: [OutputFile] = []
    do {
      for page in pages {
        files.append(
          OutputFile(
            path: page.fileName,
            text: try renderer.render(page, stylesheet: RenderContext.stylesheetPath, script: RenderContext.scriptPath))
        )
      }
      if !self.pages.contains(where: { $0.id == "index" }) {
        files.append(
          OutputFile(
            path: "index.html",
            text: try renderer.renderIndex(
              siteTitle: description.title, language: description.language, navigation: context.navigation,
              pages: self.pages.map { ($0.title, $0.id + ".html", $0.summary ?? "") },
              stylesheet: RenderContext.stylesheetPath)))
      }
    } catch {
      throw DiagnosticError(Diagnostic(at: nil, error.description))
    }
    let maximumSegments = self.pages.map { $0.isSegmented ? $0.segments.count : 0 }.max() ?? 0
    files.append(
      OutputFile(
        path: RenderContext.stylesheetPath,
        text: SiteStylesheet.css(styles: context.stylesInOrder, maximumSegments: maximumSegments)))
    files.append(OutputFile(path: RenderContext.scriptPath, text: SiteScript.javascript))
    for (path, svg) in context.avatars.sorted(by: { $0.key < $1.key }) {
      files.append(OutputFile(path: path, text: svg))
    }
    var warnings = context.warnings
    if !context.missingImages.isEmpty, let characters {
      let names = context.missingImages.prefix(5).joined(separator: ", ")
      let more = context.missingImages.count > 5 ? ", …" : ""
      warnings.append(
        Diagnostic(
          .warning, at: nil,
          "\(characters.file.name): \(context.missingImages.count) image\(context.missingImages.count == 1 ? "" : "s") not found in \(joinPath(directory, "images"))/ (\(names)\(more)); initials avatars were generated"
        ))
    }
    return (files, warnings)
  }
}

/// What rendering the pages collects along the way: compiled styles (shared), avatars, warnings.
struct RenderContext {
  static let stylesheetPath = "trellis.css"
  static let scriptPath = "trellis.js"

  let site: Site
  var styles: [String: SectionStyle] = [:]
  var stylesInOrder: [SectionStyle] = []
  var avatars: [String: String] = [:]
  var missingImages: [String] = []
  var warnings: [Diagnostic] = []

  init(site: Site) { self.site = site }

  var navigation: [PageContent.Link] {
    site.pages.map { PageContent.Link(title: $0.title, href: $0.id + ".html") }
  }

  mutating func content(for page: Page) throws(DiagnosticError) -> PageContent {
    var sections: [SectionContent] = []
    for section in page.sections {
      sections.append(try content(for: section, of: page))
    }
    let segmentTitles = page.isSegmented ? page.segments.map(\.title) : []
    return PageContent(
      fileName: page.id + ".html", title: page.title, summary: page.summary ?? "", siteTitle: site.description.title,
      language: site.description.language, navigation: navigation, segments: segmentTitles, sections: sections)
  }

  private mutating func content(for section: PageSection, of page: Page) throws(DiagnosticError) -> SectionContent {
    let description = section.description
    let style = try style(for: section)
    var cells: [CellContent] = []
    var outline: [SectionContent.OutlineGroup]?
    if let groups = section.outlineGroups {
      outline = groups.map { group in
        var parent = cell(for: section.entries[group.parent], kind: section.cell)
        parent.count = String(group.childCount)
        let children = section.entries[group.children].map { cell(for: $0, kind: section.cell) }
        return SectionContent.OutlineGroup(parent: parent, children: children)
      }
    } else {
      cells.reserveCapacity(section.entries.count)
      for entry in section.entries { cells.append(cell(for: entry, kind: section.cell)) }
    }
    let segmentIndex = page.isSegmented ? (page.segments.firstIndex { $0.id == section.segment } ?? -1) + 1 : 0
    var (leading, trailing): ([SectionContent.SwipeAction], [SectionContent.SwipeAction]) = ([], [])
    var isList = false
    if case .list(let configuration) = section.layout(for: LayoutEnvironment(containerWidth: 390, containerHeight: 844))
    {
      leading = configuration.leadingSwipeActions.map(Self.swipeAction)
      trailing = configuration.trailingSwipeActions.map(Self.swipeAction)
      isList = true
    }
    // "Title (count)" counts the items a person sees as entries (an outline's parents are not).
    let count = section.items.filter { $0.kind != .category }.count
    return SectionContent(
      id: page.id == section.id ? "section-" + section.id : section.id, title: section.title, style: style,
      cellTemplate: "cell-" + section.cell.rawValue, header: Self.supplementary(description.header.value),
      footer: Self.supplementary(description.footer.value),
      count: count,
      completed: section.completedCount, cells: outline == nil ? cells : [], outline: outline,
      leadingSwipeActions: leading, trailingSwipeActions: trailing,
      emptyMessage: section.isEmpty ? description.emptyMessage : nil, isHidden: section.isHidden,
      isSearchable: description.searchable, isList: isList, segmentIndex: segmentIndex,
      estimatedHeight: estimatedHeight(of: section))
  }

  /// The compiled style of a section's layout; identical layouts share one.
  private mutating func style(for section: PageSection) throws(DiagnosticError) -> SectionStyle {
    let provider = section.layoutProvider(itemCount: section.items.count)
    let rowEstimate = section.cell.listRowEstimate
    let key = "\(provider)|\(rowEstimate)"
    if let style = styles[key] { return style }
    let style: SectionStyle
    do {
      style = try SectionStyleCompiler.compile(provider, rowEstimate: rowEstimate)
    } catch {
      throw DiagnosticError(section.description.layout.diagnostic(in: site.siteFile, error.message))
    }
    styles[key] = style
    if !stylesInOrder.contains(where: { $0.className == style.className }) { stylesInOrder.append(style) }
    return style
  }

  /// The solver's height for the section at a phone's width: the size offscreen sections keep
  /// while `content-visibility: auto` skips them.
  private func estimatedHeight(of section: PageSection) -> Double {
    let environment = LayoutEnvironment(containerWidth: 390, containerHeight: 844)
    return LayoutSolver.solve(
      section.layout(for: environment), itemCount: section.items.count, environment: environment,
      listRowEstimate: section.cell.listRowEstimate
    ).height
  }

  private mutating func cell(for item: GalleryItem, kind: CellKind) -> CellContent {
    switch item {
    case .emoji(let emoji):
      let category = site.emoji?.category(id: emoji.category)?.title ?? emoji.category
      return CellContent(
        text: emoji.text, title: emoji.title, value: category, name: emoji.title, identity: emoji.identity)
    case .category(let category):
      return CellContent(title: category.title, name: category.title, identity: category.id)
    case .character(let character, let universe):
      return CellContent(
        title: character.name, subtitle: character.job, image: avatar(for: character), imageSize: "60",
        name: character.name, identity: "\(universe)/\(character.localIdentity)")
    }
  }

  /// The character's image: its initials avatar, generated once per image name.
  private mutating func avatar(for character: StoryCharacter) -> String {
    let path = "assets/avatar-\(percentEncoded(character.imageName)).svg"
    if avatars[path] == nil {
      avatars[path] = Avatar.svg(for: character.name)
      missingImages.append(character.imageName)
    }
    return path
  }

  private static func supplementary(_ content: SupplementaryContent) -> SectionContent.Supplementary {
    switch content {
    case .none: .none
    case .title: .title
    case .titleWithCount: .titleWithCount
    case .progress: .progress
    case .separator: .separator
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
      ) { cell in template.expand { percentEncoded(value(of: $0, in: cell)) } }
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
