extension SiteStylesheet {
  /// The rules of a site whose navigation is a sidebar (site.json's `sidebar`), added to its
  /// stylesheet only: an iPad's split view. At regular width (768 and wider, the size class's
  /// threshold) the banner is a column 320 wide beside every page, holding the site's title, its
  /// search field and the outline, pinned while the page scrolls. At compact width the home page
  /// is the outline, as an inset grouped list under the site's large title, and every other page
  /// shows a back link to it instead.
  ///
  /// Rows are 44 high, as UIKit's sidebar cells; the current page is a tinted rounded row (light
  /// mode's tint in dark mode too: white on dark mode's #0a84ff is 3.6:1, under AA's 4.5:1); a
  /// group's title row has a disclosure chevron on its trailing side, pointing down while open.
  static let sidebar = """
    .t-sidebar-app > .t-banner {
      display: flex; flex-direction: column; align-items: stretch; gap: 8px; flex-wrap: nowrap; max-width: none; margin: 0;
    }
    .t-sidebar-app > .t-banner > .t-site-title { order: 0; }
    .t-sidebar-app > .t-banner > .t-site-search { order: 1; flex: none; margin-inline-start: 0; }
    .t-sidebar-app > .t-banner > nav { order: 2; flex: none; margin: 0; }
    .t-sidebar-app .t-nav { display: block; overflow: visible; padding: 0; white-space: normal; font-size: var(--t-text-body); }
    .t-sidebar-app .t-nav ul { margin: 0; padding: 0; list-style: none; }
    .t-sidebar-app .t-nav-group ul { padding-inline-start: 16px; }
    .t-sidebar-app .t-nav a, .t-sidebar-app .t-nav summary {
      display: flex; align-items: center; box-sizing: border-box; min-height: 44px; padding: 10px 16px; border-radius: 10px;
    }
    .t-sidebar-app .t-nav a { color: var(--t-label); text-decoration: none; }
    .t-sidebar-app .t-site-title { white-space: normal; }
    .t-sidebar-app .t-nav a[aria-current="page"] { color: #ffffff; background: #0066cc; font-weight: 600; }
    .t-sidebar-app .t-nav summary { justify-content: space-between; gap: 8px; font-weight: 600; cursor: pointer; list-style: none; }
    .t-sidebar-app .t-nav summary::-webkit-details-marker { display: none; }
    .t-sidebar-app .t-nav summary::after {
      content: ""; flex: none; width: 8px; height: 8px; margin-inline-end: 4px; border-right: 2.5px solid var(--t-tint);
      border-bottom: 2.5px solid var(--t-tint); transform: translateY(-2px) rotate(45deg); transition: transform 0.2s;
    }
    .t-sidebar-app .t-nav details:not([open]) > summary::after { transform: rotate(-45deg); }
    .t-sidebar-app .t-nav details:not([open]) > summary:dir(rtl)::after { transform: rotate(135deg); }
    @media (min-width: 768px) {
      .t-sidebar-app { display: grid; grid-template-columns: 320px minmax(0, 1fr); align-items: start; }
      .t-sidebar-app > .t-banner {
        position: sticky; top: 0; z-index: 1; box-sizing: border-box; height: 100vh; overflow-y: auto; padding: 16px 12px 24px;
        background: var(--t-grouped-background); border-inline-end: 1px solid var(--t-separator);
      }
      .t-sidebar-app > .t-banner > .t-site-title { padding: 0 16px 4px; font-size: var(--t-text-title2); font-weight: 700; }
      .t-sidebar-app > main { isolation: isolate; min-width: 0; }
    }
    @media (max-width: 767.98px) {
      .t-sidebar-app:not(.t-home) > .t-banner > nav { display: none; }
      .t-sidebar-app:not(.t-home) .t-site-title a { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; color: var(--t-tint); font-weight: 400; }
      .t-sidebar-app:not(.t-home) .t-site-title a::before {
        content: ""; width: 10px; height: 10px; border-left: 3px solid currentColor; border-bottom: 3px solid currentColor;
        transform: rotate(45deg);
      }
      .t-sidebar-app:not(.t-home) .t-site-title a:dir(rtl)::before { transform: rotate(-135deg); }
      .t-sidebar-app.t-home { min-height: 100vh; background: var(--t-grouped-background); }
      .t-sidebar-app.t-home > .t-banner { padding: 12px 16px 24px; }
      .t-sidebar-app.t-home > .t-banner > .t-site-title { font-size: var(--t-text-large-title); font-weight: 700; line-height: 1.2; }
      .t-sidebar-app.t-home .t-nav { padding: 6px; border-radius: 10px; background: var(--t-cell-background); }
      .t-sidebar-app.t-home > main > .t-page-title {
        position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;
      }
      .t-sidebar-app.t-home > main > .t-sections { display: none; }
    }

    """
}
