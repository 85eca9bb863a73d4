import TrellisData
import TrellisDiagnostics
import TrellisLayout
import TrellisSite

extension LayoutTools {
  /// What `trellis frames` asks: a section's frames in a container of `width` × `height`.
  package struct FramesRequest: Sendable {
    package var input: LayoutInput
    package var width: Double
    package var height: Double
    /// The number of items (default, for a section of a site: its own count).
    package var items: Int?
    /// The row estimate of a list layout given alone.
    package var rowEstimate: Double
    /// A JSON file of sizes measured in a browser for estimated axes.
    package var measuredFile: String?
    /// The direction the frames are shown in (default: the site's, else left to right).
    package var direction: LayoutDirection?
    /// Whether the section's behaviour is printed with its frames.
    package var withSection: Bool

    package init(
      input: LayoutInput, width: Double, height: Double, items: Int?, rowEstimate: Double, measuredFile: String?,
      direction: LayoutDirection?, withSection: Bool
    ) {
      self.input = input
      self.width = width
      self.height = height
      self.items = items
      self.rowEstimate = rowEstimate
      self.measuredFile = measuredFile
      self.direction = direction
      self.withSection = withSection
    }
  }

  /// The frames of every item, group, header, footer, decoration and badge of the section, as
  /// JSON (with its behaviour, when asked).
  package static func frames(_ request: FramesRequest) throws(DiagnosticError) -> String {
    let measured =
      try request.measuredFile.map { path throws(DiagnosticError) in
        try LayoutInput.decode(MeasuredSizesFile.self, path: path).sizes
      } ?? .init()
    let problem: Problem
    if let section = request.input.section {
      problem = try solving(
        section, page: request.input.page,
        of: LoadedSite.load(directory: LayoutInput.directory(of: request.input.file)),
        named: request.input.file, width: request.width, height: request.height, items: request.items,
        direction: request.direction)
    } else {
      let environment = LayoutEnvironment(containerWidth: request.width, containerHeight: request.height)
      problem = Problem(
        layout: try LayoutInput.decode(SectionLayoutProvider.self, path: request.input.file).layout(for: environment),
        itemCount: request.items ?? 0, environment: environment, rowEstimate: request.rowEstimate,
        direction: request.direction ?? .leftToRight)
    }
    return answer(problem, measured: measured, withSection: request.withSection)
  }

  /// The answers to the questions in `questionsFile` (a JSON array, see `trellis frames --help`)
  /// about sections of the site.json `siteFile`, as a JSON array in order. The site is read once.
  package static func frames(questionsFile: String, siteFile: String) throws(DiagnosticError) -> String {
    let asked = try LayoutInput.decode([FramesQuestion].self, path: questionsFile)
    let site = try LoadedSite.load(directory: LayoutInput.directory(of: siteFile))
    var answers: [String] = []
    for question in asked {
      let problem = try solving(
        question.section, page: question.page, of: site, named: siteFile, width: question.width,
        height: question.height, items: question.items, direction: nil)
      let answer = answer(problem, measured: question.measured?.sizes ?? .init(), withSection: true)
      answers.append(answer.hasSuffix("\n") ? String(answer.dropLast()) : answer)
    }
    return "[\n" + answers.joined(separator: ",\n") + "\n]\n"
  }

  /// A section to solve: its layout for its item count, in a container, shown in a direction.
  private struct Problem {
    var layout: SectionLayout
    var itemCount: Int
    var environment: LayoutEnvironment
    var rowEstimate: Double
    var direction: LayoutDirection
    /// An empty section of a site that shows its `emptyMessage`.
    var showsEmptyMessage = false
  }

  /// The section `id` of a site with `items` items (default: its own count), in the page's
  /// container, or in its own readable width.
  private static func solving(
    _ id: String, page: String?, of site: LoadedSite, named file: String, width: Double, height: Double,
    items: Int?, direction: LayoutDirection?
  ) throws(DiagnosticError) -> Problem {
    // The generated home page's cards: one per page the navigation lists, in the page's width.
    if id == HomePage.sectionID, page == nil || page == HomePage.pageID, site.makesHomePage {
      let environment = LayoutEnvironment(
        containerWidth: Gallery.Width.full.containerWidth(inWindow: width), containerHeight: height, windowWidth: width)
      let itemCount = items ?? site.homePageCardCount
      return Problem(
        layout: HomePage.layout.layout(for: environment), itemCount: itemCount, environment: environment,
        rowEstimate: HomePage.rowEstimate, direction: direction ?? site.direction)
    }
    guard let found = site.section(id: id, page: page) else {
      throw DiagnosticError(Diagnostic(at: nil, .noSingleSection(id, in: file, page: page)))
    }
    // A section in the readable width is narrower than the page; the window (its orientation)
    // is the page's.
    let environment = LayoutEnvironment(
      containerWidth: found.section.declaration.layoutWidth.containerWidth(inWindow: width), containerHeight: height,
      windowWidth: width)
    let itemCount = items ?? found.section.itemCount
    return Problem(
      layout: found.section.layout(for: environment, itemCount: itemCount), itemCount: itemCount,
      environment: environment, rowEstimate: found.section.cell.listRowEstimate,
      direction: direction ?? site.direction, showsEmptyMessage: found.section.showsEmptyMessage)
  }

  /// The frames, or (`withSection`) the section's behaviour with its frames, as JSON.
  private static func answer(_ problem: Problem, measured: MeasuredSizes, withSection: Bool) -> String {
    let environment = problem.environment
    let solution = LayoutSolver.solve(
      problem.layout, itemCount: problem.itemCount, environment: environment, measured: measured,
      listRowEstimate: problem.rowEstimate, showsEmptyMessage: problem.showsEmptyMessage)
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
