"""Conformance by generation: for random layouts nobody here wrote, what the layout declares is
what Chromium shows, or the compiler refuses it with a located, documented limit.

Hypothesis draws each example: a batch of 12 cases (layout_gen.py: a random valid layout across
the whole format, with its item count, cell, header and footer), three viewports (320-1920 wide,
480-1200 tall) and a direction (right to left for about half the batches: a Hebrew page). Every
choice the generator makes is a Hypothesis draw (`Draws`). For each case of a batch (generative.py
has the checks):
  - `trellis css --layout CASE.json` compiles the layout, or exits 1 with
    `FILE:LINE:COL: error: MESSAGE [ID]` whose ID is one of the compiler's limits, `css.limit.NAME`,
    each listed in LayoutFormat.md, "Limits of the CSS compiler" (anything else fails: an
    unlocated error, a refusal that is not a limit, a crash, a hang);
  - the compiled cases are built as the sections of one real page (`trellis build`), and at each
    of the three viewports every box Chromium draws must equal `trellis frames` within 0.5 px
    (geometry.check_page), mirrored on a right-to-left page.

A failing batch is not shrunk as a batch: every shrink step would be a test run of seconds (a
build and page loads of up to twelve sections), and the eleven cases that pass would be simplified
draw by draw before the shrinker gets to the one that fails. Instead the first failing case is
shrunk alone, by Hypothesis too: a second search (`shrink_alone`) whose first example replays that
case's draws, as a section alone on a page at the viewport it failed at (as a kept case is
checked), and whose shrinker simplifies it: options left out, the first of each list of choices,
the smallest numbers, fewer items. Shrinking takes minutes (a test run a second; Hypothesis stops
after five minutes with what it has). The minimal case (the last failing example that search runs)
is written to .generative/found-HASH.json in the kept-case format, and the failure (which names
the case, the viewport and the first box that differs) says so: renamed for what it shows and
copied to Tests/Fixtures/layouts/, the geometry suite checks it on every run, so the bug stays
fixed.

Sizes: the quick tier (`pytest`, profile `quick`: 4 examples, a random seed) checks 48 layouts;
the full tier (`pytest --tier full`, profile `full`: 25 examples, derandomised: the same examples
every run) 300, each at three viewports. The totals (layouts, compiled, refused by limit, page
loads, boxes) are printed at the end of the run; `--hypothesis-show-statistics` adds Hypothesis's
own (refusals and directions per example).

Rerunning a failure:
  - quick tier: Hypothesis keeps the failing batch in .hypothesis/ (git-ignored) and replays it
    first the next time the test runs;
  - full tier: derandomised runs keep no database (Hypothesis sets database=None), and need none:
    `pytest --tier full -k generative` runs the same examples again;
  - any tier: the failure report ends with a `@reproduce_failure(...)` blob that replays exactly
    that batch when added to the test; `--hypothesis-seed=N` fixes the seed of a quick run (such a
    run keeps nothing in .hypothesis/);
  - the minimal case alone: copy .generative/found-HASH.json to Tests/Fixtures/layouts/ and run
    the geometry suite (its kept cases).
"""
import collections
import hashlib
import json
import re
import time
import unittest

import pytest
from hypothesis import HealthCheck, Phase, Verbosity, event, find, given, reject, settings
from hypothesis import strategies as st
from hypothesis.control import current_build_context
from hypothesis.database import ExampleDatabase
from hypothesis.errors import NoSuchExample

try:  # how Hypothesis stores an example in its database (not in hypothesis.database.__all__)
    from hypothesis.database import choices_to_bytes
except ImportError:  # pragma: no cover
    choices_to_bytes = None

import generative
import layout_gen
from drawing import Draws

# Hypothesis (6.131 on) draws about one integer in twenty from the constants written in the source
# of every local module imported so far, so the "same" derandomised examples changed with the
# modules a run had collected: `pytest Tests/Browser/test_generative.py --tier full` drew other
# batches than the whole suite did. No setting turns this off; the version is pinned in
# Tests/requirements.txt, and this fails loudly if the private hook moves.
from hypothesis.internal.conjecture import providers as _providers
from hypothesis.internal.constants_ast import Constants as _Constants

assert hasattr(_providers, "_get_local_constants"), "Hypothesis moved its local constants: update test_generative.py"
_providers._get_local_constants = _Constants
_providers.CONSTANTS_CACHE.cache.clear()  # what Hypothesis itself clears when it finds new constants

BATCH = 12  # cases per batch (sections of one page)
VIEWPORTS = 3
OUT = generative.OUT  # .generative/, git-ignored


class Batch:
    """One example: cases (each a section of one page), the viewports and the direction."""

    def __init__(self, cases, viewports, direction):
        self.cases, self.viewports, self.direction = cases, viewports, direction

    def __repr__(self):
        at = ", ".join(f"{w}x{h}" for w, h in self.viewports)
        return f"Batch({len(self.cases)} cases, {self.direction}, at {at})"


# A case's draws, by the id of its dict: shrink_alone replays them.
_CHOICES = {}


@st.composite
def cases(draw):
    record = []
    case = layout_gen.case(Draws(draw, record))
    _CHOICES[id(case)] = record
    return case


@st.composite
def viewports(draw):
    draws = Draws(draw)
    return draws.randint(320, 1920), draws.randint(480, 1200)


@st.composite
def batches(draw):
    _CHOICES.clear()  # the previous example's
    drawn = [draw(cases()) for _ in range(BATCH)]
    direction = "rtl" if Draws(draw).random() >= 0.5 else "ltr"
    at = [draw(viewports()) for _ in range(VIEWPORTS)]
    for case in drawn:
        case["direction"] = direction
    return Batch(drawn, at, direction)


# -- the totals ---------------------------------------------------------------------------------------


class Tally:
    """What the test checked, printed at the end of the run: the batches (each counted once), and
    apart from them what shrinking checked."""

    def __init__(self, tier):
        self.tier = tier
        self.started = time.monotonic()
        self.batches = self.layouts = self.compiled = self.failing = 0
        self.shrink_runs = self.shrink_pages = self.shrink_boxes = 0
        self.refused = collections.Counter()
        self.examples = {}  # the first refusal of each limit: its message and layout
        self.kinds = collections.Counter()
        self.runner = None

    def pytest_terminal_summary(self, terminalreporter):
        if not self.batches:
            return
        write = terminalreporter.write_line
        terminalreporter.section("generative")
        write(f"{self.tier} tier: {self.batches} batches, {self.layouts} layouts x {VIEWPORTS} viewports: "
              f"{self.compiled} compiled and checked on {self.runner.pages - self.shrink_pages} page loads "
              f"({self.runner.boxes - self.shrink_boxes} boxes), {sum(self.refused.values())} refused as limits, "
              f"{self.failing} failing ({time.monotonic() - self.started:.0f} s)")
        if self.shrink_runs:
            write(f"  shrinking: {self.shrink_runs} runs of a failing case alone, {self.shrink_pages} page loads "
                  f"({self.shrink_boxes} boxes)")
        for line in refusal_lines(self.refused, self.examples):
            write(line)
        for kind, count in self.kinds.most_common():
            write(f"  FAIL    {count:4} x {kind}")

    def totals(self):
        return {"tier": self.tier, "batches": self.batches, "layouts": self.layouts, "compiled": self.compiled,
                "refused": dict(self.refused), "examples": self.examples, "pages": self.runner.pages - self.shrink_pages,
                "boxes": self.runner.boxes - self.shrink_boxes, "failing": self.failing,
                "shrink runs": self.shrink_runs, "seconds": round(time.monotonic() - self.started)}


def refusal_lines(refused, examples):
    """Each limit refused, how often, and its first refusal: the message and the layout."""
    lines = []
    for limit, count in sorted(refused.items(), key=lambda item: (-item[1], item[0])):
        lines.append(f"  refused {count:4} x {limit}")
        if limit in examples:
            lines.append(f"    e.g. {examples[limit]['message']}")
            lines.append(f"         {json.dumps(examples[limit]['layout'], separators=(',', ':'))}")
    return lines


@pytest.fixture(scope="module")
def generative_tally(pytestconfig):
    tally = Tally(pytestconfig.getoption("--tier"))
    pytestconfig.pluginmanager.register(tally, "generative-tally")
    return tally


@pytest.fixture(autouse=True)
def generative_totals(request, generative_tally, generative_runner):
    """The totals, also in the test's report (user_properties: "generative"): under pytest-xdist the
    summary above is printed by a worker, where nobody sees it; the reports reach the controller."""
    yield
    request.node.user_properties.append(("generative", generative_tally.totals()))


@pytest.fixture(scope="module")
def generative_runner(trellis, browser, workdir, generative_tally):
    folder = workdir / "generative"
    folder.mkdir(exist_ok=True)
    runner = generative.Runner(trellis, browser, folder)
    generative_tally.runner = runner
    return runner


# -- checking ---------------------------------------------------------------------------------------

_REFUSALS = {}
_OUTCOMES = {}
_SEEN = set()  # the cases the batches had


def refusal(runner, case):
    """runner.refusal(case), remembered by layout (the compiler's answer depends on the layout
    alone, and shrinking asks about the same layouts again and again)."""
    key = (runner.binary, json.dumps(case["layout"], sort_keys=True))
    if key not in _REFUSALS:
        try:
            _REFUSALS[key] = runner.refusal(case)
        except generative.Failure as failure:
            _REFUSALS[key] = failure
    if isinstance(_REFUSALS[key], generative.Failure):
        raise _REFUSALS[key]
    return _REFUSALS[key]


def _case_key(case):
    return json.dumps({key: value for key, value in case.items() if key != "direction"}, sort_keys=True)


def _key(runner, batch):
    return runner.binary, json.dumps([batch.cases, batch.viewports, batch.direction], sort_keys=True)


def outcome(runner, tally, batch, shrinking=False):
    """({section number: failure lines}, [the limits refused]) for a batch, remembered."""
    key = _key(runner, batch)
    if key in _OUTCOMES:
        return _OUTCOMES[key]
    pages, boxes = runner.pages, runner.boxes
    failures, compiled, refused = {}, [], []
    for number, case in enumerate(batch.cases):
        try:
            answer = refusal(runner, case)
        except generative.Failure as failure:
            failures[number] = [f"{failure.kind}: {failure.detail}"]
            continue
        if answer is None:
            compiled.append((number, case))
        else:
            limit, message = answer
            refused.append(limit)
            if not shrinking:
                tally.examples.setdefault(limit, {"message": message, "layout": case["layout"]})
    if compiled and not failures:
        # A failing batch stops at its first failing viewport.
        failures = runner.check(compiled, batch.viewports, first_failing=True)
    if shrinking:
        tally.shrink_pages += runner.pages - pages
        tally.shrink_boxes += runner.boxes - boxes
    else:
        tally.batches += 1
        tally.layouts += len(batch.cases)
        tally.compiled += len(compiled)
        tally.refused.update(refused)
        if failures:
            tally.failing += 1
            tally.kinds.update({generative.failure_kind(line) for line in failures[min(failures)]})
    _OUTCOMES[key] = failures, refused
    return _OUTCOMES[key]


# -- the test -------------------------------------------------------------------------------------

# No shrink phase for the batch (shrink_alone shrinks its failing case), no explain phase; a nested
# @given (shrink_alone's) is what this test means to run.
@settings(phases=[Phase.explicit, Phase.reuse, Phase.generate],
          suppress_health_check=list(settings.default.suppress_health_check) + [HealthCheck.nested_given])
@given(batch=batches())
def test_generated_layouts(generative_runner, generative_tally, workdir, batch):
    runner, tally = generative_runner, generative_tally
    final = getattr(current_build_context(), "is_final", True)
    # Every batch new cases at three viewports: Hypothesis makes some examples from others (after
    # its first ten, each new one is followed by up to five copies with a part of it copied over
    # another: a case over a case, a viewport over a viewport), and draws that change nothing (the
    # low byte of a length rounded to whole pixels, the options a choice did not take) make others
    # the same. Cheap to Hypothesis, seconds each here, and half the layouts of a full run were
    # ones it had checked already. A rejected example does not count toward max_examples.
    cases_drawn = [_case_key(case) for case in batch.cases]
    if not final and (len(set(cases_drawn)) < len(cases_drawn) or _SEEN.intersection(cases_drawn)
                      or len(set(batch.viewports)) < len(batch.viewports)):
        reject()
    _SEEN.update(cases_drawn)
    event("direction", batch.direction)
    failures, refused = outcome(runner, tally, batch)
    for limit in refused:
        event(f"refused: {limit}")
    if not failures:
        return
    number = min(failures)
    lines = failures[number]
    seen = re.search(r" at (\d+)x(\d+): ", lines[0])  # none for a failure to compile
    at = (int(seen[1]), int(seen[2])) if seen else batch.viewports[0]
    message = [f"section s{number} (case {number} of a batch of {len(batch.cases)}, {batch.direction}) fails "
               + (f"at {at[0]}x{at[1]}:" if seen else "to compile:")] + [f"  {line}" for line in lines[:8]]
    if len(lines) > 8:
        message.append(f"  (and {len(lines) - 8} more)")
    if len(failures) > 1:
        message.append(f"(and {len(failures) - 1} more sections of the batch fail)")
    if final:
        message += keep(runner, tally, workdir, batch.cases[number], at, batch.direction, lines[0])
    raise AssertionError("\n".join(message))


def keep(runner, tally, workdir, case, at, direction, failure):
    """Shrinks the failing case alone, writes the minimal case to .generative/ in the kept-case
    format, and says where it is and what to do with it."""
    shrunk = shrink_alone(runner, tally, case, at, direction)
    if isinstance(shrunk, str):
        said = [shrunk]
        small, lines = case, [failure]
    else:
        small, lines = shrunk
        said = []
    found = f"test_generative ({tally.tier} tier), shrunk alone, at {at[0]}x{at[1]}"
    kept = generative.kept_case(small, [at], lines[0], found)
    digest = hashlib.sha256(json.dumps({k: kept[k] for k in kept if k not in ("found", "failure")},
                                       sort_keys=True).encode()).hexdigest()[:10]
    OUT.mkdir(exist_ok=True)
    path = OUT / f"found-{digest}.json"
    path.write_text(json.dumps(kept, indent=1, ensure_ascii=False) + "\n")
    where = path.relative_to(generative.ROOT)
    if not isinstance(shrunk, str):
        said = [f"Shrunk alone (a section alone on a page at {at[0]}x{at[1]}), it still fails: {lines[0]}",
                f"The minimal case is in {where}: copy it to Tests/Fixtures/layouts/, renamed "
                "found-WHAT-IT-SHOWS.json; the geometry suite checks every kept case (test_kept_generated_case), "
                "so it fails until the bug is fixed, and stays fixed after."]
    else:
        said.append(f"The case as it was drawn is in {where}.")
    missing = generative.unkeepable(kept)
    if missing:
        said.append("The Swift suites' KeptCase cannot decode " + " or ".join(missing)
                    + " yet: teach it before keeping this case.")
    return said


class _Seed(ExampleDatabase):
    """A database that holds one example, shrink_alone's first: as a failing example not shrunk yet
    (a test's secondary corpus, KEY.secondary). Hypothesis takes an example of the primary corpus
    (KEY) for shrunk already, and would not shrink it."""

    def __init__(self, choices):
        super().__init__()
        self._blob = choices_to_bytes(choices)

    def fetch(self, key):
        if key.endswith(b".secondary"):
            yield self._blob

    def save(self, key, value):
        pass

    def delete(self, key, value):
        pass


def shrink_alone(runner, tally, case, at, direction):
    """(the minimal case, its failure lines) that Hypothesis shrinks `case` to, each candidate a
    section alone on a page at viewport `at`; or why it could not."""
    choices = _CHOICES.get(id(case))
    if choices is None or choices_to_bytes is None:
        return "Not shrunk: this Hypothesis has no hypothesis.database.choices_to_bytes to replay the case with."
    lines = {}

    def fails(candidate):
        lines["runs"] = lines.get("runs", 0) + 1
        tally.shrink_runs += 1
        candidate["direction"] = direction
        failures, _ = outcome(runner, tally, Batch([candidate], [at], direction), shrinking=True)
        lines[id(candidate)] = failures.get(0)
        return bool(failures)

    # find(): Hypothesis's search for the minimal example that meets a condition, here one that
    # starts from the database (with the case's draws) and only shrinks. (Not seeded: a seeded
    # search has no database. The shrinker draws at random too, so a case may shrink differently
    # from one run to the next.)
    try:
        small = find(cases(), fails, database_key=b"trellis generative: shrink alone",
                     settings=settings(database=_Seed(choices), phases=[Phase.reuse, Phase.shrink],
                                       derandomize=False, deadline=None, verbosity=Verbosity.quiet,
                                       print_blob=False))
    except (NoSuchExample, unittest.SkipTest):
        if not lines:
            return "Not shrunk: Hypothesis did not replay the case (its database was not used)."
        return ("Alone on a page (section 0 at the same viewport, as a kept case is checked) it passes: the "
                "failure needs the rest of its batch (its place in the page: titles and header kinds follow the "
                "section's number); rerun the batch with the blob below.")
    return small, lines[id(small)]
