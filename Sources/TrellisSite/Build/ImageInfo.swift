/// What Trellis needs to know of an image file: its kind and pixel size, read from the header.
/// A file whose header is not what its extension says is not an image.
package struct ImageInfo: Equatable {
  package var width: Int
  package var height: Int

  /// Reads the size of a PNG, JPEG, GIF, WebP or SVG file; nil if the bytes are not one.
  package static func read(_ bytes: [UInt8], fileExtension: String) -> ImageInfo? {
    switch fileExtension.lowercased() {
    case "png": png(bytes)
    case "jpg", "jpeg": jpeg(bytes)
    case "gif": gif(bytes)
    case "webp": webp(bytes)
    case "svg": svg(bytes)
    default: nil
    }
  }

  private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int? {
    guard offset >= 0, offset + count <= bytes.count else { return nil }
    return bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
  }

  private static func littleEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int? {
    guard offset >= 0, offset + count <= bytes.count else { return nil }
    return bytes[offset..<(offset + count)].reversed().reduce(0) { $0 << 8 | Int($1) }
  }

  private static func png(_ bytes: [UInt8]) -> ImageInfo? {
    guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), bytes.count >= 24,
      bytes[12..<16].elementsEqual(Array("IHDR".utf8)),
      let width = bigEndian(bytes, 16, 4), let height = bigEndian(bytes, 20, 4), width > 0, height > 0
    else { return nil }
    return ImageInfo(width: width, height: height)
  }

  private static func jpeg(_ bytes: [UInt8]) -> ImageInfo? {
    guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
    var offset = 2
    while offset + 4 <= bytes.count {
      guard bytes[offset] == 0xFF else { return nil }
      let marker = bytes[offset + 1]
      guard let length = bigEndian(bytes, offset + 2, 2), length >= 2 else { return nil }
      // Start-of-frame markers (baseline, progressive, …) hold the size.
      if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
        guard let height = bigEndian(bytes, offset + 5, 2), let width = bigEndian(bytes, offset + 7, 2),
          width > 0, height > 0
        else { return nil }
        return ImageInfo(width: width, height: height)
      }
      offset += 2 + length
    }
    return nil
  }

  private static func gif(_ bytes: [UInt8]) -> ImageInfo? {
    guard bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)),
      let width = littleEndian(bytes, 6, 2), let height = littleEndian(bytes, 8, 2), width > 0, height > 0
    else { return nil }
    return ImageInfo(width: width, height: height)
  }

  private static func webp(_ bytes: [UInt8]) -> ImageInfo? {
    guard bytes.starts(with: Array("RIFF".utf8)), bytes.count >= 30, bytes[8..<12].elementsEqual(Array("WEBP".utf8))
    else { return nil }
    let chunk = String(decoding: bytes[12..<16], as: UTF8.self)
    switch chunk {
    case "VP8X":
      guard let width = littleEndian(bytes, 24, 3), let height = littleEndian(bytes, 27, 3) else { return nil }
      return ImageInfo(width: width + 1, height: height + 1)
    case "VP8 ":
      guard let width = littleEndian(bytes, 26, 2), let height = littleEndian(bytes, 28, 2) else { return nil }
      return ImageInfo(width: width & 0x3FFF, height: height & 0x3FFF)
    case "VP8L":
      guard let bits = littleEndian(bytes, 21, 4) else { return nil }
      return ImageInfo(width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1)
    default:
      return nil
    }
  }

  /// An SVG's `width` and `height` (in px or unitless), else its `viewBox` size.
  private static func svg(_ bytes: [UInt8]) -> ImageInfo? {
    let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
    guard let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">") else {
      return nil
    }
    let tag = String(text[start.upperBound..<end])
    func attribute(_ name: String) -> String? {
      guard let range = tag.range(of: " \(name)=\"") ?? tag.range(of: "\n\(name)=\""),
        let close = tag[range.upperBound...].firstIndex(of: "\"")
      else { return nil }
      return String(tag[range.upperBound..<close])
    }
    func pixels(_ value: String?) -> Int? {
      guard var value else { return nil }
      if value.hasSuffix("px") { value.removeLast(2) }
      return Double(value).flatMap(size)
    }
    if let width = pixels(attribute("width")), let height = pixels(attribute("height")) {
      return ImageInfo(width: width, height: height)
    }
    let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
    guard let box, box.count == 4, let width = size(box[2]), let height = size(box[3]) else { return nil }
    return ImageInfo(width: width, height: height)
  }

  /// The largest width or height an image may declare, in pixels.
  static let maximumSize = 100_000

  /// A declared size as whole pixels: at least 1 once rounded and at most ``maximumSize``
  /// (`1e300`, `inf` and `nan` are not sizes).
  private static func size(_ value: Double) -> Int? {
    guard value.isFinite else { return nil }
    let rounded = value.rounded()
    guard rounded >= 1, rounded <= Double(maximumSize) else { return nil }
    return Int(rounded)
  }
}
