"""Live rebuilds: edits of the data files (in place, by rename, as vim saves), site.json, a template
and images/ (also folders created while serving): the right event (a patch with exactly the changed
sections, or reload), the `rebuilt in` line, files left alone unless changed, the output equal to a
fresh build after each edit; latencies.

Each watcher serves one copy of the gallery (with Templates/ and images/) and one without those
folders, for the module. Each edit in EDITS is made once, the first time a test asks for it, and the
tests check one thing each of what came of it (`pytest --tier full -k "layout and fresh_build"`). An edit
changes whatever the site holds when it runs, so that any selection of them works in any order.
The quick tier makes the title edit with inotify; the others are in the full tier.
"""
import itertools
import os
import re
import statistics
import time
from pathlib import Path

import pytest

from serving import (CLIENT_TAG, FIXTURE, GALLERY, ROOT, EventClient, Scenarios, ServeFailed, edit_and_wait,
                     fetch, hello_version, listing, note, section_ids, sections_of)

GRID = (ROOT / "Templates" / "cell-grid.mustache").read_text()
SVG = (FIXTURE / "images" / "alice.svg").read_text()
PICTURE = re.compile(rb'assets/alice-[0-9a-f]+\.svg')
HAPPY_TITLE = re.compile(r'(\{"text": "😀", "title": ")([^"]*)(",)')
NEW_EMOJI = '\n    {"text": "🦄", "title": "Unicorn", "category": "smileys", "subgroup": "animal-mammal", ' \
            '"keywords": ["unicorn", "magic"]},'
UNIQUE = itertools.count(1)


def probe_grid(marker):
    """Templates/cell-grid.mustache with `marker` as a class of each cell's emoji."""
    probe = GRID.replace('class="cell-emoji"', f'class="cell-emoji {marker}"')
    if probe == GRID:
        raise ServeFailed('cannot find class="cell-emoji" in Templates/cell-grid.mustache')
    return probe


def retitled(text, title):
    """emoji.json's text with 😀's title changed to `title`."""
    new, count = HAPPY_TITLE.subn(lambda m: m.group(1) + title + m.group(3), text)
    if count != 1:
        raise ServeFailed(f"😀's title is in emoji.json {count} times, not once")
    return new


class Live:
    """A server of a copy of the gallery, an event client of it, and the version heard last."""

    def __init__(self, servers, watcher, name, folders):
        self.name = name
        self.site = servers.site(GALLERY, name, folders)
        # The gallery's characters name no pictures: Alice names the one the image edits add.
        characters = self.site.read("characters.json")
        named = characters.replace('"name": "Alice",', '"name": "Alice", "imageName": "alice",', 1)
        if named == characters:
            raise ServeFailed("Alice is not in the gallery's characters.json")
        self.site.write("characters.json", named)
        self.server = servers.serve(self.site, watcher=watcher)
        self.client = EventClient(self.server.port)
        self.version, self.hello_problems = hello_version(self.client, name)

    def settle(self, edit):
        """An edit made to set the stage: waits for its event (and keeps the version it brings)."""
        event, _, _, _ = edit_and_wait(self.server, self.client, edit)
        if not event or event.name == "problem":
            raise ServeFailed(f"setting the stage: {event!r} instead of a patch or reload:\n"
                              f"{self.server.transcript()}")
        version = (event.json or {}).get("version")
        self.version = version if isinstance(version, int) else self.version


# --- The edits ------------------------------------------------------------------------------------

class Edit:
    def __init__(self, name, make, expected, pages, site, full):
        self.name, self.make, self.expected, self.pages, self.site, self.full = \
            name, make, expected, pages, site, full


EDITS = {}


def edit(name, expected="patch", pages=None, site="gallery", full=True):
    """Registers an edit: `make(live)` sets the stage if need be and returns (the edit, a check of its
    effect that returns what is wrong as a list)."""
    def register(make):
        EDITS[name] = Edit(name, make, expected, pages, site, full)
        return make
    return register


def in_patch(text):
    return lambda live, outcome: [] if text in outcome.event.data else [f"{text!r} is not in the patch"]


@edit("title", pages={"explorer.html", "layouts.html"}, full=False)
def title(live):
    """A title in place (the file truncated and written, as many editors save); the page's old ETag
    gets the new page."""
    etag = fetch(live.server.port, "/explorer.html").header("etag")
    new = f"Cheerful{next(UNIQUE)}"

    def effect(live, outcome):
        problems = in_patch(new)(live, outcome)
        cached = fetch(live.server.port, "/explorer.html", headers={"If-None-Match": etag})
        if cached.status != 200:
            problems.append(f"GET explorer.html with the old ETag: {cached.status}, expected 200")
        return problems
    return lambda: live.site.write("emoji.json", retitled(live.site.read("emoji.json"), new)), effect


@edit("saved-like-vim", pages={"explorer.html", "layouts.html"})
def saved_like_vim(live):
    """Saved as vim does: the file renamed to a backup, a new one written, the backup deleted."""
    new = f"Merry{next(UNIQUE)}"

    def save():
        path = live.site.path("emoji.json")
        os.rename(path, f"{path}~")
        live.site.write("emoji.json", retitled(Path(f"{path}~").read_text(encoding="utf-8"), new))
        os.unlink(f"{path}~")
    return save, in_patch(new)


@edit("insert", pages={"explorer.html", "layouts.html"})
def insert(live):
    """A new emoji, the file replaced by a rename."""
    line = next(l for l in live.site.read("emoji.json").split("\n") if l.strip().startswith('{"text": "😀",'))
    return lambda: live.site.replace("emoji.json", line, line + NEW_EMOJI, atomic=True), in_patch("🦄")


@edit("character")
def character(live):
    return (lambda: live.site.replace("characters.json", '"job": "Curious girl"', '"job": "Curious explorer"'),
            in_patch("Curious explorer"))


@edit("character-renamed")
def character_renamed(live):
    """A character renamed: its generated initials avatar (assets/avatar-*.svg) changes too."""
    return lambda: live.site.replace("characters.json", '"name": "Alice"', '"name": "Zoe"'), in_patch("Zoe")


@edit("layout", pages={"layouts.html"})
def layout(live):
    """A layout in site.json: the stylesheet changes."""
    def effect(live, outcome):
        stylesheet = (outcome.event.json or {}).get("stylesheet")
        return [] if stylesheet == "trellis.css" else \
            [f"the patch's stylesheet is {stylesheet!r}, expected \"trellis.css\" (the layout's CSS changed)"]
    return lambda: live.site.replace("site.json", '"layout": {"preset": "storiesCarousel"}',
                                     '"layout": {"preset": "columnCarousel"}'), effect


def markup(marker, present=True):
    def effect(live, _):
        there = f'class="cell-emoji {marker}"'.encode() in (live.site.output / "explorer.html").read_bytes()
        return [] if there == present else \
            [f"the override's markup ({marker}) is {'not ' if present else ''}in explorer.html"]
    return effect


@edit("template", expected="reload")
def template(live):
    """A template override: the page shell reloads."""
    probe = probe_grid("probe-template-1")
    return lambda: live.site.write("Templates/cell-grid.mustache", probe), markup("probe-template-1")


@edit("template-removed", expected="reload")
def template_removed(live):
    """A template override removed: the page shell reloads."""
    live.settle(lambda: live.site.write("Templates/cell-grid.mustache", probe_grid("probe-template-2")))
    return lambda: live.site.path("Templates/cell-grid.mustache").unlink(), markup("probe-template-2", False)


def picture_used(live, _):
    return [] if PICTURE.search((live.site.output / "characters.html").read_bytes()) else \
        ["characters.html does not use assets/alice-HASH.svg"]


@edit("image-added")
def image_added(live):
    """A character's picture appears in images/."""
    if live.site.path("images/alice.svg").exists():
        live.settle(lambda: live.site.path("images/alice.svg").unlink())
    return lambda: live.site.write("images/alice.svg", SVG.replace("</svg>", "<!-- v1 --></svg>")), picture_used


@edit("image-changed")
def image_changed(live):
    """A character's picture changes: its name (which carries a hash) changes."""
    number = next(UNIQUE)
    live.settle(lambda: live.site.write("images/alice.svg", SVG.replace("</svg>", f"<!-- before {number} --></svg>")))
    first = PICTURE.search((live.site.output / "characters.html").read_bytes())

    def effect(live, _):
        second = PICTURE.search((live.site.output / "characters.html").read_bytes())
        if not first:
            return ["characters.html does not use assets/alice-HASH.svg before the change"]
        if not second or second.group(0) == first.group(0):
            return [f"characters.html uses {second and second.group(0)}, expected another name than "
                    f"{first.group(0)}"]
        return []
    return lambda: live.site.write("images/alice.svg", SVG.replace("</svg>", f"<!-- after {number} --></svg>")), effect


# Templates/ and images/ created while serving (the gallery has neither at first).
@edit("new-templates", expected="reload", site="bare")
def new_templates(live):
    probe = probe_grid("probe-template-1")
    return lambda: live.site.write("Templates/cell-grid.mustache", probe), markup("probe-template-1")


@edit("new-images", site="bare")
def new_images(live):
    return lambda: live.site.write("images/alice.svg", SVG), picture_used


def edits(*, where=lambda e: True, full=False):
    """pytest parameters: the edits `where` holds for, the full-tier ones (all if `full`) marked so."""
    return [pytest.param(e.name, marks=[pytest.mark.full] if e.full or full else [], id=e.name)
            for e in EDITS.values() if where(e)]


# --- Running an edit ------------------------------------------------------------------------------

class PatchCheck:
    """A patch event against the output before and after it: what it replaces and what changed."""

    def __init__(self, event, before, site):
        data = event.json or {}
        self.pages = data.get("pages")
        self.sent, self.changed = {}, {}
        self.missing, self.section_lists, self.html, self.origins = [], [], [], []
        if not isinstance(self.pages, dict):
            return
        for page in sorted(set(before) | {p.name for p in site.output.glob("*.html")}):
            if not (site.output / page).exists():
                continue  # gone (a renamed character's own page): nothing to patch
            old, new = before.get(page), (site.output / page).read_bytes()
            if old != new:
                # A page that is new (an added emoji's own page) had no sections before.
                old_sections, new_sections = sections_of(old) if old is not None else {}, sections_of(new)
                self.changed[page] = [s for s, xml in new_sections.items() if old_sections.get(s) != xml]
        # Pages without sections (an item's own page, the search page) and the generated home page
        # (its one section, the cards, is made with the other files) are written whole, not
        # patched: the patch lists them (and the pages removed) in `rewritten`, for a browser
        # showing one to load it again.
        def whole(page, ids):
            return (not ids or ids == ["t-pages"]) and page not in self.pages
        self.whole = sorted([page for page, ids in self.changed.items() if whole(page, ids)]
                            + [page for page in before if not (site.output / page).exists()])
        self.rewritten = data.get("rewritten")
        self.changed = {page: ids for page, ids in self.changed.items() if ids and not whole(page, ids)}
        sent = {page: [s["id"] for s in entry.get("sections", []) if "html" in s] for page, entry in self.pages.items()}
        self.sent = {page: ids for page, ids in sent.items() if ids}
        for page, entry in self.pages.items():
            path = site.output / page
            if not path.exists():
                self.missing.append(f"the patch names {page}, which is not in the output")
                continue
            new = path.read_bytes()
            ids = [s.get("id") for s in entry.get("sections", [])]
            if ids != section_ids(new):
                self.section_lists.append(f"the patch lists {page}'s sections as {ids}, the page has "
                                          f"{section_ids(new)}")
            for section in entry.get("sections", []):
                if "html" not in section:
                    continue
                if section["html"].encode() not in new:
                    self.html.append(f"section {section['id']}'s html in the patch is not in {page} as written")
                origins = section.get("origins")
                if not isinstance(origins, list) or not all(o is None or (isinstance(o, list) and len(o) == 2
                                                                          and isinstance(o[1], int)) for o in origins):
                    self.origins.append(f"section {section['id']}'s origins {str(origins)[:120]} are not "
                                        f"[[section, index] or null, ...]")


class Outcome:
    """What came of an edit."""

    def __init__(self, spec):
        self.spec = spec
        self.event = self.latency = self.rebuilt_ms = self.patch = self.served_version = None
        self.version_before = self.version_after = None
        self.rebuilt, self.transcript = "", ""
        self.rewritten, self.fresh, self.effect = [], [], []

    def require_event(self, name=None):
        """The event, asserting that one came (and that it is a `name`, if given)."""
        assert self.event, f"{self.spec.name}: no event within 5 s of the edit:\n{self.transcript}"
        if name:
            assert self.event.name == name, \
                f"{self.spec.name}: a {self.event.name} event ({self.event.data[:300]}), expected a {name}"
        return self.event

    def require_patch(self):
        self.require_event("patch")
        assert isinstance(self.patch.pages, dict), f"{self.spec.name}: a patch without pages: {self.event.data[:200]}"
        return self.patch


class LiveRun:
    """The servers of one watcher and the edits made on them, each once."""

    def __init__(self, servers, watcher):
        self.servers, self.watcher = servers, watcher
        self.sessions = {}
        self.latencies = []
        self.edits = Scenarios(self.run)

    def session(self, kind):
        """"gallery" (with Templates/ and images/) or "bare" (without): started on first use."""
        if kind not in self.sessions:
            folders = ("Templates", "images") if kind == "gallery" else ()
            self.sessions[kind] = Live(self.servers, self.watcher, f"live-{kind}-{self.watcher}", folders)
        return self.sessions[kind]

    def run(self, name):
        spec = EDITS[name]
        live = self.session(spec.site)
        site, server, client = live.site, live.server, live.client
        make, effect = spec.make(live)
        outcome = Outcome(spec)
        before = {p.name: p.read_bytes() for p in site.output.glob("*.html")}
        files = {p: (p.read_bytes(), p.stat().st_ino, p.stat().st_mtime_ns) for p in site.output.rglob("*")
                 if p.is_file()}
        since_line = server.mark()
        event, latency, outcome.rebuilt_ms, outcome.rebuilt = edit_and_wait(server, client, make)
        outcome.transcript = server.transcript(since_line)
        if not event:
            return outcome
        outcome.event, outcome.latency = event, latency
        self.latencies.append(latency)
        outcome.version_before, outcome.version_after = live.version, (event.json or {}).get("version")
        live.version = outcome.version_after if isinstance(outcome.version_after, int) else live.version
        if event.name == "patch":
            outcome.patch = PatchCheck(event, before, site)
        time.sleep(0.1)
        outcome.rewritten = [str(p.relative_to(site.output)) for p, (data, inode, mtime) in files.items()
                             if p.exists() and p.read_bytes() == data and (p.stat().st_ino, p.stat().st_mtime_ns) !=
                             (inode, mtime)]
        outcome.fresh = site.fresh_build_differences()
        served = fetch(server.port, "/explorer.html").body
        found = CLIENT_TAG.search(served)
        outcome.served_version = int(found.group(1)) if found else None
        outcome.effect = effect(live, outcome)
        note(f"live[{self.watcher}] {name} {event.name} {latency:.0f} ms"
             + (f" (rebuilt in {outcome.rebuilt_ms:.0f})" if outcome.rebuilt_ms else "")
             + (f", {len(outcome.rewritten)} unchanged files rewritten" if outcome.rewritten else ""))
        return outcome

    def close(self):
        for live in self.sessions.values():
            live.client.close()
        if self.latencies:
            note(f"live[{self.watcher}] edit to event: median {statistics.median(self.latencies):.0f} ms, "
                 f"max {max(self.latencies):.0f} ms over {len(self.latencies)} edits")


@pytest.fixture(scope="module")
def live(module_servers, watcher):
    run = LiveRun(module_servers, watcher)
    yield run
    run.close()


# --- Every edit -----------------------------------------------------------------------------------

@pytest.mark.parametrize("name", edits())
def test_event_kind(live, name):
    """A data edit gives a patch; a template edit a reload."""
    outcome = live.edits[name]
    outcome.require_event(outcome.spec.expected)


@pytest.mark.parametrize("name", edits(full=True))
def test_latency(live, name):
    """A data edit: about 0.1-0.5 s from the save to the event in a debug build (within 1 s; a
    reload within 2 s). The full tier only: on a loaded machine they fail for want of CPU."""
    outcome = live.edits[name]
    event = outcome.require_event()
    limit = 1000 if event.name == "patch" else 2000
    assert outcome.latency <= limit, \
        f"{name}: the {event.name} came {outcome.latency:.0f} ms after the edit, expected within {limit} ms"


@pytest.mark.parametrize("name", edits())
def test_version_incremented(live, name):
    outcome = live.edits[name]
    outcome.require_event()
    before, after = outcome.version_before, outcome.version_after
    assert before is None or after == before + 1, f"{name}: version {after} after {before}, expected {before + 1}"


@pytest.mark.parametrize("name", edits(where=lambda e: e.expected == "patch"))
def test_patch_replaces_changed_sections(live, name):
    """The patch carries html for exactly the sections that changed on disk."""
    patch = live.edits[name].require_patch()
    assert patch.sent == patch.changed, \
        f"{name}: the patch replaces {patch.sent}; the sections that changed on disk are {patch.changed}"


@pytest.mark.parametrize("name", edits(where=lambda e: e.expected == "patch"))
def test_patch_lists_pages_written_whole(live, name):
    """Pages written whole or removed (an item's own page, the search page) are listed for reload."""
    patch = live.edits[name].require_patch()
    assert patch.rewritten == patch.whole, \
        f"{name}: the patch lists {patch.rewritten} as rewritten; the pages written whole or removed are {patch.whole}"


@pytest.mark.parametrize("name", edits(where=lambda e: e.expected == "patch"))
def test_patch_pages_in_output(live, name):
    patch = live.edits[name].require_patch()
    assert not patch.missing, f"{name}:\n{listing(patch.missing)}"


@pytest.mark.parametrize("name", edits(where=lambda e: e.expected == "patch"))
def test_patch_lists_page_sections(live, name):
    """Each patched page's entry lists all its sections, in order."""
    patch = live.edits[name].require_patch()
    assert not patch.section_lists, f"{name}:\n{listing(patch.section_lists)}"


@pytest.mark.parametrize("name", edits(where=lambda e: e.expected == "patch"))
def test_patch_html_as_written(live, name):
    patch = live.edits[name].require_patch()
    assert not patch.html, f"{name}:\n{listing(patch.html)}"


@pytest.mark.parametrize("name", edits(where=lambda e: e.expected == "patch"))
def test_patch_origins(live, name):
    """Each replaced section says where its items were: [[section, index] or null, ...]."""
    patch = live.edits[name].require_patch()
    assert not patch.origins, f"{name}:\n{listing(patch.origins)}"


@pytest.mark.parametrize("name", edits(where=lambda e: e.expected == "patch"))
def test_rebuilt_line_names_patched_pages(live, name):
    outcome = live.edits[name]
    patch = outcome.require_patch()
    missing = [f"{page} ({len(ids)} section{'s' if len(ids) != 1 else ''})" for page, ids in patch.sent.items()
               if f"{page} ({len(ids)} section{'s' if len(ids) != 1 else ''})" not in outcome.rebuilt]
    assert not missing, f"{name}: the rebuilt line {outcome.rebuilt!r} does not say {', '.join(missing)}"


@pytest.mark.parametrize("name", edits(where=lambda e: e.pages is not None))
def test_patch_pages(live, name):
    outcome = live.edits[name]
    patch = outcome.require_patch()
    assert set(patch.sent) == outcome.spec.pages, \
        f"{name}: the patch changes {sorted(patch.sent)}, expected {sorted(outcome.spec.pages)}"


@pytest.mark.parametrize("name", edits(where=lambda e: e.expected == "patch"))
def test_unchanged_files_not_rewritten(live, name):
    """A data edit rewrites only what changed (a file rewritten with the same bytes gets a new ETag
    for nothing). A reload may rewrite more; test_output_equals_fresh_build checks the bytes."""
    outcome = live.edits[name]
    outcome.require_patch()
    assert not outcome.rewritten, \
        f"{name}: {len(outcome.rewritten)} files rewritten with the same bytes: {outcome.rewritten[:5]}"


@pytest.mark.parametrize("name", edits())
def test_output_equals_fresh_build(live, name):
    outcome = live.edits[name]
    outcome.require_event()
    assert not outcome.fresh, \
        f"{name}: the served output is not what `trellis build` writes now:\n{listing(outcome.fresh)}"


@pytest.mark.parametrize("name", edits())
def test_served_version(live, name):
    """Pages are served with the version the last event announced."""
    outcome = live.edits[name]
    outcome.require_event()
    assert outcome.served_version == outcome.version_after, \
        f"{name}: explorer.html is served with data-version={outcome.served_version}, the version is " \
        f"{outcome.version_after}"


@pytest.mark.parametrize("name", edits())
def test_edit_effect(live, name):
    """What the edit is for: the new text in the patch, the new stylesheet, markup or picture."""
    outcome = live.edits[name]
    outcome.require_event()
    assert not outcome.effect, f"{name}:\n{listing(outcome.effect)}"


# --- The clients ----------------------------------------------------------------------------------

@pytest.mark.parametrize("kind", ["gallery", pytest.param("bare", marks=pytest.mark.full)])
def test_hello(live, kind):
    assert not live.session(kind).hello_problems, "\n".join(live.session(kind).hello_problems)


def test_late_client_hears_current_version(live):
    """A client connecting after edits hears the current version."""
    live.edits["title"]
    gallery = live.session("gallery")
    late = EventClient(gallery.server.port)
    version, problems = hello_version(late, "a late client")
    late.close()
    assert not problems, "\n".join(problems)
    assert version == gallery.version, \
        f"a client connecting after the edits hears version {version}, expected {gallery.version}"
