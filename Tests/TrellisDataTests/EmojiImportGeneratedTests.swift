import PropertyBased
import Synchronization
import Testing
import TrellisDiagnostics

@testable import TrellisData

/// `trellis import`'s promise, checked on generated files: whenever import succeeds, the catalog
/// it writes loads. The files look like emoji-test.txt (and CLDR's annotations) but hold what a
/// hostile or broken file might: control characters, non-characters, quotes and backslashes,
/// strings too long, emoji of white space or of many code points, groups that read alike, the
/// same emoji twice.
@Suite struct EmojiImportGeneratedTests {
  /// Pieces of names: mostly ones the loader takes (if not every page would want them), now and
  /// then (one draw in sixteen) one it refuses.
  static let pieces = [
    "Smileys & Emotion", "smileys emotion", "a", "é", "😀", " ", "\t", "\r", "\"", "\\", "&", "<", "\u{7F}", "\u{85}",
    "\u{2028}", "\u{3000}", "\u{FE0F}", "\u{1FFFE}", "-2", "group",
  ]
  static let refusedPieces = [
    "\u{0}", "\u{1B}", "\u{FFFE}", "\u{FFFF}", String(repeating: "a", count: 66_000),
    String(repeating: "\"", count: 33_000), String(repeating: "\u{1}", count: 11_000),
  ]
  /// Code points of emoji, the same way.
  static let scalars: [UInt32] = [
    0x1F600, 0x1F603, 0x263A, 0xFE0F, 0x200D, 0x1F3FB, 0x23, 0x20E3, 0x9, 0xD, 0x3000, 0x41, 0x85, 0x2028, 0xE0067,
  ]
  static let refusedScalars: [UInt32] = [0x0, 0x1B, 0xFFFE, 0xFFFF]

  /// An element of `common`, or one time in sixteen of `rare`, chosen by `number`.
  static func pick<T>(_ number: Int, _ common: [T], _ rare: [T]) -> T {
    number % 16 == 0 ? rare[number / 16 % rare.count] : common[number % common.count]
  }

  /// One line from four numbers: its kind, then what it holds.
  static func line(_ numbers: [Int]) -> String {
    let piece = { (number: Int) in pick(number, pieces, refusedPieces) }
    switch numbers[0] % 7 {
    case 0: return "# group: " + piece(numbers[1]) + (numbers[2] % 3 == 0 ? piece(numbers[3]) : "")
    case 1: return "# subgroup: " + piece(numbers[1])
    case 2: return "# a comment " + piece(numbers[1])
    case 3: return ""
    default:
      // An emoji, spelled in its comment: one to three code points, now and then about as many
      // as the most import takes (16), or hundreds.
      let count =
        switch numbers[1] % 32 {
        case 0: 200 + numbers[1]
        case 1: 14 + numbers[2] % 5
        default: 1 + numbers[1] % 3
        }
      let points = (0..<count).map { pick(numbers[2] + $0 * numbers[3], scalars, refusedScalars) }
      let text = String(String.UnicodeScalarView(points.compactMap(Unicode.Scalar.init)))
      let status = numbers[3] % 5 == 0 ? "minimally-qualified" : "fully-qualified"
      let hex = points.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
      return "\(hex) ; \(status) # \(text) E1.0 name \(piece(numbers[2]))"
        + (numbers[3] % 2 == 0 ? piece(numbers[1]) : "")
    }
  }

  /// An annotation of an emoji the generator makes, as keywords or as a name.
  static func annotation(_ numbers: [Int]) -> String {
    let emoji = String(Unicode.Scalar(scalars[numbers[0] % scalars.count]) ?? "a")
    let value = pick(numbers[1], pieces, refusedPieces) + " | " + pick(numbers[2], pieces, refusedPieces)
    let references = pick(
      numbers[3], ["", "&amp;", "&#x1F600;", "&quot;", "&#9;", "&#x85;"], ["&#27;", "&#xFFFE;", "&#0;"])
    let escaped = value.replacing("&", with: "&amp;").replacing("<", with: "&lt;") + references
    let type = numbers[0] % 2 == 0 ? " type=\"tts\"" : ""
    return "<annotation cp=\"\(CLDRAnnotations.key(emoji))\"\(type)>\(escaped)</annotation>"
  }

  static let cases = zip(
    Gen.int(in: 0...10_000).array(of: 4).array(of: 0...20),
    Gen.int(in: 0...10_000).array(of: 4).array(of: 0...6)
  )

  @Test func whateverImportWritesLoads() async {
    // How many files were imported, and with annotations: enough must be, for the check to mean
    // something.
    let imported = Mutex((files: 0, annotated: 0))
    await propertyCheck(count: 400, input: Self.cases) { lines, annotations in
      // Most files start as the real one does, so that most get past the first lines.
      let text =
        "# group: Smileys & Emotion\n# subgroup: face-smiling\n1F600 ; fully-qualified # 😀 E1.0 grinning face\n"
        + lines.map(Self.line).joined(separator: "\n")
      let xml = "<ldml>\n" + annotations.map(Self.annotation).joined(separator: "\n") + "\n"
      guard let list = try? EmojiTestFile(SourceFile(name: "emoji-test.txt", text: text)) else { return }
      var cldr = CLDRAnnotations()
      let annotated = (try? cldr.add(SourceFile(name: "en.xml", text: xml))) != nil
      imported.withLock { $0 = ($0.files + 1, $0.annotated + (annotated ? 1 : 0)) }
      let json = list.catalogJSON(annotations: annotated ? cldr : nil)
      do throws(DiagnosticError) {
        let catalog = try EmojiCatalog.load(from: SourceFile(name: "emoji.json", text: json))
        #expect(catalog.emoji.count == list.emoji.count)
        #expect(catalog.sharedIdentities.isEmpty)
      } catch {
        Issue.record("import wrote a catalog the loader refuses: \(error.description.prefix(500))")
      }
    }
    let (files, annotated) = imported.withLock { $0 }
    #expect(files >= 80 && annotated >= 20, "\(files) files imported, \(annotated) with annotations")
  }
}
