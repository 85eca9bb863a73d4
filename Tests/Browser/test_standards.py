"""Standards: the W3C Nu checker on all output, axe-core on every page (standards.py says what
each allows and why).

Nu runs twice per site: over every .html and .svg file, and over every .css file. axe runs on the home page, each page
the geometry check takes (behaviour.pages) and the pages Trellis makes around them (a sample of
item pages, the search page: behaviour.generated_pages), at a phone's and a desktop's width, light
and dark, in each state a page has (searched, swipe actions shown, annotated). The catalog's pages
each hold a layout panel and an Annotate switch: axe takes them at a phone's width in light and a
desktop's in dark (the sidebar beside the page).

Quick tier: Nu on the fixture site's pages and pictures; axe on a handful of pages that between them have every state
(QUICK_AXE), at a phone's width in light and a desktop's in dark.
"""
from pathlib import Path

import pytest

import behaviour
import standards
from sites import built_sites_for

# The files the Nu checker takes, in two runs per site: the pages and pictures, and the
# stylesheets (a site's trellis.css is over a megabyte: most of the checker's time).
NU_PARTS = {"pages": (".html", ".svg"), "stylesheets": (".css",)}
LOOKS = [(390, 844, "light"), (390, 844, "dark"), (1440, 900, "light"), (1440, 900, "dark")]
CATALOG_LOOKS = [(390, 844, "light"), (1440, 900, "dark")]
# (site, page) pairs axe takes in the quick tier: swipe actions, a search field, the site's search
# page (the right-to-left site's: the gallery's lists every emoji), a page with the Annotate switch
# and the sidebar; and the gallery's first item page.
QUICK_AXE = {("fixture", "lists"), ("fixture", "search"), ("rtl", "search"), ("catalog", "grid")}


def look_id(look):
    width, height, scheme = look
    return f"{width}x{height}-{scheme}"


def axe_pages(site):
    return [Path(site.output) / "index.html"] + behaviour.pages(site) + behaviour.generated_pages(site)


def pytest_generate_tests(metafunc):
    sites = built_sites_for(metafunc.config).values() if {"nu_files", "axe_page"} & set(metafunc.fixturenames) else []
    if "nu_files" in metafunc.fixturenames:
        metafunc.parametrize("nu_files", [
            pytest.param((site, part), id=f"{site.name}-{part}",
                         marks=[] if (site.name, part) == ("fixture", "pages") else [pytest.mark.full])
            for site in sites for part in NU_PARTS])
    if "axe_page" in metafunc.fixturenames:
        cases = []
        for site in sites:
            first_item = next((html for html in behaviour.generated_pages(site) if "search" not in html.stem), None)
            for html in axe_pages(site):
                chosen = (site.name, html.stem) in QUICK_AXE or (site.name == "gallery" and html == first_item)
                for look in CATALOG_LOOKS if site.name == "catalog" else LOOKS:
                    quick = chosen and look in CATALOG_LOOKS
                    cases.append(pytest.param((site, html, look), id=f"{site.name}-{html.stem}-{look_id(look)}",
                                              marks=[] if quick else [pytest.mark.full]))
        metafunc.parametrize("axe_page", cases)


def test_nu(nu_files):
    site, part = nu_files
    failures = standards.check_nu([site.output], NU_PARTS[part])
    assert not failures, f"the Nu checker: {len(failures)} errors:\n" + "\n".join(failures[:40])


def test_axe(axe_page, browser):
    site, html, look = axe_page
    failures = standards.check_axe(browser, [html], looks=[look])
    assert not failures, f"axe: {len(failures)} violations:\n" + "\n".join(failures[:40])
