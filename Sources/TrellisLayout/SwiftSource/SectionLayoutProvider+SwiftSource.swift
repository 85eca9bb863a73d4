extension SectionLayoutProvider {
  /// The Swift that builds this layout with Trellis's API, written the way Apple's samples
  /// write their section providers: items, then groups, then the section, each a variable whose
  /// properties are set after it is made.
  ///
  /// ```swift
  /// print(LayoutPreset.emojiGrid.provider.swiftSource())
  /// // func makeLayout() -> SectionLayoutProvider {
  /// //   var item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
  /// //   item.contentInsets = DirectionalEdgeInsets(all: 5)
  /// //   …
  /// ```
  ///
  /// The text is one function declaration (no `import`); calling it returns a layout equal to
  /// this one. A layout with variants declares one local function per variant. The function is
  /// `throws` only when a swipe action follows a link, whose template is checked when it is made.
  ///
  /// - Parameter functionName: The name of the declared function.
  public func swiftSource(functionName: String = "makeLayout") -> String {
    SwiftSourcePrinter.function(functionName, for: self)
  }
}
