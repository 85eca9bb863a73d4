extension TemplateVariables {
  /// The layout panel of a documentation gallery (site.json's `showsLayout`): the region after
  /// a page's sections, and one entry per section in it.
  static let layoutSource: [(template: String, variables: [Variable])] = [
    ("layout-source", [Variable("sectionsHTML", "the layout-source-section entries, one per section")]),
    (
      "layout-source-section",
      [
        Variable("title", "the section's title, or its id"),
        Variable("functionName", "the name of the Swift function that builds the layout (gridLayout)"),
        Variable("jsonHTML", "the layout's JSON, indented and highlighted: spans of class t-code-KIND"),
        Variable("json", "the layout's JSON as text, what the Copy button copies"),
        Variable("swiftHTML", "the Swift function, highlighted"),
        Variable("swift", "the Swift function as text"),
        Variable("open", "present on the first section's entry"),
      ]
    ),
  ]
}
