import TrellisDiagnostics
import TrellisLayout

/// A layout the CSS compiler cannot express exactly. The message says what and why, so the
/// site's author can change the layout (the solver still lays it out; only the browser could not
/// show it as declared, and Trellis never ships CSS that disagrees with its solver). Every message
/// starts with one of the limits listed in the README's "Limits of the CSS compiler".
package struct CSSCompileError: Error, Hashable, Sendable, CustomStringConvertible {
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
    if limit.capacity != nil {
      self.init(
        "a subitem's length falls to zero at some container width, where its group's capacity grows without bound (near \(width) points wide); give it a length that does not reach zero"
      )
    } else {
      self.init(
        "the layout's group capacity changes at more than \(LayoutChoices.maximumCapacityBreakpoints) container widths (past \(width) points wide)"
      )
    }
  }
}
