/// The container a layout is resolved in (Apple's `NSCollectionLayoutEnvironment`).
public struct LayoutEnvironment: Hashable, Sendable {
  /// The container's width in points.
  public var containerWidth: Double
  /// The container's height in points: the window's.
  public var containerHeight: Double
  /// The window's width in points: the container's, unless the container is narrower (a
  /// section laid out in the readable width).
  public var windowWidth: Double

  /// Creates an environment for a container of the given size, in a window as wide as the
  /// container unless `windowWidth` says otherwise.
  public init(containerWidth: Double, containerHeight: Double, windowWidth: Double? = nil) {
    self.containerWidth = containerWidth
    self.containerHeight = containerHeight
    self.windowWidth = windowWidth ?? containerWidth
  }

  /// ``InterfaceOrientation/landscape`` when the window is wider than tall, else portrait: the
  /// interface's orientation is the window's, even for a narrower container (and a browser's
  /// `orientation` media feature is the viewport's).
  public var orientation: InterfaceOrientation {
    windowWidth > containerHeight ? .landscape : .portrait
  }

  /// ``UserInterfaceSizeClass/regular`` when the container is at least
  /// 768 (`LayoutChoices.regularWidthThreshold`) wide, else compact.
  public var horizontalSizeClass: UserInterfaceSizeClass {
    containerWidth >= LayoutChoices.regularWidthThreshold ? .regular : .compact
  }
}
