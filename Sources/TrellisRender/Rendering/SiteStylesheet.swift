import TrellisCSS
import TrellisLayout

/// The site's one stylesheet: base styles, then each distinct compiled section style once.
package enum SiteStylesheet {
  private static let pageWidth = cssNumber(LayoutChoices.pageMaximumWidth)

  /// The stylesheet for sections with these styles, on pages with at most `segments` segments;
  /// with `sidebar`, for a site whose navigation is a sidebar; with `layoutSource`, for a site
  /// whose pages show their layouts; with `annotatedInsets` (the sections' distinct content
  /// insets), for such a site's Annotate switch (``annotate(insets:regions:)``), which draws
  /// `annotatedRegions` where a layout differs from a phone's.
  package static func css(
    styles: [SectionStyle], maximumSegments segments: Int, sidebar: Bool = false, layoutSource: Bool = false,
    annotatedInsets: [DirectionalEdgeInsets]? = nil, annotatedRegions: [RegionAnnotation] = []
  ) -> String {
    var css = Stylesheet.base + base + (sidebar ? Self.sidebar : "") + (layoutSource ? Self.layoutSource : "")
    for index in stride(from: 1, through: segments, by: 1) {
      css +=
        ".t-page:has(#t-segment-\(index):checked) :is(.t-section[data-segment]:not([data-segment=\"\(index)\"]), "
        + ".t-readable:has(> .t-section[data-segment]:not([data-segment=\"\(index)\"]))) { display: none; }\n"
    }
    var seen: Set<String> = []
    for style in styles where seen.insert(style.className).inserted {
      css += style.css
    }
    if let annotatedInsets { css += annotate(insets: annotatedInsets, regions: annotatedRegions, styles: styles) }
    return css
  }

  /// Colours are iOS's, except where text must reach WCAG's 4.5:1 contrast on every background
  /// it stands on (white, grouped, fill):
  /// - the light tint is Apple's link blue #0066cc (iOS's #007aff gives 4.0:1 on white);
  /// - the light secondary label is iOS's grey at 76% opacity instead of 60%;
  /// - the system colours are swipe actions' backgrounds behind white text, in both schemes:
  ///   iOS's "Increase Contrast" variants, green and teal a shade darker still (iOS's own
  ///   #34c759 gives 2.2:1).
  /// Dark mode keeps iOS's label and tint values, which reach 4.5:1.
  ///
  /// Type follows iOS's text styles at the default Dynamic Type size (`--t-text-…`): large title
  /// 34, title 2 22, title 3 20, body 17, subheadline 15, footnote 13. Every focusable element
  /// shows a 2 px ring in the tint colour when reached by keyboard.
  static let base = """
    :root {
      color-scheme: light dark;
      --t-text-large-title: 34px; --t-text-title2: 22px; --t-text-title3: 20px; --t-text-body: 17px;
      --t-text-subheadline: 15px; --t-text-footnote: 13px;
      --t-background: #ffffff; --t-grouped-background: #f2f2f7; --t-cell-background: #ffffff;
      --t-label: #000000; --t-secondary-label: rgba(60, 60, 67, 0.76); --t-separator: #c6c6c8;
      --t-fill: rgba(118, 118, 128, 0.12); --t-gray3: #c7c7cc; --t-gray5: #e5e5ea; --t-tint: #0066cc;
      --t-system-blue: #0066cc; --t-system-green: #218239; --t-system-red: #d70015; --t-system-orange: #c93400;
      --t-system-yellow: #a05a00; --t-system-pink: #d30f45; --t-system-purple: #8944ab; --t-system-teal: #007a8f;
      --t-system-indigo: #3634a3; --t-system-gray: #6c6c70;
      --t-progress-fill: #34c759; --t-progress-rest: #d1d1d6; --t-pinned-background: var(--t-background);
      --t-segment-selected: #ffffff; --t-tertiary-label: rgba(60, 60, 67, 0.3); --t-bar: #f2f2f7;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --t-background: #000000; --t-grouped-background: #000000; --t-cell-background: #1c1c1e;
        --t-label: #ffffff; --t-secondary-label: rgba(235, 235, 245, 0.6); --t-separator: #38383a;
        --t-fill: rgba(118, 118, 128, 0.24); --t-gray3: #48484a; --t-gray5: #2c2c2e; --t-tint: #0a84ff;
        --t-progress-fill: #30d158; --t-progress-rest: #48484a; --t-segment-selected: #636366;
        --t-tertiary-label: rgba(235, 235, 245, 0.3); --t-bar: #2c2c2e;
      }
    }
    html {
      font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", system-ui, Roboto, "Helvetica Neue", Arial, sans-serif,
        "Apple Color Emoji", "Noto Color Emoji";
      font-size: var(--t-text-body); line-height: 1.3; background: var(--t-background); color: var(--t-label);
      scroll-behavior: smooth;
    }
    body { margin: 0; padding: 0; }
    a { color: var(--t-tint); }
    /* A picture's <img> is laid out as if the <picture> around it (its formats) were not there;
       its <source>s take no place (as flex items they would take a gap each). */
    picture { display: contents; }
    picture > source { display: none; }
    :is(a, button, input, summary, [tabindex]):focus-visible { outline: 2px solid var(--t-tint); outline-offset: 2px; }
    .t-skip { position: absolute; top: 8px; inset-inline-start: 8px; z-index: 10; padding: 8px; background: var(--t-background); }
    .t-skip:not(:focus) { width: 1px; height: 1px; padding: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    .t-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    .t-banner { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 16px; padding: 12px 16px 0; }
    /* The banner stands in the page's width, its title at the page's leading edge. */
    .t-banner { box-sizing: border-box; max-width: \(pageWidth)px; margin-inline: auto; }
    .t-site-title { flex: none; margin: 0; font-weight: 600; white-space: nowrap; }
    .t-site-title a { color: inherit; text-decoration: none; }
    .t-nav { display: flex; flex-wrap: wrap; gap: 4px 14px; margin: 0; padding: 0; list-style: none; font-size: var(--t-text-subheadline); }
    /* Compact width: the pages in one line that scrolls sideways, edge to edge, rather than four. */
    @media (max-width: 699px) {
      .t-banner > nav { flex: 1 1 100%; min-width: 0; margin-inline: -16px; }
      .t-nav { flex-wrap: nowrap; overflow-x: auto; scrollbar-width: none; padding: 2px 16px; white-space: nowrap; }
    }
    .t-nav a { text-decoration: none; }
    .t-nav a[aria-current="page"] { color: var(--t-label); font-weight: 600; }
    .t-pagination ul { display: flex; flex-wrap: wrap; gap: 8px; margin: 24px var(--t-margin); padding: 0; list-style: none; }
    .t-pagination a { display: inline-block; min-width: 44px; padding: 10px 12px; border-radius: 8px; text-align: center; text-decoration: none; background: var(--t-fill); }
    /* The current part stands out as a selected segment does: filled with the tint. */
    .t-pagination a[aria-current="page"] { color: var(--t-background); font-weight: 600; background: var(--t-tint); }
    .t-pagination-gap { padding: 10px 4px; color: var(--t-secondary-label); }
    /* A cell that links to its item's page: an empty link laid over the whole cell (out of the
       section's layout); in a row with swipe actions, over its content only, so the row still
       scrolls sideways under a finger and the actions stay their own targets. */
    :where(.t-cell:has(> .t-item-link), .t-swipe-content:has(> .t-item-link)) { position: relative; }
    .t-item-link { position: absolute; top: 0; right: 0; bottom: 0; left: 0; border-radius: inherit; }
    .t-item-link:focus-visible { outline: 3px solid var(--t-tint); outline-offset: -3px; }
    /* The site's search field, its first matches under it, and the search page. */
    .t-site-search { position: relative; flex: 1 1 100%; }
    /* Wider: title, pages and search on one line, the pages wrapping between the other two. */
    @media (min-width: 700px) {
      .t-banner { flex-wrap: nowrap; }
      .t-banner > nav { flex: 1 1 auto; min-width: 0; }
      .t-site-search { flex: 0 0 240px; margin-inline-start: auto; }
    }
    .t-site-search-field { box-sizing: border-box; width: 100%; height: 32px; padding: 0 10px; border: 0; border-radius: 8px; font: inherit; font-size: var(--t-text-subheadline); color: var(--t-label); background: var(--t-fill); }
    /* The first matches, under the field and as wide as it on a phone; on a wider window 360
       wide, from the field's trailing edge towards its leading one, so that they stay in the
       window whichever way the page runs. */
    .t-site-results {
      position: absolute; z-index: 20; top: calc(100% + 4px); inset-inline: 0; box-sizing: border-box; padding: 0 4px 4px;
      border: 1px solid var(--t-separator); border-radius: 10px; background: var(--t-background);
      box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
    }
    @media (min-width: 700px) { .t-site-results { inset-inline-start: auto; width: 360px; } }
    .t-site-results > .t-search-status { margin: 8px; }
    .t-site-results[hidden] { display: none; }
    .t-site-results ul { margin: 0; padding: 0; list-style: none; }
    /* A match, on the search page and under the field: a cell with the emoji or the picture, the
       name and its group, the whole of it the link, underlined nowhere. */
    :is(.t-search-list, .t-site-results) a {
      display: grid; grid-template-columns: 40px minmax(0, 1fr); align-items: center; column-gap: 12px; min-height: 44px;
      padding: 4px 8px; border-radius: 10px; color: var(--t-label); text-decoration: none;
    }
    :is(.t-search-list, .t-site-results) a:hover { background: var(--t-fill); }
    :is(.t-search-list, .t-site-results) a > :is(span, img) { grid-row: span 2; }
    :is(.t-search-list, .t-site-results) a > span {
      font-family: "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", sans-serif; font-size: 30px; line-height: 40px;
      text-align: center;
    }
    :is(.t-search-list, .t-site-results) a > img { width: 40px; height: 40px; border-radius: 50%; object-fit: cover; }
    :is(.t-search-list, .t-site-results) a > b { grid-column: 2; font-weight: 400; overflow-wrap: anywhere; }
    :is(.t-search-list, .t-site-results) a > small {
      grid-column: 2; font-size: var(--t-text-footnote); color: var(--t-secondary-label);
    }
    .t-search-status { margin: 8px 0; color: var(--t-secondary-label); font-size: var(--t-text-subheadline); }
    main > .t-search-status { margin: 0 var(--t-margin) 8px; }
    /* The search page's cells in columns, their content at the page's edge (a link reaches 8 px
       before it, for its hover fill). */
    .t-search-list {
      display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 4px 16px;
      margin: 0 var(--t-margin); padding: 0; list-style: none;
    }
    .t-search-list a { margin-inline: -8px; }
    .t-search-list li[hidden] { display: none; }
    /* An item's own page. */
    .t-item { margin: 0 var(--t-margin); }
    .t-item-glyph { margin: 8px 0 16px; font-size: 120px; line-height: 1; }
    .t-item-image { margin: 8px 0 16px; }
    /* An item page shows its picture whole, at most \(PictureUse.item.side) pixels a side and never
       wider than the page; an initials avatar is a circle of its own. */
    .t-item-image img { display: block; max-width: 100%; height: auto; border-radius: 12px; }
    .t-item-facts { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; margin: 0 0 16px; }
    .t-item-facts dt { color: var(--t-secondary-label); }
    .t-item-facts dd { margin: 0; overflow-wrap: anywhere; }
    .t-copy { font: inherit; padding: 10px 16px; border: 0; border-radius: 8px; color: var(--t-background); background: var(--t-tint); cursor: pointer; }
    .t-item-nav ul { display: flex; flex-wrap: wrap; gap: 8px; margin: 24px 0; padding: 0; list-style: none; }
    .t-item-nav a { display: inline-block; padding: 10px 12px; border-radius: 8px; text-decoration: none; background: var(--t-fill); }
    /* One measure: the page is at most \(pageWidth) wide, centred in a wider window, and its own
       text and tools stand at the layout margin, where its sections' content starts (a grid's
       cards, a list's text, an inset grouped list's cards). */
    .t-page { --t-margin: var(--t-layout-margin); max-width: \(pageWidth)px; margin-inline: auto; }
    .t-page-title { margin: 8px var(--t-margin) 4px; font-size: var(--t-text-large-title); line-height: 1.2; font-weight: 700; }
    .t-page-summary { margin: 0 var(--t-margin) 12px; color: var(--t-secondary-label); }
    .t-sections { display: flex; flex-direction: column; row-gap: var(--t-inter-section, 0px); }
    /* A grouped list in the readable width still has its grouped background from edge to edge,
       as on an iPad: a shadow as wide as the window, clipped to the section's height. */
    .t-readable > .t-section { box-shadow: 0 0 0 100vmax var(--t-section-fill, transparent); clip-path: inset(0 -100vmax); }
    .t-section[hidden] { display: none; }
    /* Section styles skip offscreen sections of exact height; an outline's height depends on its
       open rows, and an empty section's on its message's lines. */
    .t-section:has(> :is(.t-outline-list, .t-empty)) { content-visibility: visible; }
    .t-header, .t-footer { display: flex; align-items: center; padding: 0 var(--t-layout-margin); min-height: 0; background-color: var(--t-boundary-fill, transparent); }
    /* A card layout's header text lines up with its cards: 16 px in from the section's edge,
       less where the header box already starts (it follows the section's insets). */
    .t-compositional > :is(.t-header, .t-footer) { padding-inline: max(0px, calc(var(--t-layout-margin) - var(--t-boundary-x, 0px))); }
    .t-header-title { margin: 0; padding: 12px 0 6px; font-size: var(--t-text-title3); font-weight: 700; }
    .t-footer-title { margin: 0; padding: 6px 0; font-size: var(--t-text-footnote); color: var(--t-secondary-label); }
    .t-separator { width: 100%; margin: 0; border: 0; border-top: 1px solid var(--t-separator); }
    .t-content { margin: 0; list-style: none; }
    .t-cell { display: flex; align-items: center; gap: 12px; padding: 0 var(--t-layout-margin); color: var(--t-label); }
    .t-cell p { margin: 0; }
    /* A list's header row (headerMode firstItemInSection): its heading lays out like the cell. */
    .t-header-row > [role="heading"], .t-header-row > .t-swipe > .t-swipe-content > [role="heading"] {
      display: flex; flex: 1 1 auto; align-items: center; gap: 12px; min-width: 0;
    }
    .t-badge { background: var(--t-system-red); border-radius: 999px; }
    /* Emoji in colour: the colour emoji fonts come first for emoji (first for all text, they
       would draw digits, # and * too); each emoji in a row as wide as the others, so that the
       labels after them line up. */
    .cell-emoji, .card-emoji, .t-item-glyph { font-family: "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", sans-serif; }
    .cell-emoji { display: inline-block; flex: none; width: 1.25em; text-align: center; font-size: 1.3em; }
    .cell-title { flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; padding: 11px 0; }
    .cell-text { display: flex; flex-direction: column; flex: 1 1 auto; min-width: 0; padding: 8px 0; }
    .cell-text .cell-title { padding: 0; }
    .cell-subtitle { color: var(--t-secondary-label); font-size: var(--t-text-subheadline); }
    .cell-value { color: var(--t-secondary-label); flex: none; }
    .cell-image { border-radius: 6px; }
    .cell-avatar {
      width: \(PictureUse.cell.side)px; height: \(PictureUse.cell.side)px; margin-block: 6px; border-radius: 50%;
      flex: none; object-fit: cover;
    }
    /* A list row's separator starts where its text does, after the avatar or emoji (the row's
       layout margin, the picture and the 12 px gap), as iOS aligns separators with the text. */
    .t-cell:has(.cell-avatar) { --t-separator-inset: calc(var(--t-layout-margin) + 72px); }
    .t-cell:has(.cell-emoji):not(.cell-grid) { --t-separator-inset: calc(var(--t-layout-margin) + 12px + 1.625em); }
    .t-cell.cell-grid {
      justify-content: center; padding: 0; border-radius: 8px; box-shadow: inset 0 0 0 1px var(--t-gray3);
      background: var(--t-cell-background);
    }
    /* A self-sizing tile is as tall as its emoji's line: room for the glyph, which a colour
       emoji font draws taller than 1em. */
    .cell-grid .cell-emoji { width: auto; font-size: 38px; font-weight: 700; line-height: 1.5; }
    /* An inset shadow, not a border: badges are placed from the cell's border box. */
    @media (min-resolution: 2dppx) { .t-cell.cell-grid { box-shadow: inset 0 0 0 0.5px var(--t-gray3); } }
    .t-compositional .t-cell:not(.cell-grid) { background: var(--t-fill); border-radius: 12px; padding: 0; }
    /* Spacers instead of padding: a cell is exactly as wide as its frame, however narrow (padding
       would keep a border box at least 32 px wide). With the 12 px gap they make 16 px. */
    .t-compositional .t-cell:not(.cell-grid)::before, .t-compositional .t-cell:not(.cell-grid)::after {
      content: ""; flex: 0 1 4px;
    }
    /* UIKit's cell accessories (UICellAccessory), drawn as UIKit draws them; pictures only,
       except a checkmark's hidden word and a label's text. */
    .t-accessory { display: inline-flex; flex: none; align-items: center; }
    .t-accessory svg { display: block; }
    .t-accessory-disclosureIndicator { color: var(--t-tertiary-label); }
    .t-accessory-outlineDisclosure, .t-accessory-checkmark, .t-accessory-detail { color: var(--t-tint); }
    /* A label shares the row with the text, as UIKit's does: at most 45% of it, wrapping. */
    .t-accessory-label {
      flex: 0 1 auto; max-width: 45%; padding-block: 11px; overflow-wrap: anywhere; text-align: end;
      color: var(--t-secondary-label);
    }
    .t-accessory-delete { color: var(--t-system-red); }
    .t-accessory-reorder { color: var(--t-secondary-label); }
    .t-accessory-multiselect { color: var(--t-gray3); }
    [dir="rtl"] .t-accessory-flips { transform: scaleX(-1); }
    /* A leading accessory (22 px and the 12 px gap) moves the row's text, and its separator. */
    .t-cell:has(.t-accessory-delete, .t-accessory-multiselect) { --t-separator-inset: calc(var(--t-layout-margin) + 34px); }
    .t-cell:has(.cell-emoji):not(.cell-grid):has(.t-accessory-delete, .t-accessory-multiselect) {
      --t-separator-inset: calc(var(--t-layout-margin) + 46px + 1.625em);
    }
    /* A sidebar cell's image takes the accent colour, as UIKit tints a template image: the emoji
       drawn as its silhouette. */
    :is(.cell-sidebar, .cell-sidebar-subtitle, .cell-sidebar-value) .cell-emoji {
      color: transparent; text-shadow: 0 0 0 var(--t-tint);
    }
    /* UIKit's header and footer styles (UIListContentConfiguration). */
    .t-header.t-plain-header, .t-footer.t-plain-footer { background-color: var(--t-bar); }
    .t-plain-header .t-header-title { padding: 6px 0; font-size: var(--t-text-body); font-weight: 600; }
    .t-grouped-header .t-header-title {
      padding: 16px 0 6px; font-size: var(--t-text-footnote); font-weight: 400; text-transform: uppercase;
      color: var(--t-secondary-label);
    }
    .t-grouped-footer .t-footer-title { padding: 6px 0 16px; }
    .t-prominent-header .t-header-title { padding: 16px 0 8px; font-size: var(--t-text-title3); font-weight: 700; }
    .t-extra-prominent-header .t-header-title { padding: 16px 0 8px; font-size: var(--t-text-title2); font-weight: 700; }
    /* An empty section's message: its text 16 px in from the section's edge, as a header's, less
       the section's leading inset the message already stands in. */
    .t-empty-message { margin: 0; padding-block: 12px; padding-inline: max(0px, calc(var(--t-layout-margin) - var(--t-boundary-x, 0px))); color: var(--t-secondary-label); }
    .t-progress { display: flex; align-items: center; gap: 12px; }
    .t-progress-bar { display: flex; flex: none; }
    .t-progress-circle { flex: none; border-radius: 50%; box-shadow: 0 0 0 1px var(--t-separator); }
    .t-progress-rest { fill: var(--t-progress-rest); }
    .t-progress-fill { fill: var(--t-progress-fill); }
    /* Seed 004's Today header: a square (at most 360 px) holding a circle 85% of its width. */
    .t-progress-large { display: grid; place-items: center; width: 100%; max-width: 360px; aspect-ratio: 1; margin: 0 auto; }
    .t-progress-large .t-progress-bar { width: 85%; }
    .t-progress-large > .t-header-title { position: absolute; width: 1px; height: 1px; padding: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    .t-progress-large .t-progress-circle { width: 100%; height: auto; box-shadow: none; }
    .t-progress-percent {
      font-size: var(--t-text-title2); font-weight: 700; fill: var(--t-label);
      paint-order: stroke; stroke: var(--t-background); stroke-width: 3px; stroke-linejoin: round;
    }
    details.t-outline, details.t-outline::details-content { display: contents; }
    details.t-outline:not([open]) > :not(summary) { display: none; }
    summary.t-cell { cursor: pointer; list-style: none; font-weight: 600; }
    summary.t-cell::-webkit-details-marker { display: none; }
    summary.t-cell::after { content: "›"; color: var(--t-secondary-label); font-weight: 400; transition: rotate 0.2s; }
    details.t-outline[open] > summary.t-cell::after { rotate: 90deg; }
    [dir="rtl"] summary.t-cell::after { content: "‹"; }
    [dir="rtl"] details.t-outline[open] > summary.t-cell::after { rotate: -90deg; }
    summary.t-cell:focus-visible, .t-action:focus-visible, .t-content:focus-visible {
      outline: 2px solid var(--t-tint); outline-offset: -2px;
    }
    .t-cell:has(> .t-swipe) { padding: 0; }
    .t-swipe {
      display: flex; width: 100%; height: 100%; overflow-x: auto; scroll-snap-type: x mandatory; scrollbar-width: none;
      overscroll-behavior-x: contain;
    }
    .t-swipe-content {
      flex: 0 0 100%; display: flex; align-items: center; gap: 12px; padding: 0 var(--t-layout-margin); box-sizing: border-box;
      scroll-snap-align: start; scroll-initial-target: nearest;
    }
    .t-swipe-actions { display: flex; flex: none; }
    .t-action {
      display: flex; align-items: center; padding: 0 18px; border: 0; font: inherit; font-size: var(--t-text-subheadline); color: #ffffff;
      background: var(--t-action, var(--t-system-gray)); text-decoration: none; cursor: pointer; scroll-snap-align: start;
    }
    /* A fieldset is at least as wide as its content unless told otherwise: the control would
       widen the page rather than scroll. */
    .t-segments {
      display: flex; gap: 2px; min-width: 0; margin: 4px var(--t-margin) 12px; padding: 2px; border: 0; border-radius: 9px;
      background: var(--t-fill); overflow-x: auto; scrollbar-width: none;
    }
    .t-segment-input { position: absolute; opacity: 0; pointer-events: none; }
    /* Each segment on one line: when the names do not fit, the control scrolls sideways. */
    .t-segment-label { flex: 1 0 auto; padding: 6px 8px; border-radius: 7px; text-align: center; font-size: var(--t-text-footnote); font-weight: 500; white-space: nowrap; cursor: pointer; }
    .t-segment-input:checked + .t-segment-label { background: var(--t-segment-selected); box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
    .t-segment-input:focus-visible + .t-segment-label { outline: 2px solid var(--t-tint); }
    .t-search { display: block; margin: 4px var(--t-margin) 12px; }
    .t-search[hidden] { display: none; }
    .t-search-field {
      width: 100%; box-sizing: border-box; padding: 8px 12px; border: 0; border-radius: 10px; font: inherit;
      background: var(--t-fill); color: var(--t-label);
    }
    [data-search-hidden] { display: none !important; }
    /* A home page card: its page's first items, its title, its text and its count, top to
       bottom, 16 in from its edges (a cell's own padding is its frame's, none at the sides); the
       preview keeps to one line, the items that do not fit left out. */
    .t-compositional .t-cell.cell-page { flex-direction: column; align-items: stretch; gap: 4px; padding-block: 16px; }
    .t-compositional .t-cell.cell-page::before, .t-compositional .t-cell.cell-page::after { content: none; }
    .cell-page > :not(.t-item-link) { margin-inline: 16px; }
    .t-cell.cell-page:has(> .t-item-link:hover) { background: var(--t-gray5); }
    .card-preview { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; height: 40px; margin-bottom: 8px; overflow: hidden; }
    .card-emoji { flex: none; font-size: 32px; line-height: 40px; }
    .card-avatar {
      flex: none; width: \(PictureUse.card.side)px; height: \(PictureUse.card.side)px; border-radius: 50%; object-fit: cover;
    }
    .cell-page .cell-title { padding: 0; font-size: var(--t-text-title3); font-weight: 600; }
    .cell-page .cell-subtitle { color: var(--t-secondary-label); }
    .cell-page .cell-value { margin-top: auto; padding-top: 4px; font-size: var(--t-text-footnote); }
    @media (prefers-reduced-motion: reduce) {
      html { scroll-behavior: auto; }
      *, ::before, ::after { animation: none !important; transition: none !important; }
    }

    """
}
