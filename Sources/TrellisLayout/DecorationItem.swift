/// A view drawn behind a section's items (Apple's `NSCollectionLayoutDecorationItem`).
///
/// JSON: `{"background": {"elementKind": "section-background-element-kind", "contentInsets": 8}}`;
/// both keys optional. The element kind is the app's name for the decoration, as in Apple's API:
/// the page marks the decoration with it (`data-kind`), and a site's
/// `Templates/decoration-KIND.mustache` draws what the decoration holds.
public enum DecorationItem: Hashable, Sendable {
  /// The element kind a background gets when none is named.
  public static let defaultBackgroundElementKind = "background"

  /// The longest element kind a decoration may have.
  public static let maximumElementKindLength = 100

  /// Whether `kind` can name a decoration (and the file of its template): 1 to 100 ASCII letters,
  /// digits, `.`, `_` and `-`, starting with a letter or a digit.
  public static func isElementKindName(_ kind: String) -> Bool {
    let bytes = Array(kind.utf8)
    guard let first = bytes.first, bytes.count <= maximumElementKindLength else { return false }
    func isAlphanumeric(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
    return isAlphanumeric(first)
      && bytes.allSatisfy {
        isAlphanumeric($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
      }
  }

  /// A background covering the whole section, headers and insets included, then inset by
  /// `contentInsets`; drawn under the items.
  case background(
    elementKind: String = DecorationItem.defaultBackgroundElementKind,
    contentInsets: DirectionalEdgeInsets = .zero)

  /// The decoration's element kind.
  public var elementKind: String {
    switch self {
    case .background(let elementKind, _): elementKind
    }
  }

  /// The decoration's insets within the section.
  public var contentInsets: DirectionalEdgeInsets {
    switch self {
    case .background(_, let contentInsets): contentInsets
    }
  }
}
