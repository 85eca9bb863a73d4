import TrellisLayout

/// The rules every page needs around the compiled sections.
package enum Stylesheet {
  /// The page's layout container (the C of the semantics doc): its width is what container
  /// queries and `cqw` lengths measure; the viewport's height is C's height.
  ///
  /// Sections are laid out in logical terms (leading is `inline-start`), so that a page with
  /// `dir="rtl"` mirrors them; `--t-inline-sign` turns the few physical offsets (`translate`).
  ///
  /// A section laid out in the readable width stands in a `t-readable` container of its own, at
  /// most ``LayoutChoices/readableWidth`` wide, at the page's leading edge; its queries and
  /// lengths measure that.
  package static let base = """
    :root { --t-layout-margin: \(cssNumber(LayoutChoices.listLayoutMargin))px; }
    .t-page { container: trellis / inline-size; display: block; margin: 0; padding: 0; width: 100%; }
    .t-readable { container: trellis / inline-size; box-sizing: border-box; width: 100%; max-width: \(cssNumber(LayoutChoices.readableWidth))px; margin-inline: 0 auto; }
    .t-readable:has(> .t-section:is([hidden], [data-search-hidden])) { display: none; }
    .t-section { margin: 0; padding: 0; }
    .t-section > .t-content { list-style: none; }
    .t-cell { overflow: hidden; }
    .t-cell:has(> .t-badge) { overflow: visible; }
    .t-badge { display: none; }
    [dir="rtl"] { --t-inline-sign: -1; }
    [dir="ltr"] { --t-inline-sign: 1; }

    """

  /// A standalone page showing one compiled section with `count` numbered cells, each with the
  /// given number of badges: what `trellis css --html` writes for checking a layout in a browser.
  /// Cells get `--i`, the section `--n` and page marks as the style asks.
  package static func previewPage(
    _ style: SectionStyle, count: Int, headers: Int, footers: Int, badges: Int, hasDecoration: Bool
  ) -> String {
    var cells = ""
    for index in 0..<count {
      if let capacity = style.groupCapacity, index % capacity == 0 {
        cells += index == 0 ? "<div class=\"t-group\">\n" : "</div>\n<div class=\"t-group\">\n"
      }
      let indexStyle = style.needsItemIndices ? " style=\"--i: \(index)\"" : ""
      let badgeSpans = String(repeating: "<span class=\"t-badge\"></span>", count: badges)
      // Varying text lengths, so that self-sizing rows really differ.
      let words = String(repeating: " word", count: (index * 7) % 23)
      if index == 0, style.firstItemIsHeader {
        cells +=
          "<div class=\"t-cell t-header-row\"\(indexStyle)><p role=\"heading\" aria-level=\"2\">Item \(index)\(words)</p>\(badgeSpans)</div>\n"
      } else {
        cells += "<div class=\"t-cell\"\(indexStyle)><p>Item \(index)\(words)</p>\(badgeSpans)</div>\n"
      }
    }
    if style.groupCapacity != nil, count > 0 { cells += "</div>\n" }
    if style.needsPageMarks {
      for page in 0..<count { cells += "<div class=\"t-page-mark\" style=\"--p: \(page)\"></div>\n" }
    }
    let sectionStyle = style.needsItemCount ? " style=\"--n: \(count)\"" : ""
    let headerHTML = (0..<headers).map { "<header class=\"t-header\"><p>Header \($0)</p></header>\n" }.joined()
    let footerHTML = (0..<footers).map { "<footer class=\"t-footer\"><p>Footer \($0)</p></footer>\n" }.joined()
    return """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>Trellis layout preview</title>
      <style>
      html, body { margin: 0; padding: 0; font: 16px/1.25 system-ui, sans-serif; }
      p { margin: 0; }
      .t-cell { background: #e5e5ea; outline: 1px solid #c7c7cc; outline-offset: -1px; }
      .t-header, .t-footer { background: #d1e7ff; }
      .t-decoration { background: #f2f2f7; }
      .t-badge { background: #ff3b30; border-radius: 50%; }
      \(base)\(style.css)</style></head>
      <body><main class="t-page">
      <section class="t-section \(style.className)"\(sectionStyle)>
      \(hasDecoration ? "<div class=\"t-decoration\"></div>\n" : "")\(headerHTML)<div class="t-content">
      \(cells)</div>
      \(footerHTML)</section>
      </main></body></html>

      """
  }
}
