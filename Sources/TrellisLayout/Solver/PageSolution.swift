/// The solved sections of a page, stacked down it.
public struct PageSolution: Sendable {
  /// Each section's solution, in page order; frames are relative to their section's origin.
  public var sections: [SectionSolution]
  /// Each section's y on the page: the previous section's offset plus its height plus the
  /// configuration's inter-section spacing.
  public var sectionOffsets: [Double]
  /// The page's layout height: the last section's bottom (no spacing after it); 0 without
  /// sections.
  public var height: Double
}
