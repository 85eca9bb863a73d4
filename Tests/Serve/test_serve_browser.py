"""The live client in Chromium (the session's `browser`): a patch applied in place (no reload, scroll
kept, animated, not under reduced motion), the problem overlay and its fix, a template edit
reloading the page.

Each scenario serves a copy of the gallery of its own, opens /explorer.html on a 390 x 844 viewport
and edits the copy; it runs once per watcher, the first time a test asks for it, and the tests check
one thing each of what the page showed. The quick tier applies the animated patch with inotify; the
rest is in the full tier.
"""
import time

import pytest

from serving import GALLERY, RECORD, ROOT, Scenarios, column_of, line_of, note, open_live, wait_js

MOTIONS = ["animated", pytest.param("reduced-motion", marks=pytest.mark.full)]


class Seen:
    """What a scenario saw; `version` is None if the client never said which version it has."""

    def __init__(self, name):
        self.name = name
        self.version, self.errors = None, []

    def require_client(self):
        assert self.version is not None, f"{self.name}: the client never set dataset.trellisVersion after hello"


class BrowserRun:
    def __init__(self, servers, watcher, browser):
        self.servers, self.watcher, self.browser = servers, watcher, browser
        self.scenarios = Scenarios(self.run)

    def run(self, name):
        kind, _, variant = name.partition(":")
        folders = ("Templates",) if kind == "reload" else ()
        site = self.servers.site(GALLERY, f"browser-{kind}-{variant or 'x'}-{self.watcher}", folders)
        server = self.servers.serve(site, watcher=self.watcher)
        try:
            return getattr(self, kind)(site, server, **({"reduced": variant == "reduced-motion"} if variant else {}))
        finally:
            server.stop()

    def patch(self, site, server, reduced):
        seen = Seen("patch, reduced motion" if reduced else "patch")
        seen.changed, seen.state, seen.loads = None, {}, []
        context, page, seen.version, seen.errors = open_live(self.browser, server.port, "/explorer.html", reduced)
        try:
            if seen.version is None:
                return seen
            page.evaluate(RECORD)
            page.evaluate("() => window.scrollTo({top: 400, behavior: 'instant'})")
            time.sleep(0.2)
            seen.before = page.evaluate("() => scrollY")
            page.on("load", lambda: seen.loads.append(1))
            text = site.read("emoji.json")
            fox = next(line for line in text.split("\n") if '"title": "Fox"' in line)
            new = fox.replace('"title": "Fox"', '"title": "Red fox"') + \
                '\n    {"text": "🦄", "title": "Unicorn", "category": "nature", "subgroup": "animal-mammal", ' \
                '"keywords": ["unicorn"]},'
            began = time.monotonic()
            site.write("emoji.json", text.replace(fox, new))
            seen.changed = wait_js(page, "(v) => document.documentElement.dataset.trellisVersion !== v && "
                                         "document.documentElement.dataset.trellisVersion", 5, seen.version)
            latency = (time.monotonic() - began) * 1000
            if seen.changed:
                time.sleep(0.4)  # the animations end
                seen.state = page.evaluate("""() => ({
                  marker: window.__marker, scrollY, patched: window.__patched,
                  fox: [...document.querySelectorAll('#outline .cell-title, #list .cell-title')]
                    .filter((n) => n.textContent.includes('Red fox')).length,
                  unicorn: [...document.querySelectorAll('#list .t-cell')]
                    .filter((n) => n.textContent.includes('🦄')).length,
                  oldFox: [...document.querySelectorAll('#list .cell-title')]
                    .filter((n) => n.textContent.trim() === 'Fox').length,
                  sections: [...document.querySelectorAll('.t-sections .t-section')].map((s) => s.id),
                  tags: document.querySelectorAll('script[src="/_trellis/live.js"]').length})""")
                animations = max((p["animations"] for p in seen.state["patched"] or []), default=0)
                note(f"browser[{self.watcher}] {seen.name}: edit to patched {latency:.0f} ms, scroll {seen.before} -> "
                     f"{seen.state['scrollY']}, {animations} animations")
            return seen
        finally:
            context.close()

    def problem(self, site, server):
        seen = Seen("problem")
        seen.shown = seen.kept = seen.again = seen.second_content = seen.gone = seen.marker_after_fix = None
        context, page, seen.version, seen.errors = open_live(self.browser, server.port, "/explorer.html")
        try:
            if seen.version is None:
                return seen
            page.evaluate(RECORD)
            text = site.read("emoji.json")
            number, line = line_of(text, '"title": "Bee", ')
            bad = line.replace('"category": "nature"', '"category": "natur"')
            seen.expected = f"{site.path('emoji.json')}:{number}:{column_of(bad, chr(34) + 'natur' + chr(34))}: error: "
            began = time.monotonic()
            site.write("emoji.json", text.replace(line, bad))
            seen.shown = wait_js(page, "() => { const e = document.getElementById('trellis-problem'); "
                                       "return e && e.getAttribute('role') === 'alert' && e.offsetHeight > 0 && "
                                       "e.innerText; }")
            if seen.shown:
                note(f"browser[{self.watcher}] problem: overlay {(time.monotonic() - began) * 1000:.0f} ms after "
                     f"the edit")
                seen.kept = page.evaluate("() => document.querySelector('#outline').textContent.includes('Bee') && "
                                          "window.__marker")
                # A page opened now shows the last good build and the overlay at once.
                second = context.new_page()
                second.goto(f"http://127.0.0.1:{server.port}/explorer.html")
                seen.again = wait_js(second, "() => document.getElementById('trellis-problem')?.innerText", 3)
                seen.second_content = second.text_content("#outline")
                second.close()
            site.write("emoji.json", text.replace(line, line.replace('"title": "Bee"', '"title": "Honey bee"')))
            seen.gone = wait_js(page, "() => !document.getElementById('trellis-problem') && "
                                      "document.querySelector('#outline').textContent.includes('Honey bee')")
            if seen.gone:
                seen.marker_after_fix = page.evaluate("() => window.__marker")
            return seen
        finally:
            context.close()

    def item(self, site, server):
        """The Fox's own page open while the Fox is renamed: the page is written whole, and the
        patch names it, so it loads again and shows the new name."""
        seen = Seen("item page")
        seen.renamed = seen.state = None
        context, page, seen.version, seen.errors = open_live(self.browser, server.port, "/emoji-nature-1f98a.html")
        try:
            if seen.version is None:
                return seen
            page.evaluate(RECORD)
            text = site.read("emoji.json")
            began = time.monotonic()
            site.write("emoji.json", text.replace('"title": "Fox"', '"title": "Arctic fox"', 1))
            seen.renamed = wait_js(page, "() => window.__marker === undefined && "
                                         "document.querySelector('h1')?.textContent.includes('Arctic fox') && "
                                         "document.documentElement.dataset.trellisVersion", 5)
            if seen.renamed:
                note(f"browser[{self.watcher}] item page: rename to reloaded page "
                     f"{(time.monotonic() - began) * 1000:.0f} ms")
            else:
                seen.state = wait_js(page, "() => ({marker: window.__marker || null, "
                                           "h1: document.querySelector('h1')?.textContent, "
                                           "script: document.querySelector('script[src$=\"/_trellis/live.js\"]')?.dataset.version, "
                                           "dataset: document.documentElement.dataset.trellisVersion || null, "
                                           "nav: performance.getEntriesByType('navigation')[0]?.type})", 1)
            return seen
        finally:
            context.close()

    def reload(self, site, server):
        seen = Seen("reload")
        seen.reloaded = seen.state = None
        context, page, seen.version, seen.errors = open_live(self.browser, server.port, "/explorer.html")
        try:
            if seen.version is None:
                return seen
            page.evaluate(RECORD)
            grid = (ROOT / "Templates" / "cell-grid.mustache").read_text()
            began = time.monotonic()
            site.write("Templates/cell-grid.mustache",
                       grid.replace('class="cell-emoji"', 'class="cell-emoji probe-reloaded"'))
            seen.reloaded = wait_js(page, "() => window.__marker === undefined && "
                                          "document.querySelectorAll('.probe-reloaded').length && "
                                          "document.documentElement.dataset.trellisVersion", 5)
            if seen.reloaded:
                note(f"browser[{self.watcher}] reload: template edit to reloaded page "
                     f"{(time.monotonic() - began) * 1000:.0f} ms")
            else:
                seen.state = wait_js(page, "() => ({marker: window.__marker || null, "
                                           "probes: document.querySelectorAll('.probe-reloaded').length})", 1)
            return seen
        finally:
            context.close()


@pytest.fixture(scope="module")
def run(module_servers, watcher, browser):
    return BrowserRun(module_servers, watcher, browser)


# --- A patch --------------------------------------------------------------------------------------

def patched(run, motion):
    """The patch scenario: an emoji renamed ('Fox' to 'Red fox') and one inserted, scrolled to 400 px."""
    seen = run.scenarios[f"patch:{motion}"]
    seen.require_client()
    assert seen.changed, f"{seen.name}: dataset.trellisVersion stayed {seen.version} for 5 s after the edit"
    return seen


@pytest.mark.parametrize("motion", MOTIONS)
def test_client_connects(run, motion):
    run.scenarios[f"patch:{motion}"].require_client()


@pytest.mark.parametrize("motion", MOTIONS)
def test_patch_applied(run, motion):
    patched(run, motion)


@pytest.mark.parametrize("motion", MOTIONS)
def test_patch_no_reload(run, motion):
    seen = patched(run, motion)
    assert seen.state["marker"] == 1 and not seen.loads, \
        f"{seen.name}: the page reloaded (window.__marker {seen.state['marker']}, {len(seen.loads)} loads)"


@pytest.mark.parametrize("motion", MOTIONS)
def test_patch_keeps_scroll(run, motion):
    seen = patched(run, motion)
    assert abs(seen.state["scrollY"] - seen.before) <= 2, \
        f"{seen.name}: scrollY {seen.state['scrollY']} after the patch, {seen.before} before"


@pytest.mark.parametrize("motion", MOTIONS)
def test_patch_replaces_sections(run, motion):
    seen = patched(run, motion)
    state = seen.state
    assert state["fox"] >= 1 and state["unicorn"] == 1 and not state["oldFox"], \
        f"{seen.name}: 'Red fox' in {state['fox']} cells, 🦄 in {state['unicorn']} list cells, old 'Fox' in " \
        f"{state['oldFox']}: the sections were not replaced"


@pytest.mark.parametrize("motion", MOTIONS)
def test_patch_keeps_sections_and_tag(run, motion):
    seen = patched(run, motion)
    found = (seen.state["sections"], seen.state["tags"])
    assert found == (["recents", "outline", "list", "custom"], 1), \
        f"{seen.name}: sections {found[0]}, {found[1]} client tags after the patch; expected recents, outline, " \
        f"list, custom and one tag"


@pytest.mark.parametrize("motion", MOTIONS)
def test_patched_event(run, motion):
    """The page hears `trellis:patched` for the new version."""
    seen = patched(run, motion)
    events = seen.state["patched"] or []  # undefined after a reload
    assert events and str(events[-1].get("version")) == seen.changed, \
        f"{seen.name}: trellis:patched events {events}, expected one for version {seen.changed}"


@pytest.mark.parametrize("motion", MOTIONS)
def test_patch_animation(run, motion):
    """Moved and inserted items are animated; not under prefers-reduced-motion."""
    seen = patched(run, motion)
    running = [event["animations"] for event in seen.state["patched"] or []]
    if motion == "reduced-motion":
        assert not any(running), f"{seen.name}: {max(running)} animations running under reduced motion"
    else:
        assert any(running), f"{seen.name}: no animation ran for the moved and inserted items ({running})"


@pytest.mark.parametrize("motion", MOTIONS)
def test_patch_no_page_errors(run, motion):
    seen = run.scenarios[f"patch:{motion}"]
    assert not seen.errors, f"{seen.name}: page errors {seen.errors[:3]}"


# --- A problem ------------------------------------------------------------------------------------

def broken(run):
    """The problem scenario: an unknown category ('natur') for the bee, then the fix ('Honey bee')."""
    seen = run.scenarios["problem"]
    seen.require_client()
    return seen


def overlay(run):
    seen = broken(run)
    assert seen.shown, "problem: no visible #trellis-problem (role=alert) within 5 s of a bad edit"
    return seen


@pytest.mark.full
def test_overlay_shown(run):
    overlay(run)


@pytest.mark.full
def test_overlay_located(run):
    seen = overlay(run)
    assert seen.expected in seen.shown and "[data.unknownCategory]" in seen.shown, \
        f"problem: the overlay says {seen.shown!r}, expected {seen.expected!r}... [data.unknownCategory]"


@pytest.mark.full
def test_overlay_keeps_page(run):
    seen = overlay(run)
    assert seen.kept == 1, "problem: the page lost its content or reloaded while the overlay is shown"


@pytest.mark.full
def test_overlay_on_new_page(run):
    """A page opened while the site is broken shows the overlay at once."""
    seen = overlay(run)
    assert seen.again and seen.expected in seen.again, \
        f"problem: a page opened while broken shows {seen.again!r}, expected the overlay ({seen.expected!r}...)"


@pytest.mark.full
def test_new_page_last_good_content(run):
    """A page opened while the site is broken shows the last good build."""
    seen = overlay(run)
    assert "Bee" in (seen.second_content or ""), "problem: a page opened while broken lacks the last good content"


@pytest.mark.full
def test_fix_removes_overlay(run):
    seen = broken(run)
    assert seen.gone, "problem: 5 s after the fix the overlay is still shown or 'Honey bee' is missing"


@pytest.mark.full
def test_fix_patches(run):
    seen = broken(run)
    assert seen.gone, "problem: 5 s after the fix the overlay is still shown or 'Honey bee' is missing"
    assert seen.marker_after_fix == 1, "problem: the fix reloaded the page instead of patching it"


@pytest.mark.full
def test_problem_no_page_errors(run):
    seen = run.scenarios["problem"]
    assert not seen.errors, f"problem: page errors {seen.errors[:3]}"


# --- A reload -------------------------------------------------------------------------------------

def reloaded(run):
    """The reload scenario: a template override written while the page is open."""
    seen = run.scenarios["reload"]
    seen.require_client()
    assert seen.reloaded, f"reload: 5 s after a template edit: {seen.state} (expected no marker, the new markup)"
    return seen


@pytest.mark.full
def test_open_item_page_follows_a_rename(run):
    """An item's own page is written whole, not patched: open, it loads again with the new name."""
    seen = run.scenarios["item"]
    seen.require_client()
    assert seen.renamed, f"item page: 5 s after renaming its emoji: {seen.state} (expected no marker, the new name)"
    assert seen.renamed != seen.version, f"item page: the reloaded page still has version {seen.version}"
    assert not seen.errors, f"item page: page errors {seen.errors[:3]}"


@pytest.mark.full
def test_template_edit_reloads(run):
    reloaded(run)


@pytest.mark.full
def test_reload_new_version(run):
    seen = reloaded(run)
    assert seen.reloaded != seen.version, f"reload: the reloaded page still has version {seen.version}"


@pytest.mark.full
def test_reload_no_page_errors(run):
    seen = run.scenarios["reload"]
    assert not seen.errors, f"reload: page errors {seen.errors[:3]}"
