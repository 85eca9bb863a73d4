import TrellisData
import TrellisDiagnostics

/// What a page is repeated over: one page per emoji category, or per character universe.
///
///     {"id": "emoji", "title": "Emoji", "expand": "categories", "sections": [...]}
///
/// Each page takes its id from the declared one and the value's (`emoji-smileys`), its title
/// from the value, and its sections show only that category's emoji or that universe's
/// characters. When every emoji section of the page names its categories, the pages are made for
/// those categories only.
package enum PageExpansion: String, DecodableChoice, Sendable {
  case categories, universes
  package static let choiceName = "page expansion"
  package static let unknownChoiceID: Diagnostic.ID = "site.unknownPageExpansion"
}

/// What a section is repeated over: one section per category or per Unicode subgroup of the
/// emoji it selects, each titled after its value, with the id `SECTION-VALUE`.
///
///     {"id": "smileys", "data": {"emoji": {"category": "smileys"}}, "expand": "subgroups", ...}
package enum SectionExpansion: String, DecodableChoice, Sendable {
  case categories, subgroups
  package static let choiceName = "section expansion"
  package static let unknownChoiceID: Diagnostic.ID = "site.unknownSectionExpansion"
}

/// An id made from a data value (a category, subgroup or universe id): accents dropped, ASCII
/// letters, digits and `_` kept, every other run of characters one `-` (`sky & weather` becomes
/// `sky-weather`, `été` becomes `ete`), and a letter or digit of another script its code point in
/// hexadecimal after `u`, as a word of its own (`日本` becomes `u65e5-u672c`), so that any name
/// gives an id, and different names different ids; nil when nothing is left.
func identifier(fromData value: String) -> String? {
  // ASCII (the ids of hundreds of thousands of items): byte by byte, by the same rules.
  value.utf8.allSatisfy { $0 < 0x80 } ? identifier(fromASCII: value) : identifier(fromUnicode: value)
}

/// ``identifier(fromData:)`` of an ASCII value.
func identifier(fromASCII value: String) -> String? {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(value.utf8.count)
  var pendingDash = false
  for byte in value.utf8 {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      if pendingDash && !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
      pendingDash = false
      bytes.append(byte)
    default:
      pendingDash = true
    }
  }
  return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
}

/// ``identifier(fromData:)`` of any value, scalar by scalar.
func identifier(fromUnicode value: String) -> String? {
  var id = ""
  var pendingDash = false
  func append(_ word: String) {
    if pendingDash && !id.isEmpty { id += "-" }
    pendingDash = false
    id += word
  }
  for scalar in value.folding(options: [.diacriticInsensitive], locale: nil).unicodeScalars {
    if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
      append(String(scalar))
    } else if !scalar.isASCII, scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
      pendingDash = true
      append("u" + String(scalar.value, radix: 16))
      pendingDash = true
    } else {
      pendingDash = true
    }
  }
  return id.isEmpty ? nil : id
}

/// A subgroup's id as a title: `face-smiling` becomes `Face smiling`.
func title(ofSubgroup subgroup: String) -> String {
  let words = subgroup.split(whereSeparator: { $0 == "-" || $0 == "_" }).joined(separator: " ")
  return words.prefix(1).uppercased() + words.dropFirst()
}
