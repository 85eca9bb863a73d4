/// The selectors of the HTML contract (see ``SectionStyle``), for a section class.
struct Selectors {
  var section: String
  /// Cells are wrapped in `t-group` elements, one per group.
  var wrapsGroups = false

  init(className: String, wrapsGroups: Bool = false) {
    section = "." + className
    self.wrapsGroups = wrapsGroups
  }

  var content: String { "\(section) > .t-content" }
  var groups: String { "\(content) > .t-group" }
  /// The cells: children of the content, of its wrapped groups, or of its outline disclosures
  /// (`details.t-outline`, which are `display: contents`).
  var cells: String {
    wrapsGroups ? "\(groups) > .t-cell" : "\(content) > :is(.t-cell, .t-outline > .t-cell)"
  }
  var pageMarks: String { "\(content) > .t-page-mark" }
  var decoration: String { "\(section) > .t-decoration" }
  /// What an empty section shows in place of its content (`emptyMessage`).
  var emptyMessage: String { "\(section) > .t-empty" }

  /// The cells in slot `slot` of groups of `capacity` (slot counted from 0).
  func cells(slot: Int, of capacity: Int) -> String {
    if capacity == 1 { return cells }
    return wrapsGroups
      ? "\(cells):nth-child(\(slot + 1) of .t-cell)" : "\(cells):nth-child(\(capacity)n+\(slot + 1) of .t-cell)"
  }

  func badge(_ badge: Int, slot: Int, of capacity: Int) -> String {
    "\(cells(slot: slot, of: capacity)) > .t-badge:nth-child(\(badge + 1) of .t-badge)"
  }

  func header(_ index: Int) -> String { "\(section) > .t-header:nth-child(\(index + 1) of .t-header)" }
  func footer(_ index: Int) -> String { "\(section) > .t-footer:nth-child(\(index + 1) of .t-footer)" }
}
