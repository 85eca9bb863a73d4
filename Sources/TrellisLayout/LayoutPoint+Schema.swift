import TrellisSchema

extension LayoutPoint: SchemaDescribed {
  package static let schemaName = "LayoutPoint"

  /// Each coordinate of magnitude at most `LayoutChoices.maximumLength`; a missing one is 0.
  package static var schema: JSONSchema {
    .object(
      CodingKeys.self, "A point or offset, x to the right and y downwards (Apple's CGPoint); a missing coordinate is 0."
    ) {
      let limit = LayoutChoices.maximumLength
      return switch $0 {
      case .x: .number("The horizontal coordinate.", minimum: -limit, maximum: limit, default: 0)
      case .y: .number("The vertical coordinate.", minimum: -limit, maximum: limit, default: 0)
      }
    }
  }
}
