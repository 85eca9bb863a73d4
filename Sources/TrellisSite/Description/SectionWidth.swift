import TrellisData
import TrellisDiagnostics
import TrellisLayout

/// The width a section is laid out in (site.json's `"width"`): the page's, or the readable
/// width (at most ``LayoutChoices/readableWidth``, centred), as UIKit's readable content guide
/// keeps text at a comfortable line length on a wide screen.
package enum SectionWidth: String, DecodableChoice, Sendable {
  package static let choiceName = "width"
  package static let unknownChoiceID: Diagnostic.ID = "site.unknownWidth"

  /// The page's whole width: grids and carousels use the room a wide window gives.
  case full
  /// At most ``LayoutChoices/readableWidth`` wide, centred in the page.
  case readable

  /// The width a section of this kind is laid out in, in a page `pageWidth` wide.
  package func containerWidth(inPage pageWidth: Double) -> Double {
    switch self {
    case .full: pageWidth
    case .readable: min(pageWidth, LayoutChoices.readableWidth)
    }
  }

  /// A section's width when site.json does not give one: readable for a list (its layout at
  /// regular width is a list configuration), full for everything else.
  package static func defaultWidth(for provider: SectionLayoutProvider) -> SectionWidth {
    let wide = LayoutEnvironment(containerWidth: 1440, containerHeight: 900)
    if case .list = provider.layout(for: wide) { return .readable }
    return .full
  }
}
