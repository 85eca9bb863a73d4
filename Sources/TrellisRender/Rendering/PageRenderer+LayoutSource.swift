extension PageRenderer {
  /// The layout panel after a page's sections (site.json's `showsLayout`): a `layout-source`
  /// region holding one `layout-source-section` per section, the first open, each with the
  /// section's JSON and Swift highlighted. Empty when the page shows no layouts.
  ///
  /// It stands after all the sections rather than after each, so the example reads whole
  /// first, and the sections keep their column (its gap, a segment's hiding) as they are.
  func layoutSourceHTML(for page: PageContent) throws(TemplateError) -> String {
    guard !page.layoutSources.isEmpty else { return "" }
    var sections = ""
    for (index, source) in page.layoutSources.enumerated() {
      let values = [
        source.title, source.functionName, SourceHighlighting.json(source.json), source.json,
        SourceHighlighting.swift(source.swift), source.swift, index == 0 ? "true" : "",
      ]
      try template("layout-source-section", values).render(values, into: &sections)
    }
    return try template("layout-source", [sections]).render([sections])
  }
}
