"""Behaviour: what users do with a built page, done in Chromium and checked against the source.

Scrolling carousels to rest, swiping them by touch (a page or a group a swipe), pinned headers,
outlines, search within a page and across the site, item links and cut pages by keyboard, swipe
actions, progress, dark mode and reduced motion, empty sections, placeholder heights, stacking, the
sidebar app and the Annotate switch (behaviour.py has each check and what it expects). Each check
runs on every site that takes it.

The catalog (Apple's sample as a sidebar app) takes what its pages do that the other sites' do
not: its cells keep the sample's colours in dark mode, as the sample's do, and the placeholder
heights and pictures of its layouts are the engine's, which the other sites check. The
right-to-left site takes the checks whose outcome turns with the direction (where a carousel
rests and which way a swipe moves it, which side swipe actions come from, where annotations
stand); the rest do the same right to left as on the fixture site it mirrors, which takes them
all.

A check that looks at each page on its own is a test per page (BY_PAGE). Quick tier: each check
once, on one site, and on one page of it (QUICK_SITE, QUICK_PAGE): a test per page for a check by
page, else the check walking that page alone. The full tier walks every site whole instead.
"""
import json

import pytest

import behaviour
from sites import built_sites_for

CATALOG_CHECKS = {"orthogonal_rest", "orthogonal_swipe", "pinned_headers", "search", "stacking_and_header_rows",
                  "sidebar_app", "annotate_switch"}
RTL_CHECKS = {"orthogonal_rest", "orthogonal_swipe", "swipe_actions", "annotate_switch", "within_window"}
TAKES = {"catalog": CATALOG_CHECKS, "rtl": RTL_CHECKS}
# The checks that look at each page on its own: a test per page. (The others walk the site: the
# search field to the search page, item links, cut pages in turn, the site rebuilt with the
# Annotate switch.)
BY_PAGE = {"orthogonal_rest", "orthogonal_swipe", "pinned_headers", "outline", "search", "swipe_actions",
           "progress_fill", "schemes_and_motion", "empty_sections", "placeholder_heights", "stacking_and_header_rows",
           "swipe_rows_after_search", "sidebar_app", "within_window"}
# The quick tier: each check once, on the site (and for a check by page, the page) where it has
# the most to do for its time. The fixture site unless named: the one site with a sidebar; the
# gallery, which has item pages and site search; the smallest annotated site.
QUICK_SITE = {"sidebar_app": "catalog", "site_search": "gallery", "item_links": "gallery", "annotate_switch": "rtl"}
QUICK_PAGE = {"orthogonal_rest": "orthogonal", "orthogonal_swipe": "orthogonal", "pinned_headers": "supplementaries",
              "outline": "lists", "search": "search", "swipe_actions": "lists", "progress_fill": "supplementaries",
              "schemes_and_motion": "cells", "empty_sections": "empty", "placeholder_heights": "groups",
              "stacking_and_header_rows": "supplementaries", "swipe_rows_after_search": "search", "sidebar_app": "grid",
              "annotate_switch": "orthogonal", "within_window": "lists"}


def pytest_generate_tests(metafunc):
    if "check_on" not in metafunc.fixturenames:
        return
    cases = []
    for check in behaviour.CHECKS:
        name = check.__name__
        for site in built_sites_for(metafunc.config).values():
            if site.name in TAKES and name not in TAKES[site.name]:
                continue
            if name == "sidebar_app" and "sidebar" not in json.loads((site.directory / "site.json").read_text()):
                continue  # a site without a sidebar has nothing for the check
            quick_site = QUICK_SITE.get(name, "fixture") == site.name
            if name not in BY_PAGE:
                cases.append(pytest.param((check, site), id=f"{name}-{site.name}",
                                          marks=[] if quick_site and name not in QUICK_PAGE else [pytest.mark.full]))
                if quick_site and name in QUICK_PAGE and metafunc.config.getoption("--tier") == "quick":
                    # A check that walks the site, in the quick tier on one page of it (the full
                    # tier walks the whole site).
                    stem = QUICK_PAGE[name]
                    cases.append(pytest.param((check, site._replace(only=(stem,))), id=f"{name}-{site.name}-{stem}"))
                continue
            # The sidebar app's check takes the home page as well: it shows the outline there.
            names = list(dict.fromkeys((["index"] if name == "sidebar_app" else []) +
                                       [html.stem for html in behaviour.pages(site)]))
            for stem in names:
                quick = quick_site and QUICK_PAGE[name] == stem
                cases.append(pytest.param((check, site._replace(only=(stem,))), id=f"{name}-{site.name}-{stem}",
                                          marks=[] if quick else [pytest.mark.full]))
    metafunc.parametrize("check_on", cases)


def test_behaviour(check_on, context, record_property):
    check, site = check_on
    ctx = context(site)
    failures, summary = check(ctx)
    record_property("summary", summary)
    for name, count in ctx.counts.items():
        record_property(name, count)
    print(f"{check.__name__} on {site.name}{'/' + site.only[0] if site.only else ''}: {summary}")
    if summary.startswith("0 ") and not failures:
        pytest.skip(f"nothing here for the check: {summary}")
    assert not failures, f"{len(failures)} failures:\n" + "\n".join(failures[:40])
