import Foundation

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
