"""The suite's own test: it must fail when the CSS and the solver disagree.

Each test breaks a copy of a built site's stylesheet the way a compiler bug would, and runs the
check that must notice: a failure it does not report is a check that cannot fail.
"""
import shutil
from pathlib import Path

import pytest

import behaviour
import geometry


def broken_copy(site, folder, old, new, count=1, pages=None):
    """A copy of a built site whose stylesheet has `old` replaced (`count` times; -1: all), with
    only the pages named in `pages` (and the home page) when given."""
    copy = Path(folder) / f"broken-{site.name}"
    shutil.copytree(site.output, copy)
    for html in copy.glob("*.html") if pages else []:
        if html.name not in pages + ["index.html"]:
            html.unlink()
    css = copy / "trellis.css"
    text = css.read_text()
    assert old in text, f"{old!r} is not in {site.output}/trellis.css: the self-test needs a new break"
    css.write_text(text.replace(old, new, count))
    return site._replace(output=copy)


def geometry_failures(trellis, browser, site, page, tmp_path):
    found, _ = geometry.check_page(trellis, browser, site.directory, Path(site.output) / page, tmp_path,
                                   viewports=[(390, 844)], direction=site.direction)
    return [line for line in found if "expected" in line and "measured" in line]


def test_a_wider_column_gap_fails_geometry(sites, trellis, browser, tmp_path):
    # The adaptive grid's first column gap, 16 px in the layout, made 18 px.
    broken = broken_copy(sites["gallery"], tmp_path, "column-gap: 16px;", "column-gap: 18px;")
    assert geometry_failures(trellis, browser, broken, "layouts.html", tmp_path), \
        "a 2 px wider column gap went unnoticed by the geometry check"


def test_cells_placed_from_the_left_fail_geometry_right_to_left(sites, trellis, browser, tmp_path):
    # The right-to-left fixture with its cells placed from the left: the mirrored check must see it.
    broken = broken_copy(sites["rtl"], tmp_path, "inset-inline-start:", "left:", count=-1)
    assert geometry_failures(trellis, browser, broken, "groups.html", tmp_path), \
        "cells placed from the left on a right-to-left page went unnoticed by geometry"


@pytest.mark.full  # 13 s of scrolling: the quick tier keeps the geometry breaks
def test_removed_snapping_fails_the_resting_points(sites, context, tmp_path):
    # Snapping switched off in every section's rules, at any depth of nesting (not the swipe rows',
    # whose declaration does not end its line): carousels then rest anywhere.
    broken = broken_copy(sites["fixture"], tmp_path, " scroll-snap-type: x mandatory;\n",
                         " scroll-snap-type: none;\n", count=-1, pages=["orthogonal.html"])
    found, _ = behaviour.orthogonal_rest(context(broken))
    assert found, "a section without snapping went unnoticed by the resting-point check"


@pytest.mark.full  # 9 s of swiping: the quick tier keeps the geometry breaks
def test_removed_snapping_fails_the_swipes(sites, context, tmp_path):
    # Snapping switched off in every section's rules, as above: a flick then carries a carousel
    # on past the next page or group, to rest anywhere. Each paging behaviour must be caught. (A
    # break of `scroll-snap-stop: always` alone is caught on one of the fixture's carousels only,
    # whose groups are wider than the screen, at 1440 wide: on the others, in Chromium 156, the
    # flick's snapped fling ends at the next page or group whether or not a snap-stop holds it.)
    broken = broken_copy(sites["fixture"], tmp_path, " scroll-snap-type: x mandatory;\n",
                         " scroll-snap-type: none;\n", count=-1, pages=["orthogonal.html"])
    found, _ = behaviour.orthogonal_swipe(context(broken), viewports=[(390, 844)])
    missed = [kind for kind in behaviour.ONE_STEP if not any(f"({kind})" in line for line in found)]
    assert not missed, f"carousels without snapping went unnoticed by the swipe check: {missed}"
