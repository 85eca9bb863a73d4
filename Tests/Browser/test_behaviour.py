"""Behaviour: what users do with a built page, done in Chromium and checked against the source.

Scrolling carousels to rest, pinned headers, outlines, search within a page and across the site,
item links and cut pages by keyboard, swipe actions, progress, dark mode and reduced motion, empty
sections, placeholder heights, stacking, the sidebar app and the Annotate switch (behaviour.py has
each check and what it expects). Each check runs on every site that takes it.

The catalog (Apple's sample as a sidebar app) takes what its pages do that the other sites' do
not: its cells keep the sample's colours in dark mode, as the sample's do, and the placeholder
heights and pictures of its layouts are the engine's, which the other sites check. The
right-to-left site takes the checks whose outcome turns with the direction (where a carousel
rests, which side swipe actions come from, where annotations stand); the rest do the same right to
left as on the fixture site it mirrors, which takes them all.

Quick tier: each check once, on the site where it has the most to do for its time (QUICK).
"""
import pytest

import behaviour
from sites import built_sites_for

CATALOG_CHECKS = {"orthogonal_rest", "pinned_headers", "search", "stacking_and_header_rows", "sidebar_app",
                  "annotate_switch"}
RTL_CHECKS = {"orthogonal_rest", "swipe_actions", "annotate_switch"}
TAKES = {"catalog": CATALOG_CHECKS, "rtl": RTL_CHECKS}
# The site each check runs on in the quick tier, where not the fixture site: the one site with a
# sidebar; the gallery, which has item pages and site search; the smallest annotated site.
QUICK = {"sidebar_app": "catalog", "site_search": "gallery", "item_links": "gallery", "annotate_switch": "rtl"}


def pytest_generate_tests(metafunc):
    if "check_on" not in metafunc.fixturenames:
        return
    cases = []
    for check in behaviour.CHECKS:
        name = check.__name__
        for site in built_sites_for(metafunc.config).values():
            if site.name in TAKES and name not in TAKES[site.name]:
                continue
            quick = QUICK.get(name, "fixture") == site.name
            cases.append(pytest.param((check, site), id=f"{name}-{site.name}",
                                      marks=[] if quick else [pytest.mark.full]))
    metafunc.parametrize("check_on", cases)


def test_behaviour(check_on, context, record_property):
    check, site = check_on
    failures, summary = check(context(site))
    record_property("summary", summary)
    print(f"{check.__name__} on {site.name}: {summary}")
    if summary.startswith("0 ") and not failures:
        pytest.skip(f"nothing on this site for the check: {summary}")
    assert not failures, f"{len(failures)} failures:\n" + "\n".join(failures[:40])
