import TrellisSchema

extension LayoutSize: SchemaDescribed {
  package static let schemaName = "LayoutSize"

  package static var schema: JSONSchema {
    .object(CodingKeys.self, "An item's or group's width and height.", required: [.widthDimension, .heightDimension]) {
      switch $0 {
      case .widthDimension: .reference(to: LayoutDimension.self, "The width.")
      case .heightDimension: .reference(to: LayoutDimension.self, "The height.")
      }
    }
  }
}
