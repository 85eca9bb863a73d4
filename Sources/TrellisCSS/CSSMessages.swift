import TrellisDiagnostics
import TrellisLayout

/// Every message about a layout the CSS compiler refuses (each with the ID of its ``CSSLimit``), in one place.
extension Diagnostic.Message {
  // MARK: Limits

  static let contentWidthOutsideOrthogonal = Self(
    refusing: .contentWidthOutsideOrthogonal, "; give the item or its group a fractional or absolute width")

  static let flowScrollsSideways = Self(
    refusing: .flowScrollsSideways,
    "; give the section \"orthogonalScrollingBehavior\": \"none\", or the group an estimated width")

  static let flowItemsNotUniform = Self(
    refusing: .flowItemsNotUniform, "; give its subitems one item and no edge spacing")

  static let flowLengthsNotWholeUnits = Self(
    refusing: .flowLengthsNotWholeUnits,
    " (a browser adds them up line after line in that unit); round them, or give the items estimated heights")

  static let twoDimensionalSelfSizing = Self(
    refusing: .twoDimensionalSelfSizing, "; give the items absolute or fractional heights")

  static let capacityFollowsHeight = Self(
    refusing: .capacityFollowsHeight, "; CSS container queries can only follow the width")

  /// `coordinate` (as "item 2's x") bends `where` (as "between 320 and 559 points wide").
  static func nonlinearFrame(_ coordinate: String, _ where: String) -> Self {
    Self(refusing: .nonlinearFrame, " (\(coordinate), \(`where`))")
  }

  static let wrappedCapacityVaries = Self(
    refusing: .wrappedCapacityVaries, "; here it changes with the width or a variant")

  /// A subitem's length reaches zero near the container width `width` (as printed).
  static func vanishingSubitem(near width: String) -> Self {
    Self(
      refusing: .vanishingSubitem,
      ", where its group's capacity grows without bound (near \(width) points wide); give it a length that does not reach zero"
    )
  }

  /// The capacity search stopped at the container width `width` (as printed).
  static func capacityBreakpoints(past width: String) -> Self {
    Self(refusing: .capacityBreakpoints, " (past \(width) points wide)")
  }

  /// `slots` item slots, in groups of up to `largestGroup` items at `widths` container widths.
  static func slotCount(_ slots: Int, largestGroup: Int, widths: Int) -> Self {
    Self(
      refusing: .slotCount,
      " (\(slots), in groups of up to \(largestGroup) items at \(widths) container widths); use fewer, larger items a group, or a group that fills while it fits"
    )
  }

  static let topFollowsContent = Self(
    refusing: .topFollowsContent,
    " (flexible top edge spacing in a group that sizes to its content) cannot be placed in CSS; give the spacing a fixed length or the group a fixed height"
  )

  // MARK: Others

  static let noGroup = Self("css.noGroup", "the layout has no group")

  /// A refusal of `limit`: its stem, then `rest`.
  private init(refusing limit: CSSLimit, _ rest: String) {
    self.init(limit.id, limit.stem + rest)
  }
}
