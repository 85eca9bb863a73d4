import Foundation
import PropertyBased
import Testing
import TrellisTestSupport

/// File names made from ids and emoji text always fit (255 bytes a name): an item page's name
/// carries its emoji's code points, and an 86-character emoji failed the build with "File name
/// too long"; so did a long page id, and an avatar's long initials.
@Suite struct LongNamesTests {
  /// The site `trellis init` writes, with a generated emoji of 86 to 120 characters, a page
  /// whose id is 201 to 400 bytes long and a character whose image name is as long and whose
  /// initial is a letter with as many accents (no image: an avatar): it builds, every name fits,
  /// and the long names are linked where the short ones are. The short names are as they were.
  @Test func longIdsAndEmojiGiveNamesThatFitAndAreLinked() async throws {
    let emoji = Gen.int(in: 0x1F300...0x1F64F).array(of: 86...120)
    await propertyCheck(count: 2, input: emoji, Gen.int(in: 201...400)) { codePoints, length in
      let text = String(String.UnicodeScalarView(codePoints.compactMap { Unicode.Scalar(UInt32($0)) }))
      let id = "p" + String(repeating: "0123456789", count: 40).prefix(length - 1)
      let imageName = "é" + String(repeating: "z", count: length)
      // An initial as long: Z and `length` combining acute accents, one character.
      let name = "Z" + String(repeating: #"\u0301"#, count: length) + " Zed"
      let root = try TestSupport.makeTemporaryDirectory()
      #expect(try TestSupport.runTrellis(["init", "site"], in: root).status == 0)
      let site = root + "/site"
      try edit(site + "/emoji.json") {
        $0.replacingOccurrences(
          of: #"{"text": "😀""#,
          with: #"{"text": "\#(text)", "title": "Long", "category": "favourites", "keywords": []},"# + "\n"
            + #"{"text": "😀""#)
      }
      try edit(site + "/site.json") {
        $0.replacingOccurrences(
          of: #""pages": ["#, with: #""pages": [{"id": "\#(id)", "title": "Long page", "sections": []}, "#)
      }
      try edit(site + "/characters.json") {
        $0.replacingOccurrences(
          of: #"{"name": "Ada""#,
          with: #"{"name": "\#(name)", "job": "J", "imageName": "\#(imageName)"}, {"name": "Ada""#)
      }
      let built = try TestSupport.runTrellis(["build"], in: site)
      #expect(built.status == 0, "\(built.standardError)")
      let output = site + "/Output"
      let names = try FileManager.default.subpathsOfDirectory(atPath: output).map { ($0 as NSString).lastPathComponent }
      #expect(names.allSatisfy { $0.utf8.count <= 255 })
      #expect(names.contains("emoji-favourites-1f600.html"))
      // The long names: a prefix of the name made as before, `-` and a hash.
      let itemName = "emoji-favourites-" + codePoints.map { String($0, radix: 16) }.joined(separator: "-")
      let item = try #require(names.first { $0.hasPrefix(String(itemName.prefix(200)) + "-") })
      let page = try #require(names.first { $0.hasPrefix(String(id.prefix(200)) + "-") })
      #expect(item.utf8.count == 222 && page.utf8.count == 222)
      let avatar = try #require(names.first { $0.hasPrefix("avatar-Z_CC_81_CC_81") })
      #expect(avatar.utf8.count == 221)
      let read = { (file: String) in try String(contentsOfFile: output + "/" + file, encoding: .utf8) }
      #expect(try read("emoji.html").contains("href=\"\(item)\""))
      #expect(try read("index.html").contains("href=\"\(page)\""))
      #expect(try read("crew.html").contains("assets/\(avatar)"))
    }
  }

  private func edit(_ path: String, _ change: (String) -> String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let changed = change(text)
    #expect(changed != text, "\(path) unchanged")
    try Data(changed.utf8).write(to: URL(fileURLWithPath: path))
  }
}
