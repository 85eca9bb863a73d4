#!/usr/bin/env python3
"""Makes the build benchmarks' galleries from Unicode's emoji list.

Reads emoji-test.txt (Debian package unicode-data) and writes, for each scale s in 1, 10, 100,
into Benchmarks/.galleries/x{s}/:
- the one-page gallery (run_build_benchmark.sh): a Trellis site (site.json + emoji.json) in
  trellis/ and an equivalent Hugo site in hugo/;
- the many-page site (run_pages_benchmark.sh): a page per category, cut into pages of 200 emoji,
  and a page per emoji; the Trellis site in pages/trellis/, the equivalent Hugo site (a content
  adapter and the layouts in galleries/hugo-pages/) in pages/hugo/;
- the one-page galleries of every shape of page (run_shapes_benchmark.sh): for each shape in SHAPES
  and for their mix, a one-page Trellis site in shapes/{shape}/trellis/ and its Hugo peer (the
  partials in galleries/hugo-shapes/) in shapes/{shape}/hugo/; the characters shape reads a
  characters.json made from the same emoji.
All of them read the same emoji.json (hard links where the file system allows). Standard library
only; the output is byte-for-byte the same on every run.

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


# The one-page galleries of every shape of page (run_shapes_benchmark.sh). Each shape is a kind of
# section, shown once per category (the carousel: once per subgroup) on a page of its own; "mix" is
# one page holding all of them, in this order per category (shape_sections says what each is).
SHAPES = ("grid", "outline", "list", "insetList", "characters", "carousel")
MIX = "mix"
# The characters shape's universe: one, whose sections are the emoji categories.
UNIVERSE_ID, UNIVERSE_TITLE = "emoji", "Emoji"
# The carousel shape's layout: the per-section layouts example's row of stories (groups 70 wide,
# scrolling `continuous`ly across the page). Its layout declares a header box and a separator
# footer box, and a box that shows nothing is an error, so the carousels have both.
CAROUSEL_PRESET = "storiesCarousel"
# The Hugo peers' files: a partial per shape, the page that calls them, one stylesheet.
HUGO_SHAPES = HERE / "hugo-shapes"


def subgroups_of(items):
    """{category: [subgroup, ...]}, each subgroup once, in file order."""
    subgroups = {}
    for item in items:
        listed = subgroups.setdefault(item["category"], [])
        if not listed or listed[-1] != item["subgroup"]:
            listed.append(item["subgroup"])
    return subgroups


def shape_sections(shape, category, title, subgroups):
    """The sections that `shape` shows of one category, as site.json declares them. Ids are
    unique in the mix's page: each shape's are its own."""
    emoji = {"emoji": {"category": category}}
    if shape == "grid":  # the one-page gallery's grid section
        return [{"id": category, "title": title, "data": emoji,
                 "layout": {"preset": "adaptiveGrid"},
                 "cell": "grid", "header": "title", "footer": "separator"}]
    if shape == "outline":  # the one-page gallery's outline: a row for the category, one per emoji
        return [{"id": f"{category}-outline", "title": title,
                 "data": {"emojiOutline": {"categories": [category]}},
                 "layout": {"list": {"appearance": "sidebar"}},
                 "cell": "list"}]
    # A list has a header box only with "headerMode": "supplementary", and a header with no box
    # to show it in is an error; the lists below have one.
    if shape == "list":  # the emoji (named for screen readers) and its category, trailing
        return [{"id": f"{category}-list", "title": title, "data": emoji,
                 "layout": {"list": {"appearance": "plain", "headerMode": "supplementary"}},
                 "cell": "value", "header": "title"}]
    if shape == "insetList":  # the emoji, its title and its subtitle (an emoji has none: empty)
        return [{"id": f"{category}-inset", "title": title, "data": emoji,
                 "layout": {"list": {"appearance": "insetGrouped", "headerMode": "supplementary"}},
                 "cell": "subtitle", "header": "titleWithCount"}]
    if shape == "characters":  # avatar, name, job; the header's circle shows the share complete
        return [{"id": f"{category}-characters", "title": title,
                 "data": {"characters": {"universe": UNIVERSE_ID, "section": category}},
                 "layout": {"list": {"appearance": "insetGrouped", "headerMode": "supplementary"}},
                 "cell": "character", "header": "progress"}]
    if shape == "carousel":  # a row of tiles per subgroup, scrolling across the page
        return [{"id": f"{category}-{slugify(subgroup)}", "title": subgroup,
                 "data": {"emoji": {"category": category, "subgroup": subgroup}},
                 "layout": {"preset": CAROUSEL_PRESET},
                 "cell": "grid", "header": "title", "footer": "separator"}
                for subgroup in subgroups]
    fail(f"unknown shape {shape!r}")


def shapes_of(shape):
    """The shapes of section that the page of `shape` holds."""
    return SHAPES if shape == MIX else (shape,)


def data_files(shape):
    """The data files the page of `shape` reads. The characters page shows no emoji, so neither
    of its sites has emoji.json: Hugo reads every file in data/, and would be charged for one
    that Trellis, told of only what site.json names, never reads."""
    shapes = shapes_of(shape)
    return (("emoji.json",) if shapes != ("characters",) else ()) + \
        (("characters.json",) if "characters" in shapes else ())


def shape_site_json(shape, groups, subgroups, scale):
    """Trellis's one page of a shape: per category, that shape's sections (the mix: every
    shape's, in SHAPES's order)."""
    sections = [section for category, title in groups for one in shapes_of(shape)
                for section in shape_sections(one, category, title, subgroups[category])]
    ids = [section["id"] for section in sections]
    if len(set(ids)) != len(ids):
        fail(f"{shape}: section ids are not unique")
    data = {name.split(".")[0]: name for name in data_files(shape)}
    title = f"Emoji Shapes: {shape} x{scale}"
    site = {"title": title, "language": "en", "data": data,
            "pages": [{"id": "gallery", "title": title, "sections": sections}]}
    return json.dumps(site, ensure_ascii=False, indent=2) + "\n"


def characters_json(groups, items):
    """characters.json: one universe whose sections are the emoji categories, and in each a
    character per emoji: the emoji's id and title, its subgroup as the job. Every third character
    of a section is complete, so each progress header shows about a third. imageName is the id,
    which names no picture (the site has no images/ folder): Trellis draws an initials avatar for
    each character, and warns that the pictures are missing."""
    sections = {category: [] for category, _ in groups}
    for item in items:
        characters = sections[item["category"]]
        character = {"id": item["id"], "name": item["title"], "job": item["subgroup"],
                     "imageName": item["id"]}
        if len(characters) % 3 == 2:
            character["isComplete"] = True
        characters.append(character)
    def opening(identifier, title, key):  # '{"id": ID, "title": TITLE, "KEY": [', to be closed by ']}'
        return dumps({"id": identifier, "title": title})[:-1] + f', "{key}": ['

    # One character a line, as emoji.json has one emoji a line.
    lines = ['{"universes": [', "  " + opening(UNIVERSE_ID, UNIVERSE_TITLE, "sections")]
    lines.append(",\n".join(
        "    " + opening(category, title, "characters") + "\n"
        + ",\n".join("      " + dumps(character) for character in sections[category]) + "]}"
        for category, title in groups))
    lines.append("  ]}")
    lines.append("]}\n")
    return "\n".join(lines)


HUGO_SHAPES_CONFIG = """\
# The shapes benchmark's Hugo peer: one page (home), no themes, no taxonomies, nothing else.
baseURL = "https://example.org/"
title = "{title}"
locale = "en"
disableKinds = ["page", "section", "taxonomy", "term", "rss", "sitemap", "robotstxt", "404"]
disableHugoGeneratorInject = true
[taxonomies]
[params]
# The partials (layouts/_partials/SHAPE.html) that show each category, in this order.
shapes = {shapes}
"""


def hugo_shapes_config(shape, subgroups, scale):
    """hugo.toml: the page's title, its shapes and, for the carousels, each category's subgroups
    (which site.json lists too, a section each)."""
    text = HUGO_SHAPES_CONFIG.format(title=f"Emoji Shapes: {shape} x{scale}",
                                     shapes=json.dumps(list(shapes_of(shape))))
    if "carousel" in shapes_of(shape):
        text += "# The subgroups of each category, in file order: a carousel each.\n[params.subgroups]\n"
        text += "".join(f"{json.dumps(category)} = {json.dumps(listed, ensure_ascii=False)}\n"
                        for category, listed in subgroups.items())
    return text


def write_shape_galleries(root, groups, items, scale):
    """Writes root/shapes/: a Trellis site and its Hugo peer per shape and for the mix, all
    linked to root/trellis/emoji.json and to one characters.json. Returns {shape: sections}."""
    subgroups = subgroups_of(items)
    characters = root / "shapes" / "characters.json"
    write(characters, characters_json(groups, items))
    sections = {}
    for shape in SHAPES + (MIX,):
        site = root / "shapes" / shape
        site_text = shape_site_json(shape, groups, subgroups, scale)
        sections[shape] = len(json.loads(site_text)["pages"][0]["sections"])
        write(site / "trellis" / "site.json", site_text)
        write(site / "hugo" / "hugo.toml", hugo_shapes_config(shape, subgroups, scale))
        for name in data_files(shape):
            source = root / "trellis" / "emoji.json" if name == "emoji.json" else characters
            link_or_copy(source, site / "trellis" / name)
            link_or_copy(source, site / "hugo" / "data" / name)
        # The Hugo page, and the partial of each shape it shows.
        write(site / "hugo" / "layouts" / "index.html",
              (HUGO_SHAPES / "page.html").read_text(encoding="utf-8"))
        for one in shapes_of(shape):
            write(site / "hugo" / "layouts" / "_partials" / f"{one}.html",
                  (HUGO_SHAPES / f"{one}.html").read_text(encoding="utf-8"))
        write(site / "hugo" / "static" / "style.css",
              (HUGO_SHAPES / "style.css").read_text(encoding="utf-8"))
    return sections


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
        sections = write_shape_galleries(root, groups, items, scale)
        print(f"x{scale}: one page of each shape (shapes/SHAPE/trellis, shapes/SHAPE/hugo): "
              + ", ".join(f"{shape} {count} sections" for shape, count in sections.items()))


if __name__ == "__main__":
    main()
