import Foundation
import TrellisData
import TrellisPictures

/// A site's images: `SITE/images/NAME.EXT`, for a character's `imageName`.
enum SiteImages {
  /// The extensions looked for, in order: the photo formats libvips reads for Trellis, then SVG.
  static let extensions = ["png", "jpg", "jpeg", "gif", "webp", "avif", "heic", "heif", "tif", "tiff", "svg"]

  /// The names of the files in the site's `images/` folder (none when it has none): looked up
  /// before a file is opened, so that a character without a picture costs no failed opens.
  static func files(siteDirectory: String) -> Set<String> {
    Set((try? FileManager.default.contentsOfDirectory(atPath: joinPath(siteDirectory, "images"))) ?? [])
  }

  /// The file named `name` with the first of ``extensions`` (lower or upper case) in `files`, the
  /// folder's listing (``files(siteDirectory:)``).
  static func find(_ name: String, among files: Set<String>) -> String? {
    for fileExtension in extensions {
      for candidate in [name + "." + fileExtension, name + "." + fileExtension.uppercased()]
      where files.contains(candidate) {
        return candidate
      }
    }
    return nil
  }

  /// A file named `name` with an extension that is none of ``extensions`` (`ada.bmp`), when
  /// there is one: a picture in a format Trellis does not read.
  static func other(_ name: String, among files: Set<String>) -> String? {
    files.filter { $0.hasPrefix(name + ".") && !$0.dropFirst(name.count + 1).contains(".") }.sorted().first
  }
}
