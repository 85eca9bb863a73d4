extension SectionLayoutProvider {
  /// One way of declaring a section's layout: spelled out, as a list, or by preset name.
  ///
  /// JSON: an object with exactly one of `"section"`, `"list"` or `"preset"`.
  public enum Source: Hashable, Sendable {
    /// A compositional section written out in full.
    case section(LayoutSection)
    /// A list configuration.
    case list(ListConfiguration)
    /// A named preset; it may itself vary with the environment.
    case preset(LayoutPreset)

    /// Whether the section's first item is its header (a list with `"headerMode":
    /// "firstItemInSection"`; no preset is one).
    public var firstItemIsHeader: Bool {
      if case .list(let configuration) = self { return configuration.headerMode == .firstItemInSection }
      return false
    }

    /// The swipe actions the source's rows show, leading then trailing (none unless a list).
    public var swipeActions: [[SwipeAction]] {
      if case .list(let configuration) = self {
        return [configuration.leadingSwipeActions, configuration.trailingSwipeActions]
      }
      return [[], []]
    }

    /// The element kind of the source's decoration (its first), if it has one; presets and lists
    /// have none.
    public var decorationKind: String? {
      if case .section(let section) = self { return section.decorationItems.first?.elementKind }
      return nil
    }

    /// The layout this source gives in `environment`.
    public func layout(for environment: LayoutEnvironment) -> SectionLayout {
      switch self {
      case .section(let section): .compositional(section)
      case .list(let configuration): .list(configuration)
      case .preset(let preset): preset.provider.layout(for: environment)
      }
    }
  }
}
