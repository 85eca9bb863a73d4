"""The bad-input probe's machinery: the cases, and `run_case`, which builds the fixture site, breaks
it one way, builds it again (twice if it builds) into the same output and says how that went.

A case is handled when Trellis answers with a located error (or a located warning and a good
site), a non-zero exit for an error, no crash, no hang, and the previous output (and files Trellis
did not write) left exactly as they were, with the output's folders keeping the mode, group and
setgid bit they were given. Anything else is one of: crash, hang, unlocated, damaged, lost,
permissions (KINDS). test_probe.py runs one test per case; conftest.py prints the table by class.
"""
import atexit
import hashlib
import json
import os
import re
import shutil
import subprocess
import tempfile
from collections import namedtuple
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "Tests/Fixtures/site"
# Seconds each build of a case may take before it counts as a hang: TRELLIS_PROBE_TIMEOUT, or 30.
# (An environment variable, not a pytest option: an option added by this folder's conftest.py
# would be known only when the run names this folder, not on `pytest Tests`.)
TIMEOUT = float(os.environ.get("TRELLIS_PROBE_TIMEOUT", "30"))

# The classes of the table, in order, and the kinds of result.
CLASSES = ("numbers", "strings", "templates", "images", "files", "head")
KINDS = ("handled", "crash", "hang", "unlocated", "damaged", "lost", "permissions")
HANDLED = ("handled: a located error (or a located warning and a good site), no crash or hang, "
           "the previous output, the user's files and the folders' modes kept")

LOCATED = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):(?P<column>\d+): (error|warning): ")
# Every diagnostic ends with its ID: `... [file.missing]`.
DIAGNOSTIC_ID = re.compile(r" \[(?P<id>[a-z]+(?:\.[A-Za-z0-9]+)+)\]$")
# The problems that have no line to point at, by ID: the file itself is the problem (missing, a
# folder, a link, a name no page can link to, a template name no template has), or the output is.
WHOLE_FILE_IDS = {
    "file.missing", "file.directory", "file.notRegular", "file.unreadable", "template.unknownTemplate",
    "template.frameNotOverridable", "output.unreadableStaticFile", "output.staticFileCollides",
    "output.staticNameNotUTF8", "output.staticLinkNotCopied", "output.staticNotAFile",
}
OUTPUT_IDS = {"output.cannotWrite", "output.cannotKeep", "output.userFileInTheWay", "output.outputNotADirectory",
              "output.refusingOutput"}

HEADER = {"elementKind": "header", "alignment": "top",
          "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 30}}}
LAYOUT = {"section": {"group": {"horizontal": {
    "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}},
    "subitems": [{"item": {"layoutSize": {"widthDimension": {"absolute": 44}, "heightDimension": {"absolute": 44}}}}]}},
    "boundarySupplementaryItems": [HEADER]}}


class Case(namedtuple("Case", "klass label mutate")):
    """One bad input: its class, what it is, and the function that breaks the site folder."""

    @property
    def id(self):
        """CLASS-LABEL with the label's spaces and punctuation as dashes: a name `pytest -k` takes."""
        return self.klass + "-" + re.sub(r"[^A-Za-z0-9.+-]+", "-", self.label.replace(",", "")).strip("-")


def tree(directory):
    """Every entry below `directory`, by path relative to it: kind, inode, mtime and a hash of its
    bytes."""
    result = {}
    for path in sorted(Path(directory).rglob("*")):
        status = path.lstat()
        name = str(path.relative_to(directory))
        if path.is_symlink():
            result[name] = ("link", os.readlink(path))
        elif path.is_fifo():
            result[name] = ("fifo", status.st_ino)
        elif path.is_dir():
            result[name] = ("dir",)
        else:
            result[name] = ("file", status.st_ino, status.st_mtime_ns, hashlib.sha1(path.read_bytes()).hexdigest())
    return result


def folder_modes(directory):
    """The mode, owner and group of `directory` and every folder in it, by path relative to it."""
    result = {}
    for path in [Path(directory)] + sorted(Path(directory).rglob("*")):
        if path.is_dir() and not path.is_symlink():
            status = path.lstat()
            result[str(path.relative_to(directory))] = (oct(status.st_mode & 0o7777), status.st_uid, status.st_gid)
    return result


def describe(entry):
    """An entry of a `tree`, in words."""
    if entry[0] == "file":
        return f"a file (inode {entry[1]}, mtime {entry[2]}, sha1 {entry[3][:12]})"
    if entry[0] == "link":
        return f"a link to {entry[1]}"
    return {"fifo": "a FIFO", "dir": "a folder"}[entry[0]]


def difference(before, after, names):
    """What became of the first of `names` (entries of two `tree`s) that is not as it was."""
    for name in sorted(names):
        if name not in after:
            return f"{name} is gone (was {describe(before[name])})"
        if name not in before:
            return f"{name} appeared ({describe(after[name])})"
        if after[name] != before[name]:
            return f"{name} changed: {describe(before[name])} became {describe(after[name])}"
    return None


def edit(name, change):
    def apply(site):
        path = site / name
        path.write_text(change(path.read_text()))
    return apply


def json_edit(name, change):
    def apply(site):
        path = site / name
        data = json.loads(path.read_text())
        change(data)
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1))
    return apply


def write(name, content):
    def apply(site):
        path = site / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() or path.is_symlink():
            path.unlink()
        path.write_bytes(content if isinstance(content, bytes) else content.encode())
    return apply


def fifo(name):
    def apply(site):
        path = site / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            path.unlink()
        os.mkfifo(path)
    return apply


def layout_case(change):
    def apply(site):
        layout = json.loads(json.dumps(LAYOUT))
        change(layout)
        data = json.loads((site / "site.json").read_text())
        data["pages"][0]["sections"][0]["layout"] = layout
        (site / "site.json").write_text(json.dumps(data, indent=1))
    return apply


def at(path, value):
    def change(layout):
        node = layout
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
    return change


def cases():
    """Every case, class by class (CLASSES), in a fixed order."""
    group = ["section", "group", "horizontal"]
    item = group + ["subitems", 0, "item"]
    numbers = []
    for value in [1e13, 1e19, 1e300, -5, 0.0, 2**63]:
        numbers.append((f"absolute {value}", layout_case(at(item + ["layoutSize", "widthDimension"], {"absolute": value}))))
        numbers.append((f"fraction {value}", layout_case(at(item + ["layoutSize", "widthDimension"], {"fractionalWidth": value}))))
        numbers.append((f"count {value}", layout_case(lambda l, v=value: l["section"]["group"].update(
            {"horizontal": {"layoutSize": l["section"]["group"]["horizontal"]["layoutSize"],
                            "subitem": l["section"]["group"]["horizontal"]["subitems"][0], "count": v}}))))
        numbers.append((f"interSectionSpacing {value}", json_edit("site.json", lambda d, v=value: d["layoutConfiguration"].__setitem__("interSectionSpacing", v))))
        numbers.append((f"zIndex {value}", layout_case(at(["section", "boundarySupplementaryItems"], [dict(HEADER, zIndex=value)]))))
    deep = {"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}}
    for depth in range(40):
        deep = {("horizontal" if depth % 2 else "vertical"): {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44} if depth == 39 else {"fractionalHeight": 1}}, "subitems": [deep]}}
    numbers.append(("groups nested 40 deep", layout_case(lambda l: l["section"].__setitem__("group", deep))))

    strings = [
        ("NUL in a title", edit("emoji.json", lambda t: t.replace('"title": "', '"title": "\\u0000', 1))),
        ("escape character in a title", edit("emoji.json", lambda t: t.replace('"title": "', '"title": "\\u001b[31m', 1))),
        ("3 MiB title", edit("emoji.json", lambda t: t.replace('"title": "', '"title": "' + "x" * 3 * 2**20, 1))),
        ("10 MB site title", edit("site.json", lambda t: t.replace('"title": "', '"title": "' + "y" * 10**7, 1))),
        ("invalid UTF-8 in data", lambda s: (s / "emoji.json").write_bytes((s / "emoji.json").read_bytes().replace(b'"title": "', b'"title": "\xff\xfe', 1))),
        ("unterminated string", edit("emoji.json", lambda t: t[: t.index('"title": "') + 12])),
        ("trailing comma", edit("emoji.json", lambda t: t.replace("}", "},", 1))),
        ("JSON nested 1,000 deep", write("emoji.json", "[" * 1000 + "]" * 1000)),
        ("empty data file", write("emoji.json", "")),
        ("language hebrew!", edit("site.json", lambda t: t.replace('"language": "en"', '"language": "hebrew!"'))),
        ("duplicate section id", json_edit("site.json", lambda d: d["pages"][0]["sections"][1].__setitem__("id", d["pages"][0]["sections"][0]["id"]))),
        ("section id with spaces and &", json_edit("site.json", lambda d: d["pages"][0]["sections"][0].__setitem__("id", "sky & weather"))),
        ("unknown key", edit("site.json", lambda t: t.replace('"title"', '"titel"', 1))),
        ("imageName with a path", edit("characters.json", lambda t: t.replace('"imageName": "', '"imageName": "../../', 1))),
        ("imageName with a space and accents", edit("characters.json", lambda t: t.replace('"imageName": "', '"imageName": "éponine thénardier ', 1))),
        ("U+FFFE in a title", edit("emoji.json", lambda t: t.replace('"title": "', '"title": "\ufffe', 1))),
        ("escaped U+FFFF in a job", edit("characters.json", lambda t: t.replace('"job": "', '"job": "\\uFFFF', 1))),
        ("U+FDD0 in the site title", edit("site.json", lambda t: t.replace('"title": "', '"title": "\ufdd0', 1))),
        ("escaped U+10FFFF in a title", edit("emoji.json", lambda t: t.replace('"title": "', '"title": "\\udbff\\udfff', 1))),
        ("backspace escape in a title", edit("emoji.json", lambda t: t.replace('"title": "', '"title": "\\b', 1))),
        ("XSS in a title", edit("emoji.json", lambda t: t.replace('"title": "', '"title": "<script>alert(1)</script>\\" onmouseover=\\"x', 1))),
    ]
    templates = [
        ("value in onclick", write("Templates/cell-grid.mustache", '<b onclick="{{title}}">{{text}}</b>')),
        ("value in script", write("Templates/cell-grid.mustache", "<script>{{title}}</script>")),
        ("value unquoted", write("Templates/cell-grid.mustache", "<b class={{title}}>x</b>")),
        ("changed delimiters", write("Templates/cell-grid.mustache", "{{=<% %>=}}<b><%title%></b>")),
        ("3,000 nested sections", write("Templates/cell-grid.mustache", "{{#text}}" * 3000 + "{{/text}}" * 3000)),
        ("100 KB comment in the page", lambda s: write("Templates/page.mustache", (ROOT / "Templates/page.mustache").read_text().replace("<body>", "<body><!-- " + "x" * 100_000 + " -->"))(s)),
        ("bad section close", write("Templates/cell-grid.mustache", "{{#text}}{{/title}}")),
        ("invalid UTF-8 template", write("Templates/cell-grid.mustache", b"<b>\xff</b>")),
        ("element left open", write("Templates/cell-grid.mustache", "<span>{{title}}\n")),
        ("HTML void element", write("Templates/cell-grid.mustache", "<p>{{title}}<br></p>")),
        ("HTML entity", write("Templates/cell-grid.mustache", "<p>{{title}}&nbsp;</p>")),
        ("stray end tag, changed delimiters", write("Templates/cell-grid.mustache", "{{=<% %>=}}<b><%title%></b></div>")),
        ("page template left open", lambda s: write("Templates/page.mustache", (ROOT / "Templates/page.mustache").read_text().replace("</main>", ""))(s)),
        ("unknown template name", write("Templates/cell-gird.mustache", "x")),
        ("U+FFFE in a template", write("Templates/cell-grid.mustache", "<b>{{title}}\ufffe</b>")),
        ("control character in a template", write("Templates/cell-grid.mustache", "<b>{{title}}\x01</b>")),
    ]
    images = [
        ("SVG with script", write("images/alice.svg", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
        ("SVG with onload", write("images/alice.svg", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
        ("SVG width 1e300", write("images/alice.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="1e300" height="1e300"/>')),
        ("SVG width nan", write("images/alice.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="nan" height="inf"/>')),
        ("PNG of garbage", write("images/alice.png", b"\x89PNG\r\n\x1a\n" + b"\xff" * 40)),
        ("FIFO as an image", fifo("images/alice.svg")),
    ]
    files = [
        ("FIFO as site.json", fifo("site.json")),
        ("FIFO as a data file", fifo("emoji.json")),
        ("FIFO as a template", fifo("Templates/cell-grid.mustache")),
        ("directory as a data file", lambda s: ((s / "emoji.json").unlink(), (s / "emoji.json").mkdir())),
        ("missing data file", lambda s: (s / "characters.json").unlink()),
        ("symlink loop as a data file", lambda s: ((s / "emoji.json").unlink(), os.symlink("emoji.json", s / "emoji.json"))),
    ]
    page = (ROOT / "Templates/page.mustache").read_text()
    head = [
        ("static file Trellis writes", write("static/trellis.css", "body {}")),
        ("FIFO in static", fifo("static/pipe.txt")),
        ("symlink out of static", lambda s: ((s / "static").mkdir(exist_ok=True), os.symlink("/etc/passwd", s / "static" / "passwd"))),
        ("one-character static folder", write("static/i/logo.svg", '<svg xmlns="http://www.w3.org/2000/svg"/>')),
        ("line break in a static name", write("static/x\nindex.html", "mine")),
        ("static folder named like a page", write("static/index.html/x", "mine")),
        ("static file named like Trellis's folder", write("static/assets", "mine")),
        ("static name not UTF-8", lambda s: ((s / "static").mkdir(exist_ok=True), open(os.fsencode(s / "static") + b"/caf\xe9", "wb").close())),
        ("icon not in static", json_edit("site.json", lambda d: d.__setitem__("icons", ["nope.svg"]))),
        ("stylesheet from a CDN", json_edit("site.json", lambda d: d.__setitem__("stylesheets", ["https://cdn.example.com/x.css"]))),
        ("theme colour javascript:", json_edit("site.json", lambda d: d.__setitem__("themeColor", "javascript:alert(1)"))),
        ("base URL javascript:", json_edit("site.json", lambda d: d.__setitem__("baseURL", "javascript:alert(1)//"))),
        ("icon sizes 0x0", json_edit("site.json", lambda d: d.__setitem__("icons", [{"href": "nope.svg", "sizes": "0x0"}]))),
        ("icon sizes -1x-1", json_edit("site.json", lambda d: d.__setitem__("icons", [{"href": "nope.svg", "sizes": "-1x-1"}]))),
        ("base URL port 99999", json_edit("site.json", lambda d: d.__setitem__("baseURL", "https://example.org:99999/"))),
        ("base URL with a password", json_edit("site.json", lambda d: d.__setitem__("baseURL", "https://user:pass@example.org/"))),
        ("language x", edit("site.json", lambda t: t.replace('"language": "en"', '"language": "x"'))),
        ("markup in the description", json_edit("site.json", lambda d: d.__setitem__("description", "</title><script>alert(1)</script>\"'"))),
        ("unknown interface string", json_edit("site.json", lambda d: d.__setitem__("strings", {"skipToContnet": "x"}))),
        ("markup in an interface string", json_edit("site.json", lambda d: d.__setitem__("strings", {"skipToContent": "<script>alert(1)</script>\""}))),
        ("unknown template variable", write("Templates/cell-grid.mustache", "<b>{{titel}}</b>")),
        ("page template loading from a CDN", write("Templates/page.mustache", page.replace("{{{headHTML}}}", '{{{headHTML}}}<link rel="stylesheet" href="https://cdn.example.com/x.css"/>'))),
        ("page template with http-equiv", write("Templates/page.mustache", page.replace("{{{headHTML}}}", '{{{headHTML}}}<meta http-equiv="refresh" content="0; url=https://example.com"/>'))),
    ]
    classes = {"numbers": numbers, "strings": strings, "templates": templates, "images": images, "files": files,
               "head": head}
    assert tuple(classes) == CLASSES
    return [Case(klass, label, mutate) for klass, entries in classes.items() for label, mutate in entries]


_GOOD_OUTPUTS = {}


def good_output(binary):
    """The fixture site built by `binary`, once per process: each case's previous output is a copy
    of it (with its manifest, as the build left it)."""
    if binary not in _GOOD_OUTPUTS:
        folder = Path(tempfile.mkdtemp(prefix="trellis-probe-"))
        atexit.register(shutil.rmtree, folder, True)
        site, out = folder / "site", folder / "out"
        shutil.copytree(FIXTURE, site)
        good = subprocess.run([binary, "build", "--site", str(site), "--output", str(out)], capture_output=True,
                              text=True)
        _GOOD_OUTPUTS[binary] = (out, None if good.returncode == 0 else good.stderr[:200])
    return _GOOD_OUTPUTS[binary]


def run_case(binary, timeout, mutate, work):
    """(kind, detail) for one case, built in the empty folder `work`: kind is one of KINDS, detail
    says what was found (the error line, the file damaged or lost, the mode changed)."""
    work = Path(work)
    site = work / "site"
    shutil.copytree(FIXTURE, site)
    out = work / "out"
    built, problem = good_output(binary)
    if problem is not None:
        return "damaged", f"the fixture site does not build: {problem}"
    shutil.copytree(built, out, symlinks=True)
    (out / "user-notes.txt").write_text("mine")
    os.symlink("index.html", out / "user-link")
    os.chmod(out, 0o2750)
    if (out / "assets").is_dir():
        os.chmod(out / "assets", 0o700)
    before = tree(out)
    modes = folder_modes(out)
    mutate(site)
    for attempt in ("first", "second"):
        try:
            result = subprocess.run([binary, "build", "--site", str(site), "--output", str(out)],
                                    capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return "hang", f"no answer in {timeout:g} s ({attempt} build)"
        if result.returncode < 0 or result.returncode >= 128:
            return "crash", f"exit {result.returncode} ({attempt} build): {result.stderr[-300:]}"
        if result.returncode != 0 or attempt == "second":
            break
    after = tree(out)
    user = [name for name in before if "user-" in name]
    lost = difference(before, after, user)
    if lost:
        return "lost", f"a file Trellis did not write ({attempt} build, exit {result.returncode}): out/{lost}"
    now = folder_modes(out)
    changed = [name for name, mode in modes.items() if name in now and now[name] != mode]
    if changed:
        name = changed[0]
        return "permissions", (f"{'out' if name == '.' else 'out/' + name} (mode, owner, group): {modes[name]} became {now[name]} "
                               f"({attempt} build, exit {result.returncode})")
    lines = [l for l in result.stderr.splitlines() if not l.startswith("trellis:") and "images not found" not in l]
    problems = [l for l in lines if ": error:" in l or l.startswith("error:") or ": warning:" in l]
    if result.returncode != 0:
        if after != before:
            damage = difference(before, after, set(before) | set(after))
            return "damaged", (f"the build failed (exit {result.returncode}) and the previous output changed: "
                               f"out/{damage}; stderr: " + (problems[0][:200] if problems else result.stderr[-200:]))
        if not problems:
            return "unlocated", f"exit {result.returncode} without an error line: " + result.stderr[-200:]
    for line in problems:
        located = LOCATED.match(line)
        if located:
            if located.group("file").startswith(str(out)):
                return "unlocated", "reported against the output: " + line[:200]
            continue
        found = DIAGNOSTIC_ID.search(line)
        if found and found["id"] in WHOLE_FILE_IDS | OUTPUT_IDS:
            continue
        return "unlocated", "an error line without a file and position: " + line[:200]
    return "handled", ("error" if result.returncode else "built") + (": " + problems[0][:120] if problems else "")
