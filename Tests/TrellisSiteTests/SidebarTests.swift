import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisSite

/// site.json's `sidebar`: the pages as an outline beside every page (at compact width, the home
/// page), checked against the pages the navigation lists.
@Suite struct SidebarTests {
  /// Three pages, the last cut into two parts by `pageSize` (listed once, as its first).
  private static func site(sidebar: String) -> String {
    """
    {"title": "T", "data": {"emoji": "emoji.json"},
     "pages": [
      {"id": "a", "title": "A", "sections": [{"id": "s", "data": {"emoji": {"category": "smileys"}}, "layout": {"preset": "plainList"}}]},
      {"id": "b", "title": "B", "sections": [{"id": "s", "data": {"emoji": {"category": "nature"}}, "layout": {"preset": "plainList"}}]},
      {"id": "c", "title": "C", "sections": [{"id": "s", "data": {"emoji": {}}, "layout": {"preset": "plainList"}, "pageSize": 20}]}
     ],
     "sidebar": \(sidebar)}
    """
  }

  @Test func everyListedPageOnceAndNoOther() throws {
    let errors = try loadErrors(replacing: [
      "site.json": Self.site(
        sidebar: """
          ‸[{"title": "One", "items": ["a", ‸"c-2", ‸"bb"]}, {"title": "Two", "items": ["b", ‸"a"]}]
          """)
    ])
    #expect(
      errors == [
        "site.json:‸2: error: unknown page \"c-2\" (expected one of: a, b, c) (at sidebar[0].items[1]) [site.unknownSidebarPage]",
        "site.json:‸3: error: unknown page \"bb\"; did you mean \"b\"? (expected one of: a, b, c) (at sidebar[0].items[2]) [site.unknownSidebarPage]",
        "site.json:‸4: error: page \"a\" is in the sidebar twice (at sidebar[1].items[1]) [site.pageInSidebarTwice]\n"
          + "site.json:7:41: note: first seen here (at sidebar[0].items[0])",
        "site.json:‸1: error: page \"c\" is not in the sidebar, so no link leads to it; list it there (at sidebar) [site.pageNotInSidebar]",
      ])
  }

  @Test func groupsNeedATitleAndItems() throws {
    let errors = try loadErrors(replacing: [
      "site.json": Self.site(sidebar: #"[{"title": "One", "items": ‸[]}, "a", "b", "c"]"#)
    ])
    #expect(
      errors == [
        "site.json:‸1: error: sidebar group \"One\" has no items; list a page in it (at sidebar[0].items) [site.emptySidebarGroup]"
      ])
    let untitled = try loadErrors(replacing: [
      "site.json": Self.site(sidebar: #"[{"title": ‸" ", "items": ["a"]}, "b", "c"]"#)
    ])
    #expect(
      untitled == [
        "site.json:‸1: error: a sidebar group's title is empty (at sidebar[0].title) [site.emptySidebarGroupTitle]"
      ])
    let number = try loadErrors(replacing: ["site.json": Self.site(sidebar: "[‸7]")])
    #expect(number.count == 1)
    #expect(number.first?.hasPrefix("site.json:‸1: error: expected a page's id, or a group") == true)
  }

  /// The built pages: a nested outline in the banner's navigation, the current page marked, the
  /// body's classes, and the sidebar's rules in the stylesheet only for such a site.
  @Test func pagesShowTheOutline() throws {
    let directory = try TestSupport.siteCopy(replacing: [
      "site.json": Self.site(sidebar: #"[{"title": "One", "items": ["a", {"title": "Inner", "items": ["c"]}]}, "b"]"#)
    ])
    let output = try TestSupport.makeTemporaryDirectory() + "/out"
    let site = try LoadedSite.load(directory: directory)
    _ = try SiteBuild(site: site, output: output).update()
    let page = try String(contentsOfFile: output + "/c-2.html", encoding: .utf8)
    #expect(page.contains(#"<body class="t-sidebar-app">"#))
    #expect(
      page.contains(
        #"<ul class="t-nav"><li class="t-nav-group"><details open="open"><summary>One</summary><ul><li><a href="a.html">A</a></li>"#
          + "\n"
          + #"<li class="t-nav-group"><details open="open"><summary>Inner</summary><ul><li><a href="c.html" aria-current="page">C</a></li>"#
          + "\n</ul></details></li>\n</ul></details></li>\n"
          + #"<li><a href="b.html">B</a></li>"#))
    let home = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
    #expect(home.contains(#"<body class="t-sidebar-app t-home">"#))
    // On the home page no group holds the page shown: all start closed, as in Apple's sample.
    #expect(home.contains(#"<li class="t-nav-group"><details><summary>One</summary>"#))
    #expect(!home.contains("open=\"open\""))
    // On page b, outside the groups, they are closed too.
    let b = try String(contentsOfFile: output + "/b.html", encoding: .utf8)
    #expect(b.contains(#"<details><summary>One</summary>"#) && b.contains(#"<details><summary>Inner</summary>"#))
    let css = try String(contentsOfFile: output + "/trellis.css", encoding: .utf8)
    #expect(css.contains(".t-sidebar-app > .t-banner"))
    // A site without a sidebar (the bundled one, built once for the test process): a row of
    // links, no classes, none of the sidebar's rules.
    let plainOutput = try TestSupport.bundledGallery().output
    let plain = try String(contentsOfFile: plainOutput + "/explorer.html", encoding: .utf8)
    #expect(plain.contains("<body>\n"))
    #expect(!plain.contains("t-nav-group"))
    #expect(!(try String(contentsOfFile: plainOutput + "/trellis.css", encoding: .utf8)).contains("t-sidebar-app"))
  }
  /// The id of a declaration that expands (one page per category) stands for its pages, as a
  /// group titled as the declaration is; a sidebar leaving them out is told it may name it.
  @Test func anExpandingDeclarationIsAGroupOfItsPages() throws {
    let pages = """
      {"title": "T", "data": {"emoji": "emoji.json"},
       "pages": [
        {"id": "a", "title": "A", "sections": [{"id": "s", "data": {"emoji": {"category": "smileys"}}, "layout": {"preset": "plainList"}}]},
        {"id": "e", "title": "By category", "expand": "categories", "sections": [
          {"id": "g", "data": {"emoji": {"categories": ["smileys", "nature"]}}, "layout": {"preset": "plainList"}}]}
       ],
       "sidebar": SIDEBAR}
      """
    let directory = try TestSupport.siteCopy(replacing: [
      "site.json": pages.replacingOccurrences(of: "SIDEBAR", with: #"[{"title": "One", "items": ["e"]}, "a"]"#)
    ])
    let output = try TestSupport.makeTemporaryDirectory() + "/out"
    _ = try SiteBuild(site: try LoadedSite.load(directory: directory), output: output).update()
    let page = try String(contentsOfFile: output + "/e-nature.html", encoding: .utf8)
    #expect(
      page.contains(
        #"<summary>One</summary><ul><li class="t-nav-group"><details open="open"><summary>By category</summary>"#
          + #"<ul><li><a href="e-smileys.html">"#))
    #expect(page.contains(#"<a href="e-nature.html" aria-current="page">"#))
    let errors = try loadErrors(replacing: [
      "site.json": pages.replacingOccurrences(of: "SIDEBAR", with: #"‸["a", "e-smileys", ‸"ee"]"#)
    ])
    #expect(
      errors == [
        "site.json:‸2: error: unknown page \"ee\"; did you mean \"e\"? (expected one of: a, e-smileys, e-nature, e) (at sidebar[2]) [site.unknownSidebarPage]",
        "site.json:‸1: error: page \"e-nature\" is not in the sidebar, so no link leads to it; list it there, or \"e\" for every page it makes (a group) (at sidebar) [site.pageNotInSidebar]",
      ])
  }
}
