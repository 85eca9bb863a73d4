import Trellis

/// The example's gallery: Apple's Emoji Explorer grid and list, over a few emoji.
enum ExampleGallery {
  /// Four square tiles a row, like the Emoji Explorer's Recents.
  static let grid: LayoutSection = {
    let item = LayoutItem(layoutSize: .init(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    var section = LayoutSection(
      group: .horizontal(layoutSize: .init(width: .fractionalWidth(1), height: .absolute(80)), subitem: item, count: 4),
      interGroupSpacing: 8, contentInsets: DirectionalEdgeInsets(all: 16))
    section.boundarySupplementaryItems = [.header(height: .estimated(44))]
    return section
  }()

  /// A carousel of tall cards that scrolls sideways, one card at a time.
  static let carousel: LayoutSection = {
    let item = LayoutItem(layoutSize: .init(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    return LayoutSection(
      group: .horizontal(layoutSize: .init(width: .absolute(140), height: .absolute(180)), subitem: item, count: 1),
      interGroupSpacing: 12, contentInsets: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16),
      orthogonalScrollingBehavior: .groupPaging)
  }()

  static let gallery = Gallery(
    title: "Faces and Places",
    pages: [
      Gallery.Page(
        id: "index", title: "Faces and Places", summary: "A gallery made in Swift with Trellis.",
        sections: [
          Gallery.Section(
            id: "faces", title: "Faces", data: .emoji(categories: ["faces"]), layout: grid, cell: .grid,
            header: .title),
          Gallery.Section(
            id: "places", title: "Places", data: .emoji(categories: ["places"]), layout: carousel, cell: .grid),
          Gallery.Section(
            id: "all", title: "Everything", data: .emoji(),
            layout: SectionLayoutProvider(.list(ListConfiguration(appearance: .insetGrouped))), cell: .value,
            searchable: true),
        ])
    ],
    catalog: Gallery.Catalog(
      categories: [Gallery.Category(id: "faces", title: "Faces"), Gallery.Category(id: "places", title: "Places")],
      emoji: [
        Gallery.Emoji(text: "😀", title: "Grinning face", category: "faces", keywords: ["happy"]),
        Gallery.Emoji(text: "😎", title: "Smiling face with sunglasses", category: "faces", keywords: ["cool"]),
        Gallery.Emoji(text: "🤔", title: "Thinking face", category: "faces"),
        Gallery.Emoji(text: "😴", title: "Sleeping face", category: "faces"),
        Gallery.Emoji(text: "🥳", title: "Partying face", category: "faces"),
        Gallery.Emoji(text: "🏔️", title: "Snow-capped mountain", category: "places"),
        Gallery.Emoji(text: "🏝️", title: "Desert island", category: "places"),
        Gallery.Emoji(text: "🗼", title: "Tokyo tower", category: "places"),
        Gallery.Emoji(text: "🏰", title: "Castle", category: "places"),
      ]))
}
