"""Fixtures of the browser suite: the built sites and the context the checks take; and, at the end
of a run, what the geometry and behaviour checks compared (BrowserTally)."""
from collections import Counter
from collections import namedtuple

import pytest

from sites import built_sites_for

# What the checks of behaviour.py and geometry.py take: the binary, Chromium, a scratch folder, the
# sites to look at, and a Counter of what a check counted besides its summary (legends, say), which
# the test records for BrowserTally.
Context = namedtuple("Context", "binary browser workdir sites counts")


@pytest.fixture(scope="session")
def sites(pytestconfig, trellis):
    """The four sites (sites.py), by name."""
    return built_sites_for(pytestconfig)


@pytest.fixture
def context(trellis, browser, tmp_path):
    """A Context for one site or more: `context(site, ...)`."""
    return lambda *chosen: Context(trellis, browser, str(tmp_path), list(chosen), Counter())


class BrowserTally:
    """At the end of a run, the boxes the geometry tests compared with the solver's frames (by
    test: pages, layout fixtures), the legends the Annotate checks compared with the layouts, and
    the generative test's totals.
    Counted from the reports' user_properties, so that under pytest-xdist the controller counts
    what the workers found."""

    def __init__(self):
        self.tests = Counter()
        self.boxes = Counter()
        self.legends = 0
        self.generative = None

    def pytest_runtest_logreport(self, report):
        properties = dict(report.user_properties)
        if "generative" in properties:  # set by a fixture, so in the teardown's report
            self.generative = properties["generative"]
        if report.when != "call":
            return
        test = report.nodeid.split("::")[-1].split("[")[0]
        if "boxes" in properties:
            self.tests[test] += 1
            self.boxes[test] += properties["boxes"]
        self.legends += properties.get("legends", 0)

    def pytest_terminal_summary(self, terminalreporter):
        if not self.tests and not self.legends and not self.generative:
            return
        terminalreporter.ensure_newline()
        terminalreporter.section("browser checks")
        for test in sorted(self.tests):
            terminalreporter.write_line(f"{test}: {self.tests[test]} tests, {self.boxes[test]:,} boxes compared with the "
                                        "solver's frames")
        if self.legends:
            terminalreporter.write_line(f"test_behaviour (annotate_switch): {self.legends:,} legends checked against "
                                        "their layouts")
        if self.generative:  # test_generative.py's totals (its own summary is printed by an xdist worker)
            totals = self.generative
            refused = sum(totals["refused"].values())
            terminalreporter.write_line(
                f"test_generated_layouts ({totals['tier']} tier): {totals['batches']} batches, {totals['layouts']} "
                f"layouts: {totals['compiled']} compiled and checked on {totals['pages']} page loads "
                f"({totals['boxes']:,} boxes), {refused} refused as limits, {totals['failing']} failing")
            from test_generative import refusal_lines
            for line in refusal_lines(totals["refused"], totals.get("examples", {})):
                terminalreporter.write_line(line)


def pytest_configure(config):
    if not hasattr(config, "workerinput"):  # an xdist worker prints nothing: the controller does
        config.pluginmanager.register(BrowserTally(), "trellis-browser-tally")
