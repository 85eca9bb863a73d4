import TrellisData
import TrellisDiagnostics

/// How each item of a section is drawn; each kind is a template in `Templates/`.
/// Outline parent rows always use the outline-parent template.
package enum CellKind: String, DecodableChoice, Sendable {
  package static let choiceName = "cell"
  package static let unknownChoiceID: Diagnostic.ID = "site.unknownCell"

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
  /// `UIListContentConfiguration.cell()`: image and text in body type. The same cell as `list`.
  case cell
  /// `.subtitleCell()`: text with secondary text (subheadline, secondary colour) below. The same
  /// cell as `subtitle`.
  case subtitleCell
  /// `.valueCell()`: text leading, secondary text trailing. The same cell as `value`.
  case valueCell
  /// `.sidebarCell()`: a sidebar row, its image tinted the accent colour.
  case sidebarCell
  /// `.sidebarSubtitleCell()`: a sidebar row with secondary text below.
  case sidebarSubtitleCell
  /// `.accompaniedSidebarCell()`: a sidebar row with secondary text trailing.
  case accompaniedSidebarCell

  /// The template that draws it: UIKit's names share the template of the kind they equal.
  package var templateName: String {
    switch self {
    case .cell: "cell-list"
    case .subtitleCell: "cell-subtitle"
    case .valueCell: "cell-value"
    case .sidebarCell: "cell-sidebar"
    case .sidebarSubtitleCell: "cell-sidebar-subtitle"
    case .accompaniedSidebarCell: "cell-sidebar-value"
    default: "cell-" + rawValue
    }
  }
}

/// What a section's header or footer shows. Its geometry comes from the layout: a boundary
/// supplementary item of kind "header"/"footer", or a list's header/footer mode.
package enum SupplementaryContent: String, DecodableChoice, Sendable {
  package static let choiceName = "header or footer"
  package static let unknownChoiceID: Diagnostic.ID = "site.unknownSupplementary"

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
  /// UIKit's header styles (`UIListContentConfiguration`), showing the title. `header` and
  /// `footer` take the look of the list's appearance (grouped in `grouped`, `insetGrouped` and
  /// `sidebar`, plain otherwise), as UIKit's do.
  case header, footer, plainHeader, plainFooter, groupedHeader, groupedFooter, prominentInsetGroupedHeader,
    extraProminentInsetGroupedHeader

  /// A footer style (only a section's `footer` takes one).
  package var isFooterStyle: Bool { self == .footer || self == .plainFooter || self == .groupedFooter }

  /// A header style (only a section's `header` takes one).
  package var isHeaderStyle: Bool {
    switch self {
    case .header, .plainHeader, .groupedHeader, .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader: true
    default: false
    }
  }
}
