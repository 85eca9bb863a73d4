import TrellisSchema

extension UserInterfaceSizeClass: SchemaDescribed {
  package static let schemaName = "UserInterfaceSizeClass"

  package static var schema: JSONSchema {
    let threshold = Int(LayoutChoices.regularWidthThreshold)
    return .names(
      of: Self.self,
      "A class of the container's width (Apple's UIUserInterfaceSizeClass): compact, narrower than \(threshold) points, or regular, at least \(threshold)."
    )
  }
}
