#!/usr/bin/env python3
"""`trellis validate DIR` against the validating `trellis build` does on the same files, in pairs.

Usage: validate_against_build.py TRELLIS_BINARY [--runs 9] [--site DIR]

Each pair builds the site into a fresh folder with `--timings`, which reports the CPU time the
build spent validating (summed over the threads that did it: the schema's parsing, each file's
check, the checks across files), then times `trellis validate` of that folder: its whole process,
user and system CPU read from the kernel for that child alone (`wait4`). Prints each pair, the
medians and their ratio (the target: at most 1.5), and the machine's load before and after.

The site is a new user's (`trellis init`, then every emoji of Unicode's list imported, with item
pages: about 3,700 files), made in a temporary folder, unless --site names one. Output goes to
/dev/shm when there is one (files on a disk file system make the kernel's time noisy).
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from error_path import new_user_site

VALIDATING = re.compile(r"^timings: .*; validating ([\d.]+) of CPU$", re.M)


def timed(command):
    """(wall seconds, CPU seconds, standard output) of one process, its user and system CPU as the
    kernel counted them for that child alone. Its output goes to a file, so a long one cannot
    block it while it is waited for."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.monotonic()
        process = subprocess.Popen(command, stdout=out, stderr=err)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.monotonic() - start
        out.seek(0)
        err.seek(0)
        output, errors = out.read().decode(), err.read().decode()
    if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
        raise SystemExit(f"failed: {' '.join(command)}\n{output}{errors}")
    return wall, usage.ru_utime + usage.ru_stime, output


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--site", type=Path, help="the site to build (default: a new user's)")
    arguments = parser.parse_args()
    binary = str(Path(arguments.binary).resolve())
    scratch = "/dev/shm" if os.path.isdir("/dev/shm") else None
    with tempfile.TemporaryDirectory(dir=scratch, prefix="trellis-validate-bench.") as work:
        site = arguments.site or new_user_site(binary, Path(work, "site"))
        output = Path(work, "out")
        print(f"load at the start: {os.getloadavg()[0]:.2f}")
        print(f"{'pair':>4} {'build: validating (CPU)':>24} {'validate: CPU':>14} {'validate: wall':>15} {'ratio':>6}")
        builds, validates, walls = [], [], []
        for pair in range(1, arguments.runs + 1):
            shutil.rmtree(output, ignore_errors=True)
            _, _, said = timed([binary, "build", "--site", str(site), "--output", str(output),
                                "--progress", "never", "--timings"])
            found = VALIDATING.search(said)
            if not found:
                raise SystemExit(f"no timings line in:\n{said}")
            build = float(found[1]) / 1000
            wall, cpu, _ = timed([binary, "validate", str(output)])
            builds.append(build)
            validates.append(cpu)
            walls.append(wall)
            print(f"{pair:>4} {build * 1000:>21.1f} ms {cpu * 1000:>11.1f} ms {wall * 1000:>12.1f} ms {cpu / build:>6.2f}")
        files = sum(len(names) for _, _, names in os.walk(output))
        build, validate = statistics.median(builds), statistics.median(validates)
        print(f"medians of {arguments.runs} ({files} files): the build validating {build * 1000:.1f} ms of CPU; "
              f"trellis validate {validate * 1000:.1f} ms of CPU, {statistics.median(walls) * 1000:.1f} ms wall; "
              f"ratio {validate / build:.2f}")
        print(f"load at the end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
