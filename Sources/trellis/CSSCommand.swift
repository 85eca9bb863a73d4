import ArgumentParser
import Trellis

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
  var rowEstimate: Double = LayoutTools.listRowEstimate

  func validate() throws {
    if items < 0 { throw ValidationError("--items must be at least 0") }
    let isSiteFile = LayoutInput.isSiteFile(layout)
    if section == nil, isSiteFile {
      throw ValidationError("--layout names a site.json: choose a section with --section ID")
    }
    if section != nil, !isSiteFile { throw ValidationError("--section needs --layout to name a site.json") }
  }

  func run() throws {
    let input = LayoutInput(file: layout, section: section, page: page)
    do {
      print(try LayoutTools.css(input, items: items, rowEstimate: rowEstimate, previewPage: html), terminator: "")
    } catch {
      printDiagnostics(error.diagnostics)
      throw InputFailure()
    }
  }
}
