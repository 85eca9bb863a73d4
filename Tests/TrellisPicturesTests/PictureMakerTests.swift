import Foundation
import PropertyBased
import Testing
import TrellisTestSupport

@testable import TrellisPictures

/// What libvips makes of a picture: its sizes, none larger than the picture; its formats; no
/// metadata; and each bad picture refused with its reason before a pixel is decoded.
@Suite struct PictureMakerTests {
  static let sizes = PictureMaker.Sizes(squares: [40, 60, 80, 120, 180], boxes: [320, 640, 960])

  /// A picture's own side, shrunk towards 1: the sizes made stop at the picture's.
  static let side = Gen.int(in: 1...1400)

  @Test func everySizeIsMadeAndNoneIsLargerThanThePicture() async throws {
    await propertyCheck(count: 16, input: Self.side, Self.side, Gen.bool) { width, height, alpha in
      let folder = try TestPictures.folder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let path = try TestPictures.write(
        TestPictures.png(width: width, height: height, alpha: alpha), "p.png", in: folder)
      let made = try PictureMaker.make(
        path, sizes: Self.sizes, settings: PictureMaker.Settings(formats: [.webp]), into: folder)
      #expect(made.formats == ["webp", alpha ? "png" : "jpeg"])
      let short = min(width, height)
      // Squares: each side, or the picture's short side where it is smaller, once.
      let squares = made.sizes.filter(\.crop).map(\.width)
      #expect(squares == Array(Set(Self.sizes.squares.map { min($0, short) })).sorted())
      #expect(made.sizes.filter(\.crop).allSatisfy { $0.width == $0.height })
      // The whole picture: fitted into each box, never enlarged, its shape kept within a pixel.
      for size in made.sizes where !size.crop {
        #expect(size.width <= width && size.height <= height)
        #expect(max(size.width, size.height) <= Self.sizes.boxes.max()!)
        let heightForWidth = (Double(height) * Double(size.width) / Double(width)).rounded()
        let widthForHeight = (Double(width) * Double(size.height) / Double(height)).rounded()
        #expect(abs(heightForWidth - Double(size.height)) <= 1 || abs(widthForHeight - Double(size.width)) <= 1)
      }
      let wholes = made.sizes.filter { !$0.crop }
      #expect(Set(wholes.map { [$0.width, $0.height] }).count == wholes.count, "a size made twice: \(wholes)")
      // Each size is a file of that size in each format, with no metadata.
      for size in made.sizes {
        for format in made.pictureFormats {
          let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/" + size.fileName(format))))
          #expect(Metadata.blocks(in: bytes) == [], "\(size.fileName(format))")
          if format != .avif {
            let info = try #require(PixelSize.read(bytes), "\(size.fileName(format))")
            #expect(info == [size.width, size.height], "\(size.fileName(format))")
          }
        }
      }
    }
  }

  @Test func everyFormatIsWritten() throws {
    let folder = try TestPictures.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = try TestPictures.write(TestPictures.png(width: 200, height: 150), "p.png", in: folder)
    let made = try PictureMaker.make(
      path, sizes: PictureMaker.Sizes(squares: [60], boxes: [320]),
      settings: PictureMaker.Settings(formats: [.avif, .webp]),
      into: folder)
    #expect(made.formats == ["avif", "webp", "jpeg"])
    #expect(made.sizes == [.init(width: 60, height: 60, crop: true), .init(width: 200, height: 150, crop: false)])
    let avif = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/200x150.avif")))
    #expect(String(decoding: avif[4..<12], as: UTF8.self) == "ftypavif")
    #expect(Metadata.blocks(in: avif) == [])
  }

  @Test func aPhotoIsTurnedUprightAndLosesItsMetadata() throws {
    // gps.jpg: 1200 × 900 as stored, Orientation 6 (shown 900 × 1200), with EXIF, GPS, XMP,
    // IPTC, a comment and a Display P3 profile; red in its upright top-left corner.
    let source = TestSupport.repositoryRoot + "/Tests/Fixtures/pictures/images/gps.jpg"
    let folder = try TestPictures.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(Metadata.blocks(in: try [UInt8](Data(contentsOf: URL(fileURLWithPath: source)))).count >= 4)
    let made = try PictureMaker.make(
      source, sizes: Self.sizes, settings: PictureMaker.Settings(formats: [.avif, .webp]), into: folder)
    #expect(made.sizes.filter { !$0.crop }.map { [$0.width, $0.height] } == [[240, 320], [480, 640], [720, 960]])
    for size in made.sizes {
      for format in made.pictureFormats {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/" + size.fileName(format))))
        #expect(Metadata.blocks(in: bytes) == [], "\(size.fileName(format))")
      }
    }
  }

  @Test func badPicturesAreRefusedWithTheirReason() throws {
    let fixtures = TestSupport.repositoryRoot + "/Tests/Fixtures/pictures/images/"
    func problem(_ name: String) -> PictureProblem? {
      do {
        _ = try PictureMaker.check(fixtures + name)
        return nil
      } catch { return error }
    }
    #expect(problem("empty.png") == .empty)
    #expect(problem("bomb.png") == .tooManyPixels(width: 100_000, height: 100_000, limit: 150_000_000))
    #expect(problem("animated.gif") == .animated(frames: 2))
    #expect(problem("mismatch.jpg") == .wrongExtension(content: "PNG"))
    guard case .unsupported? = problem("unsupported.bmp") else {
      Issue.record("a BMP is read: \(String(describing: problem("unsupported.bmp")))")
      return
    }
    #expect(problem("gps.jpg") == nil)
    // A truncated file passes the header's checks and fails when decoded.
    let folder = try TestPictures.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    guard
      case .unreadable? = Result(catching: { () throws(PictureProblem) in
        try PictureMaker.make(fixtures + "truncated.jpg", sizes: Self.sizes, settings: .init(formats: []), into: folder)
      }).failure
    else {
      Issue.record("a truncated JPEG is made")
      return
    }
  }

  @Test func theLimitsAreCheckedBeforeDecoding() throws {
    let folder = try TestPictures.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let bytes = TestPictures.png(width: 300, height: 200)
    let path = try TestPictures.write(bytes, "p.png", in: folder)
    var limits = PictureLimits()
    limits.pixels = 59_999
    #expect(throws: PictureProblem.tooManyPixels(width: 300, height: 200, limit: 59_999)) {
      try PictureMaker.check(path, limits: limits)
    }
    limits = PictureLimits()
    limits.bytes = 1_000
    #expect(throws: PictureProblem.tooLarge(bytes: bytes.count, limit: 1_000)) {
      try PictureMaker.check(path, limits: limits)
    }
  }

  @Test func webPMetadataChunksAreRemovedAndTheirFlagsCleared() throws {
    func chunk(_ name: String, _ body: [UInt8]) -> [UInt8] {
      Array(name.utf8) + withUnsafeBytes(of: UInt32(body.count).littleEndian, Array.init) + body
        + (body.count % 2 == 1 ? [0] : [])
    }
    let vp8x = chunk("VP8X", [0x08 | 0x04 | 0x20 | 0x10, 0, 0, 0, 9, 0, 0, 9, 0, 0])
    let body =
      vp8x + chunk("ICCP", [1, 2, 3]) + chunk("ALPH", [7]) + chunk("VP8 ", [1, 2, 3, 4]) + chunk("EXIF", [5, 6])
      + chunk("XMP ", [9])
    let file =
      Array("RIFF".utf8) + withUnsafeBytes(of: UInt32(body.count + 4).littleEndian, Array.init)
      + Array("WEBP".utf8) + body
    let stripped = try #require(WebPMetadata.stripped(file))
    var flagsCleared = vp8x
    flagsCleared[8] = 0x10  // alpha stays
    let expectedBody = flagsCleared + chunk("ALPH", [7]) + chunk("VP8 ", [1, 2, 3, 4])
    #expect(
      stripped
        == Array("RIFF".utf8) + withUnsafeBytes(of: UInt32(expectedBody.count + 4).littleEndian, Array.init)
        + Array("WEBP".utf8) + expectedBody)
    #expect(WebPMetadata.stripped(Array("RIFF....WEBX".utf8)) == nil)
  }
}

/// A PNG's, JPEG's or WebP's pixel size from its header.
enum PixelSize {
  static func read(_ bytes: [UInt8]) -> [Int]? {
    func big(_ at: Int, _ count: Int) -> Int { bytes[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) } }
    func little(_ at: Int, _ count: Int) -> Int { bytes[at..<(at + count)].reversed().reduce(0) { $0 << 8 | Int($1) } }
    if bytes.starts(with: [0x89, 0x50]) { return [big(16, 4), big(20, 4)] }
    if bytes.starts(with: [0xFF, 0xD8]) {
      var offset = 2
      while offset + 9 < bytes.count {
        let marker = bytes[offset + 1]
        if [0xC0, 0xC1, 0xC2].contains(marker) { return [big(offset + 7, 2), big(offset + 5, 2)] }
        offset += 2 + big(offset + 2, 2)
      }
      return nil
    }
    guard bytes.count > 30, bytes.starts(with: Array("RIFF".utf8)) else { return nil }
    switch String(decoding: bytes[12..<16], as: UTF8.self) {
    case "VP8X": return [little(24, 3) + 1, little(27, 3) + 1]
    case "VP8 ": return [little(26, 2) & 0x3FFF, little(28, 2) & 0x3FFF]
    case "VP8L":
      let bits = little(21, 4)
      return [(bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1]
    default: return nil
    }
  }
}

extension Result {
  var failure: Failure? {
    if case .failure(let failure) = self { failure } else { nil }
  }
}
