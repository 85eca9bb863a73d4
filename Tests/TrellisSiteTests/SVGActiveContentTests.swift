import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisSite

/// SVG images that would run code when opened are refused, with where.
@Suite struct SVGActiveContentTests {
  @Test(arguments: [
    (#"<svg><script>alert(1)</script></svg>"#, "a <script> element"),
    (#"<svg><circle onload="alert(1)"/></svg>"#, "an event attribute (onload)"),
    (#"<svg><a href="JavaScript:alert(1)"><text>x</text></a></svg>"#, "a javascript: link"),
    (#"<svg><foreignObject><div/></foreignObject></svg>"#, "a <foreignObject> element"),
    (#"<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>"#, "an entity declaration"),
    (#"<svg><SCRIPT xlink:href="x.js"/></svg>"#, "a <script> element"),
  ])
  func activeContentIsFound(svg: String, what: String) {
    #expect(SVGActiveContent.find(in: Array(svg.utf8))?.what == what)
  }

  @Test func plainDrawingsPass() {
    let svg =
      #"<svg xmlns="http://www.w3.org/2000/svg" width="60" height="60"><circle r="30" fill="url(#g)" data-one="1"/><text font="sans">only</text></svg>"#
    #expect(SVGActiveContent.find(in: Array(svg.utf8)) == nil)
  }

  /// In a build, the image is replaced by an initials avatar, with a located warning.
  @Test func aBuildReplacesTheImageWithAnAvatar() throws {
    let site = try TestSupport.siteCopy()
    defer { try? FileManager.default.removeItem(atPath: site) }
    // The bundled characters name no images: the first is given one.
    let characters = try String(contentsOfFile: site + "/characters.json", encoding: .utf8)
    let character = try #require(characters.firstMatch(of: /"name": "([^"]+)",/))
    let name = "portrait"
    try characters.replacing(character.0, with: character.0 + #" "imageName": "portrait","#, maxReplacements: 1)
      .write(toFile: site + "/characters.json", atomically: false, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: site + "/images", withIntermediateDirectories: true)
    let svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"60\" height=\"60\">\n<rect width=\"60\" height=\"60\"\n  onclick=\"alert(1)\"/></svg>\n"
    try Data(svg.utf8).write(to: URL(fileURLWithPath: site + "/images/\(name).svg"))
    let result = try TestSupport.runTrellis(["build", "--site", site, "--output", site + "/out"])
    #expect(result.status == 0)
    #expect(
      result.standardError.contains(
        "\(site)/images/\(name).svg:3:3: warning: the SVG image has active content (an event attribute (onclick))"))
    let assets = try FileManager.default.contentsOfDirectory(atPath: site + "/out/assets")
    #expect(assets.contains(Avatar(name: String(character.1)).fileName))
    #expect(!assets.contains { $0.hasPrefix("\(name)-") })
  }
}
