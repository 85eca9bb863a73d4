extension LayoutPreset {
  /// The preset's layout, with any environment variants.
  public var provider: SectionLayoutProvider {
    switch self {
    // Each keeps its seed layout in compact width and is denser in regular width, as Apple's
    // Adaptive Sections sample is: cells sized for what they hold (an emoji tile about as wide as
    // it is tall, a card about as wide as a name), more of them the wider the window.
    case .emojiGrid:
      SectionLayoutProvider(
        .section(Self.emojiGridSection(width: .fractionalWidth(0.28), height: .fractionalHeight(0.1))),
        variants: [
          .init(
            when: .init(horizontalSizeClass: .regular),
            use: .section(Self.emojiGridSection(width: .absolute(88), height: .absolute(88))))
        ])
    case .storiesCarousel: SectionLayoutProvider(.section(Self.carousel(groupWidth: .absolute(70))))
    case .bannerCarousel:
      SectionLayoutProvider(
        .section(Self.carousel(groupWidth: .fractionalWidth(0.77))),
        variants: [
          .init(
            when: .init(horizontalSizeClass: .regular), use: .section(Self.carousel(groupWidth: .absolute(320))))
        ])
    case .columnCarousel:
      SectionLayoutProvider(
        .section(Self.columnCarouselSection(width: .fractionalWidth(0.8))),
        variants: [
          .init(
            when: .init(horizontalSizeClass: .regular),
            use: .section(Self.columnCarouselSection(width: .absolute(360))))
        ])
    case .adaptiveGrid:
      // About a column for every 80 points in regular width, up to a full page (1200): tiles
      // about as wide as an emoji's tile is tall (63 to 89 wide), in three steps (a count that
      // followed the width point by point would be a block of CSS for every 80 points).
      SectionLayoutProvider(
        .section(Self.gridSection(columns: 4)),
        variants: [
          .init(when: .init(minWidth: 1200), use: .section(Self.gridSection(columns: 15))),
          .init(when: .init(minWidth: 960), use: .section(Self.gridSection(columns: 12))),
          .init(when: .init(horizontalSizeClass: .regular), use: .section(Self.gridSection(columns: 9))),
          .init(when: .init(orientation: .landscape), use: .section(Self.gridSection(columns: 8))),
        ])
    case .plainList: SectionLayoutProvider(.list(ListConfiguration(appearance: .plain)))
    case .groupedList:
      SectionLayoutProvider(
        .list(
          ListConfiguration(
            appearance: .grouped, headerMode: .supplementary, footerMode: .supplementary)))
    case .insetGroupedList:
      SectionLayoutProvider(.list(ListConfiguration(appearance: .insetGrouped)))
    case .sidebar: SectionLayoutProvider(.list(ListConfiguration(appearance: .sidebar)))
    case .sidebarPlain: SectionLayoutProvider(.list(ListConfiguration(appearance: .sidebarPlain)))
    }
  }

  /// Seed 002's `supplementaryHeaderItem()` and `supplementarySeparatorFooterItem()`.
  private static let headerAndSeparatorFooter: [BoundarySupplementaryItem] = [
    .header(),
    .footer(height: .absolute(LayoutChoices.separatorFooterHeight)),
  ]

  /// Seed 002's section insets: none on top, 16 elsewhere.
  private static let seedInsets = DirectionalEdgeInsets(
    top: 0, leading: 16, bottom: 16, trailing: 16)

  /// Seed 002's item: full width, self-sizing height.
  private static let selfSizingItem = LayoutItem(
    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1)))

  /// Seed 001's grid: in compact width each group is 0.28 of the width and 0.1 of the height. The
  /// section is inset 10, and 11 at the sides, so that a cell's edge (inset 5 in its group)
  /// stands at 16, the page's margin, where the page's title starts.
  private static func emojiGridSection(width: LayoutDimension, height: LayoutDimension) -> LayoutSection {
    let item = LayoutItem(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      contentInsets: DirectionalEdgeInsets(all: 5))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: width, heightDimension: height),
      subitems: [.item(item)])
    return LayoutSection(
      group: group, interGroupSpacing: 0,
      contentInsets: DirectionalEdgeInsets(top: 10, leading: 11, bottom: 10, trailing: 11),
      orthogonalScrollingBehavior: .continuousGroupLeadingBoundary)
  }

  private static func carousel(groupWidth: LayoutDimension) -> LayoutSection {
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: groupWidth, heightDimension: .estimated(1)),
      subitems: [.item(selfSizingItem)])
    return LayoutSection(
      group: group, interGroupSpacing: 16, contentInsets: seedInsets,
      orthogonalScrollingBehavior: .continuous,
      boundarySupplementaryItems: headerAndSeparatorFooter,
      supplementariesFollowContentInsets: false)
  }

  private static func columnCarouselSection(width: LayoutDimension) -> LayoutSection {
    let row = LayoutGroup.horizontal(
      layoutSize: selfSizingItem.layoutSize, subitems: [.item(selfSizingItem)])
    let column = LayoutGroup.vertical(
      layoutSize: LayoutSize(widthDimension: width, heightDimension: .estimated(1)),
      subitems: Array(repeating: .group(row), count: 3))
    return LayoutSection(
      group: column, interGroupSpacing: 16, contentInsets: seedInsets,
      orthogonalScrollingBehavior: .groupPaging,
      boundarySupplementaryItems: headerAndSeparatorFooter,
      supplementariesFollowContentInsets: false)
  }

  private static func gridSection(columns: Int) -> LayoutSection {
    var group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1)),
      subitem: .item(selfSizingItem), count: columns)
    group.interItemSpacing = .fixed(16)
    return LayoutSection(
      group: group, interGroupSpacing: 16, contentInsets: seedInsets,
      boundarySupplementaryItems: headerAndSeparatorFooter)
  }
}
