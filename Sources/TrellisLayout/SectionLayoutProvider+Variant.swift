extension SectionLayoutProvider {
  /// A layout used instead of the base one when the environment matches a condition.
  ///
  /// JSON: `{"when": {"orientation": "landscape"}, "section": {...}}` (or `"list"`, `"preset"`).
  public struct Variant: Hashable, Sendable {
    /// When the variant applies.
    public var condition: LayoutEnvironmentCondition
    /// The layout it gives.
    public var source: Source

    /// Creates a variant.
    public init(when condition: LayoutEnvironmentCondition, use source: Source) {
      self.condition = condition
      self.source = source
    }
  }
}
