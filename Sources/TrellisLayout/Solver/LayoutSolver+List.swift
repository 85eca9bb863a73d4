extension LayoutSolver {
  /// The compositional section a list configuration stands for: Apple's
  /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` (semantics §7).
  ///
  /// Rows are full-width items, one per group, `estimated(rowEstimate)` tall, so they self-size
  /// (pass 44 (`LayoutChoices.listRowEstimatedHeight`) or
  /// 48 (`LayoutChoices.listRowWithSecondaryTextEstimatedHeight`)). A supplementary header or footer
  /// is a full-width boundary item `estimated(LayoutChoices.listHeaderEstimatedHeight)` tall
  /// (a header holding the space above the section: that much more);
  /// headers are pinned in the plain appearances. Insets by appearance (all choices, from
  /// `LayoutChoices`):
  ///
  /// | appearance | top | leading, trailing |
  /// |---|---|---|
  /// | plain, sidebarPlain | 0 | 0 |
  /// | grouped | 35 (`LayoutChoices.groupedSectionTopSpacing`) | 0 |
  /// | insetGrouped | 35 (`LayoutChoices.groupedSectionTopSpacing`) | 16 (`LayoutChoices.insetGroupedSideInset`) |
  /// | sidebar | 0 | 20 (`LayoutChoices.sidebarSideInset`) |
  ///
  /// The configuration's `contentInsets`, when set, replace these. Supplementaries follow the
  /// insets, so an inset grouped header lines up with its rows. As in iOS's Settings, the space
  /// above a grouped section comes before its header, not between the header and the rows: with
  /// a supplementary header the top inset is 0 and the header's box holds the space above its
  /// title (``ListConfiguration/headerHoldsTopSpacing``). `environment` is accepted to mirror Apple's signature;
  /// no list metric depends on it.
  public static func section(
    for list: ListConfiguration, environment: LayoutEnvironment, rowEstimate: Double
  ) -> LayoutSection {
    _ = environment
    let rowSize = LayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(rowEstimate))
    let group = LayoutGroup.horizontal(
      layoutSize: rowSize, subitem: .item(LayoutItem(layoutSize: rowSize)), count: 1)
    var boundary: [BoundarySupplementaryItem] = []
    let estimate = LayoutDimension.estimated(LayoutChoices.listHeaderEstimatedHeight)
    if list.headerMode == .supplementary {
      let spacing = list.headerHoldsTopSpacing ? LayoutChoices.groupedSectionTopSpacing : 0
      boundary.append(
        .header(
          height: .estimated(LayoutChoices.listHeaderEstimatedHeight + spacing),
          pinToVisibleBounds: list.appearance.pinsSupplementaryHeaders))
    }
    if list.footerMode == .supplementary {
      boundary.append(.footer(height: estimate))
    }
    var insets = list.contentInsets ?? list.appearance.sectionInsets
    if list.headerHoldsTopSpacing { insets.top = 0 }
    return LayoutSection(group: group, contentInsets: insets, boundarySupplementaryItems: boundary)
  }
}

extension ListConfiguration {
  /// The list's supplementary header holds the space above the section
  /// (35 (`LayoutChoices.groupedSectionTopSpacing`)) above its title, so that the space comes
  /// before the header: a grouped or inset grouped list with a supplementary header and the
  /// appearance's own insets.
  public var headerHoldsTopSpacing: Bool {
    contentInsets == nil && headerMode == .supplementary && appearance.sectionInsets.top > 0
  }
}

extension ListConfiguration.Appearance {
  /// The content insets a list section of this appearance gets (semantics §7; choices in
  /// `LayoutChoices`).
  public var sectionInsets: DirectionalEdgeInsets {
    switch self {
    case .plain, .sidebarPlain:
      .zero
    case .grouped:
      DirectionalEdgeInsets(
        top: LayoutChoices.groupedSectionTopSpacing, leading: 0, bottom: 0, trailing: 0)
    case .insetGrouped:
      DirectionalEdgeInsets(
        top: LayoutChoices.groupedSectionTopSpacing, leading: LayoutChoices.insetGroupedSideInset,
        bottom: 0, trailing: LayoutChoices.insetGroupedSideInset)
    case .sidebar:
      DirectionalEdgeInsets(
        top: 0, leading: LayoutChoices.sidebarSideInset, bottom: 0,
        trailing: LayoutChoices.sidebarSideInset)
    }
  }
}
