"""Geometry: every box of every built page, measured in Chromium, against the solver's frames.

For each page of a built site, at each viewport, and for each segment of a segmented page: every
section that is shown is measured (cells, badges, headers, footers, the decoration, and the group
boxes CSS has), the measured sizes are fed back to the solver for estimated axes (`trellis frames
--questions`, each with its `measured` sizes), and every box must equal the solver's frame within
0.5 px, relative to its section.

A right-to-left page (`dir="rtl"`) is checked against the solver's frames mirrored in the
container (`trellis frames` mirrors them for a site written right to left): x is from the
section's left edge either way, and a scroller's group tracks run from its right edge.

Groups have a box in CSS only where the compiled scheme gives them one: a `t-group` element
(whole box), or a grid track (each group a row of a vertical section, or a column of an
orthogonal one: the track gives the group's extent along the section's axis). Templates placed by
index (nested groups) have no group box at all; there the cells are the whole check.
"""
import hashlib
import json
import subprocess
from pathlib import Path

VIEWPORTS = [(320, 568), (390, 844), (844, 390), (768, 1024), (1440, 900)]
TOLERANCE = 0.5
KINDS = ["item", "badge", "header", "footer", "decoration", "group", "emptyMessage"]

# content-visibility: auto skips laying out offscreen sections; measurement needs them laid out.
# It changes nothing inside a section (layout containment only).
LAY_OUT_EVERYTHING = ".t-section { content-visibility: visible !important; }"

MEASURE = """() => {
  // A pinned header or footer (sticky) sits where it would in flow unless the page is scrolled
  // past it; a section taller than the viewport would stick its footer to the viewport's bottom.
  // Its in-flow place is the frame; pinning is the behaviour part's check.
  // The page is left as it was: checks that scroll it afterwards see the pinning.
  const unpinned = [...document.querySelectorAll('.t-header, .t-footer')]
    .filter((e) => getComputedStyle(e).position === 'sticky').map((e) => [e, e.style.cssText]);
  for (const [e] of unpinned) Object.assign(e.style, {position: 'relative', top: 'auto', bottom: 'auto'});
  const shown = (e) => e.checkVisibility();
  const px = (v) => parseFloat(v) || 0;
  const tracks = (list) => list === 'none' ? [] : list.split(' ').filter((t) => t.endsWith('px')).map(px);
  const measured = [...document.querySelectorAll('.t-section')].filter(shown).map((section) => {
    const origin = section.getBoundingClientRect();
    const content = section.querySelector(':scope > .t-content');
    const scroll = content ? content.scrollLeft : 0;
    const box = (e) => { const r = e.getBoundingClientRect();
      return [r.x - origin.x + (content && content.contains(e) ? scroll : 0), r.y - origin.y, r.width, r.height]; };
    const cells = content ? [...content.querySelectorAll('.t-cell')].filter(shown) : [];
    // An empty section's message stands in the content's place: its frame is the content box of
    // its wrapper (whose padding is the section's insets).
    const message = (e) => { const [x, y, w, h] = box(e); const s = getComputedStyle(e);
      const [t, r, b, l] = [s.paddingTop, s.paddingRight, s.paddingBottom, s.paddingLeft].map(px);
      return [x + l, y + t, Math.max(0, w - l - r), Math.max(0, h - t - b)]; };
    const style = content ? getComputedStyle(content) : null;
    const orthogonal = style && (style.overflowX === 'auto' || style.overflowX === 'scroll');
    const rtl = style && style.direction === 'rtl';
    let group = [];
    let groupBoxes = 'none';
    const wrapped = content ? [...content.querySelectorAll(':scope > .t-group')] : [];
    if (wrapped.length) {
      group = wrapped.map((g) => box(g));
      groupBoxes = 'element';
    } else if (style && style.display === 'grid' && cells.length) {
      // A track's start: the content box's edge, the tracks before it and their gaps.
      const r = content.getBoundingClientRect();
      const along = (list, gap, start) => { let at = start; return tracks(list).map((size) => {
        const track = [at, size]; at += size + (px(gap) || 0); return track; }); };
      groupBoxes = orthogonal ? 'columns' : 'rows';
      if (orthogonal && rtl) {
        // Columns run leftward from the content box's right edge.
        const right = r.right - origin.x - px(style.borderRightWidth) - px(style.paddingRight);
        group = along(style.gridTemplateColumns, style.columnGap, 0).map(([at, w]) => [right - at - w, null, w, null]);
      } else if (orthogonal) {
        const left = r.x - origin.x + px(style.borderLeftWidth) + px(style.paddingLeft);
        group = along(style.gridTemplateColumns, style.columnGap, left).map(([x, w]) => [x, null, w, null]);
      } else {
        const top = r.y - origin.y + px(style.borderTopWidth) + px(style.paddingTop);
        group = along(style.gridTemplateRows, style.rowGap, top).map(([y, h]) => [null, y, null, h]);
      }
    }
    return {
      id: section.id,
      outline: !!(content && content.classList.contains('t-outline-list')),
      height: origin.height,
      item: cells.map(box),
      badge: cells.flatMap((c) => [...c.querySelectorAll(':scope > .t-badge')].filter(shown).map(box)),
      header: [...section.querySelectorAll(':scope > .t-header')].map(box),
      footer: [...section.querySelectorAll(':scope > .t-footer')].map(box),
      decoration: [...section.querySelectorAll(':scope > .t-decoration')].filter(shown).map(box),
      emptyMessage: [...section.querySelectorAll(':scope > .t-empty')].map(message),
      group,
      groupBoxes,
    };
  });
  for (const [e, text] of unpinned) e.style.cssText = text;
  return measured;
}"""

# One leading edge: the page's title starts where its first section's content does, when that
# section is laid out by a preset or a list configuration (Trellis's own layouts, which put their
# content at the 16-point layout margin, as the page puts its title; a layout spelled out puts its
# content where its insets say). A row that runs from the section's edge to edge (a plain or
# grouped list's) is aligned by its text, its content box (a swipe row's content's); a cell inset from the section's edge (a
# card, a tile, an inset grouped row) by its own edge. Right to left, the right edges.
LEADING_EDGES = """() => {
  const title = document.querySelector('.t-page-title');
  const rtl = getComputedStyle(document.querySelector('.t-page')).direction === 'rtl';
  const shown = (e) => e.checkVisibility();
  const section = [...document.querySelectorAll('.t-section')].find((s) => shown(s) && s.querySelector('.t-cell'));
  if (!title || !section) return null;
  const cell = [...section.querySelectorAll('.t-cell')].find(shown);
  const px = (v) => parseFloat(v) || 0;
  const lead = (e, inner) => { const r = e.getBoundingClientRect(); const s = getComputedStyle(e);
    return rtl ? -(r.right - (inner ? px(s.paddingRight) + px(s.borderRightWidth) : 0))
               : r.left + (inner ? px(s.paddingLeft) + px(s.borderLeftWidth) : 0); };
  const bleeds = Math.abs(lead(cell, false) - lead(section, false)) < 0.5;
  // A row with swipe actions holds its content in a box of its own, which scrolls.
  const content = bleeds ? (cell.querySelector('.t-swipe-content') || cell) : cell;
  return {title: lead(title, true), content: lead(content, bleeds), section: section.id,
          by: bleeds ? 'text' : 'edge'};
}"""

CONTAINER = """() => ({width: document.querySelector('.t-page').getBoundingClientRect().width,
  direction: getComputedStyle(document.querySelector('.t-page')).direction,
  height: window.innerHeight,
  segments: [...document.querySelectorAll('.t-segment-input')].map((e) => e.id)})"""


def run(binary, arguments):
    result = subprocess.run([binary] + arguments, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"trellis {' '.join(arguments)} failed:\n{result.stderr}")
    return result.stdout


# The solver's answers by question: the parts and checks of one run ask many of them again (the
# same section of the same site.json at the same size, measured the same), and the solver gives
# the same answer.
SOLVED = {}


def measured_sizes(section):
    """A measured section's sizes, as `trellis frames --measured` reads them."""
    sizes = {kind: {str(i): {"width": b[2], "height": b[3]} for i, b in enumerate(section[key])}
             for kind, key in (("items", "item"), ("headers", "header"), ("footers", "footer"))}
    for box in section.get("emptyMessage", [])[:1]:
        sizes["emptyMessage"] = {"width": box[2], "height": box[3]}
    return sizes


def solver_sections(binary, site, page_id, sections, container, workdir):
    """The solver's view of each measured section of a page, with its measured sizes fed back: how
    it scrolls, which headers and footers pin, and its frames. The questions not answered before
    are asked at once (`trellis frames --questions`), so that the site is read once per page."""
    # The layouts are site.json's as it is now (a generated run rewrites it between batches).
    layouts = hashlib.sha256((Path(site) / "site.json").read_bytes()).hexdigest()
    questions = []
    for section in sections:
        question = {"section": section["id"], "page": page_id, "width": container["width"],
                    "height": container["height"], "measured": measured_sizes(section)}
        if section["outline"]:
            # An outline shows its parents and the children of open parents only.
            question["items"] = len(section["item"])
        questions.append(((binary, str(site), layouts, json.dumps(question, sort_keys=True)), question))
    unasked = list({key: question for key, question in questions if key not in SOLVED}.items())
    if unasked:
        path = Path(workdir) / "questions.json"
        path.write_text(json.dumps([question for _, question in unasked]))
        answers = json.loads(run(binary, ["frames", "--layout", str(Path(site) / "site.json"),
                                          "--questions", str(path)]))
        SOLVED.update((key, answer) for (key, _), answer in zip(unasked, answers))
    return [SOLVED[key] for key, _ in questions]


def compare(where, frames, section, kinds=KINDS):
    """Failure lines for one section: counts per kind, then every box against its frame."""
    failures = []
    for kind in kinds:
        expected = [f for f in frames if f["kind"] == kind]
        boxes = section[kind]
        if kind == "group" and section["groupBoxes"] == "none":
            continue  # an index-placed template (or no cells): CSS has no group box
        if len(expected) != len(boxes):
            failures.append(f"{where}: {len(boxes)} {kind} boxes measured, the solver has {len(expected)}")
            continue
        for index, (frame, box) in enumerate(zip(expected, boxes)):
            want = [frame["x"], frame["y"], frame["width"], frame["height"]]
            if any(b is not None and abs(a - b) > TOLERANCE for a, b in zip(want, box)):
                failures.append(f"{where}: {kind} {index} expected {fmt(want)}, measured {fmt(box)}")
    return failures


def fmt(frame):
    return "(" + ", ".join("–" if v is None else f"{v:.3f}".rstrip("0").rstrip(".") for v in frame) + ")"


_MEASURING_PAGES = {}


def measuring_page(browser, html, width, height, color_scheme="light"):
    """A page of `browser` at `width` x `height` in `color_scheme`, showing `html` (a path or file
    URL) as a new page would: for checks that look and do not interact with timing (geometry,
    axe). There is one such page per browser, navigated from check to check: a new page is a new
    browser context and renderer process, which cost more than most checks (the geometry of the
    pages took 2.7 times as long with a page each). What a page keeps is cleared before the next
    one loads: local and session storage (the Annotate switch's state), the viewport and the
    colour scheme; a page's own state goes with its document."""
    page = _MEASURING_PAGES.get(id(browser))
    if page is None or page.is_closed():
        page = browser.new_page(viewport={"width": width, "height": height})
        _MEASURING_PAGES[id(browser)] = page
    else:
        page.evaluate(FORGET_STORAGE)
        page.set_viewport_size({"width": width, "height": height})
    page.emulate_media(color_scheme=color_scheme)
    page.goto(html if str(html).startswith("file:") else Path(html).resolve().as_uri())
    return page


FORGET_STORAGE = """() => {
  try { localStorage.clear(); } catch (error) {}
  try { sessionStorage.clear(); } catch (error) {}
}"""


def own_layout_sections(site):
    """The ids of the sections of `site` (a folder) laid out by a preset or a list configuration
    with the appearance's own insets, and no variants (which may be spelled out), and the
    generated home page's cards (`t-pages`)."""
    declared = json.loads((Path(site) / "site.json").read_text())
    sections = []
    for page in declared.get("pages", []):
        for holder in [page] + page.get("segments", []):
            sections += holder.get("sections", [])
    def own(layout):
        if not isinstance(layout, dict) or "variants" in layout:
            return False
        return "preset" in layout or (isinstance(layout.get("list"), dict) and "contentInsets" not in layout["list"])
    return {s["id"] for s in sections if own(s.get("layout"))} | {"t-pages"}


def declared_by(element_id, declared):
    """Whether the section whose HTML id is `element_id` comes from one of the `declared` ids:
    itself, or one of the sections it expands into (`ID-VALUE`)."""
    return any(element_id == d or element_id.startswith(d + "-") for d in declared)


def check_page(binary, browser, site, html, workdir, viewports=VIEWPORTS, direction="ltr"):
    """Failure lines for one built page at every viewport, and the number of boxes compared.
    `direction` is the one the site declares: a page shown the other way fails at once."""
    failures, compared = [], 0
    page_id = Path(html).stem
    for width, height in viewports:
        page = measuring_page(browser, html, width, height)
        page.add_style_tag(content=LAY_OUT_EVERYTHING)
        container = page.evaluate(CONTAINER)
        if container["direction"] != direction:
            failures.append(f"{page_id}.html at {width}x{height}: runs {container['direction']}, the site is {direction}")
            continue
        edges = page.evaluate(LEADING_EDGES)
        if edges and declared_by(edges["section"], own_layout_sections(site)) and \
                abs(edges["title"] - edges["content"]) > TOLERANCE:
            side = "right" if direction == "rtl" else "left"
            failures.append(f"{page_id}.html at {width}x{height}: the title's {side} edge is {abs(edges['title']):.1f}, "
                            f"the first section's ({edges['section']}, by its {edges['by']}) {abs(edges['content']):.1f}")
        for segment in container["segments"] or [None]:
            if segment:
                page.click(f"label[for=\"{segment}\"]")  # as a user switches segments
            sections = page.evaluate(MEASURE)
            for section, solved in zip(sections, solver_sections(binary, site, page_id, sections, container, workdir)):
                where = f"{page_id}.html#{section['id']} at {width}x{height}"
                failures += compare(where, solved["frames"], section)
                compared += sum(len(section[k]) for k in KINDS)
    return failures, compared
