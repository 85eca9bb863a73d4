import TrellisData

/// How each item of a section is drawn; each kind is a template in `Templates/`.
/// Outline parent rows always use the outline-parent template.
public enum CellKind: String, DecodableChoice, Sendable {
  public static let choiceName = "cell"

  /// The emoji large and centred in a rounded, hairline-bordered tile (seed 000 Recents).
  case grid
  /// Emoji or image with the title (seed 000 Outline children).
  case list
  /// Title leading, secondary value trailing (seed 000 List: emoji and its category).
  case value
  /// Title with secondary text below.
  case subtitle
  /// A circular 60 px image, the name, the job as secondary text (seed 001).
  case character
  /// The title alone (seed 000 Custom).
  case plain
}

/// What a section's header or footer shows. Its geometry comes from the layout: a boundary
/// supplementary item of kind "header"/"footer", or a list's header/footer mode.
public enum SupplementaryContent: String, DecodableChoice, Sendable {
  public static let choiceName = "header or footer"

  case none
  /// The section's title.
  case title
  /// "Title (count)", the count updated by search (seed 001).
  case titleWithCount
  /// A circle filled from the bottom to the fraction of completed items (seed 004).
  case progress
  /// A hairline rule (seed 002's separator footers).
  case separator
}
