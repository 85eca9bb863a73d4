import ArgumentParser
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

  @Option(name: .long, help: ArgumentHelp("The site directory, holding site.json.", valueName: "dir"))
  var site = "Data"

  @Option(name: .long, help: ArgumentHelp("Where to write the built site.", valueName: "dir"))
  var output = "Output"

  func run() throws {
    let clock = ContinuousClock()
    let start = clock.now
    // A progress line only for builds that take longer than a second.
    let progress = { (stage: String) in
      if clock.now - start > .seconds(1) { printError("trellis: \(stage)…\n") }
    }
    let result: SiteBuilder.Result
    do {
      result = try SiteBuilder.build(siteDirectory: site, output: output, progress: progress)
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
