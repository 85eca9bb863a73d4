import TrellisCSS
import TrellisLayout

extension SectionLayoutProvider {
  /// Compiles the layout to the CSS that makes a browser place every cell, group, header,
  /// footer, badge and decoration where the solver says, at every container width.
  ///
  /// The CSS is for the HTML Trellis writes (see ``SectionCSS``). A layout that CSS cannot
  /// express is refused with a diagnostic that says why, and which variant.
  ///
  /// - Parameter listRowHeight: The height a list row is estimated at, in points; nil is UIKit's
  ///   44 (a row with secondary text below is estimated at 48).
  public func css(listRowHeight: Double? = nil) throws(DiagnosticError) -> SectionCSS {
    do {
      let rowEstimate = listRowHeight ?? LayoutChoices.listRowEstimatedHeight
      return SectionCSS(try SectionStyleCompiler.compile(self, rowEstimate: rowEstimate))
    } catch {
      throw DiagnosticError(Diagnostic(at: nil, error.message))
    }
  }
}

/// A section layout compiled to CSS, and what the compiled rules ask of the section's HTML.
///
/// The HTML the rules place (Trellis's renderer writes it):
///
///     <section class="t-section CLASS" style="--n: N">   --n when needsItemCount or needsItemIndices
///       <div class="t-decoration" data-kind="KIND">…</div>   when hasDecoration: decorationKind
///       <header class="t-header">…</header>               one per header boundary item
///       <div class="t-content">                           the grid; the scroller when orthogonal
///         <li class="t-group">                            when groupCapacity is set: that many
///                                                         cells are wrapped in each
///         <div class="t-cell" style="--i: 0">…</div>      one per item; --i when needsItemIndices
///           <span class="t-badge"></span>                 badgesPerItem of them
///         <div class="t-page-mark" style="--p: 0"></div>  one per item when needsPageMarks
///       </div>
///       <footer class="t-footer">…</footer>               one per footer boundary item
///     </section>
///
/// An ancestor of the section is the layout container: `container: trellis / inline-size`.
public struct SectionCSS: Sendable, Hashable {
  /// The section's class: the same for identical compiled layouts, so they share their rules.
  public var className: String
  /// The rules, as a style sheet.
  public var css: String
  /// Cells need `style="--i: INDEX"` and the section `style="--n: COUNT"`.
  public var needsItemIndices: Bool
  /// The section needs `style="--n: COUNT"`.
  public var needsItemCount: Bool
  /// The section scrolls with paging: one `t-page-mark` per item.
  public var needsPageMarks: Bool
  /// Every this many consecutive cells are wrapped in a `t-group` element, when set.
  public var groupCapacity: Int?
  /// The layout draws a background: the section holds a `t-decoration` element.
  public var hasDecoration: Bool
  /// The element kind of the layout's background (`data-kind` of its `t-decoration`), if it has one.
  public var decorationKind: String?
  /// Every cell holds this many `t-badge` spans.
  public var badgesPerItem: Int
  /// The first item is the section's header (a list whose header mode is the first item).
  public var firstItemIsHeader: Bool

  init(_ style: SectionStyle) {
    className = style.className
    css = style.css
    needsItemIndices = style.needsItemIndices
    needsItemCount = style.needsItemCount
    needsPageMarks = style.needsPageMarks
    groupCapacity = style.groupCapacity
    hasDecoration = style.hasDecoration
    decorationKind = style.decorationKind
    badgesPerItem = style.badgesPerItem
    firstItemIsHeader = style.firstItemIsHeader
  }
}
