"""Fixtures of the `trellis serve` end-to-end suite: the real binary, driven as a black box over real
sockets (the machinery is serving.py; the tests are test_serve_*.py, one module per thing served).

Each module starts its own `trellis serve --port 0` on a fresh copy of a site (the bundled gallery
in Data/, or Tests/Fixtures/site/), edits the copy as a user would, and compares what the server
says, serves and writes with what it should. Every server is started through `servers` (for one
test) or `module_servers` (for a module's tests), which stop whatever is still running when they
end, also when a test fails.

  watcher     the live, problems, coalescing and browser tests run with both watchers: `inotify`
              (the system's notifications) and `poll` (`--poll`, the portable polling watcher used
              where there is no inotify; the full tier only)
  keep-alive  when test_serve_keepalive.py is to run, an event stream is opened before the first
              test of this folder and left open; its checks run last (see that module)
  figures     latencies, rebuild counts and the like are printed at the end (`trellis serve figures`)

  .venv/bin/pytest Tests/Serve                         the quick tier
  .venv/bin/pytest Tests/Serve --tier full             everything, with both watchers
  .venv/bin/pytest Tests/Serve --tier full -k poll     the polling watcher's tests
  .venv/bin/pytest Tests/Serve --tier full -k "unknown-preset and stderr"    one check
A test of the full tier is left out without --tier full, even when named by its node ID.

Scratch directories come from pytest's tmp_path_factory (--basetemp moves them).
"""
import pytest

import serving

WATCHERS = ["inotify", pytest.param("poll", marks=pytest.mark.full)]
KEEP_ALIVE = "test_serve_keepalive.py"


@pytest.fixture(scope="session")
def ipv6():
    """Whether this machine has an IPv6 loopback (servers then listen on ::1 too)."""
    return serving.ipv6_loopback()


@pytest.fixture(scope="session")
def serve_root(tmp_path_factory):
    return tmp_path_factory.mktemp("serve")


@pytest.fixture
def servers(trellis, serve_root):
    """Starts `trellis serve` on copies of sites for one test; stops them all after it."""
    started = serving.Servers(trellis, serve_root)
    yield started
    started.close()


@pytest.fixture(scope="module")
def module_servers(trellis, serve_root):
    """Starts `trellis serve` on copies of sites for a module's tests; stops them all after them."""
    started = serving.Servers(trellis, serve_root)
    yield started
    started.close()


@pytest.fixture(scope="module", params=WATCHERS)
def watcher(request):
    """How the servers of the tests that ask for it watch the site: "inotify" or "poll" (full tier)."""
    return request.param


@pytest.fixture(scope="session")
def heartbeat(trellis, serve_root):
    """An event stream on a server of its own, open until the end of the session."""
    started = serving.Servers(trellis, serve_root)
    try:
        beat = serving.Heartbeat(started)
        yield beat
        beat.client.close()
    finally:
        started.close()


@pytest.fixture(scope="session", autouse=True)
def _keep_alive_stream(request):
    """Opens the keep-alive stream at the first test of this folder, if its checks are to run."""
    if any(item.path.name == KEEP_ALIVE for item in request.session.items):
        request.getfixturevalue("heartbeat")


def pytest_collection_modifyitems(items):
    """The keep-alive checks last: the stream they check stays open while everything else runs."""
    last = [item for item in items if item.path.name == KEEP_ALIVE]
    if last:
        items[:] = [item for item in items if item.path.name != KEEP_ALIVE] + last


def pytest_terminal_summary(terminalreporter):
    if serving.FIGURES:
        terminalreporter.section("trellis serve figures")
        for key, texts in serving.FIGURES.items():
            terminalreporter.write_line(f"{key}: {'; '.join(texts)}")
