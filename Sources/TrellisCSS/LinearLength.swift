import TrellisLayout

/// A length that depends linearly on the layout container's width and the viewport's height:
/// `constant + widthFactor × W + heightFactor × H`.
///
/// Within one capacity range every frame the solver computes is such a function (fractions of
/// boxes minus fixed insets and spacing), so each compiles to one CSS `calc()` that is exact at
/// every width of the range: W is `100cqw` of the page's layout container, H is `100vh`.
package struct LinearLength: Hashable, Sendable, CustomStringConvertible {
  package var constant: Double
  package var widthFactor: Double
  package var heightFactor: Double

  package init(_ constant: Double, widthFactor: Double = 0, heightFactor: Double = 0) {
    self.constant = constant
    self.widthFactor = widthFactor
    self.heightFactor = heightFactor
  }

  package static let zero = LinearLength(0)

  /// The length's value in one environment.
  package func value(width: Double, height: Double) -> Double {
    constant + widthFactor * width + heightFactor * height
  }

  package var isConstant: Bool { widthFactor == 0 && heightFactor == 0 }

  /// Equal within floating-point noise.
  package func isClose(to other: LinearLength) -> Bool {
    abs(constant - other.constant) < 1e-7 && abs(widthFactor - other.widthFactor) < 1e-9
      && abs(heightFactor - other.heightFactor) < 1e-9
  }

  /// Fits a linear length through a function sampled at (w0, h0), (w1, h0) and (w0, h1).
  package static func fit(
    _ value: (Double, Double) -> Double, widths w0: Double, _ w1: Double, heights h0: Double, _ h1: Double
  ) -> LinearLength {
    fit(values: (value(w0, h0), value(w1, h0), value(w0, h1)), widths: (w0, w1), heights: (h0, h1))
  }

  /// Fits a linear length through values sampled at (w0, h0), (w1, h0) and (w0, h1).
  package static func fit(
    values: (Double, Double, Double), widths: (Double, Double), heights: (Double, Double)
  ) -> LinearLength {
    let (w0, w1) = widths
    let (h0, h1) = heights
    let base = values.0
    let widthFactor = (values.1 - base) / (w1 - w0)
    let heightFactor = (values.2 - base) / (h1 - h0)
    return LinearLength(
      cleaned(base - widthFactor * w0 - heightFactor * h0), widthFactor: cleaned(widthFactor),
      heightFactor: cleaned(heightFactor))
  }

  /// The CSS for this length: `16px`, or `calc(0.28 * 100cqw - 10px)`.
  package var css: String {
    var terms: [(coefficient: Double, unit: String)] = []
    if widthFactor != 0 { terms.append((widthFactor * 100, "cqw")) }
    if heightFactor != 0 { terms.append((heightFactor * 100, "vh")) }
    if constant != 0 || terms.isEmpty { terms.append((constant, "px")) }
    if terms.count == 1, terms[0].unit == "px" { return cssNumber(terms[0].coefficient) + "px" }
    if terms.count == 1 { return cssNumber(terms[0].coefficient) + terms[0].unit }
    var text = ""
    for (index, term) in terms.enumerated() {
      let magnitude = cssNumber(abs(term.coefficient)) + term.unit
      if index == 0 {
        text += term.coefficient < 0 ? "-" + magnitude : magnitude
      } else {
        text += term.coefficient < 0 ? " - " + magnitude : " + " + magnitude
      }
    }
    return "calc(\(text))"
  }

  /// ``css`` without its `calc()`, for use inside another math function.
  var sum: String {
    let text = css
    return text.hasPrefix("calc(") ? String(text.dropFirst(5).dropLast()) : text
  }

  package var description: String { css }

  package static func + (a: LinearLength, b: LinearLength) -> LinearLength {
    LinearLength(
      a.constant + b.constant, widthFactor: a.widthFactor + b.widthFactor, heightFactor: a.heightFactor + b.heightFactor
    )
  }

  package static func - (a: LinearLength, b: LinearLength) -> LinearLength {
    LinearLength(
      a.constant - b.constant, widthFactor: a.widthFactor - b.widthFactor, heightFactor: a.heightFactor - b.heightFactor
    )
  }

  package static func * (a: LinearLength, factor: Double) -> LinearLength {
    LinearLength(a.constant * factor, widthFactor: a.widthFactor * factor, heightFactor: a.heightFactor * factor)
  }
}

/// Rounds away floating-point dust (1e-9) so that fitted coefficients print as written.
func cleaned(_ value: Double) -> Double {
  let rounded = (value * 1e6).rounded() / 1e6
  return abs(rounded - value) < 1e-9 ? rounded : value
}

/// A number as CSS wants it (see ``decimalText(_:)``).
package func cssNumber(_ value: Double) -> String { decimalText(value) }
