"""The bundled gallery's screenshots, for docs/: what Scripts/screenshots.sh runs.

Usage: screenshots.py BUILT_SITE FOLDER [SITE [TALLEST [SCHEMES]]]   (SITE: the site folder it was
built from, Data/ by default; TALLEST: the tallest picture, 3,000 px by default; SCHEMES:
light,dark by default)

Every page the browser suite checks (behaviour.pages: each gallery page, a sample of expanded and
cut pages; behaviour.generated_pages: the search page and a sample of item pages) and the home
page, at 390 × 844 and 1440 × 900, in light and dark: FOLDER/PAGE-WIDTH-SCHEME.png, and the search
page with a query typed, FOLDER/search-QUERY-WIDTH-SCHEME.png; for a site
that shows its layouts (`showsLayout`), each page with sections also at 1440 wide with the Annotate
switch on: FOLDER/PAGE-1440-annotated.png. Lazy images are loaded first; a picture shows the top
3,000 px of a longer page. The folder's old pictures are
removed first, so that it holds exactly the current set.
"""

import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

import behaviour
from sites import ROOT, Site

WIDTHS = [(390, 844), (1440, 900)]
SCHEMES = ["light", "dark"]
TALLEST = 3000
# What the search page's picture with a query searches for.
QUERY = "cat"
# A full-page picture shows what a reader scrolling down would see: lazy images too.
EAGER_IMAGES = """() => Promise.all([...document.images].map((image) => {
  image.loading = 'eager'; return image.decode().catch(() => {}); }))"""


def main():
    built, folder = Path(sys.argv[1]), Path(sys.argv[2])
    directory = Path(sys.argv[3]) if len(sys.argv) > 3 else ROOT / "Data"
    tallest = int(sys.argv[4]) if len(sys.argv) > 4 else TALLEST
    schemes = sys.argv[5].split(",") if len(sys.argv) > 5 else SCHEMES
    site = Site(directory.name, directory, built, "ltr")
    pages = list(dict.fromkeys([built / "index.html"] + behaviour.pages(site) + behaviour.generated_pages(site)))
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.png"):
        old.unlink()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/lib/chromium/chromium")
        for html in pages:
            for width, height in WIDTHS:
                for scheme in schemes:
                    page = behaviour.open_page(browser, html, width, height, color_scheme=scheme)
                    page.evaluate(EAGER_IMAGES)
                    tall = page.evaluate("document.documentElement.scrollHeight")
                    page.screenshot(path=str(folder / f"{html.stem}-{width}-{scheme}.png"), full_page=True,
                                    clip={"x": 0, "y": 0, "width": width, "height": min(tall, tallest)})
                    page.close()
        # The search page with a query typed: FOLDER/search-QUERY-WIDTH-SCHEME.png.
        searched = [html for html in pages if html.name == "search.html"]
        for html in searched:
            for width, height in WIDTHS:
                for scheme in schemes:
                    page = browser.new_page(viewport={"width": width, "height": height}, color_scheme=scheme)
                    page.goto(html.resolve().as_uri() + "?q=" + QUERY)
                    page.wait_for_function("document.querySelector('main > .t-search-status')"
                                           " && document.querySelector('main > .t-search-status').textContent")
                    page.evaluate(EAGER_IMAGES)
                    tall = page.evaluate("document.documentElement.scrollHeight")
                    page.screenshot(path=str(folder / f"search-{QUERY}-{width}-{scheme}.png"), full_page=True,
                                    clip={"x": 0, "y": 0, "width": width, "height": min(tall, tallest)})
                    page.close()
        annotated = [html for html in pages if 'id="t-annotate"' in html.read_text()]
        for html in annotated:
            page = behaviour.open_page(browser, html, 1440, 900, color_scheme="light")
            page.evaluate(EAGER_IMAGES)
            page.evaluate("document.getElementById('t-annotate').click()")
            page.wait_for_timeout(500)  # the switch's knob slides
            tall = page.evaluate("document.documentElement.scrollHeight")
            page.screenshot(path=str(folder / f"{html.stem}-1440-annotated.png"), full_page=True,
                            clip={"x": 0, "y": 0, "width": 1440, "height": min(tall, tallest)})
            page.close()
        browser.close()
    count = (len(pages) + len(searched)) * len(WIDTHS) * len(schemes) + len(annotated)
    print(f"{count} screenshots of {len(pages)} pages in {folder}/")


if __name__ == "__main__":
    main()
