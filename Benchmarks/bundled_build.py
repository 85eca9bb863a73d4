#!/usr/bin/env python3
"""The bundled gallery's build time: `trellis build --site Data` as a whole process, medians.

Two cases, in turns, each round:
  fresh    into an empty output directory (every file made);
  rebuild  into the output of the build before (unchanged files are linked, not made again).

Usage: Benchmarks/bundled_build.py [TRELLIS_BINARY] [--rounds N] [--site DIR]
(default: .build/release/trellis, 7 rounds, Data). Prints wall time, user and system CPU time.
"""
import argparse
import os
import resource
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(binary, site, output):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([binary, "build", "--site", str(site), "--output", str(output)], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, after.ru_utime - before.ru_utime, after.ru_stime - before.ru_stime


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary", nargs="?", default=str(ROOT / ".build/release/trellis"))
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--site", default=str(ROOT / "Data"))
    args = parser.parse_args()
    results = {"fresh": [], "rebuild": []}
    with tempfile.TemporaryDirectory(prefix="trellis-bundled-") as work:
        rebuilt = Path(work) / "rebuild"
        run(args.binary, args.site, rebuilt)  # the output the rebuilds start from
        for _ in range(args.rounds):
            fresh = Path(work) / "fresh"
            shutil.rmtree(fresh, ignore_errors=True)
            os.sync()
            results["fresh"].append(run(args.binary, args.site, fresh))
            results["rebuild"].append(run(args.binary, args.site, rebuilt))
    print(f"{args.site}: {args.rounds} rounds, medians")
    for case, runs in results.items():
        wall, user, system = (statistics.median(r[i] for r in runs) for i in range(3))
        print(f"  {case:8} {wall:6.3f} s wall  {user:6.3f} s user  {system:6.3f} s system")


if __name__ == "__main__":
    main()
