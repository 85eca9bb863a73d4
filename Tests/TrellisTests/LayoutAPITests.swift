import Testing
import Trellis

/// The layout part of the library: a layout written in Swift is the layout its JSON is, it prints
/// back as that JSON, and it compiles to CSS or says why not.
@Suite struct LayoutAPITests {
  static let grid = LayoutSection(
    group: .horizontal(
      layoutSize: .init(width: .fractionalWidth(1), height: .absolute(80)),
      subitem: LayoutItem(layoutSize: .init(width: .fractionalWidth(1), height: .fractionalHeight(1))), count: 4))

  static let gridJSON = """
    {"section": {"group": {"horizontal": {
      "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 80}},
      "subitem": {"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}},
      "count": 4}}}}
    """

  @Test func swiftAndJSONAreTheSameLayout() throws {
    #expect(try SectionLayoutProvider(json: Self.gridJSON) == SectionLayoutProvider(.section(Self.grid)))
    #expect(try SectionLayoutProvider(json: Self.grid.json) == SectionLayoutProvider(.section(Self.grid)))
  }

  @Test func badJSONIsLocated() throws {
    let error = try #require(throws: DiagnosticError.self) { try SectionLayoutProvider(json: #"{"preset": 4}"#) }
    let problem = try #require(error.diagnostics.first)
    #expect(problem.location == Diagnostic.Location(file: "layout.json", line: 1, column: 12))
  }

  @Test func framesAndCSS() throws {
    let solution = LayoutSolver.solve(
      Self.grid, itemCount: 6, environment: LayoutEnvironment(containerWidth: 400, containerHeight: 800))
    #expect(solution.height == 160)
    #expect(solution.frames.filter { $0.kind == .item }.map(\.x) == [0, 100, 200, 300, 0, 100])
    let css = try SectionLayoutProvider(.section(Self.grid)).css()
    #expect(!css.className.isEmpty)
    #expect(css.css.contains("." + css.className))
  }

  /// What CSS cannot express is refused, with the reason and the variant.
  @Test func aLayoutCSSCannotExpressIsRefused() throws {
    let chips = LayoutSection(
      group: .horizontal(
        layoutSize: .init(width: .estimated(300), height: .absolute(44)),
        subitems: [LayoutItem(layoutSize: .init(width: .estimated(60), height: .absolute(44)))]))
    let error = try #require(throws: DiagnosticError.self) { try SectionLayoutProvider(.section(chips)).css() }
    #expect(error.diagnostics.first?.message.contains("sizes to their content") == true)
  }
}
