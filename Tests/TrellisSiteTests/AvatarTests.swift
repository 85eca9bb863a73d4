import Foundation
import PropertyBased
import Testing
import TrellisTestSupport

@testable import TrellisSite

/// Initials avatars: what they show, and one file for each look however many characters share it.
@Suite struct AvatarTests {
  /// The first letters of the first and last words, upper-cased; the file is named by the
  /// initials (written as any name is, so that it needs no escaping) and the colour.
  @Test func theFileIsNamedByTheInitialsAndTheColour() {
    let queen = Avatar(name: "Queen of Hearts")
    #expect(queen.initials == "QH")
    #expect(queen.fileName == "avatar-QH-\(queen.colour.dropFirst()).svg")
    #expect(queen.svg.contains("fill=\"\(queen.colour)\"") && queen.svg.contains(">QH</text>"))
    #expect(Avatar(name: "Éponine Thénardier").fileName.hasPrefix("avatar-_C3_89T-"))
    #expect(Avatar(name: "Mock-Turtle").initials == "MT")
    #expect(Avatar(name: "Alice").initials == "A")
    // Eight colours, chosen by the name: the same name, the same colour.
    let colours = Set((0..<200).map { Avatar(name: "Alice \($0)").colour })
    #expect(colours.count == 8)
    #expect(Avatar(name: "Alice 7").colour == Avatar(name: "Alice 7").colour)
  }

  /// The initials read byte by byte from an ASCII name are those read character by character,
  /// on generated names of letters, digits, spaces, hyphens, line ends (a carriage return and a
  /// line feed are one character) and a few letters beyond ASCII; a name with any of those is
  /// left to the general reading.
  @Test func initialsReadByteByByteAreTheSame() async {
    let pieces = ["a", "Z", "q", "7", " ", "-", "  ", "\r", "\n", "\r\n", "_", "é", "e\u{301}", " \u{301}", "ß"]
    await propertyCheck(count: 2000, input: Gen.int(in: 0..<pieces.count).array(of: 0...12)) { picks in
      let name = picks.map { pieces[$0] }.joined()
      let ascii = Avatar.asciiInitials(name)
      #expect(ascii == nil || ascii == Avatar.initials(name), "\(name.debugDescription)")
      #expect((ascii == nil) == name.utf8.contains { $0 >= 0x80 || $0 == 0x0D }, "\(name.debugDescription)")
    }
  }

  /// The bundled site's characters name no pictures: each character's page links the avatar
  /// drawn for its name, on purpose and without a warning, and `assets/` holds each look once,
  /// however many characters share it (a second Alice, under an image name that is missing,
  /// adds no file, and is the build's one warning).
  @Test func charactersThatLookTheSameShareAFile() throws {
    let site = try TestSupport.siteCopy()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let path = site + "/characters.json"
    let characters = try String(contentsOfFile: path, encoding: .utf8)
    let withTwin = characters.replacing(
      #""characters": ["#,
      with: #""characters": [{"id": "alice-twin", "name": "Alice", "job": "Twin", "imageName": "alice-twin"}, "#,
      maxReplacements: 1)
    #expect(withTwin != characters)
    try withTwin.write(toFile: path, atomically: false, encoding: .utf8)
    let result = try TestSupport.runTrellis(["build", "--site", site, "--output", site + "/out"])
    #expect(result.status == 0, "\(result.standardError)")
    let warnings = result.standardError.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(warnings.count == 1 && warnings[0].contains(#"no image "alice-twin""#), "\(result.standardError)")

    let universes = try #require(
      (try JSONSerialization.jsonObject(with: Data(withTwin.utf8)) as? [String: Any])?["universes"] as? [[String: Any]])
    let looks = Set(
      universes.flatMap { ($0["sections"] as? [[String: Any]]) ?? [] }
        .flatMap { ($0["characters"] as? [[String: Any]]) ?? [] }
        .compactMap { ($0["name"] as? String).map { Avatar(name: $0).fileName } })
    let output = site + "/out"
    let pages = try FileManager.default.subpathsOfDirectory(atPath: output).filter { $0.hasSuffix(".html") }
      .map { try String(contentsOfFile: output + "/" + $0, encoding: .utf8) }
    let linked = Set(pages.flatMap { $0.matches(of: /src="assets\/(avatar-[^"]+)"/).map { String($0.1) } })
    let written = try FileManager.default.contentsOfDirectory(atPath: output + "/assets")
      .filter { $0.hasPrefix("avatar-") }
    // Each linked look is written once, and nothing else is.
    #expect(!linked.isEmpty && Set(written) == linked && written.count == linked.count)
    #expect(linked.isSubset(of: looks))
    // Both Alices show the one file.
    let alice = #"src="assets/\#(Avatar(name: "Alice").fileName)" alt="Alice""#
    #expect(pages.contains { $0.components(separatedBy: alice).count - 1 == 2 })
  }
}
