extension Gallery {
  /// An entry of a sidebar app's outline (``Gallery/sidebar``): a page, or a group of entries
  /// under a title, nested as deep as the outline needs.
  ///
  /// ```swift
  /// gallery.sidebar = [
  ///   .group("Compositional Layout", [.group("Getting Started", [.page("grid")]), .page("nested-groups")]),
  ///   .page("about"),
  /// ]
  /// ```
  public indirect enum SidebarEntry: Sendable, Hashable, Encodable {
    /// The page with this id.
    case page(String)
    /// A titled group of entries (at least one).
    case group(String, [SidebarEntry])

    enum CodingKeys: String, CodingKey, CaseIterable { case title, items }

    /// Encodes the entry as site.json's `sidebar` holds it: a page's id, or `{"title", "items"}`.
    public func encode(to encoder: any Encoder) throws {
      switch self {
      case .page(let id):
        var container = encoder.singleValueContainer()
        try container.encode(id)
      case .group(let title, let items):
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(items, forKey: .items)
      }
    }
  }

  /// A control a list cell shows beside its content, as UIKit's `UICellAccessory` draws it
  /// (``Section/accessories``). Those that act on touch in iOS are drawn, not acted on.
  public enum Accessory: Sendable, Hashable, Encodable {
    /// A chevron pointing to the trailing side.
    case disclosureIndicator
    /// The outline's disclosure chevron.
    case outlineDisclosure
    /// A checkmark, announced as selected.
    case checkmark
    /// Text on the trailing side: a template such as `"{subtitle}"` filled from the item.
    case label(String)
    /// An info button.
    case detail
    /// A red minus on the leading side.
    case delete
    /// A reorder grip.
    case reorder
    /// A selection circle on the leading side.
    case multiselect

    /// A field of a cell a label's text may show: `{title}`, `{subtitle}`, `{value}`, `{text}`.
    package enum LabelField: String, Hashable, Sendable, CaseIterable {
      case title, subtitle, value, text
    }

    enum LabelKeys: String, CodingKey, CaseIterable { case text }
    enum CodingKeys: String, CodingKey, CaseIterable { case label }

    /// Encodes the accessory as site.json's `cell.accessories` holds it.
    public func encode(to encoder: any Encoder) throws {
      guard case .label(let text) = self else {
        var container = encoder.singleValueContainer()
        try container.encode(name)
        return
      }
      var container = encoder.container(keyedBy: CodingKeys.self)
      var label = container.nestedContainer(keyedBy: LabelKeys.self, forKey: .label)
      try label.encode(text, forKey: .text)
    }

    /// Its name, as UIKit's factory is named.
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

    /// One of each kind, in the order messages list them.
    static let kinds: [Accessory] = [
      .disclosureIndicator, .outlineDisclosure, .checkmark, .label(""), .detail, .delete, .reorder, .multiselect,
    ]
  }
}
