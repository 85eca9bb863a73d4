import TrellisGallery
import TrellisLayout

/// The home page Trellis makes for a site with no page called "index": a card for each page the
/// site's navigation lists, with its title, its text, its count and a preview of its first items.
/// The cards are a section like any other, laid out by the layout engine and drawn by the
/// `cell-page` template, so the browser suite checks their frames against the solver's.
package enum HomePage {
  /// The cards' section's HTML id (a site's own ids cannot start with "t-").
  package static let sectionID = "t-pages"
  /// The home page's file, and its id for `trellis frames --page`.
  package static let pageID = "index"
  /// How many items a card previews.
  static let previewCount = 8

  /// The cards: about a column for every 360 points of the page (one on a phone, two from 720,
  /// three from 1080, as in a full page), each card as tall as its text, spacing
  /// 16 both ways, and the seeds' insets (8 above, 16 elsewhere), so that the cards' edges stand
  /// at the page's margin, where its title starts.
  package static let layout: SectionLayoutProvider = {
    func cards(_ columns: Int) -> SectionLayoutProvider.Source {
      let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120))
      var group = LayoutGroup.horizontal(layoutSize: size, subitem: .item(LayoutItem(layoutSize: size)), count: columns)
      group.interItemSpacing = .fixed(16)
      return .section(
        LayoutSection(
          group: group, interGroupSpacing: 16,
          contentInsets: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 16, trailing: 16)))
    }
    return SectionLayoutProvider(
      cards(1),
      variants: [
        .init(when: .init(minWidth: 1080), use: cards(3)), .init(when: .init(minWidth: 720), use: cards(2)),
      ])
  }()

  /// The row estimate the cards' layout is compiled with (it has no list rows).
  package static let rowEstimate = LayoutChoices.listRowEstimatedHeight
}

extension LoadedSite {
  /// Whether the site's home page is Trellis's cards (no page is called "index").
  package var makesHomePage: Bool { !pages.contains { $0.id == HomePage.pageID } }

  /// The pages the home page has a card for: those the navigation lists (the first of a cut
  /// page's parts).
  var listedPages: [Page] { pages.filter(\.isFirstOfItsPages) }

  /// How many cards the home page has.
  package var homePageCardCount: Int { listedPages.count }
}
