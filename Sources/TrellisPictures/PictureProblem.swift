/// Why a picture could not be made. Each is a warning in a build, whose character is then drawn
/// with its initials.
package enum PictureProblem: Error, Equatable, Sendable, Codable {
  /// The file is empty.
  case empty
  /// The file is larger than ``PictureLimits/bytes``.
  case tooLarge(bytes: Int, limit: Int)
  /// The header declares more pixels than ``PictureLimits/pixels``.
  case tooManyPixels(width: Int, height: Int, limit: Int)
  /// The file holds more frames than ``PictureLimits/frames`` (an animation).
  case animated(frames: Int)
  /// The file's content is a picture of another format than its extension says.
  case wrongExtension(content: String)
  /// The file is not in a format Trellis reads (libvips's message).
  case unsupported(String)
  /// The file could not be decoded: truncated or corrupt (libvips's message).
  case unreadable(String)
  /// libvips is not installed, or failed to start.
  case noLibvips(String)
}
