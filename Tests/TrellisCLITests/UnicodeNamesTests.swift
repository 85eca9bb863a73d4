import Foundation
import Testing
import TrellisTestSupport

/// Names with letters beyond ASCII work end to end: ids made from them, image names, item pages.
@Suite struct UnicodeNamesTests {
  @Test func accentsAndOtherScriptsWorkEndToEnd() throws {
    let root = try TestSupport.makeTemporaryDirectory()
    #expect(try TestSupport.runTrellis(["init", "site"], in: root).status == 0)
    let site = root + "/site"
    let characters = TestSupport.unmarked(
      """
      {"universes": [{"id": "les-misérables", "title": "Les Misérables", "sections": [
        {"id": "日本", "title": "Barricade", "characters": [
          {"name": "Éponine Thénardier", "job": "Lookout", "imageName": "éponine-thénardier"},
          ‸{"name": "Zoë", "job": "Pilot", "imageName": "zoë", "isComplete": true}
        ]}
      ]}]}
      """)
    try characters.text.write(toFile: site + "/characters.json", atomically: false, encoding: .utf8)
    try FileManager.default.copyItem(atPath: site + "/images/ada.svg", toPath: site + "/images/éponine-thénardier.svg")
    let siteJSON = try String(contentsOfFile: site + "/site.json", encoding: .utf8)
      .replacingOccurrences(of: "\"title\": \"Crew\",", with: "\"title\": \"Crew\", \"expand\": \"universes\",")
      .replacingOccurrences(of: "{\"characters\": {\"universe\": \"crew\"}}", with: "{\"characters\": {}}")
    try siteJSON.write(toFile: site + "/site.json", atomically: false, encoding: .utf8)

    let built = try TestSupport.runTrellis(["build"], in: site)
    #expect(built.status == 0, "\(built.standardError)")
    // A missing image is reported at its character in characters.json.
    #expect(
      TestSupport.namingMarkers(["characters.json": characters.markers], in: built.standardError)
        == "characters.json:‸1: warning: no image \"zoë\" in images/ (.png, .jpg, .jpeg, .gif, .webp, .avif, .heic, .heif, .tif, .tiff, .svg); an initials avatar was generated (at universes[0].sections[0].characters[1]) [output.imageNotFound]\n"
    )
    let output = try FileManager.default.contentsOfDirectory(atPath: site + "/Output")
    #expect(output.contains("crew-les-miserables.html"))
    #expect(output.contains("character-les-miserables-eponine-thenardier.html"))
    #expect(output.contains("character-les-miserables-zoe.html"))
    let page = try String(contentsOfFile: site + "/Output/crew-les-miserables.html", encoding: .utf8)
    #expect(page.contains("id=\"crew-u65e5-u672c\""))
    // The image is copied under a name that needs no escaping anywhere.
    let assets = try FileManager.default.contentsOfDirectory(atPath: site + "/Output/assets")
    let eponine = try #require(assets.first { $0.hasPrefix("_C3_A9ponine-th_C3_A9nardier-") })
    #expect(eponine.allSatisfy { $0.isASCII })
    #expect(page.contains("src=\"assets/\(eponine)\""))
    let avatar = try #require(page.firstMatch(of: /src="assets\/(avatar-Z-[0-9a-f]{6}\.svg)" alt="Zoë"/)).1
    #expect(assets.contains(String(avatar)))
    let validated = try TestSupport.runTrellis(["validate", "Output"], in: site)
    #expect(validated.status == 0, "\(validated.standardOutput)\(validated.standardError)")
  }
}
