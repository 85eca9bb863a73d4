"""The JSON Schemas of the four files a site author writes (`trellis schema site|emoji|characters|
layout`, kept in Schemas/) against the decoder, which stays the authority.

    .venv/bin/pytest Tests/Schemas -n 2                 the quick tier
    .venv/bin/pytest Tests/Schemas --tier full -n 2     more generated layouts and mutations
    .venv/bin/pytest Tests/Schemas -k corpus            one group (schemas, inputs, init, generated,
                                                        probe, corpus, coverage, mutations, kept)

What is checked (agreement.py has the machinery, corpus.py the wrong inputs and the lists):
  1. each schema is a valid 2020-12 schema, and Schemas/KIND.schema.json is what the binary prints;
  2. every input file of the repository validates (found, not listed: site.json files, the data
     files each names, the layout fixtures), every other JSON file there is listed in NOT_INPUTS
     with why, and the site `trellis init` writes validates, holds copies of the schemas and builds;
  3. the layout generator's cases (Tests/Browser/layout_gen.py, seeded: 40 quick, 400 full)
     validate, and `trellis layout` accepts each;
  4. agreement on wrong inputs: the decoder accepts => the schema accepts; the decoder refuses
     with an ID not in corpus.UNEXPRESSIBLE => the schema refuses that file. On (a) the probe's
     cases that change only JSON files (Tests/Probe/probing.py), (b) the hand-written corpus, each
     entry's ID exactly (and an ID listed as unexpressible must be accepted by the schema), with
     every documented ID of the json, site, layout and data families placed, and (c) Hypothesis:
     one random mutation of a generated layout or a base document (60 quick, 300 full,
     derandomised in the full tier). A disagreement Hypothesis finds is shrunk; kept as a fixture
     in Tests/Fixtures/schemas/ (its README.md), it is checked on every run.
"""
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import agreement
import corpus
from agreement import ROOT

for folder in ("Tests/Browser", "Tests/Probe"):
    if str(ROOT / folder) not in sys.path:
        sys.path.insert(0, str(ROOT / folder))
import layout_gen  # noqa: E402
from drawing import Draws  # noqa: E402
import probing  # noqa: E402

VALIDATION_MD = ROOT / "Sources/Trellis/Trellis.docc/Validation.md"
KEPT = ROOT / "Tests/Fixtures/schemas"
# The folders whose JSON files are inputs (or listed in NOT_INPUTS).
FOLDERS = ["Data", "Catalog", "Examples", "Tests/Fixtures"]
# JSON files in those folders that are not inputs of these four kinds, by path (or folder, ending
# in /), with why.
NOT_INPUTS = {
    "Tests/Fixtures/golden/frames-worked-a.json": "golden output of `trellis frames`",
    "Tests/Fixtures/pictures/expected.json": "what the picture checks expect of each fixture picture",
    "Tests/Fixtures/measured/list-rows.json": "measured heights, `trellis frames --measured`'s input",
    "Tests/Fixtures/schemas/": "this suite's kept disagreements: wrong documents wrapped with their kind",
}
# Data files a site.json names that the repository does not keep, with why.
GENERATED = {
    "Examples/unicode/emoji.json": "written by `trellis import` (Examples/unicode/README.md); git-ignored",
}
TIER_FULL = settings.get_current_profile_name() == "full"


def inputs():
    """{path relative to the repository: kind} for every input file in FOLDERS, found: each
    site.json, the data files it names, and the layout fixtures (Tests/Fixtures/layouts/*.json)."""
    found = {}
    for path in agreement.repository_json(FOLDERS):
        if Path(path).name == "site.json":
            found[path] = "site"
            for data, kind in agreement.data_files(path).items():
                found[data] = kind
        elif path.startswith("Tests/Fixtures/layouts/"):
            found[path] = "layout"
    return found


INPUTS = inputs()


def document_of(path, kind):
    """The document of an input file that its schema validates: a kept generated case (a layout
    fixture that wraps its layout, generative.is_kept_case) is its `layout`."""
    document = json.loads((ROOT / path).read_text())
    if kind == "layout" and "layout" in document:
        return document["layout"]
    return document


def parsed(content):
    """The JSON value of `content` (bytes), or None when it is not JSON an editor's parser reads
    (not UTF-8, a syntax error, NaN)."""
    def refuse(constant):
        raise ValueError(constant)
    try:
        return json.loads(content.decode("utf-8"), parse_constant=refuse)
    except (ValueError, RecursionError):
        return None


def exempt(identifier):
    """Whether a refusal with this ID need not be the schema's too."""
    return identifier in corpus.UNEXPRESSIBLE or identifier in corpus.NOT_DECODING


def agree(validator, document, verdict, file, what):
    """Asserts agreement for one file: the decoder accepted => the schema accepts; the decoder
    refused with an error at `file` (a Path) whose ID is not exempt => the schema refuses."""
    refused = agreement.refusal(validator, document)
    if verdict.accepted:
        assert refused is None, (f"{what}: the decoder accepts it, the schema refuses it: {refused}\n"
                                 f"document: {agreement.dumps(document)[:2000]}")
        return
    here = [identifier for name, identifier in verdict.errors if name and Path(name).resolve() == file.resolve()]
    expressible = [identifier for identifier in here if not exempt(identifier)]
    if expressible:
        assert refused is not None, (f"{what}: the decoder refuses it [{expressible[0]}], the schema accepts it\n"
                                     f"decoder: {verdict.stderr.strip().splitlines()[0][:400]}\n"
                                     f"document: {agreement.dumps(document)[:2000]}")


# -- 1. the schemas -----------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", agreement.KINDS)
def test_schema_is_valid(kind, schema_texts):
    schema = json.loads(schema_texts[kind])
    assert schema.get("$schema") == "https://json-schema.org/draft/2020-12/schema"
    agreement.Draft202012Validator.check_schema(schema)
    kept = ROOT / "Schemas" / f"{kind}.schema.json"
    assert kept.is_file(), f"{kept.relative_to(ROOT)} is missing: `trellis schema {kind} > {kept.relative_to(ROOT)}`"
    assert kept.read_text() == schema_texts[kind], (f"{kept.relative_to(ROOT)} differs from `trellis schema {kind}`: "
                                                    "write it again")


# -- 2. the repository's inputs ---------------------------------------------------------------------------


@pytest.mark.parametrize("path", sorted(INPUTS))
def test_input_validates(path, validators):
    if path in GENERATED and not (ROOT / path).is_file():
        pytest.skip(f"{path}: {GENERATED[path]}")
    assert (ROOT / path).is_file(), f"{path} is named by a site.json but missing (list it in GENERATED with why)"
    refused = agreement.refusal(validators[INPUTS[path]], document_of(path, INPUTS[path]))
    assert refused is None, f"{path} ({INPUTS[path]} schema): {refused}"


def test_every_json_file_is_placed():
    """Every JSON file in FOLDERS is an input the suite validates, or listed in NOT_INPUTS, so that
    a new kind of input cannot slip past."""
    unplaced = [path for path in agreement.repository_json(FOLDERS)
                if path not in INPUTS and not any(path == listed or (listed.endswith("/") and path.startswith(listed))
                                                  for listed in NOT_INPUTS)]
    assert not unplaced, f"JSON files that are neither inputs nor listed in NOT_INPUTS: {unplaced}"
    stale = [listed for listed in NOT_INPUTS if not listed.endswith("/") and not (ROOT / listed).is_file()]
    assert not stale, f"NOT_INPUTS lists files that are gone: {stale}"


def test_init_site(trellis, validators, schema_texts, tmp_path):
    site = tmp_path / "site"
    result = subprocess.run([trellis, "init", str(site)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    for kind in ("site", "emoji", "characters"):
        document = json.loads((site / f"{kind}.json").read_text())
        assert document.get("$schema") == f"./schemas/{kind}.schema.json", f"{kind}.json's $schema"
        refused = agreement.refusal(validators[kind], document)
        assert refused is None, f"trellis init's {kind}.json: {refused}"
    for kind in agreement.KINDS:
        written = site / "schemas" / f"{kind}.schema.json"
        assert written.read_text() == schema_texts[kind], f"{written.name} differs from `trellis schema {kind}`"
        kept = ROOT / "Schemas" / f"{kind}.schema.json"
        if kept.is_file():
            assert written.read_text() == kept.read_text(), f"{written.name} differs from Schemas/{kept.name}"
    built = subprocess.run([trellis, "build", "--site", str(site), "--output", str(tmp_path / "out")],
                           capture_output=True, text=True, timeout=120)
    assert built.returncode == 0, built.stderr[-1000:]


# -- 3. generated layouts -------------------------------------------------------------------------------

SEEDS_PER_CHUNK = 20
CHUNKS = [pytest.param(chunk, id=f"seeds-{chunk * SEEDS_PER_CHUNK}-{(chunk + 1) * SEEDS_PER_CHUNK - 1}",
                       marks=[pytest.mark.full] if chunk >= 2 else []) for chunk in range(20)]


@pytest.mark.parametrize("chunk", CHUNKS)
def test_generated_layouts(chunk, trellis, validators, tmp_path):
    """layout_gen's cases, seeded (random.Random(seed)): 40 in the quick tier, 400 in the full."""
    for seed in range(chunk * SEEDS_PER_CHUNK, (chunk + 1) * SEEDS_PER_CHUNK):
        layout = layout_gen.case(agreement.seeded(seed))["layout"]
        refused = agreement.refusal(validators["layout"], layout)
        assert refused is None, f"seed {seed}: the schema refuses a generated layout: {refused}\n{json.dumps(layout)}"
        verdict = agreement.decode_layout(trellis, layout, tmp_path / f"seed-{seed}.json")
        assert verdict.accepted, f"seed {seed}: trellis layout refuses a generated layout: {verdict.stderr[:400]}"


# -- 4a. the probe's cases ---------------------------------------------------------------------------------


def _snapshot(directory):
    result = {}
    for path in sorted(Path(directory).rglob("*")):
        if path.is_symlink() or not (path.is_file() or path.is_dir()):
            result[str(path.relative_to(directory))] = ("other",)
        elif path.is_file():
            result[str(path.relative_to(directory))] = ("file", path.read_bytes())
    return result


def json_only(case, site):
    """Whether a probe case changes only JSON files that stay regular files (no file made, gone,
    or turned into a FIFO, a folder or a link), applied to `site`, a fresh copy of the fixture."""
    before = _snapshot(site)
    try:
        case.mutate(site)
    except OSError:
        return False
    after = _snapshot(site)
    if set(before) != set(after):
        return False
    changed = [name for name in before if before[name] != after[name]]
    return bool(changed) and all(name.endswith(".json") and after[name][0] == "file" for name in changed)


PROBE_CASES = probing.cases()


# The cases of megabytes of text take seconds of validation each: the full tier's.
LARGE = re.compile(r"\d+ Mi?B")


@pytest.mark.parametrize("case", [pytest.param(case, id=case.id, marks=[pytest.mark.full] if LARGE.search(case.label) else [])
                                  for case in PROBE_CASES])
def test_probe_case(case, trellis, validators, tmp_path):
    site = tmp_path / "site"
    shutil.copytree(probing.FIXTURE, site)
    if not json_only(case, site):
        pytest.skip("changes more than the JSON content of the files (a FIFO, a folder, a template...)")
    verdict = agreement.check_site(trellis, site)
    for name, kind in (("site.json", "site"), ("emoji.json", "emoji"), ("characters.json", "characters")):
        document = parsed((site / name).read_bytes())
        if document is None:
            continue  # not JSON (syntax, bad UTF-8): the editor's parser reports it
        agree(validators[kind], document, verdict, site / name, f"probe case {case.id}, {name}")


# -- 4b. the corpus ---------------------------------------------------------------------------------------


def site_folder(work, kind, document):
    """A site folder in `work` holding the corpus's base site.json, emoji.json and characters.json,
    with `document` as the file of `kind`."""
    folder = Path(work) / "site"
    folder.mkdir(exist_ok=True)
    files = {"site": corpus.SITE, "emoji": corpus.EMOJI, "characters": corpus.CHARACTERS}
    files[kind] = document
    for name, content in files.items():
        (folder / f"{name}.json").write_text(agreement.dumps(content))
    return folder


def verdict_of(trellis, kind, document, work):
    """(the decoder's verdict, the file the document was written to)."""
    if kind == "layout":
        path = Path(work) / "layout.json"
        return agreement.decode_layout(trellis, document, path), path
    folder = site_folder(work, kind, document)
    return agreement.check_site(trellis, folder), folder / f"{kind}.json"


@pytest.mark.parametrize("wrong", [pytest.param(w, id=re.sub(r"[^A-Za-z0-9.+-]+", "-", w.label)) for w in corpus.CORPUS])
def test_corpus(wrong, trellis, validators, tmp_path):
    document = json.loads(agreement.dumps(wrong.document()))  # as an editor reads the file (1e999 is infinity)
    verdict, _ = verdict_of(trellis, wrong.kind, wrong.document(), tmp_path)
    assert not verdict.accepted, f"{wrong.label}: the decoder accepts it; expected [{wrong.id}]"
    assert verdict.first_error == wrong.id, (f"{wrong.label}: the decoder's first error is [{verdict.first_error}], "
                                             f"expected [{wrong.id}]: {verdict.stderr.strip()[:400]}")
    refused = agreement.refusal(validators[wrong.kind], document)
    if wrong.id in corpus.UNEXPRESSIBLE:
        assert refused is None, (f"{wrong.label}: [{wrong.id}] is listed as unexpressible, but the {wrong.kind} schema "
                                 f"refuses it ({refused}): take it off corpus.UNEXPRESSIBLE")
    else:
        assert refused is not None, (f"{wrong.label}: the decoder refuses it [{wrong.id}], the {wrong.kind} schema "
                                     f"accepts it\ndocument: {agreement.dumps(document)[:1500]}")


def documented_ids(families=("json", "site", "layout", "data", "text")):
    """The IDs Validation.md lists ("Every diagnostic ID") for `families`."""
    text = VALIDATION_MD.read_text()
    listed = text[text.index("<!-- ids:"):text.index("<!-- end of ids -->")]
    return {identifier for identifier in re.findall(r"`([a-z]+\.[A-Za-z0-9]+)`", listed)
            if identifier.split(".")[0] in families}


def test_corpus_coverage():
    """Every documented ID of the json, site, layout, data and text families is placed: in the
    corpus, UNEXPRESSIBLE, WARNINGS or NOT_DECODING (and in only one of the three lists)."""
    documented = documented_ids()
    assert len(documented) > 100, "Validation.md's list of IDs was not found"
    lists = {"UNEXPRESSIBLE": corpus.UNEXPRESSIBLE, "WARNINGS": corpus.WARNINGS, "NOT_DECODING": corpus.NOT_DECODING}
    placed = {w.id for w in corpus.CORPUS} | set().union(*lists.values())
    assert not sorted(documented - placed), f"documented IDs placed nowhere: {sorted(documented - placed)}"
    unknown = sorted(placed - documented_ids(families=("json", "site", "layout", "data", "text", "file")))
    assert not unknown, f"IDs in corpus.py that Validation.md does not list: {unknown}"
    for first, second in ((a, b) for a in lists for b in lists if a < b):
        assert not set(lists[first]) & set(lists[second]), f"in both {first} and {second}: {set(lists[first]) & set(lists[second])}"
    assert not {w.id for w in corpus.CORPUS} & set(corpus.NOT_DECODING), "a corpus ID is listed as not decoding"


# -- 4c. mutations ------------------------------------------------------------------------------------------

BASE_CHOICES = ["generated"] * 6 + ["site", "emoji", "characters", "list"]


@st.composite
def mutated(draw):
    """(kind, document, the change in words): a generated layout (layout_gen, every choice a draw)
    or one of corpus.BASES, with one random change (agreement.mutate)."""
    rng = Draws(draw)
    base = rng.choice(BASE_CHOICES)
    if base == "generated":
        kind, document = "layout", layout_gen.case(rng)["layout"]
    else:
        kind, document = corpus.BASES[base][0], corpus.copy(corpus.BASES[base][1])
    for _ in range(5):
        change = agreement.mutate(document, rng)
        if change is not None:
            return kind, change[0], change[1]
    return kind, document, "unchanged"


@settings(max_examples=300 if TIER_FULL else 60, derandomize=TIER_FULL, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much,
                                 HealthCheck.function_scoped_fixture])
@given(case=mutated())
def test_mutations(case, trellis, validators, tmp_path):
    """One random change of a valid document: the decoder and the schema agree."""
    kind, document, change = case
    work = tmp_path / "m"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir()
    verdict, path = verdict_of(trellis, kind, document, work)
    agree(validators[kind], json.loads(agreement.dumps(document)), verdict, path, f"{kind}: {change}")


KEPT_CASES = sorted(KEPT.glob("*.json"))


@pytest.mark.parametrize("path", [pytest.param(p, id=p.stem) for p in KEPT_CASES])
def test_kept_disagreement(path, trellis, validators, tmp_path):
    """A disagreement found by test_mutations, kept: {"kind", "change", "document"}."""
    case = json.loads(path.read_text())
    verdict, written = verdict_of(trellis, case["kind"], case["document"], tmp_path)
    agree(validators[case["kind"]], case["document"], verdict, written, f"{path.name}: {case['change']}")
