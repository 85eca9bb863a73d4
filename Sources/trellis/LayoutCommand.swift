import ArgumentParser
import Trellis

/// `trellis layout`: a layout printed back as JSON, in its shortest canonical form, or as the
/// Swift that builds it.
struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Print a section's layout as canonical JSON (keys sorted, defaults left out), or as Swift.",
    discussion: """
      FILE holds one section layout in site.json's layout form ({"section": ...}, {"list": ...} or \
      {"preset": ...}, with any "variants"), or is a whole site.json when --section names a \
      section of it. The layout is checked as a build checks it, and printed as the Trellis \
      library's SectionLayoutProvider encodes it: the form that reads back to the same layout, \
      whether it was written in JSON or built in Swift. With --swift, it is printed as a Swift \
      function that builds the same layout with the Trellis library, in the style of Apple's \
      compositional layout samples.
      """
  )

  @Option(name: .long, help: ArgumentHelp("A layout file, or a site.json with --section.", valueName: "file"))
  var layout: String

  @Option(
    name: .long, help: ArgumentHelp("The id of a section of the site.json in --layout.", valueName: "id"))
  var section: String?

  @Option(name: .long, help: ArgumentHelp("The page holding --section, when several pages have one.", valueName: "id"))
  var page: String?

  @Flag(name: .long, help: "Print Swift that builds the layout with the Trellis library, instead of JSON.")
  var swift = false

  func validate() throws {
    if page != nil, section == nil { throw ValidationError("--page goes with --section") }
    let isSiteFile = LayoutInput.isSiteFile(layout)
    if section == nil, isSiteFile {
      throw ValidationError("--layout names a site.json: choose a section with --section ID")
    }
    if section != nil, !isSiteFile { throw ValidationError("--section needs --layout to name a site.json") }
  }

  func run() throws {
    do {
      print(
        try LayoutTools.canonical(LayoutInput(file: layout, section: section, page: page), swift: swift), terminator: ""
      )
    } catch {
      printDiagnostics(error.diagnostics)
      throw InputFailure()
    }
  }
}
