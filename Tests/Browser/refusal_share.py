"""The share of generated layouts the CSS compiler refuses, without a browser.

Draws seeded cases from layout_gen (`case(random.Random(seed))` for seeds 0..N-1), runs
`trellis css --layout` on each (generative.Runner.refusal), and prints the share refused: overall,
by limit ID (with one example message and layout each), and separately for the archetype cases
(the realistic layouts of Apple's samples and app screens that `layout_gen.Case.archetype` draws,
"layouts a real app would use"), among the N cases and in a second sample of M archetype cases
alone (`layout_gen.archetype_case`, seeds 0..M-1). A generator without archetypes (an older
layout_gen.py) gets the first part only.

Anything that is not a located `css.limit.*` refusal (a decoding error, a crash, a hang) is a
generator or compiler bug: it is listed, and the script exits 1.

Usage (from the repository's root):

    .venv/bin/python Tests/Browser/refusal_share.py                          # 1000 cases, 500 archetypes
    .venv/bin/python Tests/Browser/refusal_share.py -n 200 -m 0              # a quick look
    .venv/bin/python Tests/Browser/refusal_share.py --generator /tmp/before/layout_gen.py   # another generator
    .venv/bin/python Tests/Browser/refusal_share.py --list-refused           # every refused archetype case
    .venv/bin/python Tests/Browser/refusal_share.py --trellis .build/release/trellis -j 2

Options: -n N (cases, default 1000), -m M (archetype cases, default 500), --trellis BINARY
(default .build/debug/trellis), --generator FILE (default Tests/Browser/layout_gen.py), -j JOBS
(compiles at a time, default 1), --list-refused (print each refused archetype case's layout).
"""
import argparse
import collections
import concurrent.futures
import importlib.util
import json
import random
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import generative  # noqa: E402


def load_generator(path):
    spec = importlib.util.spec_from_file_location("layout_gen_measured", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def answers(binary, cases, jobs):
    """[(case, None | (limit, message) | generative.Failure)], each case compiled once."""
    def run(indexed):
        index, case = indexed
        with tempfile.TemporaryDirectory(prefix=f"refusal-{index}-") as folder:
            runner = generative.Runner(binary, None, folder)
            try:
                return case, runner.refusal(case)
            except generative.Failure as failure:
                return case, failure
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(run, enumerate(cases)))


def report(title, results, list_refused=False):
    """Prints the share refused of `results`; returns the failures (not limits)."""
    total = len(results)
    refused = [(case, answer) for case, answer in results if isinstance(answer, tuple)]
    failures = [(case, answer) for case, answer in results if isinstance(answer, generative.Failure)]
    share = 100 * len(refused) / total if total else 0
    print(f"{title}: {len(refused)} of {total} refused ({share:.1f}%)"
          + (f", {len(failures)} FAILURES (not limits)" if failures else ""))
    by_limit = collections.defaultdict(list)
    for case, (limit, message) in refused:
        by_limit[limit].append((case, message))
    for limit, found in sorted(by_limit.items(), key=lambda item: (-len(item[1]), item[0])):
        case, message = found[0]
        print(f"  {len(found):4} x {limit} ({100 * len(found) / total:.1f}%)")
        print(f"       e.g. seed {case['seed']}: {message}")
        print(f"            {json.dumps(case['layout'], separators=(',', ':'))}")
    if any("archetype" in case for case, _ in results):
        names = collections.Counter(case.get("archetype", "-") for case, _ in results)
        refused_names = collections.Counter(case.get("archetype", "-") for case, _ in refused)
        if refused_names:
            print("  refused by archetype: " + ", ".join(
                f"{name} {refused_names[name]}/{names[name]}" for name in sorted(refused_names)))
    if list_refused:
        for case, (limit, message) in refused:
            print(f"  REFUSED seed {case['seed']}, {case.get('archetype', '-')}: [{limit}] {message}")
            print(f"    {json.dumps(case['layout'], separators=(',', ':'))}")
    for case, failure in failures:
        print(f"  FAILURE seed {case['seed']}, {case.get('archetype', '-')}: {failure.kind}: {failure.detail}")
        print(f"    {json.dumps(case['layout'], separators=(',', ':'))}")
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", type=int, default=1000, help="cases, seeds 0..N-1")
    parser.add_argument("-m", type=int, default=500, help="archetype cases alone, seeds 0..M-1")
    parser.add_argument("--trellis", default=str(generative.ROOT / ".build/debug/trellis"))
    parser.add_argument("--generator", default=str(HERE / "layout_gen.py"))
    parser.add_argument("-j", "--jobs", type=int, default=1)
    parser.add_argument("--list-refused", action="store_true")
    args = parser.parse_args()
    gen = load_generator(args.generator)
    print(f"generator {args.generator}, binary {args.trellis}")
    failures = []
    if args.n:
        cases = [dict(gen.case(random.Random(seed)), seed=seed) for seed in range(args.n)]
        results = answers(args.trellis, cases, args.jobs)
        failures += report(f"all cases (seeds 0..{args.n - 1})", results)
        archetypal = [(case, answer) for case, answer in results if "archetype" in case]
        if archetypal:
            report("  of which archetype cases", archetypal)
    if args.m and hasattr(gen, "archetype_case"):
        alone = [dict(gen.archetype_case(random.Random(seed)), seed=seed) for seed in range(args.m)]
        failures += report(f"archetype cases alone (seeds 0..{args.m - 1})", answers(args.trellis, alone, args.jobs),
                           args.list_refused)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
