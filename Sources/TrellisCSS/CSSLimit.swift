import TrellisDiagnostics
import TrellisLayout

/// A layout the CSS compiler refuses, one of those LayoutFormat.md, "Limits of the CSS compiler",
/// lists in this order: each limit's ID is `css.limit.` and its name, and every refusal's message
/// starts with its ``stem``.
package enum CSSLimit: String, CaseIterable, Sendable {
  /// Items as wide as their content outside an orthogonal section of one-item groups.
  case contentWidthOutsideOrthogonal
  /// A flow of items as wide as their content that scrolls sideways.
  case flowScrollsSideways
  /// A flow of more than one kind of item, or of items with edge spacing.
  case flowItemsNotUniform
  /// A flow whose spacing, insets or fixed heights are not whole 1/64 px.
  case flowLengthsNotWholeUnits
  /// A group of items in two dimensions that sizes to its content.
  case twoDimensionalSelfSizing
  /// A group capacity that follows the viewport's height.
  case capacityFollowsHeight
  /// A frame that does not vary linearly with the container's size.
  case nonlinearFrame
  /// Groups wrapped in HTML whose item count changes with the width or a variant.
  case wrappedCapacityVaries
  /// A subitem whose length falls to zero at some container width.
  case vanishingSubitem
  /// A group capacity that changes at more than ``LayoutChoices/maximumCapacityBreakpoints``
  /// container widths.
  case capacityBreakpoints
  /// CSS that would place more than ``LayoutChoices/maximumCompiledSlots`` item slots.
  case slotCount
  /// An item whose top follows its neighbours' content.
  case topFollowsContent

  /// Which kind of problem a refusal of this limit is: `css.limit.slotCount`.
  package var id: Diagnostic.ID { Diagnostic.ID(rawValue: "css.limit.\(rawValue)") }

  /// The words every refusal of this limit starts with, as LayoutFormat.md lists them.
  package var stem: String {
    switch self {
    case .contentWidthOutsideOrthogonal:
      "items whose width sizes to their content are supported in orthogonal sections of one-item groups only"
    case .flowScrollsSideways:
      "a flow of items whose width sizes to their content cannot scroll sideways in CSS"
    case .flowItemsNotUniform:
      "a flow of items whose width sizes to their content needs one kind of item and no edge spacing in CSS"
    case .flowLengthsNotWholeUnits:
      "a flow of items whose width sizes to their content needs its spacing, insets and fixed heights in whole 1/64 px in CSS"
    case .twoDimensionalSelfSizing:
      "a group whose items are arranged in two dimensions cannot size to its content in CSS"
    case .capacityFollowsHeight:
      "the layout's group capacity changes with the viewport height"
    case .nonlinearFrame:
      "a frame of the layout does not vary linearly with the container size"
    case .wrappedCapacityVaries:
      "groups that size to their content are wrapped in HTML, so their item count must be the same in every environment"
    case .vanishingSubitem:
      "a subitem's length falls to zero at some container width"
    case .capacityBreakpoints:
      "the layout's group capacity changes at more than \(LayoutChoices.maximumCapacityBreakpoints) container widths"
    case .slotCount:
      "the layout's CSS would place more than \(LayoutChoices.maximumCompiledSlots) item slots"
    case .topFollowsContent:
      "an item whose top follows its neighbours' content"
    }
  }
}
