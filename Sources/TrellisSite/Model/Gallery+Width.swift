import TrellisGallery
import TrellisLayout

extension Gallery.Width {
  /// The width a section of this kind is laid out in, in a window `windowWidth` wide: the
  /// page's (the window's, at most ``LayoutChoices/pageMaximumWidth``), or at most
  /// ``LayoutChoices/readableWidth`` at the page's leading edge, as UIKit's readable content guide
  /// keeps text at a comfortable line length on a wide screen.
  package func containerWidth(inWindow windowWidth: Double) -> Double {
    let page = min(windowWidth, LayoutChoices.pageMaximumWidth)
    return switch self {
    case .full: page
    case .readable: min(page, LayoutChoices.readableWidth)
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
