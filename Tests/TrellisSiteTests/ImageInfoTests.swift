import Testing

@testable import TrellisSite

/// A minimal PNG header: signature, then the IHDR chunk with width and height.
func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
  func be(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
  return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + Array("IHDR".utf8) + be(width) + be(height)
    + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
}

@Suite struct ImageInfoTests {
  @Test func png() {
    #expect(
      ImageInfo.read(pngHeader(width: 120, height: 80), fileExtension: "png") == ImageInfo(width: 120, height: 80))
    #expect(ImageInfo.read(Array("not a png at all, honestly".utf8), fileExtension: "png") == nil)
    #expect(ImageInfo.read(pngHeader(width: 0, height: 80), fileExtension: "png") == nil)
  }

  @Test func gif() {
    let bytes = Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00] + [0, 0, 0]
    #expect(ImageInfo.read(bytes, fileExtension: "gif") == ImageInfo(width: 320, height: 240))
  }

  @Test func jpeg() {
    // SOI, an APP0 segment of length 16, then SOF0 with height 0x01E0 (480) and width 0x0280 (640).
    let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14)
    let sof0: [UInt8] = [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03]
    #expect(ImageInfo.read([0xFF, 0xD8] + app0 + sof0, fileExtension: "jpg") == ImageInfo(width: 640, height: 480))
    #expect(ImageInfo.read([0xFF, 0xD8, 0x00], fileExtension: "jpeg") == nil)
  }

  @Test func webp() {
    // VP8X: canvas width − 1 and height − 1 as 24-bit little-endian numbers at 24 and 27.
    var bytes = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + Array(repeating: 0, count: 8)
    bytes += [0x3F, 0x01, 0x00, 0xEF, 0x00, 0x00]
    #expect(ImageInfo.read(bytes, fileExtension: "webp") == ImageInfo(width: 320, height: 240))
  }

  @Test func svg() {
    let sized = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="64px" height="32"></svg>"#.utf8)
    #expect(ImageInfo.read(sized, fileExtension: "svg") == ImageInfo(width: 64, height: 32))
    let boxed = Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"></svg>"#.utf8)
    #expect(ImageInfo.read(boxed, fileExtension: "svg") == ImageInfo(width: 100, height: 50))
    #expect(ImageInfo.read(Array("<html></html>".utf8), fileExtension: "svg") == nil)
  }

  /// Sizes that are not whole pixels from 1 to 100,000 are not sizes: the image is not one.
  @Test(arguments: ["1e300", "inf", "nan", "-5", "0.2", "100001", "1e19"])
  func svgWithAnUnusableSizeIsNotAnImage(size: String) {
    let sized = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="\#(size)" height="\#(size)"></svg>"#.utf8)
    #expect(ImageInfo.read(sized, fileExtension: "svg") == nil)
    let boxed = Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \#(size) \#(size)"></svg>"#.utf8)
    #expect(ImageInfo.read(boxed, fileExtension: "svg") == nil)
  }
}
