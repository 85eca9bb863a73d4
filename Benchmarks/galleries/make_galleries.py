#!/usr/bin/env python3
"""Makes the build benchmarks' galleries from Unicode's emoji list.

Reads emoji-test.txt (Debian package unicode-data) and writes, for each scale s in 1, 10, 100,
into Benchmarks/.galleries/x{s}/:
- the one-page gallery (run_build_benchmark.sh): a Trellis site (site.json + emoji.json) in
  trellis/ and an equivalent Hugo site in hugo/;
- the many-page site (run_pages_benchmark.sh): a page per category, cut into pages of 200 emoji,
  and a page per emoji; the Trellis site in pages/trellis/, the equivalent Hugo site (a content
  adapter and the layouts in galleries/hugo-pages/) in pages/hugo/.
All four read the same emoji.json (hard links where the file system allows). Standard library only;
the output is byte-for-byte the same on every run.

  python3 Benchmarks/galleries/make_galleries.py [--source FILE] [--output DIR] [--scales 1,10,100]
"""

import argparse
import json
import os
import re
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_SOURCE = Path("/usr/share/unicode/emoji/emoji-test.txt")
DEFAULT_OUTPUT = HERE.parent / ".galleries"

# What the Unicode 15.0 list that Debian ships holds. The check fails loudly on anything else,
# so a different list never silently changes what the benchmark measures.
EXPECTED_EMOJI = 3655
EXPECTED_GROUPS = 9             # groups holding fully-qualified emoji (Component holds none)
EXPECTED_SUBGROUP_HEADERS = 101  # "# subgroup:" lines, including Component's two


def fail(message):
    sys.exit(f"make_galleries: error: {message}")


def slugify(name):
    """'Smileys & Emotion' -> 'smileys-emotion' (ids use letters, digits, '-' and '_')."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def keywords(name):
    """The words of a CLDR name, lower-cased, each once: 'flag: St. Kitts & Nevis' ->
    ['flag', 'st', 'kitts', 'nevis']."""
    words = []
    for word in re.findall(r"\w[\w'’-]*", name.lower()):
        if word not in words:
            words.append(word)
    return words


def parse(path):
    """Returns (groups, emoji, subgroup_headers, declared_count) in file order.

    groups: [(id, title)] of groups holding fully-qualified emoji.
    emoji: dicts with codepoints, text, name, category, subgroup."""
    groups, emoji = [], []
    group = subgroup = None
    subgroup_headers = 0
    declared = None
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("# group:"):
            group = line[len("# group:"):].strip()
        elif line.startswith("# subgroup:"):
            subgroup = line[len("# subgroup:"):].strip()
            subgroup_headers += 1
        elif line.startswith("# fully-qualified :"):
            declared = int(line.split(":")[1])  # the file's own status count
        elif line.strip() and not line.startswith("#"):
            # 1F600 ; fully-qualified # 😀 E1.0 grinning face
            match = re.match(r"([0-9A-F ]+?)\s*;\s*([a-z-]+)\s*#\s*(\S+)\s+E\d+\.\d+\s+(.+)$", line)
            if not match:
                fail(f"{path}:{number}: unrecognised line: {line!r}")
            codepoints, status, text, name = match.groups()
            if status != "fully-qualified":
                continue
            if group is None or subgroup is None:
                fail(f"{path}:{number}: emoji before any group or subgroup header")
            if text != "".join(chr(int(c, 16)) for c in codepoints.split()):
                fail(f"{path}:{number}: the text does not match its code points")
            category = slugify(group)
            if not groups or groups[-1][0] != category:
                if any(g[0] == category for g in groups):
                    fail(f"{path}:{number}: group {group!r} appears twice")
                groups.append((category, group))
            emoji.append({"codepoints": codepoints.lower().split(), "text": text, "name": name,
                          "category": category, "subgroup": subgroup})
    return groups, emoji, subgroup_headers, declared


def scaled_emoji(emoji, scale):
    """Each emoji followed by its copies 2..scale, so every copy stays in its category and
    subgroup. Copies get a unique id ('1f600-3') and a distinguishable title ('grinning face 3')."""
    for e in emoji:
        base_id = "-".join(e["codepoints"])
        for copy in range(1, scale + 1):
            suffix = "" if copy == 1 else f" {copy}"
            yield {"id": base_id if copy == 1 else f"{base_id}-{copy}",
                   "text": e["text"], "title": e["name"] + suffix,
                   "category": e["category"], "subgroup": e["subgroup"],
                   "keywords": keywords(e["name"])}


def dumps(value):
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def emoji_json(groups, items):
    """emoji.json, one emoji a line (readable, and diffs well)."""
    lines = ['{"categories": [']
    lines.append(",\n".join("  " + dumps({"id": i, "title": t}) for i, t in groups))
    lines.append('], "emoji": [')
    lines.append(",\n".join("  " + dumps(item) for item in items))
    lines.append("]}\n")
    return "\n".join(lines)


def site_json(groups, scale):
    """One page: per category a grid section and an outline section."""
    sections = []
    for category, title in groups:
        sections.append({"id": category, "title": title,
                         "data": {"emoji": {"category": category}},
                         "layout": {"preset": "adaptiveGrid"},
                         "cell": "grid", "header": "title", "footer": "separator"})
        sections.append({"id": f"{category}-outline", "title": title,
                         "data": {"emojiOutline": {"categories": [category]}},
                         "layout": {"list": {"appearance": "sidebar"}},
                         "cell": "list"})
    site = {"title": f"Emoji Gallery x{scale}", "language": "en",
            "data": {"emoji": "emoji.json"},
            "pages": [{"id": "gallery", "title": f"Emoji Gallery x{scale}", "sections": sections}]}
    return json.dumps(site, ensure_ascii=False, indent=2) + "\n"


HUGO_CONFIG = """\
# The build benchmark's Hugo peer: one page (home), no themes, no taxonomies, nothing else.
baseURL = "https://example.org/"
title = "Emoji Gallery x{scale}"
languageCode = "en"
disableKinds = ["page", "section", "taxonomy", "term", "rss", "sitemap", "robotstxt", "404"]
disableHugoGeneratorInject = true
[taxonomies]
"""

HUGO_TEMPLATE = HERE / "hugo" / "index.html"
HUGO_CSS = HERE / "hugo" / "style.css"

# The many-page site: one page per category, cut into pages of PAGE_SIZE emoji, and one per emoji.
PAGE_SIZE = 200


def pages_site_json(scale):
    """Trellis's many-page site: the page `emoji` expanded into one page per category (its grid
    section shows the category's emoji), PAGE_SIZE emoji a page, and a page per emoji."""
    site = {"title": f"Emoji Pages x{scale}", "language": "en", "itemPages": True,
            "data": {"emoji": "emoji.json"},
            "pages": [{"id": "emoji", "title": "Emoji", "expand": "categories", "pageSize": PAGE_SIZE,
                       "sections": [{"id": "g", "data": {"emoji": {}},
                                     "layout": {"preset": "adaptiveGrid"},
                                     "cell": "grid", "header": "title", "footer": "separator"}]}]}
    return json.dumps(site, ensure_ascii=False, indent=2) + "\n"


HUGO_PAGES_CONFIG = """\
# The many-page benchmark's Hugo peer: home, a section per category (paginated, 200 a page) and
# a page per emoji, all from content/_content.gotmpl; no themes, taxonomies, feeds or sitemap.
baseURL = "https://example.org/"
title = "Emoji Pages x{scale}"
locale = "en"
disableKinds = ["taxonomy", "term", "rss", "sitemap", "robotstxt", "404"]
disableHugoGeneratorInject = true
[page]
# PrevInSection is the page before (in the default sort: by weight, here the file's order).
nextPrevInSectionSortOrder = "asc"
[pagination]
pagerSize = {page_size}
# No /section/page/1/ redirect pages: Trellis writes none either.
disableAliases = true
"""

# The Hugo files of the many-page site, copied as they are (content adapter, layouts, CSS).
HUGO_PAGES = HERE / "hugo-pages"


def page_counts(groups, items):
    """(emoji pages, category pages, home) that both many-page sites write."""
    sizes = {category: 0 for category, _ in groups}
    for item in items:
        sizes[item["category"]] += 1
    return len(items), sum(-(-size // PAGE_SIZE) for size in sizes.values()), 1


def link_or_copy(source, target):
    """A hard link to source (saves 69 MiB a site at x100), else a copy."""
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        os.link(source, target)
    except OSError:
        shutil.copyfile(source, target)


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE)
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    parser.add_argument("--scales", default="1,10,100")
    args = parser.parse_args()
    if not args.source.is_file():
        fail(f"{args.source} not found (Debian package unicode-data)")

    groups, emoji, subgroup_headers, declared = parse(args.source)
    subgroups = {(e["category"], e["subgroup"]) for e in emoji}
    print(f"{args.source}: {len(emoji)} fully-qualified emoji, {len(groups)} groups, "
          f"{subgroup_headers} subgroups ({len(subgroups)} of them hold fully-qualified emoji)")
    for got, expected, what in ((len(emoji), EXPECTED_EMOJI, "fully-qualified emoji"),
                                (declared, EXPECTED_EMOJI, "the file's own fully-qualified count"),
                                (len(groups), EXPECTED_GROUPS, "groups"),
                                (subgroup_headers, EXPECTED_SUBGROUP_HEADERS, "subgroups")):
        if got != expected:
            fail(f"expected {expected} {what}, found {got}")

    # The content adapter's page size must be site.json's and hugo.toml's.
    adapter = (HUGO_PAGES / "content" / "_content.gotmpl").read_text(encoding="utf-8")
    if f"{{{{- $pagerSize := {PAGE_SIZE} }}}}" not in adapter:
        fail(f"{HUGO_PAGES}/content/_content.gotmpl does not set $pagerSize to {PAGE_SIZE}")
    hugo_pages_files = sorted(p for p in HUGO_PAGES.rglob("*") if p.is_file())

    for scale in (int(s) for s in args.scales.split(",")):
        items = list(scaled_emoji(emoji, scale))
        ids = {item["id"] for item in items}
        if len(items) != scale * len(emoji) or len(ids) != len(items):
            fail(f"x{scale}: {len(items)} emoji, {len(ids)} unique ids")
        data = emoji_json(groups, items)
        root = args.output / f"x{scale}"
        shutil.rmtree(root, ignore_errors=True)
        write(root / "trellis" / "site.json", site_json(groups, scale))
        write(root / "trellis" / "emoji.json", data)
        write(root / "hugo" / "hugo.toml", HUGO_CONFIG.format(scale=scale))
        write(root / "hugo" / "data" / "emoji.json", data)
        write(root / "hugo" / "layouts" / "index.html", HUGO_TEMPLATE.read_text(encoding="utf-8"))
        write(root / "hugo" / "static" / "style.css", HUGO_CSS.read_text(encoding="utf-8"))
        pages = root / "pages"
        write(pages / "trellis" / "site.json", pages_site_json(scale))
        link_or_copy(root / "trellis" / "emoji.json", pages / "trellis" / "emoji.json")
        write(pages / "hugo" / "hugo.toml", HUGO_PAGES_CONFIG.format(scale=scale, page_size=PAGE_SIZE))
        link_or_copy(root / "trellis" / "emoji.json", pages / "hugo" / "data" / "emoji.json")
        for path in hugo_pages_files:
            write(pages / "hugo" / path.relative_to(HUGO_PAGES), path.read_text(encoding="utf-8"))
        print(f"x{scale}: {len(items)} emoji in {len(groups)} categories, "
              f"{len(subgroups)} subgroups, emoji.json {len(data.encode()) / 2**20:.1f} MiB -> {root}")
        emoji_pages, category_pages, home = page_counts(groups, items)
        print(f"x{scale}: many-page sites (pages/trellis, pages/hugo): {emoji_pages + category_pages + home:,} "
              f"pages each ({emoji_pages:,} emoji pages, {category_pages} category pages of up to "
              f"{PAGE_SIZE} emoji, home)")


if __name__ == "__main__":
    main()
