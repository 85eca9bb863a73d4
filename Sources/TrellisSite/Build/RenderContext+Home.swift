import TrellisCSS
import TrellisDiagnostics
import TrellisRender

extension RenderContext {
  /// The generated home page, when the site has no page called "index": a card for each page the
  /// navigation lists (``HomePage``), a section like any other in the page template.
  mutating func homePage(renderer: PageRenderer) throws(DiagnosticError) -> OutputFile? {
    guard site.makesHomePage else { return nil }
    // A layout of Trellis's own, which compiles (the tests build it); were it not to, the error
    // would be placed at the site's pages.
    let style = try style(of: HomePage.layout, rowEstimate: HomePage.rowEstimate, layoutAt: [.key("pages")])
    let cards = site.listedPages.map { card(for: $0) }
    let section = SectionContent(
      id: HomePage.sectionID, title: "", style: style, cellTemplate: "cell-page", count: cards.count,
      cells: CellSource(count: cards.count) { cell, position in cell = cards[position] })
    var page = PageContent(
      fileName: "index.html", title: site.gallery.title, summary: site.gallery.head.description ?? "",
      siteTitle: site.gallery.title, language: site.gallery.language.tag, navigation: navigation,
      sections: [section])
    page.isHome = true
    page.searchPage = searchPage
    page.head = head(for: page.fileName)
    return try renderer.outputFile(for: page, script: searchPage.isEmpty ? nil : Self.scriptPath)
  }

  /// A page's card: its title, what its card says, how many items it and its other parts show,
  /// and its first few items (emoji, or characters' pictures), drawn only: the title names them.
  private func card(for page: Page) -> CellContent {
    let parts = site.pages.filter { part in
      part.id == page.id || (page.pagination != nil && part.pagination?.baseID == page.pagination?.baseID)
    }
    // An outline's parents are not items.
    let count = parts.reduce(0) { total, part in
      total + part.sections.reduce(0) { $0 + $1.sources.count { if case .category = $0 { false } else { true } } }
    }
    var preview = ""
    var shown = 0
    var seen: Set<ItemSource> = []
    previewing: for section in parts.flatMap(\.sections) where !section.isHidden {
      for source in section.sources where seen.insert(source).inserted {
        switch section.data.item(source) {
        case .emoji(let emoji):
          preview += "<span class=\"card-emoji\">" + HTMLEscaping.text(emoji.text) + "</span>"
        case .character(let character, _):
          preview += images.markup(for: character, .card).html(className: "card-avatar")
        case .category: continue
        }
        shown += 1
        if shown == HomePage.previewCount { break previewing }
      }
    }
    let counted = site.strings.counted("itemCount", count)
    return CellContent(
      title: page.title, subtitle: page.cardText ?? "", value: counted, name: page.title, link: page.fileName,
      preview: preview)
  }
}
