import TrellisGallery

extension Gallery.Cell {
  /// The template that draws it (each kind is a template in `Templates/`): UIKit's names share
  /// the template of the kind they equal. Outline parent rows always use the outline-parent
  /// template.
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

extension Gallery.Accessory {
  /// UIKit puts it before the content (delete and multiselect); the others go after it.
  package var isLeading: Bool { self == .delete || self == .multiselect }
}
