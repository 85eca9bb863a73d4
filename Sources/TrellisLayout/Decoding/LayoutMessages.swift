import TrellisDiagnostics

/// Every message about a layout description (its values, its keys and its link templates), in one place.
extension Diagnostic.Message {
  // MARK: Numbers

  /// A number outside what its place allows: `expected a fraction greater than 0 and at most 100,
  /// found -0.5`.
  static func numberOutOfRange(_ requirement: NumberRequirement, found value: Double) -> Self {
    let maximum = decimalText(requirement.maximum)
    let bound = requirement.allowsZero ? "from 0 to \(maximum)" : "greater than 0 and at most \(maximum)"
    return Self(
      "layout.numberOutOfRange", "expected \(requirement.noun) \(bound), found \(DecodingMessage.number(value))")
  }

  static func countOutOfRange(_ key: String, found value: Double) -> Self {
    Self(
      "layout.countOutOfRange",
      "\(key) must be an integer from 1 to \(LayoutChoices.maximumCount), found \(DecodingMessage.number(value))")
  }

  static func zIndexOutOfRange(_ key: String, found value: Double) -> Self {
    let limit = LayoutChoices.maximumZIndex
    return Self(
      "layout.zIndexOutOfRange",
      "\(key) must be an integer from -\(limit) to \(limit), found \(DecodingMessage.number(value))")
  }

  static func coordinateOutOfRange(found value: Double) -> Self {
    let limit = decimalText(LayoutChoices.maximumLength)
    return Self(
      "layout.coordinateOutOfRange",
      "expected a coordinate from -\(limit) to \(limit), found \(DecodingMessage.number(value))")
  }

  static func emptyWidthRange(minWidth: Double, maxWidth: Double) -> Self {
    Self(
      "layout.emptyWidthRange",
      "maxWidth must be greater than minWidth (\(decimalText(minWidth))), found \(DecodingMessage.number(maxWidth)): no container would match"
    )
  }

  static let invalidInsets = Self(
    "layout.invalidInsets", "expected insets: a number or an object with top, leading, bottom and trailing")

  // MARK: Keys

  static func emptyString(_ key: String) -> Self { Self("layout.emptyString", "\(key) must not be empty") }

  /// An object whose kind is named by exactly one of `keys` holds none of them, or several (`present`).
  static func notExactlyOneKey(_ what: String, of keys: [String], found present: [String]) -> Self {
    let found = present.isEmpty ? "none" : DecodingMessage.conjunction(present)
    return Self(
      "layout.notExactlyOneKey", "\(what) needs exactly one of \(DecodingMessage.alternatives(keys)); found \(found)")
  }

  static let emptyCondition = Self(
    "layout.emptyCondition",
    "a condition needs at least one of \"orientation\", \"horizontalSizeClass\", \"minWidth\" and \"maxWidth\"; found none"
  )

  static let bothAnchorOffsets = Self(
    "layout.bothAnchorOffsets", "an anchor takes at most one of \"absoluteOffset\" or \"fractionalOffset\"; found both")

  static func contradictoryAnchorEdges(_ contradictions: [String]) -> Self {
    Self(
      "layout.contradictoryAnchorEdges",
      "contradictory anchor edges \(contradictions.joined(separator: ", ")); "
        + "an anchor names at most one of top and bottom and one of leading and trailing")
  }

  static let styleAndBackgroundColor = Self(
    "layout.styleAndBackgroundColor",
    "give a swipe action \"style\" or \"backgroundColor\", not both: a style only chooses the action's colour (normal systemGray, destructive systemRed), which backgroundColor replaces"
  )

  // MARK: Names

  /// An `elementKind` Trellis does not draw for `what` ("a boundary supplementary item"),
  /// suggesting a close one of `drawn`.
  static func unknownElementKind(_ kind: String, for what: String, drawn: [String]) -> Self {
    let suggestion = Suggestion.didYouMean(kind, among: drawn)
    return Self(
      "layout.unknownElementKind",
      "unknown elementKind \"\(kind)\" for \(what)\(suggestion.isEmpty ? ";" : suggestion) Trellis draws \(DecodingMessage.conjunction(drawn))"
    )
  }

  /// A decoration's `elementKind` that cannot name its template file.
  static func decorationKindNotAName(_ kind: String) -> Self {
    Self(
      "layout.decorationKindNotAName",
      "a decoration's elementKind names its template (Templates/decoration-KIND.mustache), so it is 1 to \(DecorationItem.maximumElementKindLength) letters, digits, \".\", \"_\" and \"-\", starting with a letter or a digit; found \"\(kind)\""
    )
  }

  static func unknownColor(_ name: String, known names: [String]) -> Self {
    Self(
      "layout.unknownColor",
      "unknown colour \"\(name)\"; expected a system colour (\(names.joined(separator: ", "))) or \"#RRGGBB\"")
  }

  static func unknownEdge(_ name: String, known: [String]) -> Self {
    Suggestion.unknown("layout.unknownEdge", "edge", name, known: known, listed: .max)
  }

  static func unknownAppearance(_ name: String, known: [String]) -> Self {
    Suggestion.unknown("layout.unknownAppearance", "appearance", name, known: known, listed: .max)
  }

  static func unknownHeaderMode(_ name: String, known: [String]) -> Self {
    Suggestion.unknown("layout.unknownHeaderMode", "headerMode", name, known: known, listed: .max)
  }

  static func unknownFooterMode(_ name: String, known: [String]) -> Self {
    Suggestion.unknown("layout.unknownFooterMode", "footerMode", name, known: known, listed: .max)
  }

  static func unknownDirection(_ name: String, known: [String]) -> Self {
    Suggestion.unknown("layout.unknownDirection", "direction", name, known: known, listed: .max)
  }

  static func unknownAlignment(_ name: String, known: [String]) -> Self {
    Suggestion.unknown("layout.unknownAlignment", "alignment", name, known: known, listed: .max)
  }

  static func unknownSwipeActionStyle(_ name: String, known: [String]) -> Self {
    Suggestion.unknown("layout.unknownSwipeActionStyle", "swipe action style", name, known: known, listed: .max)
  }

  static func unknownHorizontalSizeClass(_ name: String, known: [String]) -> Self {
    Suggestion.unknown("layout.unknownHorizontalSizeClass", "horizontalSizeClass", name, known: known, listed: .max)
  }

  static func unknownItemField(_ name: String, known: [String]) -> Self {
    Suggestion.unknown("layout.unknownItemField", "item field", name, known: known, listed: .max)
  }

  static func unknownOrientation(_ name: String, known: [String]) -> Self {
    Suggestion.unknown("layout.unknownOrientation", "orientation", name, known: known, listed: .max)
  }

  static func unknownOrthogonalScrollingBehavior(_ name: String, known: [String]) -> Self {
    Suggestion.unknown(
      "layout.unknownOrthogonalScrollingBehavior", "orthogonalScrollingBehavior", name, known: known, listed: .max)
  }

  static func unknownPreset(_ name: String, known: [String]) -> Self {
    Suggestion.unknown("layout.unknownPreset", "preset", name, known: known, listed: .max)
  }

  // MARK: Sections and groups

  static let topLevelEdgeSpacing = Self(
    "layout.topLevelEdgeSpacing",
    "a section's top-level group takes no edgeSpacing: there is no parent group to move it within; use the section's \"contentInsets\" or \"interGroupSpacing\""
  )

  static let multipleDecorations = Self(
    "layout.multipleDecorations",
    "a section takes at most one decoration item: Trellis draws one background per section")

  static let pinWithoutExtendingBoundary = Self(
    "layout.pinWithoutExtendingBoundary",
    "a boundary supplementary item with \"extendsBoundary\": false does not pin in Trellis: it is drawn at the section's edge over the content, so \"pinToVisibleBounds\" would have no effect; drop one of the two"
  )

  static let groupSupplementaryItems = Self(
    "layout.groupSupplementaryItems",
    "a group's supplementaryItems are not supported: Trellis draws supplementary items anchored to items (badges), not to groups; move them to an item's \"supplementaryItems\""
  )

  static let countWithSubitems = Self(
    "layout.countWithSubitems", "\"count\" goes with \"subitem\" or \"repeatingSubitem\", not \"subitems\"")

  static let noSubitems = Self("layout.noSubitems", "a group needs at least one subitem")

  /// A group of `"subitem"` or `"repeatingSubitem"` (`key`) without its `"count"`.
  static func missingCount(_ key: String) -> Self {
    Self("layout.missingCount", "a group with \"\(key)\" needs \"count\"")
  }

  // MARK: Variants

  static let headerModeVaries = Self(
    "layout.headerModeVaries",
    "\"headerMode\": \"firstItemInSection\" must be used by the base layout and every variant, or by none: the first item is the section's header in the page's HTML, which cannot change with the environment"
  )

  static let swipeActionsVary = Self(
    "layout.swipeActionsVary",
    "swipe actions must be the same in the base layout and every variant: they are in the page's HTML, which cannot change with the environment"
  )

  static func decorationKindVaries(_ kind: String, base: String) -> Self {
    Self(
      "layout.decorationKindVaries",
      "this variant's decoration is \"\(kind)\" where another layout's is \"\(base)\": a decoration's kind (its template) is in the page's HTML, which cannot change with the environment; layouts that have a decoration must agree on its kind"
    )
  }

  // MARK: Link templates

  static let emptyLinkTemplate = Self("layout.emptyLinkTemplate", "a link template must not be empty")

  static func unclosedPlaceholder(in template: String) -> Self {
    Self("layout.unclosedPlaceholder", "unclosed \"{\" in link template \"\(template)\"")
  }

  /// A placeholder that names no ``ItemField``.
  static func unknownPlaceholder(_ name: String, in template: String) -> Self {
    let known = DecodingMessage.alternatives(ItemField.allCases.map { "{\($0.rawValue)}" }.sorted(), quoted: false)
    return Self(
      "layout.unknownPlaceholder",
      "unknown placeholder \"{\(name)}\" in link template \"\(template)\"; expected \(known)")
  }

  static func unmatchedBrace(in template: String) -> Self {
    Self("layout.unmatchedBrace", "unmatched \"}\" in link template \"\(template)\"")
  }
}
