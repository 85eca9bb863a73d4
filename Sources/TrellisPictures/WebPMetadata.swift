import Foundation

/// Removes the metadata chunks of a WebP file: libvips 8.14 writes an EXIF chunk (and keeps XMP
/// and an ICC profile) into every WebP it saves, though asked to strip them.
enum WebPMetadata {
  /// The chunks that carry metadata, and their flags in the `VP8X` chunk's first byte.
  static let chunks: [String: UInt8] = ["EXIF": 0x08, "XMP ": 0x04, "ICCP": 0x20]

  /// The file's bytes without metadata chunks; nil when they are not a WebP file.
  static func stripped(_ bytes: [UInt8]) -> [UInt8]? {
    guard bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), bytes[8..<12].elementsEqual(Array("WEBP".utf8))
    else { return nil }
    var kept: [UInt8] = []
    var flagsOffset: Int?
    var cleared: UInt8 = 0
    var offset = 12
    while offset + 8 <= bytes.count {
      let name = String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
      let size = bytes[(offset + 4)..<(offset + 8)].reversed().reduce(0) { $0 << 8 | Int($1) }
      let end = offset + 8 + size + (size & 1)
      guard end <= bytes.count || (end == bytes.count + 1 && size & 1 == 1) else { return nil }
      if let flag = chunks[name] {
        cleared |= flag
      } else {
        if name == "VP8X" { flagsOffset = 12 + kept.count + 8 }
        kept += bytes[offset..<min(end, bytes.count)]
      }
      offset = end
    }
    if let flagsOffset, flagsOffset < kept.count + 12 { kept[flagsOffset - 12] &= ~cleared }
    let size = UInt32(kept.count + 4)
    return Array("RIFF".utf8) + withUnsafeBytes(of: size.littleEndian, Array.init) + Array("WEBP".utf8) + kept
  }

  /// Rewrites the WebP file at `path` without its metadata chunks. False when it cannot.
  static func strip(_ path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path), let clean = stripped(Array(data)) else {
      return false
    }
    return clean.count == data.count || FileManager.default.createFile(atPath: path, contents: Data(clean))
  }
}
