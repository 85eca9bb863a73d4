import TrellisDiagnostics
import TrellisLayout

/// A layout the CSS compiler cannot express exactly. The message says what and why, so the
/// site's author can change the layout (the solver still lays it out; only the browser could not
/// show it as declared, and Trellis never ships CSS that disagrees with its solver). Every message
/// is a refusal of a ``CSSLimit``: it starts with the limit's stem, one of the limits listed in
/// LayoutFormat.md, "Limits of the CSS compiler", and has the limit's ID.
package struct CSSCompileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What the layout asks of CSS that it cannot do, and how to change it.
  package var message: Diagnostic.Message
  /// Which of the provider's layouts is refused: the index of a variant, or nil for the base.
  /// Where the error is reported, it points at that layout in the file.
  package var variant: Int?
  package init(_ message: Diagnostic.Message, variant: Int? = nil) {
    self.message = message
    self.variant = variant
  }
  package var description: String { message.text }
}

extension CSSCompileError {
  /// The refusal of a layout whose capacities the solver could not search to the end.
  init(limit: CapacityLimitExceeded) {
    let width = decimalText((limit.width * 100).rounded() / 100)
    self.init(limit.capacity != nil ? .vanishingSubitem(near: width) : .capacityBreakpoints(past: width))
  }
}
