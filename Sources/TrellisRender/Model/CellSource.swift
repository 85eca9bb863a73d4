/// A section's cells, made on demand: a build of hundreds of thousands of items renders each
/// cell as it writes it, and never holds them all.
public struct CellSource: RandomAccessCollection, Sendable {
  public let count: Int
  private let fill: @Sendable (inout CellContent, Int) -> Void

  /// Cells written into one value, field by field (`fill` sets every field, the cell at
  /// `position`'s or empty): the renderer keeps one cell per run of rows, rather than making
  /// and destroying a value of ten strings per row.
  public init(count: Int, fill: @escaping @Sendable (_ cell: inout CellContent, _ position: Int) -> Void) {
    self.count = count
    self.fill = fill
  }

  public init(count: Int, make: @escaping @Sendable (Int) -> CellContent) {
    self.init(count: count) { cell, position in cell = make(position) }
  }

  public init(_ cells: [CellContent]) {
    self.init(count: cells.count) { cells[$0] }
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public subscript(position: Int) -> CellContent {
    var cell = CellContent()
    fill(&cell, position)
    return cell
  }

  /// Makes `cell` the cell at `position`.
  public func fill(_ cell: inout CellContent, at position: Int) { fill(&cell, position) }
}
