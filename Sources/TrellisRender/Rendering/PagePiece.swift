/// A part of a page that renders on its own (``PageRenderer/render(_:of:stylesheet:script:into:)``):
/// a page of hundreds of thousands of cells is rendered piece by piece, on several threads, and
/// written in order, never held whole.
package enum PagePiece: Hashable, Sendable {
  /// The page shell up to the first section.
  case pageStart
  /// Section `index`'s opening tag, decoration, header and the opening of its content.
  case sectionStart(Int)
  /// Rows of a section's content: cells, or an outline's parent and child rows.
  case rows(Int, Range<Int>)
  /// Closes section `index`'s content, then its footer and the section.
  case sectionEnd(Int)
  /// The rest of the shell.
  case pageEnd
}

extension PageContent {
  /// How many rows the page's sections have (see ``SectionContent``).
  package var rowCount: Int { sections.reduce(0) { $0 + $1.rowCount } }
}

extension SectionContent {
  /// How many rows the content has: cells, or an outline's parents and children.
  var rowCount: Int {
    if isHidden { return 0 }
    guard let outline else { return cells.count }
    return outline.reduce(0) { $0 + 1 + $1.children.count }
  }
}
