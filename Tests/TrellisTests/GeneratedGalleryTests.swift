import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// Generated galleries, good and bad, are the sites their folders are: a gallery checked from
/// values gives the problems its folder gives (message and place), and a good one builds the
/// same files, byte for byte.
///
/// The folder is written with the gallery's own encoding, so this checks that a site of values
/// goes through loading and building exactly as a folder does; ``GalleryTests`` checks the
/// encoding against a site written by hand. A failing case is shrunk (pages, sections, emoji and
/// universes dropped while it still fails) and printed as Swift-readable site.json.
@Suite struct GeneratedGalleryTests {
  static let seed: UInt64 = 0x6761_6c6c_6572_79  // "gallery"

  @Test func galleriesCheckAsTheirFoldersDo() throws {
    var built = 0
    var good = 0
    for index in 0..<200 {
      var random = SeededRandom(seed: Self.seed, stream: UInt64(index))
      let gallery = Self.gallery(&random)
      // Build the first good ones too (a build takes a moment; the checks are quick).
      let building = built < 12
      if let failure = try Self.difference(gallery, building: building) {
        let minimal = try Self.shrink(gallery) { try Self.difference($0, building: building) != nil }
        let json = String(decoding: try minimal.siteJSON(), as: UTF8.self)
        Issue.record("case \(index): \(failure)\nminimal gallery's site.json:\n\(json)")
        return
      }
      if Site.check(gallery).isEmpty {
        good += 1
        if building { built += 1 }
      }
    }
    // Both kinds, in numbers: good galleries (a dozen of them built) and bad ones.
    #expect(built == 12)
    #expect((30...170).contains(good), "\(good) of 200 generated galleries are good")
  }

  /// What differs between the gallery and its folder, or nil.
  static func difference(_ gallery: Gallery, building: Bool) throws -> String? {
    let folder = try TestSupport.makeTemporaryDirectory()
    try Data(try gallery.siteJSON()).write(to: URL(fileURLWithPath: folder + "/site.json"))
    if let emoji = try gallery.emojiJSON() { try Data(emoji).write(to: URL(fileURLWithPath: folder + "/emoji.json")) }
    if let characters = try gallery.charactersJSON() {
      try Data(characters).write(to: URL(fileURLWithPath: folder + "/characters.json"))
    }
    // The folder's problems, placed as a gallery's are: by path alone, a data file's values
    // below the gallery's `catalog`.
    let expected = Site.check(directory: folder).map { diagnostic in
      func placed(_ location: Diagnostic.Location?, _ path: String?) -> (Diagnostic.Location?, String?) {
        guard let location, location.file.hasPrefix(folder + "/") else { return (location, path) }
        let name = location.file.dropFirst(folder.count + 1)
        if name == "site.json" { return (nil, path) }
        return (nil, (path ?? "").isEmpty ? "catalog" : "catalog." + (path ?? ""))
      }
      var placedDiagnostic = diagnostic
      (placedDiagnostic.location, placedDiagnostic.path) = placed(diagnostic.location, diagnostic.path)
      for index in diagnostic.notes.indices {
        (placedDiagnostic.notes[index].location, placedDiagnostic.notes[index].path) = placed(
          diagnostic.notes[index].location, diagnostic.notes[index].path)
      }
      return placedDiagnostic
    }
    let found = Site.check(gallery)
    guard found == expected else {
      return "problems differ:\n  gallery: \(found.map(\.description))\n  folder:  \(expected.map(\.description))"
    }
    guard building, found.isEmpty else { return nil }
    let fromFolder = try TestSupport.makeTemporaryDirectory() + "/out"
    let fromValues = try TestSupport.makeTemporaryDirectory() + "/out"
    try Site(directory: folder).build(into: fromFolder)
    try Site(gallery).build(into: fromValues)
    let expectedFiles = try TestSupport.files(in: fromFolder)
    let foundFiles = try TestSupport.files(in: fromValues)
    if let path = expectedFiles.keys.sorted().first(where: { foundFiles[$0] != expectedFiles[$0] }) {
      return "built file \(path) differs"
    }
    return foundFiles.count == expectedFiles.count
      ? nil : "the gallery built \(foundFiles.count) files, the folder \(expectedFiles.count)"
  }

  // MARK: - Generating

  static let categoryIDs = ["recents", "smileys", "nature", "food"]
  static let texts = ["😀", "🙂", "🐱", "🌵", "🍎", "🍕", "⚽️", "🚗"]
  static let layouts: [SectionLayoutProvider] = [
    SectionLayoutProvider(.preset(.emojiGrid)), SectionLayoutProvider(.preset(.adaptiveGrid)),
    SectionLayoutProvider(.preset(.plainList)), SectionLayoutProvider(.list(ListConfiguration(appearance: .sidebar))),
    SectionLayoutProvider(
      .section(
        LayoutSection(
          group: .horizontal(
            layoutSize: .init(width: .fractionalWidth(1), height: .absolute(60)),
            subitem: LayoutItem(layoutSize: .init(width: .fractionalWidth(1), height: .fractionalHeight(1))),
            count: 3), interGroupSpacing: 4, orthogonalScrollingBehavior: .continuous))),
  ]

  /// Whether each of ``layouts`` has a header box: the one gallery of a section without a header
  /// that it makes fails.
  static let layoutHasHeader: [Bool] = layouts.map { layout in
    let gallery = Gallery(
      title: "t",
      pages: [Gallery.Page(id: "p", title: "p", sections: [Gallery.Section(id: "s", data: .emoji(), layout: layout)])],
      catalog: Gallery.Catalog(categories: [Gallery.Category(id: "c", title: "c")]))
    return !Site.check(gallery).isEmpty
  }

  static func gallery(_ random: inout SeededRandom) -> Gallery {
    // Now and then a name that is not there, for the problems it makes.
    func category() -> String { random.chance(0.03) ? "unknown" : random.pick(categoryIDs) }
    let categories = categoryIDs.filter { _ in !random.chance(0.02) }.map {
      Gallery.Category(id: $0, title: $0.capitalized)
    }
    // Each text once in a category, but now and then twice.
    var seen: Set<String> = []
    let emoji = (0..<random.below(14)).compactMap { _ -> Gallery.Emoji? in
      let (text, category) = (random.pick(texts), category())
      guard seen.insert(category + text).inserted || random.chance(0.05) else { return nil }
      return Gallery.Emoji(
        text: text, title: random.pick(["Smile", "Cat", "Cactus", "Apple"]), category: category,
        subgroup: random.chance(0.3) ? "face-smiling" : nil, keywords: random.chance(0.3) ? ["cat"] : [],
        id: random.chance(0.02) ? "same" : nil)
    }
    let universes: [Gallery.Universe]? =
      random.chance(0.4)
      ? [
        Gallery.Universe(
          id: "wonderland", title: "Wonderland",
          sections: [
            Gallery.CharacterSection(
              id: "party", title: "Tea Party",
              characters: (0..<random.below(4)).map {
                Gallery.StoryCharacter(
                  name: "Guest \($0)", job: "Guest", imageName: "guest-\($0)", isComplete: $0 % 2 == 0)
              })
          ])
      ] : nil
    var pages: [Gallery.Page] = []
    for pageIndex in 0..<(1 + random.below(3)) {
      let sections = (0..<(1 + random.below(3))).map { sectionIndex in
        let data: Gallery.SectionData =
          switch random.below(4) {
          case 0: .emoji(categories: [category()])
          case 1: .emoji(categories: [], keywords: random.chance(0.5) ? ["cat"] : [])
          case 2: .emojiOutline(categories: random.chance(0.5) ? [category()] : [])
          default:
            universes != nil || random.chance(0.05)
              ? .characters(universe: random.chance(0.95) ? "wonderland" : "oz") : .emoji()
          }
        let layout = random.below(layouts.count)
        // The header its layout has a box for, but now and then the other.
        let header = random.chance(0.04) != layoutHasHeader[layout]
        return Gallery.Section(
          id: random.chance(0.01) ? "bad id" : "s\(sectionIndex)", data: data, layout: layouts[layout],
          cell: random.chance(0.25) ? random.pick(Gallery.Cell.allCases) : nil,
          header: header ? .title : .none, hidesWhenEmpty: random.chance(0.2),
          searchable: random.chance(0.2))
      }
      pages.append(Gallery.Page(id: "p\(pageIndex)", title: "Page \(pageIndex)", sections: sections))
    }
    var gallery = Gallery(
      title: "Generated", pages: pages,
      catalog: Gallery.Catalog(categories: categories, emoji: emoji, universes: universes))
    gallery.itemPages = random.chance(0.3)
    gallery.search = random.chance(0.3)
    return gallery
  }

  // MARK: - Shrinking

  /// Drops pages, sections, emoji and universes one at a time while `fails` holds.
  static func shrink(_ gallery: Gallery, while fails: (Gallery) throws -> Bool) throws -> Gallery {
    var current = gallery
    var shrunk = true
    while shrunk {
      shrunk = false
      for candidate in smaller(current) where try fails(candidate) {
        current = candidate
        shrunk = true
        break
      }
    }
    return current
  }

  static func smaller(_ gallery: Gallery) -> [Gallery] {
    var candidates: [Gallery] = []
    for index in gallery.pages.indices where gallery.pages.count > 1 {
      var fewer = gallery
      fewer.pages.remove(at: index)
      candidates.append(fewer)
    }
    for (pageIndex, page) in gallery.pages.enumerated() {
      guard case .sections(let sections) = page.content, sections.count > 1 else { continue }
      for index in sections.indices {
        var fewer = gallery
        var kept = sections
        kept.remove(at: index)
        fewer.pages[pageIndex].content = .sections(kept)
        candidates.append(fewer)
      }
    }
    for index in gallery.catalog.emoji.indices {
      var fewer = gallery
      fewer.catalog.emoji.remove(at: index)
      candidates.append(fewer)
    }
    if gallery.catalog.universes != nil {
      var fewer = gallery
      fewer.catalog.universes = nil
      candidates.append(fewer)
    }
    return candidates
  }
}
