extension InterfaceStrings {
  /// The strings of the layout panel (site.json's `showsLayout`).
  static let layoutSource: [(key: String, english: String, shown: String)] = [
    ("layout", "Layout", "the layout panel's heading"),
    ("layoutJSON", "JSON", "the layout panel: the caption of a section's JSON"),
    ("layoutSwift", "Swift", "the layout panel: the caption of a section's Swift"),
    ("copy", "Copy", "the layout panel: a copy button"),
    ("copied", "Copied", "the layout panel: a copy button once it has copied"),
  ]
}
