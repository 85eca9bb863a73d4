import TrellisDiagnostics
import TrellisRender

/// The site's one script: small progressive enhancements. Layout needs none of it; without it
/// every item stays shown and copy buttons do nothing.
///
/// - Search (the diffable search example): filters searchable sections by name as you type (case-insensitive),
///   sorts the matches by name, hides sections left empty and updates "Title (count)". Sorting
///   moves cells, so each cell's place in item order is kept as `data-search-index`; a moved
///   cell's swipe row scrolls back to its content (moving resets it to its leading actions).
/// - Live preview hook: `trellis serve`'s client (`/_trellis/live.js`) replaces sections in place
///   and then dispatches `trellis:sections-changed` on `document`; search collects the new
///   sections (kept ones keep their entries) and applies the current query to them. Built pages
///   never dispatch it.
/// - Site search (`"search": true`): the banner's field loads `search-index.js` on first use and
///   lists the first matches under it (names and keywords, ignoring case and accents, each
///   query word the start of a word); on the search page it narrows the list of every item.
///   Without the script the field leads to the search page, a plain list of links.
/// - Copy: swipe actions with `data-copy` copy their value to the clipboard (and so do the
///   layout panel's buttons, on a site that shows layouts).
/// - Focus: a swipe action reached by Tab scrolls into its row (Chromium scrolls a row to a
///   focused trailing action, but not to a leading one).
enum SiteScript {
  /// The script, its messages in the site's words; with `layoutSource`, with the layout
  /// panel's part (``layoutSourceJavaScript(strings:)``); with `remembersAnnotation` (a site with
  /// `showsLayout`), it also keeps the Annotate switch's state from page to page.
  static func javascript(strings: InterfaceStrings, layoutSource: Bool = false, remembersAnnotation: Bool = false)
    -> String
  {
    let text = scriptStrings(strings)
    let script = template.replacing("/* the site's interface strings */ {}", with: text)
    return compacted(
      script + (layoutSource ? layoutSourceJavaScript(strings: strings) : "")
        + (remembersAnnotation ? annotationMemory : ""))
  }

  /// The script as written: each line without its indentation, and without the lines that are
  /// only a comment, which the source keeps for its readers. (No string of the script spans
  /// lines, so no string is changed.)
  static func compacted(_ script: String) -> String {
    script.split(separator: "\n").compactMap { line in
      let code = line.drop { $0 == " " }
      return code.isEmpty || code.hasPrefix("//") ? nil : code
    }.joined(separator: "\n") + "\n"
  }

  /// The script's words and how the site's language writes them, as a JavaScript object: the
  /// search's messages (`matchCount` by plural category, as the language's counts take them),
  /// the quotation marks around a query, and the digits and grouping of numbers.
  static func scriptStrings(_ strings: InterfaceStrings) -> String {
    let language = strings.language
    let forms = language.pluralCategories.compactMap { category in
      strings.forms(of: "matchCount")[category].map {
        JSONEscaping.string(category.rawValue) + ": " + JSONEscaping.string($0)
      }
    }
    let other = strings.forms(of: "matchCount")[.other].map { [#""other": "# + JSONEscaping.string($0)] } ?? []
    let members = [
      (
        "matchCount",
        "{" + (forms + (language.pluralCategories.contains(.other) ? [] : other)).joined(separator: ", ") + "}"
      ),
      ("enterShowsAll", JSONEscaping.string(strings["enterShowsAll"])),
      ("searchUnavailable", JSONEscaping.string(strings["searchUnavailable"])),
      (
        "quote",
        "["
          + language.quote("\u{0}").split(separator: "\u{0}", omittingEmptySubsequences: false).map {
            JSONEscaping.string(String($0))
          }.joined(separator: ", ") + "]"
      ),
      ("digits", JSONEscaping.string(language.digits)),
      ("group", JSONEscaping.string(language.groupSeparator)),
      ("grouping", "[\(language.grouping.primary), \(language.grouping.secondary), \(language.grouping.minimum)]"),
    ]
    return "{" + members.map { JSONEscaping.string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
  }

  /// The Annotate switch's state, kept in localStorage (where storage is refused, each page
  /// starts with it off, as without the script).
  private static let annotationMemory = #"""
    (() => {
      const annotate = document.getElementById("t-annotate");
      if (!annotate) return;
      try {
        if (localStorage.getItem("trellis-annotate") === "on") annotate.checked = true;
        annotate.addEventListener("change", () => {
          try { localStorage.setItem("trellis-annotate", annotate.checked ? "on" : "off"); } catch (error) {}
        });
      } catch (error) {}
    })();

    """#

  private static let template = #"""
    "use strict";
    (() => {
      const text = /* the site's interface strings */ {};
      // A number as the site's language writes it: its digits, grouped (CLDR's primary and
      // secondary group sizes, and the fewest digits that are grouped).
      const number = (count) => {
        const [primary, secondary, minimum] = text.grouping;
        let rest = String(count);
        let grouped = "";
        if (rest.length >= primary + minimum) {
          for (let size = primary; rest.length > size; size = secondary) {
            grouped = text.group + rest.slice(-size) + grouped;
            rest = rest.slice(0, -size);
          }
        }
        const digits = [...text.digits];
        return (rest + grouped).replace(/[0-9]/g, (digit) => digits[digit]);
      };
      // A message with its {placeholders} filled.
      const fill = (message, values) => message.replace(/\{(\w+)\}/g, (whole, name) => values[name] ?? whole);
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
            // Cleared, a count reads as written ("126 of 492").
            const counts = [...section.querySelectorAll(".t-count")].map((count) => [count, count.textContent]);
            return { section, list, cells, counts };
          });
        };
        collect();
        const byName = (a, b) => (a.dataset.name < b.dataset.name ? -1 : a.dataset.name > b.dataset.name ? 1 : 0);
        // A moved element's scroll position starts over: a swipe row would show its leading
        // actions. Each goes back to its content (all widths read first: one layout).
        const showContents = (list, cells) => {
          const rows = cells.flatMap((cell) => [...cell.querySelectorAll(":scope .t-swipe")]);
          if (rows.length === 0) return;
          const sign = getComputedStyle(list).direction === "rtl" ? -1 : 1;
          const widths = rows.map((row) => row.querySelector(":scope > .t-leading")?.offsetWidth ?? 0);
          rows.forEach((row, index) => row.scrollTo({ left: sign * widths[index], behavior: "instant" }));
        };
        let pending = 0;
        const apply = () => {
          const query = field.value.trim().toLowerCase();
          for (const { section, list, cells, counts } of sections) {
            const shown = query ? cells.filter((c) => c.dataset.name.includes(query)).sort(byName) : cells;
            for (const cell of cells) cell.toggleAttribute("data-search-hidden", !shown.includes(cell));
            for (const cell of shown) list.appendChild(cell);
            showContents(list, shown);
            section.toggleAttribute("data-search-hidden", query !== "" && shown.length === 0);
            for (const [count, written] of counts) count.textContent = query ? number(shown.length) : written;
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
      const siteSearch = document.querySelector(".t-site-search");
      const siteField = document.getElementById("t-site-search-field");
      if (siteSearch && siteField) {
        const fold = (text) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
        const words = (text) => fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
        // The index is a script beside the search page, loaded on first use (a fetch fails on file: URLs).
        let loading = null;
        const load = () =>
          (loading ??= new Promise((resolve, reject) => {
            window.trellisSearchIndex = (index) =>
              resolve(
                index.items.map(([title, href, keys, glyph, group, image]) => ({
                  title,
                  href: new URL(href, siteSearch.action).href,
                  words: words(title).concat(keys ? keys.split(" ") : []),
                  glyph,
                  group,
                  image: image ? new URL(image, siteSearch.action).href : "",
                })),
              );
            const script = document.createElement("script");
            script.src = new URL("search-index.js", siteSearch.action).href;
            script.onerror = () => reject(new Error("no search index"));
            document.head.append(script);
          }));
        // Every word of the query begins a word of the item's name or keywords.
        const find = (entries, query) => {
          const wanted = words(query);
          return entries.flatMap((entry, index) =>
            wanted.every((word) => entry.words.some((key) => key.startsWith(word))) ? [[entry, index]] : [],
          );
        };
        const status = document.createElement("p");
        status.className = "t-search-status";
        status.setAttribute("role", "status");
        let plural = null;
        try {
          plural = new Intl.PluralRules(document.documentElement.lang);
        } catch (error) {}
        const matches = (count, query) =>
          fill(text.matchCount[plural?.select(count)] ?? text.matchCount.other ?? Object.values(text.matchCount)[0], {
            count: number(count),
            query: text.quote[0] + query + text.quote[1],
          });
        // A match as search-item draws it.
        const element = (name, text) => {
          const made = document.createElement(name);
          made.textContent = text;
          return made;
        };
        const cell = (entry) => {
          const link = document.createElement("a");
          link.href = entry.href;
          if (entry.glyph) {
            const glyph = element("span", entry.glyph);
            glyph.setAttribute("aria-hidden", "true");
            link.append(glyph);
          }
          if (entry.image) {
            link.append(Object.assign(document.createElement("img"), { src: entry.image, alt: "", width: 40, height: 40 }));
          }
          link.append(element("b", entry.title));
          if (entry.group) link.append(" ", element("small", entry.group));
          const item = document.createElement("li");
          item.append(link);
          return item;
        };
        const list = document.querySelector(".t-search-list");
        let show;
        if (list) {
          // The search page: its list of every item narrowed to the query.
          list.before(status);
          const rows = [...list.children];
          siteField.value = new URLSearchParams(location.search).get("q") ?? "";
          show = async () => {
            const query = siteField.value.trim();
            const found = query ? new Set(find(await load(), query).map(([, index]) => index)) : null;
            rows.forEach((row, index) => (row.hidden = found !== null && !found.has(index)));
            status.textContent = found === null ? "" : matches(found.size, query);
          };
          siteSearch.addEventListener("submit", (event) => {
            event.preventDefault();
            history.replaceState(null, "", "?q=" + encodeURIComponent(siteField.value.trim()));
            show();
          });
          if (siteField.value.trim()) show().catch(() => (status.textContent = text.searchUnavailable));
        } else {
          // Any other page: the first matches under the field; Enter shows them all on the search page.
          const results = document.createElement("div");
          results.className = "t-site-results";
          results.hidden = true;
          const links = document.createElement("ul");
          results.append(status, links);
          siteSearch.append(results);
          show = async () => {
            const query = siteField.value.trim();
            results.hidden = query === "";
            if (!query) return;
            const found = find(await load(), query);
            links.replaceChildren(...found.slice(0, 8).map(([entry]) => cell(entry)));
            const said = matches(found.length, query);
            status.textContent = found.length > 8 ? fill(text.enterShowsAll, { matches: said }) : said;
          };
          siteSearch.addEventListener("keydown", (event) => {
            if (event.key === "Escape") results.hidden = true;
          });
        }
        let typing = 0;
        siteField.addEventListener("input", () => {
          clearTimeout(typing);
          typing = setTimeout(() => show().catch(() => (status.textContent = text.searchUnavailable)), 100);
        });
      }
      document.addEventListener("focusin", (event) => {
        const action = event.target.closest?.(".t-action");
        if (action) action.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" });
      });
      document.addEventListener("click", (event) => {
        const button = event.target.closest("[data-copy]");
        if (button && navigator.clipboard) navigator.clipboard.writeText(button.dataset.copy);
      });
    })();

    """#
}
