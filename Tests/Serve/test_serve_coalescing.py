"""Coalescing: bursts of 10 saves within 20 ms (in place, by rename, two files), faster than a
rebuild, are gathered (each rebuild takes every save made while the one before it ran: one to
start, then one per rebuild's time the burst lasted, never one per save), one patch each, holding
the last save; saves every 30 ms of valid files (each written in two
halves) never give a problem event.

Each watcher serves one copy of the gallery for the module; each burst is made once, the first time
a test asks for it, and the tests check one thing each of what came of it. Every save starts from
the site as it was at first, so that the bursts do not depend on each other. The full tier only.
"""
import math
import re
import time

import pytest

from serving import GALLERY, HAPPY, EventClient, Scenarios, hello_version, listing, note

pytestmark = pytest.mark.full

# name: (saved by a rename, the files saved)
BURSTS = {"in-place": (False, ["emoji.json"]), "by-rename": (True, ["emoji.json"]),
          "two-files": (False, ["emoji.json", "characters.json"])}
# Where each file's label shows in the output.
PAGES = {"emoji.json": "explorer.html", "characters.json": "characters.html"}


def labelled(texts, file, label):
    """`file` as it was at first, with `label` in 😀's title or Alice's job."""
    old = HAPPY if file == "emoji.json" else '"job": "Curious girl"'
    new = old.replace("Happy", label) if file == "emoji.json" else old.replace("Curious girl", label)
    return texts[file].replace(old, new)


class Burst:
    def __init__(self, name, files, label):
        self.name, self.files, self.label = name, files, label
        self.spent = self.rebuilds = 0
        self.events, self.patches, self.missing, self.fresh = [], [], [], []
        self.transcript = ""


class Continuous:
    def __init__(self):
        self.saves = self.rebuilds = 0
        self.problems, self.fresh = [], []
        self.last_written = False


class CoalescingRun:
    def __init__(self, servers, watcher):
        self.watcher = watcher
        self.site = servers.site(GALLERY, f"coalescing-{watcher}")
        self.server = servers.serve(self.site, watcher=watcher)
        self.client = EventClient(self.server.port)
        _, self.hello_problems = hello_version(self.client, "coalescing")
        self.texts = {name: self.site.read(name) for name in PAGES}
        self.bursts = Scenarios(self.burst)
        self.continuous = Scenarios(lambda _: self.saves())

    def burst(self, name):
        """10 saves, one every 2 ms (a release build rebuilds the gallery in about 10 ms: saves
        10 ms apart would each get a rebuild of their own, gathered or not); then waits until no
        rebuild has come for 0.8 s."""
        site, server, client = self.site, self.server, self.client
        atomic, files = BURSTS[name]
        number = list(BURSTS).index(name) + 1
        found = Burst(name, files, f"Burst{number}x10")
        since_event, since_line = client.count(), server.mark()
        began = time.monotonic()
        for i in range(1, 11):
            for file in files:
                site.write(file, labelled(self.texts, file, f"Burst{number}x{i}"), atomic)
            time.sleep(max(0.0, began + i * 0.002 - time.monotonic()))
        found.spent = (time.monotonic() - began) * 1000
        found.rebuilds = server.quiet(since_line, calm=0.8, timeout=6)
        found.events = client.names(since_event)
        found.patches = client.since(since_event, "patch")
        found.transcript = server.transcript(since_line)
        found.missing = [file for file in files if found.label not in (site.output / PAGES[file]).read_text()]
        found.fresh = site.fresh_build_differences()
        note(f"coalescing[{self.watcher}] {name}: 10 saves in {found.spent:.0f} ms -> {found.rebuilds} "
             f"rebuild{'s' * (found.rebuilds != 1)}" + (f" ({found.events.count('problem')} problem events)"
                                                        if "problem" in found.events else ""))
        return found

    def saves(self):
        """Saves every 30 ms for 1.5 s, each in place and in two writes 5 ms apart (as a large file is
        written): each rebuild then starts about when the next save does and may read the file half
        written. A user who only ever saves valid files must never be told of a problem."""
        site, server, client = self.site, self.server, self.client
        found = Continuous()
        text = self.texts["emoji.json"]
        since_event, since_line = client.count(), server.mark()
        end = time.monotonic() + 1.5
        while time.monotonic() < end:
            found.saves += 1
            data = text.replace(HAPPY, HAPPY.replace("Happy", f"Save{found.saves}")).encode()
            with open(site.path("emoji.json"), "wb", buffering=0) as file:
                file.write(data[:len(data) // 2])
                time.sleep(0.005)
                file.write(data[len(data) // 2:])
            time.sleep(0.025)
        found.rebuilds = server.quiet(since_line, calm=0.8, timeout=6)
        found.problems = client.since(since_event, "problem")
        found.last_written = f"Save{found.saves}".encode() in (site.output / "explorer.html").read_bytes()
        found.fresh = site.fresh_build_differences()
        note(f"coalescing[{self.watcher}] continuous: {found.saves} saves in 1.5 s -> {found.rebuilds} "
             f"rebuild{'s' * (found.rebuilds != 1)}, {len(found.problems)} problem events")
        return found


@pytest.fixture(scope="module")
def run(module_servers, watcher):
    found = CoalescingRun(module_servers, watcher)
    yield found
    found.client.close()


def test_hello(run):
    assert not run.hello_problems, "\n".join(run.hello_problems)


@pytest.mark.parametrize("name", list(BURSTS))
def test_burst_saves_are_gathered(run, name):
    """One rebuild to start the burst, then at most one per rebuild's time the burst lasted: the
    faster the rebuild, the more of them fit (two when a rebuild outlasts the burst). A rebuild
    that finds nothing changed (a late event of a save already read) rebuilds no save, and is not
    counted."""
    burst = run.bursts[name]
    times = [float(found) for found in re.findall(r"rebuilt in ([\d.]+) ms", burst.transcript)]
    saves_rebuilt = len(re.findall(r"rebuilt in [\d.]+ ms(?!.*nothing changed).*", burst.transcript))
    fitting = 1 + math.ceil(burst.spent / min(times)) if times else 2
    expected = min(max(fitting, 2), 9)
    assert 1 <= saves_rebuilt <= expected, \
        f"{name}: 10 saves within {burst.spent:.0f} ms gave {saves_rebuilt} rebuilds, expected 1 to {expected}:\n" \
        f"{burst.transcript}"


@pytest.mark.parametrize("name", list(BURSTS))
def test_burst_patch_per_rebuild(run, name):
    burst = run.bursts[name]
    assert burst.events.count("patch") == burst.rebuilds, \
        f"{name}: events {burst.events} for {burst.rebuilds} rebuilds, expected a patch for each"


@pytest.mark.parametrize("name", list(BURSTS))
def test_burst_last_save_patched(run, name):
    burst = run.bursts[name]
    assert any(burst.label in event.data for event in burst.patches), \
        f"{name}: no patch holds the last save's {burst.label} ({len(burst.patches)} patches)"


@pytest.mark.parametrize("name", list(BURSTS))
def test_burst_last_save_written(run, name):
    burst = run.bursts[name]
    assert not burst.missing, f"{name}: the output lacks {burst.label} from {', '.join(burst.missing)}"


@pytest.mark.parametrize("name", list(BURSTS))
def test_burst_output_equals_fresh_build(run, name):
    burst = run.bursts[name]
    assert not burst.fresh, f"{name}: the served output is not what `trellis build` writes now:\n" \
                            f"{listing(burst.fresh)}"


def test_continuous_saves_no_problem(run):
    saves = run.continuous["saves"]
    first = saves.problems[0] if saves.problems else None
    assert not saves.problems, \
        f"continuous saves of valid files: {len(saves.problems)} problem events, e.g. " \
        f"{((first.json or {}).get('text', first.data) if first else '')[-90:]!r}"


def test_continuous_last_save_written(run):
    saves = run.continuous["saves"]
    assert saves.last_written, f"continuous saves: the output lacks the last save's Save{saves.saves}"


def test_continuous_output_equals_fresh_build(run):
    saves = run.continuous["saves"]
    assert not saves.fresh, f"continuous saves: the served output is not what `trellis build` writes now:\n" \
                            f"{listing(saves.fresh)}"
