import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// A site made of Swift values is the site its folder would be: the same pages, byte for byte,
/// and the same problems, named by their place in the gallery.
@Suite struct GalleryTests {
  /// A small Emoji Explorer, in Swift.
  static let explorer: Gallery = {
    let tile = LayoutItem(layoutSize: .init(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    var grid = LayoutSection(
      group: .horizontal(
        layoutSize: .init(width: .fractionalWidth(1), height: .absolute(80)), subitem: tile, count: 4),
      interGroupSpacing: 8, contentInsets: DirectionalEdgeInsets(all: 16))
    grid.boundarySupplementaryItems = [.header(height: .estimated(44))]
    var gallery = Gallery(
      title: "Explorer",
      pages: [
        Gallery.Page(
          id: "explorer", title: "Emoji Explorer", summary: "A grid and a list.",
          sections: [
            Gallery.Section(
              id: "recents", title: "Recents", data: .emoji(categories: ["recents"]), layout: grid, cell: .grid,
              header: .title),
            Gallery.Section(
              id: "list", data: .emoji(categories: ["smileys", "nature"]),
              layout: SectionLayoutProvider(.list(ListConfiguration(appearance: .insetGrouped))), cell: .value,
              searchable: true),
          ]),
        Gallery.Page(
          id: "outline", title: "Outline",
          sections: [
            Gallery.Section(
              id: "tree", data: .emojiOutline(),
              layout: SectionLayoutProvider(.list(ListConfiguration(appearance: .sidebar))))
          ]),
      ],
      catalog: Gallery.Catalog(
        categories: [
          Gallery.Category(id: "recents", title: "Recents"), Gallery.Category(id: "smileys", title: "Smileys"),
          Gallery.Category(id: "nature", title: "Nature"),
        ],
        emoji: [
          Gallery.Emoji(text: "😀", title: "Grinning", category: "recents", keywords: ["happy"]),
          Gallery.Emoji(text: "🐱", title: "Cat", category: "recents"),
          Gallery.Emoji(text: "😀", title: "Grinning", category: "smileys", subgroup: "face-smiling"),
          Gallery.Emoji(text: "🙂", title: "Slight smile", category: "smileys"),
          Gallery.Emoji(text: "🌵", title: "Cactus", category: "nature"),
        ]))
    gallery.itemPages = true
    gallery.search = true
    return gallery
  }()

  /// The same site written by hand as a folder, as a user would.
  static let explorerFolder: [String: String] = [
    "site.json": """
    {"title": "Explorer", "itemPages": true, "search": true,
     "data": {"emoji": "emoji.json"},
     "pages": [
       {"id": "explorer", "title": "Emoji Explorer", "summary": "A grid and a list.", "sections": [
         {"id": "recents", "title": "Recents", "data": {"emoji": {"category": "recents"}}, "cell": "grid",
          "header": "title",
          "layout": {"section": {
            "group": {"horizontal": {
              "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 80}},
              "subitem": {"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1},
                                                  "heightDimension": {"fractionalHeight": 1}}}},
              "count": 4}},
            "interGroupSpacing": 8, "contentInsets": 16,
            "boundarySupplementaryItems": [{"elementKind": "header", "alignment": "top",
              "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 44}}}]}}},
         {"id": "list", "data": {"emoji": {"categories": ["smileys", "nature"]}},
          "layout": {"list": {"appearance": "insetGrouped"}}, "cell": "value", "searchable": true}
       ]},
       {"id": "outline", "title": "Outline", "sections": [
         {"id": "tree", "data": {"emojiOutline": {}}, "layout": {"list": {"appearance": "sidebar"}}}
       ]}
     ]}
    """,
    "emoji.json": """
    {"categories": [{"id": "recents", "title": "Recents"}, {"id": "smileys", "title": "Smileys"},
                    {"id": "nature", "title": "Nature"}],
     "emoji": [
       {"text": "😀", "title": "Grinning", "category": "recents", "keywords": ["happy"]},
       {"text": "🐱", "title": "Cat", "category": "recents"},
       {"text": "😀", "title": "Grinning", "category": "smileys", "subgroup": "face-smiling"},
       {"text": "🙂", "title": "Slight smile", "category": "smileys"},
       {"text": "🌵", "title": "Cactus", "category": "nature"}
     ]}
    """,
  ]

  static func writeFolder(_ files: [String: String]) throws -> String {
    let directory = try TestSupport.makeTemporaryDirectory()
    for (name, text) in files { try text.write(toFile: directory + "/" + name, atomically: false, encoding: .utf8) }
    return directory
  }

  @Test func aGalleryBuildsWhatItsFolderBuilds() throws {
    let folder = try Self.writeFolder(Self.explorerFolder)
    let fromFolder = try TestSupport.makeTemporaryDirectory() + "/out"
    let fromValues = try TestSupport.makeTemporaryDirectory() + "/out"
    let folderResult = try Site(directory: folder).build(into: fromFolder)
    var stages: [String] = []
    let valuesResult = try Site(Self.explorer).build(into: fromValues) { stages.append($0) }
    #expect(valuesResult == folderResult)
    #expect(valuesResult.pages > 5)  // two pages, item pages, the search page
    #expect(stages.contains { $0.hasPrefix("rendering") })
    let expected = try TestSupport.files(in: fromFolder)
    let found = try TestSupport.files(in: fromValues)
    #expect(found.keys.sorted() == expected.keys.sorted())
    for (path, bytes) in expected { #expect(found[path] == bytes, "\(path) differs") }
  }

  /// `showsLayout` is site.json's key: the same pages, each with its layout panel.
  @Test func aGalleryShowingLayoutsBuildsWhatItsFolderBuilds() throws {
    var files = Self.explorerFolder
    let siteJSON = try #require(files["site.json"])
    files["site.json"] = siteJSON.replacingOccurrences(
      of: #"{"title": "Explorer","#, with: #"{"title": "Explorer", "showsLayout": true,"#)
    #expect(files["site.json"] != siteJSON)
    var gallery = Self.explorer
    gallery.showsLayout = true
    let fromFolder = try TestSupport.makeTemporaryDirectory() + "/out"
    let fromValues = try TestSupport.makeTemporaryDirectory() + "/out"
    _ = try Site(directory: try Self.writeFolder(files)).build(into: fromFolder)
    _ = try Site(gallery).build(into: fromValues)
    let expected = try TestSupport.files(in: fromFolder)
    #expect(try TestSupport.files(in: fromValues) == expected)
    let page = try #require(expected["explorer.html"].map { String(decoding: $0, as: UTF8.self) })
    #expect(page.contains("<summary><bdi>Recents</bdi></summary>") && page.contains("recentsLayout()"))
  }

  @Test func aLoadedSiteTellsItsPages() throws {
    let site = try Site(Self.explorer)
    #expect(site.title == "Explorer")
    #expect(site.pages.map(\.id) == ["explorer", "outline"])
    #expect(site.pages[0].sections.map(\.itemCount) == [2, 3])
    #expect(site.summary.contains("page explorer \"Emoji Explorer\": 2 sections, 5 items"))
  }

  /// Without a file, a problem's place is its path in the gallery.
  @Test func problemsNameTheirPlaceInTheGallery() throws {
    var gallery = Self.explorer
    gallery.pages[1].content = .sections([
      Gallery.Section(
        id: "recents", data: .emoji(categories: ["smiley"]), layout: SectionLayoutProvider(.preset(.emojiGrid)))
    ])
    let problems = Site.check(gallery)
    let problem = try #require(problems.first)
    #expect(problems.count == 1)
    #expect(problem.location == nil && problem.severity == .error)
    #expect(problem.message.contains("\"smiley\"") && problem.message.contains("\"smileys\""))  // the suggestion
    #expect(problem.path == "pages[1].sections[0].data.emoji.categories[0]")
    #expect(throws: DiagnosticError.self) { try Site(gallery) }
  }

  /// A problem in the data names the data file a folder would hold, and the path in it.
  @Test func problemsInTheDataNameTheirFile() throws {
    var gallery = Self.explorer
    gallery.catalog.emoji.append(Gallery.Emoji(text: "🌵", title: "Cactus", category: "deserts"))
    let problems = Site.check(gallery)
    let problem = try #require(problems.first)
    #expect(problems.count == 1)
    #expect(problem.location == nil)
    #expect(problem.message.contains("\"deserts\""))
    #expect(problem.path == "catalog.emoji[5].category")
  }

  /// Titles in another language, in Swift: the catalog's subgroups and the gallery's titles,
  /// written into the folder's files as they are given. A subgroup titled twice is a problem at
  /// its path.
  @Test func aGallerysTitlesAreItsFoldersTitles() throws {
    var gallery = Self.explorer
    gallery.language.tag = "ko"
    (gallery.title, gallery.pages[0].title, gallery.pages[1].title) = ("탐색기", "이모지 탐색기", "개요")
    gallery.pages[0].summary = "격자와 목록"
    gallery.catalog.subgroups = [Gallery.Subgroup(id: "face-smiling", title: "웃는 얼굴")]
    gallery.titles.categories["nature"] = Gallery.Title(title: "자연", description: "식물")
    gallery.language.strings["itemCount"] = "{count}개"
    let site = try Site(gallery)
    #expect(site.warnings.isEmpty)
    let folder = try TestSupport.makeTemporaryDirectory()
    try gallery.write(to: folder)
    let written = try String(contentsOfFile: folder + "/emoji.json", encoding: .utf8)
    #expect(written.contains(#""subgroups" : ["#))
    let siteJSON = try String(contentsOfFile: folder + "/site.json", encoding: .utf8)
    #expect(siteJSON.contains(#""titles" : {"#) && siteJSON.contains(#""itemCount" : "{count}개""#))
    let titles = { (site: Site) in site.pages.map { $0.sections.map(\.title) } }
    #expect(try titles(Site(directory: folder)) == titles(site))
    gallery.catalog.subgroups.append(Gallery.Subgroup(id: "face-smiling", title: "미소"))
    let problems = Site.check(gallery)
    #expect(problems.map(\.path) == ["catalog.subgroups[1].id"], "\(problems)")
  }

  /// A place a note points at is a path too.
  @Test func placesOfNotesArePaths() throws {
    var gallery = Self.explorer
    gallery.catalog.emoji.append(Gallery.Emoji(text: "🐱", title: "Cat again", category: "recents"))
    // Once in each section that shows the category's emoji: the grid and the outline.
    let problems = Site.check(gallery)
    #expect(problems.count == 2, "\(problems)")
    for problem in problems {
      #expect(problem.id == "site.duplicateItem")
      #expect(problem.path == "catalog.emoji[5]")
      #expect(problem.notes.map(\.path) == ["catalog.emoji[1]"], "\(problem)")
      #expect(problem.notes.map(\.location) == [nil])
    }
  }

  /// From a folder, problems keep their file, line and column.
  @Test func problemsInAFolderAreLocated() throws {
    var files = Self.explorerFolder
    files["site.json"] = files["site.json"]?.replacingOccurrences(
      of: "\"category\": \"recents\"", with: "\"category\": \"recent\"")
    let folder = try Self.writeFolder(files)
    let problems = Site.check(directory: folder)
    let problem = try #require(problems.first)
    let position = TestSupport.position(of: "\"recent\"", in: files["site.json"] ?? "")
    #expect(problem.location?.file == folder + "/site.json")
    #expect(problem.location?.line == position.line && problem.location?.column == position.column)
    #expect(problem.message.contains("\"recents\""))
  }

  /// A bad build leaves the previous output as it was.
  @Test func aFailedBuildKeepsThePreviousOutput() throws {
    let output = try TestSupport.makeTemporaryDirectory() + "/out"
    try Site(Self.explorer).build(into: output)
    let before = try TestSupport.files(in: output)
    var gallery = Self.explorer
    gallery.directory = try Self.writeFolder([:])
    try FileManager.default.createDirectory(
      atPath: gallery.directory! + "/Templates", withIntermediateDirectories: true)
    try "<span>{{title}}".write(
      toFile: gallery.directory! + "/Templates/cell-grid.mustache", atomically: false, encoding: .utf8)
    let site = try Site(gallery)
    #expect(throws: DiagnosticError.self) { try site.build(into: output) }
    #expect(try TestSupport.files(in: output) == before)
  }
}
