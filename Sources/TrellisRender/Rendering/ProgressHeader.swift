/// Seed 004's progress header: a circle filled from the bottom to the fraction of completed
/// items. In the 100 × 100 view box the fill rectangle starts at `fillY` and is `fillHeight` tall.
struct ProgressHeader {
  var fraction: Double

  init(completed: Int, count: Int) {
    fraction = count > 0 ? min(max(Double(completed) / Double(count), 0), 1) : 0
  }

  /// Whole percent, as screen readers announce it ("43 percent").
  var percent: Int { Int((fraction * 100).rounded()) }
  var fillHeight: String { decimal(fraction * 100) }
  var fillY: String { decimal(100 - fraction * 100) }

  private func decimal(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
