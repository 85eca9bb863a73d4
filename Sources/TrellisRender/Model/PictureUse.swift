/// Where a page shows a character's picture, and at what size in CSS pixels: the stylesheet's
/// sizes (``SiteStylesheet``), from which each picture's pixel sizes are made.
package enum PictureUse: CaseIterable, Sendable {
  /// A cell's avatar (cell-character) or image (list and sidebar cells): a 60-pixel square.
  case cell
  /// A home page card's avatar, and a search result's: a 40-pixel square.
  case card
  /// An item page's picture: the whole picture, fitted into a 320-pixel square.
  case item

  /// The side of the square the picture fills (cropped) or fits into, in CSS pixels.
  package var side: Int {
    switch self {
    case .cell: 60
    case .card: 40
    case .item: 320
    }
  }

  /// Whether the picture is cropped to a square (else shown whole).
  package var crops: Bool { self != .item }

  /// The screens' densities a picture is made for: 1, 2 and 3 device pixels per CSS pixel.
  package static let densities = [1, 2, 3]

  /// The pixel sides of the squares every picture is cropped to, smallest first.
  package static var squareSides: [Int] {
    Set(allCases.filter(\.crops).flatMap { use in densities.map { use.side * $0 } }).sorted()
  }

  /// The pixel sides of the boxes every picture is fitted into, smallest first.
  package static var boxSides: [Int] {
    Set(allCases.filter { !$0.crops }.flatMap { use in densities.map { use.side * $0 } }).sorted()
  }
}
