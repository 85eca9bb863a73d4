extension SiteStylesheet {
  /// The rules of the layout panel (site.json's `showsLayout`), added to that site's stylesheet
  /// only: the region after the sections, a disclosure per section, and each layout's JSON and
  /// Swift in a code block that scrolls sideways inside itself (the page never does), under a
  /// caption row holding its Copy button (shown by the script).
  ///
  /// The code colours are Xcode's, darkened or lightened where needed so that each reaches
  /// WCAG's 4.5:1 on its block's background: light on #f5f5f7 (strings 5.5, comments 5.0,
  /// keywords 6.3, keys 8.0), dark on #1c1c1e (strings 6.0, keywords 5.9, comments 5.8).
  static let layoutSource = """
    .t-layout-source {
      --t-code-background: #f5f5f7; --t-code-text: #000000; --t-code-key: #0b4f79; --t-code-string: #c41a16;
      --t-code-number: #1c00cf; --t-code-keyword: #9b2393; --t-code-type: #3900a0; --t-code-comment: #5d6c79;
      --t-code-punctuation: #55555c;
      box-sizing: border-box; max-width: 1040px; margin: 40px auto 24px; padding: 0 var(--t-layout-margin);
    }
    @media (prefers-color-scheme: dark) {
      .t-layout-source {
        --t-code-background: #1c1c1e; --t-code-text: #ffffff; --t-code-key: #6bdfff; --t-code-string: #fc6a5d;
        --t-code-number: #d0bf69; --t-code-keyword: #fc5fa3; --t-code-type: #d0a8ff; --t-code-comment: #8a99a6;
        --t-code-punctuation: #aeaeb2;
      }
    }
    .t-layout-source-title { margin: 0 0 4px; font-size: var(--t-text-title2); line-height: 1.2; font-weight: 700; }
    .t-layout-section { border-bottom: 1px solid var(--t-separator); }
    .t-layout-section > summary { padding: 11px 0; font-weight: 600; cursor: pointer; }
    .t-code { display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center; gap: 6px 12px; margin: 0 0 16px; }
    .t-code > figcaption { font-size: var(--t-text-footnote); font-weight: 600; color: var(--t-secondary-label); }
    .t-code > figcaption > code { font-weight: 400; color: var(--t-label); }
    .t-code code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; }
    .t-code > pre {
      grid-column: 1 / -1; margin: 0; padding: 12px 16px; overflow-x: auto; border-radius: 10px;
      font-size: var(--t-text-footnote); line-height: 1.45; tab-size: 2; color: var(--t-code-text);
      background: var(--t-code-background);
    }
    .t-code-copy {
      min-height: 32px; padding: 4px 12px; border: 0; border-radius: 8px; font: inherit; font-size: var(--t-text-footnote);
      font-weight: 600; color: var(--t-tint); background: var(--t-fill); cursor: pointer;
    }
    .t-code-copy[hidden] { display: none; }
    .t-code-key { color: var(--t-code-key); }
    .t-code-string { color: var(--t-code-string); }
    .t-code-number { color: var(--t-code-number); }
    .t-code-literal, .t-code-keyword { color: var(--t-code-keyword); }
    .t-code-type { color: var(--t-code-type); }
    .t-code-comment { color: var(--t-code-comment); font-style: italic; }
    .t-code-punctuation { color: var(--t-code-punctuation); }

    """
}
