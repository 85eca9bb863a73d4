import TrellisDiagnostics

/// Every message about the questions `trellis frames` is asked and the measured sizes it reads.
extension Diagnostic.Message {
  static func notAContainerLength(_ value: Double) -> Self {
    Self("frames.notAContainerLength", "expected a positive number, found \(value)")
  }

  static func negativeItemCount(_ items: Int) -> Self {
    Self("frames.negativeItemCount", "expected at least 0, found \(items)")
  }

  static func notAnItemIndex(_ name: String) -> Self {
    Self("frames.notAnItemIndex", "expected item indices as keys (\"0\", \"1\", ...), found \"\(name)\"")
  }

  static func negativeMeasuredSize(_ value: Double) -> Self {
    Self("frames.negativeMeasuredSize", "a measured size must be at least 0, found \(value)")
  }
}
