import TrellisGallery
import TrellisLayout

extension Gallery.Width {
  /// The width a section of this kind is laid out in, in a page `pageWidth` wide: the page's,
  /// or at most ``LayoutChoices/readableWidth``, centred, as UIKit's readable content guide keeps
  /// text at a comfortable line length on a wide screen.
  package func containerWidth(inPage pageWidth: Double) -> Double {
    switch self {
    case .full: pageWidth
    case .readable: min(pageWidth, LayoutChoices.readableWidth)
    }
  }
}

extension Gallery.Section {
  /// The width the section is laid out in: its own, else readable for a list (its layout at
  /// regular width is a list configuration) and full for everything else.
  package var layoutWidth: Gallery.Width {
    if let width { return width }
    let wide = LayoutEnvironment(containerWidth: 1440, containerHeight: 900)
    if case .list = layout.layout(for: wide) { return .readable }
    return .full
  }
}
