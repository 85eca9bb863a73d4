"""A seeded generator of random valid layouts spanning the whole layout format, and the
simplifications the shrinker tries on them.

`Generator(seed).case(n)` returns the n-th case of a seed: a layout in site.json's layout form
(`{"section": …}`, `{"list": …}` or `{"preset": …}`, any of them with `"variants"`), the number of
items its section shows, its cell kind, and whether it has a header and a footer (a section's
`header` and `footer` must agree with every layout it may take, so the generator decides them
first). Cases are independent of each other: case n of seed s is the same whatever else runs.

What it covers: every dimension kind on both axes; item, group and section insets; fixed and
flexible edge spacing on every edge; fixed and flexible inter-item and inter-group spacing;
`subitems` (one and several), `count:` (a number, or `{"containerWidthDividedBy": d}`) and
`repeatingSubitem:`; flows (estimated-width items in a fixed-width group, in about one case in
fifteen); groups nested three deep; all six
orthogonal behaviours; headers and footers with every option (alignment, pinning, extending,
offsets, zIndex, following the content insets); badges with every anchor form; the background
decoration; every list appearance, header and footer mode, separators, insets and swipe actions;
presets; variants by orientation, size class and container width (`minWidth`, `maxWidth`); item counts 0 to 60. What the format refuses
(group supplementaries, a top-level group's edge spacing, a pinned item that does not extend its
section, a swipe action with both a style and a colour, variants that differ in swipe actions or
header mode) is not generated: those are decoding errors, tested in the Swift suites.
"""
import copy
import json
import random

ORTHOGONAL = ["none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered"]
APPEARANCES = ["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"]
ALIGNMENTS = ["top", "topLeading", "topTrailing", "bottom", "bottomLeading", "bottomTrailing", "leading",
              "trailing", "none"]
EDGES = ["top", "leading", "bottom", "trailing"]
COLOURS = ["systemBlue", "systemGreen", "systemRed", "systemOrange", "#34C759", "#5856D6"]
CELLS = ["grid", "list", "value", "subtitle", "plain"]
UIKIT_CELLS = ["cell", "subtitleCell", "valueCell", "sidebarCell", "sidebarSubtitleCell", "accompaniedSidebarCell"]
# Presets and the boxes they declare (LayoutPreset+Provider.swift): (header, footer).
PRESETS = {
    "emojiGrid": (False, False), "storiesCarousel": (True, True), "bannerCarousel": (True, True),
    "columnCarousel": (True, True), "adaptiveGrid": (True, True), "plainList": (False, False),
    "groupedList": (True, True), "insetGroupedList": (False, False), "sidebar": (False, False),
    "sidebarPlain": (False, False),
}


class Generator:
    def __init__(self, seed):
        self.seed = seed

    def case(self, n):
        """The n-th case of this seed: a dict with layout, items, cell, header, footer."""
        rng = random.Random(f"{self.seed}/{n}")
        case = Case(rng).make()
        # About one case in six whose base is a section lays it out as a flow, drawn from a
        # stream of its own, so that the other cases of a seed stay what they were.
        flow = random.Random(f"{self.seed}/flow/{n}")
        if flow.random() < 0.16 and "section" in case["layout"]:
            Case(flow).make_flow(case["layout"]["section"])
        return case


class Case:
    def __init__(self, rng):
        self.r = rng

    # -- helpers --------------------------------------------------------------------------------

    def chance(self, p):
        return self.r.random() < p

    def pick(self, options):
        return self.r.choice(options)

    def length(self, low, high):
        """A length, often whole, sometimes with a fraction (fractions find rounding trouble)."""
        value = self.r.uniform(low, high)
        return round(value) if self.chance(0.7) else round(value, 2)

    def fraction(self, low=0.1, high=1.0):
        return self.pick([1, 0.5, 0.25, 1 / 3, 0.8, 0.77, 0.28]) if self.chance(0.5) else round(self.r.uniform(low, high), 3)

    def insets(self, high=20):
        if self.chance(0.4):
            return self.length(0, high)
        return {edge: self.length(0, high) for edge in EDGES if self.chance(0.6)}

    def spacing(self, high=20):
        return {self.pick(["fixed", "flexible"]): self.length(0, high)}

    def edge_spacing(self):
        return {edge: self.spacing(16) for edge in EDGES if self.chance(0.5)}

    def dimension(self, axis, role):
        """A dimension on `axis` ("width" or "height") for an item or group."""
        kinds = ["fractionalWidth", "fractionalHeight", "absolute", "estimated"]
        weights = [4, 2, 4, 2] if axis == "width" else [2, 3, 5, 3]
        kind = self.r.choices(kinds, weights)[0]
        if kind == "fractionalWidth":
            return {kind: self.fraction(0.1, 1) if axis == "width" else self.fraction(0.05, 0.6)}
        if kind == "fractionalHeight":
            return {kind: self.fraction(0.02, 0.3) if role == "group" else self.fraction(0.1, 1)}
        if kind == "absolute":
            return {kind: self.length(20, 400) if axis == "width" else self.length(20, 160)}
        return {kind: self.length(20, 200) if axis == "width" else self.length(20, 120)}

    def size(self, role):
        return {"widthDimension": self.dimension("width", role), "heightDimension": self.dimension("height", role)}

    # -- layout parts ---------------------------------------------------------------------------

    def anchor(self):
        anchor = {}
        count = self.pick([0, 1, 2, 2])
        edges = []
        for edge in self.r.sample(EDGES, 4):
            opposite = {"top": "bottom", "bottom": "top", "leading": "trailing", "trailing": "leading"}[edge]
            if len(edges) < count and opposite not in edges:
                edges.append(edge)
        anchor["edges"] = edges
        if self.chance(0.4):
            anchor["absoluteOffset"] = {"x": self.length(-10, 10), "y": self.length(-10, 10)}
        elif self.chance(0.2):
            anchor["fractionalOffset"] = {"x": round(self.r.uniform(-0.5, 0.5), 2), "y": round(self.r.uniform(-0.5, 0.5), 2)}
        return anchor

    def badge(self):
        badge = {"elementKind": "badge",
                 "layoutSize": {"widthDimension": {"absolute": self.length(8, 24)},
                                "heightDimension": {"absolute": self.length(8, 24)}},
                 "containerAnchor": self.anchor()}
        if self.chance(0.2):
            badge["itemAnchor"] = self.anchor()
        if self.chance(0.2):
            badge["zIndex"] = self.r.randint(-2, 5)
        return badge

    def item(self):
        item = {"layoutSize": self.size("item")}
        if self.chance(0.35):
            item["contentInsets"] = self.insets(8)
        if self.chance(0.15):
            item["edgeSpacing"] = self.edge_spacing()
        if self.chance(0.12):
            item["supplementaryItems"] = [self.badge() for _ in range(self.pick([1, 1, 2]))]
        return {"item": item}

    def subitem(self, depth):
        if depth < 3 and self.chance(0.2):
            return self.group(depth + 1)
        return self.item()

    def group(self, depth=1):
        body = {"layoutSize": self.size("group")}
        form = self.r.choices(["subitems", "count", "repeating"], [6, 3, 1])[0]
        if form == "subitems":
            body["subitems"] = [self.subitem(depth) for _ in range(self.pick([1, 1, 1, 2, 3]))]
        elif form == "count":
            body["subitem"] = self.subitem(depth)
            if self.chance(0.25):
                # Apple's Insertion Sort: as many slots as the divisor goes into the container width.
                body["count"] = {"containerWidthDividedBy": self.pick([16, 30, 48.5, 75, 120, 200])}
            else:
                body["count"] = self.r.randint(1, 6)
        else:
            body["repeatingSubitem"] = self.subitem(depth)
            body["count"] = self.r.randint(1, 5)
        if self.chance(0.5):
            body["interItemSpacing"] = self.spacing()
        if self.chance(0.25):
            body["contentInsets"] = self.insets(12)
        if depth > 1 and self.chance(0.15):  # a top-level group's edge spacing is refused
            body["edgeSpacing"] = self.edge_spacing()
        return {self.pick(["horizontal", "horizontal", "vertical"]): body}

    def flow_group(self):
        """A flow: a fixed-width horizontal group of items as wide as their content (estimated
        widths), with fixed or flexible spacing. Now and then one that CSS refuses: two kinds of
        item, edge spacing."""
        def item():
            body = {"layoutSize": {"widthDimension": {"estimated": self.length(20, 200)},
                                   "heightDimension": self.pick([{"estimated": self.length(20, 60)},
                                                                 {"absolute": self.length(20, 60)},
                                                                 {"fractionalHeight": self.fraction(0.5, 1)}])}}
            if self.chance(0.35):
                body["contentInsets"] = self.insets(8)
            if self.chance(0.05):
                body["edgeSpacing"] = self.edge_spacing()
            if self.chance(0.12):
                body["supplementaryItems"] = [self.badge()]
            return {"item": body}
        first = item()
        subitems = [first, item()] if self.chance(0.05) else [first] * self.pick([1, 1, 1, 2])
        body = {"layoutSize": {"widthDimension": self.pick([{"fractionalWidth": self.fraction(0.3, 1)},
                                                            {"absolute": self.length(100, 700)}]),
                               "heightDimension": self.pick([{"estimated": self.length(20, 60)},
                                                             {"absolute": self.length(20, 80)}])},
                "subitems": subitems}
        if self.chance(0.8):
            body["interItemSpacing"] = {"fixed": self.length(0, 16)}
        elif self.chance(0.3):
            body["interItemSpacing"] = {"flexible": self.length(0, 16)}
        if self.chance(0.25):
            body["contentInsets"] = self.insets(12)
        return {"horizontal": body}

    def make_flow(self, section):
        """Makes `section` a flow, keeping its boundary items (the case's header and footer)."""
        section["group"] = self.flow_group()
        if self.chance(0.9):
            section.pop("orthogonalScrollingBehavior", None)
        if self.chance(0.8):
            # Mostly whole lengths: CSS refuses a flow whose lines add up lengths off the
            # browser's 1/64 px unit, and a refused case checks nothing in a browser.
            section["group"] = whole(section["group"])
            for key in ("interGroupSpacing", "contentInsets"):
                if key in section:
                    section[key] = whole(section[key])

    def boundary(self, kind):
        alignments = [a for a in ALIGNMENTS if (a.startswith("bottom") if kind == "footer" else not a.startswith("bottom"))]
        item = {"elementKind": kind, "alignment": self.pick(alignments),
                "layoutSize": {"widthDimension": self.pick([{"fractionalWidth": 1}, {"fractionalWidth": 1},
                                                            {"fractionalWidth": self.fraction(0.3, 1)},
                                                            {"absolute": self.length(80, 300)}]),
                               "heightDimension": self.pick([{"estimated": 44}, {"absolute": self.length(1, 60)},
                                                             {"estimated": self.length(20, 60)}])}}
        if self.chance(0.2):
            item["extendsBoundary"] = self.chance(0.5)
        if self.chance(0.3) and item.get("extendsBoundary", True):  # only an extending item pins
            item["pinToVisibleBounds"] = self.chance(0.5)
        if self.chance(0.15):
            item["absoluteOffset"] = {"x": self.length(-8, 8), "y": self.length(-8, 8)}
        if self.chance(0.15):
            item["zIndex"] = self.r.randint(-1, 4)
        return item

    def section(self, header, footer):
        section = {"group": self.group()}
        if self.chance(0.5):
            section["interGroupSpacing"] = self.length(0, 24)
        if self.chance(0.6):
            section["contentInsets"] = self.insets(24)
        if self.chance(0.45):
            section["orthogonalScrollingBehavior"] = self.pick(ORTHOGONAL)
        boundary = ([self.boundary("header")] if header else []) + ([self.boundary("footer")] if footer else [])
        if boundary:
            section["boundarySupplementaryItems"] = boundary
        if boundary and self.chance(0.3):
            section["supplementariesFollowContentInsets"] = self.chance(0.5)
        if self.chance(0.15):
            decoration = {}
            if self.chance(0.5):
                decoration["contentInsets"] = self.insets(12)
            section["decorationItems"] = [{"background": decoration}]
        return {"section": section}

    def swipe_actions(self):
        actions = []
        for index in range(self.pick([1, 1, 2])):
            action = {"title": self.pick(["Copy", "Delete", "Look up", "Share"])}
            if self.chance(0.3):  # a style is its colour: one or the other
                action["style"] = self.pick(["normal", "destructive"])
            else:
                action["backgroundColor"] = self.pick(COLOURS)
            if self.chance(0.6):
                action["copy"] = self.pick(["text", "title", "id"])
            else:
                action["link"] = "https://example.org/search?q={title}"
            actions.append(action)
        return actions

    def list(self, header, footer):
        body = {"appearance": self.pick(APPEARANCES)}
        if header:
            body["headerMode"] = "supplementary"
        elif self.header_row is not None:
            body["headerMode"] = self.header_row
        body["footerMode"] = "supplementary" if footer else "none"
        if self.chance(0.3):
            body["showsSeparators"] = self.chance(0.5)
        if self.chance(0.3):
            body["contentInsets"] = self.insets(24)
        # A section's swipe actions are in its HTML, so every variant has the same ones.
        body.update(self.swipes)
        return {"list": body}

    def source(self, header, footer):
        # A header row and swipe actions are a list's, and in the HTML: a case that has one is
        # lists in every variant.
        if (self.header_row == "firstItemInSection" and not header) or self.swipes:
            return self.list(header, footer)
        return self.list(header, footer) if self.chance(0.2) else self.section(header, footer)

    def width_condition(self):
        """A `when` with container widths (Apple's `width > 800`, `> 500`), alone, as a range, or
        with an orientation or a size class."""
        low, high = self.pick([(360, 500), (500, 800), (400, 700), (800, 1000)])
        when = self.pick([{"minWidth": high}, {"maxWidth": low}, {"minWidth": low, "maxWidth": high}])
        if self.chance(0.3):
            when["orientation"] = self.pick(["portrait", "landscape"])
        elif self.chance(0.15):
            when["horizontalSizeClass"] = self.pick(["compact", "regular"])
        return when

    def make(self):
        items = self.pick([0, 1, 2, 3, 5, 8]) if self.chance(0.3) else self.r.randint(0, 60)
        # Decided once for every layout of the case: the HTML holds them (header row, swipe actions).
        self.header_row = self.pick(["none", "firstItemInSection"]) if self.chance(0.3) else None
        self.swipes = {}
        if self.chance(0.25):
            self.swipes["leadingSwipeActions"] = self.swipe_actions()
        if self.chance(0.25):
            self.swipes["trailingSwipeActions"] = self.swipe_actions()
        if self.chance(0.05):
            preset = self.pick(sorted(PRESETS))
            header, footer = PRESETS[preset]
            layout = {"preset": preset}
        else:
            header, footer = self.chance(0.4), self.chance(0.25)
            layout = self.source(header, footer)
            if self.chance(0.15):
                variants = []
                for _ in range(self.pick([1, 1, 2])):
                    when = self.pick([{"orientation": self.pick(["portrait", "landscape"])},
                                      {"horizontalSizeClass": self.pick(["compact", "regular"])},
                                      self.width_condition()])
                    variants.append({"when": when, **self.source(header, footer)})
                layout["variants"] = variants
        cell = self.pick(CELLS)
        # The section's width: the layout's default (readable for a list), or either one named
        # (a readable section is laid out in a container of its own, at most 672 wide).
        width = self.pick([None, None, "readable", "full"])
        case = {"layout": layout, "items": items, "cell": cell, "header": header, "footer": footer}
        if width:
            case["width"] = width
        # UIKit's content styles and accessories (drawn after every other choice, so that a seed's
        # earlier cases stay as they were): rows whose height the accessories may change.
        if self.chance(0.3):
            names = ["disclosureIndicator", "outlineDisclosure", "checkmark", "detail", "delete", "reorder",
                     "multiselect", {"label": {"text": "{value}"}}]
            chosen = [name for name in names if self.chance(0.3)]
            style = self.pick(UIKIT_CELLS)
            case["cell"] = {"style": style, "accessories": chosen} if chosen else style
        return case


def whole(node, key=""):
    """`node` with every length rounded to a whole number (fractions and counts kept)."""
    if isinstance(node, dict):
        return {k: whole(v, k) for k, v in node.items()}
    if isinstance(node, list):
        return [whole(v, key) for v in node]
    if isinstance(node, float) and not key.startswith("fractional"):
        return round(node)
    return node


# -- shrinking ------------------------------------------------------------------------------------


def simplifications(case):
    """Smaller variants of a case, most drastic first: each drops or simplifies one thing.
    Every candidate is a valid case (headers and footers stay consistent with the layout)."""
    out = []

    def variant(mutate):
        candidate = copy.deepcopy(case)
        if mutate(candidate) is not False:
            out.append(candidate)

    layout = case["layout"]
    if "width" in case:
        variant(lambda c: c.pop("width"))
    if "variants" in layout:
        variant(lambda c: c["layout"].pop("variants"))
        for index in range(len(layout["variants"])):
            def keep_only(c, index=index):
                c["layout"]["variants"] = [c["layout"]["variants"][index]]
            if len(layout["variants"]) > 1:
                variant(keep_only)

            def promote(c, index=index):
                chosen = c["layout"]["variants"][index]
                c["layout"] = {k: v for k, v in chosen.items() if k != "when"}
            variant(promote)
    # Fewer items.
    for smaller in sorted({0, 1, 2, case["items"] // 2, case["items"] - 1}):
        if 0 <= smaller < case["items"]:
            variant(lambda c, smaller=smaller: c.__setitem__("items", smaller))
    if case["cell"] != "plain":
        variant(lambda c: c.__setitem__("cell", "plain"))
    # Walk every object of the layout and offer local simplifications.
    for path, node in walk(layout):
        for key in ["variants", "decorationItems", "supplementaryItems", "edgeSpacing", "contentInsets",
                    "interItemSpacing", "interGroupSpacing", "absoluteOffset", "fractionalOffset", "itemAnchor",
                    "zIndex", "pinToVisibleBounds", "extendsBoundary", "supplementariesFollowContentInsets",
                    "leadingSwipeActions", "trailingSwipeActions", "showsSeparators",
                    "orthogonalScrollingBehavior"]:
            if isinstance(node, dict) and key in node and not (key == "variants" and path == ()):
                variant(lambda c, path=path, key=key: at(c["layout"], path).pop(key))
        if isinstance(node, dict) and "boundarySupplementaryItems" in node and "variants" not in layout:
            # Dropping a header or footer changes what the section must show.
            for index, item in enumerate(node["boundarySupplementaryItems"]):
                def drop(c, path=path, index=index, kind=item["elementKind"]):
                    section = at(c["layout"], path)
                    section["boundarySupplementaryItems"].pop(index)
                    c[kind] = any(i["elementKind"] == kind for i in section["boundarySupplementaryItems"])
                    if not section["boundarySupplementaryItems"]:
                        section.pop("boundarySupplementaryItems")
                        section.pop("supplementariesFollowContentInsets", None)
                variant(drop)
        if isinstance(node, dict) and isinstance(node.get("subitems"), list) and len(node["subitems"]) > 1:
            for index in range(len(node["subitems"])):
                variant(lambda c, path=path, index=index: at(c["layout"], path)["subitems"].pop(index))
        if isinstance(node, dict) and isinstance(node.get("count"), dict):
            variant(lambda c, path=path: at(c["layout"], path).__setitem__("count", 2))
        if isinstance(node, dict) and isinstance(node.get("count"), int) and node["count"] > 1:
            variant(lambda c, path=path: at(c["layout"], path).__setitem__("count", node["count"] - 1))
            variant(lambda c, path=path: at(c["layout"], path).__setitem__("count", 1))
        if isinstance(node, dict) and any(k in node for k in ("subitem", "repeatingSubitem")) and "count" in node:
            def as_list(c, path=path):
                group = at(c["layout"], path)
                child = group.pop("subitem", None) or group.pop("repeatingSubitem")
                group.pop("count")
                group["subitems"] = [child]
            variant(as_list)
        # A nested group replaced by its first subitem.
        for key in ("subitems", "subitem", "repeatingSubitem"):
            children = node.get(key) if isinstance(node, dict) else None
            children = children if isinstance(children, list) else [children] if children else []
            for index, child in enumerate(children):
                axis = next((a for a in ("horizontal", "vertical") if isinstance(child, dict) and a in child), None)
                if axis:
                    inner = child[axis]
                    first = inner.get("subitems", [None])[0] if "subitems" in inner else inner.get("subitem") or inner.get("repeatingSubitem")

                    def unwrap(c, path=path, key=key, index=index, first=first):
                        group = at(c["layout"], path)
                        if isinstance(group[key], list):
                            group[key][index] = copy.deepcopy(first)
                        else:
                            group[key] = copy.deepcopy(first)
                    variant(unwrap)
        # Dimensions made plain: estimated and fractional heights become absolute.
        if isinstance(node, dict) and ("widthDimension" in node or "heightDimension" in node):
            for axis in ("widthDimension", "heightDimension"):
                dimension = node.get(axis, {})
                if list(dimension) != ["absolute"]:
                    value = 100 if axis == "widthDimension" else 50
                    variant(lambda c, path=path, axis=axis, value=value: at(c["layout"], path).__setitem__(
                        axis, {"absolute": value}))
                    if axis == "widthDimension" and list(dimension) != ["fractionalWidth"]:
                        variant(lambda c, path=path, axis=axis: at(c["layout"], path).__setitem__(
                            axis, {"fractionalWidth": 1}))
        # Numbers made round.
        if isinstance(node, dict):
            for key, value in node.items():
                if isinstance(value, float) and key not in ("fractionalWidth", "fractionalHeight"):
                    variant(lambda c, path=path, key=key, value=value: at(c["layout"], path).__setitem__(key, round(value)))
    return out


def walk(node, path=()):
    """Every dict and list inside node, with its path of keys and indices."""
    yield path, node
    if isinstance(node, dict):
        for key, value in node.items():
            if isinstance(value, (dict, list)):
                yield from walk(value, path + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            if isinstance(value, (dict, list)):
                yield from walk(value, path + (index,))


def at(node, path):
    for key in path:
        node = node[key]
    return node


def size(case):
    """How big a case is, for the shrinker's 'smaller' (characters of its JSON plus items)."""
    return len(json.dumps(case["layout"], separators=(",", ":"))) + case["items"]
