import TrellisCSS
import TrellisDiagnostics

/// Renders pages as well-formed XHTML5 (so libxml2's XML parser can check them): the section
/// structure of the layout contract (see ``SectionStyle``) filled with the site's templates.
///
/// Not thread-safe: it caches compiled templates. Use one renderer per thread.
package final class PageRenderer {
  let templates: TemplateSet
  private var cache: [String: CompiledTemplate] = [:]
  /// The navigation a standalone page last had, and its HTML.
  private var lastNavigation: (links: [PageContent.Link], current: String, html: String)?
  /// Templates looked up by values, by name and shape (see ``template(_:_:_:)``).
  private var byShape: [String: [Int: CompiledTemplate]] = [:]

  package init(templates: TemplateSet) {
    self.templates = templates
  }

  /// Renders the page in chunks of about a megabyte, handing each to `emit`, so that a big page
  /// is written as it is made and never held whole. Throws a ``TemplateError``, or what `emit`
  /// throws.
  package func render(
    _ page: PageContent, stylesheet: String, script: String?, emit: (String) throws -> Void
  ) throws {
    var buffer = ""
    buffer.reserveCapacity(Self.chunkSize + 65_536)
    for piece in pieces(of: page) {
      try render(piece, of: page, stylesheet: stylesheet, script: script, into: &buffer)
      if buffer.utf8.count >= Self.chunkSize {
        try emit(buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    try emit(buffer)
  }

  // MARK: - Pieces

  /// The page's pieces in order. Each renders on its own, so a caller may render them on several
  /// threads (one renderer each) and write them in order; cells come in runs of `rowsPerPiece`.
  package func pieces(of page: PageContent, rowsPerPiece: Int = 1024) -> [PagePiece] {
    var pieces: [PagePiece] = [.pageStart]
    for (index, section) in page.sections.enumerated() {
      pieces.append(.sectionStart(index))
      let rows = section.rowCount
      for start in stride(from: 0, to: rows, by: max(rowsPerPiece, 1)) {
        pieces.append(.rows(index, start..<min(start + rowsPerPiece, rows)))
      }
      pieces.append(.sectionEnd(index))
    }
    pieces.append(.pageEnd)
    return pieces
  }

  /// The page's shell: the HTML before its first section and after its last. With
  /// ``section(_:of:)`` it lets a caller keep a page as parts and replace one section at a time
  /// (`trellis serve`): `start`, every section in order, then `end` is what
  /// ``render(_:stylesheet:script:emit:)`` writes.
  package func shell(
    of page: PageContent, stylesheet: String, script: String?
  ) throws(TemplateError) -> (start: String, end: String) {
    try renderShell(page, stylesheet: stylesheet, script: script)
  }

  /// The whole HTML of the page's section at `index`.
  package func section(_ index: Int, of page: PageContent) throws(TemplateError) -> String {
    var html = ""
    let section = page.sections[index]
    try renderSectionStart(section, into: &html)
    try renderRows(0..<section.rowCount, of: section, into: &html)
    try renderSectionEnd(section, into: &html)
    return html
  }

  /// Appends one piece of the page. `stylesheet` and `script` are the hrefs of the site's files.
  package func render(
    _ piece: PagePiece, of page: PageContent, stylesheet: String, script: String?, into html: inout String
  ) throws(TemplateError) {
    switch piece {
    case .pageStart, .pageEnd:
      let shell = try renderShell(page, stylesheet: stylesheet, script: script)
      html += piece == .pageStart ? shell.start : shell.end
    case .sectionStart(let index): try renderSectionStart(page.sections[index], into: &html)
    case .rows(let index, let rows): try renderRows(rows, of: page.sections[index], into: &html)
    case .sectionEnd(let index): try renderSectionEnd(page.sections[index], into: &html)
    }
  }

  /// The page template split where its sections go.
  private func renderShell(
    _ page: PageContent, stylesheet: String, script: String?
  ) throws(TemplateError) -> (start: String, end: String) {
    let listedAs = page.pages.first ?? page.fileName  // a cut page is listed as its first
    let navigation = try navigationHTML(page.navigation, current: listedAs)
    let fields = Self.pageFields
    let values = [
      page.language, page.head.direction, page.title, page.siteTitle,
      Self.documentTitle(page.title, siteTitle: page.siteTitle), stylesheet, script ?? "", page.summary,
      navigation,
      try tools(for: page), "", try pagination(for: page), page.searchPage, page.head.description,
      page.head.canonicalURL, page.head.html(title: page.title, siteTitle: page.siteTitle), page.head.base,
      Self.isSidebar(page.navigation) ? "true" : "", page.isHome ? "true" : "",
      page.showsLayout ? try template("annotate-switch", present: []).render([]) : "",
    ]
    // The shell's shape: sectionsHTML counts as present (the sections are written in its place).
    var present = Set(zip(fields, values).compactMap { $1.isEmpty ? nil : $0 })
    present.insert("sectionsHTML")
    let shell = try template("page", fields, present: present)
    var output = ""
    var split = 0
    shell.render(
      { $0 < values.count ? values[$0] : "" }, into: &output,
      html: { index, output in
        if fields[index] == "sectionsHTML" { split = output.utf8.count } else { output += values[index] }
      })
    let utf8 = output.utf8
    let middle = utf8.index(utf8.startIndex, offsetBy: split)
    // The sections stand in a column whose gap is the inter-section spacing: a gap comes only
    // between displayed sections, so hidden ones (and other segments') take no room.
    let spacing = [page.sectionSpacing > 0 ? cssNumber(page.sectionSpacing) : "", "sections"]
    let column = try template("frame-sections", ["spacing", "sectionsHTML"], spacing)
    guard let around = column.split(atHTML: 1) else { return (String(output[..<middle]), String(output[middle...])) }
    return (
      String(output[..<middle]) + around.before.render(spacing),
      around.after.render(spacing) + (try layoutSourceHTML(for: page)) + String(output[middle...])
    )
  }

  static let chunkSize = 1 << 20

  /// The window's title (`<title>`): "Page · Site", or the site's title alone where the page is
  /// called as the site is (the generated home page).
  static func documentTitle(_ title: String, siteTitle: String) -> String {
    title == siteTitle ? siteTitle : title + " · " + siteTitle
  }

  /// The fields of the `page` template.
  static let pageFields = TemplateVariables.page.map(\.name)

  /// Whether the navigation is a sidebar's outline rather than a row of links.
  static func isSidebar(_ navigation: [PageContent.Link]) -> Bool { navigation.first?.sidebarGroups != nil }

  /// The navigation's entries: `nav-item`s, and in a sidebar `nav-group`s holding the links of
  /// each group in order, open when they hold the page shown (as Apple's sample, whose outline
  /// starts closed). `current` is the href of the page shown.
  private func navigationHTML(_ links: [PageContent.Link], current: String) throws(TemplateError) -> String {
    var html = ""
    try appendNavigation(links[...], depth: 0, current: current, into: &html)
    return html
  }

  private func appendNavigation(
    _ links: ArraySlice<PageContent.Link>, depth: Int, current: String, into html: inout String
  ) throws(TemplateError) {
    var index = links.startIndex
    while index < links.endIndex {
      let link = links[index]
      guard let groups = link.sidebarGroups, groups.count > depth else {
        let values = [link.href, link.title, link.href == current ? "true" : ""]
        try template("nav-item", values).render(values, into: &html)
        index += 1
        continue
      }
      let group = groups[depth]
      var end = index + 1
      while end < links.endIndex, let next = links[end].sidebarGroups, next.count > depth, next[depth] == group {
        end += 1
      }
      var items = ""
      try appendNavigation(links[index..<end], depth: depth + 1, current: current, into: &items)
      let holdsCurrent = links[index..<end].contains { $0.href == current }
      let values = [group.title, items, holdsCurrent ? "true" : ""]
      try template("nav-group", values).render(values, into: &html)
      index = end
    }
  }

  /// An item's own page: its template in the site's shell.
  package func renderItem(_ item: ItemContent, stylesheet: String, script: String) throws(TemplateError) -> String {
    let body = try template(item.template, item.fields, item.values).render(item.values)
    return try renderStandalone(
      title: item.title, siteTitle: item.siteTitle, language: item.language, navigation: item.navigation,
      current: "", stylesheet: stylesheet, script: script, searchPage: item.searchPage, head: item.head,
      bodyHTML: body)
  }

  /// The site's search page: every item as a plain link, which the script narrows to the query
  /// (`SEARCH.html?q=…`, or typed in the site's search field).
  package func renderSearch(
    _ search: SearchContent, stylesheet: String, script: String
  ) throws(TemplateError) -> String {
    var items = ""
    for entry in search.entries {
      let values = entry.values
      try template("search-item", values).render(values, into: &items)
    }
    let list = try template("search-list", [items]).render([items])
    return try renderStandalone(
      title: search.title, siteTitle: search.siteTitle, language: search.language, navigation: search.navigation,
      current: "", stylesheet: stylesheet, script: script, searchPage: search.fileName, head: search.head,
      bodyHTML: list)
  }

  /// The page a server shows for an address that has none (`404.html`), titled `title`: the
  /// `not-found` template in the site's shell, its links resolving from `head.base`.
  package func renderNotFound(
    title: String, siteTitle: String, language: String, navigation: [PageContent.Link], stylesheet: String,
    script: String, searchPage: String, head: PageHead
  ) throws(TemplateError) -> String {
    let body = try template("not-found", ["index.html"]).render(["index.html"])
    return try renderStandalone(
      title: title, siteTitle: siteTitle, language: language, navigation: navigation, current: "",
      stylesheet: stylesheet, script: script, searchPage: searchPage, head: head, bodyHTML: body)
  }

  /// The page template around HTML made from other templates, with no sections.
  private func renderStandalone(
    title: String, siteTitle: String, language: String, navigation: [PageContent.Link], current: String,
    stylesheet: String, script: String, searchPage: String, head: PageHead, bodyHTML: String, isHome: Bool = false
  ) throws(TemplateError) -> String {
    let navigationHTML: String
    if let last = lastNavigation, last.current == current, last.links == navigation {
      navigationHTML = last.html  // thousands of item pages share one navigation
    } else {
      navigationHTML = try self.navigationHTML(navigation, current: current)
      lastNavigation = (navigation, current, navigationHTML)
    }
    let values = [
      language, head.direction, title, siteTitle, Self.documentTitle(title, siteTitle: siteTitle), stylesheet,
      script, "", navigationHTML, "", bodyHTML, "", searchPage,
      head.description, head.canonicalURL, head.html(title: title, siteTitle: siteTitle), head.base,
      Self.isSidebar(navigation) ? "true" : "", isHome ? "true" : "", "",
    ]
    return try template("page", Self.pageFields, values).render(values)
  }

  // MARK: - Templates

  /// The kinds of template looked up per cell, each with a cache of its own.
  enum PerCell: Int, CaseIterable {
    /// A cell's content template (`cell-grid` …), its frame, and the two joined (see
    /// ``joinedCell(_:frameShape:contentShape:)``).
    case cell, cellFrame, joinedCell
  }

  /// Templates looked up per cell, by kind, name and shape (a bit mask of the fields present),
  /// so the key is cheap.
  private var shapedTemplates = [[String: [Int: CompiledTemplate]]](repeating: [:], count: PerCell.allCases.count)

  /// The last template of each kind used: consecutive cells nearly always share it.
  private var lastShaped = [(name: String, shape: Int, compiled: CompiledTemplate)?](
    repeating: nil, count: PerCell.allCases.count)

  /// Template `name` specialised for the fields whose bits are set in `shape`.
  func shaped(_ kind: PerCell, _ name: String, fields: [String], shape: Int) throws(TemplateError)
    -> CompiledTemplate
  {
    try shaped(kind, name, shape: shape) { () throws(TemplateError) in
      let present = Set(fields.indices.filter { shape & (1 << $0) != 0 }.map { fields[$0] })
      return try template(name, fields, present: present)
    }
  }

  /// The template of `kind` for `name` and `shape`, made by `make` the first time.
  func shaped(
    _ kind: PerCell, _ name: String, shape: Int, make: () throws(TemplateError) -> CompiledTemplate
  ) throws(TemplateError) -> CompiledTemplate {
    if let last = lastShaped[kind.rawValue], last.shape == shape, last.name == name { return last.compiled }
    let compiled: CompiledTemplate
    if let cached = shapedTemplates[kind.rawValue][name]?[shape] {
      compiled = cached
    } else {
      compiled = try make()
      shapedTemplates[kind.rawValue][name, default: [:]][shape] = compiled
    }
    lastShaped[kind.rawValue] = (name, shape, compiled)
    return compiled
  }

  /// Overridable template `name` with `values` for its variables (``TemplateVariables``), in order.
  func template(_ name: String, _ values: [String]) throws(TemplateError) -> CompiledTemplate {
    try template(name, TemplateVariables.names(of: name), values)
  }

  /// Overridable template `name` with the variables `present` given.
  func template(_ name: String, present: Set<String>) throws(TemplateError) -> CompiledTemplate {
    try template(name, TemplateVariables.names(of: name), present: present)
  }

  func template(_ name: String, _ fields: [String], _ values: [String]) throws(TemplateError)
    -> CompiledTemplate
  {
    // A name always comes with the same fields: its shape (the fields present, as bits) is
    // enough of a key, and costs no allocation (pages and item pages look up a dozen a page).
    guard fields.count <= Int.bitWidth else {
      return try template(name, fields, present: Set(zip(fields, values).compactMap { $1.isEmpty ? nil : $0 }))
    }
    var shape = 0
    for (index, value) in zip(fields.indices, values) where !value.isEmpty { shape |= 1 << index }
    if let cached = byShape[name]?[shape] { return cached }
    let compiled = try template(name, fields, present: Set(zip(fields, values).compactMap { $1.isEmpty ? nil : $0 }))
    byShape[name, default: [:]][shape] = compiled
    return compiled
  }

  func template(_ name: String, _ fields: [String], present: Set<String>) throws(TemplateError)
    -> CompiledTemplate
  {
    let key = name + "|" + fields.filter(present.contains).joined(separator: ",")
    if let cached = cache[key] { return cached }
    let compiled = try templates.compiled(name, fields: fields, present: present)
    cache[key] = compiled
    return compiled
  }
}
