/// Named section layouts taken from the reference seeds, so a site can write
/// `{"preset": "adaptiveGrid"}` instead of spelling a layout out.
///
/// The header and footer the seed 002 presets use are `.header()` (full width, estimated
/// ``LayoutChoices/headerEstimatedHeight``, top) and a separator footer (full width,
/// ``LayoutChoices/separatorFooterHeight`` absolute, bottom).
public enum LayoutPreset: String, Hashable, Sendable, CaseIterable {
  /// Seed 000, Emoji Explorer's Recents: square-ish cells 0.28 of the width and 0.1 of the
  /// height, inset 5, in a row that scrolls sideways and rests on group boundaries; section
  /// insets 10.
  case emojiGrid
  /// Seed 002 stories carousel: 70-point-wide self-sizing cells scrolling continuously,
  /// spacing 16, insets 0/16/16/16, header and separator footer not following the insets.
  case storiesCarousel
  /// Seed 002 banner carousel: cards 0.77 of the width scrolling continuously, otherwise as
  /// ``storiesCarousel``.
  case bannerCarousel
  /// Seed 002 column carousel: columns 0.8 of the width holding three rows each, paging one
  /// column at a time, otherwise as ``storiesCarousel``.
  case columnCarousel
  /// Seed 002 grid: 4 columns in portrait and 8 in landscape, spacing 16 both ways, insets
  /// 0/16/16/16, header and separator footer.
  case adaptiveGrid
  /// A plain list (seed 000's custom section).
  case plainList
  /// Seed 002 list: a grouped list with supplementary headers and footers.
  case groupedList
  /// An inset grouped list (seed 000's list section).
  case insetGroupedList
  /// A sidebar list (seed 000's outline section).
  case sidebar
  /// A plain sidebar list.
  case sidebarPlain
}
