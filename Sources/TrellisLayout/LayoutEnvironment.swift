/// The container a layout is resolved in (Apple's `NSCollectionLayoutEnvironment`).
public struct LayoutEnvironment: Hashable, Sendable {
  /// The container's width in points.
  public var containerWidth: Double
  /// The container's height in points.
  public var containerHeight: Double

  /// Creates an environment for a container of the given size.
  public init(containerWidth: Double, containerHeight: Double) {
    self.containerWidth = containerWidth
    self.containerHeight = containerHeight
  }

  /// ``InterfaceOrientation/landscape`` when the container is wider than tall, else portrait.
  public var orientation: InterfaceOrientation {
    containerWidth > containerHeight ? .landscape : .portrait
  }

  /// ``UserInterfaceSizeClass/regular`` when the container is at least
  /// ``LayoutChoices/regularWidthThreshold`` wide, else compact.
  public var horizontalSizeClass: UserInterfaceSizeClass {
    containerWidth >= LayoutChoices.regularWidthThreshold ? .regular : .compact
  }
}
