"""Geometry: every box of every built page, measured in Chromium, equals the solver's frame.

Each page of each site (behaviour.pages: the gallery pages, and a sample of expanded and cut
pages) at five viewports: every section shown is measured (cells, badges, headers, footers, the
decoration, the group boxes CSS has), the measured sizes are fed back to the solver for estimated
axes (`trellis frames --measured`), and every box must equal the solver's frame within 0.5 px
(geometry.py says how). Then every layout fixture (Tests/Fixtures/layouts/) in its preview page
(check_layouts.py), and each minimal case the generative suite kept, built as a page.

Quick tier: the fixture site's pages at a phone's and a desktop's width. Full tier: every site,
page and viewport, and every layout fixture.
"""
import json
from pathlib import Path

import pytest

import behaviour
import check_layouts
import generative
import geometry
from sites import built_sites_for
from sites import ROOT

QUICK_VIEWPORTS = [(390, 844), (1440, 900)]
LAYOUTS = sorted((ROOT / "Tests/Fixtures/layouts").glob("*.json"))


def viewport_id(viewport):
    return f"{viewport[0]}x{viewport[1]}"


def pytest_generate_tests(metafunc):
    if "page_at" in metafunc.fixturenames:
        cases = []
        for site in built_sites_for(metafunc.config).values():
            for html in behaviour.pages(site):
                for viewport in geometry.VIEWPORTS:
                    quick = site.name == "fixture" and viewport in QUICK_VIEWPORTS
                    cases.append(pytest.param((site, html, viewport), id=f"{site.name}-{html.stem}-{viewport_id(viewport)}",
                                              marks=[] if quick else [pytest.mark.full]))
        metafunc.parametrize("page_at", cases)
    if "layout_at" in metafunc.fixturenames:
        cases = []
        for layout in LAYOUTS:
            if generative.is_kept_case(layout):
                continue
            for viewport in geometry.VIEWPORTS:
                cases.append(pytest.param((layout, viewport), id=f"{layout.stem}-{viewport_id(viewport)}",
                                          marks=[pytest.mark.full]))
        metafunc.parametrize("layout_at", cases)


def test_page(page_at, trellis, browser, tmp_path, record_property):
    site, html, viewport = page_at
    failures, boxes = geometry.check_page(trellis, browser, site.directory, html, tmp_path,
                                          viewports=[viewport], direction=site.direction)
    record_property("boxes", boxes)
    text = html.read_text()
    # A sidebar site's home page at compact width is its outline, its cards hidden.
    outline_only = html.stem == "index" and "t-sidebar-app" in text and viewport[0] < 768
    assert boxes > 0 or 't-section' not in text or outline_only, f"{html.name}: no box measured"
    assert not failures, f"{len(failures)} boxes differ from the solver's frames:\n" + "\n".join(failures[:40])


def test_layout_fixture(layout_at, trellis, browser, tmp_path, record_property):
    layout, viewport = layout_at
    failures, boxes = check_layouts.check(trellis, browser, str(layout), tmp_path, viewports=[viewport])
    record_property("boxes", boxes)
    assert boxes > 0, f"{layout.name}: no box measured"
    assert not failures, "\n".join(failures[:40])


@pytest.mark.full
@pytest.mark.parametrize("case", [p for p in LAYOUTS if generative.is_kept_case(p)], ids=lambda p: p.stem)
def test_kept_generated_case(case, trellis, browser, tmp_path):
    """A minimal case the generative suite found and kept: it must compile, and its page must
    match the solver at the suite's five viewports and the one it was found at."""
    failures = generative.check_fixture(trellis, browser, case, tmp_path)
    assert not failures, "\n".join(failures[:40])
