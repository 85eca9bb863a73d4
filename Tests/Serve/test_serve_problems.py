"""Problems: broken JSON, an unknown category, a deleted data file, an unknown preset, a template that
is not well-formed: the located error on stderr and as a `problem` event (also for a client
connecting meanwhile), the output untouched, and the fix rebuilding.

Each watcher serves one copy of the gallery for the module. Each problem in PROBLEMS is made once,
the first time a test asks for it, then fixed (the file as it was); the tests check one thing each of
what came of it (`pytest --tier full -k "unknown-preset and stderr"`). The quick tier breaks the JSON with
inotify; the others are in the full tier.
"""
import time

import pytest

from serving import (GALLERY, LAST_GOOD, LOCATED, REBUILT, EventClient, Scenarios, column_of, fetch,
                     hello_version, line_of, listing, located, note, tree, tree_differences)

TEMPLATE = "Templates/cell-grid.mustache"


class Break:
    """A bad edit, where its error is (file, line, column, and the ID of the problem), and its fix."""

    def __init__(self, edit, fix, file, line, column, id):
        self.edit, self.fix, self.file, self.line, self.column, self.id = edit, fix, file, line, column, id


PROBLEMS = {}


def problem(name, full=True):
    def register(make):
        PROBLEMS[name] = (make, full)
        return make
    return register


@problem("broken-json", full=False)
def broken_json(site):
    """A comma missing on line 25."""
    text = site.read("emoji.json")
    number, line = line_of(text, '"title": "Bee", ')
    bad = line.replace('"title": "Bee", ', '"title": "Bee" ')
    return Break(lambda: site.replace("emoji.json", line, bad), lambda: site.write("emoji.json", text),
                 "emoji.json", number, column_of(bad, '"category"'), "json.expectedSeparator")


@problem("unknown-category")
def unknown_category(site):
    """Located at its value; saved by a rename."""
    text = site.read("emoji.json")
    number, line = line_of(text, '"title": "Fox", ')
    bad = line.replace('"category": "nature"', '"category": "natur"')
    return Break(lambda: site.write("emoji.json", text.replace(line, bad), atomic=True),
                 lambda: site.write("emoji.json", text, atomic=True),
                 "emoji.json", number, column_of(bad, '"natur"'), "data.unknownCategory")


@problem("deleted-data-file")
def deleted_data_file(site):
    """Located at its reference in site.json."""
    characters = site.read("characters.json")
    number, line = line_of(site.read("site.json"), '"characters": "characters.json"')
    return Break(lambda: site.path("characters.json").unlink(), lambda: site.write("characters.json", characters),
                 "site.json", number, column_of(line, '"characters.json"'), "file.missing")


@problem("unknown-preset")
def unknown_preset(site):
    text = site.read("site.json")
    number, line = line_of(text, '"preset": "bannerCarousel"')
    bad = line.replace('"bannerCarousel"', '"bannerCarousle"')
    return Break(lambda: site.replace("site.json", line, bad), lambda: site.write("site.json", text),
                 "site.json", number, column_of(bad, '"bannerCarousle"'), "layout.unknownPreset")


@problem("bad-template")
def bad_template(site):
    """A template override that is not well-formed XHTML: located in the template itself, at its
    unclosed <span>, not at the page it would break."""
    return Break(lambda: site.write(TEMPLATE, "<span>{{title}}\n"), lambda: site.path(TEMPLATE).unlink(),
                 TEMPLATE, 1, 1, "template.elementNeverClosed")


def problems():
    return [pytest.param(name, marks=[pytest.mark.full] if is_full else [], id=name)
            for name, (_, is_full) in PROBLEMS.items()]


class Record:
    """What came of a bad edit and of its fix."""

    def __init__(self, name, spec, path):
        self.name, self.spec, self.path = name, spec, path
        self.event = self.last_good = self.fix_event = self.fix_rebuilt = self.fix_hello = None
        self.fix_late_problem = None
        self.transcript = self.fix_transcript = ""
        self.errors, self.rebuilt, self.late, self.output_changes, self.fresh = [], [], [], [], []
        self.page_same = None

    def require_problem(self):
        assert self.event and self.event.name == "problem", \
            f"{self.name}: {self.event!r} instead of a problem event:\n{self.transcript}"
        return self.event

    def where(self):
        return f"{self.path}:{self.spec.line}:{self.spec.column}"


class ProblemRun:
    """A server of a copy of the gallery, an event client of it, and the problems made on it."""

    def __init__(self, servers, watcher):
        self.watcher = watcher
        self.site = servers.site(GALLERY, f"problems-{watcher}", folders=("Templates",))
        self.server = servers.serve(self.site, watcher=watcher)
        self.client = EventClient(self.server.port)
        _, self.hello_problems = hello_version(self.client, "problems")
        self.made = Scenarios(self.run)

    def run(self, name):
        site, server, client = self.site, self.server, self.client
        spec = PROBLEMS[name][0](site)
        record = Record(name, spec, str(site.path(spec.file)))
        snapshot = tree(site.output)
        page = fetch(server.port, "/explorer.html").body
        since_event, since_line = client.count(), server.mark()
        began = time.monotonic()
        try:
            spec.edit()
            record.event = client.wait(["problem", "patch", "reload"], since_event, 5)
            if record.event and record.event.name == "problem":
                record.last_good = server.wait_for(LAST_GOOD, since_line, "err", 2)
                record.errors = [m.group(0) for _, m in server.matching(LOCATED, since_line, stream="err")]
                # A client connecting meanwhile hears of the problem at once.
                late = EventClient(server.port)
                record.late = [late.wait(None, 0, 2), late.wait(None, 1, 2)]
                late.close()
                time.sleep(0.3)  # anything written late would show now
                record.rebuilt = [m.group(0) for _, m in server.matching(REBUILT, since_line)]
                record.output_changes = tree_differences(tree(site.output), snapshot, "output after the bad edit",
                                                         "output before it")
                record.page_same = fetch(server.port, "/explorer.html").body == page
                note(f"problems[{self.watcher}] {name} {(record.event.when - began) * 1000:.0f} ms")
            record.transcript = server.transcript(since_line)
        finally:  # the fix, also to leave the site as it was for the next problem
            since_event, since_line = client.count(), server.mark()
            spec.fix()
            record.fix_event = client.wait(["problem", "patch", "reload"], since_event, 5)
            if record.fix_event and record.fix_event.name != "problem":
                record.fix_rebuilt = server.wait_for(REBUILT, since_line, timeout=2)
            record.fix_transcript = server.transcript(since_line)
            record.fresh = site.fresh_build_differences()
            late = EventClient(server.port)
            record.fix_hello = late.wait("hello", 0, 2)
            record.fix_late_problem = late.wait("problem", 0, 0.3)
            late.close()
        return record


@pytest.fixture(scope="module")
def run(module_servers, watcher):
    found = ProblemRun(module_servers, watcher)
    yield found
    found.client.close()


def test_hello(run):
    assert not run.hello_problems, "\n".join(run.hello_problems)


# --- The bad edit ---------------------------------------------------------------------------------

@pytest.mark.parametrize("name", problems())
def test_problem_event(run, name):
    run.made[name].require_problem()


@pytest.mark.parametrize("name", problems())
def test_stderr_located_error(run, name):
    """Standard error says `FILE:LINE:COLUMN: error: ... [ID]` at the mistake, with the problem's ID."""
    record = run.made[name]
    record.require_problem()
    assert any(located(error, record.path, record.spec.line, record.spec.column) for error in record.errors), \
        f"{name}: stderr has no `{record.where()}: error:` line:\n{record.transcript}"
    assert any(error.endswith(f" [{record.spec.id}]") for error in record.errors), \
        f"{name}: no error on stderr is a {record.spec.id}:\n{record.transcript}"


@pytest.mark.parametrize("name", problems())
def test_stderr_last_good_build(run, name):
    record = run.made[name]
    record.require_problem()
    assert record.last_good, \
        f"{name}: stderr does not say `trellis: the last good build is still served`:\n{record.transcript}"


@pytest.mark.parametrize("name", problems())
def test_diagnostic_located(run, name):
    """The problem event's first diagnostic: the file, line, column, severity error and a message."""
    record = run.made[name]
    data = record.require_problem().json or {}
    diagnostics = data.get("diagnostics") or [{}]
    first = diagnostics[0]
    found = (first.get("file"), first.get("line"), first.get("column"), first.get("severity"),
             bool(first.get("message")))
    expected = (record.path, record.spec.line, record.spec.column, "error", True)
    assert found == expected, f"{name}: the problem's first diagnostic is {first}, expected {record.where()} error"
    assert any(d.get("id") == record.spec.id for d in diagnostics), \
        f"{name}: no diagnostic is a {record.spec.id}: {diagnostics}"


@pytest.mark.parametrize("name", problems())
def test_problem_text_located(run, name):
    record = run.made[name]
    text = (record.require_problem().json or {}).get("text", "")
    assert located(text, record.path, record.spec.line, record.spec.column), \
        f"{name}: the problem's text {text!r} is not located at {record.where()}"


@pytest.mark.parametrize("name", problems())
def test_no_rebuild_after_bad_edit(run, name):
    record = run.made[name]
    record.require_problem()
    assert not record.rebuilt, f"{name}: a `rebuilt` line after a bad edit: {record.rebuilt}"


@pytest.mark.parametrize("name", problems())
def test_late_client_hears_problem(run, name):
    """A client connecting while the site is broken hears hello, then the same problem."""
    record = run.made[name]
    event = record.require_problem()
    hello, then = record.late
    assert [hello and hello.name, then and then.name] == ["hello", "problem"] and then.data == event.data, \
        f"{name}: a client connecting now hears {record.late}, expected hello then the same problem"


@pytest.mark.parametrize("name", problems())
def test_output_untouched(run, name):
    record = run.made[name]
    record.require_problem()
    assert not record.output_changes, f"{name}: the bad edit changed the output:\n{listing(record.output_changes)}"


@pytest.mark.parametrize("name", problems())
def test_page_served_unchanged(run, name):
    record = run.made[name]
    record.require_problem()
    assert record.page_same, f"{name}: explorer.html is served differently after the bad edit"


# --- The fix --------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", problems())
def test_fix_rebuilds(run, name):
    """The fix: a patch or a reload, and a `rebuilt` line."""
    record = run.made[name]
    assert record.fix_event and record.fix_event.name in ("patch", "reload"), \
        f"{name} fixed: {record.fix_event!r}, expected patch or reload:\n{record.fix_transcript}"
    assert record.fix_rebuilt, f"{name} fixed: no `rebuilt` line:\n{record.fix_transcript}"


@pytest.mark.parametrize("name", problems())
def test_fix_output_equals_fresh_build(run, name):
    record = run.made[name]
    assert not record.fresh, \
        f"{name} fixed: the served output is not what `trellis build` writes now:\n{listing(record.fresh)}"


@pytest.mark.parametrize("name", problems())
def test_fix_no_problem_for_new_clients(run, name):
    record = run.made[name]
    assert not record.fix_late_problem, \
        f"{name} fixed: a client connecting now still hears of a problem: {record.fix_late_problem!r}"


@pytest.mark.parametrize("name", problems())
def test_fix_version_in_hello(run, name):
    """A client connecting after the fix hears the fix's version."""
    record = run.made[name]
    assert record.fix_hello, f"{name} fixed: a client connecting now hears no hello within 2 s"
    assert record.fix_event, f"{name} fixed: no event for the fix:\n{record.fix_transcript}"
    hello, fix = (record.fix_hello.json or {}).get("version"), (record.fix_event.json or {}).get("version")
    assert hello == fix, f"{name} fixed: hello says version {hello}, the fix was version {fix}"
