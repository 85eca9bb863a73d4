import TrellisSchema

extension LayoutPreset: SchemaDescribed {
  package static let schemaName = "LayoutPreset"

  package static var schema: JSONSchema {
    .names(
      of: Self.self,
      "A named section layout from the UIKit examples Trellis was modelled on; the card and grid presets change for regular width."
    )
  }
}
