/// A section's layout as a documentation gallery shows it under the example (site.json's
/// `showsLayout`): the layout's JSON and the Swift that builds it, both as plain text (the
/// renderer highlights and escapes them).
package struct LayoutSourceContent: Hashable, Sendable {
  /// What the panel calls the section: its title, or its id when it has none.
  package var title: String
  /// The name of the Swift function (`gridLayout`), without parentheses.
  package var functionName: String
  /// The layout in site.json's form, indented to read as the examples of LayoutFormat.md do.
  package var json: String
  /// A Swift function that builds the same layout (``SectionLayoutProvider/swiftSource(functionName:)``).
  package var swift: String

  package init(title: String, functionName: String, json: String, swift: String) {
    self.title = title
    self.functionName = functionName
    self.json = json
    self.swift = swift
  }
}
