import TrellisSchema

extension NumberRequirement {
  /// The schema of a number that meets the requirement: at least 0 or above it, at most
  /// ``maximum``.
  func schema(_ description: String, default value: Double? = nil) -> JSONSchema {
    .number(
      description, minimum: allowsZero ? 0 : nil, exclusiveMinimum: allowsZero ? nil : 0, maximum: maximum,
      default: value)
  }
}
