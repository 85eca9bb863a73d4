"""The sites the browser suite checks, each built once per test process.

The bundled gallery (Data/), the fixture site (Tests/Fixtures/site/), its right-to-left copy
(Tests/Fixtures/rtl/: a Hebrew site whose layouts are the fixture site's, each mirrored) and the
catalog (Catalog/: Apple's sample as a sidebar app). They are built when the tests are collected,
since the tests are made from their pages (a build takes under a second).
"""
import atexit
import shutil
import subprocess
import tempfile
from collections import namedtuple
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# `only`: the names (stems) of the pages the checks take, where not all (a test of one page).
Site = namedtuple("Site", "name directory output direction only", defaults=[None])
# Each site with the direction it declares, in the order the tests run.
SITES = [("fixture", ROOT / "Tests/Fixtures/site", "ltr"), ("gallery", ROOT / "Data", "ltr"),
         ("rtl", ROOT / "Tests/Fixtures/rtl", "rtl"), ("catalog", ROOT / "Catalog", "ltr")]
_BUILT = {}


class BuildFailed(Exception):
    pass


def build(binary, directory, output):
    """`trellis build` of one site; raises BuildFailed with its errors."""
    result = subprocess.run([binary, "build", "--site", str(directory), "--output", str(output)],
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise BuildFailed(f"trellis build --site {directory} failed:\n{result.stderr}")


def built_sites_for(config):
    """The four sites built by the binary under test (pytest's `--trellis`), by name: at
    collection time, since the tests are made from their pages."""
    import pytest

    binary = str(Path(config.getoption("--trellis")).resolve())
    if not Path(binary).is_file():
        pytest.exit(f"{binary} does not exist: build it first (swift build)", returncode=2)
    return built_sites(binary)


def built_sites(binary):
    """The four sites built by `binary`, by name (built on first use in each process)."""
    if binary not in _BUILT:
        folder = Path(tempfile.mkdtemp(prefix="trellis-sites-"))
        atexit.register(shutil.rmtree, folder, True)
        sites = {}
        for name, directory, direction in SITES:
            build(binary, directory, folder / name)
            sites[name] = Site(name, directory, folder / name, direction)
        _BUILT[binary] = sites
    return _BUILT[binary]
