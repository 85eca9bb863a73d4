import Testing
import TrellisTestSupport

@testable import TrellisValidation

/// The plain link (a file of the page's folder or below it, perhaps with a fragment) is resolved
/// without decoding; it must come to what the full reading gives.
@Suite struct SiteLinksTests {
  @Test(arguments: [
    ("emoji-1f600.html", "index.html", SiteLinks.Resolution.local(path: "emoji-1f600.html", fragment: nil)),
    ("emoji-2.html#g", "index.html", .local(path: "emoji-2.html", fragment: "g")),
    ("a.html", "docs/guide/page.html", .local(path: "docs/guide/a.html", fragment: nil)),
    ("#main", "docs/page.html", .local(path: "docs/page.html", fragment: "main")),
    ("a/b.html", "page.html", .local(path: "a/b.html", fragment: nil)),
    ("assets/avatar-ann.svg", "docs/page.html", .local(path: "docs/assets/avatar-ann.svg", fragment: nil)),
  ])
  func aPlainLinkIsAFileOfThePagesFolder(link: String, page: String, expected: SiteLinks.Resolution) {
    #expect(SiteLinks.plainLink(link, from: page) == expected)
  }

  @Test(arguments: [
    ".", "..", "", "#a%20b", "a%20b.html", "https://x.org", "a.html?q=1", " a.html", "/a.html", "a/", "a//b.html",
    "a/./b.html", "a/../b.html", "../a.html",
  ])
  func anythingElseIsReadInFull(link: String) {
    #expect(SiteLinks.plainLink(link, from: "page.html") == nil)
  }

  /// On 5,000 generated links (seeded), of plain characters and of those that make a link not
  /// plain, from pages at the root and in folders: whenever the plain reading answers, it is the
  /// full reading's answer.
  @Test func thePlainReadingAgreesWithTheFullOne() {
    var random = SeededRandom(seed: 20_261_126)
    func next(_ bound: Int) -> Int { random.below(bound) }
    let pieces = ["a", "Z", "0", "-", "_", ".", "..", "/", "#", "%20", "?", ":", " ", "é", "html", "emoji-1f600"]
    let pages = ["index.html", "docs/page.html", "a/b/c.html"]
    var answered = 0
    for _ in 0..<5_000 {
      let link = (0..<(1 + next(6))).map { _ in pieces[next(pieces.count)] }.joined()
      let page = pages[next(pages.count)]
      guard let plain = SiteLinks.plainLink(link, from: page) else { continue }
      answered += 1
      #expect(plain == SiteLinks.resolveInFull(link, from: page), "\(link) from \(page)")
    }
    #expect(answered > 500)
  }
}
