import Foundation
import NIOCore
import Testing
import TrellisSite

@testable import TrellisPreview

/// What the preview serves of a rebuild still being written (the open pages were told of it, the
/// disk does not have it yet).
@Suite struct PreviewResponderTests {
  static let page = "<!DOCTYPE html>\n<html><head><title>Arctic fox</title></head><body></body></html>\n"

  /// Every pending page carries the live client, whether it is a page of sections or a page
  /// written whole (an item's own page is a file): without it, an open item page reloaded after
  /// an edit would stop following the preview.
  @Test(arguments: [
    PendingWrite.Contents.page([page]), .file(.text(page)), .file(.bytes(Array(page.utf8))),
  ])
  func everyPendingPageCarriesTheLiveClient(_ contents: PendingWrite.Contents) throws {
    let served = try #require(PreviewResponder.served(contents, name: "emoji-nature-1f98a.html", version: 7))
    let text = String(buffer: served)
    let tag = "<script src=\"/_trellis/live.js\" data-version=\"7\" defer=\"defer\"></script>\n"
    #expect(text.contains(tag + "</head>"))
    #expect(text.replacingOccurrences(of: tag, with: "") == Self.page)
  }

  /// Other files are served as they are; a removed one is not served.
  @Test func otherFilesAreServedAsTheyAre() throws {
    let css = try #require(PreviewResponder.served(.file(.text("a { }")), name: "trellis.css", version: 7))
    #expect(String(buffer: css) == "a { }")
    #expect(PreviewResponder.served(.removed, name: "gone.html", version: 7) == nil)
  }
}
