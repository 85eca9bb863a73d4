"""The generative suite's helpers: the refusal check, a batch of cases built as one page and
checked in Chromium, and the kept-case files (test_generative.py draws the cases; test_geometry.py
checks the kept ones, Tests/Fixtures/layouts/found-*.json, with check_fixture).

A case (layout_gen.py) is one section of a generated site. `Runner.refusal` runs
`trellis css --layout CASE.json`: the layout compiles, or it exits 1 with
`FILE:LINE:COL: error: MESSAGE [ID]`, where ID is one of the compiler's limits, `css.limit.NAME`
(declared once in TrellisCSS's `CSSLimit`, and listed in LayoutFormat.md, "Limits of the CSS
compiler", which a Swift test keeps equal to the declarations); anything else raises Failure: an
unlocated error, a refusal that is not a limit, a crash, a hang. `Runner.check` builds compiled cases as the sections of
one real page (`trellis build`: real cells, headers, footers, swipe actions, validation) and
compares every box Chromium draws with `trellis frames` within 0.5 px (geometry.check_page, the
check the bundled pages get); on a Hebrew page (right to left) every box must equal the solver's
frames mirrored.

A kept case (`kept_case`, the format of Tests/Fixtures/layouts/found-*.json, which the Swift
suites decode too): found, items, cell, header, footer, direction, viewports, failure, layout (and
width and emptyMessage when the case has them).
"""
import collections
import json
import random
import re
import shutil
import subprocess
from pathlib import Path

import geometry

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / ".generative"
# A compile that takes longer than this is a hang, reported like a crash (a small layout compiles in
# milliseconds).
HANG_SECONDS = 60
LOCATED = re.compile(
    r"^(?P<file>[^:\n]+):(?P<line>\d+):(?P<column>\d+): error: (?P<message>.*) \[(?P<id>[\w.]+)\]$", re.M)
# The IDs of the CSS compiler's limits: a refusal with another ID is a failure.
LIMIT_PREFIX = "css.limit."
# Sixty distinct emoji: a section's items must have distinct identities.
EMOJI = list("😀😃😄😁😆😅🤣😂🙂🙃😉😊😇🥰😍🤩😘😗😚😙😋😛😜🤪😝🤑🤗🤭🤫🤔🤐🤨😐😑😶😏😒🙄😬🤥😌😔😪🤤😴😷🤒🤕🤢🤮🤧🥵🥶🥴😵🤯🤠🥳😎🤓🧐")
WORDS = "tiny small medium longer title with several words that wraps across lines in narrow cells".split()


def site_files(cases):
    """site.json and emoji.json for cases [(id, case)], each a section of page `gen`, in the
    first case's direction (a Hebrew site for right to left). A case's titles and its header and
    footer kinds follow its id: a case alone (id 0, as a kept case is checked) has titles
    "titles/0", a `title` header and a `title` footer. An empty case with an `emptyMessage` shows
    it (the section's `emptyMessage`)."""
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
        if case["items"] == 0 and case.get("emptyMessage"):
            section["emptyMessage"] = case["emptyMessage"]
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
        self.pages = 0
        self.boxes = 0

    def refusal(self, case):
        """None if the layout compiles; else (the ID of the limit a located refusal names, such as
        `css.limit.slotCount`, and its message). Raises Failure for anything else."""
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
        if not found["id"].startswith(LIMIT_PREFIX):
            raise Failure("a refusal that is not a limit", f"[{found['id']}] {found['message'][:300]}")
        return found["id"], found["message"]

    def check(self, cases, viewports, first_failing=False):
        """{case id: [failure lines]} for compiled cases [(id, case)], each at every viewport
        (with first_failing, none after the first viewport that fails). Counts the page loads
        and the boxes compared in self.pages and self.boxes."""
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
                    merged.update(self.check([case], viewports, first_failing))
                return merged
            return {cases[0][0]: [f"build failed: {result.stderr.strip()[:400]}"]}
        failures = collections.defaultdict(list)
        for viewport in dict.fromkeys(viewports):  # each once (shrinking makes them alike)
            try:
                found, compared = geometry.check_page(self.binary, self.browser, str(site_dir), output / "gen.html",
                                                      str(self.workdir), viewports=[viewport],
                                                      direction=cases[0][1].get("direction", "ltr"))
            except RuntimeError as error:  # trellis frames refused a measured section
                section = re.search(r"--section s(\d+)", str(error))
                found = [f"gen.html#s{section[1] if section else cases[0][0]} at {viewport[0]}x{viewport[1]}: {error}"]
                compared = 0
            self.pages += 1
            self.boxes += compared
            for line in found:
                section = re.match(r"gen\.html#s(\d+) ", line)
                failures[int(section[1]) if section else cases[0][0]].append(line)
            if first_failing and failures:
                break
        return dict(failures)


def check_fixture(binary, browser, path, workdir):
    """Failure lines for a kept minimal case (a file test_generative.py wrote, committed to
    Tests/Fixtures/layouts/): its section built as a page (section 0, alone), at the suite's five
    viewports and the ones it was found at."""
    case = json.loads(Path(path).read_text())
    runner = Runner(binary, browser, workdir)
    viewports = list(geometry.VIEWPORTS) + [tuple(v) for v in case.get("viewports", [])]
    try:
        if runner.refusal(case) is not None:
            return [f"{Path(path).name}: refused, but a kept case must compile"]
    except Failure as failure:
        return [f"{Path(path).name}: {failure.kind}: {failure.detail}"]
    return [f"{Path(path).name}: {line}" for lines in runner.check([(0, case)], viewports).values() for line in lines]


def kept_case(case, viewports, failure, found):
    """A case in the kept-case format, with the viewports it failed at and its first failure."""
    kept = {"found": found, "items": case["items"], "cell": case["cell"], "header": case["header"],
            "footer": case["footer"]}
    if case.get("width"):
        kept["width"] = case["width"]
    if case["items"] == 0 and case.get("emptyMessage"):
        kept["emptyMessage"] = case["emptyMessage"]
    kept.update({"direction": case.get("direction", "ltr"), "viewports": [list(v) for v in viewports],
                 "failure": failure, "layout": case["layout"]})
    return kept


def unkeepable(kept):
    """What in a kept case the Swift suites' KeptCase (the struct that decodes found-*.json, unknown
    keys refused) cannot decode yet: a cell with accessories."""
    reasons = []
    if not isinstance(kept["cell"], str):
        reasons.append("a cell with accessories (an object)")
    return reasons


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
