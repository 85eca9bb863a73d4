import ArgumentParser
import Foundation
import TrellisSite

/// `trellis build`: the site as static HTML, CSS and SVG.
struct BuildCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "build",
    abstract: "Build a site into static HTML, CSS and SVG.",
    discussion: """
      Writes the new site beside the old output and swaps it in only when complete: on any \
      error the previous output is untouched. Trellis deletes only files it wrote; other files in \
      the output directory are kept.
      """
  )

  @Option(name: .long, help: ArgumentHelp(siteHelp, valueName: "dir"))
  var site: String?

  @Option(name: .long, help: ArgumentHelp("Where to write the built site.", valueName: "dir"))
  var output = "Output"

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Where the site is published (canonical links, Open Graph URLs, sitemap.xml and 404.html); stands for site.json's baseURL.",
      valueName: "url"))
  var baseURL: String?

  enum Progress: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
  }

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Progress lines on standard error: auto (on a terminal, once a build has taken a second), always or never.",
      valueName: "when"))
  var progress = Progress.auto

  func validate() throws {
    if let baseURL, !SiteHead.isBaseURL(baseURL) {
      throw ValidationError(
        "--base-url \"\(baseURL)\" is not a base URL; write where the site is published, such as https://example.org/gallery/"
      )
    }
  }

  func run() throws {
    let site = try siteDirectory(self.site)
    let clock = ContinuousClock()
    let start = clock.now
    // Automatic progress is for people watching a terminal, not for logs and pipes.
    let mode = self.progress == .auto && isatty(STDERR_FILENO) == 0 ? .never : self.progress
    let progress = { (stage: String) in
      switch mode {
      case .never: return
      case .auto: guard clock.now - start > .seconds(1) else { return }
      case .always: break
      }
      printError("trellis: \(stage)…\n")
    }
    let result: SiteBuilder.Result
    do {
      result = try SiteBuilder.build(siteDirectory: site, output: output, baseURL: baseURL, progress: progress)
    } catch {
      printDiagnostics(error.diagnostics)
      throw InputFailure()
    }
    if !result.warnings.isEmpty { printError(result.warnings.map(\.description).joined(separator: "\n") + "\n") }
    let elapsed = clock.now - start
    let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    print(
      "built \(result.pages) pages (\(result.files) files, \(result.bytes / 1024) KiB) into \(output)/ in \(Int(milliseconds.rounded())) ms"
    )
  }
}
