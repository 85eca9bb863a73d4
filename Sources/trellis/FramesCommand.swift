import ArgumentParser
import TrellisData
import TrellisDiagnostics
import TrellisLayout
import TrellisSite

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
      the section's left edge either way. A site section laid out in the readable width \
      ("width": "readable", a list's default) is solved in min(--width, 672), its own container.

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

  @Option(name: .long, help: "The layout container's (the page's) width in CSS pixels.")
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
  var rowEstimate: Double = LayoutChoices.listRowEstimatedHeight

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
    let isSiteFile = layout == "site.json" || layout.hasSuffix("/site.json")
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
    guard let width, let height, FramesQuestion.isContainerLength(width), FramesQuestion.isContainerLength(height)
    else { throw ValidationError("--width and --height must be positive numbers") }
    if let items, !FramesQuestion.isItemCount(items) { throw ValidationError("--items must be at least 0") }
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
    if let questions {
      let asked = try decodeInput([FramesQuestion].self, path: questions)
      let site = try loadSite(at: directoryOf(layout))
      let answers = try asked.map { question in
        try answer(
          solving(
            question.section, page: question.page, of: site, width: question.width, height: question.height,
            items: question.items),
          measured: question.measured?.sizes ?? .init(), withSection: true)
      }
      print("[\n" + answers.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }.joined(separator: ",\n") + "\n]")
      return
    }
    // validate() has made sure of both, and of --items when no --section is named.
    guard let width, let height else { return }
    let measuredSizes =
      try measured.map { path in try decodeInput(MeasuredSizesFile.self, path: path).sizes } ?? .init()
    let problem: Problem
    if let section {
      problem = try solving(
        section, page: page, of: loadSite(at: directoryOf(layout)), width: width, height: height, items: items)
    } else {
      let environment = LayoutEnvironment(containerWidth: width, containerHeight: height)
      problem = Problem(
        layout: try decodeInput(SectionLayoutProvider.self, path: layout).layout(for: environment),
        itemCount: items ?? 0, environment: environment, rowEstimate: rowEstimate,
        direction: direction.flatMap(LayoutDirection.init(rawValue:)) ?? .leftToRight)
    }
    print(answer(problem, measured: measuredSizes, withSection: withSection), terminator: "")
  }

  /// A section to solve: its layout for its item count, in a container, shown in a direction.
  private struct Problem {
    var layout: SectionLayout
    var itemCount: Int
    var environment: LayoutEnvironment
    var rowEstimate: Double
    var direction: LayoutDirection
  }

  /// The section `id` of a site with `items` items (default: its own count), in the page's
  /// container, or in its own readable width.
  private func solving(
    _ id: String, page: String?, of site: LoadedSite, width: Double, height: Double, items: Int?
  ) throws -> Problem {
    guard let found = site.section(id: id, page: page) else {
      printDiagnostics([Diagnostic(at: nil, .noSingleSection(id, in: layout, page: page))])
      throw InputFailure()
    }
    // A section in the readable width is narrower than the page; the window (its orientation)
    // is the page's.
    let environment = LayoutEnvironment(
      containerWidth: found.section.declaration.layoutWidth.containerWidth(inPage: width), containerHeight: height,
      windowWidth: width)
    let itemCount = items ?? found.section.itemCount
    return Problem(
      layout: found.section.layout(for: environment, itemCount: itemCount), itemCount: itemCount,
      environment: environment, rowEstimate: found.section.cell.listRowEstimate,
      direction: direction.flatMap(LayoutDirection.init(rawValue:)) ?? site.direction)
  }

  /// The frames, or (`withSection`) the section's behaviour with its frames, as JSON.
  private func answer(_ problem: Problem, measured: MeasuredSizes, withSection: Bool) -> String {
    let environment = problem.environment
    let solution = LayoutSolver.solve(
      problem.layout, itemCount: problem.itemCount, environment: environment, measured: measured,
      listRowEstimate: problem.rowEstimate)
    let frames = solution.frames.map { $0.shown(in: problem.direction, containerWidth: environment.containerWidth) }
    guard withSection else { return FramesReport.json(frames) }
    let compositional: LayoutSection
    switch problem.layout {
    case .compositional(let section): compositional = section
    case .list(let list):
      compositional = LayoutSolver.section(for: list, environment: environment, rowEstimate: problem.rowEstimate)
    }
    func pinned(_ kind: String) -> String {
      let items = compositional.boundarySupplementaryItems.filter { $0.elementKind == kind }
      return "[" + items.indices.filter { items[$0].pinToVisibleBounds }.map(String.init).joined(separator: ", ") + "]"
    }
    func zIndices(_ kind: String) -> String {
      let items = compositional.boundarySupplementaryItems.filter { $0.elementKind == kind }
      return "[" + items.map { String($0.zIndex) }.joined(separator: ", ") + "]"
    }
    let badgeZIndices = LayoutSolver.badgeZIndices(for: compositional, environment: environment)
      .map { "[" + $0.map(String.init).joined(separator: ", ") + "]" }.joined(separator: ", ")
    var firstItemIsHeader = false
    if case .list(let list) = problem.layout { firstItemIsHeader = list.headerMode == .firstItemInSection }
    return "{\"orthogonalScrollingBehavior\": \"\(compositional.orthogonalScrollingBehavior.rawValue)\", "
      + "\"pinnedHeaders\": \(pinned(BoundarySupplementaryItem.headerElementKind)), "
      + "\"pinnedFooters\": \(pinned(BoundarySupplementaryItem.footerElementKind)), "
      + "\"headerZIndices\": \(zIndices(BoundarySupplementaryItem.headerElementKind)), "
      + "\"footerZIndices\": \(zIndices(BoundarySupplementaryItem.footerElementKind)), "
      + "\"badgeZIndices\": [\(badgeZIndices)], \"firstItemIsHeader\": \(firstItemIsHeader),\n"
      + "\"direction\": \"\(problem.direction.rawValue)\", \"containerWidth\": \(decimalText(environment.containerWidth)),\n"
      + "\"frames\": \(FramesReport.json(frames))}\n"
  }
}

/// Decodes a JSON input file, or prints its located diagnostics and throws ``InputFailure``.
func decodeInput<T: Decodable>(_ type: T.Type, path: String) throws -> T {
  do {
    return try JSONValueDecoder().decode(type, from: SourceFile.read(path: path))
  } catch {
    printDiagnostics(error.diagnostics)
    throw InputFailure()
  }
}

/// The directory of a file path ("." for a bare file name).
func directoryOf(_ path: String) -> String {
  guard let slash = path.lastIndex(of: "/") else { return "." }
  return slash == path.startIndex ? "/" : String(path[..<slash])
}
