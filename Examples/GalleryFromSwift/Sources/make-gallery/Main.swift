import Foundation
import Trellis

/// Makes a small emoji gallery from Swift values and builds it with the Trellis library.
///
///     swift run make-gallery              # builds the site into Output/
///     swift run make-gallery --site Site  # writes it as a site folder instead, for
///                                         # `swift package trellis build` to build
@main
enum MakeGallery {
  static func main() {
    let arguments = CommandLine.arguments.dropFirst()
    do {
      if arguments.first == "--site", let folder = arguments.dropFirst().first {
        try ExampleGallery.gallery.write(to: folder)
        print("wrote \(folder)/site.json and emoji.json")
      } else {
        let output = arguments.first ?? "Output"
        let site = try Site(ExampleGallery.gallery)
        let result = try site.build(into: output) { stage in print("make-gallery: \(stage)…") }
        print("built \(result.pages) pages (\(result.files) files) into \(output)/")
      }
    } catch {
      // Each problem names its place in the gallery: `error: … (at pages[0].sections[1].data)`.
      for diagnostic in error.diagnostics { FileHandle.standardError.write(Data("\(diagnostic)\n".utf8)) }
      exit(1)
    }
  }
}
