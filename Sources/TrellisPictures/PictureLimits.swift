/// What Trellis reads of a picture before it decodes a pixel. A file beyond these is not decoded:
/// its character is drawn with initials and the build warns of it. The limits keep a build's time
/// and memory bounded whatever is put in `images/`: a PNG a few hundred bytes long may declare
/// 100,000 × 100,000 pixels (ten gigapixels) that would take minutes to decode.
package struct PictureLimits: Sendable, Hashable {
  /// The largest file, in bytes: 200 MB, above any camera's JPEG or a 100-megapixel PNG.
  package var bytes = 200_000_000
  /// The most pixels (width × height): 150 megapixels, above the largest camera sensors
  /// (a 102-megapixel medium-format camera) and a stitched phone panorama.
  package var pixels = 150_000_000
  /// The most frames: 1. An animated GIF or WebP is not a still picture.
  package var frames = 1

  package init() {}

  package static let standard = PictureLimits()
}
