/// A test on the layout environment that picks a section layout variant.
///
/// JSON (a variant's `"when"`): `{"orientation": "landscape"}`,
/// `{"horizontalSizeClass": "regular"}` or both; at least one is required.
public struct LayoutEnvironmentCondition: Hashable, Sendable {
  /// The orientation the environment must have; `nil` accepts any.
  public var orientation: InterfaceOrientation?
  /// The horizontal size class the environment must have; `nil` accepts any.
  public var horizontalSizeClass: UserInterfaceSizeClass?

  /// Creates a condition; every named trait must match.
  public init(
    orientation: InterfaceOrientation? = nil, horizontalSizeClass: UserInterfaceSizeClass? = nil
  ) {
    self.orientation = orientation
    self.horizontalSizeClass = horizontalSizeClass
  }

  /// Whether `environment` has every trait the condition names.
  public func matches(_ environment: LayoutEnvironment) -> Bool {
    (orientation.map { $0 == environment.orientation } ?? true)
      && (horizontalSizeClass.map { $0 == environment.horizontalSizeClass } ?? true)
  }
}
