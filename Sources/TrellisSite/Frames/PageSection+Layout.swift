import TrellisGallery
import TrellisLayout

extension Gallery.Cell {
  /// The row estimate a list gives this cell (semantics §7): taller with secondary text.
  package var listRowEstimate: Double {
    switch self {
    case .subtitle, .character, .subtitleCell, .sidebarSubtitleCell:
      LayoutChoices.listRowWithSecondaryTextEstimatedHeight
    case .grid, .list, .value, .plain, .cell, .valueCell, .sidebarCell, .accompaniedSidebarCell:
      LayoutChoices.listRowEstimatedHeight
    }
  }
}

extension PageSection {
  /// The layout the section takes in an environment: its provider's, or the hide-empty-sections example's zero-height
  /// layout when it is empty and hides.
  package func layout(for environment: LayoutEnvironment) -> SectionLayout {
    layout(for: environment, itemCount: itemCount)
  }

  /// The layout the section would take holding `itemCount` items (the empty layout only when
  /// that is 0 and the section hides when empty).
  package func layout(for environment: LayoutEnvironment, itemCount: Int) -> SectionLayout {
    layoutProvider(itemCount: itemCount).layout(for: environment)
  }

  /// The section's layout provider for `itemCount` items.
  package func layoutProvider(itemCount: Int) -> SectionLayoutProvider {
    itemCount == 0 && declaration.hidesWhenEmpty
      ? SectionLayoutProvider(.section(LayoutSection.empty)) : declaration.layout
  }
}

extension LoadedSite {
  /// The rendered section with this id, on the named page or on any page; `nil` if there is none
  /// or (without a page) if several pages have one.
  package func section(id: String, page pageID: String? = nil) -> (page: Page, section: PageSection)? {
    let matches = pages.filter { pageID == nil || $0.id == pageID }.flatMap { page in
      page.sections.filter { $0.id == id }.map { (page, $0) }
    }
    return matches.count == 1 ? matches[0] : nil
  }
}
