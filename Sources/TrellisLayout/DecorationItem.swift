/// A view drawn behind a section's items (Apple's `NSCollectionLayoutDecorationItem`).
///
/// JSON: `{"background": {"elementKind": "background", "contentInsets": 8}}`; both keys optional,
/// and the kind, when given, must be `"background"`.
public enum DecorationItem: Hashable, Sendable {
  /// The element kind a background gets when none is named.
  public static let defaultBackgroundElementKind = "background"

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
