/// A section's cells, made on demand: a build of hundreds of thousands of items renders each
/// cell as it writes it, and never holds them all.
public struct CellSource: RandomAccessCollection, Sendable {
  public let count: Int
  private let make: @Sendable (Int) -> CellContent

  public init(count: Int, make: @escaping @Sendable (Int) -> CellContent) {
    self.count = count
    self.make = make
  }

  public init(_ cells: [CellContent]) {
    self.init(count: cells.count) { cells[$0] }
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }
  public subscript(position: Int) -> CellContent { make(position) }
}
