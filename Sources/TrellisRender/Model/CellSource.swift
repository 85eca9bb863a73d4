/// A section's cells, made on demand: a build of hundreds of thousands of items renders each
/// cell as it writes it, and never holds them all.
package struct CellSource: RandomAccessCollection, Sendable {
  package let count: Int
  private let fill: @Sendable (inout CellContent, Int) -> Void

  /// Cells written into one value, field by field (`fill` sets every field, the cell at
  /// `position`'s or empty): the renderer keeps one cell per run of rows, rather than making
  /// and destroying a value of ten strings per row.
  package init(count: Int, fill: @escaping @Sendable (_ cell: inout CellContent, _ position: Int) -> Void) {
    self.count = count
    self.fill = fill
  }

  package init(count: Int, make: @escaping @Sendable (Int) -> CellContent) {
    self.init(count: count) { cell, position in cell = make(position) }
  }

  package init(_ cells: [CellContent]) {
    self.init(count: cells.count) { cells[$0] }
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { count }

  package subscript(position: Int) -> CellContent {
    var cell = CellContent()
    fill(&cell, position)
    return cell
  }

  /// Makes `cell` the cell at `position`.
  package func fill(_ cell: inout CellContent, at position: Int) { fill(&cell, position) }
}
