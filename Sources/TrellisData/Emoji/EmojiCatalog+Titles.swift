import TrellisGallery

extension EmojiCatalog {
  /// The catalog with site.json's titles in place of the files' own: each category named in
  /// `categories` takes its title (and its description, when it gives one), and each subgroup
  /// named in `subgroups` its title. The files' titles are kept aside, so that a later call
  /// (the next build of `trellis serve`, with other titles) starts again from them.
  package func retitled(
    categories categoryTitles: [String: Gallery.Title], subgroups givenSubgroupTitles: [String: Gallery.Title]
  ) -> EmojiCatalog {
    var catalog = self
    let declared = declaredTitles ?? (categories, subgroupTitles)
    catalog.declaredTitles = declared
    catalog.categories = declared.categories.map { Self.category($0, titled: categoryTitles[$0.id]) }
    var subgroups = declared.subgroups.map { Self.category($0, titled: givenSubgroupTitles[$0.id]) }
    let declaredIDs = Set(subgroups.map(\.id))
    for (id, title) in givenSubgroupTitles.sorted(by: { $0.key < $1.key }) where !declaredIDs.contains(id) {
      subgroups.append(Gallery.Subgroup(id: id, title: title.title, description: title.description))
    }
    catalog.subgroupTitles = subgroups
    return catalog
  }

  /// The title a subgroup is given, in emoji.json's `subgroups` or site.json's `titles`; nil
  /// when neither titles it.
  package func subgroupTitle(_ id: String) -> String? {
    subgroupTitleByID[id]
  }

  private static func category(_ category: Gallery.Category, titled title: Gallery.Title?) -> Gallery.Category {
    guard let title else { return category }
    return Gallery.Category(id: category.id, title: title.title, description: title.description ?? category.description)
  }
}
