/// A number as CSS and JSON want it: no exponent, at most six decimals, no trailing zeros, and
/// no "-0". Shared by the frames report and the CSS compiler so that both print the same values.
///
/// Total: a value too large for six decimals in 64 bits (9.2e12 and beyond, which no layout
/// within 100,000 (`LayoutChoices.maximumLength`) reaches) prints as its nearest integer, and a value
/// that is not finite prints as "0".
package func decimalText(_ value: Double) -> String {
  let scaled = (value * 1_000_000).rounded()
  if scaled == 0 || !scaled.isFinite { return "0" }
  guard abs(scaled) < 9.2e18 else { return largeIntegerText(value.rounded()) }
  let magnitude = Int64(abs(scaled))
  var fraction = String(magnitude % 1_000_000)
  fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
  while fraction.hasSuffix("0") { fraction.removeLast() }
  return (scaled < 0 ? "-" : "") + String(magnitude / 1_000_000) + (fraction.isEmpty ? "" : "." + fraction)
}

/// A finite whole number of any size, in plain digits: 1e19 is "10000000000000000000".
private func largeIntegerText(_ value: Double) -> String {
  var digits: [Character] = []
  var rest = abs(value)
  // Peel off six digits at a time; each step is exact for a double that is a whole number.
  while rest >= 1 {
    let chunk = rest.truncatingRemainder(dividingBy: 1_000_000)
    rest = (rest - chunk) / 1_000_000
    let text = String(Int(chunk))
    let padded = rest >= 1 ? String(repeating: "0", count: 6 - text.count) + text : text
    digits.insert(contentsOf: padded, at: 0)
  }
  return (value < 0 ? "-" : "") + String(digits)
}
