"""The bad-input probe's table: at the end of a run that includes probe tests, the results by
class (tried, handled, crash, hang, unlocated, damaged, lost, permissions), then one line per case
that was not handled.

The counts come from the test reports' user_properties (test_probe.py sets probe_class, probe_kind
and probe_detail), so that under pytest-xdist they are counted in the controller, where the
workers' reports arrive. The controller has this conftest.py only when it is an initial conftest
(`pytest`, `pytest Tests/Probe`, `pytest Tests/Probe/test_probe.py`), not on `pytest Tests -n 2`:
there the tests run and fail as usual, but no table is printed.
"""
import probing

COLUMNS = ("tried",) + probing.KINDS


class ProbeTable:
    def __init__(self):
        self.results = []  # (class, id, kind or None, detail), in the order the reports came

    def pytest_runtest_logreport(self, report):
        properties = dict(report.user_properties)
        if report.when != "call" or "probe_class" not in properties:
            return
        self.results.append((properties["probe_class"], report.nodeid.rpartition("[")[2].rstrip("]"),
                             properties.get("probe_kind"), properties.get("probe_detail", "")))

    def pytest_terminal_summary(self, terminalreporter):
        if not self.results:
            return
        write = terminalreporter.write_line
        terminalreporter.ensure_newline()
        terminalreporter.section("bad-input probe")
        table = {klass: dict.fromkeys(COLUMNS, 0) for klass in probing.CLASSES}
        unfinished = 0
        for klass, _, kind, _ in self.results:
            table[klass]["tried"] += 1
            if kind is None:
                unfinished += 1
            else:
                table[klass][kind] += 1
        table = {klass: counts for klass, counts in table.items() if counts["tried"]}
        table["all"] = {column: sum(counts[column] for counts in table.values()) for column in COLUMNS}
        write(f"{'class':10} " + " ".join(f"{column:>{max(len(column), 5)}}" for column in COLUMNS))
        for klass, counts in table.items():
            write(f"{klass:10} " + " ".join(f"{counts[column]:>{max(len(column), 5)}}" for column in COLUMNS))
        for klass, case, kind, detail in sorted(self.results, key=lambda r: r[1]):
            if kind != "handled":
                write(f"  {(kind or 'error').upper():11} {case}: {detail or 'the test did not finish (see above)'}")
        if unfinished:
            write(f"{unfinished} case(s) tried but not finished: the test itself failed (see above)")


def pytest_configure(config):
    if not hasattr(config, "workerinput"):  # an xdist worker prints nothing: the controller does
        config.pluginmanager.register(ProbeTable(), "trellis-probe-table")
