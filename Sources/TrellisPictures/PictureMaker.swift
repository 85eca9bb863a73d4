internal import CVips
import Foundation

/// Makes a picture's sizes with libvips: each one decoded from the file once, oriented, in sRGB,
/// stripped of every metadata block, and written in each format.
package enum PictureMaker {
  /// The version of what is made: raised whenever the same settings would make different files,
  /// so that no cache keeps the old ones.
  package static let version = 1

  /// The sizes a picture is made at, in pixels (densities already applied).
  package struct Sizes: Sendable, Hashable {
    /// Sides of square crops (around the centre).
    package var squares: [Int]
    /// Sides of square boxes the whole picture is fitted into.
    package var boxes: [Int]

    package init(squares: [Int], boxes: [Int]) {
      self.squares = squares
      self.boxes = boxes
    }
  }

  /// How pictures are written.
  package struct Settings: Sendable, Hashable {
    /// The modern formats offered before the fallback, in order of preference.
    package var formats: [PictureFormat]
    /// The quality of each lossy format (1–100), where not its default.
    package var quality: [PictureFormat: Int]
    package var limits: PictureLimits

    package init(formats: [PictureFormat], quality: [PictureFormat: Int] = [:], limits: PictureLimits = .standard) {
      self.formats = formats
      self.quality = quality
      self.limits = limits
    }

    package func quality(of format: PictureFormat) -> Int { quality[format] ?? format.defaultQuality }

    /// Everything that decides the files made, as text in a fixed order (a cache's key).
    package var key: String {
      let qualities = PictureFormat.allCases.map { "\($0.rawValue)=\(quality(of: $0))/\($0.effort)" }
      return "formats=\(formats.map(\.rawValue)) \(qualities) limits=\(limits.bytes),\(limits.pixels),\(limits.frames)"
    }
  }

  /// One size made: `WxH.EXT` in the folder, in each format of ``Made/formats``.
  package struct Size: Sendable, Hashable, Codable {
    package var width: Int
    package var height: Int
    /// Whether it is a square crop (else the whole picture).
    package var crop: Bool

    package init(width: Int, height: Int, crop: Bool) {
      self.width = width
      self.height = height
      self.crop = crop
    }

    package func fileName(_ format: PictureFormat) -> String { "\(width)x\(height).\(format.fileExtension)" }
  }

  /// What was made of one picture.
  package struct Made: Sendable, Hashable, Codable {
    package var sizes: [Size]
    /// The formats each size is written in: the modern ones, then the fallback (JPEG, or PNG for
    /// a picture with transparency).
    package var formats: [String]

    package init(sizes: [Size], formats: [String]) {
      self.sizes = sizes
      self.formats = formats
    }

    package var pictureFormats: [PictureFormat] { formats.compactMap(PictureFormat.init(rawValue:)) }
    /// The format every browser shows: the last.
    package var fallback: PictureFormat { pictureFormats.last ?? .jpeg }
  }

  /// The loaders (libvips's names) that read each file name extension.
  static let loaders: [String: String] = [
    "jpg": "jpegload", "jpeg": "jpegload", "png": "pngload", "gif": "gifload", "webp": "webpload",
    "avif": "heifload", "heic": "heifload", "heif": "heifload", "tif": "tiffload", "tiff": "tiffload",
  ]

  /// The extensions of the formats read.
  package static var fileExtensions: [String] { loaders.keys.sorted() }

  /// Checks the picture at `path` against the limits, reading no more than its header.
  package static func check(_ path: String, limits: PictureLimits = .standard) throws(PictureProblem) -> (
    width: Int, height: Int, isCMYK: Bool
  ) {
    let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    if bytes == 0 { throw .empty }
    if bytes > limits.bytes { throw .tooLarge(bytes: bytes, limit: limits.bytes) }
    try start()
    var header = CVipsHeader()
    guard cvips_header(path, &header) == 0 else { throw .unsupported(lastError()) }
    let loader = withUnsafeBytes(of: header.loader) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    let fileExtension = (path as NSString).pathExtension.lowercased()
    if let expected = loaders[fileExtension], !loader.hasPrefix(expected) {
      throw .wrongExtension(content: formatName(loader: loader))
    }
    let (width, height) = (Int(header.width), Int(header.height))
    if width * height > limits.pixels { throw .tooManyPixels(width: width, height: height, limit: limits.pixels) }
    if Int(header.pages) > limits.frames { throw .animated(frames: Int(header.pages)) }
    return (width, height, header.isCMYK != 0)
  }

  /// Makes the picture at `path` at `sizes` (none larger than the picture itself), writing each
  /// into `folder` (which exists) in each format.
  package static func make(
    _ path: String, sizes: Sizes, settings: Settings, into folder: String
  ) throws(PictureProblem) -> Made {
    let source = try check(path, limits: settings.limits)
    let shortSide = min(source.width, source.height)
    // The whole picture at the largest box, then every smaller size from it, in memory: the file
    // is decoded once (at an eighth, a quarter or half its size, for a JPEG much larger).
    let largestBox = sizes.boxes.max() ?? sizes.squares.max() ?? 1
    guard let whole = cvips_thumbnail(path, Int32(largestBox), Int32(largestBox), 0, source.isCMYK ? 1 : 0) else {
      throw .unreadable(lastError())
    }
    defer { cvips_release(whole) }
    let (wholeWidth, wholeHeight) = (Int(cvips_width(whole)), Int(cvips_height(whole)))
    // Squares come from the whole picture when it has pixels enough; else (a panorama) from the
    // file again, cropped.
    let squareSides = Set(sizes.squares.map { min($0, shortSide) }).sorted(by: >)
    var squareSource = whole
    var ownSquareSource: OpaquePointer?
    if let largestSquare = squareSides.first, min(wholeWidth, wholeHeight) < largestSquare {
      guard let cropped = cvips_thumbnail(path, Int32(largestSquare), Int32(largestSquare), 1, source.isCMYK ? 1 : 0)
      else {
        throw .unreadable(lastError())
      }
      ownSquareSource = cropped
      squareSource = cropped
    }
    defer { if let ownSquareSource { cvips_release(ownSquareSource) } }

    let formats = settings.formats + [cvips_has_alpha(whole) != 0 ? .png : .jpeg]
    var made = Made(sizes: [], formats: formats.map(\.rawValue))
    var written: Set<String> = []
    func write(_ image: OpaquePointer, crop: Bool) throws(PictureProblem) {
      let size = Size(width: Int(cvips_width(image)), height: Int(cvips_height(image)), crop: crop)
      made.sizes.append(size)
      guard written.insert("\(size.width)x\(size.height)").inserted else { return }
      for format in formats {
        let file = (folder as NSString).appendingPathComponent(size.fileName(format))
        guard cvips_save(image, file, Int32(format.code), Int32(settings.quality(of: format)), format.effort) == 0
        else { throw .unreadable(lastError()) }
        // libvips 8.14 writes an EXIF block into every WebP, whatever it is told.
        if format == .webp, !WebPMetadata.strip(file) { throw .unreadable("cannot write \(file)") }
      }
    }
    func resized(_ image: OpaquePointer, side: Int, crop: Bool) throws(PictureProblem) -> OpaquePointer {
      guard let result = cvips_resize(image, Int32(side), Int32(side), crop ? 1 : 0) else {
        throw .unreadable(lastError())
      }
      return result
    }
    for side in Set(sizes.boxes).sorted(by: >) {
      if side >= max(wholeWidth, wholeHeight) {
        if !made.sizes.contains(where: { !$0.crop && $0.width == wholeWidth && $0.height == wholeHeight }) {
          try write(whole, crop: false)
        }
      } else {
        let image = try resized(whole, side: side, crop: false)
        defer { cvips_release(image) }
        try write(image, crop: false)
      }
    }
    for side in squareSides {
      let image = try resized(squareSource, side: side, crop: true)
      defer { cvips_release(image) }
      try write(image, crop: true)
    }
    made.sizes.sort { ($0.crop ? 0 : 1, $0.width, $0.height) < ($1.crop ? 0 : 1, $1.width, $1.height) }
    return made
  }

  private static func start() throws(PictureProblem) {
    if cvips_start() != 0 { throw .noLibvips(lastError()) }
  }

  /// libvips's last error, on one line.
  private static func lastError() -> String {
    var buffer = [CChar](repeating: 0, count: 512)
    cvips_error(&buffer, buffer.count)
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }.joined(separator: "; ")
  }

  /// A format's name as a warning says it, from libvips's loader name (`pngload` → `PNG`).
  private static func formatName(loader: String) -> String {
    let name = loader.hasSuffix("load") ? String(loader.dropLast(4)) : loader
    switch name {
    case "heif": return "HEIF or AVIF"
    case "": return "another format"
    default: return name.uppercased()
    }
  }
}

extension PictureFormat {
  fileprivate var code: Int {
    switch self {
    case .jpeg: Int(CVIPS_JPEG)
    case .png: Int(CVIPS_PNG)
    case .webp: Int(CVIPS_WEBP)
    case .avif: Int(CVIPS_AVIF)
    }
  }

  /// The encoder's effort (0 fastest): AVIF's encoder is by far the slowest, so it works less hard
  /// than its default, for files a few per cent larger.
  fileprivate var effort: Int32 {
    switch self {
    case .avif: 2
    case .webp: 4
    default: 0
    }
  }
}
