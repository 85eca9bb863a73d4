"""A character's picture changed while it is shown: `trellis serve` of a copy of the picture fixture
(Tests/Fixtures/pictures/), with cast.html (the list, 60 px avatars) and character-pictures-gps.html
(gps's own page, a 240 px picture) open in Chromium, and images/gps.jpg replaced by a flipped copy of
itself (written by `vips flip` to a temporary name and renamed over the original, as an editor saves).

What should come of it:
  - the picture cache (.trellis-cache/pictures/) gains exactly one entry, the changed picture's, and
    no other entry is made again (their made.json or problem.json keep their modification times);
  - both open pages show gps from files with a new hash (assets/gps-HASH-WxH.*) without the test
    reloading them: the live client patches or reloads them; the new file is served (200) and the
    old one no longer (404); every other character's picture keeps its URLs;
  - the server says `rebuilt in` and no error.

The scenario runs once per watcher (inotify; poll in the full tier), the first time a test asks for
it; the two tests check what it saw.
"""
import re
import subprocess
import time

import pytest

from serving import LAST_GOOD, REBUILT, ROOT, Scenarios, fetch, listing, note, open_live, wait_js

PICTURES = ROOT / "Tests/Fixtures/pictures"
PAGES = ("/cast.html", "/character-pictures-gps.html")
GPS = "Gina Geotag"  # gps's name, its pictures' alt text
ERROR = re.compile(rf": error: |^trellis: error|{LAST_GOOD.pattern}")
VARIANT = re.compile(r"/assets/gps-([0-9a-f]+)-\d+x\d+\.(?:avif|webp|jpg)$")

# Every picture of a page: alt text -> (currentSrc once loaded, every URL its <picture> offers).
PICTURES_SHOWN = """() => {
  const images = [...document.querySelectorAll('img[alt]')];
  if (!images.some((i) => i.alt === 'Gina Geotag' && i.complete && i.currentSrc)) return null;
  return Object.fromEntries(images.map((i) => [i.alt, {
    current: i.currentSrc,
    offered: [i.parentElement.tagName === 'PICTURE' ? [...i.parentElement.querySelectorAll('source')] : [], i]
      .flat().flatMap((e) => (e.srcset || '').split(',').map((s) => s.trim().split(/\\s+/)[0]))
      .concat([i.getAttribute('src')]).filter(Boolean).sort()}]));
}"""


def cache_entries(site):
    """The picture cache's entries: folder name -> the mtime (ns) of its made.json or problem.json."""
    entries = {}
    for folder in sorted(site.path(".trellis-cache/pictures").iterdir()):
        if folder.is_dir():
            marks = [folder / name for name in ("made.json", "problem.json") if (folder / name).exists()]
            entries[folder.name] = marks[0].stat().st_mtime_ns if marks else None
    return entries


def gps_hash(url):
    match = VARIANT.search(url or "")
    return match.group(1) if match else None


class Seen:
    """What the scenario saw."""


def run_scenario(servers, watcher, browser):
    site = servers.site(PICTURES, f"pictures-{watcher}")
    server = servers.serve(site, watcher=watcher)
    seen = Seen()
    seen.transcript = server.transcript
    contexts = []
    try:
        pages = {}
        for path in PAGES:
            context, page, version, errors = open_live(browser, server.port, path)
            contexts.append(context)
            assert version is not None, f"{path}: the live client never set dataset.trellisVersion"
            page.evaluate("() => { window.__marker = 1; }")  # gone if the page loads again
            pages[path] = (page, errors)
        seen.before = {path: wait_js(page, PICTURES_SHOWN) for path, (page, _) in pages.items()}
        for path, shown in seen.before.items():
            assert shown, f"{path}: gps's picture did not load within 5 s"
        old = {path: gps_hash(shown[GPS]["current"]) for path, shown in seen.before.items()}
        assert all(old.values()), f"gps is not shown from assets/gps-HASH-WxH.*: {seen.before}"
        seen.cache_before = cache_entries(site)

        mark = server.mark()
        began = time.monotonic()
        staging = site.path("images/.gps.saving.jpg")
        subprocess.run(["vips", "flip", str(site.path("images/gps.jpg")), str(staging), "horizontal"],
                       check=True, capture_output=True)
        staging.replace(site.path("images/gps.jpg"))

        seen.rebuilt = server.wait_for(REBUILT, mark, timeout=15)
        seen.after, seen.reloaded = {}, {}
        for path, (page, _) in pages.items():
            # The live client updates the page: gps shown from a file of another hash.
            seen.after[path] = wait_js(page, f"""() => {{
              const shown = ({PICTURES_SHOWN})();
              const hash = shown && (shown['{GPS}'].current.match(/\\/assets\\/gps-([0-9a-f]+)-/) || [])[1];
              return hash && hash !== '{old[path]}' && shown;
            }}""", timeout=10)
            seen.reloaded[path] = page.evaluate("() => window.__marker === undefined")
        latency = (time.monotonic() - began) * 1000
        seen.rebuilds = server.quiet(mark)
        seen.cache_after = cache_entries(site)
        seen.errors = {path: errors for path, (_, errors) in pages.items()}
        seen.status = {}
        for path in PAGES:
            for shown in (seen.before[path], seen.after[path]):
                if shown:
                    url = shown[GPS]["current"].split(str(server.port), 1)[1]
                    seen.status[url] = fetch(server.port, url).status
        seen.output = server.transcript(mark)
        seen.error_lines = [match.string for stream in ("out", "err")
                            for _, match in server.matching(ERROR, mark, stream)]
        how = ", ".join(f"{path} {'reloaded' if seen.reloaded[path] else 'patched'}" for path in PAGES)
        note(f"pictures[{watcher}]: picture saved to both pages updated {latency:.0f} ms ({how}), "
             f"{seen.rebuilds} rebuilds")
        return seen
    finally:
        for context in contexts:
            context.close()
        server.stop()


@pytest.fixture(scope="module")
def scenarios(module_servers, watcher, browser):
    return Scenarios(lambda _: run_scenario(module_servers, watcher, browser))


def test_changed_picture_made_once(scenarios):
    """One new cache entry, no other entry remade; the server reports the rebuild and no error."""
    seen = scenarios["gps flipped"]
    assert seen.rebuilt, f"no `trellis: rebuilt in` within 15 s of replacing images/gps.jpg:\n{seen.transcript()}"
    new = sorted(set(seen.cache_after) - set(seen.cache_before))
    assert len(new) == 1, f"cache entries made by the edit: {new}, expected exactly one (gps's new content)"
    assert seen.cache_after[new[0]] is not None, f"the new cache entry {new[0]} has no made.json"
    remade = [f"{name}: mtime {mtime} -> {seen.cache_after.get(name)}" for name, mtime in seen.cache_before.items()
              if seen.cache_after.get(name) != mtime]
    assert not remade, f"cache entries made again (or removed) by a change of gps.jpg alone:\n{listing(remade)}"
    assert not seen.error_lines, f"the server reported errors after the edit:\n{listing(seen.error_lines)}"


def test_open_pages_show_changed_picture(scenarios):
    """Both open pages show gps's new files (200; the old ones 404); the others keep their URLs."""
    seen = scenarios["gps flipped"]
    problems = []
    for path in PAGES:
        before, after = seen.before[path], seen.after[path]
        if not after:
            problems.append(f"{path}: 10 s after the edit gps is still shown from "
                            f"{before[GPS]['current']} (the live client did not update the page)")
            continue
        old_url, new_url = before[GPS]["current"], after[GPS]["current"]
        old_path, new_path = (url[url.index("/assets/"):] for url in (old_url, new_url))
        if seen.status.get(new_path) != 200:
            problems.append(f"{path}: GET {new_path} (shown now): {seen.status.get(new_path)}, expected 200")
        if seen.status.get(old_path) != 404:
            problems.append(f"{path}: GET {old_path} (shown before): {seen.status.get(old_path)}, expected 404")
        stale = [url for url in after[GPS]["offered"] if gps_hash(before[GPS]["current"]) in url]
        if stale:
            problems.append(f"{path}: gps's <picture> still offers old files: {stale[:3]}")
        for name in sorted(set(before) | set(after)):
            if name != GPS and (before.get(name) or {}).get("offered") != (after.get(name) or {}).get("offered"):
                problems.append(f"{path}: {name}'s picture URLs changed: {(before.get(name) or {}).get('offered')} "
                                f"-> {(after.get(name) or {}).get('offered')}")
        if seen.errors[path]:
            problems.append(f"{path}: page errors {seen.errors[path][:3]}")
    assert not problems, "\n".join(problems) + f"\nserver output since the edit:\n{seen.output}"
