import TrellisCSS

/// One section as the renderer draws it: its compiled style (the layout), its header and
/// footer, and its cells.
package struct SectionContent: Sendable {
  /// What a header or footer shows.
  package enum Supplementary: String, Sendable {
    case none, title, titleWithCount, progress, largeProgress, separator
    /// UIKit's header and footer styles (`UIListContentConfiguration`), showing the title.
    case plainHeader, plainFooter, groupedHeader, groupedFooter, prominentInsetGroupedHeader,
      extraProminentInsetGroupedHeader

    /// It shows the section's title (a header names its section after it).
    package var showsTitle: Bool {
      self != .none && self != .separator
    }

    /// The class its `t-header` or `t-footer` box takes, for a UIKit style (empty otherwise).
    var styleClass: String {
      switch self {
      case .plainHeader: "t-plain-header"
      case .plainFooter: "t-plain-footer"
      case .groupedHeader: "t-grouped-header"
      case .groupedFooter: "t-grouped-footer"
      case .prominentInsetGroupedHeader: "t-prominent-header"
      case .extraProminentInsetGroupedHeader: "t-extra-prominent-header"
      default: ""
      }
    }
  }

  /// A cell accessory (UIKit's `UICellAccessory`), drawn in every cell of the section.
  package struct Accessory: Sendable {
    /// Which accessory: its name is its class, `t-accessory-NAME`.
    package enum Kind: String, Sendable, CaseIterable {
      case disclosureIndicator, outlineDisclosure, checkmark, label, detail, delete, reorder, multiselect

      /// Drawn before the content (UIKit's place for delete and multiselect).
      package var isLeading: Bool { self == .delete || self == .multiselect }
    }

    package var kind: Kind
    /// A label's text for a cell (unused by the other kinds).
    package var text: @Sendable (CellContent) -> String
    /// What the accessory draws, as text: its kind, and a label's text as declared (what a
    /// live build compares).
    package var signature: String

    package init(
      _ kind: Kind, signature: String? = nil, text: @escaping @Sendable (CellContent) -> String = { _ in "" }
    ) {
      self.kind = kind
      self.text = text
      self.signature = signature ?? kind.rawValue
    }
  }

  /// A swipe action of a list row.
  package struct SwipeAction: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
      /// Copies the value (computed per cell by `value`).
      case copy
      /// Follows the link (computed per cell by `value`).
      case link
    }

    package var title: String
    /// A CSS colour: `var(--t-system-blue)` or `#34C759`.
    package var color: String
    package var isDestructive: Bool
    package var kind: Kind
    /// The value for a cell: the text to copy or the URL to follow.
    package var value: @Sendable (CellContent) -> String

    package init(
      title: String, color: String, isDestructive: Bool, kind: Kind, value: @escaping @Sendable (CellContent) -> String
    ) {
      self.title = title
      self.color = color
      self.isDestructive = isDestructive
      self.kind = kind
      self.value = value
    }

    package static func == (a: SwipeAction, b: SwipeAction) -> Bool {
      a.title == b.title && a.color == b.color && a.isDestructive == b.isDestructive && a.kind == b.kind
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(title) }
  }

  /// A parent row and its children, for outline sections.
  package struct OutlineGroup: Sendable {
    package var parent: CellContent
    package var children: CellSource
    package var isExpanded: Bool

    package init(parent: CellContent, children: CellSource, isExpanded: Bool = false) {
      self.parent = parent
      self.children = children
      self.isExpanded = isExpanded
    }
  }

  /// The HTML id (unique in the page).
  package var id: String
  package var title: String
  package var style: SectionStyle
  /// The cell template: `cell-grid`, `cell-list`, …
  package var cellTemplate: String
  package var header: Supplementary
  package var footer: Supplementary
  /// Items, for "Title (count)".
  package var count: Int
  /// The section's whole count where a cut page shows part of it ("126 of 492"); nil otherwise.
  package var wholeCount: Int?
  /// The section goes on from the previous part of a cut page: its header says so.
  package var continuesFromPrevious = false
  /// Completed items, for progress headers.
  package var completed: Int
  package var cells: CellSource
  /// When set, the section is an outline and `cells` is ignored.
  package var outline: [OutlineGroup]?
  package var leadingSwipeActions: [SwipeAction]
  package var trailingSwipeActions: [SwipeAction]
  /// The cells' accessories, in the order declared (leading ones are drawn before the content).
  package var accessories: [Accessory]
  /// Shown in place of the content (the items' list) when the section has no items.
  package var emptyMessage: String?
  /// Empty and hiding: drawn as nothing at all.
  package var isHidden: Bool
  package var isSearchable: Bool
  /// A list configuration (rows) rather than a compositional section (cards).
  package var isList: Bool
  /// The segment it belongs to on a segmented page (1-based), 0 otherwise.
  package var segmentIndex: Int
  /// The content scrolls sideways (an orthogonal section) in some environment: it is made a
  /// keyboard-focusable, named scroller.
  package var scrollsSideways: Bool
  /// Laid out in the readable width (at most `LayoutChoices.readableWidth`, leading): the section
  /// is wrapped in a `t-readable` layout container of its own.
  package var isReadable: Bool
  /// What the Annotate switch draws over the section (a site with `showsLayout`): written as
  /// `data-layout-*` attributes of its frames. Nil on every other site: no attribute at all.
  package var annotation: LayoutAnnotation?

  package init(
    id: String, title: String, style: SectionStyle, cellTemplate: String, header: Supplementary = .none,
    footer: Supplementary = .none, count: Int, completed: Int = 0, cells: CellSource,
    outline: [OutlineGroup]? = nil, leadingSwipeActions: [SwipeAction] = [], trailingSwipeActions: [SwipeAction] = [],
    accessories: [Accessory] = [], emptyMessage: String? = nil, isHidden: Bool = false, isSearchable: Bool = false,
    isList: Bool = false,
    segmentIndex: Int = 0, scrollsSideways: Bool = false, isReadable: Bool = false
  ) {
    self.id = id
    self.title = title
    self.style = style
    self.cellTemplate = cellTemplate
    self.header = header
    self.footer = footer
    self.count = count
    self.completed = completed
    self.cells = cells
    self.outline = outline
    self.leadingSwipeActions = leadingSwipeActions
    self.trailingSwipeActions = trailingSwipeActions
    self.accessories = accessories
    self.emptyMessage = emptyMessage
    self.isHidden = isHidden
    self.isSearchable = isSearchable
    self.isList = isList
    self.segmentIndex = segmentIndex
    self.scrollsSideways = scrollsSideways
    self.isReadable = isReadable
  }
}
