#!/usr/bin/env python3
"""Draws the frames pictures of the DocC catalog from the solver's real output.

For each layout file kept beside this script (grid.json, list.json, ...), runs

    trellis frames --layout FILE --width W --height H --items N --with-section

and writes frames-NAME.svg into the DocC catalog's Resources (Sources/Trellis/Trellis.docc/Resources): every frame outlined by kind (item, group, header, footer,
decoration, badge), the container's edges dashed, and a legend. Strokes are mid-tone and the
background transparent, so a picture reads on a light page and a dark one.

Usage (from anywhere):

    python3 Scripts/docs-pictures/make_frames_pictures.py [--trellis PATH]

Without --trellis, the TRELLIS environment variable, then .build/release/trellis, then
.build/debug/trellis at the root of the checkout are used. Nothing is built.
"""

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path
from xml.sax.saxutils import escape

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
PICTURES_DIRECTORY = ROOT / "Sources/Trellis/Trellis.docc/Resources"

# name: (layout file, container width, container height, items, what the picture shows)
PICTURES = {
    "grid": ("grid.json", 390, 844, 10, "A 4-column grid with a header: count: 4 slots, fixed spacing 8"),
    "list": ("list.json", 390, 844, 5, "An insetGrouped list with a supplementary header and footer"),
    "carousel": (
        "carousel.json",
        390,
        844,
        3,
        "A groupPaging carousel with a header: groups 0.8 of the container wide, past its edge",
    ),
    "nested": (
        "nested.json",
        390,
        844,
        6,
        "A nested group: a large item beside a vertical group of two (nested groups draw no frame)",
    ),
    "supplementaries": (
        "supplementaries.json",
        390,
        844,
        4,
        "Badges, a pinned header, a header that does not extend, a footer, a background",
    ),
}

# Mid-tone colours: readable on white and on near-black.
STYLE = {
    "decoration": {"stroke": "#8a8f98", "fill": "#8a8f98", "fill_opacity": 0.14, "dash": "2 3"},
    "group": {"stroke": "#e08a00", "fill": "none", "fill_opacity": 0, "dash": "6 4"},
    "item": {"stroke": "#4c8df6", "fill": "#4c8df6", "fill_opacity": 0.16, "dash": None},
    "header": {"stroke": "#1aa37a", "fill": "#1aa37a", "fill_opacity": 0.16, "dash": None},
    "footer": {"stroke": "#9b6cf0", "fill": "#9b6cf0", "fill_opacity": 0.16, "dash": None},
    "badge": {"stroke": "#e5484d", "fill": "#e5484d", "fill_opacity": 0.45, "dash": None},
}
DRAW_ORDER = ["decoration", "group", "item", "header", "footer", "badge"]
TEXT = "#8a8f98"
EDGE = "#8a8f98"
FONT = "-apple-system, BlinkMacSystemFont, 'Helvetica Neue', Helvetica, Arial, sans-serif"

MARGIN = 24  # around the drawing, in points
TITLE_HEIGHT = 58
LEGEND_ROW = 22


def number(value):
    """A coordinate as short text: at most two decimals, no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def find_trellis(given):
    candidates = [given, os.environ.get("TRELLIS"), ROOT / ".build/release/trellis", ROOT / ".build/debug/trellis"]
    for candidate in candidates:
        if candidate and Path(candidate).is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
    sys.exit("make_frames_pictures.py: no trellis binary; build it, or pass --trellis PATH")


def solve(trellis, layout, width, height, items):
    command = [
        trellis, "frames", "--layout", str(HERE / layout), "--width", str(width), "--height", str(height),
        "--items", str(items), "--with-section",
    ]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed:\n{result.stderr}")
    return json.loads(result.stdout), " ".join(["trellis"] + command[1:-1]).replace(str(HERE) + "/", "")


def svg_for(name, layout, width, height, items, caption, solution, command):
    frames = solution["frames"]
    container = solution.get("containerWidth", width)
    behaviour = solution.get("orthogonalScrollingBehavior", "none")
    right = max([container] + [f["x"] + f["width"] for f in frames])
    bottom = max([0] + [f["y"] + f["height"] for f in frames]) + 8
    kinds = [kind for kind in DRAW_ORDER if any(f["kind"] == kind for f in frames)]

    legend_entries = [(kind, STYLE[kind]) for kind in kinds] + [("container edge", None)]
    legend_width = 0
    for label, _ in legend_entries:
        legend_width += 22 + 7 * len(label) + 18
    subtitle = f"$ {command}"
    if behaviour != "none":
        subtitle += f"   (orthogonalScrollingBehavior {behaviour})"
    # Rough text widths: 7.6 points a character of the 13-point title, 6.7 of the 11-point code.
    drawing_width = max(right, legend_width - 2 * MARGIN, 7.6 * len(caption), 6.7 * len(subtitle), 360)
    total_width = drawing_width + 2 * MARGIN
    top = MARGIN + TITLE_HEIGHT
    legend_top = top + bottom + (32 if right > container + 1 else 16)
    total_height = legend_top + LEGEND_ROW + MARGIN

    out = []
    out.append(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{number(total_width)}" height="{number(total_height)}" '
        f'viewBox="0 0 {number(total_width)} {number(total_height)}" role="img" aria-labelledby="title desc">'
    )
    out.append(f'<title id="title">{escape(caption)}</title>')
    out.append(
        f'<desc id="desc">The frames trellis frames prints for {escape(layout)} in a container {width} wide and '
        f'{height} tall with {items} items: {len(frames)} frames. Generated by make_frames_pictures.py.</desc>'
    )
    out.append(f'<g font-family="{FONT}" fill="{TEXT}">')
    out.append(
        f'<text x="{MARGIN}" y="{MARGIN + 4}" font-size="13" font-weight="600">{escape(caption)}</text>'
    )
    out.append(f'<text x="{MARGIN}" y="{MARGIN + 22}" font-size="11" font-family="Menlo, monospace">{escape(subtitle)}</text>')
    out.append("</g>")

    out.append(f'<g transform="translate({MARGIN} {top})">')
    # The container's edges: the section's frames are relative to its top-left corner.
    for x in (0, container):
        out.append(
            f'<line x1="{number(x)}" y1="-6" x2="{number(x)}" y2="{number(bottom)}" stroke="{EDGE}" '
            f'stroke-width="1" stroke-dasharray="3 3"/>'
        )
    out.append(
        f'<text x="{number(container)}" y="-9" font-family="{FONT}" font-size="10" fill="{TEXT}" '
        f'text-anchor="{"end" if right <= container + 1 else "middle"}">{number(container)}</text>'
    )
    out.append(f'<text x="0" y="-9" font-family="{FONT}" font-size="10" fill="{TEXT}">0</text>')
    if right > container + 1:
        out.append(
            f'<rect x="{number(container)}" y="-6" width="{number(right - container + 4)}" height="{number(bottom + 6)}" '
            f'fill="{EDGE}" fill-opacity="0.08"/>'
        )
        out.append(
            f'<text x="{number(container + 8)}" y="{number(bottom + 14)}" font-family="{FONT}" font-size="10" '
            f'fill="{TEXT}">past the container\'s edge: scrolled into view sideways</text>'
        )

    for kind in DRAW_ORDER:
        style = STYLE[kind]
        for frame in (f for f in frames if f["kind"] == kind):
            x, y, w, h = frame["x"], frame["y"], frame["width"], frame["height"]
            inset = 1 if kind == "group" else 0.75
            dash = f' stroke-dasharray="{style["dash"]}"' if style["dash"] else ""
            fill = (
                f'fill="{style["fill"]}" fill-opacity="{style["fill_opacity"]}"' if style["fill"] != "none" else 'fill="none"'
            )
            rx = 2 if kind in ("item", "header", "footer") else (w / 2 if kind == "badge" else 0)
            out.append(
                f'<rect x="{number(x + inset)}" y="{number(y + inset)}" width="{number(max(w - 2 * inset, 0))}" '
                f'height="{number(max(h - 2 * inset, 0))}" rx="{number(min(rx, h / 2))}" {fill} '
                f'stroke="{style["stroke"]}" stroke-width="{2 if kind == "group" else 1.5}"{dash}>'
                f'<title>{kind} {frame["index"]}: x {number(x)}, y {number(y)}, {number(w)} × {number(h)}</title></rect>'
            )
            label = None
            if kind == "item":
                label = str(frame["index"])
            elif kind in ("header", "footer") and w >= 60 and h >= 14:
                label = kind
            if label is not None and h >= 12:
                size = 12 if h >= 24 else 9
                out.append(
                    f'<text x="{number(x + w / 2)}" y="{number(y + h / 2 + size * 0.35)}" text-anchor="middle" '
                    f'font-family="{FONT}" font-size="{size}" font-weight="600" fill="{style["stroke"]}">{label}</text>'
                )
    out.append("</g>")

    # The legend.
    out.append(f'<g transform="translate({MARGIN} {number(legend_top)})" font-family="{FONT}" font-size="11" fill="{TEXT}">')
    cursor = 0
    for label, style in legend_entries:
        if style is None:
            out.append(
                f'<line x1="{cursor + 8}" y1="0" x2="{cursor + 8}" y2="14" stroke="{EDGE}" stroke-width="1" stroke-dasharray="3 3"/>'
            )
        else:
            dash = f' stroke-dasharray="{style["dash"]}"' if style["dash"] else ""
            fill = (
                f'fill="{style["fill"]}" fill-opacity="{style["fill_opacity"]}"' if style["fill"] != "none" else 'fill="none"'
            )
            out.append(
                f'<rect x="{cursor + 1}" y="1" width="14" height="12" rx="2" {fill} stroke="{style["stroke"]}" '
                f'stroke-width="1.5"{dash}/>'
            )
        out.append(f'<text x="{cursor + 22}" y="11">{escape(label)}</text>')
        cursor += 22 + 7 * len(label) + 18
    out.append("</g>")
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trellis", help="the trellis binary to run")
    parser.add_argument("names", nargs="*", help="pictures to draw (default: all)")
    arguments = parser.parse_args()
    trellis = find_trellis(arguments.trellis)
    for name in arguments.names or PICTURES:
        layout, width, height, items, caption = PICTURES[name]
        solution, command = solve(trellis, layout, width, height, items)
        path = PICTURES_DIRECTORY / f"frames-{name}.svg"
        path.write_text(svg_for(name, layout, width, height, items, caption, solution, command), encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)} ({len(solution['frames'])} frames)")


if __name__ == "__main__":
    main()
