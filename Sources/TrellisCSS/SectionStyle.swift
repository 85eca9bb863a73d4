/// The CSS of one section layout, and what it asks of the HTML.
///
/// The HTML contract (the renderer writes it; the browser tests measure it):
///
///     <section class="t-section CLASS" style="--n: N">   --n: the item count, when asked for
///       <div class="t-decoration" data-kind="KIND">…      when the layout has a background
///       <header class="t-header">…</header>               one per header boundary item
///       <div class="t-content">                           the grid; the scroller when orthogonal
///         <li class="t-group">                            when asked for: every `groupCapacity`
///                                                         cells are wrapped in one
///         <details class="t-outline">                     outlines: a parent row (its summary)
///                                                         and its children, all cells
///         <div class="t-cell" style="--i: 0">…            one per item; --i when asked for;
///                                                         the first is `t-cell t-header-row`
///                                                         when `firstItemIsHeader`
///           <span class="t-badge"></span>                 `badgesPerItem` of them; each slot's
///                                                         badges are shown, the rest hidden
///         </div>
///         <div class="t-page-mark" style="--p: 0"></div>  paging sections: one per item
///       </div>
///       <footer class="t-footer">…</footer>               one per footer boundary item
///     </section>
///
/// The page's layout container is an ancestor with `container: trellis / inline-size`, which
/// ``Stylesheet/base`` declares for `.t-page`.
package struct SectionStyle: Hashable, Sendable {
  /// The section's class: the same for identical compiled layouts, so they share their rules.
  package var className: String
  package var blocks: [CSSBlock]
  /// Cells need `style="--i: INDEX"` and the section `style="--n: COUNT"` (index-placed layouts).
  package var needsItemIndices: Bool
  /// The section needs `style="--n: COUNT"` (paging sections clamp their page marks with it, and
  /// sections of exact height compute their offscreen size from it).
  package var needsItemCount: Bool
  /// The section scrolls with `paging`: the renderer writes one `t-page-mark` per item.
  package var needsPageMarks: Bool
  /// When set, every this many consecutive cells are wrapped in a `t-group` element (the last
  /// group may hold fewer).
  package var groupCapacity: Int?
  /// The element kind of the layout's background decoration, if it draws one: the renderer
  /// writes a `t-decoration` element marked with it (`data-kind`), holding the kind's template.
  package var decorationKind: String?
  /// The layout draws a background decoration.
  package var hasDecoration: Bool { decorationKind != nil }
  /// Every cell holds this many `t-badge` spans: the most any slot has in any environment. The
  /// section's CSS shows and places those of each slot; the rest stay `display: none`.
  package var badgesPerItem = 0
  /// The section's height follows from its geometry and item count at every width: the style
  /// skips it while offscreen (`content-visibility: auto`), sized by `contain-intrinsic-size`.
  /// Otherwise (a height sizes to its content) it is always laid out.
  package var hasExactHeight = false
  /// The section's first item is its header (a list with `"headerMode": "firstItemInSection"`):
  /// the renderer gives the first cell the class `t-header-row` and wraps its content in
  /// `<span role="heading" aria-level="2">`; the section's CSS gives it a header's look.
  package var firstItemIsHeader = false
  /// Where the section's groups stand in each capacity range whose groups are not elements and
  /// follow each other at one pitch, under that range's conditions: what a documentation site's
  /// Annotate switch outlines. Not part of ``css`` (nor of the class name): other sites' CSS is
  /// the same with or without it.
  package var groupBoxes: [GroupBoxBlock] = []

  package var css: String { blocks.map { $0.render() }.joined(separator: "\n") + "\n" }
}
