/// The site's one script: small progressive enhancements. Layout needs none of it; without it
/// every item stays shown and copy buttons do nothing.
///
/// - Search (the diffable search example): filters searchable sections by name as you type (case-insensitive),
///   sorts the matches by name, hides sections left empty and updates "Title (count)". Sorting
///   moves cells, so each cell's place in item order is kept as `data-search-index`.
/// - Live preview hook: `trellis serve`'s client (`/_trellis/live.js`) replaces sections in place
///   and then dispatches `trellis:sections-changed` on `document`; search collects the new
///   sections (kept ones keep their entries) and applies the current query to them. Built pages
///   never dispatch it.
/// - Copy: swipe actions with `data-copy` copy their value to the clipboard.
enum SiteScript {
  static let javascript = #"""
    "use strict";
    (() => {
      const search = document.querySelector(".t-search");
      const field = document.getElementById("t-search-field");
      if (search && field) {
        search.hidden = false;
        search.addEventListener("submit", (event) => event.preventDefault()); // the form stays on the page
        // A section hidden because it is empty has no content to filter.
        let sections = [];
        const collect = () => {
          const known = new Map(sections.map((entry) => [entry.section, entry]));
          sections = [...document.querySelectorAll(".t-section.t-searchable:not([hidden])")].map((section) => {
            if (known.has(section)) return known.get(section);
            const list = section.querySelector(".t-content");
            const cells = [...list.querySelectorAll(":scope > .t-cell[data-name]")];
            cells.forEach((cell, index) => (cell.dataset.searchIndex = String(index)));
            return { section, list, cells, counts: [...section.querySelectorAll(".t-count")] };
          });
        };
        collect();
        const byName = (a, b) => (a.dataset.name < b.dataset.name ? -1 : a.dataset.name > b.dataset.name ? 1 : 0);
        let pending = 0;
        const apply = () => {
          const query = field.value.trim().toLowerCase();
          for (const { section, list, cells, counts } of sections) {
            const shown = query ? cells.filter((c) => c.dataset.name.includes(query)).sort(byName) : cells;
            for (const cell of cells) cell.toggleAttribute("data-search-hidden", !shown.includes(cell));
            for (const cell of shown) list.appendChild(cell);
            section.toggleAttribute("data-search-hidden", query !== "" && shown.length === 0);
            for (const count of counts) count.textContent = String(shown.length);
          }
        };
        field.addEventListener("input", () => {
          clearTimeout(pending);
          pending = setTimeout(apply, 100);
        });
        document.addEventListener("trellis:sections-changed", () => {
          collect();
          if (field.value.trim()) apply(); // new sections arrive unfiltered, in item order
        });
      }
      document.addEventListener("click", (event) => {
        const button = event.target.closest("[data-copy]");
        if (button && navigator.clipboard) navigator.clipboard.writeText(button.dataset.copy);
      });
    })();

    """#
}
