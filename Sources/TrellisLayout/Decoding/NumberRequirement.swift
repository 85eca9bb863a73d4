/// What a number in a layout description must satisfy (a number that does not is reported with
/// the message `numberOutOfRange(_:found:)`).
///
/// Every bound is checked the same way: the value must be finite, either strictly greater than
/// zero or at least zero, and at most ``maximum``. The maxima keep every length the solver and
/// the CSS compiler produce far inside what they print exactly (see `LayoutChoices`).
struct NumberRequirement: Sendable {
  /// What the number is, as read in an error message: "a fraction", "a length".
  var noun: String
  /// Whether zero is allowed (`>= 0`) or not (`> 0`).
  var allowsZero: Bool
  /// The largest value allowed.
  var maximum: Double = LayoutChoices.maximumLength

  /// A fraction for `fractionalWidth` or `fractionalHeight`: finite and greater than 0.
  static let fraction = NumberRequirement(
    noun: "a fraction", allowsZero: false, maximum: LayoutChoices.maximumFraction)
  /// An absolute length: finite and at least 0.
  static let length = NumberRequirement(noun: "a length", allowsZero: true)
  /// An estimated length: finite and greater than 0.
  static let estimate = NumberRequirement(noun: "an estimate", allowsZero: false)
  /// A spacing: finite and at least 0.
  static let spacing = NumberRequirement(noun: "a spacing", allowsZero: true)
  /// An inset: finite and at least 0 (Trellis rejects negative insets).
  static let inset = NumberRequirement(noun: "an inset", allowsZero: true)

  /// Whether `value` meets the requirement.
  func accepts(_ value: Double) -> Bool {
    value.isFinite && (allowsZero ? value >= 0 : value > 0) && value <= maximum
  }
}
