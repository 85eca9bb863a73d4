import ArgumentParser
import Foundation
import Trellis

/// `trellis clean`: removes the site's picture cache.
struct CleanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "clean",
    abstract: "Remove the site's picture cache (.trellis-cache/ in the site folder).",
    discussion: """
      Builds keep the pictures they make in the site folder's .trellis-cache/, so that each picture \
      is made once for its content and settings; site.json's pictures.cacheLimit bounds its size. \
      After this, the next build makes every picture again. Nothing else is removed.
      """
  )

  @Option(name: [.short, .long], help: ArgumentHelp(siteHelp, valueName: "dir"))
  var site: String?

  func run() throws {
    let directory = try siteDirectory(site)
    let cache = (directory as NSString).appendingPathComponent(Site.cacheFolderName)
    do {
      if let bytes = try Site.clearCache(directory: directory) {
        print("removed \(cache)/ (\(bytes / 1024) KiB)")
      } else {
        print("no picture cache in \(directory)/")
      }
    } catch {
      printDiagnostics([Diagnostic(at: nil, .cannotRemoveCache(cache, error.localizedDescription))])
      throw InputFailure()
    }
  }
}
