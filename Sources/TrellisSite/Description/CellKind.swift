import TrellisData

/// How each item of a section is drawn; each kind is a template in `Templates/`.
/// Outline parent rows always use the outline-parent template.
package enum CellKind: String, DecodableChoice, Sendable {
  package static let choiceName = "cell"

  /// The emoji large and centred in a rounded, hairline-bordered tile (Emoji Explorer's Recents).
  case grid
  /// Emoji or image with the title (Emoji Explorer's Outline children).
  case list
  /// Title leading, secondary value trailing (Emoji Explorer's List: emoji and its category).
  case value
  /// Title with secondary text below.
  case subtitle
  /// A circular 60 px image, the name, the job as secondary text (the diffable search example).
  case character
  /// The title alone (Emoji Explorer's Custom).
  case plain
}

/// What a section's header or footer shows. Its geometry comes from the layout: a boundary
/// supplementary item of kind "header"/"footer", or a list's header/footer mode.
package enum SupplementaryContent: String, DecodableChoice, Sendable {
  package static let choiceName = "header or footer"

  case none
  /// The section's title.
  case title
  /// "Title (count)", the count updated by search (the diffable search example).
  case titleWithCount
  /// A circle filled from the bottom to the fraction of completed items (Apple's "Creating a progress view" tutorial).
  case progress
  /// Seed 004's Today header: a large circle, 85% of a square's width, filled from the bottom,
  /// its percentage in the middle (`progress` is the small one, beside the title).
  case largeProgress
  /// A hairline rule (the per-section layouts example's separator footers).
  case separator
}
