#!/usr/bin/env python3
"""Times how long `trellis check` takes to report many errors in a big data file, against the
same file without errors: the error path must be linear in the file size plus the errors.

Usage: error_path.py TRELLIS_BINARY [--emoji 300000] [--runs 3]
       error_path.py TRELLIS_BINARY --gallery Benchmarks/.galleries/x100/trellis [--runs 3]
       error_path.py TRELLIS_BINARY --templates [--runs 5]
Writes sites into a temporary folder: clean, 1,000 unknown categories, 200 duplicate ids (each
repeated four times), and prints the median time of each and its ratio to the clean one.

With --gallery (a build benchmark gallery: site.json and emoji.json, such as the x100 one of
365,500 emoji), it times `trellis build` instead: the gallery as it is, against the same file with
200 of its ids each given to three more emoji (a failing build that reports 600 duplicates).

With --templates, it times `trellis build` of a new user's site (`trellis init`, then every emoji
of Unicode's list imported, with item pages: about 3,700 pages) as it is, and with a template
that breaks: an item page template whose output does not validate, one that cannot be compiled,
and a grid cell template whose output does not validate. Each must fail at once, before the rest
of the pages are made.
"""
import argparse
import json
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def site(directory, emoji_count, unknown=0, duplicates=0):
    directory.mkdir(parents=True)
    # The bundled site with every data file it names; emoji.json is the one made big.
    shutil.copy(ROOT / "Data/site.json", directory / "site.json")
    for name in ["characters.json", "unicode-emoji.json"]:
        shutil.copy(ROOT / "Data" / name, directory / name)
    shutil.copytree(ROOT / "Data/static", directory / "static")
    data = json.loads((ROOT / "Data/emoji.json").read_text())
    base = data["emoji"]
    emoji = []
    for index in range(emoji_count):
        item = dict(base[index % len(base)])
        item["text"] = chr(0xE000 + index % 6000) + str(index)  # distinct identities
        emoji.append(item)
    for index in range(unknown):
        emoji[(index * 293) % emoji_count]["category"] = f"unknown-{index}"
    for index in range(duplicates):
        for copy in range(1, 5):
            emoji[(index * 977 + copy * 31) % emoji_count]["text"] = f"duplicate-{index}"
    data["emoji"] = emoji
    (directory / "emoji.json").write_text(json.dumps(data, ensure_ascii=False, indent=0))
    return directory


def gallery_site(directory, gallery, duplicates=0):
    """The benchmark gallery, its ids made to repeat: id k*977 is given to the emoji 31, 62 and
    93 places after it (each id of `duplicates` then names four emoji)."""
    directory.mkdir(parents=True)
    shutil.copy(gallery / "site.json", directory / "site.json")
    data = json.loads((gallery / "emoji.json").read_text(encoding="utf-8"))
    emoji = data["emoji"]
    for index in range(duplicates):
        first = (index * 977) % len(emoji)
        for copy in range(1, 4):
            emoji[(first + copy * 31) % len(emoji)]["id"] = emoji[first]["id"]
    (directory / "emoji.json").write_text(json.dumps(data, ensure_ascii=False, indent=0), encoding="utf-8")
    return directory


def new_user_site(binary, directory):
    """`trellis init`, every emoji imported, the favourites grid showing the first category."""
    subprocess.run([binary, "init", str(directory)], check=True, capture_output=True)
    subprocess.run([binary, "import", "-o", "emoji.json"], cwd=directory, check=True, capture_output=True)
    site_json = directory / "site.json"
    site_json.write_text(site_json.read_text().replace('"category": "favourites"', '"category": "smileys-emotion"'))
    return directory


def template_site(binary, directory, name, edit):
    """A new user's site whose template `name` is Trellis's own with `edit` applied."""
    new_user_site(binary, directory)
    text = (ROOT / "Templates" / f"{name}.mustache").read_text()
    edited = edit(text)
    if edited == text:
        raise SystemExit(f"the edit of {name} changed nothing")
    (directory / "Templates").mkdir(exist_ok=True)
    (directory / "Templates" / f"{name}.mustache").write_text(edited)
    return directory


def timed(binary, directory, build=False):
    command = [binary, "check", "--site", str(directory)]
    if build:
        output = Path(tempfile.mkdtemp(prefix="trellis-error-path-out."))
        command = [binary, "build", "--site", str(directory), "--output", str(output / "out")]
    start = time.monotonic()
    result = subprocess.run(command, capture_output=True, text=True)
    seconds = time.monotonic() - start
    if build:
        shutil.rmtree(output, ignore_errors=True)
    return seconds, result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--emoji", type=int, default=300_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--gallery", type=Path, help="a build benchmark gallery: time `trellis build` on it")
    parser.add_argument("--templates", action="store_true", help="a new user's site with broken templates")
    arguments = parser.parse_args()
    build = arguments.gallery is not None or arguments.templates
    binary = str(Path(arguments.binary).resolve())
    with tempfile.TemporaryDirectory() as work:
        if arguments.templates:
            facts = '<dl class="t-item-facts">'
            sites = {
                "clean": new_user_site(binary, Path(work, "clean")),
                "item-emoji: invalid output": template_site(
                    binary, Path(work, "item-invalid"), "item-emoji",
                    lambda text: text.replace(facts, facts + "<blink>{{title}}</blink>")),
                "item-emoji: not compilable": template_site(
                    binary, Path(work, "item-unbalanced"), "item-emoji",
                    lambda text: text.replace('<p class="t-item-glyph">', '<p class="t-item-glyph"><div>')),
                "cell-grid: invalid output": template_site(
                    binary, Path(work, "grid-invalid"), "cell-grid",
                    lambda text: text.replace("{{text}}", "<blink>{{text}}</blink>")),
            }
        elif arguments.gallery is not None:
            sites = {
                "clean": gallery_site(Path(work, "clean"), arguments.gallery),
                "200 duplicate ids": gallery_site(Path(work, "duplicates"), arguments.gallery, duplicates=200),
            }
        else:
            sites = {
                "clean": site(Path(work, "clean"), arguments.emoji),
                "1,000 unknown categories": site(Path(work, "unknown"), arguments.emoji, unknown=1000),
                "200 duplicate ids": site(Path(work, "duplicates"), arguments.emoji, duplicates=200),
            }
        medians = {}
        for name, directory in sites.items():
            times = []
            for _ in range(arguments.runs):
                seconds, result = timed(binary, directory, build=build)
                times.append(seconds)
            medians[name] = statistics.median(times)
            if name == "clean" and result.returncode != 0:
                # A baseline that fails is no baseline: the ratios below would compare errors.
                raise SystemExit(f"the clean site does not check clean:\n{result.stderr[-2000:]}")
            last = result.stderr.strip().splitlines()[-1:] or [""]
            print(f"{name:28} median {medians[name]:7.2f} s  ({medians[name] / medians['clean']:5.1f}x clean)"
                  f"  exit {result.returncode}: {last[0][:80]}")


if __name__ == "__main__":
    main()
