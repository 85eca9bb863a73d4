#!/usr/bin/env python3
"""Checks in Chromium that compiled CSS puts every box where the solver says.

For each layout (a layout file, or a site.json section), at each viewport: render the layout's
preview page (`trellis css --html`), measure every cell, header, footer, badge and decoration
relative to its section, feed the measured sizes back to the solver (`trellis frames
--measured`; it uses them on estimated axes, widths of flows' items included), and compare within 0.5 px. Prints each mismatch with the expected and measured frame;
exits 1 if there is any.

Usage: check_layouts.py TRELLIS_BINARY [--viewport WxH ...] [--items N] [LAYOUT.json | site.json#PAGE/SECTION ...]

`--viewport WxH` (repeatable) adds a viewport to the five (widths either side of a layout's
width conditions, say); `--items N` renders N items instead of 11 (rows of many columns).
"""
import json
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from geometry import VIEWPORTS, compare, measured_sizes, measuring_page, run

ITEMS = 11
# What a preview page shows: a layout alone has no group boxes to measure.
KINDS = ["item", "badge", "header", "footer", "decoration"]

MEASURE = """() => {
  const section = document.querySelector('.t-section');
  const content = section.querySelector('.t-content');
  const origin = section.getBoundingClientRect();
  const box = (e) => { const r = e.getBoundingClientRect();
    return [r.x - origin.x + content.scrollLeft * (content.contains(e) ? 1 : 0), r.y - origin.y, r.width, r.height]; };
  const cells = [...content.querySelectorAll('.t-cell')];
  return {
    containerWidth: document.querySelector('.t-page').getBoundingClientRect().width,
    viewportHeight: window.innerHeight,
    item: cells.map(box),
    badge: cells.flatMap(c => [...c.querySelectorAll(':scope > .t-badge')].map(box)),
    header: [...section.querySelectorAll(':scope > .t-header')].map(box),
    footer: [...section.querySelectorAll(':scope > .t-footer')].map(box),
    decoration: [...section.querySelectorAll(':scope > .t-decoration')].map(box),
  };
}"""


def layout_arguments(target):
    if "#" in target:
        path, section = target.split("#", 1)
        if "/" in section:
            page, section = section.split("/", 1)
            return ["--layout", path, "--page", page, "--section", section]
        return ["--layout", path, "--section", section]
    return ["--layout", target]


def check(binary, browser, target, workdir, viewports=VIEWPORTS, items=ITEMS):
    base = layout_arguments(target)
    page_path = Path(workdir) / "preview.html"
    page_path.write_text(run(binary, ["css"] + base + ["--html", "--items", str(items)]))
    failures, compared = [], 0
    for width, height in viewports:
        page = measuring_page(browser, page_path.as_uri(), width, height)
        measured = page.evaluate(MEASURE)
        sizes_path = Path(workdir) / "measured.json"
        sizes_path.write_text(json.dumps(measured_sizes(measured)))
        frames = json.loads(run(binary, ["frames"] + base + [
            "--width", repr(measured["containerWidth"]), "--height", repr(measured["viewportHeight"]),
            "--items", str(items), "--measured", str(sizes_path)]))
        failures += compare(f"{target} at {width}x{height}", frames, measured, kinds=KINDS)
        compared += sum(len(measured[kind]) for kind in KINDS)
    return failures, compared


def main():
    binary, arguments = sys.argv[1], sys.argv[2:]
    viewports, items, targets = list(VIEWPORTS), ITEMS, []
    while arguments:
        argument = arguments.pop(0)
        if argument == "--viewport":
            width, height = arguments.pop(0).split("x")
            viewports.append((int(width), int(height)))
        elif argument == "--items":
            items = int(arguments.pop(0))
        else:
            targets.append(argument)
    failures = []
    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as workdir:
        browser = playwright.chromium.launch(executable_path="/usr/lib/chromium/chromium")
        for target in targets:
            found, _ = check(binary, browser, target, workdir, viewports, items)
            print(f"{'ok  ' if not found else 'FAIL'} {target}")
            failures += found
        browser.close()
    for failure in failures[:60]:
        print("  " + failure)
    if len(failures) > 60:
        print(f"  ... and {len(failures) - 60} more")
    print(f"{len(targets) - len({f.split(' at ')[0] for f in failures})} passed, "
          f"{len({f.split(' at ')[0] for f in failures})} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
