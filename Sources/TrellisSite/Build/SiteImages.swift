import Foundation
import TrellisData

/// A site's images: `SITE/images/NAME.EXT`, for a character's `imageName`.
enum SiteImages {
  static let extensions = ["png", "jpg", "jpeg", "gif", "webp", "svg"]

  /// The names of the files in the site's `images/` folder (none when it has none): looked up
  /// before a file is opened, so that a character without a picture costs no failed opens.
  static func files(siteDirectory: String) -> Set<String> {
    Set((try? FileManager.default.contentsOfDirectory(atPath: joinPath(siteDirectory, "images"))) ?? [])
  }

  /// The first file named `name` with an image extension, with its bytes; `files` is the
  /// folder's listing (``files(siteDirectory:)``).
  static func find(
    _ name: String, siteDirectory: String, among files: Set<String>
  ) -> (path: String, fileExtension: String, bytes: [UInt8])? {
    let directory = joinPath(siteDirectory, "images")
    for fileExtension in extensions where files.contains(name + "." + fileExtension) {
      let path = joinPath(directory, name + "." + fileExtension)
      if let bytes = try? SourceFile.readRegularFile(path) {
        return (path, fileExtension, bytes)
      }
    }
    return nil
  }
}
