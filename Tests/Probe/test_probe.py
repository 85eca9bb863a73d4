"""The bad-input probe: throws bad input at `trellis build`, one test per case (probing.cases()),
each in a folder of its own, and checks that each is handled (probing.HANDLED). A case that builds
is built a second time into the same output (a crash that came only on the second build was one).

    .venv/bin/pytest Tests/Probe -n 2                     all cases, two at a time
    .venv/bin/pytest Tests/Probe -k numbers               one class
    .venv/bin/pytest Tests/Probe -k head-icon-sizes-0x0   one case (the ids are CLASS-LABEL)

Each build may take TRELLIS_PROBE_TIMEOUT seconds (default 30) before it counts as a hang. The
table by class (tried, handled, crash, hang, unlocated, damaged, lost, permissions) is printed at
the end of the run by conftest.py.
"""
import shutil

import pytest

import probing

CASES = probing.cases()
assert len({case.id for case in CASES}) == len(CASES), "two probe cases have the same id"


@pytest.mark.parametrize("case", [pytest.param(case, id=case.id) for case in CASES])
def test_probe(case, trellis, tmp_path, request):
    # conftest.py counts the results by class from these (they reach the controller under xdist).
    request.node.user_properties.append(("probe_class", case.klass))
    kind, detail = probing.run_case(trellis, probing.TIMEOUT, case.mutate, tmp_path)
    request.node.user_properties.append(("probe_kind", kind))
    request.node.user_properties.append(("probe_detail", detail))
    assert kind == "handled", f"{case.klass}: {case.label}: expected {probing.HANDLED}; found {kind}: {detail}"
    # A handled case's folders are not worth keeping (some hold 10 MB pages); a failed one's are.
    shutil.rmtree(tmp_path / "site", ignore_errors=True)
    shutil.rmtree(tmp_path / "out", ignore_errors=True)
