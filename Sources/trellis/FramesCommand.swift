import ArgumentParser
import Trellis

/// `trellis frames`: the solver's frames for one section, as JSON.
struct FramesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "frames",
    abstract: "Print the frame of every item, group, header, footer, decoration and badge of a section.",
    discussion: """
      FILE holds one section layout in site.json's layout form ({"section": ...}, {"list": ...} or \
      {"preset": ...}), or is a whole site.json when --section names a section of it. Frames are \
      relative to the section's top-left corner, in CSS pixels, as a JSON array of objects with \
      kind, section, index, x, y, width and height. Right to left (--direction rtl, or a site whose \
      language is written right to left) the frames are mirrored as the page shows them: x is from \
      the section's left edge either way. A site section is solved in the page's width, \
      min(--width, 1200), and one laid out in the readable width ("width": "readable", a list's \
      default) in min(--width, 672), its own container.

      --questions FILE asks many questions of one site.json at once, each answered as \
      --with-section answers it: FILE holds a JSON array of {"section": ID, "page": ID, "width": W, \
      "height": H, "items": N, "measured": {...}} ("page", "items" and "measured" optional; \
      "measured" as the --measured file holds it), and the answers are printed as a JSON array, \
      in order. The site is read once, so a tool that checks every section of a page (as the \
      repository's browser suite does) asks once per page.
      """
  )

  @Option(name: .long, help: ArgumentHelp("A layout file, or a site.json with --section.", valueName: "file"))
  var layout: String

  @Option(name: .long, help: "The layout container's width in CSS pixels; with --section, the window's.")
  var width: Double?

  @Option(name: .long, help: "The layout container's (viewport's) height in CSS pixels.")
  var height: Double?

  @Option(name: .long, help: "The number of items (default with --section: the section's own count).")
  var items: Int?

  @Option(
    name: .long, help: ArgumentHelp("The id of a rendered section of the site.json in --layout.", valueName: "id"))
  var section: String?

  @Option(name: .long, help: ArgumentHelp("The page holding --section, when several pages have one.", valueName: "id"))
  var page: String?

  @Option(
    name: .long, help: "The row estimate of list layouts given by --layout alone (44, or 48 with secondary text).")
  var rowEstimate: Double = LayoutTools.listRowEstimate

  @Option(
    name: .long,
    help: ArgumentHelp("Sizes measured in a browser for estimated axes, as JSON.", valueName: "file"))
  var measured: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "ltr or rtl (default: the site's direction with --section, else ltr).", valueName: "direction"))
  var direction: String?

  @Flag(
    name: .long,
    help: ArgumentHelp(
      "Print the section's behaviour with its frames.",
      discussion: """
        A JSON object: {"orthogonalScrollingBehavior": ..., "pinnedHeaders": [...], "pinnedFooters": [...], \
        "headerZIndices": [...], "footerZIndices": [...], "badgeZIndices": [[...], ...], "firstItemIsHeader": ..., \
        "frames": [...]}, the pinned lists holding the indices of headers and footers that pin to the visible bounds, \
        the z-index lists each header's, footer's and each group slot's badges' zIndex, and firstItemIsHeader whether \
        the list shows its first item as its header (headerMode firstItemInSection).
        """))
  var withSection = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Questions about sections of the site.json in --layout, as a JSON array (see above).", valueName: "file"))
  var questions: String?

  func validate() throws {
    let isSiteFile = LayoutInput.isSiteFile(layout)
    if questions != nil {
      guard isSiteFile else { throw ValidationError("--questions needs --layout to name a site.json") }
      let others: [(String, Bool)] = [
        ("--width", width != nil), ("--height", height != nil), ("--items", items != nil),
        ("--section", section != nil), ("--page", page != nil), ("--measured", measured != nil),
        ("--with-section", withSection),
      ]
      if let (name, _) = others.first(where: \.1) {
        throw ValidationError("\(name) goes in each question of --questions, not on the command line")
      }
      return
    }
    guard let width, let height, LayoutTools.isContainerLength(width), LayoutTools.isContainerLength(height)
    else { throw ValidationError("--width and --height must be positive numbers") }
    if let items, !LayoutTools.isItemCount(items) { throw ValidationError("--items must be at least 0") }
    if section == nil, items == nil { throw ValidationError("--items is required unless --section names a section") }
    if page != nil, section == nil { throw ValidationError("--page goes with --section") }
    if section == nil, isSiteFile {
      throw ValidationError("--layout names a site.json: choose a section with --section ID")
    }
    if section != nil, !isSiteFile { throw ValidationError("--section needs --layout to name a site.json") }
    if let direction, LayoutDirection(rawValue: direction) == nil {
      throw ValidationError("--direction must be ltr or rtl, not \"\(direction)\"")
    }
  }

  func run() throws {
    do {
      if let questions {
        print(try LayoutTools.frames(questionsFile: questions, siteFile: layout), terminator: "")
        return
      }
      // validate() has made sure of both, and of --items when no --section is named.
      guard let width, let height else { return }
      let request = LayoutTools.FramesRequest(
        input: LayoutInput(file: layout, section: section, page: page), width: width, height: height, items: items,
        rowEstimate: rowEstimate, measuredFile: measured, direction: direction.flatMap(LayoutDirection.init(rawValue:)),
        withSection: withSection)
      print(try LayoutTools.frames(request), terminator: "")
    } catch {
      printDiagnostics(error.diagnostics)
      throw InputFailure()
    }
  }
}
