import TrellisData

/// One of UIKit's cell accessories (`UICellAccessory`), drawn in every cell of a section as
/// UIKit draws it, always shown (`displayed: .always`). They are pictures where iOS acts on a
/// touch: Trellis draws no button that does nothing.
///
///     "cell": {"style": "subtitleCell", "accessories": ["delete", {"label": {"text": "{subtitle}"}}, "disclosureIndicator"]}
package enum CellAccessory: Hashable, Sendable {
  /// A chevron pointing trailing, in the tertiary label colour.
  case disclosureIndicator
  /// The outline's chevron (collapsed), in the accent colour.
  case outlineDisclosure
  /// A checkmark in the accent colour: the row is selected.
  case checkmark
  /// Text in the secondary label colour: a literal, or made from the item's fields.
  case label(CellLabelText)
  /// A circled "i" in the accent colour.
  case detail
  /// A red circle with a minus, leading.
  case delete
  /// Three lines, the grip a row is dragged by.
  case reorder
  /// An empty circle, leading: the row is not selected.
  case multiselect

  /// The accessories' names, as UIKit's factories are named.
  package static let names = [
    "disclosureIndicator", "outlineDisclosure", "checkmark", "label", "detail", "delete", "reorder", "multiselect",
  ]

  /// Its name.
  package var name: String {
    switch self {
    case .disclosureIndicator: "disclosureIndicator"
    case .outlineDisclosure: "outlineDisclosure"
    case .checkmark: "checkmark"
    case .label: "label"
    case .detail: "detail"
    case .delete: "delete"
    case .reorder: "reorder"
    case .multiselect: "multiselect"
    }
  }

  /// UIKit puts it before the content (delete and multiselect); the others go after it.
  package var isLeading: Bool { self == .delete || self == .multiselect }
}
