import ArgumentParser
import Trellis
import TrellisPreview

/// `trellis build`: the site as static HTML, CSS and SVG.
struct BuildCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "build",
    abstract: "Build a site into static HTML, CSS and SVG.",
    discussion: """
      Writes the new site beside the old output and swaps it in only when complete: on any \
      error the previous output is untouched. Trellis deletes only files it wrote; other files in \
      the output directory are kept. With --watch it goes on rebuilding what each change to the \
      site's files affects, as `trellis serve` does, without serving.
      """
  )

  @Option(name: [.short, .long], help: ArgumentHelp(siteHelp, valueName: "dir"))
  var site: String?

  @Option(name: [.short, .long], help: ArgumentHelp("Where to write the built site.", valueName: "dir"))
  var output = "Output"

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Where the site is published (canonical links, Open Graph URLs, sitemap.xml and 404.html); stands for site.json's baseURL.",
      valueName: "url"))
  var baseURL: String?

  @Flag(name: .long, help: "Go on rebuilding as the site's files change, without serving (Ctrl-C stops).")
  var watch = false

  @Flag(name: .long, help: ArgumentHelp("With --watch: " + pollHelp))
  var poll = false

  enum Progress: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
  }

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Progress lines on standard error: auto (on a terminal, once a build has taken a second), always or never.",
      valueName: "when"))
  var progress = Progress.auto

  @Flag(
    name: .long,
    help: """
      After the summary, how the time went: each stage in milliseconds (load, render and write, \
      check, swap), and the CPU time spent validating, summed over the threads that did it.
      """)
  var timings = false

  func validate() throws {
    if timings, watch {
      throw ValidationError("--timings goes without --watch: with --watch each build's summary line has its timings")
    }
    if poll, !watch { throw ValidationError("--poll goes with --watch: it says how the site's files are watched") }
    if let baseURL, !Gallery.Head.isBaseURL(baseURL) {
      throw ValidationError(
        "--base-url \"\(baseURL)\" is not a base URL; write where the site is published, such as https://example.org/gallery/"
      )
    }
  }

  func run() async throws {
    let site = try siteDirectory(self.site)
    if watch {
      try await watchSite(site)
      return
    }
    let clock = ContinuousClock()
    let start = clock.now
    // Automatic progress is for people watching a terminal, not for logs and pipes.
    let mode = self.progress == .auto && !standardErrorIsTerminal ? .never : self.progress
    let progress = { (stage: String) in
      switch mode {
      case .never: return
      case .auto: guard clock.now - start > .seconds(1) else { return }
      case .always: break
      }
      printError("trellis: \(stage)…\n")
    }
    let result: BuildResult
    do {
      result = try Trellis.Site.build(directory: site, into: output, baseURL: baseURL, progress: progress)
    } catch {
      printDiagnostics(error.diagnostics)
      throw InputFailure()
    }
    if !result.warnings.isEmpty { printError(result.warnings.map(\.description).joined(separator: "\n") + "\n") }
    let elapsed = clock.now - start
    let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    print(
      "built \(result.pages) page\(result.pages == 1 ? "" : "s") (\(result.files) files, \(result.bytes / 1024) KiB) into \(output)/ in \(Int(milliseconds.rounded())) ms"
        + (result.inPlaceReason.map { " (moved in file by file: \(output)/ \($0))" } ?? "")
    )
    if timings { print("timings: \(result.timings)") }
  }

  /// Builds, then rebuilds on every change until Ctrl-C; each build's summary on standard output,
  /// its problems on standard error.
  private func watchSite(_ site: String) async throws {
    var watcher = PreviewServer(siteDirectory: site, output: output, host: nil, port: 0)
    watcher.baseURL = baseURL
    watcher.polling = poll
    do {
      try await watcher.watch(report: printReport)
    } catch let error as DiagnosticError {
      printDiagnostics(error.diagnostics)
      throw InputFailure()
    }
  }
}
