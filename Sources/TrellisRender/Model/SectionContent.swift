import TrellisCSS

/// One section as the renderer draws it: its compiled style (the layout), its header and
/// footer, and its cells.
public struct SectionContent: Sendable {
  /// What a header or footer shows.
  public enum Supplementary: String, Sendable {
    case none, title, titleWithCount, progress, largeProgress, separator

    /// It shows the section's title (a header names its section after it).
    public var showsTitle: Bool {
      self == .title || self == .titleWithCount || self == .progress || self == .largeProgress
    }
  }

  /// A swipe action of a list row.
  public struct SwipeAction: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
      /// Copies the value (computed per cell by `value`).
      case copy
      /// Follows the link (computed per cell by `value`).
      case link
    }

    public var title: String
    /// A CSS colour: `var(--t-system-blue)` or `#34C759`.
    public var color: String
    public var isDestructive: Bool
    public var kind: Kind
    /// The value for a cell: the text to copy or the URL to follow.
    public var value: @Sendable (CellContent) -> String

    public init(
      title: String, color: String, isDestructive: Bool, kind: Kind, value: @escaping @Sendable (CellContent) -> String
    ) {
      self.title = title
      self.color = color
      self.isDestructive = isDestructive
      self.kind = kind
      self.value = value
    }

    public static func == (a: SwipeAction, b: SwipeAction) -> Bool {
      a.title == b.title && a.color == b.color && a.isDestructive == b.isDestructive && a.kind == b.kind
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(title) }
  }

  /// A parent row and its children, for outline sections.
  public struct OutlineGroup: Sendable {
    public var parent: CellContent
    public var children: CellSource
    public var isExpanded: Bool

    public init(parent: CellContent, children: CellSource, isExpanded: Bool = false) {
      self.parent = parent
      self.children = children
      self.isExpanded = isExpanded
    }
  }

  /// The HTML id (unique in the page).
  public var id: String
  public var title: String
  public var style: SectionStyle
  /// The cell template: `cell-grid`, `cell-list`, …
  public var cellTemplate: String
  public var header: Supplementary
  public var footer: Supplementary
  /// Items, for "Title (count)".
  public var count: Int
  /// Completed items, for progress headers.
  public var completed: Int
  public var cells: CellSource
  /// When set, the section is an outline and `cells` is ignored.
  public var outline: [OutlineGroup]?
  public var leadingSwipeActions: [SwipeAction]
  public var trailingSwipeActions: [SwipeAction]
  /// Shown (as the section's one cell) when it has no items.
  public var emptyMessage: String?
  /// Empty and hiding: drawn as nothing at all.
  public var isHidden: Bool
  public var isSearchable: Bool
  /// A list configuration (rows) rather than a compositional section (cards).
  public var isList: Bool
  /// The segment it belongs to on a segmented page (1-based), 0 otherwise.
  public var segmentIndex: Int
  /// The content scrolls sideways (an orthogonal section) in some environment: it is made a
  /// keyboard-focusable, named scroller.
  public var scrollsSideways: Bool
  /// Laid out in the readable width (at most `LayoutChoices.readableWidth`, centred): the section
  /// is wrapped in a `t-readable` layout container of its own.
  public var isReadable: Bool

  public init(
    id: String, title: String, style: SectionStyle, cellTemplate: String, header: Supplementary = .none,
    footer: Supplementary = .none, count: Int, completed: Int = 0, cells: CellSource,
    outline: [OutlineGroup]? = nil, leadingSwipeActions: [SwipeAction] = [], trailingSwipeActions: [SwipeAction] = [],
    emptyMessage: String? = nil, isHidden: Bool = false, isSearchable: Bool = false, isList: Bool = false,
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
    self.emptyMessage = emptyMessage
    self.isHidden = isHidden
    self.isSearchable = isSearchable
    self.isList = isList
    self.segmentIndex = segmentIndex
    self.scrollsSideways = scrollsSideways
    self.isReadable = isReadable
  }
}
