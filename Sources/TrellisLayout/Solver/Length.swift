/// A length at the container width being solved, with its rate of change as that width grows.
///
/// Every length in a compositional layout is, for fixed group capacities, an affine function of
/// the container width (fractions of boxes that are themselves fractions of the width, minus
/// constant insets and spacing). The solver computes `value` with plain arithmetic, exactly as
/// it would without the slope, and carries `slope` alongside so that
/// ``LayoutSolver/capacityBreakpoints(for:widths:height:)`` can find where a fit test flips
/// analytically.
struct Length: Sendable {
  /// The length at the current container width.
  var value: Double
  /// d(value) / d(container width).
  var slope: Double

  /// A length that does not depend on the container width.
  static func constant(_ value: Double) -> Length { Length(value: value, slope: 0) }

  /// Zero.
  static let zero = Length(value: 0, slope: 0)

  static func + (lhs: Length, rhs: Length) -> Length {
    Length(value: lhs.value + rhs.value, slope: lhs.slope + rhs.slope)
  }

  static func + (lhs: Length, rhs: Double) -> Length {
    Length(value: lhs.value + rhs, slope: lhs.slope)
  }

  static func - (lhs: Length, rhs: Length) -> Length {
    Length(value: lhs.value - rhs.value, slope: lhs.slope - rhs.slope)
  }

  static func - (lhs: Length, rhs: Double) -> Length {
    Length(value: lhs.value - rhs, slope: lhs.slope)
  }

  static func * (lhs: Length, rhs: Double) -> Length {
    Length(value: lhs.value * rhs, slope: lhs.slope * rhs)
  }

  static func / (lhs: Length, rhs: Double) -> Length {
    Length(value: lhs.value / rhs, slope: lhs.slope / rhs)
  }
}

/// A width and a height as ``Length``s.
struct LengthSize: Sendable {
  var width: Length
  var height: Length

  /// The length along `axis`.
  func main(_ axis: LayoutGroup.Axis) -> Length { axis == .horizontal ? width : height }
  /// The length across `axis`.
  func cross(_ axis: LayoutGroup.Axis) -> Length { axis == .horizontal ? height : width }

  /// A size from lengths along and across `axis`.
  init(main: Length, cross: Length, axis: LayoutGroup.Axis) {
    if axis == .horizontal {
      width = main
      height = cross
    } else {
      width = cross
      height = main
    }
  }

  init(width: Length, height: Length) {
    self.width = width
    self.height = height
  }
}
