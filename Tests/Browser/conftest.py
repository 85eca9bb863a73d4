"""Fixtures of the browser suite: the built sites and the context the checks take."""
from collections import namedtuple

import pytest

from sites import built_sites_for

# What the checks of behaviour.py and geometry.py take: the binary, Chromium, a scratch folder, and
# the sites to look at.
Context = namedtuple("Context", "binary browser workdir sites")


@pytest.fixture(scope="session")
def sites(pytestconfig, trellis):
    """The four sites (sites.py), by name."""
    return built_sites_for(pytestconfig)


@pytest.fixture
def context(trellis, browser, tmp_path):
    """A Context for one site or more: `context(site, ...)`."""
    return lambda *chosen: Context(trellis, browser, str(tmp_path), list(chosen))
