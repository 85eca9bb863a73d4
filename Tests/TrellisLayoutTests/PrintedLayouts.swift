// Written by SwiftSourceTests (TRELLIS_RECORD=1 swift test --filter SwiftSourceTests): the Swift
// that SectionLayoutProvider.swiftSource() prints for every layout fixture, every preset and
// generated layouts, compiled so that the tests can check each returns its layout. Do not edit.
// swift-format-ignore-file

import TrellisLayout

enum PrintedLayouts {
  static let all: [(String, @Sendable () throws -> SectionLayoutProvider)] = [
    ("fixture_badges_decoration_headers", { fixture_badges_decoration_headers() }),
    ("fixture_capacity_grows_without_end_below_320", { fixture_capacity_grows_without_end_below_320() }),
    ("fixture_centered_paging", { fixture_centered_paging() }),
    ("fixture_chips", { fixture_chips() }),
    ("fixture_columns_from_width", { fixture_columns_from_width() }),
    ("fixture_content_zero_wide_at_320", { fixture_content_zero_wide_at_320() }),
    ("fixture_cycling_breakpoints", { fixture_cycling_breakpoints() }),
    ("fixture_first_item_header", { fixture_first_item_header() }),
    ("fixture_flexible_edge_spacing", { fixture_flexible_edge_spacing() }),
    ("fixture_flow_estimated_widths_header", { fixture_flow_estimated_widths_header() }),
    ("fixture_flow_estimated_widths", { fixture_flow_estimated_widths() }),
    ("fixture_flow_flexible_spacing", { fixture_flow_flexible_spacing() }),
    ("fixture_found_badge_on_self_sizing_item", { fixture_found_badge_on_self_sizing_item() }),
    ("fixture_found_carousel_edge_spacing_overflow", { fixture_found_carousel_edge_spacing_overflow() }),
    ("fixture_found_carousel_item_overflows_group", { fixture_found_carousel_item_overflows_group() }),
    ("fixture_found_carousel_item_taller_than_group", { fixture_found_carousel_item_taller_than_group() }),
    ("fixture_found_carousel_self_sizing_bottom_inset", { fixture_found_carousel_self_sizing_bottom_inset() }),
    ("fixture_found_carousel_subpixel_drift", { fixture_found_carousel_subpixel_drift() }),
    ("fixture_found_cell_narrower_than_padding", { fixture_found_cell_narrower_than_padding() }),
    ("fixture_found_centred_paging_wide_container", { fixture_found_centred_paging_wide_container() }),
    ("fixture_found_chips_fractional_gap_drift", { fixture_found_chips_fractional_gap_drift() }),
    ("fixture_found_columns_from_width_spacing", { fixture_found_columns_from_width_spacing() }),
    ("fixture_found_content_width_trailing_spacing", { fixture_found_content_width_trailing_spacing() }),
    ("fixture_found_empty_carousel_footer", { fixture_found_empty_carousel_footer() }),
    ("fixture_found_empty_message_with_footer", { fixture_found_empty_message_with_footer() }),
    ("fixture_found_flexible_spacing_leftover_kink", { fixture_found_flexible_spacing_leftover_kink() }),
    ("fixture_found_flow_group_wider_than_container", { fixture_found_flow_group_wider_than_container() }),
    ("fixture_found_grid_columns_drift", { fixture_found_grid_columns_drift() }),
    ("fixture_found_grid_item_insets", { fixture_found_grid_item_insets() }),
    ("fixture_found_grid_rows_drift", { fixture_found_grid_rows_drift() }),
    ("fixture_found_partial_column_carousel", { fixture_found_partial_column_carousel() }),
    ("fixture_found_partial_self_sizing_group", { fixture_found_partial_self_sizing_group() }),
    ("fixture_found_pinned_footer_below_viewport", { fixture_found_pinned_footer_below_viewport() }),
    ("fixture_found_readable_list_orientation", { fixture_found_readable_list_orientation() }),
    ("fixture_found_self_sizing_item_in_fixed_group", { fixture_found_self_sizing_item_in_fixed_group() }),
    ("fixture_found_self_sizing_row_with_fixed_item", { fixture_found_self_sizing_row_with_fixed_item() }),
    ("fixture_found_variant_list_and_section_cells", { fixture_found_variant_list_and_section_cells() }),
    ("fixture_found_variant_paging_footer", { fixture_found_variant_paging_footer() }),
    ("fixture_found_variant_paging_marks_in_rows", { fixture_found_variant_paging_marks_in_rows() }),
    ("fixture_grid_three_columns_section_insets", { fixture_grid_three_columns_section_insets() }),
    ("fixture_groups_of_negative_height_take_no_room", { fixture_groups_of_negative_height_take_no_room() }),
    ("fixture_icons_flexible_edge_spacing_section_insets", { fixture_icons_flexible_edge_spacing_section_insets() }),
    ("fixture_nested_hero", { fixture_nested_hero() }),
    ("fixture_orthogonal_pairs", { fixture_orthogonal_pairs() }),
    ("fixture_paging", { fixture_paging() }),
    ("fixture_section_insets_wider_than_the_page", { fixture_section_insets_wider_than_the_page() }),
    ("fixture_subitem_zero_below_exact_widths", { fixture_subitem_zero_below_exact_widths() }),
    ("fixture_two_up_side_insets", { fixture_two_up_side_insets() }),
    ("fixture_variants_size_class", { fixture_variants_size_class() }),
    ("fixture_variants_width", { fixture_variants_width() }),
    ("fixture_worked_a_grid", { fixture_worked_a_grid() }),
    ("fixture_worked_b_carousel", { fixture_worked_b_carousel() }),
    ("fixture_worked_c_banner", { fixture_worked_c_banner() }),
    ("fixture_worked_d_columns", { fixture_worked_d_columns() }),
    ("fixture_z_index", { fixture_z_index() }),
    ("preset_emojiGrid", { preset_emojiGrid() }),
    ("preset_storiesCarousel", { preset_storiesCarousel() }),
    ("preset_bannerCarousel", { preset_bannerCarousel() }),
    ("preset_columnCarousel", { preset_columnCarousel() }),
    ("preset_adaptiveGrid", { preset_adaptiveGrid() }),
    ("preset_plainList", { preset_plainList() }),
    ("preset_groupedList", { preset_groupedList() }),
    ("preset_insetGroupedList", { preset_insetGroupedList() }),
    ("preset_sidebar", { preset_sidebar() }),
    ("preset_sidebarPlain", { preset_sidebarPlain() }),
    ("generated_0", { generated_0() }),
    ("generated_1", { generated_1() }),
    ("generated_2", { generated_2() }),
    ("generated_3", { generated_3() }),
    ("generated_4", { generated_4() }),
    ("generated_5", { generated_5() }),
    ("generated_6", { generated_6() }),
    ("generated_7", { try generated_7() }),
    ("generated_8", { generated_8() }),
    ("generated_9", { try generated_9() }),
    ("generated_10", { generated_10() }),
    ("generated_11", { generated_11() }),
    ("generated_12", { try generated_12() }),
    ("generated_13", { generated_13() }),
    ("generated_14", { try generated_14() }),
    ("generated_15", { generated_15() }),
    ("generated_16", { generated_16() }),
    ("generated_17", { generated_17() }),
    ("generated_18", { generated_18() }),
    ("generated_19", { generated_19() }),
    ("generated_20", { generated_20() }),
    ("generated_21", { generated_21() }),
    ("generated_22", { generated_22() }),
    ("generated_23", { generated_23() }),
    ("generated_24", { try generated_24() }),
    ("generated_25", { generated_25() }),
    ("generated_26", { generated_26() }),
    ("generated_27", { generated_27() }),
    ("generated_28", { generated_28() }),
    ("generated_29", { generated_29() }),
    ("generated_30", { generated_30() }),
    ("generated_31", { generated_31() }),
    ("generated_32", { generated_32() }),
    ("generated_33", { generated_33() }),
    ("generated_34", { generated_34() }),
    ("generated_35", { generated_35() }),
    ("generated_36", { generated_36() }),
    ("generated_37", { generated_37() }),
    ("generated_38", { generated_38() }),
    ("generated_39", { generated_39() }),
    ("generated_40", { generated_40() }),
    ("generated_41", { generated_41() }),
    ("generated_42", { generated_42() }),
    ("generated_43", { generated_43() }),
    ("generated_44", { generated_44() }),
    ("generated_45", { try generated_45() }),
    ("generated_46", { generated_46() }),
    ("generated_47", { generated_47() }),
    ("generated_48", { generated_48() }),
    ("generated_49", { generated_49() }),
    ("generated_50", { generated_50() }),
    ("generated_51", { generated_51() }),
    ("generated_52", { generated_52() }),
    ("generated_53", { generated_53() }),
    ("generated_54", { generated_54() }),
    ("generated_55", { generated_55() }),
    ("generated_56", { generated_56() }),
    ("generated_57", { try generated_57() }),
    ("generated_58", { generated_58() }),
    ("generated_59", { generated_59() }),
  ]

  static func fixture_badges_decoration_headers() -> SectionLayoutProvider {
    let badge = LayoutSupplementaryItem(
      layoutSize: LayoutSize(width: .absolute(18), height: .absolute(18)),
      elementKind: "badge",
      containerAnchor: LayoutAnchor(edges: [.top, .trailing], absoluteOffset: LayoutPoint(x: 6, y: -6)))

    var item = LayoutItem(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
      supplementaryItems: [badge])
    item.contentInsets = DirectionalEdgeInsets(all: 8)

    var group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.25)),
      subitem: item,
      count: 3)
    group.interItemSpacing = .fixed(6)

    var header = BoundarySupplementaryItem(
      layoutSize: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(40)),
      elementKind: "header",
      alignment: .top)
    header.pinToVisibleBounds = true

    var header2 = BoundarySupplementaryItem(
      layoutSize: LayoutSize(width: .absolute(80), height: .absolute(24)),
      elementKind: "header",
      alignment: .topTrailing)
    header2.absoluteOffset = LayoutPoint(x: -4, y: 6)
    header2.extendsBoundary = false

    let footer = BoundarySupplementaryItem(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(30)),
      elementKind: "footer",
      alignment: .bottom)

    var section = LayoutSection(group: group)
    section.interGroupSpacing = 6
    section.contentInsets = DirectionalEdgeInsets(top: 12, leading: 16, bottom: 20, trailing: 16)
    section.boundarySupplementaryItems = [header, header2, footer]
    section.decorationItems = [.background(contentInsets: DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))]
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_capacity_grows_without_end_below_320() -> SectionLayoutProvider {
    var item = LayoutItem(layoutSize: LayoutSize(width: .absolute(212), height: .absolute(40)))
    item.contentInsets = DirectionalEdgeInsets(top: 7, leading: 3, bottom: 4.67, trailing: 5.43)

    var nestedGroup = LayoutGroup.vertical(
      layoutSize: LayoutSize(width: .absolute(87), height: .fractionalWidth(0.106)),
      subitem: item,
      count: 6)
    nestedGroup.interItemSpacing = .flexible(4)
    nestedGroup.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 11, trailing: 9)

    let group = LayoutGroup.vertical(
      layoutSize: LayoutSize(width: .fractionalWidth(0.25), height: .absolute(101)),
      subitems: [nestedGroup])

    var section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_centered_paging() -> SectionLayoutProvider {
    var item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    item.contentInsets = DirectionalEdgeInsets(all: 6)

    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(0.77), height: .absolute(150)), subitems: [item])

    var section = LayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_chips() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .estimated(60), height: .fractionalHeight(1)))

    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .estimated(60), height: .absolute(32)), subitems: [item])

    var section = LayoutSection(group: group)
    section.interGroupSpacing = 8
    section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_columns_from_width() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))

    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(34)),
      subitem: item,
      countDividingContainerWidthBy: 16)

    let section = LayoutSection(group: group)
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_content_zero_wide_at_320() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)))

    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitems: [item])

    var section = LayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 160, bottom: 0, trailing: 160)
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_cycling_breakpoints() -> SectionLayoutProvider {
    var item = LayoutItem(layoutSize: LayoutSize(width: .absolute(100), height: .fractionalHeight(1)))
    item.contentInsets = DirectionalEdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0)

    let item2 = LayoutItem(layoutSize: LayoutSize(width: .absolute(50), height: .absolute(40)))

    var group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(60)),
      subitems: [item, item2])
    group.interItemSpacing = .fixed(10)

    var section = LayoutSection(group: group)
    section.interGroupSpacing = 12
    section.contentInsets = DirectionalEdgeInsets(all: 16)
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_first_item_header() -> SectionLayoutProvider {
    var configuration = ListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .firstItemInSection
    return SectionLayoutProvider(.list(configuration))
  }

  static func fixture_flexible_edge_spacing() -> SectionLayoutProvider {
    var item = LayoutItem(layoutSize: LayoutSize(width: .absolute(64), height: .absolute(50)))
    item.edgeSpacing = EdgeSpacing(leading: .fixed(4), top: .flexible(0), bottom: .flexible(0))

    var group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(70)), subitems: [item])
    group.interItemSpacing = .flexible(8)
    group.contentInsets = DirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6)

    var section = LayoutSection(group: group)
    section.interGroupSpacing = 4
    section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_flow_estimated_widths_header() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      let badge = LayoutSupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(10), height: .absolute(10)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: [.top, .trailing], absoluteOffset: LayoutPoint(x: 3, y: -3)))

      var item = LayoutItem(
        layoutSize: LayoutSize(width: .estimated(60), height: .estimated(32)),
        supplementaryItems: [badge])
      item.contentInsets = DirectionalEdgeInsets(all: 4)

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(32)), subitems: [item])
      group.interItemSpacing = .fixed(8)

      var header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
        elementKind: "header",
        alignment: .top)
      header.pinToVisibleBounds = true

      let footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(20)),
        elementKind: "footer",
        alignment: .bottom)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 8
      section.contentInsets = DirectionalEdgeInsets(all: 16)
      section.boundarySupplementaryItems = [header, footer]
      section.decorationItems = [.background(contentInsets: DirectionalEdgeInsets(all: 8))]
      return section
    }

    func variant1() -> LayoutSection {
      let badge = LayoutSupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(10), height: .absolute(10)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: [.bottom, .trailing]))

      let item = LayoutItem(
        layoutSize: LayoutSize(width: .estimated(80), height: .estimated(30)),
        supplementaryItems: [badge])

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(0.75), height: .estimated(40)), subitems: [item])
      group.interItemSpacing = .fixed(12.25)
      group.contentInsets = DirectionalEdgeInsets(top: 4, leading: 6, bottom: 8, trailing: 2)

      let header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
        elementKind: "header",
        alignment: .top)

      let footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(30)),
        elementKind: "footer",
        alignment: .bottom)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 10
      section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 24, bottom: 12, trailing: 8)
      section.boundarySupplementaryItems = [header, footer]
      section.supplementariesFollowContentInsets = false
      section.decorationItems = [.background()]
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(horizontalSizeClass: .regular), use: .section(variant1())),
      ])
  }

  static func fixture_flow_estimated_widths() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .estimated(60), height: .estimated(32)))

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(32)), subitems: [item])
      group.interItemSpacing = .fixed(8)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 8
      section.contentInsets = DirectionalEdgeInsets(all: 16)
      return section
    }

    func variant1() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .estimated(60), height: .estimated(32)))
      item.contentInsets = DirectionalEdgeInsets(all: 4)

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(0.9), height: .estimated(32)), subitems: [item])
      group.interItemSpacing = .fixed(10.5)
      group.contentInsets = DirectionalEdgeInsets(top: 3, leading: 5, bottom: 2, trailing: 7)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 6
      section.contentInsets = DirectionalEdgeInsets(top: 4, leading: 12, bottom: 10, trailing: 20)
      return section
    }

    func variant2() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .estimated(80), height: .absolute(30)))
      item.contentInsets = DirectionalEdgeInsets(top: 6, leading: 0, bottom: 2, trailing: 0)

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .absolute(600), height: .absolute(40)), subitems: [item])
      group.interItemSpacing = .fixed(12)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 10
      section.contentInsets = DirectionalEdgeInsets(all: 20)
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .landscape), use: .section(variant1())),
        .init(when: LayoutEnvironmentCondition(horizontalSizeClass: .regular), use: .section(variant2())),
      ])
  }

  static func fixture_flow_flexible_spacing() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .estimated(44), height: .estimated(44)))

    var group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), subitems: [item])
    group.interItemSpacing = .flexible(10)

    var section = LayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = DirectionalEdgeInsets(all: 10)
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_found_badge_on_self_sizing_item() -> SectionLayoutProvider {
    let badge = LayoutSupplementaryItem(
      layoutSize: LayoutSize(width: .absolute(15), height: .absolute(11)),
      elementKind: "badge",
      containerAnchor: LayoutAnchor(edges: [.top, .trailing]))

    let badge2 = LayoutSupplementaryItem(
      layoutSize: LayoutSize(width: .absolute(17), height: .absolute(23)),
      elementKind: "badge",
      containerAnchor: LayoutAnchor(edges: [.leading, .bottom]))

    let item = LayoutItem(
      layoutSize: LayoutSize(width: .absolute(380), height: .estimated(39)),
      supplementaryItems: [badge, badge2])

    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .absolute(158), height: .estimated(42)), subitems: [item])

    let section = LayoutSection(group: group)
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_found_carousel_edge_spacing_overflow() -> SectionLayoutProvider {
    var item = LayoutItem(layoutSize: LayoutSize(width: .absolute(331), height: .absolute(46)))
    item.edgeSpacing = EdgeSpacing(top: .fixed(12), trailing: .flexible(7), bottom: .flexible(3))

    let group = LayoutGroup.vertical(
      layoutSize: LayoutSize(width: .absolute(241), height: .absolute(139)),
      repeatingSubitem: item,
      count: 4)

    var section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPaging
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_found_carousel_item_overflows_group() -> SectionLayoutProvider {
    var item = LayoutItem(layoutSize: LayoutSize(width: .absolute(108), height: .absolute(104)))
    item.contentInsets = DirectionalEdgeInsets(all: 2)

    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .absolute(327), height: .absolute(69)), subitem: item, count: 1)

    var section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = .paging
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_found_carousel_item_taller_than_group() -> SectionLayoutProvider {
    var item = LayoutItem(layoutSize: LayoutSize(width: .estimated(107), height: .absolute(59)))
    item.edgeSpacing = EdgeSpacing(leading: .flexible(14), top: .fixed(11), trailing: .flexible(5), bottom: .fixed(13))

    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .estimated(116), height: .absolute(50)), subitems: [item])

    var section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPaging
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_found_carousel_self_sizing_bottom_inset() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .absolute(100), height: .estimated(108)))

    var group = LayoutGroup.vertical(
      layoutSize: LayoutSize(width: .absolute(26), height: .estimated(23)), subitems: [item])
    group.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 5, trailing: 0)

    var section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.decorationItems = [.background()]
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_found_carousel_subpixel_drift() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(77)))

    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(0.37), height: .absolute(77)), subitems: [item])

    var section = LayoutSection(group: group)
    section.interGroupSpacing = 3
    section.orthogonalScrollingBehavior = .continuous
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_found_cell_narrower_than_padding() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalHeight(0.77), height: .absolute(79)))

    let group = LayoutGroup.vertical(
      layoutSize: LayoutSize(width: .absolute(100), height: .absolute(27)), subitems: [item])

    let section = LayoutSection(group: group)
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_found_centred_paging_wide_container() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .absolute(93), height: .absolute(50)))

    let group = LayoutGroup.vertical(
      layoutSize: LayoutSize(width: .absolute(333), height: .absolute(76)), subitems: [item])

    var section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_found_chips_fractional_gap_drift() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .estimated(83), height: .fractionalHeight(0.139)))

    var group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .estimated(29), height: .estimated(99)), subitems: [item])
    group.interItemSpacing = .flexible(9)

    var section = LayoutSection(group: group)
    section.interGroupSpacing = 9.92
    section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_found_columns_from_width_spacing() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .absolute(100), height: .absolute(50)))

    var group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(89)),
      subitem: item,
      countDividingContainerWidthBy: 75)
    group.interItemSpacing = .fixed(3)

    let section = LayoutSection(group: group)
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_found_content_width_trailing_spacing() -> SectionLayoutProvider {
    var item = LayoutItem(layoutSize: LayoutSize(width: .estimated(128), height: .estimated(96)))
    item.edgeSpacing = EdgeSpacing(leading: .fixed(6), trailing: .flexible(10))

    let group = LayoutGroup.vertical(
      layoutSize: LayoutSize(width: .estimated(177), height: .absolute(136)), subitems: [item])

    var section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_found_empty_carousel_footer() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .absolute(211), height: .absolute(50)))

    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .absolute(100), height: .absolute(50)), subitems: [item])

    let footer = BoundarySupplementaryItem(
      layoutSize: LayoutSize(width: .absolute(100), height: .absolute(50)),
      elementKind: "footer",
      alignment: .bottomLeading)

    var section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPaging
    section.boundarySupplementaryItems = [footer]
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_found_empty_message_with_footer() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)))

    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(80)), subitems: [item])

    let header = BoundarySupplementaryItem(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
      elementKind: "header",
      alignment: .top)

    let footer = BoundarySupplementaryItem(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(30)),
      elementKind: "footer",
      alignment: .bottom)

    var section = LayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 12, trailing: 24)
    section.boundarySupplementaryItems = [header, footer]
    section.decorationItems = [.background(contentInsets: DirectionalEdgeInsets(all: 4))]
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_found_flexible_spacing_leftover_kink() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .absolute(100), height: .estimated(63)))

    var group = LayoutGroup.vertical(
      layoutSize: LayoutSize(width: .absolute(100), height: .fractionalWidth(0.367)),
      repeatingSubitem: item,
      count: 2)
    group.interItemSpacing = .flexible(13)

    let section = LayoutSection(group: group)
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_found_flow_group_wider_than_container() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .estimated(40), height: .absolute(48)))

    var group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .absolute(581), height: .absolute(24)), subitems: [item])
    group.interItemSpacing = .fixed(9)

    let section = LayoutSection(group: group)
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_found_grid_columns_drift() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .absolute(20.3), height: .absolute(30)))

    var group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), subitems: [item])
    group.interItemSpacing = .fixed(1.17)

    let section = LayoutSection(group: group)
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_found_grid_item_insets() -> SectionLayoutProvider {
    var item = LayoutItem(layoutSize: LayoutSize(width: .absolute(56), height: .absolute(56)))
    item.contentInsets = DirectionalEdgeInsets(all: 2)

    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(56)), subitems: [item])

    var section = LayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_found_grid_rows_drift() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))

    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.0517)),
      subitems: [item])

    var section = LayoutSection(group: group)
    section.interGroupSpacing = 1.3
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_found_partial_column_carousel() -> SectionLayoutProvider {
    return SectionLayoutProvider(.preset(.columnCarousel))
  }

  static func fixture_found_partial_self_sizing_group() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .absolute(100), height: .estimated(52)))

    let group = LayoutGroup.vertical(
      layoutSize: LayoutSize(width: .absolute(100), height: .estimated(97)),
      repeatingSubitem: item,
      count: 5)

    var section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPaging
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_found_pinned_footer_below_viewport() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .absolute(100), height: .absolute(50)))

    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .absolute(109), height: .fractionalHeight(0.139)), subitems: [item])

    let header = BoundarySupplementaryItem(
      layoutSize: LayoutSize(width: .fractionalWidth(0.28), height: .estimated(58)),
      elementKind: "header",
      alignment: .none)

    var footer = BoundarySupplementaryItem(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(20.08)),
      elementKind: "footer",
      alignment: .bottomLeading)
    footer.pinToVisibleBounds = true

    var section = LayoutSection(group: group)
    section.interGroupSpacing = 16
    section.boundarySupplementaryItems = [header, footer]
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_found_readable_list_orientation() -> SectionLayoutProvider {
    func base() -> ListConfiguration {
      let configuration = ListConfiguration(appearance: .insetGrouped)
      return configuration
    }

    func variant1() -> ListConfiguration {
      let configuration = ListConfiguration(appearance: .plain)
      return configuration
    }

    return SectionLayoutProvider(
      .list(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .portrait), use: .list(variant1())),
      ])
  }

  static func fixture_found_self_sizing_item_in_fixed_group() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .absolute(100), height: .estimated(105)))

    let nestedGroup = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .absolute(100), height: .estimated(107)), subitems: [item])

    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .absolute(100), height: .absolute(70)), subitems: [nestedGroup])

    let section = LayoutSection(group: group)
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_found_self_sizing_row_with_fixed_item() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .absolute(100), height: .estimated(110)))

    let item2 = LayoutItem(layoutSize: LayoutSize(width: .absolute(100), height: .fractionalWidth(0.8)))

    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .absolute(371), height: .estimated(115)), subitems: [item, item2])

    let section = LayoutSection(group: group)
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_found_variant_list_and_section_cells() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.5)))

      let item2 = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.103), height: .absolute(129.54)))

      let nestedGroup = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalHeight(0.77), height: .estimated(43)),
        subitem: item2,
        count: 5)

      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .estimated(24), height: .fractionalHeight(0.77)),
        subitems: [.item(item), .group(nestedGroup)])

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 1
      section.orthogonalScrollingBehavior = .paging
      return section
    }

    func variant1() -> ListConfiguration {
      let configuration = ListConfiguration(appearance: .sidebar)
      return configuration
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .portrait), use: .list(variant1())),
      ])
  }

  static func fixture_found_variant_paging_footer() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .absolute(100), height: .absolute(50)))

      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .absolute(100), height: .absolute(128)), subitems: [item])

      var footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(100), height: .absolute(50)),
        elementKind: "footer",
        alignment: .bottom)
      footer.extendsBoundary = false

      var section = LayoutSection(group: group)
      section.orthogonalScrollingBehavior = .paging
      section.boundarySupplementaryItems = [footer]
      return section
    }

    func variant1() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .absolute(98), height: .estimated(51.5)))
      item.contentInsets = DirectionalEdgeInsets(all: 6)

      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .absolute(108), height: .absolute(48)), subitems: [item])

      let footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.8), height: .estimated(44)),
        elementKind: "footer",
        alignment: .bottom)

      var section = LayoutSection(group: group)
      section.boundarySupplementaryItems = [footer]
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .portrait), use: .section(variant1())),
      ])
  }

  static func fixture_found_variant_paging_marks_in_rows() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .absolute(126), height: .absolute(50)))

      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .absolute(125), height: .absolute(50)), subitems: [item])

      var section = LayoutSection(group: group)
      section.orthogonalScrollingBehavior = .paging
      return section
    }

    func variant1() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.933), height: .absolute(120.16)))
      item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 6.16, bottom: 7, trailing: 0)

      let group = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .absolute(100), height: .absolute(114)), subitems: [item])

      let section = LayoutSection(group: group)
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .landscape), use: .section(variant1())),
      ])
  }

  static func fixture_grid_three_columns_section_insets() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.32), height: .fractionalHeight(1)))

    var group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), subitems: [item])
    group.interItemSpacing = .fixed(4)

    var section = LayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(all: 16)
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_groups_of_negative_height_take_no_room() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))

    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1)), subitems: [item])

    var section = LayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 200, bottom: 0, trailing: 200)
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_icons_flexible_edge_spacing_section_insets() -> SectionLayoutProvider {
    var item = LayoutItem(layoutSize: LayoutSize(width: .absolute(44), height: .absolute(44)))
    item.edgeSpacing = EdgeSpacing(leading: .flexible(0), trailing: .flexible(0))

    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(60)), subitems: [item])

    var section = LayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_nested_hero() -> SectionLayoutProvider {
    var item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.6), height: .fractionalHeight(1)))
    item.contentInsets = DirectionalEdgeInsets(all: 4)

    var item2 = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    item2.contentInsets = DirectionalEdgeInsets(all: 4)

    let nestedGroup = LayoutGroup.vertical(
      layoutSize: LayoutSize(width: .fractionalWidth(0.4), height: .fractionalHeight(1)),
      subitem: item2,
      count: 2)

    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(200)),
      subitems: [.item(item), .group(nestedGroup)])

    var section = LayoutSection(group: group)
    section.interGroupSpacing = 8
    section.contentInsets = DirectionalEdgeInsets(all: 12)
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_orthogonal_pairs() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))

    var group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(0.9), height: .absolute(120)),
      subitem: item,
      count: 2)
    group.interItemSpacing = .fixed(10)

    var section = LayoutSection(group: group)
    section.interGroupSpacing = 20
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_paging() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))

    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(0.45), height: .absolute(100)), subitems: [item])

    var section = LayoutSection(group: group)
    section.interGroupSpacing = 8
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    section.orthogonalScrollingBehavior = .paging
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_section_insets_wider_than_the_page() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)))

    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(60)), subitems: [item])

    let header = BoundarySupplementaryItem(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)),
      elementKind: "header",
      alignment: .top)

    let footer = BoundarySupplementaryItem(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)),
      elementKind: "footer",
      alignment: .bottom)

    var section = LayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 200, bottom: 8, trailing: 200)
    section.boundarySupplementaryItems = [header, footer]
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_subitem_zero_below_exact_widths() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalHeight(1), height: .fractionalHeight(1)))

    var group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.1)),
      subitems: [item])
    group.contentInsets = DirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0)

    var section = LayoutSection(group: group)
    section.interGroupSpacing = 4
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_two_up_side_insets() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.45), height: .fractionalHeight(1)))

    var group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), subitems: [item])
    group.interItemSpacing = .fixed(8)

    var section = LayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 14, bottom: 0, trailing: 14)
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_variants_size_class() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
        subitem: item,
        count: 2)
      group.interItemSpacing = .fixed(8)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 8
      return section
    }

    func variant1() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(80)),
        subitem: item,
        count: 5)
      group.interItemSpacing = .fixed(12)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 12
      section.contentInsets = DirectionalEdgeInsets(all: 20)
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(horizontalSizeClass: .regular), use: .section(variant1())),
      ])
  }

  static func fixture_variants_width() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
      item.contentInsets = DirectionalEdgeInsets(all: 2)

      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
        subitem: item,
        count: 5)

      var section = LayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(all: 20)
      return section
    }

    func variant1() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
      item.contentInsets = DirectionalEdgeInsets(all: 2)

      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
        subitem: item,
        count: 10)

      var section = LayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(all: 20)
      return section
    }

    func variant2() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
      item.contentInsets = DirectionalEdgeInsets(all: 2)

      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
        subitem: item,
        count: 8)

      var section = LayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(all: 20)
      return section
    }

    func variant3() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
      item.contentInsets = DirectionalEdgeInsets(all: 2)

      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
        subitem: item,
        count: 6)

      var section = LayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(all: 20)
      return section
    }

    func variant4() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
      item.contentInsets = DirectionalEdgeInsets(all: 2)

      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
        subitem: item,
        count: 1)

      var section = LayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(all: 20)
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(minWidth: 800), use: .section(variant1())),
        .init(when: LayoutEnvironmentCondition(minWidth: 500, orientation: .landscape), use: .section(variant2())),
        .init(when: LayoutEnvironmentCondition(minWidth: 500, maxWidth: 800), use: .section(variant3())),
        .init(when: LayoutEnvironmentCondition(maxWidth: 360), use: .section(variant4())),
      ])
  }

  static func fixture_worked_a_grid() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(80)))

    var group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(80)),
      subitem: item,
      count: 4)
    group.interItemSpacing = .fixed(16)

    var section = LayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(all: 16)
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_worked_b_carousel() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))

    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .absolute(70), height: .absolute(90)), subitems: [item])

    var section = LayoutSection(group: group)
    section.interGroupSpacing = 16
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    section.orthogonalScrollingBehavior = .continuous
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_worked_c_banner() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))

    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(0.77), height: .absolute(150)), subitems: [item])

    var section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPaging
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_worked_d_columns() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))

    let nestedGroup = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(60)), subitems: [item])

    let group = LayoutGroup.vertical(
      layoutSize: LayoutSize(width: .fractionalWidth(0.8), height: .absolute(180)),
      subitems: [nestedGroup, nestedGroup, nestedGroup])

    var section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPaging
    return SectionLayoutProvider(.section(section))
  }

  static func fixture_z_index() -> SectionLayoutProvider {
    var badge = LayoutSupplementaryItem(
      layoutSize: LayoutSize(width: .absolute(18), height: .absolute(18)),
      elementKind: "badge",
      containerAnchor: LayoutAnchor(edges: [.top, .trailing], absoluteOffset: LayoutPoint(x: 6, y: -6)))
    badge.zIndex = 4

    let badge2 = LayoutSupplementaryItem(
      layoutSize: LayoutSize(width: .absolute(12), height: .absolute(12)),
      elementKind: "badge",
      containerAnchor: LayoutAnchor(edges: [.leading, .bottom]))

    var item = LayoutItem(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
      supplementaryItems: [badge, badge2])
    item.contentInsets = DirectionalEdgeInsets(all: 8)

    var group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(80)),
      subitem: item,
      count: 2)
    group.interItemSpacing = .fixed(6)

    var header = BoundarySupplementaryItem(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)),
      elementKind: "header",
      alignment: .top)
    header.pinToVisibleBounds = true
    header.zIndex = 5

    var header2 = BoundarySupplementaryItem(
      layoutSize: LayoutSize(width: .absolute(80), height: .absolute(24)),
      elementKind: "header",
      alignment: .topTrailing)
    header2.extendsBoundary = false
    header2.zIndex = 3

    var footer = BoundarySupplementaryItem(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)),
      elementKind: "footer",
      alignment: .bottom)
    footer.zIndex = -2

    let footer2 = BoundarySupplementaryItem(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(20)),
      elementKind: "footer",
      alignment: .bottom)

    var section = LayoutSection(group: group)
    section.interGroupSpacing = 6
    section.contentInsets = DirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
    section.boundarySupplementaryItems = [header, header2, footer, footer2]
    return SectionLayoutProvider(.section(section))
  }

  static func preset_emojiGrid() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
      item.contentInsets = DirectionalEdgeInsets(all: 5)

      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(0.28), height: .fractionalHeight(0.1)),
        subitems: [item])

      var section = LayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 11, bottom: 10, trailing: 11)
      section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
      return section
    }

    func variant1() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
      item.contentInsets = DirectionalEdgeInsets(all: 5)

      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .absolute(88), height: .absolute(88)), subitems: [item])

      var section = LayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 11, bottom: 10, trailing: 11)
      section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(horizontalSizeClass: .regular), use: .section(variant1())),
      ])
  }

  static func preset_storiesCarousel() -> SectionLayoutProvider {
    let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(1)))

    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .absolute(70), height: .estimated(1)), subitems: [item])

    let header = BoundarySupplementaryItem(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
      elementKind: "header",
      alignment: .top)

    let footer = BoundarySupplementaryItem(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)),
      elementKind: "footer",
      alignment: .bottom)

    var section = LayoutSection(group: group)
    section.interGroupSpacing = 16
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
    section.orthogonalScrollingBehavior = .continuous
    section.boundarySupplementaryItems = [header, footer]
    section.supplementariesFollowContentInsets = false
    return SectionLayoutProvider(.section(section))
  }

  static func preset_bannerCarousel() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(1)))

      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(0.77), height: .estimated(1)), subitems: [item])

      let header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
        elementKind: "header",
        alignment: .top)

      let footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)),
        elementKind: "footer",
        alignment: .bottom)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 16
      section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
      section.orthogonalScrollingBehavior = .continuous
      section.boundarySupplementaryItems = [header, footer]
      section.supplementariesFollowContentInsets = false
      return section
    }

    func variant1() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(1)))

      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .absolute(320), height: .estimated(1)), subitems: [item])

      let header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
        elementKind: "header",
        alignment: .top)

      let footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)),
        elementKind: "footer",
        alignment: .bottom)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 16
      section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
      section.orthogonalScrollingBehavior = .continuous
      section.boundarySupplementaryItems = [header, footer]
      section.supplementariesFollowContentInsets = false
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(horizontalSizeClass: .regular), use: .section(variant1())),
      ])
  }

  static func preset_columnCarousel() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(1)))

      let nestedGroup = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(1)), subitems: [item])

      let group = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .fractionalWidth(0.8), height: .estimated(1)),
        subitems: [nestedGroup, nestedGroup, nestedGroup])

      let header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
        elementKind: "header",
        alignment: .top)

      let footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)),
        elementKind: "footer",
        alignment: .bottom)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 16
      section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
      section.orthogonalScrollingBehavior = .groupPaging
      section.boundarySupplementaryItems = [header, footer]
      section.supplementariesFollowContentInsets = false
      return section
    }

    func variant1() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(1)))

      let nestedGroup = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(1)), subitems: [item])

      let group = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .absolute(360), height: .estimated(1)),
        subitems: [nestedGroup, nestedGroup, nestedGroup])

      let header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
        elementKind: "header",
        alignment: .top)

      let footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)),
        elementKind: "footer",
        alignment: .bottom)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 16
      section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
      section.orthogonalScrollingBehavior = .groupPaging
      section.boundarySupplementaryItems = [header, footer]
      section.supplementariesFollowContentInsets = false
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(horizontalSizeClass: .regular), use: .section(variant1())),
      ])
  }

  static func preset_adaptiveGrid() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(1)))

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(1)),
        subitem: item,
        count: 4)
      group.interItemSpacing = .fixed(16)

      let header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
        elementKind: "header",
        alignment: .top)

      let footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)),
        elementKind: "footer",
        alignment: .bottom)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 16
      section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
      section.boundarySupplementaryItems = [header, footer]
      return section
    }

    func variant1() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(1)))

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(1)),
        subitem: item,
        count: 15)
      group.interItemSpacing = .fixed(16)

      let header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
        elementKind: "header",
        alignment: .top)

      let footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)),
        elementKind: "footer",
        alignment: .bottom)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 16
      section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
      section.boundarySupplementaryItems = [header, footer]
      return section
    }

    func variant2() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(1)))

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(1)),
        subitem: item,
        count: 12)
      group.interItemSpacing = .fixed(16)

      let header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
        elementKind: "header",
        alignment: .top)

      let footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)),
        elementKind: "footer",
        alignment: .bottom)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 16
      section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
      section.boundarySupplementaryItems = [header, footer]
      return section
    }

    func variant3() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(1)))

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(1)),
        subitem: item,
        count: 9)
      group.interItemSpacing = .fixed(16)

      let header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
        elementKind: "header",
        alignment: .top)

      let footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)),
        elementKind: "footer",
        alignment: .bottom)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 16
      section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
      section.boundarySupplementaryItems = [header, footer]
      return section
    }

    func variant4() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(1)))

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(1)),
        subitem: item,
        count: 8)
      group.interItemSpacing = .fixed(16)

      let header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
        elementKind: "header",
        alignment: .top)

      let footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)),
        elementKind: "footer",
        alignment: .bottom)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 16
      section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
      section.boundarySupplementaryItems = [header, footer]
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(minWidth: 1200), use: .section(variant1())),
        .init(when: LayoutEnvironmentCondition(minWidth: 960), use: .section(variant2())),
        .init(when: LayoutEnvironmentCondition(horizontalSizeClass: .regular), use: .section(variant3())),
        .init(when: LayoutEnvironmentCondition(orientation: .landscape), use: .section(variant4())),
      ])
  }

  static func preset_plainList() -> SectionLayoutProvider {
    let configuration = ListConfiguration(appearance: .plain)
    return SectionLayoutProvider(.list(configuration))
  }

  static func preset_groupedList() -> SectionLayoutProvider {
    var configuration = ListConfiguration(appearance: .grouped)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    return SectionLayoutProvider(.list(configuration))
  }

  static func preset_insetGroupedList() -> SectionLayoutProvider {
    let configuration = ListConfiguration(appearance: .insetGrouped)
    return SectionLayoutProvider(.list(configuration))
  }

  static func preset_sidebar() -> SectionLayoutProvider {
    let configuration = ListConfiguration(appearance: .sidebar)
    return SectionLayoutProvider(.list(configuration))
  }

  static func preset_sidebarPlain() -> SectionLayoutProvider {
    let configuration = ListConfiguration(appearance: .sidebarPlain)
    return SectionLayoutProvider(.list(configuration))
  }

  static func generated_0() -> SectionLayoutProvider {
    func variant1() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .plain)
      configuration.footerMode = .supplementary
      configuration.contentInsets = DirectionalEdgeInsets(all: 9)
      return configuration
    }

    func variant3() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .absolute(151), height: .fractionalWidth(0.53)))
      item.contentInsets = DirectionalEdgeInsets(all: 18)
      item.edgeSpacing = EdgeSpacing(bottom: .flexible(12))

      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalHeight(0.76), height: .estimated(106.5)),
        subitem: item,
        count: 2)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 2
      section.contentInsets = DirectionalEdgeInsets(top: 21, leading: 0, bottom: 22, trailing: 5)
      return section
    }

    return SectionLayoutProvider(
      .preset(.storiesCarousel),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .portrait), use: .list(variant1())),
        .init(when: LayoutEnvironmentCondition(maxWidth: 1024), use: .preset(.adaptiveGrid)),
        .init(when: LayoutEnvironmentCondition(orientation: .landscape), use: .section(variant3())),
      ])
  }

  static func generated_1() -> SectionLayoutProvider {
    return SectionLayoutProvider(.preset(.storiesCarousel))
  }

  static func generated_2() -> SectionLayoutProvider {
    var item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.34), height: .estimated(98.5)))
    item.contentInsets = DirectionalEdgeInsets(all: 1)

    var group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(width: .fractionalHeight(0.61), height: .estimated(37.5)),
      subitems: [item])
    group.interItemSpacing = .flexible(22)

    let header = BoundarySupplementaryItem(
      layoutSize: LayoutSize(width: .estimated(25), height: .absolute(4)),
      elementKind: "header",
      alignment: .top)

    let header2 = BoundarySupplementaryItem(
      layoutSize: LayoutSize(width: .fractionalWidth(0.8), height: .fractionalHeight(0.06)),
      elementKind: "header",
      alignment: .top)

    var section = LayoutSection(group: group)
    section.interGroupSpacing = 16
    section.boundarySupplementaryItems = [header, header2]
    section.decorationItems = [.background(contentInsets: DirectionalEdgeInsets(top: 4, leading: 2, bottom: 18, trailing: 8))]
    return SectionLayoutProvider(.section(section))
  }

  static func generated_3() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .estimated(222.5), height: .fractionalHeight(0.76)))
      item.contentInsets = DirectionalEdgeInsets(all: 12)

      var item2 = LayoutItem(layoutSize: LayoutSize(width: .fractionalHeight(0.8), height: .absolute(150)))
      item2.contentInsets = DirectionalEdgeInsets(top: 15, leading: 6, bottom: 18, trailing: 0)

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .absolute(148), height: .fractionalWidth(0.25)),
        subitems: [item, item2])
      group.interItemSpacing = .flexible(15)

      var header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.65), height: .fractionalHeight(0.02)),
        elementKind: "header",
        alignment: .leading)
      header.pinToVisibleBounds = true

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 20
      section.contentInsets = DirectionalEdgeInsets(top: 23, leading: 254, bottom: 12, trailing: 205)
      section.boundarySupplementaryItems = [header]
      section.supplementariesFollowContentInsets = false
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(minWidth: 800), use: .preset(.bannerCarousel)),
      ])
  }

  static func generated_4() -> SectionLayoutProvider {
    var configuration = ListConfiguration(appearance: .insetGrouped)
    configuration.footerMode = .supplementary
    return SectionLayoutProvider(.list(configuration))
  }

  static func generated_5() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .absolute(195.5), height: .absolute(292.5)))
      item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 11, bottom: 14, trailing: 14)

      var group = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .fractionalHeight(0.07), height: .estimated(263.5)),
        subitem: item,
        count: 6)
      group.interItemSpacing = .fixed(14)

      let header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(147), height: .estimated(30)),
        elementKind: "header",
        alignment: .top)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 1
      section.boundarySupplementaryItems = [header]
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .landscape), use: .preset(.emojiGrid)),
      ])
  }

  static func generated_6() -> SectionLayoutProvider {
    func variant1() -> ListConfiguration {
      let configuration = ListConfiguration(appearance: .sidebarPlain)
      return configuration
    }

    return SectionLayoutProvider(
      .preset(.columnCarousel),
      variants: [
        .init(when: LayoutEnvironmentCondition(maxWidth: 1024), use: .list(variant1())),
      ])
  }

  static func generated_7() throws -> SectionLayoutProvider {
    func base() throws -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      configuration.showsSeparators = false
      configuration.contentInsets = DirectionalEdgeInsets(all: 0)
      configuration.leadingSwipeActions = [
        SwipeAction(title: "Ξ 😀", action: .copy(.text)),
        SwipeAction(
          title: "a/b\\c",
          backgroundColor: .systemPink,
          action: .link(try LinkTemplate("https://example.org/{id}"))),
      ]
      configuration.trailingSwipeActions = [
        SwipeAction(
          title: "Copy",
          backgroundColor: .systemGray,
          action: .link(try LinkTemplate("https://e.org/search?q={title}&t={text}"))),
        SwipeAction(title: "Share \"this\"", action: .link(try LinkTemplate("https://example.org/{id}"))),
      ]
      return configuration
    }

    func variant1() throws -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      configuration.showsSeparators = false
      configuration.leadingSwipeActions = [
        SwipeAction(title: "Ξ 😀", action: .copy(.text)),
        SwipeAction(
          title: "a/b\\c",
          backgroundColor: .systemPink,
          action: .link(try LinkTemplate("https://example.org/{id}"))),
      ]
      configuration.trailingSwipeActions = [
        SwipeAction(
          title: "Copy",
          backgroundColor: .systemGray,
          action: .link(try LinkTemplate("https://e.org/search?q={title}&t={text}"))),
        SwipeAction(title: "Share \"this\"", action: .link(try LinkTemplate("https://example.org/{id}"))),
      ]
      return configuration
    }

    func variant2() throws -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = .supplementary
      configuration.leadingSwipeActions = [
        SwipeAction(title: "Ξ 😀", action: .copy(.text)),
        SwipeAction(
          title: "a/b\\c",
          backgroundColor: .systemPink,
          action: .link(try LinkTemplate("https://example.org/{id}"))),
      ]
      configuration.trailingSwipeActions = [
        SwipeAction(
          title: "Copy",
          backgroundColor: .systemGray,
          action: .link(try LinkTemplate("https://e.org/search?q={title}&t={text}"))),
        SwipeAction(title: "Share \"this\"", action: .link(try LinkTemplate("https://example.org/{id}"))),
      ]
      return configuration
    }

    return SectionLayoutProvider(
      .list(try base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(minWidth: 500, orientation: .portrait), use: .list(try variant1())),
        .init(when: LayoutEnvironmentCondition(orientation: .portrait, horizontalSizeClass: .compact), use: .list(try variant2())),
      ])
  }

  static func generated_8() -> SectionLayoutProvider {
    return SectionLayoutProvider(.preset(.adaptiveGrid))
  }

  static func generated_9() throws -> SectionLayoutProvider {
    func base() throws -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebar)
      configuration.headerMode = .firstItemInSection
      configuration.contentInsets = DirectionalEdgeInsets(all: 2.75)
      configuration.leadingSwipeActions = [
        SwipeAction(
          title: "a/b\\c", style: .destructive, action: .link(try LinkTemplate("mailto:x@example.org"))),
      ]
      return configuration
    }

    func variant1() throws -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .grouped)
      configuration.headerMode = .firstItemInSection
      configuration.showsSeparators = false
      configuration.contentInsets = DirectionalEdgeInsets(all: 0)
      configuration.leadingSwipeActions = [
        SwipeAction(
          title: "a/b\\c", style: .destructive, action: .link(try LinkTemplate("mailto:x@example.org"))),
      ]
      return configuration
    }

    return SectionLayoutProvider(
      .list(try base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .landscape, horizontalSizeClass: .compact), use: .list(try variant1())),
      ])
  }

  static func generated_10() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.64), height: .absolute(113.5)))
      item.contentInsets = DirectionalEdgeInsets(all: 21)

      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .absolute(88), height: .fractionalHeight(0.3)),
        subitem: item,
        count: 4)

      let header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.01)),
        elementKind: "header",
        alignment: .top)

      var header2 = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.95), height: .estimated(20)),
        elementKind: "header",
        alignment: .top)
      header2.absoluteOffset = LayoutPoint(x: -7, y: -5)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 18
      section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 2, bottom: 1, trailing: 13)
      section.orthogonalScrollingBehavior = .groupPaging
      section.boundarySupplementaryItems = [header, header2]
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(minWidth: 500), use: .preset(.emojiGrid)),
      ])
  }

  static func generated_11() -> SectionLayoutProvider {
    return SectionLayoutProvider(.preset(.bannerCarousel))
  }

  static func generated_12() throws -> SectionLayoutProvider {
    func base() throws -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebarPlain)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      configuration.contentInsets = DirectionalEdgeInsets(top: 19, leading: 16.75, bottom: 6, trailing: 6.25)
      configuration.leadingSwipeActions = [
        SwipeAction(title: "Ξ 😀", action: .link(try LinkTemplate("https://example.org/{id}"))),
        SwipeAction(title: "Copy", backgroundColor: .systemOrange, action: .copy(.text)),
      ]
      return configuration
    }

    func variant1() throws -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebar)
      configuration.headerMode = .supplementary
      configuration.leadingSwipeActions = [
        SwipeAction(title: "Ξ 😀", action: .link(try LinkTemplate("https://example.org/{id}"))),
        SwipeAction(title: "Copy", backgroundColor: .systemOrange, action: .copy(.text)),
      ]
      return configuration
    }

    func variant2() throws -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebarPlain)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      configuration.showsSeparators = false
      configuration.leadingSwipeActions = [
        SwipeAction(title: "Ξ 😀", action: .link(try LinkTemplate("https://example.org/{id}"))),
        SwipeAction(title: "Copy", backgroundColor: .systemOrange, action: .copy(.text)),
      ]
      return configuration
    }

    return SectionLayoutProvider(
      .list(try base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(minWidth: 800.5, maxWidth: 1024), use: .list(try variant1())),
        .init(when: LayoutEnvironmentCondition(orientation: .portrait, horizontalSizeClass: .compact), use: .list(try variant2())),
      ])
  }

  static func generated_13() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.8), height: .absolute(277.5)))
      item.edgeSpacing = EdgeSpacing(leading: .fixed(20), trailing: .fixed(10))

      var nestedGroup = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .fractionalWidth(0.98), height: .absolute(158.5)), subitems: [item])
      nestedGroup.interItemSpacing = .fixed(1)

      let group = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .estimated(105.5), height: .fractionalHeight(0.47)),
        subitems: [nestedGroup])

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 17
      section.contentInsets = DirectionalEdgeInsets(top: 5, leading: 4, bottom: 24, trailing: 2)
      section.supplementariesFollowContentInsets = false
      section.decorationItems = [.background(contentInsets: DirectionalEdgeInsets(all: 4))]
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(horizontalSizeClass: .regular), use: .preset(.insetGroupedList)),
      ])
  }

  static func generated_14() throws -> SectionLayoutProvider {
    func base() throws -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .plain)
      configuration.headerMode = .firstItemInSection
      configuration.contentInsets = DirectionalEdgeInsets(top: 23.25, leading: 16.25, bottom: 7, trailing: 0)
      configuration.leadingSwipeActions = [
        SwipeAction(
          title: "Copy", action: .link(try LinkTemplate("https://e.org/search?q={title}&t={text}"))),
      ]
      return configuration
    }

    func variant1() throws -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .grouped)
      configuration.headerMode = .firstItemInSection
      configuration.leadingSwipeActions = [
        SwipeAction(
          title: "Copy", action: .link(try LinkTemplate("https://e.org/search?q={title}&t={text}"))),
      ]
      return configuration
    }

    return SectionLayoutProvider(
      .list(try base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(minWidth: 320, maxWidth: 1024), use: .list(try variant1())),
      ])
  }

  static func generated_15() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .estimated(13.5), height: .absolute(162.5)))
      item.edgeSpacing = EdgeSpacing(top: .fixed(18), trailing: .flexible(17), bottom: .fixed(11))

      var nestedGroup = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .estimated(36), height: .absolute(136.5)), subitem: item, count: 6)
      nestedGroup.interItemSpacing = .flexible(16)
      nestedGroup.contentInsets = DirectionalEdgeInsets(top: 2, leading: 10, bottom: 4, trailing: 22)

      let group = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .absolute(255.5), height: .fractionalHeight(0.39)),
        subitem: nestedGroup,
        count: 4)

      var header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(173), height: .absolute(49)),
        elementKind: "header",
        alignment: .top)
      header.extendsBoundary = false

      let header2 = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.55), height: .absolute(4)),
        elementKind: "header",
        alignment: .bottom)

      let header3 = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.08)),
        elementKind: "header",
        alignment: .top)

      var section = LayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(all: 23)
      section.boundarySupplementaryItems = [header, header2, header3]
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .portrait, horizontalSizeClass: .compact), use: .preset(.columnCarousel)),
      ])
  }

  static func generated_16() -> SectionLayoutProvider {
    return SectionLayoutProvider(
      .preset(.columnCarousel),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .portrait, horizontalSizeClass: .compact), use: .preset(.sidebar)),
      ])
  }

  static func generated_17() -> SectionLayoutProvider {
    func base() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebarPlain)
      configuration.headerMode = .firstItemInSection
      configuration.contentInsets = DirectionalEdgeInsets(top: 14.25, leading: 4.5, bottom: 19.5, trailing: 4)
      return configuration
    }

    func variant1() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebar)
      configuration.headerMode = .firstItemInSection
      configuration.contentInsets = DirectionalEdgeInsets(all: 0)
      return configuration
    }

    return SectionLayoutProvider(
      .list(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .landscape), use: .list(variant1())),
      ])
  }

  static func generated_18() -> SectionLayoutProvider {
    return SectionLayoutProvider(.preset(.columnCarousel))
  }

  static func generated_19() -> SectionLayoutProvider {
    return SectionLayoutProvider(
      .preset(.plainList),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .landscape, horizontalSizeClass: .compact), use: .preset(.sidebar)),
      ])
  }

  static func generated_20() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      let badge = LayoutSupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(10)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: .top, absoluteOffset: LayoutPoint(x: -7, y: -2)))

      let badge2 = LayoutSupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(11), height: .absolute(21)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: [.top, .leading], fractionalOffset: LayoutPoint(x: -0.9, y: 0.5)))

      var item = LayoutItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.87), height: .absolute(125)),
        supplementaryItems: [badge, badge2])
      item.edgeSpacing = EdgeSpacing(top: .flexible(2), trailing: .fixed(19))

      var nestedGroup = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .absolute(81), height: .fractionalHeight(0.15)), subitems: [item])
      nestedGroup.interItemSpacing = .fixed(13)
      nestedGroup.edgeSpacing = EdgeSpacing(top: .flexible(23), bottom: .fixed(0))

      let badge3 = LayoutSupplementaryItem(
        layoutSize: LayoutSize(width: .estimated(14), height: .absolute(15)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: .bottom, fractionalOffset: LayoutPoint(x: -0.3, y: 0.1)))

      let item2 = LayoutItem(
        layoutSize: LayoutSize(width: .fractionalHeight(0.88), height: .fractionalHeight(0.65)),
        supplementaryItems: [badge3])

      var item3 = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.54), height: .estimated(71.5)))
      item3.contentInsets = DirectionalEdgeInsets(top: 7, leading: 1, bottom: 23, trailing: 24)

      let nestedGroup2 = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .fractionalWidth(0.07), height: .absolute(69.5)),
        subitem: item3,
        count: 6)

      var group = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .absolute(95.5), height: .fractionalHeight(0.46)),
        subitems: [.group(nestedGroup), .item(item2), .group(nestedGroup2)])
      group.interItemSpacing = .flexible(12)

      var header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .estimated(247), height: .absolute(10)),
        elementKind: "header",
        alignment: .top)
      header.absoluteOffset = LayoutPoint(x: 5, y: -9)
      header.pinToVisibleBounds = true

      let footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(53)),
        elementKind: "footer",
        alignment: .bottom)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 21
      section.contentInsets = DirectionalEdgeInsets(all: 19)
      section.orthogonalScrollingBehavior = .continuous
      section.boundarySupplementaryItems = [header, footer]
      section.supplementariesFollowContentInsets = false
      return section
    }

    func variant1() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .absolute(109), height: .absolute(15)))

      let item2 = LayoutItem(layoutSize: LayoutSize(width: .absolute(256), height: .fractionalWidth(0.35)))

      var nestedGroup = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .estimated(64), height: .absolute(16.5)), subitems: [item, item2])
      nestedGroup.interItemSpacing = .fixed(2)

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .absolute(0), height: .absolute(46)), subitems: [nestedGroup])
      group.interItemSpacing = .fixed(19)

      let footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(160), height: .fractionalHeight(0.09)),
        elementKind: "footer",
        alignment: .none)

      var section = LayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(all: 19)
      section.boundarySupplementaryItems = [footer]
      section.decorationItems = [.background()]
      return section
    }

    func variant2() -> LayoutSection {
      let badge = LayoutSupplementaryItem(
        layoutSize: LayoutSize(width: .estimated(10), height: .absolute(26)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: [.leading, .bottom], fractionalOffset: LayoutPoint(x: 0.3, y: -0.4)),
        itemAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: LayoutPoint(x: 0.2, y: -0.8)))

      var item = LayoutItem(
        layoutSize: LayoutSize(width: .absolute(62), height: .absolute(111)), supplementaryItems: [badge])
      item.contentInsets = DirectionalEdgeInsets(top: 14, leading: 23, bottom: 11, trailing: 14)

      let badge2 = LayoutSupplementaryItem(
        layoutSize: LayoutSize(width: .estimated(14), height: .absolute(22)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: [], fractionalOffset: LayoutPoint(x: 0.7, y: 0.8)))

      let badge3 = LayoutSupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(12), height: .fractionalHeight(0.1)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: .trailing, fractionalOffset: LayoutPoint(x: 0.2, y: -0.6)),
        itemAnchor: LayoutAnchor(edges: [.leading, .bottom], absoluteOffset: LayoutPoint(x: 1, y: 8)))

      let item2 = LayoutItem(
        layoutSize: LayoutSize(width: .estimated(101.5), height: .fractionalHeight(0.83)),
        supplementaryItems: [badge2, badge3])

      var nestedGroup = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(0.8), height: .fractionalHeight(0.16)),
        subitems: [item2])
      nestedGroup.interItemSpacing = .flexible(22)

      let item3 = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.28), height: .absolute(58.5)))

      var nestedGroup2 = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .estimated(207.5), height: .absolute(16.5)),
        subitems: [.item(item), .group(nestedGroup), .item(item3)])
      nestedGroup2.interItemSpacing = .fixed(16)

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(0.43), height: .fractionalWidth(0.73)),
        subitems: [nestedGroup2])
      group.interItemSpacing = .fixed(20)

      var header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.8), height: .estimated(19)),
        elementKind: "header",
        alignment: .topLeading)
      header.absoluteOffset = LayoutPoint(x: 10, y: 3)
      header.pinToVisibleBounds = true

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 2
      section.contentInsets = DirectionalEdgeInsets(all: 14)
      section.orthogonalScrollingBehavior = .continuous
      section.boundarySupplementaryItems = [header]
      section.decorationItems = [.background()]
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(horizontalSizeClass: .regular), use: .section(variant1())),
        .init(when: LayoutEnvironmentCondition(minWidth: 0.25), use: .section(variant2())),
      ])
  }

  static func generated_21() -> SectionLayoutProvider {
    return SectionLayoutProvider(.preset(.plainList))
  }

  static func generated_22() -> SectionLayoutProvider {
    func base() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .insetGrouped)
      configuration.showsSeparators = false
      configuration.contentInsets = DirectionalEdgeInsets(all: 0)
      return configuration
    }

    return SectionLayoutProvider(
      .list(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .portrait, horizontalSizeClass: .compact), use: .preset(.insetGroupedList)),
      ])
  }

  static func generated_23() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      let badge = LayoutSupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.2), height: .fractionalHeight(0.15)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: .leading, fractionalOffset: LayoutPoint(x: 0.9, y: -0.2)))

      var item = LayoutItem(
        layoutSize: LayoutSize(width: .estimated(15), height: .absolute(202)),
        supplementaryItems: [badge])
      item.edgeSpacing = EdgeSpacing()

      let item2 = LayoutItem(layoutSize: LayoutSize(width: .estimated(120), height: .absolute(141)))

      var group = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .absolute(269.5), height: .absolute(93.5)), subitems: [item, item2])
      group.interItemSpacing = .fixed(13)

      let header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .estimated(240), height: .estimated(15)),
        elementKind: "header",
        alignment: .none)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 16
      section.contentInsets = DirectionalEdgeInsets(top: 22, leading: 13, bottom: 1, trailing: 22)
      section.orthogonalScrollingBehavior = .paging
      section.boundarySupplementaryItems = [header]
      return section
    }

    func variant1() -> LayoutSection {
      let badge = LayoutSupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(28), height: .absolute(10)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: [.leading, .bottom], absoluteOffset: LayoutPoint(x: -9, y: -9)))

      let item = LayoutItem(
        layoutSize: LayoutSize(width: .estimated(249.5), height: .absolute(180.5)),
        supplementaryItems: [badge])

      var group = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .fractionalWidth(0.32), height: .estimated(114)),
        repeatingSubitem: item,
        count: 4)
      group.interItemSpacing = .flexible(13)

      var header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(23)),
        elementKind: "header",
        alignment: .top)
      header.pinToVisibleBounds = true

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 14
      section.orthogonalScrollingBehavior = .paging
      section.boundarySupplementaryItems = [header]
      return section
    }

    func variant2() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.77), height: .fractionalHeight(0.17)))

      let item2 = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.97), height: .fractionalWidth(0.25)))

      var item3 = LayoutItem(layoutSize: LayoutSize(width: .estimated(272.5), height: .absolute(40.5)))
      item3.contentInsets = DirectionalEdgeInsets(all: 21)

      var nestedGroup = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .estimated(281), height: .estimated(102.5)),
        subitems: [item, item2, item3])
      nestedGroup.interItemSpacing = .fixed(9)

      var item4 = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.56), height: .fractionalHeight(0.63)))
      item4.edgeSpacing = EdgeSpacing(leading: .fixed(19), trailing: .fixed(9))

      let nestedGroup2 = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .estimated(241), height: .fractionalHeight(0.75)),
        subitems: [item4])

      var item5 = LayoutItem(layoutSize: LayoutSize(width: .estimated(193), height: .fractionalHeight(0.67)))
      item5.contentInsets = DirectionalEdgeInsets(all: 3)

      var nestedGroup3 = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .absolute(106.5), height: .fractionalHeight(0.29)),
        subitems: [.group(nestedGroup), .group(nestedGroup2), .item(item5)])
      nestedGroup3.interItemSpacing = .flexible(14)
      nestedGroup3.contentInsets = DirectionalEdgeInsets(top: 12, leading: 16, bottom: 21, trailing: 23)

      let badge = LayoutSupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(27), height: .fractionalHeight(0.35)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: .bottom, fractionalOffset: LayoutPoint(x: 0.3, y: -0.6)))

      let badge2 = LayoutSupplementaryItem(
        layoutSize: LayoutSize(width: .estimated(8), height: .absolute(22)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: .bottom, absoluteOffset: LayoutPoint(x: 6, y: 8)))

      let item6 = LayoutItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.92), height: .fractionalHeight(0.41)),
        supplementaryItems: [badge, badge2])

      let item7 = LayoutItem(layoutSize: LayoutSize(width: .absolute(193.5), height: .absolute(178.5)))

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .absolute(255.5), height: .fractionalHeight(0.24)),
        subitems: [.group(nestedGroup3), .item(item6), .item(item7)])
      group.interItemSpacing = .flexible(5)

      var section = LayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(top: 9, leading: 12, bottom: 23, trailing: 0)
      section.orthogonalScrollingBehavior = .paging
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .landscape), use: .section(variant1())),
        .init(when: LayoutEnvironmentCondition(minWidth: 800, orientation: .portrait), use: .section(variant2())),
      ])
  }

  static func generated_24() throws -> SectionLayoutProvider {
    func base() throws -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebar)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      configuration.contentInsets = DirectionalEdgeInsets(all: 23)
      configuration.leadingSwipeActions = [
        SwipeAction(title: "Ξ 😀", action: .copy(.title)),
        SwipeAction(title: "Look up", action: .link(try LinkTemplate("mailto:x@example.org"))),
      ]
      return configuration
    }

    func variant1() throws -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .insetGrouped)
      configuration.footerMode = .supplementary
      configuration.showsSeparators = false
      configuration.leadingSwipeActions = [
        SwipeAction(title: "Ξ 😀", action: .copy(.title)),
        SwipeAction(title: "Look up", action: .link(try LinkTemplate("mailto:x@example.org"))),
      ]
      return configuration
    }

    func variant2() throws -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .insetGrouped)
      configuration.contentInsets = DirectionalEdgeInsets(top: 11.75, leading: 20.5, bottom: 23.25, trailing: 22.5)
      configuration.leadingSwipeActions = [
        SwipeAction(title: "Ξ 😀", action: .copy(.title)),
        SwipeAction(title: "Look up", action: .link(try LinkTemplate("mailto:x@example.org"))),
      ]
      return configuration
    }

    return SectionLayoutProvider(
      .list(try base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(horizontalSizeClass: .regular), use: .list(try variant1())),
        .init(when: LayoutEnvironmentCondition(minWidth: 800.5, maxWidth: 1024), use: .list(try variant2())),
      ])
  }

  static func generated_25() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .estimated(55.5), height: .fractionalHeight(0.57)))
      item.contentInsets = DirectionalEdgeInsets(top: 21, leading: 3, bottom: 17, trailing: 23)
      item.edgeSpacing = EdgeSpacing()

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(0.41), height: .absolute(113.5)), subitems: [item])
      group.interItemSpacing = .fixed(8)
      group.contentInsets = DirectionalEdgeInsets(top: 6, leading: 17, bottom: 17, trailing: 19)

      var header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(172), height: .absolute(50)),
        elementKind: "header",
        alignment: .top)
      header.absoluteOffset = LayoutPoint(x: 6, y: 9)

      var header2 = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(223), height: .estimated(44)),
        elementKind: "header",
        alignment: .bottomLeading)
      header2.absoluteOffset = LayoutPoint(x: -1, y: -9)

      var footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.7), height: .estimated(58)),
        elementKind: "footer",
        alignment: .bottom)
      footer.pinToVisibleBounds = true

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 7
      section.boundarySupplementaryItems = [header, header2, footer]
      section.supplementariesFollowContentInsets = false
      section.decorationItems = [.background(contentInsets: DirectionalEdgeInsets(all: 14))]
      return section
    }

    func variant2() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .plain)
      configuration.footerMode = .supplementary
      return configuration
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(horizontalSizeClass: .regular), use: .preset(.sidebarPlain)),
        .init(when: LayoutEnvironmentCondition(maxWidth: 1024), use: .list(variant2())),
      ])
  }

  static func generated_26() -> SectionLayoutProvider {
    func variant1() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .plain)
      configuration.showsSeparators = false
      return configuration
    }

    return SectionLayoutProvider(
      .preset(.groupedList),
      variants: [
        .init(when: LayoutEnvironmentCondition(minWidth: 320, maxWidth: 1024), use: .list(variant1())),
      ])
  }

  static func generated_27() -> SectionLayoutProvider {
    func base() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebarPlain)
      configuration.headerMode = .supplementary
      configuration.contentInsets = DirectionalEdgeInsets(top: 21.5, leading: 8.5, bottom: 23, trailing: 8.75)
      return configuration
    }

    func variant1() -> LayoutSection {
      let badge = LayoutSupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(19), height: .fractionalHeight(0.25)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: .trailing, absoluteOffset: LayoutPoint(x: -7, y: 9)))

      let item = LayoutItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.34), height: .absolute(300)),
        supplementaryItems: [badge])

      var group = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .fractionalWidth(0.48), height: .fractionalHeight(0.9)),
        subitem: item,
        count: 2)
      group.interItemSpacing = .flexible(5)

      var header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(264), height: .absolute(52)),
        elementKind: "header",
        alignment: .top)
      header.absoluteOffset = LayoutPoint(x: -9, y: 5)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 18
      section.orthogonalScrollingBehavior = .continuous
      section.boundarySupplementaryItems = [header]
      return section
    }

    return SectionLayoutProvider(
      .list(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(horizontalSizeClass: .compact), use: .section(variant1())),
        .init(when: LayoutEnvironmentCondition(horizontalSizeClass: .compact), use: .preset(.sidebar)),
      ])
  }

  static func generated_28() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .fractionalHeight(0.24), height: .fractionalHeight(0.51)))
      item.edgeSpacing = EdgeSpacing(top: .flexible(2))

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .estimated(150.5), height: .fractionalHeight(0.1)),
        subitems: [item])
      group.interItemSpacing = .fixed(8)

      var section = LayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
      section.decorationItems = [.background(contentInsets: DirectionalEdgeInsets(top: 11, leading: 22, bottom: 14, trailing: 3))]
      return section
    }

    func variant1() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalHeight(0.49), height: .fractionalWidth(0.07)))

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(0.41), height: .absolute(68.5)), subitems: [item])
      group.interItemSpacing = .fixed(18)

      var header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(146), height: .estimated(38)),
        elementKind: "header",
        alignment: .top)
      header.absoluteOffset = LayoutPoint(x: -6, y: -10)
      header.pinToVisibleBounds = true

      var footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.95), height: .estimated(42)),
        elementKind: "footer",
        alignment: .bottom)
      footer.absoluteOffset = LayoutPoint(x: -2, y: 6)
      footer.pinToVisibleBounds = true

      var header2 = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(252), height: .absolute(57)),
        elementKind: "header",
        alignment: .top)
      header2.absoluteOffset = LayoutPoint(x: -5, y: -4)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 3
      section.boundarySupplementaryItems = [header, footer, header2]
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .landscape), use: .section(variant1())),
      ])
  }

  static func generated_29() -> SectionLayoutProvider {
    func variant1() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.1), height: .absolute(213.5)))
      item.contentInsets = DirectionalEdgeInsets(all: 10)

      var item2 = LayoutItem(layoutSize: LayoutSize(width: .estimated(142.5), height: .fractionalHeight(0.96)))
      item2.edgeSpacing = EdgeSpacing(top: .fixed(8), trailing: .fixed(8))

      let item3 = LayoutItem(layoutSize: LayoutSize(width: .absolute(82.5), height: .estimated(123.5)))

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(0.31), height: .estimated(250)),
        subitems: [item, item2, item3])
      group.interItemSpacing = .fixed(14)

      let footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(21)),
        elementKind: "footer",
        alignment: .bottomLeading)

      let header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.9), height: .estimated(19)),
        elementKind: "header",
        alignment: .top)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 18
      section.boundarySupplementaryItems = [footer, header]
      return section
    }

    return SectionLayoutProvider(
      .preset(.adaptiveGrid),
      variants: [
        .init(when: LayoutEnvironmentCondition(minWidth: 800, orientation: .landscape), use: .section(variant1())),
      ])
  }

  static func generated_30() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      let badge = LayoutSupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.45), height: .absolute(17)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: .trailing, fractionalOffset: LayoutPoint(x: 0.3, y: -0.3)))

      var item = LayoutItem(
        layoutSize: LayoutSize(width: .absolute(222.5), height: .estimated(142.5)),
        supplementaryItems: [badge])
      item.contentInsets = DirectionalEdgeInsets(all: 18)

      let badge2 = LayoutSupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(10), height: .absolute(22)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: .top, fractionalOffset: LayoutPoint(x: 0.4, y: 0.6)),
        itemAnchor: LayoutAnchor(edges: [.leading, .bottom], absoluteOffset: LayoutPoint(x: 2, y: -8)))

      var item2 = LayoutItem(
        layoutSize: LayoutSize(width: .estimated(110), height: .fractionalHeight(0.48)),
        supplementaryItems: [badge2])
      item2.contentInsets = DirectionalEdgeInsets(top: 13, leading: 21, bottom: 13, trailing: 14)

      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(0.7), height: .estimated(128.5)),
        subitems: [item, item2])

      let header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.85), height: .absolute(59)),
        elementKind: "header",
        alignment: .none)

      let header2 = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.85), height: .absolute(20)),
        elementKind: "header",
        alignment: .bottom)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 5
      section.contentInsets = DirectionalEdgeInsets(top: 14, leading: 286, bottom: 24, trailing: 182)
      section.boundarySupplementaryItems = [header, header2]
      section.decorationItems = [.background()]
      return section
    }

    func variant1() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.61), height: .estimated(270.5)))
      item.edgeSpacing = EdgeSpacing(top: .flexible(16), trailing: .flexible(2))

      var item2 = LayoutItem(layoutSize: LayoutSize(width: .fractionalHeight(0.33), height: .fractionalWidth(0.39)))
      item2.edgeSpacing = EdgeSpacing(leading: .fixed(21))

      var item3 = LayoutItem(layoutSize: LayoutSize(width: .fractionalHeight(0.39), height: .fractionalHeight(0.82)))
      item3.contentInsets = DirectionalEdgeInsets(top: 17, leading: 12, bottom: 19, trailing: 8)

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .estimated(97.5), height: .estimated(202.5)),
        subitems: [item, item2, item3])
      group.interItemSpacing = .fixed(5)

      var footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.9), height: .fractionalHeight(0.04)),
        elementKind: "footer",
        alignment: .bottomLeading)
      footer.extendsBoundary = false

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 9
      section.contentInsets = DirectionalEdgeInsets(top: 4, leading: 11, bottom: 23, trailing: 18)
      section.orthogonalScrollingBehavior = .paging
      section.boundarySupplementaryItems = [footer]
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .landscape, horizontalSizeClass: .compact), use: .section(variant1())),
      ])
  }

  static func generated_31() -> SectionLayoutProvider {
    return SectionLayoutProvider(
      .preset(.adaptiveGrid),
      variants: [
        .init(when: LayoutEnvironmentCondition(horizontalSizeClass: .regular), use: .preset(.sidebarPlain)),
      ])
  }

  static func generated_32() -> SectionLayoutProvider {
    func base() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebarPlain)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      configuration.showsSeparators = false
      configuration.contentInsets = DirectionalEdgeInsets(top: 10.5, leading: 22.75, bottom: 21.5, trailing: 3.25)
      return configuration
    }

    return SectionLayoutProvider(
      .list(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(minWidth: 0.25), use: .preset(.storiesCarousel)),
        .init(when: LayoutEnvironmentCondition(orientation: .landscape, horizontalSizeClass: .compact), use: .preset(.groupedList)),
      ])
  }

  static func generated_33() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.7), height: .fractionalHeight(0.64)))

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(0.07), height: .estimated(117.5)),
        subitems: [item])
      group.interItemSpacing = .flexible(3)

      var header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.95), height: .estimated(44)),
        elementKind: "header",
        alignment: .top)
      header.pinToVisibleBounds = true

      var section = LayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(all: 17)
      section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
      section.boundarySupplementaryItems = [header]
      return section
    }

    func variant1() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .estimated(278), height: .estimated(126)))
      item.edgeSpacing = EdgeSpacing(leading: .flexible(10), trailing: .flexible(8))

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .absolute(215.5), height: .absolute(146)), subitems: [item])
      group.contentInsets = DirectionalEdgeInsets(all: 3)

      let header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.9), height: .absolute(52)),
        elementKind: "header",
        alignment: .top)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 17
      section.boundarySupplementaryItems = [header]
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(minWidth: 500, orientation: .portrait), use: .section(variant1())),
      ])
  }

  static func generated_34() -> SectionLayoutProvider {
    func base() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = .supplementary
      configuration.contentInsets = DirectionalEdgeInsets(all: 0)
      return configuration
    }

    func variant3() -> LayoutSection {
      let badge = LayoutSupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(0.4)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: .leading, fractionalOffset: LayoutPoint(x: 0.4, y: 0.4)))

      let badge2 = LayoutSupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(0.45)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: .leading, fractionalOffset: LayoutPoint(x: -0.5, y: 0.6)))

      var item = LayoutItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.17), height: .fractionalHeight(0.44)),
        supplementaryItems: [badge, badge2])
      item.edgeSpacing = EdgeSpacing(leading: .flexible(23), top: .flexible(3), trailing: .fixed(23), bottom: .flexible(7))

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .estimated(163.5), height: .fractionalWidth(0.91)),
        subitem: item,
        count: 5)
      group.interItemSpacing = .flexible(11)

      var header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.6), height: .absolute(29)),
        elementKind: "header",
        alignment: .bottomTrailing)
      header.pinToVisibleBounds = true

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 18
      section.contentInsets = DirectionalEdgeInsets(top: 15, leading: 13, bottom: 12, trailing: 8)
      section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
      section.boundarySupplementaryItems = [header]
      return section
    }

    return SectionLayoutProvider(
      .list(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(minWidth: 320, maxWidth: 1024), use: .preset(.insetGroupedList)),
        .init(when: LayoutEnvironmentCondition(horizontalSizeClass: .compact), use: .preset(.groupedList)),
        .init(when: LayoutEnvironmentCondition(minWidth: 320, maxWidth: 1024), use: .section(variant3())),
      ])
  }

  static func generated_35() -> SectionLayoutProvider {
    func base() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebarPlain)
      configuration.headerMode = .supplementary
      configuration.contentInsets = DirectionalEdgeInsets(all: 0)
      return configuration
    }

    func variant2() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebar)
      configuration.headerMode = .supplementary
      return configuration
    }

    return SectionLayoutProvider(
      .list(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(minWidth: 320, maxWidth: 1024), use: .preset(.adaptiveGrid)),
        .init(when: LayoutEnvironmentCondition(orientation: .landscape, horizontalSizeClass: .regular), use: .list(variant2())),
      ])
  }

  static func generated_36() -> SectionLayoutProvider {
    return SectionLayoutProvider(
      .preset(.insetGroupedList),
      variants: [
        .init(when: LayoutEnvironmentCondition(maxWidth: 1024), use: .preset(.sidebarPlain)),
      ])
  }

  static func generated_37() -> SectionLayoutProvider {
    func base() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebarPlain)
      configuration.headerMode = .supplementary
      configuration.contentInsets = DirectionalEdgeInsets(all: 11.5)
      return configuration
    }

    func variant2() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.86), height: .fractionalHeight(0.08)))
      item.edgeSpacing = EdgeSpacing(leading: .fixed(22), trailing: .flexible(21), bottom: .flexible(7))

      let item2 = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.88), height: .fractionalHeight(0.68)))

      var nestedGroup = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .absolute(112), height: .absolute(98.5)),
        subitem: item2,
        countDividingContainerWidthBy: 46.5)
      nestedGroup.interItemSpacing = .flexible(5)

      let nestedGroup2 = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(0.54), height: .absolute(137.5)),
        subitem: nestedGroup,
        count: 1)

      let item3 = LayoutItem(layoutSize: LayoutSize(width: .absolute(27.5), height: .fractionalWidth(0.28)))

      var nestedGroup3 = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .estimated(21), height: .fractionalWidth(0.32)),
        subitem: item3,
        count: 4)
      nestedGroup3.interItemSpacing = .fixed(21)
      nestedGroup3.contentInsets = DirectionalEdgeInsets(all: 9)

      var group = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .estimated(24), height: .fractionalHeight(0.37)),
        subitems: [.item(item), .group(nestedGroup2), .group(nestedGroup3)])
      group.interItemSpacing = .fixed(1)
      group.contentInsets = DirectionalEdgeInsets(top: 5, leading: 24, bottom: 15, trailing: 10)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 6
      section.contentInsets = DirectionalEdgeInsets(all: 19)
      section.decorationItems = [.background()]
      return section
    }

    return SectionLayoutProvider(
      .list(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(horizontalSizeClass: .regular), use: .preset(.groupedList)),
        .init(when: LayoutEnvironmentCondition(orientation: .landscape, horizontalSizeClass: .compact), use: .section(variant2())),
      ])
  }

  static func generated_38() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.34), height: .fractionalHeight(0.29)))

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(0.98), height: .absolute(35.5)),
        subitem: item,
        count: 6)
      group.interItemSpacing = .flexible(8)
      group.contentInsets = DirectionalEdgeInsets(all: 10)

      var header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .estimated(188), height: .estimated(32)),
        elementKind: "header",
        alignment: .topTrailing)
      header.absoluteOffset = LayoutPoint(x: -7, y: 1)
      header.extendsBoundary = false

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 9
      section.contentInsets = DirectionalEdgeInsets(top: 19, leading: 2, bottom: 1, trailing: 8)
      section.orthogonalScrollingBehavior = .groupPaging
      section.boundarySupplementaryItems = [header]
      return section
    }

    func variant1() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .absolute(0), height: .estimated(271)))
      item.edgeSpacing = EdgeSpacing(bottom: .flexible(10))

      var group = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .absolute(133.5), height: .fractionalHeight(0.88)),
        subitems: [item])
      group.interItemSpacing = .flexible(8)

      var section = LayoutSection(group: group)
      section.orthogonalScrollingBehavior = .groupPagingCentered
      section.decorationItems = [.background()]
      return section
    }

    func variant2() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .estimated(253.5), height: .fractionalWidth(0.75)))
      item.contentInsets = DirectionalEdgeInsets(all: 12)
      item.edgeSpacing = EdgeSpacing(top: .fixed(4), trailing: .flexible(8), bottom: .flexible(20))

      var item2 = LayoutItem(layoutSize: LayoutSize(width: .absolute(116.5), height: .fractionalHeight(0.42)))
      item2.contentInsets = DirectionalEdgeInsets(top: 19, leading: 7, bottom: 11, trailing: 12)

      let item3 = LayoutItem(layoutSize: LayoutSize(width: .fractionalHeight(0.42), height: .fractionalHeight(0.66)))

      let badge = LayoutSupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(12), height: .absolute(24)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: .trailing, fractionalOffset: LayoutPoint(x: 0, y: -0.1)))

      let badge2 = LayoutSupplementaryItem(
        layoutSize: LayoutSize(width: .estimated(21), height: .fractionalHeight(0.2)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: .bottom, absoluteOffset: LayoutPoint(x: -3, y: 6)))

      var item4 = LayoutItem(
        layoutSize: LayoutSize(width: .estimated(156), height: .fractionalHeight(0.06)),
        supplementaryItems: [badge, badge2])
      item4.contentInsets = DirectionalEdgeInsets(top: 4, leading: 12, bottom: 5, trailing: 2)

      let item5 = LayoutItem(layoutSize: LayoutSize(width: .estimated(85.5), height: .fractionalWidth(0.45)))

      var nestedGroup = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .absolute(76.5), height: .fractionalHeight(0.22)),
        subitems: [item3, item4, item5])
      nestedGroup.contentInsets = DirectionalEdgeInsets(all: 17)

      let nestedGroup2 = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .estimated(93), height: .absolute(137)),
        subitems: [.item(item), .item(item2), .group(nestedGroup)])

      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(0.12), height: .fractionalWidth(0.79)),
        subitem: nestedGroup2,
        count: 4)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 21
      section.orthogonalScrollingBehavior = .groupPagingCentered
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(minWidth: 0.25), use: .section(variant1())),
        .init(when: LayoutEnvironmentCondition(orientation: .landscape, horizontalSizeClass: .regular), use: .section(variant2())),
      ])
  }

  static func generated_39() -> SectionLayoutProvider {
    func variant1() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebar)
      configuration.headerMode = .supplementary
      return configuration
    }

    return SectionLayoutProvider(
      .preset(.insetGroupedList),
      variants: [
        .init(when: LayoutEnvironmentCondition(horizontalSizeClass: .regular), use: .list(variant1())),
      ])
  }

  static func generated_40() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.54), height: .fractionalHeight(0.06)))

      var group = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .absolute(57.5), height: .estimated(223.5)),
        subitem: item,
        count: 5)
      group.interItemSpacing = .flexible(4)

      let header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.05)),
        elementKind: "header",
        alignment: .top)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 3
      section.contentInsets = DirectionalEdgeInsets(all: 21)
      section.boundarySupplementaryItems = [header]
      return section
    }

    func variant1() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.76), height: .estimated(118.5)))

      var group = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .estimated(250), height: .absolute(217.5)), subitem: item, count: 6)
      group.contentInsets = DirectionalEdgeInsets(all: 7)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 11
      section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 12, bottom: 5, trailing: 22)
      return section
    }

    func variant2() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .absolute(236.5), height: .absolute(30.5)))

      let item2 = LayoutItem(layoutSize: LayoutSize(width: .absolute(222), height: .fractionalWidth(0.1)))

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .estimated(16), height: .estimated(45.5)), subitems: [item, item2])
      group.contentInsets = DirectionalEdgeInsets(top: 15, leading: 7, bottom: 7, trailing: 1)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 22
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .landscape), use: .section(variant1())),
        .init(when: LayoutEnvironmentCondition(orientation: .portrait), use: .section(variant2())),
        .init(when: LayoutEnvironmentCondition(orientation: .landscape), use: .preset(.columnCarousel)),
      ])
  }

  static func generated_41() -> SectionLayoutProvider {
    func variant1() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .grouped)
      configuration.footerMode = .supplementary
      return configuration
    }

    return SectionLayoutProvider(
      .preset(.insetGroupedList),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .landscape), use: .list(variant1())),
      ])
  }

  static func generated_42() -> SectionLayoutProvider {
    var configuration = ListConfiguration(appearance: .grouped)
    configuration.headerMode = .firstItemInSection
    configuration.footerMode = .supplementary
    configuration.contentInsets = DirectionalEdgeInsets(top: 17.5, leading: 8.25, bottom: 20, trailing: 9)
    return SectionLayoutProvider(.list(configuration))
  }

  static func generated_43() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.74), height: .fractionalHeight(0.17)))
      item.edgeSpacing = EdgeSpacing(leading: .flexible(21), trailing: .fixed(15), bottom: .fixed(10))

      var nestedGroup = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .absolute(47), height: .estimated(82)), subitem: item, count: 6)
      nestedGroup.interItemSpacing = .flexible(13)

      let group = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .fractionalWidth(0.26), height: .fractionalHeight(0.78)),
        subitems: [nestedGroup])

      let footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .estimated(112), height: .absolute(48)),
        elementKind: "footer",
        alignment: .top)

      var section = LayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(all: 21)
      section.boundarySupplementaryItems = [footer]
      return section
    }

    func variant1() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.2), height: .fractionalHeight(0.75)))

      var nestedGroup = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .fractionalHeight(0.3), height: .fractionalHeight(0.54)),
        subitem: item,
        countDividingContainerWidthBy: 257.5)
      nestedGroup.contentInsets = DirectionalEdgeInsets(all: 19)

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .absolute(67.5), height: .fractionalWidth(0.2)),
        subitems: [nestedGroup])
      group.interItemSpacing = .flexible(12)
      group.contentInsets = DirectionalEdgeInsets(top: 23, leading: 24, bottom: 20, trailing: 20)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 22
      section.contentInsets = DirectionalEdgeInsets(top: 16, leading: 19, bottom: 2, trailing: 17)
      return section
    }

    func variant2() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .plain)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      configuration.showsSeparators = false
      return configuration
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .portrait, horizontalSizeClass: .regular), use: .section(variant1())),
        .init(when: LayoutEnvironmentCondition(horizontalSizeClass: .regular), use: .list(variant2())),
      ])
  }

  static func generated_44() -> SectionLayoutProvider {
    func variant1() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebar)
      configuration.footerMode = .supplementary
      return configuration
    }

    return SectionLayoutProvider(
      .preset(.groupedList),
      variants: [
        .init(when: LayoutEnvironmentCondition(maxWidth: 1024), use: .list(variant1())),
        .init(when: LayoutEnvironmentCondition(orientation: .portrait, horizontalSizeClass: .compact), use: .preset(.emojiGrid)),
      ])
  }

  static func generated_45() throws -> SectionLayoutProvider {
    func base() throws -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .grouped)
      configuration.headerMode = .supplementary
      configuration.leadingSwipeActions = [
        SwipeAction(title: "Share \"this\"", action: .link(try LinkTemplate("mailto:x@example.org"))),
        SwipeAction(
          title: "Look up",
          style: .destructive,
          action: .link(try LinkTemplate("https://e.org/search?q={title}&t={text}"))),
      ]
      configuration.trailingSwipeActions = [SwipeAction(title: "Copy", action: .link(try LinkTemplate("https://example.org/{id}")))]
      return configuration
    }

    func variant1() throws -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .grouped)
      configuration.footerMode = .supplementary
      configuration.leadingSwipeActions = [
        SwipeAction(title: "Share \"this\"", action: .link(try LinkTemplate("mailto:x@example.org"))),
        SwipeAction(
          title: "Look up",
          style: .destructive,
          action: .link(try LinkTemplate("https://e.org/search?q={title}&t={text}"))),
      ]
      configuration.trailingSwipeActions = [SwipeAction(title: "Copy", action: .link(try LinkTemplate("https://example.org/{id}")))]
      return configuration
    }

    func variant2() throws -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .plain)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      configuration.showsSeparators = false
      configuration.contentInsets = DirectionalEdgeInsets(top: 20.25, leading: 5, bottom: 2.25, trailing: 13.75)
      configuration.leadingSwipeActions = [
        SwipeAction(title: "Share \"this\"", action: .link(try LinkTemplate("mailto:x@example.org"))),
        SwipeAction(
          title: "Look up",
          style: .destructive,
          action: .link(try LinkTemplate("https://e.org/search?q={title}&t={text}"))),
      ]
      configuration.trailingSwipeActions = [SwipeAction(title: "Copy", action: .link(try LinkTemplate("https://example.org/{id}")))]
      return configuration
    }

    return SectionLayoutProvider(
      .list(try base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(minWidth: 500, maxWidth: 1024), use: .list(try variant1())),
        .init(when: LayoutEnvironmentCondition(orientation: .portrait), use: .list(try variant2())),
      ])
  }

  static func generated_46() -> SectionLayoutProvider {
    func variant1() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebarPlain)
      configuration.footerMode = .supplementary
      return configuration
    }

    func variant2() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.73), height: .fractionalWidth(0.37)))

      var nestedGroup = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(0.41), height: .fractionalHeight(0.07)),
        subitems: [item])
      nestedGroup.interItemSpacing = .flexible(9)
      nestedGroup.contentInsets = DirectionalEdgeInsets(all: 22)

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .absolute(75.5), height: .fractionalHeight(0.83)),
        subitem: nestedGroup,
        count: 1)
      group.interItemSpacing = .fixed(17)

      var header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(192), height: .absolute(18)),
        elementKind: "header",
        alignment: .top)
      header.absoluteOffset = LayoutPoint(x: -6, y: 6)
      header.pinToVisibleBounds = true

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 24
      section.boundarySupplementaryItems = [header]
      return section
    }

    return SectionLayoutProvider(
      .preset(.groupedList),
      variants: [
        .init(when: LayoutEnvironmentCondition(minWidth: 500), use: .list(variant1())),
        .init(when: LayoutEnvironmentCondition(maxWidth: 1024), use: .section(variant2())),
      ])
  }

  static func generated_47() -> SectionLayoutProvider {
    var configuration = ListConfiguration(appearance: .sidebar)
    configuration.headerMode = .firstItemInSection
    configuration.trailingSwipeActions = [SwipeAction(title: "Copy", action: .copy(.id))]
    return SectionLayoutProvider(.list(configuration))
  }

  static func generated_48() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.81), height: .absolute(63.5)))

      let item2 = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.84), height: .fractionalHeight(0.31)))

      var item3 = LayoutItem(layoutSize: LayoutSize(width: .absolute(93.5), height: .estimated(222.5)))
      item3.contentInsets = DirectionalEdgeInsets(all: 17)

      let nestedGroup = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .estimated(195), height: .estimated(107)),
        subitems: [item, item2, item3])

      let item4 = LayoutItem(layoutSize: LayoutSize(width: .estimated(218.5), height: .estimated(55)))

      let badge = LayoutSupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(19), height: .fractionalHeight(0.45)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: [], fractionalOffset: LayoutPoint(x: 0.6, y: 0.2)),
        itemAnchor: LayoutAnchor(edges: .leading, fractionalOffset: LayoutPoint(x: -0.6, y: 0.9)))

      var item5 = LayoutItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.76), height: .estimated(204)),
        supplementaryItems: [badge])
      item5.contentInsets = DirectionalEdgeInsets(top: 14, leading: 7, bottom: 24, trailing: 16)

      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .absolute(152.5), height: .absolute(27)),
        subitems: [.group(nestedGroup), .item(item4), .item(item5)])

      let header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.95), height: .estimated(30)),
        elementKind: "header",
        alignment: .leading)

      var header2 = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.65), height: .absolute(41)),
        elementKind: "header",
        alignment: .topTrailing)
      header2.pinToVisibleBounds = true

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 22
      section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
      section.boundarySupplementaryItems = [header, header2]
      return section
    }

    func variant1() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebarPlain)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      return configuration
    }

    func variant2() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalHeight(0.67), height: .absolute(96.5)))

      let item2 = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.71), height: .absolute(145)))

      var group = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .absolute(164.5), height: .absolute(19.5)), subitems: [item, item2])
      group.interItemSpacing = .flexible(9)

      var section = LayoutSection(group: group)
      section.orthogonalScrollingBehavior = .paging
      section.decorationItems = [.background(contentInsets: DirectionalEdgeInsets(top: 5, leading: 7, bottom: 11, trailing: 1))]
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .landscape), use: .list(variant1())),
        .init(when: LayoutEnvironmentCondition(orientation: .portrait, horizontalSizeClass: .compact), use: .section(variant2())),
      ])
  }

  static func generated_49() -> SectionLayoutProvider {
    func variant1() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .absolute(0), height: .fractionalWidth(0.51)))

      let item2 = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.66), height: .fractionalHeight(0.83)))

      let group = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .absolute(169), height: .fractionalHeight(0.29)),
        subitems: [item, item2])

      let header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .estimated(119), height: .fractionalHeight(0.07)),
        elementKind: "header",
        alignment: .top)

      var footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.8), height: .estimated(32)),
        elementKind: "footer",
        alignment: .none)
      footer.absoluteOffset = LayoutPoint(x: 2, y: 1)
      footer.pinToVisibleBounds = true

      let header2 = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.8), height: .absolute(49)),
        elementKind: "header",
        alignment: .top)

      var section = LayoutSection(group: group)
      section.boundarySupplementaryItems = [header, footer, header2]
      section.decorationItems = [.background()]
      return section
    }

    return SectionLayoutProvider(
      .preset(.groupedList),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .landscape, horizontalSizeClass: .regular), use: .section(variant1())),
        .init(when: LayoutEnvironmentCondition(orientation: .portrait, horizontalSizeClass: .regular), use: .preset(.columnCarousel)),
      ])
  }

  static func generated_50() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .absolute(0), height: .fractionalHeight(0.53)))

      var group = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .fractionalWidth(0.56), height: .fractionalHeight(0.73)),
        subitems: [item])
      group.interItemSpacing = .flexible(18)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 10
      section.contentInsets = DirectionalEdgeInsets(top: 22, leading: 6, bottom: 12, trailing: 19)
      section.supplementariesFollowContentInsets = false
      section.decorationItems = [.background(contentInsets: DirectionalEdgeInsets(all: 16))]
      return section
    }

    func variant1() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .absolute(166), height: .fractionalHeight(0.09)))
      item.contentInsets = DirectionalEdgeInsets(top: 14, leading: 14, bottom: 3, trailing: 6)
      item.edgeSpacing = EdgeSpacing(trailing: .flexible(5))

      let item2 = LayoutItem(layoutSize: LayoutSize(width: .fractionalHeight(0.49), height: .absolute(274)))

      var item3 = LayoutItem(layoutSize: LayoutSize(width: .absolute(34.5), height: .estimated(221)))
      item3.edgeSpacing = EdgeSpacing(top: .flexible(16), bottom: .fixed(5))

      var nestedGroup = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(0.94), height: .fractionalWidth(0.83)),
        subitem: item3,
        count: 3)
      nestedGroup.contentInsets = DirectionalEdgeInsets(all: 15)

      var nestedGroup2 = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalHeight(0.13), height: .estimated(233.5)),
        subitems: [.item(item), .item(item2), .group(nestedGroup)])
      nestedGroup2.interItemSpacing = .flexible(23)

      let item4 = LayoutItem(layoutSize: LayoutSize(width: .absolute(270), height: .fractionalWidth(0.53)))

      var group = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .fractionalWidth(0.84), height: .absolute(131.5)),
        subitems: [.group(nestedGroup2), .item(item4)])
      group.interItemSpacing = .fixed(5)
      group.contentInsets = DirectionalEdgeInsets(top: 1, leading: 15, bottom: 7, trailing: 3)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 16
      section.contentInsets = DirectionalEdgeInsets(all: 15)
      section.orthogonalScrollingBehavior = .continuous
      return section
    }

    func variant2() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .insetGrouped)
      configuration.footerMode = .supplementary
      configuration.showsSeparators = false
      return configuration
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(minWidth: 0.25), use: .section(variant1())),
        .init(when: LayoutEnvironmentCondition(horizontalSizeClass: .compact), use: .list(variant2())),
      ])
  }

  static func generated_51() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .estimated(78.5), height: .fractionalHeight(0.38)))
      item.edgeSpacing = EdgeSpacing(top: .flexible(9), trailing: .fixed(20), bottom: .flexible(19))

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .estimated(106.5), height: .absolute(106)), subitems: [item])
      group.interItemSpacing = .flexible(1)
      group.contentInsets = DirectionalEdgeInsets(top: 6, leading: 7, bottom: 3, trailing: 3)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 18
      section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
      section.decorationItems = [.background()]
      return section
    }

    func variant1() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebar)
      configuration.footerMode = .supplementary
      configuration.showsSeparators = false
      return configuration
    }

    func variant2() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebar)
      configuration.headerMode = .supplementary
      return configuration
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .portrait, horizontalSizeClass: .compact), use: .list(variant1())),
        .init(when: LayoutEnvironmentCondition(orientation: .landscape), use: .list(variant2())),
        .init(when: LayoutEnvironmentCondition(minWidth: 500, maxWidth: 1024), use: .preset(.columnCarousel)),
      ])
  }

  static func generated_52() -> SectionLayoutProvider {
    func base() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = .firstItemInSection
      configuration.footerMode = .supplementary
      configuration.contentInsets = DirectionalEdgeInsets(top: 8.25, leading: 6.5, bottom: 9.25, trailing: 14.25)
      configuration.trailingSwipeActions = [SwipeAction(title: "a/b\\c", action: .copy(.text))]
      return configuration
    }

    func variant1() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebarPlain)
      configuration.headerMode = .firstItemInSection
      configuration.footerMode = .supplementary
      configuration.showsSeparators = false
      configuration.trailingSwipeActions = [SwipeAction(title: "a/b\\c", action: .copy(.text))]
      return configuration
    }

    func variant2() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebarPlain)
      configuration.headerMode = .firstItemInSection
      configuration.trailingSwipeActions = [SwipeAction(title: "a/b\\c", action: .copy(.text))]
      return configuration
    }

    return SectionLayoutProvider(
      .list(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(maxWidth: 1024), use: .list(variant1())),
        .init(when: LayoutEnvironmentCondition(minWidth: 800), use: .list(variant2())),
      ])
  }

  static func generated_53() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .fractionalHeight(0.68), height: .absolute(107.5)))
      item.contentInsets = DirectionalEdgeInsets(top: 11, leading: 20, bottom: 14, trailing: 8)

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(0.21), height: .absolute(163.5)),
        repeatingSubitem: item,
        count: 3)
      group.interItemSpacing = .flexible(4)
      group.contentInsets = DirectionalEdgeInsets(all: 20)

      var footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .estimated(23), height: .absolute(3)),
        elementKind: "footer",
        alignment: .bottom)
      footer.pinToVisibleBounds = true

      var footer2 = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .estimated(36), height: .fractionalHeight(0.03)),
        elementKind: "footer",
        alignment: .top)
      footer2.pinToVisibleBounds = true

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 6
      section.orthogonalScrollingBehavior = .paging
      section.boundarySupplementaryItems = [footer, footer2]
      return section
    }

    func variant1() -> LayoutSection {
      var item = LayoutItem(layoutSize: LayoutSize(width: .estimated(194), height: .fractionalHeight(0.57)))
      item.contentInsets = DirectionalEdgeInsets(all: 17)

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(0.91), height: .fractionalHeight(0.87)),
        subitem: item,
        count: 6)
      group.interItemSpacing = .flexible(1)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 11
      return section
    }

    func variant2() -> LayoutSection {
      let badge = LayoutSupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(16), height: .fractionalHeight(0.45)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: LayoutPoint(x: 0.6, y: -0.5)))

      let badge2 = LayoutSupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(21), height: .fractionalHeight(0.25)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: .bottom, absoluteOffset: LayoutPoint(x: -3, y: 5)))

      let item = LayoutItem(
        layoutSize: LayoutSize(width: .absolute(270.5), height: .fractionalHeight(0.3)),
        supplementaryItems: [badge, badge2])

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .estimated(194.5), height: .absolute(245)), subitem: item, count: 5)
      group.interItemSpacing = .flexible(21)

      let header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.08)),
        elementKind: "header",
        alignment: .leading)

      var section = LayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(top: 6, leading: 319, bottom: 24, trailing: 183)
      section.orthogonalScrollingBehavior = .paging
      section.boundarySupplementaryItems = [header]
      return section
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(minWidth: 320, maxWidth: 1024), use: .section(variant1())),
        .init(when: LayoutEnvironmentCondition(minWidth: 320, maxWidth: 1024), use: .section(variant2())),
        .init(when: LayoutEnvironmentCondition(orientation: .portrait), use: .preset(.columnCarousel)),
      ])
  }

  static func generated_54() -> SectionLayoutProvider {
    func variant1() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .estimated(154.5), height: .fractionalHeight(0.49)))

      let group = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .absolute(95), height: .absolute(15)), subitem: item, count: 5)

      let footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.65), height: .estimated(57)),
        elementKind: "footer",
        alignment: .bottom)

      var footer2 = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .estimated(177), height: .absolute(53)),
        elementKind: "footer",
        alignment: .bottom)
      footer2.absoluteOffset = LayoutPoint(x: -6, y: 2)
      footer2.pinToVisibleBounds = true

      var footer3 = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .estimated(200), height: .fractionalHeight(0.1)),
        elementKind: "footer",
        alignment: .bottom)
      footer3.absoluteOffset = LayoutPoint(x: -2, y: -4)
      footer3.pinToVisibleBounds = true

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 1
      section.orthogonalScrollingBehavior = .paging
      section.boundarySupplementaryItems = [footer, footer2, footer3]
      section.decorationItems = [.background(contentInsets: DirectionalEdgeInsets(top: 10, leading: 11, bottom: 16, trailing: 6))]
      return section
    }

    func variant2() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebarPlain)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      return configuration
    }

    func variant3() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebar)
      configuration.footerMode = .supplementary
      return configuration
    }

    return SectionLayoutProvider(
      .preset(.sidebarPlain),
      variants: [
        .init(when: LayoutEnvironmentCondition(maxWidth: 1024), use: .section(variant1())),
        .init(when: LayoutEnvironmentCondition(orientation: .landscape, horizontalSizeClass: .regular), use: .list(variant2())),
        .init(when: LayoutEnvironmentCondition(minWidth: 320, maxWidth: 1024), use: .list(variant3())),
      ])
  }

  static func generated_55() -> SectionLayoutProvider {
    func base() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebar)
      configuration.headerMode = .firstItemInSection
      configuration.leadingSwipeActions = [SwipeAction(title: "a/b\\c", action: .copy(.id))]
      return configuration
    }

    func variant1() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .plain)
      configuration.headerMode = .firstItemInSection
      configuration.footerMode = .supplementary
      configuration.contentInsets = DirectionalEdgeInsets(top: 1, leading: 16, bottom: 2.5, trailing: 19)
      configuration.leadingSwipeActions = [SwipeAction(title: "a/b\\c", action: .copy(.id))]
      return configuration
    }

    return SectionLayoutProvider(
      .list(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(minWidth: 800, orientation: .landscape), use: .list(variant1())),
      ])
  }

  static func generated_56() -> SectionLayoutProvider {
    func variant1() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebarPlain)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      configuration.contentInsets = DirectionalEdgeInsets(all: 17.5)
      return configuration
    }

    func variant2() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalHeight(0.6), height: .fractionalHeight(0.53)))

      var group = LayoutGroup.vertical(
        layoutSize: LayoutSize(width: .fractionalWidth(0.97), height: .fractionalWidth(0.42)),
        subitems: [item])
      group.interItemSpacing = .flexible(21)

      var footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.65), height: .absolute(55)),
        elementKind: "footer",
        alignment: .none)
      footer.absoluteOffset = LayoutPoint(x: -1, y: 4)

      var footer2 = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.85), height: .absolute(26)),
        elementKind: "footer",
        alignment: .bottom)
      footer2.absoluteOffset = LayoutPoint(x: 8, y: -7)

      let header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(177), height: .absolute(36)),
        elementKind: "header",
        alignment: .leading)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 12
      section.orthogonalScrollingBehavior = .groupPaging
      section.boundarySupplementaryItems = [footer, footer2, header]
      return section
    }

    return SectionLayoutProvider(
      .preset(.sidebarPlain),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .portrait), use: .list(variant1())),
        .init(when: LayoutEnvironmentCondition(horizontalSizeClass: .regular), use: .section(variant2())),
      ])
  }

  static func generated_57() throws -> SectionLayoutProvider {
    func base() throws -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .grouped)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      configuration.leadingSwipeActions = [
        SwipeAction(
          title: "Ξ 😀",
          backgroundColor: .rgb(red: 102, green: 16, blue: 175),
          action: .link(try LinkTemplate("mailto:x@example.org"))),
        SwipeAction(title: "Ξ 😀", backgroundColor: .systemGray, action: .copy(.id)),
      ]
      return configuration
    }

    func variant1() throws -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .sidebar)
      configuration.showsSeparators = false
      configuration.contentInsets = DirectionalEdgeInsets(all: 0)
      configuration.leadingSwipeActions = [
        SwipeAction(
          title: "Ξ 😀",
          backgroundColor: .rgb(red: 102, green: 16, blue: 175),
          action: .link(try LinkTemplate("mailto:x@example.org"))),
        SwipeAction(title: "Ξ 😀", backgroundColor: .systemGray, action: .copy(.id)),
      ]
      return configuration
    }

    func variant2() throws -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = .supplementary
      configuration.contentInsets = DirectionalEdgeInsets(top: 19.25, leading: 8, bottom: 21.25, trailing: 22.75)
      configuration.leadingSwipeActions = [
        SwipeAction(
          title: "Ξ 😀",
          backgroundColor: .rgb(red: 102, green: 16, blue: 175),
          action: .link(try LinkTemplate("mailto:x@example.org"))),
        SwipeAction(title: "Ξ 😀", backgroundColor: .systemGray, action: .copy(.id)),
      ]
      return configuration
    }

    return SectionLayoutProvider(
      .list(try base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(minWidth: 320, maxWidth: 1024), use: .list(try variant1())),
        .init(when: LayoutEnvironmentCondition(minWidth: 500), use: .list(try variant2())),
      ])
  }

  static func generated_58() -> SectionLayoutProvider {
    func base() -> LayoutSection {
      let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalHeight(0.9), height: .fractionalHeight(0.28)))

      var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(width: .fractionalHeight(0.3), height: .fractionalHeight(0.79)),
        subitems: [item])
      group.interItemSpacing = .fixed(7)

      let header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .fractionalWidth(0.7), height: .absolute(33)),
        elementKind: "header",
        alignment: .top)

      var footer = BoundarySupplementaryItem(
        layoutSize: LayoutSize(width: .absolute(267), height: .absolute(1)),
        elementKind: "footer",
        alignment: .bottom)
      footer.absoluteOffset = LayoutPoint(x: 9, y: -6)

      var section = LayoutSection(group: group)
      section.interGroupSpacing = 12
      section.boundarySupplementaryItems = [header, footer]
      return section
    }

    func variant1() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = .supplementary
      configuration.showsSeparators = false
      return configuration
    }

    func variant3() -> ListConfiguration {
      var configuration = ListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      return configuration
    }

    return SectionLayoutProvider(
      .section(base()),
      variants: [
        .init(when: LayoutEnvironmentCondition(orientation: .portrait), use: .list(variant1())),
        .init(when: LayoutEnvironmentCondition(minWidth: 500, orientation: .portrait), use: .preset(.emojiGrid)),
        .init(when: LayoutEnvironmentCondition(minWidth: 800, orientation: .landscape), use: .list(variant3())),
      ])
  }

  static func generated_59() -> SectionLayoutProvider {
    func variant1() -> ListConfiguration {
      let configuration = ListConfiguration(appearance: .sidebar)
      return configuration
    }

    return SectionLayoutProvider(
      .preset(.insetGroupedList),
      variants: [
        .init(when: LayoutEnvironmentCondition(minWidth: 500), use: .list(variant1())),
        .init(when: LayoutEnvironmentCondition(minWidth: 500, maxWidth: 1024), use: .preset(.sidebarPlain)),
      ])
  }
}
