import Foundation

/// Pictures made for the tests, byte by byte: PNGs whose deflate streams are stored blocks (no
/// compression library needed), and a folder to write them in.
enum TestPictures {
  /// A `width` × `height` PNG, RGB or RGBA, of a pattern that tells its corners apart: red rises
  /// to the right, green downwards, blue is `blue`.
  static func png(width: Int, height: Int, alpha: Bool = false, blue: UInt8 = 128) -> [UInt8] {
    let channels = alpha ? 4 : 3
    var raw: [UInt8] = []
    raw.reserveCapacity(height * (1 + width * channels))
    for y in 0..<height {
      raw.append(0)  // no filter
      for x in 0..<width {
        raw += [UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)), blue]
        if alpha { raw.append(UInt8(255 - (x * 127 / max(width - 1, 1)))) }
      }
    }
    var header: [UInt8] = []
    header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
    header += [8, alpha ? 6 : 2, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlibStored(raw))
      + chunk("IEND", [])
  }

  /// A new empty folder under the temporary directory.
  static func folder() throws -> String {
    let path = NSTemporaryDirectory() + "trellis-pictures-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Writes `bytes` as `name` in `folder`, returning its path.
  static func write(_ bytes: [UInt8], _ name: String, in folder: String) throws -> String {
    let path = folder + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
  }

  /// A zlib stream of stored (uncompressed) deflate blocks.
  private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65_535, data.count - offset)
      let last: UInt8 = offset + count == data.count ? 1 : 0
      out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
      out += data[offset..<(offset + count)]
      offset += count
    } while offset < data.count
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return out + bigEndian(b << 16 | a)
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}

/// The metadata blocks of a written picture, read from its container: JPEG APPn (but JFIF's
/// APP0) and COM segments, PNG's ancillary text, EXIF and ICC chunks, WebP's EXIF, XMP and ICCP
/// chunks, and HEIF items and colour profiles (`Exif`, `mime`, `prof`/`rICC`) in an AVIF.
enum Metadata {
  static func blocks(in bytes: [UInt8]) -> [String] {
    if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return png(bytes) }
    if bytes.starts(with: Array("RIFF".utf8)) { return webp(bytes) }
    return avif(bytes)
  }

  private static func jpeg(_ bytes: [UInt8]) -> [String] {
    var found: [String] = []
    var offset = 2
    while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
      let marker = bytes[offset + 1]
      if marker == 0xDA { break }  // the scan: no more segments before it ends
      let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      if (0xE1...0xEF).contains(marker) { found.append("APP\(marker - 0xE0)") }
      if marker == 0xFE { found.append("COM") }
      offset += 2 + length
    }
    return found
  }

  private static func png(_ bytes: [UInt8]) -> [String] {
    var found: [String] = []
    var offset = 8
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      if ["eXIf", "iTXt", "tEXt", "zTXt", "iCCP", "tIME"].contains(type) { found.append(type) }
      offset += 12 + length
    }
    return found
  }

  private static func webp(_ bytes: [UInt8]) -> [String] {
    var found: [String] = []
    var offset = 12
    while offset + 8 <= bytes.count {
      let type = String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
      let length = bytes[(offset + 4)..<(offset + 8)].reversed().reduce(0) { $0 << 8 | Int($1) }
      if ["EXIF", "XMP ", "ICCP"].contains(type) { found.append(type) }
      offset += 8 + length + (length & 1)
    }
    return found
  }

  /// HEIF's boxes are nested; an `Exif` or `mime` item type, or a colour profile, anywhere in the
  /// bytes before the image data is metadata.
  private static func avif(_ bytes: [UInt8]) -> [String] {
    let text = String(decoding: bytes.prefix(4096).map { $0 < 0x20 || $0 > 0x7E ? 0x2E : $0 }, as: UTF8.self)
    return ["Exif", "mime", "prof", "rICC"].filter { text.contains($0) }
  }
}
