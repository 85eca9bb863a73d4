extension LayoutSolver {
  /// The compositional section a list configuration stands for: Apple's
  /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` (semantics §7).
  ///
  /// Rows are full-width items, one per group, `estimated(rowEstimate)` tall, so they self-size
  /// (pass ``LayoutChoices/listRowEstimatedHeight`` or
  /// ``LayoutChoices/listRowWithSecondaryTextEstimatedHeight``). A supplementary header or footer
  /// is a full-width boundary item `estimated(LayoutChoices.listHeaderEstimatedHeight)` tall;
  /// headers are pinned in the plain appearances. Insets by appearance (all choices, from
  /// ``LayoutChoices``):
  ///
  /// | appearance | top | leading, trailing |
  /// |---|---|---|
  /// | plain, sidebarPlain | 0 | 0 |
  /// | grouped | ``LayoutChoices/groupedSectionTopSpacing`` | 0 |
  /// | insetGrouped | ``LayoutChoices/groupedSectionTopSpacing`` | ``LayoutChoices/insetGroupedSideInset`` |
  /// | sidebar | 0 | ``LayoutChoices/sidebarSideInset`` |
  ///
  /// The configuration's `contentInsets`, when set, replace these. Supplementaries follow the
  /// insets, so an inset grouped header lines up with its rows. `environment` is accepted to
  /// mirror Apple's signature; no list metric depends on it.
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
      boundary.append(
        .header(height: estimate, pinToVisibleBounds: list.appearance.pinsSupplementaryHeaders))
    }
    if list.footerMode == .supplementary {
      boundary.append(.footer(height: estimate))
    }
    return LayoutSection(
      group: group, contentInsets: list.contentInsets ?? list.appearance.sectionInsets,
      boundarySupplementaryItems: boundary)
  }
}

extension ListConfiguration.Appearance {
  /// The content insets a list section of this appearance gets (semantics §7; choices in
  /// ``LayoutChoices``).
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
