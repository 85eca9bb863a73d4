import ArgumentParser
import TrellisCSS
import TrellisData
import TrellisDiagnostics
import TrellisLayout
import TrellisSite

/// `trellis css`: the CSS a section layout compiles to, or a page that previews it.
struct CSSCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "css",
    abstract: "Print the CSS a section layout compiles to, or a standalone page previewing it.",
    discussion: """
      FILE holds one section layout in site.json's layout form, or is a whole site.json when \
      --section names a section of it. With --html, prints a page with --items numbered cells laid \
      out by that CSS, to open in a browser and compare with `trellis frames`.
      """
  )

  @Option(name: .long, help: ArgumentHelp("A layout file, or a site.json with --section.", valueName: "file"))
  var layout: String

  @Option(
    name: .long, help: ArgumentHelp("The id of a rendered section of the site.json in --layout.", valueName: "id"))
  var section: String?

  @Option(name: .long, help: ArgumentHelp("The page holding --section, when several pages have one.", valueName: "id"))
  var page: String?

  @Flag(name: .long, help: "Print a standalone HTML page previewing the layout instead of the CSS.")
  var html = false

  @Option(name: .long, help: "The number of cells of the preview page.")
  var items = 12

  @Option(
    name: .long, help: "The row estimate of list layouts given by --layout alone (44, or 48 with secondary text).")
  var rowEstimate: Double = LayoutChoices.listRowEstimatedHeight

  func validate() throws {
    if items < 0 { throw ValidationError("--items must be at least 0") }
    let isSiteFile = layout == "site.json" || layout.hasSuffix("/site.json")
    if section == nil, isSiteFile {
      throw ValidationError("--layout names a site.json: choose a section with --section ID")
    }
    if section != nil, !isSiteFile { throw ValidationError("--section needs --layout to name a site.json") }
  }

  func run() throws {
    var provider: SectionLayoutProvider
    /// Where a refusal points: the refused layout in its file.
    var refusal: (CSSCompileError) -> Diagnostic
    var rowEstimate = rowEstimate
    if let section {
      let site = try loadSite(at: directoryOf(layout))
      guard let found = site.section(id: section, page: page) else {
        printDiagnostics([Diagnostic(at: nil, .noSingleSection(section, in: layout, page: page))])
        throw InputFailure()
      }
      provider = found.section.layoutProvider(itemCount: items)
      rowEstimate = found.section.cell.listRowEstimate
      refusal = { site.places.diagnostic(for: $0, layoutAt: found.section.path + [.key("layout")]) }
    } else {
      provider = try decodeInput(SectionLayoutProvider.self, path: layout)
      refusal = { error in
        guard let file = try? SourceFile.read(path: layout), let root = try? JSONValue.parse(file) else {
          return Diagnostic(at: nil, error.message)
        }
        return JSONPlaces(file: file, root: root).diagnostic(for: error, layoutAt: [])
      }
    }
    let style: SectionStyle
    do {
      style = try SectionStyleCompiler.compile(provider, rowEstimate: rowEstimate)
    } catch {
      printDiagnostics([refusal(error)])
      throw InputFailure()
    }
    guard html else {
      print(style.css, terminator: "")
      return
    }
    // What the preview page needs: the boundary items and badges of the layout's base section.
    let base = provider.layout(for: LayoutEnvironment(containerWidth: 390, containerHeight: 844))
    let solution = LayoutSolver.solve(
      base, itemCount: 1, environment: LayoutEnvironment(containerWidth: 390, containerHeight: 844),
      listRowEstimate: rowEstimate)
    let count = { (kind: FrameKind) in solution.frames.filter { $0.kind == kind }.count }
    print(
      Stylesheet.previewPage(
        style, count: items, headers: count(.header), footers: count(.footer), badges: count(.badge),
        hasDecoration: count(.decoration) > 0),
      terminator: "")
  }
}
