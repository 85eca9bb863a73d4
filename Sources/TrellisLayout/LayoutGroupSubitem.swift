/// What a group holds: an item, or another group nested to any depth.
///
/// JSON: `{"item": {...}}`, or a group `{"horizontal": {...}}` / `{"vertical": {...}}`.
public indirect enum LayoutGroupSubitem: Hashable, Sendable {
  /// A leaf item.
  case item(LayoutItem)
  /// A nested group.
  case group(LayoutGroup)

  /// The subitem's size, whichever kind it is.
  public var layoutSize: LayoutSize {
    switch self {
    case .item(let item): item.layoutSize
    case .group(let group): group.layoutSize
    }
  }
}
