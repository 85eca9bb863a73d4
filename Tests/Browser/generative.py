#!/usr/bin/env python3
"""Conformance by generation: for random layouts nobody here wrote, what the layout declares is
what Chromium shows, or the compiler refuses it with a located, documented limit.

Each case (layout_gen.py) is one section of a generated site. For each case and each of its
viewports (random, 320-1920 wide and 480-1200 tall):
  - `trellis css --layout CASE.json` either compiles the layout, or exits 1 with
    `FILE:LINE:COL: error: MESSAGE`, where MESSAGE starts with one of the limits the README lists
    under "Limits of the CSS compiler" (anything else is a failure: an unlocated error, an
    undocumented refusal, a crash);
  - a compiled layout is built into a real page (`trellis build`: real cells, headers, footers,
    swipe actions, validation), and every box Chromium draws must equal `trellis frames` within
    0.5 px (geometry.check_page, the check the bundled pages get).
Half the batches (chosen by the seed) are Hebrew pages, right to left: there every box must equal
the solver's frames mirrored.
Cases are built in batches of sections on one page, so a run costs a build and a page load per
batch and viewport. A failing case is shrunk (layout_gen.simplifications: drop variants,
supplementaries, subitems, options, items...) while it still fails, and the minimal case is
written to .generative/ as a fixture file ready to commit to Tests/Fixtures/layouts/.

Usage: generative.py TRELLIS_BINARY [--layouts N] [--seed S] [--viewports V] [--batch B]
                     [--shrink-limit K] [--keep DIR]
Prints a summary: layouts and viewports, boxes compared, refusals by limit, failures by kind.
Exit status 1 if any case fails.
"""
import argparse
import collections
import json
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

import geometry
import layout_gen

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / ".generative"
# A compile that takes longer than this is a hang, reported like a crash (a small layout compiles in
# milliseconds).
HANG_SECONDS = 60
LOCATED = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):(?P<column>\d+): error: (?P<message>.*)$", re.M)
# Sixty distinct emoji: a section's items must have distinct identities.
EMOJI = list("😀😃😄😁😆😅🤣😂🙂🙃😉😊😇🥰😍🤩😘😗😚😙😋😛😜🤪😝🤑🤗🤭🤫🤔🤐🤨😐😑😶😏😒🙄😬🤥😌😔😪🤤😴😷🤒🤕🤢🤮🤧🥵🥶🥴😵🤯🤠🥳😎🤓🧐")
WORDS = "tiny small medium longer title with several words that wraps across lines in narrow cells".split()


# Disagreements found and not fixed yet, by seed and case: each is still reported, and the run
# fails if one of them starts to pass (so this list cannot outlive its reason).
KNOWN = {}


def documented_limits():
    """The refusal messages the README documents, in backticks under 'Limits of the CSS compiler'."""
    text = (ROOT / "README.md").read_text()
    start = text.find("### Limits of the CSS compiler")
    if start < 0:
        return []
    end = text.find("\n## ", start)
    return re.findall(r"^- `([^`]+)`", text[start:end], re.M)


def viewports_for(seed, n, count):
    rng = random.Random(f"{seed}/viewports/{n}")
    return [(rng.randint(320, 1920), rng.randint(480, 1200)) for _ in range(count)]


def direction_for(seed, first):
    """The direction of the batch starting at case `first`: right to left for about half."""
    return "rtl" if random.Random(f"{seed}/direction/{first}").random() < 0.5 else "ltr"


def site_files(cases):
    """site.json and emoji.json for cases [(id, case)], each a section of page `gen`, in the
    first case's direction (a Hebrew site for right to left)."""
    categories, emoji, sections = [], [], []
    for case_id, case in cases:
        category = f"c{case_id}"
        categories.append({"id": category, "title": f"Category {case_id}"})
        rng = random.Random(f"titles/{case_id}")
        for index in range(case["items"]):
            title = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 6))).capitalize()
            emoji.append({"text": EMOJI[index], "title": title, "category": category, "keywords": [title.split()[0]]})
        section = {"id": f"s{case_id}", "title": f"Section {case_id}", "data": {"emoji": {"category": category}},
                   "layout": case["layout"], "cell": case["cell"]}
        if case["header"]:
            section["header"] = "titleWithCount" if case_id % 2 else "title"
        if case["footer"]:
            section["footer"] = "separator" if case_id % 2 else "title"
        if case.get("width"):
            section["width"] = case["width"]
        if case["items"] == 0 and case.get("hidesWhenEmpty"):
            section["hidesWhenEmpty"] = True
        sections.append(section)
    language = "he" if cases[0][1].get("direction") == "rtl" else "en"
    site = {"title": "Generated", "language": language, "data": {"emoji": "emoji.json"},
            "layoutConfiguration": {"interSectionSpacing": 16},
            "pages": [{"id": "gen", "title": "Generated layouts", "sections": sections}]}
    return site, {"categories": categories, "emoji": emoji}


class Runner:
    def __init__(self, binary, browser, workdir):
        self.binary = binary
        self.browser = browser
        self.workdir = Path(workdir)
        self.limits = documented_limits()
        self.boxes = 0

    def refusal(self, case):
        """None if the layout compiles; else (limit, message) for a located, documented refusal,
        or raises Failure for anything else."""
        path = self.workdir / "case.json"
        path.write_text(json.dumps(case["layout"], indent=1))
        try:
            result = subprocess.run([self.binary, "css", "--layout", str(path)], capture_output=True, text=True,
                                    timeout=HANG_SECONDS)
        except subprocess.TimeoutExpired:
            raise Failure("hang", f"trellis css ran for more than {HANG_SECONDS} s")
        if result.returncode == 0:
            return None
        if result.returncode != 1:
            raise Failure("crash", f"trellis css exited {result.returncode}: {result.stderr.strip()[:300]}")
        found = LOCATED.search(result.stderr)
        if not found or found["file"] != str(path):
            raise Failure("unlocated refusal", result.stderr.strip()[:300])
        message = found["message"]
        limit = next((limit for limit in self.limits if message.startswith(limit)), None)
        if limit is None:
            raise Failure("undocumented refusal", message[:300])
        return limit

    def check(self, cases, viewports):
        """{case id: [failure lines]} for compiled cases [(id, case)], each at every viewport."""
        site_dir = self.workdir / "site"
        shutil.rmtree(site_dir, ignore_errors=True)
        site_dir.mkdir()
        site, data = site_files(cases)
        (site_dir / "site.json").write_text(json.dumps(site, indent=1, ensure_ascii=False))
        (site_dir / "emoji.json").write_text(json.dumps(data, indent=1, ensure_ascii=False))
        output = self.workdir / "out"
        result = subprocess.run([self.binary, "build", "--site", str(site_dir), "--output", str(output)],
                                capture_output=True, text=True)
        if result.returncode != 0:
            if len(cases) > 1:  # find the case that breaks the build
                merged = {}
                for case in cases:
                    merged.update(self.check([case], viewports))
                return merged
            return {cases[0][0]: [f"build failed: {result.stderr.strip()[:400]}"]}
        failures = collections.defaultdict(list)
        for viewport in viewports:
            try:
                found, compared = geometry.check_page(self.binary, self.browser, str(site_dir), output / "gen.html",
                                                      str(self.workdir), viewports=[viewport],
                                                      direction=cases[0][1].get("direction", "ltr"))
            except RuntimeError as error:  # trellis frames refused a measured section
                found, compared = [f"gen.html#s{cases[0][0]} at {viewport[0]}x{viewport[1]}: {error}"], 0
            self.boxes += compared
            for line in found:
                section = re.match(r"gen\.html#s(\d+) ", line)
                failures[int(section[1]) if section else cases[0][0]].append(line)
        return dict(failures)

    def fails(self, case, viewports):
        """Whether a case still fails geometry (a refusal or a valid pass is not a failure)."""
        try:
            if self.refusal(case) is not None:
                return False
        except Failure:
            return True
        return bool(self.check([(0, case)], viewports))

    def shrink(self, case, viewports, limit):
        """A smaller case that still fails at one of viewports, by greedy simplification."""
        attempts = 0
        viewports = [v for v in viewports if self.check([(0, case)], [v])][:1] or viewports
        improved = True
        while improved and attempts < limit:
            improved = False
            for candidate in layout_gen.simplifications(case):
                if layout_gen.size(candidate) >= layout_gen.size(case):
                    continue
                attempts += 1
                if self.fails(candidate, viewports):
                    case, improved = candidate, True
                    break
                if attempts >= limit:
                    break
        return case, viewports, attempts


def check_fixture(binary, browser, path, workdir):
    """Failure lines for a kept minimal case (a file this script wrote, committed to
    Tests/Fixtures/layouts/): its section built as a page, at the suite's five viewports and the
    one it was found at."""
    case = json.loads(Path(path).read_text())
    runner = Runner(binary, browser, workdir)
    viewports = list(geometry.VIEWPORTS) + [tuple(v) for v in case.get("viewports", [])]
    try:
        if runner.refusal(case) is not None:
            return [f"{Path(path).name}: refused, but a kept case must compile"]
    except Failure as failure:
        return [f"{Path(path).name}: {failure.kind}: {failure.detail}"]
    return [f"{Path(path).name}: {line}" for lines in runner.check([(0, case)], viewports).values() for line in lines]


def is_kept_case(path):
    """Whether a fixture file is a kept generated case (it wraps its layout) rather than a layout."""
    return "layout" in json.loads(Path(path).read_text())


class Failure(Exception):
    def __init__(self, kind, detail):
        super().__init__(detail)
        self.kind = kind
        self.detail = detail


def failure_kind(line):
    """A failure line's kind: 'item 3 expected …' -> 'item position', '2 item boxes measured' -> 'item count'."""
    for kind in ("crash", "hang", "unlocated refusal", "undocumented refusal", "build failed"):
        if line.startswith(kind):
            return kind
    if "failed:" in line:
        return "frames refused"
    match = re.search(r": (\d+ )?(\w+) (boxes measured|\d+ expected)", line)
    if not match:
        return "other"
    return f"{match[2]} {'count' if match[3] == 'boxes measured' else 'frame'}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("binary")
    parser.add_argument("--layouts", type=int, default=300)
    parser.add_argument("--seed", type=int, default=20261123)
    parser.add_argument("--viewports", type=int, default=3)
    parser.add_argument("--batch", type=int, default=12)
    parser.add_argument("--shrink-limit", type=int, default=120, help="attempts per failing case")
    parser.add_argument("--shrink-cases", type=int, default=5, help="failing cases to shrink")
    parser.add_argument("--start", type=int, default=0, help="first case number")
    arguments = parser.parse_args()
    binary = str(Path(arguments.binary).resolve())
    generator = layout_gen.Generator(arguments.seed)
    started = time.monotonic()
    refusals = collections.Counter()
    kinds = collections.Counter()
    failing = {}  # case number -> (case, viewports, lines)
    compiled = 0
    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as workdir:
        browser = playwright.chromium.launch(executable_path="/usr/lib/chromium/chromium")
        runner = Runner(binary, browser, workdir)
        if not runner.limits:
            sys.exit("generative: README.md has no 'Limits of the CSS compiler' list")
        numbers = range(arguments.start, arguments.start + arguments.layouts)
        # Batches share viewports: each batch takes the viewports of its first case.
        for first in range(0, len(numbers), arguments.batch):
            batch = []
            for n in numbers[first:first + arguments.batch]:
                case = generator.case(n)
                case["direction"] = direction_for(arguments.seed, n - n % arguments.batch)
                try:
                    limit = runner.refusal(case)
                except Failure as failure:
                    failing[n] = (case, viewports_for(arguments.seed, n - n % arguments.batch, arguments.viewports),
                                  [f"{failure.kind}: {failure.detail}"])
                    continue
                if limit:
                    refusals[limit] += 1
                else:
                    batch.append((n, case))
            compiled += len(batch)
            if not batch:
                continue
            # A batch's viewports follow from its place in the run (cases 0-11, 12-23, ...), so a
            # case checked alone (--start N --layouts 1) meets the viewports it failed at.
            viewports = viewports_for(arguments.seed, batch[0][0] - batch[0][0] % arguments.batch, arguments.viewports)
            for n, lines in runner.check(batch, viewports).items():
                case = dict(batch)[n]
                failing[n] = (case, viewports, lines)
            done = min(first + arguments.batch, len(numbers))
            if done % 60 < arguments.batch:
                print(f"  {done} layouts, {len(failing)} failing, {time.monotonic() - started:.0f} s", flush=True)
        checked = time.monotonic() - started
        known = KNOWN.get(arguments.seed, {})
        unexpected_passes = [n for n in known if n in numbers and n not in failing]
        still_known = {n: failing.pop(n) for n in list(failing) if n in known}
        for n, (_, _, lines) in failing.items():
            for kind in {failure_kind(line) for line in lines}:
                kinds[kind] += 1
        OUT.mkdir(exist_ok=True)
        shrunk = []
        for n in sorted(failing)[:arguments.shrink_cases]:
            case, viewports, lines = failing[n]
            small, at, attempts = runner.shrink(case, viewports, arguments.shrink_limit)
            try:
                compiles = runner.refusal(small) is None
            except Failure:
                compiles = False
            remaining = runner.check([(0, small)], at) if compiles else {}
            name = OUT / f"found-{arguments.seed}-{n}.json"
            name.write_text(json.dumps({
                "found": f"seed {arguments.seed}, case {n}, at {at[0][0]}x{at[0][1]}",
                "items": small["items"], "cell": small["cell"], "header": small["header"],
                "footer": small["footer"], "direction": small["direction"], "viewports": [list(v) for v in at],
                "failure": (remaining.get(0) or lines)[0], "layout": small["layout"]}, indent=1) + "\n")
            shrunk.append((n, name, attempts, len(json.dumps(case["layout"])), len(json.dumps(small["layout"]))))
        browser.close()
    total = arguments.layouts
    print(f"generative: seed {arguments.seed}, {total} layouts x {arguments.viewports} viewports: "
          f"{compiled} compiled and checked ({runner.boxes} boxes), {sum(refusals.values())} refused as limits, "
          f"{len(failing)} failing ({checked:.0f} s)")
    for limit, count in refusals.most_common():
        print(f"  refused {count:4} x {limit}")
    for kind, count in kinds.most_common():
        print(f"  FAIL    {count:4} x {kind}")
    for n in sorted(failing)[:20]:
        case, viewports, lines = failing[n]
        print(f"  case {n}: {lines[0]}" + (f" (and {len(lines) - 1} more)" if len(lines) > 1 else ""))
    for n in sorted(still_known):
        print(f"  known   case {n}: {known[n]}; {still_known[n][2][0]}")
    for n in unexpected_passes:
        print(f"  FAIL    case {n} is listed in KNOWN but passes now: remove it")
    for n, name, attempts, before, after in shrunk:
        print(f"  shrunk case {n} in {attempts} attempts, {before} -> {after} characters: {name.relative_to(ROOT)}")
    failed = len(failing) + len(unexpected_passes)
    print(f"generative: {total - len(failing) - len(still_known)} passed, {failed} failed, {len(still_known)} known "
          f"in {time.monotonic() - started:.0f} s")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
