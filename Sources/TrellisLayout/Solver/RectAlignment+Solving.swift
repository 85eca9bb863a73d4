extension RectAlignment {
  /// Where a boundary supplementary of this alignment sits across its width box, as an anchor
  /// (semantics §6): leading 0, centre 0.5, trailing 1.
  public var horizontalAnchor: Double {
    switch self {
    case .topLeading, .leading, .bottomLeading: 0
    case .topTrailing, .trailing, .bottomTrailing: 1
    case .none, .top, .bottom: 0.5
    }
  }

  /// Whether a boundary supplementary of this alignment attaches to the section's bottom.
  ///
  /// Choice: Trellis attaches only to the top and bottom edges; `leading`, `trailing` and `none`
  /// attach to the top, like a header, at their horizontal anchor.
  public var isBottom: Bool {
    self == .bottom || self == .bottomLeading || self == .bottomTrailing
  }
}
