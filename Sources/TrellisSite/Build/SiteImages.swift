import Foundation
import TrellisData

/// A site's images: `SITE/images/NAME.EXT`, for a character's `imageName`.
enum SiteImages {
  static let extensions = ["png", "jpg", "jpeg", "gif", "webp", "svg"]

  /// The first file named `name` with an image extension, with its bytes.
  static func find(_ name: String, siteDirectory: String) -> (path: String, fileExtension: String, bytes: [UInt8])? {
    let directory = joinPath(siteDirectory, "images")
    for fileExtension in extensions {
      let path = joinPath(directory, name + "." + fileExtension)
      if let bytes = try? SourceFile.readRegularFile(path) {
        return (path, fileExtension, bytes)
      }
    }
    return nil
  }
}
