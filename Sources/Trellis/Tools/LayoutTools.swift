import TrellisCSS
import TrellisData
import TrellisDiagnostics
import TrellisLayout
import TrellisSite

/// What the command line's layout tools print (`trellis css`, `layout` and `frames`), made here
/// so that the command line is a client of the library like any other.
package enum LayoutTools {
  /// The row estimate of a list layout given alone (44; a site's section has its cell's own).
  package static let listRowEstimate = LayoutChoices.listRowEstimatedHeight

  /// Whether `length` can be a container's width or height: positive and finite.
  package static func isContainerLength(_ length: Double) -> Bool { FramesQuestion.isContainerLength(length) }

  /// Whether `count` can be a section's item count: at least 0.
  package static func isItemCount(_ count: Int) -> Bool { FramesQuestion.isItemCount(count) }

  // MARK: - CSS

  /// The layout's CSS, or (`previewPage`) a standalone page previewing it with `items` cells. A
  /// layout the compiler refuses is an error located at the layout in its file.
  package static func css(
    _ input: LayoutInput, items: Int, rowEstimate: Double, previewPage: Bool
  ) throws(DiagnosticError) -> String {
    let resolved = try input.resolve()
    var provider = resolved.provider
    var rowEstimate = rowEstimate
    /// Where a refusal points: the refused layout in its file.
    let refusal: (CSSCompileError) -> Diagnostic
    if let (site, _, section) = resolved.found {
      provider = section.layoutProvider(itemCount: items)
      rowEstimate = section.cell.listRowEstimate
      refusal = { site.places.diagnostic(for: $0, layoutAt: section.path + [.key("layout")]) }
    } else {
      refusal = { error in
        guard let file = try? SourceFile.read(path: input.file), let root = try? JSONValue.parse(file) else {
          return Diagnostic(at: nil, error.message)
        }
        return JSONPlaces(file: file, root: root).diagnostic(for: error, layoutAt: [])
      }
    }
    let style: SectionStyle
    do {
      style = try SectionStyleCompiler.compile(provider, rowEstimate: rowEstimate)
    } catch {
      throw DiagnosticError(refusal(error))
    }
    guard previewPage else { return style.css }
    // What the preview page needs: the boundary items and badges of the layout's base section.
    let environment = LayoutEnvironment(containerWidth: 390, containerHeight: 844)
    let solution = LayoutSolver.solve(
      provider.layout(for: environment), itemCount: 1, environment: environment, listRowEstimate: rowEstimate)
    let count = { (kind: FrameKind) in solution.frames.filter { $0.kind == kind }.count }
    return Stylesheet.previewPage(
      style, count: items, headers: count(.header), footers: count(.footer), badges: count(.badge),
      hasDecoration: count(.decoration) > 0)
  }

  // MARK: - Canonical form

  /// The layout as canonical JSON (keys sorted, defaults left out), or (`swift`) as a Swift file
  /// that builds it with the Trellis library.
  package static func canonical(_ input: LayoutInput, swift: Bool) throws(DiagnosticError) -> String {
    let provider = try input.resolve().provider
    return swift ? "import Trellis\n\n" + provider.swiftSource() : provider.json + "\n"
  }
}
