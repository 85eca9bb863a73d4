/// A test on the layout environment that picks a section layout variant.
///
/// JSON (a variant's `"when"`): any of `{"orientation": "landscape"}`,
/// `{"horizontalSizeClass": "regular"}`, `{"minWidth": 800}` and `{"maxWidth": 500}`, together
/// or alone; at least one is required. The widths test the section's container
/// (``LayoutEnvironment/containerWidth``), half-open like the size class: `minWidth` matches a
/// container at least that wide, `maxWidth` one narrower than that, so
/// `{"minWidth": 500, "maxWidth": 800}` is the widths from 500 up to, not including, 800.
/// Apple's `layoutEnvironment.container.effectiveContentSize.width > 800` is `"minWidth": 800`
/// but for a container exactly 800 wide, which it matches and Apple's test does not.
public struct LayoutEnvironmentCondition: Hashable, Sendable {
  /// The orientation the environment must have; `nil` accepts any.
  public var orientation: InterfaceOrientation?
  /// The horizontal size class the environment must have; `nil` accepts any.
  public var horizontalSizeClass: UserInterfaceSizeClass?
  /// The narrowest container width that matches (`>=`); `nil` accepts any.
  public var minWidth: Double?
  /// The container width from which the condition no longer matches (`<`); `nil` accepts any.
  public var maxWidth: Double?

  /// Creates a condition; every named trait must match.
  public init(
    minWidth: Double? = nil, maxWidth: Double? = nil,
    orientation: InterfaceOrientation? = nil, horizontalSizeClass: UserInterfaceSizeClass? = nil
  ) {
    self.orientation = orientation
    self.horizontalSizeClass = horizontalSizeClass
    self.minWidth = minWidth
    self.maxWidth = maxWidth
  }

  /// Whether `environment` has every trait the condition names.
  public func matches(_ environment: LayoutEnvironment) -> Bool {
    (orientation.map { $0 == environment.orientation } ?? true)
      && (horizontalSizeClass.map { $0 == environment.horizontalSizeClass } ?? true)
      && (minWidth.map { environment.containerWidth >= $0 } ?? true)
      && (maxWidth.map { environment.containerWidth < $0 } ?? true)
  }

  /// The container widths at which the condition may change: its own bounds, and the size
  /// class's threshold where it tests the size class.
  public var widthBreakpoints: [Double] {
    [minWidth, maxWidth].compactMap { $0 }
      + (horizontalSizeClass == nil ? [] : [LayoutChoices.regularWidthThreshold])
  }
}
