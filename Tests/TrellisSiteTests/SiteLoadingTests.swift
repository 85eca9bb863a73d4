import Foundation
import Testing
import TrellisData
import TrellisGallery
import TrellisLayout
import TrellisTestSupport

@testable import TrellisSite

/// The diagnostics of loading a copy of the bundled site with some files replaced, printed with
/// file names relative to the copy. A `‸` in a file marks where an error is expected: it is
/// removed, and an error at the Nth marker of `site.json` is printed `site.json:‸N: error: …`.
func loadErrors(replacing files: [String: String]) throws -> [String] {
  var unmarked: [String: String] = [:]
  var markers: [String: [(line: Int, column: Int)]] = [:]
  for (name, text) in files {
    (unmarked[name], markers[name]) = TestSupport.unmarked(text)
  }
  let directory = try TestSupport.siteCopy(replacing: unmarked)
  do {
    _ = try LoadedSite.load(directory: directory)
    return []
  } catch {
    return error.diagnostics.map {
      TestSupport.namingMarkers(markers, in: $0.description.replacingOccurrences(of: directory + "/", with: ""))
    }
  }
}

/// A minimal site.json around one section declaration.
private func site(section: String) -> String {
  """
  {"title": "T", "data": {"emoji": "emoji.json", "characters": "characters.json"},
   "pages": [{"id": "p", "title": "P", "sections": [
  \(section)
  ]}]}
  """
}

@Suite struct SiteLoadingTests {
  @Test func loadsTheBundledSite() throws {
    let site = try LoadedSite.load(directory: TestSupport.bundledSite)
    #expect(
      site.pages.map(\.id) == [
        "explorer", "characters", "layouts", "unicode-smileys-emotion", "unicode-animals-nature",
        "unicode-food-drink", "unicode-travel-places", "unicode-travel-places-2", "unicode-flags", "unicode-flags-2",
        "progress", "empty",
      ])
    // The generated part: a page per Unicode group the section names, a section per subgroup.
    let flags = try #require(site.pages.first { $0.id == "unicode-flags" })
    #expect(flags.title == "Flags")
    #expect(flags.sections.map(\.id) == ["g-flag", "g-country-flag"])
    let explorer = try #require(site.pages.first)
    #expect(explorer.sections.map(\.id) == ["recents", "outline", "list", "custom"])
    // The same recents emoji are in two sections of one page: scoped identities keep them apart.
    let items = explorer.sections.flatMap(\.items)
    #expect(Set(items).count == items.count)
    #expect(explorer.sections[0].items.count == 8)
    #expect(explorer.sections[3].items.count == 8)
    #expect(Set(explorer.sections[0].items.map(\.identity)) == Set(explorer.sections[3].items.map(\.identity)))
    // The outline: a parent row per category, its emoji as children.
    let outline = explorer.sections[1]
    let groups = try #require(outline.outlineGroups)
    #expect(
      groups.map { outline.items[$0.parent].identity }
        == ["smileys", "nature", "food", "activities", "travel", "objects", "symbols"])
    #expect(groups[0].childCount == 3)
  }

  @Test func charactersExpandIntoOneSectionPerDataSection() throws {
    let site = try LoadedSite.load(directory: TestSupport.bundledSite)
    let characters = try #require(site.pages.first { $0.id == "characters" })
    #expect(characters.isSegmented)
    #expect(characters.isSearchable)
    #expect(
      characters.sections.filter { $0.segment == "wonderland" }.map(\.title) == [
        "Residents", "Royal Court", "Tea Party", "Looking-Glass",
      ])
    let clients = try #require(characters.sections.first { $0.id == "bakerStreet-clients" })
    #expect(clients.isEmpty && clients.isHidden)
    let progress = try #require(site.pages.first { $0.id == "progress" })
    let monsters = try #require(progress.sections.first { $0.id == "olympus-monsters" })
    #expect(monsters.completedCount == 0)
  }

  @Test func duplicateItemIdentifierNamesBothPlaces() throws {
    let emoji = """
      {"categories": [{"id": "recents", "title": "Recents"}],
       "emoji": [
        {"text": "😀", "title": "Happy", "category": "recents", "keywords": []},
        ‸{"text": "😀", "title": "Happy again", "category": "recents", "keywords": []}
      ]}
      """
    let errors = try loadErrors(replacing: [
      "emoji.json": emoji,
      "site.json": site(
        section: #"{"id": "s", "data": {"emoji": {"category": "recents"}}, "layout": {"preset": "plainList"}}"#),
    ])
    #expect(
      errors == [
        "emoji.json:‸1: error: duplicate item identifier \"recents/😀\" in section \"s\" of page \"p\" (at emoji[1]) [site.duplicateItem]\n"
          + "emoji.json:3:3: note: first seen here (at emoji[0])"
      ])
  }

  /// An explicit id may repeat across categories; a section that shows both shows the first
  /// (in its own order) and reports the others, each at its place in emoji.json.
  @Test func sharedEmojiIdentityAcrossCategoriesOfOneSection() throws {
    let emoji = """
      {"categories": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}],
       "emoji": [
        ‸{"id": "x", "text": "😀", "title": "One", "category": "a", "keywords": []},
        {"id": "x", "text": "😂", "title": "Two", "category": "b", "keywords": []},
        {"id": "y", "text": "🙂", "title": "Three", "category": "b", "keywords": []}
      ]}
      """
    let errors = try loadErrors(replacing: [
      "emoji.json": emoji,
      "site.json": site(
        section: """
          {"id": "s", "data": {"emoji": {"categories": ["b", "a"]}}, "layout": {"preset": "plainList"}},
          {"id": "t", "data": {"emoji": {"category": "a"}}, "layout": {"preset": "plainList"}}
          """),
    ])
    #expect(
      errors == [
        "emoji.json:‸1: error: duplicate item identifier \"x\" in section \"s\" of page \"p\" (at emoji[0]) [site.duplicateItem]\n"
          + "emoji.json:4:3: note: first seen here (at emoji[1])"
      ])
  }

  /// Subgroups and keywords select emoji wherever categories do: in flat sections and outlines.
  @Test func subgroupsAndKeywordsSelectEmoji() throws {
    let emoji = """
      {"categories": [{"id": "smileys", "title": "Smileys"}, {"id": "animals", "title": "Animals"}],
       "emoji": [
        {"text": "😀", "title": "grinning", "category": "smileys", "subgroup": "face-smiling", "keywords": ["Grin"]},
        {"text": "🐱", "title": "cat face", "category": "animals", "subgroup": "animal-mammal", "keywords": ["cat", "kitty"]},
        {"text": "😺", "title": "grinning cat", "category": "smileys", "subgroup": "cat-face", "keywords": ["cat", "grin"]},
        {"text": "🐈", "title": "cat", "category": "animals", "subgroup": "animal-mammal"}
      ]}
      """
    let directory = try TestSupport.siteCopy(replacing: [
      "emoji.json": emoji,
      "site.json": site(
        section: """
          {"id": "mammals", "data": {"emoji": {"subgroup": "animal-mammal"}}, "layout": {"preset": "plainList"}},
          {"id": "cats", "data": {"emoji": {"keyword": "CAT"}}, "layout": {"preset": "plainList"}},
          {"id": "grins", "data": {"emoji": {"categories": ["smileys"], "keywords": ["grin"]}}, "layout": {"preset": "plainList"}},
          {"id": "outline", "data": {"emojiOutline": {"subgroups": ["cat-face", "animal-mammal"]}}, "layout": {"preset": "sidebar"}}
          """),
    ])
    let page = try #require(LoadedSite.load(directory: directory).pages.first)
    let shown = page.sections.map { $0.items.map(\.identity) }
    #expect(shown[0] == ["animals/🐱", "animals/🐈"])
    #expect(shown[1] == ["smileys/😺", "animals/🐱"])  // category by category, as categories order them
    #expect(shown[2] == ["smileys/😀", "smileys/😺"])
    // An outline keeps its category parents, each holding the selected emoji.
    #expect(shown[3] == ["smileys", "smileys/😺", "animals", "animals/🐱", "animals/🐈"])
  }

  /// A page declared once becomes a page per category; a section, a section per subgroup. Ids
  /// and titles come from the data; ids made from data are made safe ("sky & weather").
  @Test func pagesAndSectionsExpandOverData() throws {
    let emoji = """
      {"categories": [{"id": "sky & weather", "title": "Sky"}, {"id": "animals", "title": "Animals"}],
       "emoji": [
        {"text": "🌞", "title": "sun", "category": "sky & weather", "subgroup": "sky-weather"},
        {"text": "🐱", "title": "cat", "category": "animals", "subgroup": "animal-mammal"},
        {"text": "🐦", "title": "bird", "category": "animals", "subgroup": "animal-bird"},
        {"text": "🐈", "title": "cat", "category": "animals", "subgroup": "animal-mammal"}
      ]}
      """
    let siteJSON = """
      {"title": "T", "data": {"emoji": "emoji.json", "characters": "characters.json"}, "pages": [
        {"id": "e", "title": "E", "expand": "categories", "sections": [
          {"id": "s", "data": {"emoji": {}}, "expand": "subgroups", "layout": {"preset": "plainList"}}]},
        {"id": "u", "title": "U", "expand": "universes", "sections": [
          {"id": "c", "data": {"characters": {}}, "layout": {"preset": "plainList"}}]}]}
      """
    let directory = try TestSupport.siteCopy(replacing: ["emoji.json": emoji, "site.json": siteJSON])
    let pages = try LoadedSite.load(directory: directory).pages
    #expect(pages.map(\.id) == ["e-sky-weather", "e-animals", "u-wonderland", "u-bakerStreet", "u-olympus"])
    #expect(pages.map(\.title) == ["Sky", "Animals", "Wonderland", "Baker Street", "Olympus"])
    #expect(pages[1].sections.map(\.id) == ["s-animal-mammal", "s-animal-bird"])
    #expect(pages[1].sections.map(\.title) == ["Animal mammal", "Animal bird"])
    #expect(pages[1].sections.map { $0.items.map(\.identity) } == [["animals/🐱", "animals/🐈"], ["animals/🐦"]])
    #expect(pages[0].sections.map(\.id) == ["s-sky-weather"])
    // Each universe page shows its own universe's sections.
    #expect(pages[2].sections.first?.id == "c-residents")
    #expect(pages[3].sections.map(\.id) == ["c-residents", "c-scotlandYard", "c-adversaries", "c-clients"])
  }

  /// When every emoji section of a page expanded over categories names its categories, the page
  /// is made for those only; a page expanded over no value at all is an error at its "expand".
  @Test func aPageExpandsOverTheCategoriesItsSectionsName() throws {
    let siteJSON = """
      {"title": "T", "data": {"emoji": "emoji.json"}, "pages": [
        {"id": "e", "title": "E", "expand": "categories", "sections": [
          {"id": "s", "data": {"emoji": {"categories": ["food", "nature"]}}, "layout": {"preset": "plainList"}},
          {"id": "o", "data": {"emojiOutline": {"categories": ["travel"]}}, "layout": {"preset": "sidebar"}}]}]}
      """
    let directory = try TestSupport.siteCopy(replacing: ["site.json": siteJSON])
    let pages = try LoadedSite.load(directory: directory).pages
    // In the catalog's order, not the sections'.
    #expect(pages.map(\.id) == ["e-nature", "e-food", "e-travel"])
    // Each page's sections show that category's emoji; those that name other categories show none.
    #expect(pages.map { $0.sections.filter { !$0.isEmpty }.map(\.id) } == [["s"], ["s"], ["o"]])

    let errors = try loadErrors(replacing: [
      "emoji.json": #"{"categories": [], "emoji": []}"#,
      "site.json": """
      {"title": "T", "data": {"emoji": "emoji.json"}, "pages": [
        {"id": "e", "title": "E", "expand": ‸"categories", "sections": []}]}
      """,
    ])
    #expect(
      errors == [
        #"site.json:‸1: error: this page is expanded over categories, and the data has none: it would make no page (at pages[0].expand) [site.emptyPageExpansion]"#
      ])
  }

  /// A problem in a declaration that expands into several pages is reported once, at the
  /// declaration, with how many pages it affects.
  @Test func aProblemOfAnExpandedDeclarationIsReportedOnce() throws {
    let errors = try loadErrors(replacing: [
      "site.json": """
      {"title": "T", "data": {"emoji": "emoji.json"}, "pages": [
        {"id": "e", "title": "E", "expand": "categories", "sections": [
          {"id": "s", "data": {"emoji": {}}, "layout": ‸{"preset": "adaptiveGrid"}, "cell": "grid"}]}]}
      """
    ])
    // The bundled emoji.json has 8 categories: 8 pages.
    #expect(
      errors == [
        #"site.json:‸1: error: the layout of section "s" has a header box, but the section shows no header: set "header" to title, titleWithCount, progress, largeProgress or separator (at pages[0].sections[0].layout) [site.boxShowsNothing]"#
          + "\nnote: found in 8 pages",
        #"site.json:‸1: error: the layout of section "s" has a footer box, but the section shows no footer: set "footer" to title, titleWithCount, progress, largeProgress or separator (at pages[0].sections[0].layout) [site.boxShowsNothing]"#
          + "\nnote: found in 8 pages",
      ])
  }

  /// `"emoji"` may name several files: one catalog, in order. Each file is located on its own.
  @Test func emojiMayNameSeveralFiles() throws {
    let more = """
      {"categories": [{"id": "flags", "title": "Flags"}],
       "emoji": [{"text": "🏁", "title": "chequered flag", "category": "flags", "subgroup": "flag"},
                 {"text": "🥲", "title": "Smiling with a tear", "category": "smileys"}]}
      """
    let siteJSON = """
      {"title": "T", "data": {"emoji": ["emoji.json", "more.json"]}, "pages": [
        {"id": "p", "title": "P", "sections": [
          {"id": "f", "data": {"emoji": {"categories": ["flags", "smileys"]}}, "layout": {"preset": "plainList"}}]}]}
      """
    let directory = try TestSupport.siteCopy(replacing: ["more.json": more, "site.json": siteJSON])
    let site = try LoadedSite.load(directory: directory)
    #expect(site.emoji?.files.map { ($0.name as NSString).lastPathComponent } == ["emoji.json", "more.json"])
    #expect(
      site.pages[0].sections[0].items.map(\.identity) == [
        "flags/🏁", "smileys/😀", "smileys/😂", "smileys/🤣", "smileys/🥲",
      ])

    let missing = try loadErrors(replacing: [
      "site.json": #"""
      {"title": "T", "data": {"emoji": ["emoji.json", ‸"gone.json"]},
       "pages": [{"id": "p", "title": "P", "sections": []}]}
      """#
    ])
    #expect(
      missing == [
        "site.json:‸1: error: cannot read the emoji data: gone.json: no such file (at data.emoji[1]) [file.missing]"
      ])
    let empty = try loadErrors(replacing: [
      "site.json": #"{"title": "T", "data": {"emoji": ‸[]}, "pages": [{"id": "p", "title": "P", "sections": []}]}"#
    ])
    #expect(
      empty == [
        #"site.json:‸1: error: the list of emoji files is empty; name at least one, or leave "emoji" out (at data.emoji) [site.noEmojiFiles]"#
      ])
    let number = try loadErrors(replacing: [
      "site.json": #"{"title": "T", "data": {"emoji": ‸5}, "pages": [{"id": "p", "title": "P", "sections": []}]}"#
    ])
    #expect(
      number == [
        "site.json:‸1: error: expected an emoji file's path, or a list of paths (at data.emoji) [site.emojiFilesKind]"
      ])
  }

  /// A page with a page size is cut into pages of at most that many items, its sections in
  /// order; a section that runs over continues on the next page. Only the first is in the
  /// site's navigation.
  @Test func aPageSizeCutsAPageIntoPages() throws {
    let siteJSON = """
      {"title": "T", "data": {"emoji": "emoji.json"}, "pages": [
        {"id": "p", "title": "P", "pageSize": 5, "sections": [
          {"id": "a", "data": {"emoji": {"category": "smileys"}}, "layout": {"preset": "plainList"}},
          {"id": "b", "data": {"emoji": {"category": "recents"}}, "layout": {"preset": "plainList"}}]}]}
      """
    let directory = try TestSupport.siteCopy(replacing: ["site.json": siteJSON])
    let pages = try LoadedSite.load(directory: directory).pages
    // 3 smileys and 8 recents: 5, 5 and 1.
    #expect(pages.map(\.id) == ["p", "p-2", "p-3"])
    #expect(pages.map { $0.sections.map { "\($0.id):\($0.itemCount)" } } == [["a:3", "b:2"], ["b:5"], ["b:1"]])
    #expect(pages.map(\.pagination?.index) == [1, 2, 3])
    #expect(pages.allSatisfy { $0.pagination?.count == 3 && $0.pagination?.baseID == "p" })
    #expect(pages.map(\.isFirstOfItsPages) == [true, false, false])
    // A section cut across parts knows its whole count and where it goes on.
    let cuts = pages.map { page in
      page.sections.map { "\($0.wholeCount.map(String.init) ?? "whole"):\($0.continuesFromPrevious)" }
    }
    #expect(cuts == [["whole:false", "8:false"], ["8:true"], ["8:true"]])
  }

  /// A list is laid out in the readable width unless it says otherwise; grids and carousels in
  /// the page's. A width that is neither is an error at it.
  @Test func aSectionsWidthDefaultsByItsLayout() throws {
    let siteJSON = """
      {"title": "T", "data": {"emoji": "emoji.json"}, "pages": [
        {"id": "p", "title": "P", "sections": [
          {"id": "a", "data": {"emoji": {"category": "recents"}}, "layout": {"preset": "plainList"}},
          {"id": "b", "data": {"emoji": {"category": "recents"}}, "layout": {"preset": "adaptiveGrid"},
           "header": "title", "footer": "separator"},
          {"id": "c", "data": {"emoji": {"category": "recents"}}, "layout": {"preset": "plainList"}, "width": "full"},
          {"id": "d", "data": {"emoji": {"category": "recents"}}, "layout": {"preset": "emojiGrid"},
           "width": "readable"}]}]}
      """
    let directory = try TestSupport.siteCopy(replacing: ["site.json": siteJSON])
    let sections = try LoadedSite.load(directory: directory).pages[0].sections
    #expect(sections.map(\.declaration.layoutWidth) == [.readable, .full, .full, .readable])
    #expect(Gallery.Width.readable.containerWidth(inWindow: 1440) == 672)
    #expect(Gallery.Width.readable.containerWidth(inWindow: 390) == 390)
    #expect(Gallery.Width.full.containerWidth(inWindow: 1440) == 1200)
    #expect(Gallery.Width.full.containerWidth(inWindow: 1024) == 1024)
    let errors = try loadErrors(replacing: [
      "site.json": site(
        section: #"{"id": "a", "data": {"emoji": {}}, "layout": {"preset": "plainList"}, "width": ‸"wide"}"#)
    ])
    #expect(
      errors == [
        #"site.json:‸1: error: unknown width "wide" (expected one of: full, readable) (at pages[0].sections[0].width) [site.unknownWidth]"#
      ])
  }

  @Test func aSectionWithAPageSizeCutsThePageAtItself() throws {
    let siteJSON = """
      {"title": "T", "data": {"emoji": "emoji.json"}, "pages": [
        {"id": "p", "title": "P", "sections": [
          {"id": "a", "data": {"emoji": {"category": "recents"}}, "pageSize": 3, "layout": {"preset": "plainList"}},
          {"id": "b", "data": {"emoji": {"category": "smileys"}}, "layout": {"preset": "plainList"}}]}]}
      """
    let directory = try TestSupport.siteCopy(replacing: ["site.json": siteJSON])
    let pages = try LoadedSite.load(directory: directory).pages
    // 8 recents, 3 a page; the smileys stay on the first page.
    #expect(pages.map(\.id) == ["p", "p-2", "p-3"])
    #expect(pages.map { $0.sections.map { "\($0.id):\($0.itemCount)" } } == [["a:3", "b:3"], ["a:3"], ["a:2"]])
    #expect(pages.allSatisfy { $0.pagination?.count == 3 && $0.pagination?.baseID == "p" })
  }

  @Test func aPageIsCutByOnePageSizeOnly() throws {
    let section = #"{"id": "ID", "data": {"emoji": {}}, "layout": {"preset": "plainList"}"#
    let errors = try loadErrors(replacing: [
      "site.json": """
      {"title": "T", "data": {"emoji": "emoji.json"}, "pages": [
        {"id": "p", "title": "P", "pageSize": 4, "sections": [\(section.replacing("ID", with: "a")), "pageSize": ‸2}]},
        {"id": "q", "title": "Q", "sections": [
          \(section.replacing("ID", with: "a")), "pageSize": 2}, \(section.replacing("ID", with: "b")), "pageSize": ‸2}]},
        {"id": "s", "title": "S", "segments": [{"id": "one", "title": "One", "sections": [
          \(section.replacing("ID", with: "a")), "pageSize": ‸2}]}]}]}
      """
    ])
    #expect(
      errors == [
        #"site.json:‸1: error: page "p" is already cut into pages by its own "pageSize"; a page is cut by one "pageSize" only (at pages[0].sections[0].pageSize) [site.secondPageSize]"#,
        #"site.json:‸2: error: page "q" is already cut into pages by section "a"; a page is cut by one "pageSize" only (at pages[1].sections[1].pageSize) [site.secondPageSize]"#,
        "site.json:‸3: error: a page with segments is not cut into pages: its segmented control switches within one page (at pages[2].segments[0].sections[0].pageSize) [site.segmentedNotPaginated]",
      ])
    let zero = try loadErrors(replacing: [
      "site.json": """
      {"title": "T", "data": {"emoji": "emoji.json"}, "pages": [
        {"id": "z", "title": "Z", "sections": [\(section.replacing("ID", with: "a")), "pageSize": ‸0}]}]}
      """
    ])
    #expect(
      zero == [
        "site.json:‸1: error: expected a page size from 1 to 1000000 items, found 0 (at pages[0].sections[0].pageSize) [site.pageSizeOutOfRange]"
      ])
  }

  @Test func aBadPageSizeIsLocated() throws {
    let outline = #"{"id": "o", "data": {"emojiOutline": {}}, "layout": {"preset": "sidebar"}}"#
    let errors = try loadErrors(replacing: [
      "site.json": """
      {"title": "T", "data": {"emoji": "emoji.json"}, "pages": [
        {"id": "p", "title": "P", "pageSize": ‸0, "sections": []}]}
      """
    ])
    #expect(
      errors == [
        "site.json:‸1: error: expected a page size from 1 to 1000000 items, found 0 (at pages[0].pageSize) [site.pageSizeOutOfRange]"
      ])
    let outlineErrors = try loadErrors(replacing: [
      "site.json": """
      {"title": "T", "data": {"emoji": "emoji.json"}, "pages": [
        {"id": "p", "title": "P", "pageSize": ‸3, "sections": [\(outline)]}]}
      """
    ])
    #expect(
      outlineErrors == [
        #"site.json:‸1: error: page "p" holds an outline, which is not cut into pages: its parents and children belong together; drop "pageSize" or the outline (at pages[0].pageSize) [site.outlineNotPaginated]"#
      ])
  }

  /// Ids that collide once made from data are an error at the "expand" that made them.
  @Test func idsMadeFromDataAreChecked() throws {
    let emoji = """
      {"categories": [{"id": "a b", "title": "A"}, {"id": "a-b", "title": "B"}, {"id": "!", "title": "C"}],
       "emoji": []}
      """
    let errors = try loadErrors(replacing: [
      "emoji.json": emoji,
      "site.json": """
      {"title": "T", "data": {"emoji": "emoji.json"}, "pages": [
        {"id": "e", "title": "E", "expand": ‸"categories", "sections": []}]}
      """,
    ])
    #expect(
      errors == [
        #"site.json:‸1: error: "a b" and "a-b" both make the id "e-a-b" (at pages[0].expand) [site.identifierFromDataTwice]"#,
        #"site.json:‸1: error: "!" makes no identifier: it has no letter or digit (at pages[0].expand) [site.noIdentifierFromData]"#,
      ])
  }

  @Test func aCharactersSectionNeedsAUniverseOutsideAnExpandedPage() throws {
    let errors = try loadErrors(replacing: [
      "site.json": site(section: #"{"id": "c", "data": ‸{"characters": {}}, "layout": {"preset": "plainList"}}"#)
    ])
    #expect(
      errors == [
        #"site.json:‸1: error: section "c" shows characters but names no universe: name one, or expand its page over universes ("expand": "universes") (at pages[0].sections[0].data) [site.noUniverse]"#
      ])
  }

  @Test func anUnknownExpansionIsLocated() throws {
    let errors = try loadErrors(replacing: [
      "site.json": site(
        section: #"{"id": "c", "data": {"emoji": {}}, "expand": ‸"subgroup", "layout": {"preset": "plainList"}}"#)
    ])
    #expect(
      errors == [
        #"site.json:‸1: error: unknown section expansion "subgroup"; did you mean "subgroups"? (expected one of: categories, subgroups) (at pages[0].sections[0].expand) [site.unknownSectionExpansion]"#
      ])
  }

  @Test func anUnknownSubgroupIsLocated() throws {
    let errors = try loadErrors(replacing: [
      "site.json": site(
        section: #"{"id": "s", "data": {"emoji": {"subgroup": ‸"face-smilng"}}, "layout": {"preset": "plainList"}}"#)
    ])
    #expect(errors.count == 1)
    #expect(errors.first?.hasPrefix(#"site.json:‸1: error: unknown subgroup "face-smilng""#) == true)
  }

  @Test func aCategoryNamedTwiceInOneSection() throws {
    let errors = try loadErrors(replacing: [
      "site.json": site(
        section:
          #"{"id": "s", "data": {"emoji": {"categories": ["food", ‸"food"]}}, "layout": {"preset": "plainList"}}"#
      )
    ])
    #expect(
      errors == [
        "site.json:‸1: error: category \"food\" is named twice in section \"s\" (at pages[0].sections[0].data.emoji.categories[1]) [site.categoryNamedTwice]\n"
          + "site.json:3:47: note: first seen here (at pages[0].sections[0].data.emoji.categories[0])"
      ])
  }

  @Test func duplicateExplicitCharacterIDsAcrossSectionsOfOneDeclaration() throws {
    let characters = """
      {"universes": [{"id": "u", "title": "U", "sections": [
        {"id": "a", "title": "A", "characters": [{"id": "x", "name": "One", "job": "j", "imageName": "one"}]},
        {"id": "b", "title": "B", "characters": [‸{"id": "x", "name": "Two", "job": "j", "imageName": "two"}]}
      ]}]}
      """
    let errors = try loadErrors(replacing: [
      "characters.json": characters,
      "site.json": site(
        section: #"{"id": "s", "data": {"characters": {"universe": "u"}}, "layout": {"preset": "plainList"}}"#),
    ])
    #expect(
      errors == [
        "characters.json:‸1: error: duplicate item identifier \"u/x\" in section \"s\" of page \"p\" (at universes[0].sections[1].characters[0]) [site.duplicateItem]\n"
          + "characters.json:2:44: note: first seen here (at universes[0].sections[0].characters[0])"
      ])
  }

  @Test func unknownReferencesAreLocatedInSiteJSON() throws {
    let errors = try loadErrors(replacing: [
      "site.json": site(
        section: """
          {"id": "a", "data": {"emoji": {"categories": ["smileys", ‸"smiley"]}}, "layout": {"preset": "plainList"}},
          {"id": "b", "data": {"characters": {"universe": ‸"wonderlnd"}}, "layout": {"preset": "plainList"}},
          {"id": "c", "data": {"characters": {"universe": "olympus", "section": ‸"titans"}}, "layout": {"preset": "plainList"}}
          """)
    ])
    #expect(
      errors == [
        "site.json:‸1: error: unknown category \"smiley\"; did you mean \"smileys\"? (expected one of: recents, smileys, nature, food, activities, travel, objects, symbols) (at pages[0].sections[0].data.emoji.categories[1]) [site.unknownCategory]",
        "site.json:‸2: error: unknown universe \"wonderlnd\"; did you mean \"wonderland\"? (expected one of: wonderland, bakerStreet, olympus) (at pages[0].sections[1].data.characters.universe) [site.unknownUniverse]",
        "site.json:‸3: error: unknown section of universe \"olympus\" \"titans\" (expected one of: olympians, heroes, monsters) (at pages[0].sections[2].data.characters.section) [site.unknownCharacterSection]",
      ])
  }

  @Test func unknownKeysInSiteJSONAreErrors() throws {
    let errors = try loadErrors(replacing: [
      "site.json": site(
        section:
          #"{"id": "a", "data": {"emoji": {}}, "layout": {"list": {"appearance": "plain", ‸"showSeparators": false}}, ‸"hidesWhenEmtpy": true}"#
      )
    ])
    #expect(
      errors == [
        "site.json:‸1: error: unknown key \"showSeparators\"; did you mean \"showsSeparators\"? (expected one of: appearance, headerMode, footerMode, showsSeparators, contentInsets, leadingSwipeActions, trailingSwipeActions) (at pages[0].sections[0].layout.list.showSeparators) [json.unknownKey]",
        "site.json:‸2: error: unknown key \"hidesWhenEmtpy\"; did you mean \"hidesWhenEmpty\"? (expected one of: id, title, data, layout, cell, header, footer, hidesWhenEmpty, emptyMessage, searchable, expand, pageSize, width) (at pages[0].sections[0].hidesWhenEmtpy) [json.unknownKey]",
      ])
  }

  @Test func badLayoutValuesAreLocated() throws {
    let layout = """
      {"section": {"group": {"horizontal": {
        "layoutSize": {"widthDimension": {"fractionalWidth": ‸-0.5}, "heightDimension": {"absolute": 44}},
        "subitems": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}}]}}}}
      """
    let errors = try loadErrors(replacing: [
      "site.json": site(section: #"{"id": "a", "data": {"emoji": {}}, "layout": \#(layout)}"#)
    ])
    #expect(
      errors == [
        "site.json:‸1: error: expected a fraction greater than 0 and at most 100, found -0.5 (at pages[0].sections[0].layout.section.group.horizontal.layoutSize.widthDimension.fractionalWidth) [layout.numberOutOfRange]"
      ])
  }

  /// Keys the layout format knows but Trellis cannot honour are refused where they are written:
  /// file, line and column, the JSON path and the reason.
  @Test func unhonouredLayoutKeysAreLocatedErrors() throws {
    let item =
      #"{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}}"#
    let size = #"{"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}}"#
    let layouts = [
      // A group supplementary.
      #"{"section": {"group": {"horizontal": {"layoutSize": \#(size), "subitems": [\#(item)], "supplementaryItems": ‸[]}}}}"#,
      // A boundary kind Trellis does not draw, and one close to a kind it does.
      #"{"section": {"group": {"horizontal": {"layoutSize": \#(size), "subitems": [\#(item)]}}, "boundarySupplementaryItems": [{"elementKind": ‸"banner", "alignment": "top", "layoutSize": \#(size)}]}}"#,
      #"{"section": {"group": {"horizontal": {"layoutSize": \#(size), "subitems": [\#(item)]}}, "boundarySupplementaryItems": [{"elementKind": ‸"footr", "alignment": "bottom", "layoutSize": \#(size)}]}}"#,
      // A badge kind, a decoration kind that cannot name its template, a second decoration.
      #"{"section": {"group": {"horizontal": {"layoutSize": \#(size), "subitems": [{"item": {"layoutSize": \#(size), "supplementaryItems": [{"elementKind": ‸"star", "layoutSize": \#(size), "containerAnchor": {}}]}}]}}}}"#,
      #"{"section": {"group": {"horizontal": {"layoutSize": \#(size), "subitems": [\#(item)]}}, "decorationItems": [{"background": {"elementKind": ‸"card stack"}}]}}"#,
      #"{"section": {"group": {"horizontal": {"layoutSize": \#(size), "subitems": [\#(item)]}}, "decorationItems": [{"background": {}}, ‸{"background": {}}]}}"#,
      // Edge spacing on the top-level group.
      #"{"section": {"group": {"horizontal": {"layoutSize": \#(size), "edgeSpacing": ‸{"top": {"fixed": 4}}, "subitems": [\#(item)]}}}}"#,
      // A header row in one variant only.
      #"{"list": {"appearance": "plain"}, "variants": [{"when": {"orientation": "landscape"}, "list": {"appearance": "plain", "headerMode": ‸"firstItemInSection"}}]}"#,
      // Swipe actions in one variant only; a style beside a colour.
      #"{"list": {"appearance": "plain"}, "variants": [{"when": {"orientation": "landscape"}, "list": {"appearance": "plain", "trailingSwipeActions": ‸[{"title": "Copy", "copy": "id"}]}}]}"#,
      #"{"list": {"appearance": "plain", "trailingSwipeActions": [{"title": "Delete", "style": ‸"destructive", "backgroundColor": "systemRed", "copy": "id"}]}}"#,
      // A pinned header drawn over the content.
      #"{"section": {"group": {"horizontal": {"layoutSize": \#(size), "subitems": [\#(item)]}}, "boundarySupplementaryItems": [{"elementKind": "header", "alignment": "top", "extendsBoundary": false, "pinToVisibleBounds": ‸true, "layoutSize": \#(size)}]}}"#,
    ]
    // A malformed value stops decoding of the file, so one site per layout.
    var errors: [String] = []
    for layout in layouts {
      errors += try loadErrors(replacing: [
        "site.json": site(section: #"{"id": "a", "data": {"emoji": {}}, "layout": \#(layout)}"#)
      ])
    }
    #expect(
      errors == [
        #"site.json:‸1: error: a group's supplementaryItems are not supported: Trellis draws supplementary items anchored to items (badges), not to groups; move them to an item's "supplementaryItems" (at pages[0].sections[0].layout.section.group.horizontal.supplementaryItems) [layout.groupSupplementaryItems]"#,
        #"site.json:‸1: error: unknown elementKind "banner" for a boundary supplementary item; Trellis draws "header" and "footer" (at pages[0].sections[0].layout.section.boundarySupplementaryItems[0].elementKind) [layout.unknownElementKind]"#,
        #"site.json:‸1: error: unknown elementKind "footr" for a boundary supplementary item; did you mean "footer"? Trellis draws "header" and "footer" (at pages[0].sections[0].layout.section.boundarySupplementaryItems[0].elementKind) [layout.unknownElementKind]"#,
        #"site.json:‸1: error: unknown elementKind "star" for an item's supplementary item; Trellis draws "badge" (at pages[0].sections[0].layout.section.group.horizontal.subitems[0].item.supplementaryItems[0].elementKind) [layout.unknownElementKind]"#,
        #"site.json:‸1: error: a decoration's elementKind names its template (Templates/decoration-KIND.mustache), so it is 1 to 100 letters, digits, ".", "_" and "-", starting with a letter or a digit; found "card stack" (at pages[0].sections[0].layout.section.decorationItems[0].background.elementKind) [layout.decorationKindNotAName]"#,
        #"site.json:‸1: error: a section takes at most one decoration item: Trellis draws one background per section (at pages[0].sections[0].layout.section.decorationItems[1]) [layout.multipleDecorations]"#,
        #"site.json:‸1: error: a section's top-level group takes no edgeSpacing: there is no parent group to move it within; use the section's "contentInsets" or "interGroupSpacing" (at pages[0].sections[0].layout.section.group.horizontal.edgeSpacing) [layout.topLevelEdgeSpacing]"#,
        #"site.json:‸1: error: "headerMode": "firstItemInSection" must be used by the base layout and every variant, or by none: the first item is the section's header in the page's HTML, which cannot change with the environment (at pages[0].sections[0].layout.variants[0].list.headerMode) [layout.headerModeVaries]"#,
        #"site.json:‸1: error: swipe actions must be the same in the base layout and every variant: they are in the page's HTML, which cannot change with the environment (at pages[0].sections[0].layout.variants[0].list.trailingSwipeActions) [layout.swipeActionsVary]"#,
        #"site.json:‸1: error: give a swipe action "style" or "backgroundColor", not both: a style only chooses the action's colour (normal systemGray, destructive systemRed), which backgroundColor replaces (at pages[0].sections[0].layout.list.trailingSwipeActions[0].style) [layout.styleAndBackgroundColor]"#,
        #"site.json:‸1: error: a boundary supplementary item with "extendsBoundary": false does not pin in Trellis: it is drawn at the section's edge over the content, so "pinToVisibleBounds" would have no effect; drop one of the two (at pages[0].sections[0].layout.section.boundarySupplementaryItems[0].pinToVisibleBounds) [layout.pinWithoutExtendingBoundary]"#,
      ])
  }

  @Test func aSearchableHeaderRowListIsAnError() throws {
    let errors = try loadErrors(replacing: [
      "site.json": site(
        section:
          #"{"id": "a", "data": {"emoji": {}}, "layout": {"list": {"appearance": "plain", "headerMode": "firstItemInSection"}}, "searchable": ‸true}"#
      )
    ])
    #expect(
      errors == [
        #"site.json:‸1: error: a list whose first item is its header row ("headerMode": "firstItemInSection") cannot be searchable: search sorts and filters the rows, and would move or hide the header row (at pages[0].sections[0].searchable) [site.searchableHeaderRow]"#
      ])
  }

  @Test func headerWithoutAHeaderBoxIsAnError() throws {
    let errors = try loadErrors(replacing: [
      "site.json": site(
        section: #"{"id": "a", "data": {"emoji": {}}, "layout": {"preset": "plainList"}, "header": ‸"title"}"#)
    ])
    #expect(
      errors == [
        "site.json:‸1: error: section \"a\" shows a header, but its layout has no header box: add a boundary supplementary item of kind \"header\", or use a list with \"headerMode\": \"supplementary\" (at pages[0].sections[0].header) [site.missingBox]"
      ])
  }

  @Test func headerBoxWithoutContentIsAnError() throws {
    let errors = try loadErrors(replacing: [
      "site.json": site(
        section: #"{"id": "a", "data": {"emoji": {}}, "layout": ‸{"preset": "adaptiveGrid"}, "header": "title"}"#)
    ])
    #expect(
      errors == [
        "site.json:‸1: error: the layout of section \"a\" has a footer box, but the section shows no footer: set \"footer\" to title, titleWithCount, progress, largeProgress or separator (at pages[0].sections[0].layout) [site.boxShowsNothing]"
      ])
  }

  @Test func twoHeaderBoxesAreAnError() throws {
    // A section shows one header; a second header box would be room with nothing in it.
    let header =
      #"{"elementKind": "header", "alignment": "top", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 40}}}"#
    let layout = #"""
      {"section": {"group": {"horizontal": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 40}}, "subitems": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}}]}}, "boundarySupplementaryItems": [\#(header), \#(header)]}}
      """#
    let errors = try loadErrors(replacing: [
      "site.json": site(
        section: #"{"id": "a", "data": {"emoji": {}}, "layout": ‸\#(layout), "header": "title"}"#)
    ])
    #expect(
      errors == [
        "site.json:‸1: error: the layout of section \"a\" has 2 header boxes, but a section shows one header: keep one boundary supplementary item of kind \"header\" (at pages[0].sections[0].layout) [site.tooManyBoxes]"
      ])
  }

  @Test func duplicatePageAndSectionIDs() throws {
    let siteJSON = """
      {"title": "T", "data": {"emoji": "emoji.json"}, "pages": [
        {"id": "p", "title": "P", "sections": [
          {"id": "a", "data": {"emoji": {}}, "layout": {"preset": "plainList"}},
          {"id": ‸"a", "data": {"emoji": {}}, "layout": {"preset": "plainList"}}]},
        {"id": ‸"p", "title": "Q", "sections": []}]}
      """
    #expect(
      try loadErrors(replacing: ["site.json": siteJSON]) == [
        "site.json:‸1: error: duplicate section id \"a\" in page \"p\" (at pages[0].sections[1].id) [site.duplicateSection]\n"
          + "site.json:3:12: note: first seen here (at pages[0].sections[0].id)",
        "site.json:‸2: error: duplicate page id \"p\" (at pages[1].id) [site.duplicatePage]\n"
          + "site.json:2:10: note: first seen here (at pages[0].id)",
      ])
  }

  @Test func missingDataFileIsLocatedAtItsReference() throws {
    let siteJSON =
      #"{"title": "T", "data": {"emoji": ‸"missing.json"}, "pages": [{"id": "p", "title": "P", "sections": []}]}"#
    let errors = try loadErrors(replacing: ["site.json": siteJSON])
    #expect(
      errors == [
        "site.json:‸1: error: cannot read the emoji data: missing.json: no such file (at data.emoji) [file.missing]"
      ])
  }

  @Test func emojiSectionWithoutEmojiData() throws {
    let siteJSON = """
      {"title": "T", "data": {"characters": "characters.json"}, "pages": [{"id": "p", "title": "P", "sections": [
        {"id": "a", "data": ‸{"emoji": {}}, "layout": {"preset": "plainList"}}]}]}
      """
    #expect(
      try loadErrors(replacing: ["site.json": siteJSON]) == [
        "site.json:‸1: error: section \"a\" shows emoji, but site.json names no emoji file (add \"data\": {\"emoji\": \"emoji.json\"}) (at pages[0].sections[0].data) [site.noEmojiFile]"
      ])
  }

  @Test func invalidIdentifier() throws {
    let errors = try loadErrors(replacing: [
      "site.json": site(section: #"{"id": ‸"a b", "data": {"emoji": {}}, "layout": {"preset": "plainList"}}"#)
    ])
    #expect(
      errors == [
        "site.json:‸1: error: invalid identifier \"a b\": use letters, digits, '-' and '_' (not starting with '-') (at pages[0].sections[0].id) [site.invalidIdentifier]"
      ])
  }

  @Test func errorsInDataFilesComeThroughWithTheirOwnLocation() throws {
    let errors = try loadErrors(replacing: ["emoji.json": "{\"categories\": [], \"emoji\": [‸}"])
    #expect(
      errors == ["emoji.json:‸1: error: unexpected '}'; expected a JSON value (at emoji[0]) [json.unexpectedCharacter]"]
    )
  }

  /// A language the page schema would reject is an error at the key, not at every page.
  @Test func aBadLanguageIsLocated() throws {
    let text = #"{"title": "T", "language": ‸"hebrew!", "pages": [{"id": "p", "title": "P", "sections": []}]}"#
    #expect(
      try loadErrors(replacing: ["site.json": text]) == [
        #"site.json:‸1: error: "hebrew!" is not a language tag; expected one such as "en", "he" or "pt-BR" (a language of 2 or 3 letters, then parts of letters and digits joined by -); did you mean "he"? (at language) [site.notALanguageTag]"#
      ])
    // A single letter passed the page schema's check, and the W3C checker rejected every page.
    let single = #"{"title": "T", "language": ‸"x", "pages": [{"id": "p", "title": "P", "sections": []}]}"#
    #expect(
      try loadErrors(replacing: ["site.json": single]) == [
        #"site.json:‸1: error: "x" is not a language tag; expected one such as "en", "he" or "pt-BR" (a language of 2 or 3 letters, then parts of letters and digits joined by -) (at language) [site.notALanguageTag]"#
      ])
    #expect(LanguageTag.isValid("he") && LanguageTag.isValid("zh-Hant-TW"))
    #expect(!LanguageTag.isValid("en_US") && !LanguageTag.isValid("toolonglanguage"))
  }

  /// A language written right to left makes the site right to left, by its script subtag when it
  /// has one; `direction` says so outright.
  @Test func theDirectionFollowsTheLanguage() throws {
    for tag in ["he", "ar", "fa-IR", "ur-PK", "yi", "ckb", "az-Arab", "ku-Arab-IQ", "zh-Hant-TW-x-hebr"] {
      let expected: LayoutDirection = tag.hasPrefix("zh") ? .leftToRight : .rightToLeft
      #expect(LanguageTag.direction(of: tag) == expected, "\(tag)")
    }
    for tag in ["en", "ja", "zh-Hant-TW", "ar-Latn", "he-Latn-IL", "sr-Cyrl", "x-private", "ar-aao-Latn"] {
      #expect(LanguageTag.direction(of: tag) == .leftToRight, "\(tag)")
    }
    func direction(_ keys: String) throws -> LayoutDirection {
      let directory = try TestSupport.siteCopy(replacing: [
        "site.json": #"{"title": "T", \#(keys), "pages": [{"id": "p", "title": "P", "sections": []}]}"#
      ])
      return try LoadedSite.load(directory: directory).direction
    }
    #expect(try direction(#""language": "he""#) == .rightToLeft)
    #expect(try direction(#""language": "en""#) == .leftToRight)
    #expect(try direction(#""language": "en", "direction": "rtl""#) == .rightToLeft)
    #expect(try direction(#""language": "he", "direction": "ltr""#) == .leftToRight)
    let text = #"{"title": "T", "direction": ‸"sideways", "pages": [{"id": "p", "title": "P", "sections": []}]}"#
    #expect(
      try loadErrors(replacing: ["site.json": text]) == [
        #"site.json:‸1: error: unknown direction "sideways" (expected one of: ltr, rtl) (at direction) [layout.unknownDirection]"#
      ])
  }

  /// An image name is a file name: a path could read images from anywhere.
  @Test func anImageNameThatIsAPathIsLocated() throws {
    let characters = try TestSupport.bundledFile("characters.json")
      .replacingOccurrences(of: #""name": "Alice","#, with: #""name": "Alice", "imageName": "../../secret","#)
    let errors = try loadErrors(replacing: ["characters.json": characters])
    #expect(errors.count == 1)
    #expect(errors.first?.hasPrefix("characters.json:") == true)
    #expect(
      errors.first?.contains(
        #"error: imageName must be a file name in images/, without / or \ and not starting with ".""#) == true)
  }
}

/// Ids made from data take any name: accents dropped, other scripts' letters as code points.
@Suite struct IdentifierFromDataTests {
  @Test(arguments: [
    ("sky & weather", "sky-weather"), ("été", "ete"), ("Les Misérables", "Les-Miserables"),
    ("日本", "u65e5-u672c"), ("a日b", "a-u65e5-b"), ("Ελλάδα 2", "u395-u3bb-u3bb-u3b1-u3b4-u3b1-2"),
    ("snake_case", "snake_case"), ("½", "ubd"),
  ])
  func anyNameGivesAnID(name: String, id: String) {
    #expect(identifier(fromData: name) == id)
  }

  @Test func punctuationAloneGivesNone() {
    #expect(identifier(fromData: " & ! ") == nil)
  }

  /// The byte-by-byte reading of ASCII gives what the scalar-by-scalar one gives, on every
  /// printable ASCII character and on 5,000 strings drawn from them and the control characters
  /// (seeded, so a failure names its string).
  @Test func asciiIsReadAsTheScalarsAre() {
    var generator = SeededRandom(seed: 20_261_126)
    let alphabet = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
    var cases = alphabet + alphabet.map { "a" + $0 + "b" }
    for _ in 0..<5_000 {
      cases.append((0..<Int(generator.next() % 12)).map { _ in alphabet[Int(generator.next() % 128)] }.joined())
    }
    for value in cases {
      #expect(identifier(fromASCII: value) == identifier(fromUnicode: value), "\(Array(value.utf8))")
    }
  }
}
