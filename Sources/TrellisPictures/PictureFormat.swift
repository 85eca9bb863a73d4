/// A format Trellis writes pictures in.
package enum PictureFormat: String, CaseIterable, Sendable, Hashable {
  case avif, webp, jpeg, png

  /// The file name extension.
  package var fileExtension: String { self == .jpeg ? "jpg" : rawValue }

  /// The media type, as `<source type>` names it.
  package var mediaType: String { "image/" + rawValue }

  /// The quality used when a site sets none (1–100; PNG is lossless and has none): libvips's
  /// defaults for AVIF and WebP, a photographer's usual JPEG setting.
  package var defaultQuality: Int {
    switch self {
    case .avif: 50
    case .webp: 80
    case .jpeg: 85
    case .png: 100
    }
  }
}
