"""The schema suite's machinery: the four JSON Schemas as the binary under test prints them, the
decoder's verdict on a document, the input files of the repository, and the random mutations of
a valid layout (test_schemas.py has the tests, corpus.py the hand-written wrong inputs and the
lists of rules a schema cannot express).

A verdict (`Verdict`) is what Trellis says of an input: accepted (exit 0, warnings allowed) or
refused (exit 1), with every located problem as (file, ID, severity), read from the lines
`FILE:LINE:COL: error: MESSAGE [ID]`. The decoder is run as a site author runs it:
`trellis layout --layout FILE` for a layout file (it decodes the layout and checks it as a build
does, and writes nothing), `trellis check --site DIR` for site.json and the data files it names
(it loads and checks the site, and writes nothing). Each run is a process of 20 to 100 ms.

Agreement, what the suite checks, is one way strict and one way listed: whatever the decoder
accepts, the schema accepts (an editor must never mark a good file); whatever the decoder refuses
with an ID that is not in corpus.UNEXPRESSIBLE, the schema refuses too (at the file the error is
in). JSON the schema never sees (a file that is not JSON at all: a syntax error, bad UTF-8) is
the editor's JSON parser's to report, and is skipped.
"""
import json
import random
import re
import subprocess
from collections import namedtuple
from pathlib import Path

from jsonschema import Draft202012Validator

ROOT = Path(__file__).resolve().parents[2]
KINDS = ("site", "emoji", "characters", "layout")
# A problem line: `FILE:LINE:COL: SEVERITY: MESSAGE [ID]`, or without a place, `SEVERITY: MESSAGE [ID]`.
PROBLEM = re.compile(r"^(?:(?P<file>[^:\n]+):\d+:\d+: )?(?P<severity>error|warning): .* \[(?P<id>[a-z]+(?:\.[A-Za-z0-9]+)+)\]$",
                     re.M)
TIMEOUT = 60


class Verdict(namedtuple("Verdict", "accepted problems stderr")):
    """The decoder's answer: accepted (exit 0), and every problem line as (file, ID, severity)."""

    @property
    def errors(self):
        return [(file, id) for file, id, severity in self.problems if severity == "error"]

    @property
    def first_error(self):
        """The ID of the first error line, or None."""
        return self.errors[0][1] if self.errors else None


def run(binary, *arguments):
    """The verdict of `trellis ARGUMENTS`; raises AssertionError for a crash, a hang or a refusal
    without an error line (what the probe calls unlocated)."""
    try:
        result = subprocess.run([binary, *map(str, arguments)], capture_output=True, text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"trellis {' '.join(map(str, arguments))}: no answer in {TIMEOUT} s")
    problems = [(m["file"], m["id"], m["severity"]) for m in PROBLEM.finditer(result.stderr)]
    if result.returncode not in (0, 1):
        raise AssertionError(f"trellis {' '.join(map(str, arguments))} exited {result.returncode}: {result.stderr[-400:]}")
    verdict = Verdict(result.returncode == 0, problems, result.stderr)
    if not verdict.accepted and not verdict.errors:
        raise AssertionError(f"trellis {' '.join(map(str, arguments))} refused without an error line: "
                             f"{result.stderr[-400:]}")
    return verdict


def dumps(document):
    """`document` as JSON text, an infinite number written as 1e999 (which Python reads back as
    infinity, and Trellis refuses as out of range)."""
    return json.dumps(document, ensure_ascii=False, indent=1).replace("-Infinity", "-1e999").replace("Infinity", "1e999")


def decode_layout(binary, layout, path):
    """The decoder's verdict on `layout` (a JSON value), written to `path` as a layout file."""
    Path(path).write_text(dumps(layout))
    return run(binary, "layout", "--layout", path)


def check_site(binary, directory):
    """The decoder's verdict on the site in `directory` (site.json and its data files)."""
    return run(binary, "check", "--site", directory)


# -- the schemas -------------------------------------------------------------------------------------


def schema_texts(binary):
    """{kind: the schema's text, as `trellis schema KIND` prints it}."""
    texts = {}
    for kind in KINDS:
        result = subprocess.run([binary, "schema", kind], capture_output=True, text=True, timeout=TIMEOUT)
        assert result.returncode == 0, f"trellis schema {kind} exited {result.returncode}: {result.stderr[-400:]}"
        texts[kind] = result.stdout
    return texts


def validators(texts):
    """{kind: a Draft202012Validator of the schema}, each made once (it compiles as it validates)."""
    return {kind: Draft202012Validator(json.loads(text)) for kind, text in texts.items()}


def refusal(validator, document):
    """None if `document` is valid; else the first error the schema finds, in words (its path in
    the document and the reason), for a failure message."""
    error = next(iter(validator.iter_errors(document)), None)
    if error is None:
        return None
    where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path) or "(the document)"
    return f"{where}: {error.message[:300]}"


# -- the inputs of the repository --------------------------------------------------------------------


def repository_json(folders):
    """Every JSON file under `folders` (relative to the repository) that git tracks or would track
    (ignored files, such as a generated Examples/unicode/emoji.json, left out), sorted."""
    result = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "--", *folders], cwd=ROOT,
                            capture_output=True, text=True, check=True)
    return sorted(p for p in result.stdout.splitlines() if p.endswith(".json") and (ROOT / p).is_file())


def data_files(site_json):
    """{path relative to the repository: "emoji" or "characters"} for the data files a site.json
    (a path relative to the repository) names."""
    site = json.loads((ROOT / site_json).read_text())
    named = {}
    folder = Path(site_json).parent
    for kind in ("emoji", "characters"):
        paths = site.get("data", {}).get(kind, [])
        for path in [paths] if isinstance(paths, str) else paths:
            named[str(Path(_normalised(folder / path)))] = kind
    return named


def _normalised(path):
    parts = []
    for part in Path(path).parts:
        if part == ".." and parts:
            parts.pop()
        elif part != ".":
            parts.append(part)
    return Path(*parts)


# -- mutations of a valid document -------------------------------------------------------------------

# Keys of which a layout object takes exactly one (or at most one): a second one of a family, beside
# the one the object has, is an exactly-one violation.
FAMILIES = [
    ("fractionalWidth", "fractionalHeight", "absolute", "estimated"),
    ("item", "horizontal", "vertical"),
    ("fixed", "flexible"),
    ("section", "list", "preset"),
    ("subitems", "subitem", "repeatingSubitem"),
    ("absoluteOffset", "fractionalOffset"),
    ("style", "backgroundColor"),
    ("copy", "link"),
]
# Values of other JSON types, numbers that break ranges, and strings of every length.
OTHER_VALUES = ["x", "", 1, True, None, [], {}, {"x": 1}, [1]]
NUMBERS = [-1, 0, 1e9, 2.5, -0.5, 1e300, 100001, 0.0001, 65]


def paths(node, prefix=()):
    """Every path into `node` (a JSON value), the root's () first, depth first."""
    found = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            found += paths(value, prefix + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += paths(value, prefix + (index,))
    return found


def get(node, path):
    for step in path:
        node = node[step]
    return node


def misspell(word, rng):
    """A near miss of `word`: a letter dropped, doubled or swapped, its case changed, or a British
    spelling (Behavior -> Behaviour)."""
    if "Behavior" in word and rng.random() < 0.5:
        return word.replace("Behavior", "Behaviour")
    if len(word) < 2:
        return word + "x"
    at = rng.randint(0, len(word) - 2)
    way = rng.choice(["drop", "double", "swap", "case", "plural"])
    if way == "drop":
        return word[:at] + word[at + 1:]
    if way == "double":
        return word[:at] + word[at] + word[at:]
    if way == "swap" and word[at] != word[at + 1]:
        return word[:at] + word[at + 1] + word[at] + word[at + 2:]
    if way == "case":
        return word[:at] + word[at].swapcase() + word[at + 1:]
    return word + "s"


MUTATIONS = ("delete", "misspell key", "other type", "number", "misspell value", "second of a family",
             "unknown key", "empty list", "duplicate element")


def mutate(document, rng):
    """(a copy of `document` with one random change, the change in words), or None when the chosen
    change does not apply where it was to be made. `rng` has the methods of random.Random used
    here (random, randint, choice)."""
    document = json.loads(json.dumps(document))
    every = paths(document)
    path = every[rng.randint(0, len(every) - 1)]
    kind = rng.choice(MUTATIONS)
    node = get(document, path)
    parent = get(document, path[:-1]) if path else None
    where = "/".join(map(str, path)) or "(root)"
    if kind == "delete" and path:
        if isinstance(parent, list):
            parent.pop(path[-1])
        else:
            del parent[path[-1]]
        return document, f"delete {where}"
    if kind == "misspell key" and path and isinstance(parent, dict):
        wrong = misspell(path[-1], rng)
        if wrong in parent:
            return None
        parent[wrong] = parent.pop(path[-1])
        return document, f"rename {where} to {wrong!r}"
    if kind == "other type":
        value = rng.choice(OTHER_VALUES)
        if type(value) is type(node) or (path == () and isinstance(value, dict)):
            return None
        if not path:
            return value, f"the document replaced by {json.dumps(value)}"
        parent[path[-1]] = value
        return document, f"{where} = {json.dumps(value)}"
    if kind == "number" and path and isinstance(node, (int, float)) and not isinstance(node, bool):
        value = rng.choice(NUMBERS)
        if value == node:
            return None
        parent[path[-1]] = value
        return document, f"{where} = {value!r} (was {node!r})"
    if kind == "misspell value" and path and isinstance(node, str):
        wrong = misspell(node, rng)
        if wrong == node:
            return None
        parent[path[-1]] = wrong
        return document, f"{where} = {wrong!r} (was {node!r})"
    if kind == "second of a family" and isinstance(node, dict):
        for family in FAMILIES:
            present = [key for key in family if key in node]
            absent = [key for key in family if key not in node]
            if len(present) == 1 and absent:
                second = rng.choice(absent)
                node[second] = json.loads(json.dumps(node[present[0]]))
                return document, f"{where}: {second!r} beside {present[0]!r}"
        return None
    if kind == "unknown key" and isinstance(node, dict):
        key = rng.choice(["titel", "note", "id", "$comment", "layout", "count", "edges"])
        if key in node:
            return None
        node[key] = rng.choice([1, "x", True])
        return document, f"{where}: unknown key {key!r}"
    if kind == "empty list" and isinstance(node, list) and node:
        node.clear()
        return document, f"{where} = []"
    if kind == "duplicate element" and isinstance(node, list) and node:
        node.append(json.loads(json.dumps(node[rng.randint(0, len(node) - 1)])))
        return document, f"{where}: an element repeated"
    return None


def seeded(seed):
    """A random.Random(seed), for a seeded case."""
    return random.Random(seed)
