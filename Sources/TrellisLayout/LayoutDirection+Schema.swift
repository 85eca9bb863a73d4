import TrellisSchema

extension LayoutDirection: SchemaDescribed {
  package static let schemaName = "LayoutDirection"

  package static var schema: JSONSchema {
    .names(
      of: Self.self,
      "The direction a layout is shown in, as HTML's dir attribute: ltr (leading is left) or rtl (leading is right); UIKit's UIUserInterfaceLayoutDirection."
    )
  }
}
