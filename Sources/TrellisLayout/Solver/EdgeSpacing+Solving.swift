extension EdgeSpacing {
  /// The edge spacing of one side: its minimum, and whether it takes a share of leftover room.
  struct Side: Sendable {
    var minimum: Double
    var isFlexible: Bool

    static let none = Side(minimum: 0, isFlexible: false)

    init(minimum: Double, isFlexible: Bool) {
      self.minimum = minimum
      self.isFlexible = isFlexible
    }

    init(_ spacing: LayoutSpacing?) {
      switch spacing {
      case .none: self = .none
      case .fixed(let value): self.init(minimum: value, isFlexible: false)
      case .flexible(let value): self.init(minimum: value, isFlexible: true)
      }
    }
  }

  /// The spacing before the subitem along `axis` (leading for horizontal, top for vertical).
  func before(_ axis: LayoutGroup.Axis) -> Side { Side(axis == .horizontal ? leading : top) }
  /// The spacing after the subitem along `axis` (trailing for horizontal, bottom for vertical).
  func after(_ axis: LayoutGroup.Axis) -> Side { Side(axis == .horizontal ? trailing : bottom) }
}

extension LayoutGroupSubitem {
  /// The subitem's edge spacing, if any.
  var edgeSpacing: EdgeSpacing? {
    switch self {
    case .item(let item): item.edgeSpacing
    case .group(let group): group.edgeSpacing
    }
  }
}

extension LayoutGroup.Axis {
  /// The other axis.
  var crossAxis: LayoutGroup.Axis { self == .horizontal ? .vertical : .horizontal }
}

extension DirectionalEdgeInsets {
  /// The inset before content along `axis` (leading or top).
  func before(_ axis: LayoutGroup.Axis) -> Double { axis == .horizontal ? leading : top }
  /// The sum of both insets along `axis`.
  func total(_ axis: LayoutGroup.Axis) -> Double {
    axis == .horizontal ? leading + trailing : top + bottom
  }
}
