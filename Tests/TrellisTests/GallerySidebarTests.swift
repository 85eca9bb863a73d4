import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// A sidebar app and cell accessories made of Swift values build what the same site written as a
/// folder builds, and their problems name their place in the gallery.
@Suite struct GallerySidebarTests {
  static let gallery: Gallery = {
    var gallery = GalleryTests.explorer
    gallery.pages[0].content = .sections([
      Gallery.Section(
        id: "list", data: .emoji(categories: ["smileys", "nature"]),
        layout: SectionLayoutProvider(.list(ListConfiguration(appearance: .insetGrouped))), cell: .valueCell,
        accessories: [.checkmark, .label("{subtitle}"), .disclosureIndicator])
    ])
    gallery.sidebar = [.group("Emoji", [.group("Lists", [.page("explorer")])]), .page("outline")]
    return gallery
  }()

  static let folder: [String: String] = {
    var files = GalleryTests.explorerFolder
    let site = """
      {"title": "Explorer", "itemPages": true, "search": true,
       "data": {"emoji": "emoji.json"},
       "sidebar": [{"title": "Emoji", "items": [{"title": "Lists", "items": ["explorer"]}]}, "outline"],
       "pages": [
         {"id": "explorer", "title": "Emoji Explorer", "summary": "A grid and a list.", "sections": [
           {"id": "list", "data": {"emoji": {"categories": ["smileys", "nature"]}},
            "layout": {"list": {"appearance": "insetGrouped"}},
            "cell": {"style": "valueCell", "accessories": ["checkmark", {"label": {"text": "{subtitle}"}},
                                                           "disclosureIndicator"]}}
         ]},
         {"id": "outline", "title": "Outline", "sections": [
           {"id": "tree", "data": {"emojiOutline": {}}, "layout": {"list": {"appearance": "sidebar"}}}
         ]}
       ]}
      """
    files["site.json"] = site
    return files
  }()

  @Test func aSidebarGalleryBuildsWhatItsFolderBuilds() throws {
    let folder = try GalleryTests.writeFolder(Self.folder)
    let fromFolder = try TestSupport.makeTemporaryDirectory() + "/out"
    let fromValues = try TestSupport.makeTemporaryDirectory() + "/out"
    #expect(try Site(Self.gallery).build(into: fromValues) == Site(directory: folder).build(into: fromFolder))
    let expected = try TestSupport.files(in: fromFolder)
    let found = try TestSupport.files(in: fromValues)
    #expect(found.keys.sorted() == expected.keys.sorted())
    for (path, bytes) in expected { #expect(found[path] == bytes, "\(path) differs") }
    // What the values asked for is on the page: the outline's groups and the accessories.
    let page = String(decoding: try #require(found["explorer.html"]), as: UTF8.self)
    #expect(page.contains("<summary>Lists</summary>") && page.contains("t-sidebar-app"))
    #expect(page.contains("t-accessory-checkmark") && page.contains("t-accessory-disclosure"))
  }

  @Test func sidebarProblemsNameTheirPlace() throws {
    var gallery = Self.gallery
    gallery.sidebar = [.group("Emoji", [.page("explorr")]), .page("outline")]
    let problem = try #require(Site.check(gallery).first)
    #expect(problem.path == "sidebar[0].items[0]")
    #expect(problem.message.contains("\"explorer\""))  // the likely one
    gallery.sidebar = [.group("Emoji", []), .page("explorer"), .page("outline")]
    #expect(try #require(Site.check(gallery).first).path == "sidebar[0].items")
  }

  @Test func accessoriesNeedAStyle() throws {
    var gallery = Self.gallery
    gallery.pages[0].content = .sections([
      Gallery.Section(
        id: "list", data: .emoji(categories: ["smileys"]),
        layout: SectionLayoutProvider(.list(ListConfiguration(appearance: .insetGrouped))), accessories: [.detail])
    ])
    let problem = try #require(Site.check(gallery).first)
    #expect(problem.path == "pages[0].sections[0].cell", "\(problem)")
  }
}
