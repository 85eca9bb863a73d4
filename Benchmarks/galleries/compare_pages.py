#!/usr/bin/env python3
"""Checks that the many-page benchmark's two sites say the same: Trellis's and Hugo's builds of
Benchmarks/.galleries/x{s}/pages/, page by page.

For every page both write (home, each category list page, each emoji's page) it compares the
title, the meta description, and the banner and <main>: their text, ARIA labels, aria-current
count, and where each link goes (Trellis's `emoji-people-body-2.html` and Hugo's
`/people-body/page/2/` are the same place). Exits 1 on any difference. Standard library only.

  trellis build --site Benchmarks/.galleries/x1/pages/trellis --output /tmp/t1
  hugo build --source Benchmarks/.galleries/x1/pages/hugo --destination /tmp/h1
  python3 Benchmarks/galleries/compare_pages.py Benchmarks/.galleries/x1/pages/trellis /tmp/t1 /tmp/h1
"""

import html
import json
import re
import sys
from pathlib import Path


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: compare_pages.py SITE TRELLIS_OUTPUT HUGO_OUTPUT, as in\n" + __doc__.split("\n\n")[-1])
    site, trellis_out, hugo_out = (Path(a) for a in sys.argv[1:])
    data = json.loads((site / "emoji.json").read_text(encoding="utf-8"))
    categories = [c["id"] for c in data["categories"]]

    def trellis_place(href):
        """('home',), ('list', category, n) or ('item', id), and the fragment."""
        path, _, fragment = href.partition("#")
        if path == "index.html":
            return ("home",), fragment
        name = re.fullmatch(r"emoji-(.+)\.html", path).group(1)
        for category in categories:
            if name == category:
                return ("list", category, 1), fragment
            page = re.fullmatch(re.escape(category) + r"-(\d+)", name)
            if page:
                return ("list", category, int(page.group(1))), fragment
        return ("item", name), fragment

    def hugo_place(href):
        path, _, fragment = href.partition("#")
        parts = [p for p in path.split("/") if p]
        if not parts:
            return ("home",), fragment
        if len(parts) == 1:
            return ("list", parts[0], 1), fragment
        if len(parts) == 3 and parts[1] == "page":
            return ("list", parts[0], int(parts[2])), fragment
        return ("item", parts[1]), fragment

    def read(path, place):
        text = path.read_text(encoding="utf-8")

        def summary(part):
            return ([place(html.unescape(h)) for h in re.findall(r'href="([^"]*)"', part)],
                    " ".join(html.unescape(re.sub(r"<[^>]+>", " ", part)).split()),
                    re.findall(r'aria-label="([^"]*)"', part), part.count("aria-current"))

        banner = re.search(r'<header class="t-banner">.*?</header>', text, re.S).group(0)
        main_part = re.search(r"<main.*?</main>", text, re.S).group(0)
        return (re.search(r"<title>(.*?)</title>", text).group(1),
                re.findall(r'name="description" content="([^"]*)"', text),
                summary(banner), summary(main_part))

    trellis = {trellis_place(p.name)[0]: p for p in trellis_out.glob("*.html")}
    hugo = {}
    for p in hugo_out.rglob("index.html"):
        relative = p.parent.relative_to(hugo_out).as_posix()
        hugo[hugo_place("/" if relative == "." else f"/{relative}/")[0]] = p
    print(f"pages: trellis {len(trellis)}, hugo {len(hugo)}")
    failures = 0
    for label, only in (("only trellis", set(trellis) - set(hugo)), ("only hugo", set(hugo) - set(trellis))):
        if only:
            failures += len(only)
            print(f"{label}: {len(only)}, such as {sorted(only)[:5]}")

    same = 0
    for key in sorted(set(trellis) & set(hugo)):
        t, h = read(trellis[key], trellis_place), read(hugo[key], hugo_place)
        if t == h:
            same += 1
        else:
            failures += 1
            if failures <= 3:
                print(f"differs: {key}")
                for a, b in zip(t, h):
                    if a != b:
                        print(f"  trellis: {str(a)[:400]}\n  hugo:    {str(b)[:400]}")
    print(f"the same: {same}; different: {failures}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
