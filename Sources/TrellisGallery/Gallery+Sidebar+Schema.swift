import TrellisLayout
import TrellisSchema

extension Gallery.SidebarEntry: SchemaDescribed {
  package static let schemaName = "SidebarEntry"

  package static var schema: JSONSchema {
    .oneOf(
      [
        .string("A page's id."),
        .object(CodingKeys.self, "A titled group of entries.", required: [.title, .items]) {
          switch $0 {
          case .title: .nonEmptyString("The group's title.")
          case .items: .array(of: .reference(to: Self.self), "The group's entries, at least one.", minItems: 1)
          }
        },
      ], "An entry of the sidebar's outline: a page's id, or a group, `{\"title\", \"items\"}`.")
  }
}

extension Gallery.Accessory: SchemaDescribed {
  package static let schemaName = "Accessory"

  package static var schema: JSONSchema {
    let label = Self.label("").name
    return .oneOf(
      [
        .names(kinds.map(\.name).filter { $0 != label }, "An accessory's name."),
        .object(CodingKeys.self, "Text on the trailing side.", required: [.label]) {
          switch $0 {
          case .label:
            .object(LabelKeys.self, "The label's options.", required: [.text]) {
              switch $0 {
              case .text:
                .placeholderText(
                  "The text: a literal, with `{title}`, `{subtitle}`, `{value}` or `{text}` filled from the item.",
                  names: LabelField.allCases.map(\.rawValue)
                )
                .exemplified(by: .string("{subtitle}"))
              }
            }
          }
        },
      ],
      "A control a list cell shows, as UIKit draws it: a name such as `checkmark`, or `{\"label\": {\"text\": …}}`.")
  }
}
