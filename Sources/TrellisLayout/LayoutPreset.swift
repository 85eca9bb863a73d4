/// Named section layouts taken from the UIKit examples Trellis was modelled on (LayoutFormat.md,
/// "Presets", names them), so a site can write `{"preset": "adaptiveGrid"}` instead of spelling a layout out.
///
/// The header and footer the per-section layouts presets use are `.header()` (full width, estimated
/// 44 (`LayoutChoices.headerEstimatedHeight`), top) and a separator footer (full width,
/// 1 (`LayoutChoices.separatorFooterHeight`) absolute, bottom).
///
/// The card and grid presets keep their seed layout in compact width and gain a variant for
/// regular width (`"when": {"horizontalSizeClass": "regular"}`), as Apple's Adaptive Sections
/// sample does: smaller tiles, more columns, cards that do not stretch across a wide window.
public enum LayoutPreset: String, Hashable, Sendable, CaseIterable {
  /// Emoji Explorer's Recents: square-ish cells 0.28 of the width and 0.1 of the
  /// height (88 by 88 points in regular width), inset 5, in a row that scrolls sideways and
  /// rests on group boundaries; section insets 10, and 11 at the sides (the cells' edges at the
  /// page's 16-point margin).
  case emojiGrid
  /// The per-section layouts example's stories carousel: 70-point-wide self-sizing cells scrolling continuously,
  /// spacing 16, insets 0/16/16/16, header and separator footer not following the insets.
  case storiesCarousel
  /// The per-section layouts example's banner carousel: cards 0.77 of the width (320 points in regular width)
  /// scrolling continuously, otherwise as ``storiesCarousel``.
  case bannerCarousel
  /// The per-section layouts example's column carousel: columns 0.8 of the width (360 points in regular width) holding
  /// three rows each, paging one column at a time, otherwise as ``storiesCarousel``.
  case columnCarousel
  /// The per-section layouts example's grid: 4 columns in portrait and 8 in landscape (in regular width, about a
  /// column for every 80 points of the container: 9 from 768, 12 from 960, 15 from 1200, a full page), spacing 16
  /// both ways, insets 0/16/16/16, header and separator footer.
  case adaptiveGrid
  /// A plain list (the Emoji Explorer sample's custom section).
  case plainList
  /// The per-section layouts example's list: a grouped list with supplementary headers and footers.
  case groupedList
  /// An inset grouped list (the Emoji Explorer sample's list section).
  case insetGroupedList
  /// A sidebar list (the Emoji Explorer sample's outline section).
  case sidebar
  /// A plain sidebar list.
  case sidebarPlain
}
