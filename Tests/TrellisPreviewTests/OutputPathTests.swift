import Foundation
import NIOCore
import Testing
import TrellisTestSupport

@testable import TrellisPreview

/// Request paths must never reach outside the output directory.
@Suite struct OutputPathTests {
  /// The file a path resolves to, or the resolution itself when it is not a file.
  private func file(_ path: String, _ root: String) -> String? {
    if case .file(let file, _) = OutputPath.resolve(path, root: root) { return file }
    return nil
  }

  private func root() throws -> String {
    let directory = try TestSupport.makeTemporaryDirectory()
    let root = directory + "/out"
    try FileManager.default.createDirectory(atPath: root + "/assets", withIntermediateDirectories: true)
    try "page".write(toFile: root + "/index.html", atomically: false, encoding: .utf8)
    try "icon".write(toFile: root + "/assets/a b.svg", atomically: false, encoding: .utf8)
    try "secret".write(toFile: directory + "/secret.txt", atomically: false, encoding: .utf8)
    try "manifest".write(toFile: root + "/.trellis-manifest", atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/out.txt", withDestinationPath: directory + "/secret.txt")
    try FileManager.default.createSymbolicLink(atPath: root + "/in.html", withDestinationPath: root + "/index.html")
    try FileManager.default.createSymbolicLink(atPath: root + "/up", withDestinationPath: directory)
    return try #require(OutputPath.realPath(root))
  }

  @Test func filesAndDirectories() throws {
    let root = try root()
    #expect(file("/", root) == root + "/index.html")
    #expect(file("/index.html", root) == root + "/index.html")
    #expect(file("/assets/a%20b.svg", root) == root + "/assets/a b.svg")
    #expect(OutputPath.resolve("/assets", root: root) == .redirect("/assets/"))
    // Never a protocol-relative redirect (`//assets/` is the host "assets").
    #expect(OutputPath.resolve("//assets", root: root) == .redirect("/assets/"))
    #expect(OutputPath.resolve("///evil.example//assets", root: root) == .notFound)
    #expect(OutputPath.resolve("/assets/", root: root) == .notFound)  // no index.html there
    #expect(OutputPath.resolve("/missing.html", root: root) == .notFound)
  }

  /// A path without an extension that names nothing is the page of that name, as static hosts
  /// serve it; only inside the output, and never for a path ending in `/`.
  @Test func aPageWithoutItsExtension() throws {
    let root = try root()
    #expect(file("/index", root) == root + "/index.html")
    #expect(file("/in", root) == root + "/index.html")  // a link inside the output
    #expect(OutputPath.resolve("/index/", root: root) == .notFound)
    #expect(OutputPath.resolve("/secret", root: root) == .notFound)
    #expect(OutputPath.resolve("/assets/a%20b", root: root) == .notFound)  // a.svg is not a page
    #expect(OutputPath.resolve("/up/secret", root: root) == .notFound)
  }

  @Test(arguments: [
    "/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt", "/assets/..%2f..%2fsecret.txt",
    "/./index.html", "/%00", "/a%5c..%5csecret.txt", "/%zz", "/.trellis-manifest", "/assets/%2e%2e/%2e%2e/secret.txt",
    "index.html",
    // A combining mark after an encoded slash: one Character with it, but a slash to the file
    // system (String's contains("/") missed it).
    "/..%2F%CC%81secret.txt", "/assets/%2F%CC%81",
  ])
  func escapesAreRefused(path: String) throws {
    guard case .badPath = OutputPath.resolve(path, root: try root()) else {
      Issue.record("\(path) was not refused")
      return
    }
  }

  @Test func symbolicLinksMustStayInside() throws {
    let root = try root()
    #expect(OutputPath.resolve("/out.txt", root: root) == .notFound)
    #expect(OutputPath.resolve("/up/secret.txt", root: root) == .notFound)
    #expect(file("/in.html", root) == root + "/index.html")
    // Double encoding is a name, not an escape: %252e%252e is the file "%2e%2e", which is not there.
    #expect(OutputPath.resolve("/%252e%252e/secret.txt", root: root) == .notFound)
  }

  @Test func contentTypes() {
    #expect(ContentType.of("a/index.html") == "text/html; charset=utf-8")
    #expect(ContentType.of("trellis.css") == "text/css; charset=utf-8")
    #expect(ContentType.of("assets/x.SVG") == "image/svg+xml")
    #expect(ContentType.of("README") == "application/octet-stream")
  }

  @Test func theClientGoesBeforeTheHeadEnds() {
    let page = ByteBuffer(string: "<html><head><title>t</title></head><body></body></html>")
    let served = String(buffer: PreviewResponder.withClient(page, version: 7))
    #expect(
      served
        == "<html><head><title>t</title><script src=\"/_trellis/live.js\" data-version=\"7\" defer=\"defer\"></script>\n</head><body></body></html>"
    )
  }
}
