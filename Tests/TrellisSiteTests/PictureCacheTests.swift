import Foundation
import Testing
import TrellisPictures
import TrellisTestSupport

@testable import TrellisSite

/// The picture cache: a picture is made once for its content and settings, found again without
/// being read while its file is unchanged, and the least recently used are removed past the limit.
@Suite struct PictureCacheTests {
  /// A site folder with `images/` holding one picture, a copy of the fixture's portrait.
  func site() throws -> String {
    let site = NSTemporaryDirectory() + "trellis-cache-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: site + "/images", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: TestSupport.fixture("pictures/images/portrait.webp"), toPath: site + "/images/a.webp")
    return site
  }

  func entries(_ cache: PictureCache) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: cache.folder)) ?? []).filter { $0 != "sources.json" }
      .sorted()
  }

  @Test func aPictureIsMadeOnceForItsContentAndSettings() throws {
    let site = try site()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let settings = PictureMaker.Settings(formats: [.webp])
    let first = try #require(
      PictureCache(siteDirectory: site, settings: settings).picture(at: site + "/images/a.webp", name: "images/a.webp"))
    #expect(first.isNew)
    guard case .success(let made) = first.result else {
      Issue.record("not made: \(first.result)")
      return
    }
    PictureCache(siteDirectory: site, settings: settings).finish(used: ["images/a.webp": first], limit: 1 << 30)

    // Found again; a touched file (same content) is found again, read but not made.
    let again = try #require(
      PictureCache(siteDirectory: site, settings: settings).picture(at: site + "/images/a.webp", name: "images/a.webp"))
    #expect(!again.isNew && again.key == first.key)
    guard case .success(let madeAgain) = again.result else { return }
    #expect(madeAgain == made)
    var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
    #expect(utimensat(AT_FDCWD, site + "/images/a.webp", &times, 0) == 0)
    let touched = try #require(
      PictureCache(siteDirectory: site, settings: settings).picture(at: site + "/images/a.webp", name: "images/a.webp"))
    #expect(!touched.isNew && touched.key == first.key)

    // Other settings: another entry.
    let other = try #require(
      PictureCache(siteDirectory: site, settings: PictureMaker.Settings(formats: [.webp], quality: [.webp: 50]))
        .picture(at: site + "/images/a.webp", name: "images/a.webp"))
    #expect(other.isNew && other.key != first.key)

    // Another content: another entry; with a limit of nothing, only what the build used stays.
    try FileManager.default.removeItem(atPath: site + "/images/a.webp")
    try FileManager.default.copyItem(
      atPath: TestSupport.fixture("pictures/images/small.png"), toPath: site + "/images/a.webp.png")
    let cache = PictureCache(siteDirectory: site, settings: settings)
    let changed = try #require(cache.picture(at: site + "/images/a.webp.png", name: "images/a.webp.png"))
    #expect(changed.isNew && changed.key != first.key)
    #expect(entries(cache).count == 3)
    cache.finish(used: ["images/a.webp.png": changed], limit: 0)
    #expect(entries(cache) == [changed.key])
  }

  @Test func aBadPictureIsRememberedAsBad() throws {
    let site = try site()
    defer { try? FileManager.default.removeItem(atPath: site) }
    try FileManager.default.copyItem(
      atPath: TestSupport.fixture("pictures/images/truncated.jpg"), toPath: site + "/images/t.jpg")
    let settings = PictureMaker.Settings(formats: [])
    let first = try #require(
      PictureCache(siteDirectory: site, settings: settings).picture(at: site + "/images/t.jpg", name: "images/t.jpg"))
    let again = try #require(
      PictureCache(siteDirectory: site, settings: settings).picture(at: site + "/images/t.jpg", name: "images/t.jpg"))
    #expect(first.isNew && !again.isNew)
    guard case .failure(.unreadable) = again.result else {
      Issue.record("a truncated picture is made: \(again.result)")
      return
    }
  }
}
