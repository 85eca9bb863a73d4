/// A number as CSS and JSON want it: no exponent, at most six decimals, no trailing zeros, and
/// no "-0". Shared by the frames report and the CSS compiler so that both print the same values.
public func decimalText(_ value: Double) -> String {
  let scaled = (value * 1_000_000).rounded()
  if scaled == 0 || !scaled.isFinite { return "0" }
  let magnitude = Int64(abs(scaled))
  var fraction = String(magnitude % 1_000_000)
  fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
  while fraction.hasSuffix("0") { fraction.removeLast() }
  return (scaled < 0 ? "-" : "") + String(magnitude / 1_000_000) + (fraction.isEmpty ? "" : "." + fraction)
}
