#!/usr/bin/env python3
"""The real-browser conformance suite: what the solver says is what Chromium shows.

Builds the bundled gallery (Data/), the fixture site (Tests/Fixtures/site/), its right-to-left
copy (Tests/Fixtures/rtl/) and the catalog (Catalog/) with `trellis build`, then in Debian's Chromium, through Playwright:
  geometry    every box of every page at five viewports against `trellis frames` (geometry.py),
              and every layout fixture's preview page (check_layouts.py);
  behaviour   scrolling, pinned headers, outlines, search within a page and across the site, item
              links and cut pages by keyboard, swipe actions, progress, dark mode and reduced motion
              (behaviour.py);
  standards   the W3C Nu checker on all output, axe-core on every page (of the items' own pages,
              a sample: behaviour.generated_pages) (standards.py);
  pictures    screenshots of every page at 390 and 1440 wide, into .screenshots/;
  self-test   a deliberately broken CSS rule and a removed snap rule must make the suite fail.

Usage: conformance.py TRELLIS_BINARY [PART ...]   (parts: the names above; default all)
Exit status 1 if anything fails. Each failure names the page, element, viewport, and the
expected and measured values.
"""
import shutil
import subprocess
import sys
import tempfile
import time
from collections import namedtuple
from pathlib import Path

from playwright.sync_api import sync_playwright

import behaviour
import check_layouts
import generative
import geometry
import standards

ROOT = Path(__file__).resolve().parents[2]
# Each site with the direction it declares: the RTL fixture is a Hebrew site whose layouts are
# the fixture site's, each mirrored.
SITES = [("gallery", ROOT / "Data", "ltr"), ("fixture", ROOT / "Tests/Fixtures/site", "ltr"),
         ("rtl", ROOT / "Tests/Fixtures/rtl", "rtl"), ("catalog", ROOT / "Catalog", "ltr")]
# The behaviour checks the catalog (Apple's sample as a sidebar app) takes: what its pages do that
# the other sites' do not (carousels, pinned headers, outlines, search, swipes, the sidebar). Its
# cells keep the sample's colours in dark mode, as the sample's do, and the placeholder heights
# and pictures of its layouts are the engine's, which the other sites check.
CATALOG_CHECKS = {"orthogonal_rest", "pinned_headers", "search", "stacking_and_header_rows", "sidebar_app",
                  "annotate_switch"}
# The behaviour checks the right-to-left site takes: those whose outcome turns with the direction
# (where a carousel rests, which side swipe actions come from, where annotations stand). The rest
# do the same right to left as on the fixture site it mirrors, which takes them all.
RTL_CHECKS = {"orthogonal_rest", "swipe_actions", "annotate_switch"}
TAKES = {"catalog": CATALOG_CHECKS, "rtl": RTL_CHECKS}
SCREENSHOTS = ROOT / ".screenshots"
PICTURE_WIDTHS = [(390, 844), (1440, 900)]
PARTS = ["geometry", "behaviour", "standards", "pictures", "self-test"]

Site = namedtuple("Site", "name directory output direction")
Context = namedtuple("Context", "binary browser workdir sites")


def build(binary, name, directory, direction, workdir):
    output = Path(workdir) / f"out-{name}"
    result = subprocess.run([binary, "build", "--site", str(directory), "--output", str(output)],
                            capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"trellis build --site {directory} failed:\n{result.stderr}")
    return Site(name, directory, output, direction)


def part_geometry(ctx):
    failures, boxes = [], 0
    for site in ctx.sites:
        for html in behaviour.pages(site):
            found, compared = geometry.check_page(ctx.binary, ctx.browser, site.directory, html, ctx.workdir,
                                                  direction=site.direction)
            failures += [f"{site.name}/{line}" for line in found]
            boxes += compared
    layouts = sorted(str(p) for p in (ROOT / "Tests/Fixtures/layouts").glob("*.json"))
    for layout in layouts:
        if generative.is_kept_case(layout):  # a minimal case the generative suite found
            failures += generative.check_fixture(ctx.binary, ctx.browser, layout, ctx.workdir)
        else:
            failures += check_layouts.check(ctx.binary, ctx.browser, layout, ctx.workdir)
    return failures, f"{boxes} boxes on {sum(len(behaviour.pages(s)) for s in ctx.sites)} pages x " \
                     f"{len(geometry.VIEWPORTS)} viewports, {len(layouts)} layout fixtures"


def part_behaviour(ctx):
    failures, summaries = [], []
    for check in behaviour.CHECKS:
        began = time.monotonic()
        sites = [site for site in ctx.sites if site.name not in TAKES or check.__name__ in TAKES[site.name]]
        found, summary = check(ctx._replace(sites=sites))
        print(f"  {'ok  ' if not found else 'FAIL'} {check.__name__}: {summary} ({time.monotonic() - began:.0f} s)",
              flush=True)
        failures += found
        summaries.append(summary)
    return failures, f"{len(behaviour.CHECKS)} checks"


def part_standards(ctx):
    outputs = [site.output for site in ctx.sites]
    nu = standards.check_nu(outputs)
    pages = {site.name: [Path(site.output) / "index.html"] + behaviour.pages(site) + behaviour.generated_pages(site)
             for site in ctx.sites}
    # The catalog's pages each hold a layout panel and an Annotate switch: axe takes them at a
    # phone's width in light and a desktop's in dark (the sidebar beside the page), each state.
    axe = []
    for site in ctx.sites:
        looks = [(390, 844, "light"), (1440, 900, "dark")] if site.name == "catalog" else None
        axe += standards.check_axe(ctx.browser, pages[site.name], looks=looks)
    count = sum(len(files) for files in pages.values())
    return nu + axe, f"Nu checker: {len(nu)} errors; axe: {len(axe)} violations on {count} pages"


EAGER_IMAGES = """() => Promise.all([...document.images].map((image) => {
  image.loading = 'eager'; return image.decode().catch(() => {}); }))"""


def part_pictures(ctx):
    count = 0
    for site in (site for site in ctx.sites if site.name != "catalog"):  # docs/screenshots/catalog/ has its own
        folder = SCREENSHOTS / site.name
        folder.mkdir(parents=True, exist_ok=True)
        for html in [Path(site.output) / "index.html"] + behaviour.pages(site) + behaviour.generated_pages(site):
            for width, height in PICTURE_WIDTHS:
                page = behaviour.open_page(ctx.browser, html, width, height)
                page.add_style_tag(content=geometry.LAY_OUT_EVERYTHING)
                # A full-page picture shows what a reader scrolling down would see: lazy images too.
                page.evaluate(EAGER_IMAGES)
                page.screenshot(path=str(folder / f"{html.stem}-{width}.png"), full_page=True)
                page.close()
                count += 1
    return [], f"{count} screenshots in {SCREENSHOTS.relative_to(ROOT)}/"


def broken_copy(ctx, site, name, old, new, count=1):
    """A copy of a built site whose stylesheet has `old` replaced (`count` times; -1: all)."""
    copy = Path(ctx.workdir) / f"broken-{name}"
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(site.output, copy)
    css = copy / "trellis.css"
    text = css.read_text()
    if old not in text:
        raise RuntimeError(f"self-test: {old!r} is not in {site.output}/trellis.css")
    css.write_text(text.replace(old, new, count))
    return site._replace(output=copy)


def part_self_test(ctx):
    """The suite must fail when the CSS and the solver disagree."""
    failures = []
    gallery = ctx.sites[0]
    # The adaptive grid's first column gap, 16 px in the layout, made 18 px.
    broken = broken_copy(ctx, gallery, "gap", "column-gap: 16px;", "column-gap: 18px;")
    found, _ = geometry.check_page(ctx.binary, ctx.browser, broken.directory, Path(broken.output) / "layouts.html",
                                   ctx.workdir, viewports=[(390, 844)])
    if not any("expected" in line and "measured" in line for line in found):
        failures.append("self-test: a 2 px wider column gap went unnoticed by the geometry check")
    else:
        print(f"  ok   a broken column gap fails geometry, first of {len(found)}: {found[0]}")
    # Snapping switched off in every section's rules, at any depth of nesting (not the swipe rows',
    # whose declaration does not end its line): carousels then rest anywhere.
    broken = broken_copy(ctx, gallery, "snap", " scroll-snap-type: x mandatory;\n", " scroll-snap-type: none;\n",
                         count=-1)
    found, _ = behaviour.orthogonal_rest(ctx._replace(sites=[broken]))
    if not found:
        failures.append("self-test: a section without snapping went unnoticed by the resting-point check")
    else:
        print(f"  ok   removed snapping fails behaviour, first of {len(found)}: {found[0]}")
    # The RTL fixture with its cells placed from the left: the mirrored check must see it.
    rtl = next(site for site in ctx.sites if site.direction == "rtl")
    broken = broken_copy(ctx, rtl, "rtl", "inset-inline-start:", "left:", count=-1)
    found, _ = geometry.check_page(ctx.binary, ctx.browser, broken.directory, Path(broken.output) / "groups.html",
                                   ctx.workdir, viewports=[(390, 844)], direction="rtl")
    if not any("expected" in line and "measured" in line for line in found):
        failures.append("self-test: cells placed from the left on a right-to-left page went unnoticed by geometry")
    else:
        print(f"  ok   physical left on a right-to-left page fails geometry, first of {len(found)}: {found[0]}")
    return failures, "3 broken stylesheets"


def main():
    binary = str(Path(sys.argv[1]).resolve())
    parts = sys.argv[2:] or PARTS
    started = time.monotonic()
    failures = []
    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as workdir:
        sites = [build(binary, name, directory, direction, workdir) for name, directory, direction in SITES]
        browser = playwright.chromium.launch(executable_path="/usr/lib/chromium/chromium")
        ctx = Context(binary, browser, workdir, sites)
        for part in parts:
            began = time.monotonic()
            print(f"{part}:", flush=True)
            found, summary = globals()[f"part_{part.replace('-', '_')}"](ctx)
            print(f"{'ok  ' if not found else 'FAIL'} {part}: {summary} ({time.monotonic() - began:.0f} s)", flush=True)
            for line in found[:80]:
                print("  " + line)
            if len(found) > 80:
                print(f"  ... and {len(found) - 80} more")
            failures += found
        browser.close()
    print(f"conformance: {len(failures)} failures in {time.monotonic() - started:.0f} s")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
