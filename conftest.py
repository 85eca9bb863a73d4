"""What the Python test suites (Tests/Browser, Tests/Probe, Tests/Serve) share: the trellis binary
under test, Chromium, a scratch folder, and the two tiers. (At the repository's root, so that pytest
always loads it first, whatever paths it is given.)

The quick tier (`pytest`, the default) leaves out the tests marked `full` and runs the generative
suite with Hypothesis's `quick` profile; `pytest --tier full` runs everything, with the `full`
profile (the fixed seed and size the full tier has always had).
"""
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

ROOT = Path(__file__).resolve().parent
CHROMIUM = "/usr/lib/chromium/chromium"

# Hypothesis: each example builds a site and loads it in Chromium, so examples take seconds, not
# microseconds. The full tier is derandomised (a fixed seed), so that it tests the same cases each
# run; failing examples are kept in .hypothesis/ and replayed first.
_SLOW = [HealthCheck.too_slow, HealthCheck.data_too_large]
settings.register_profile("quick", max_examples=4, deadline=None, suppress_health_check=_SLOW,
                          print_blob=True)
settings.register_profile("full", max_examples=25, deadline=None, suppress_health_check=_SLOW,
                          derandomize=True, print_blob=True)


def pytest_addoption(parser):
    parser.addoption("--trellis", default=str(ROOT / ".build/debug/trellis"),
                     help="the trellis binary under test (default: .build/debug/trellis)")
    parser.addoption("--tier", choices=["quick", "full"], default="quick",
                     help="quick: leave out the tests marked `full` (default); full: run everything")


def pytest_configure(config):
    settings.load_profile(config.getoption("--tier"))


def pytest_collection_modifyitems(config, items):
    if config.getoption("--tier") == "full":
        return
    kept, left = [], []
    for item in items:
        (left if item.get_closest_marker("full") else kept).append(item)
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = kept


@pytest.fixture(scope="session")
def trellis(pytestconfig):
    """The path of the trellis binary under test, built once before the suite runs."""
    binary = Path(pytestconfig.getoption("--trellis")).resolve()
    if not binary.is_file():
        pytest.exit(f"{binary} does not exist: build it first (swift build)", returncode=2)
    return str(binary)


@pytest.fixture(scope="session")
def playwright():
    from playwright.sync_api import sync_playwright
    with sync_playwright() as instance:
        yield instance


@pytest.fixture(scope="session")
def browser(playwright):
    """Debian's Chromium, one for the session (Playwright's own browser download is not used)."""
    chromium = playwright.chromium.launch(executable_path=CHROMIUM)
    yield chromium
    chromium.close()


@pytest.fixture(scope="session")
def workdir(tmp_path_factory):
    """A scratch folder for the session."""
    return tmp_path_factory.mktemp("work")
