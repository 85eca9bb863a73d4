import TrellisSchema

extension SwipeAction: SchemaDescribed {
  package static let schemaName = "SwipeAction"

  /// The decoder's keys: a title, exactly one of `copy` and `link`, and at most one of `style`
  /// and `backgroundColor`.
  package static var schema: JSONSchema {
    var schema = JSONSchema.object(
      CodingKeys.self,
      "A button revealed by swiping a list row (Apple's UIContextualAction): a title, and exactly one of copy and link.",
      required: [.title]
    ) {
      switch $0 {
      case .title: .nonEmptyString("The button's label; never empty.")
      case .style:
        .reference(
          to: Style.self, "The action's style, whose only effect is its colour; not with backgroundColor.",
          default: .normal)
      case .backgroundColor:
        .reference(to: SystemColor.self, "The button's background, replacing the style's colour; not with style.")
      case .copy: .reference(to: ItemField.self, "Copies this field of the row's item to the clipboard.")
      case .link: .reference(to: LinkTemplate.self, "Opens this link, built from the row's item.")
      }
    }
    schema.oneOf = [CodingKeys.copy, .link].map { .requiring([$0]) }
    schema.not = JSONSchema.Box(
      .requiring(
        [CodingKeys.style, .backgroundColor],
        "Give a swipe action style or backgroundColor, not both: a style only chooses the action's colour, which backgroundColor replaces."
      ))
    return schema
  }
}

extension SwipeAction.Style: SchemaDescribed {
  package static let schemaName = "SwipeAction.Style"

  package static var schema: JSONSchema {
    .names(
      of: Self.self,
      "A swipe action's style (Apple's UIContextualAction.Style): normal (systemGray) or destructive (systemRed); Trellis's actions never remove a row."
    )
  }
}
