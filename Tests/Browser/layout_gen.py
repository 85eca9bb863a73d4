"""A generator of random valid layouts spanning the whole layout format.

`case(rng)` returns a case: a layout in site.json's layout form (`{"section": …}`, `{"list": …}`
or `{"preset": …}`, any of them with `"variants"`), the number of items its section shows, its
cell kind, and whether it has a header and a footer (a section's `header` and `footer` must agree
with every layout it may take, so the generator decides them first).

`rng` is any object with the methods of `random.Random` used here: `random`, `uniform`, `randint`,
`choice`, `choices` and `sample`. The generative suite (test_generative.py) passes one whose
every method is a Hypothesis draw, so that Hypothesis shrinks a failing case: toward the first
option of each choice, the low end of each range, and `random()` toward 0. The generator is
written so that this is the simpler case: `chance(p)` is true when `random()` is high, so a
shrunk case leaves out what a chance adds (a header, insets, a badge, variants...), and where
both branches add something the plainer one (whole lengths, a fraction from the short list, one
inset for every edge) is the one a low draw takes. A `random.Random(seed)` gives a seeded case,
for a look at what the generator makes.

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


def case(rng):
    """A random case drawn from `rng`: a dict with layout, items, cell, header, footer (and width
    when the section names one)."""
    maker = Case(rng)
    made = maker.make()
    # About one case in six whose base is a section lays it out as a flow.
    if "section" in made["layout"] and maker.chance(0.16):
        maker.make_flow(made["layout"]["section"])
    return made


class Case:
    def __init__(self, rng):
        self.r = rng

    # -- helpers --------------------------------------------------------------------------------

    def chance(self, p):
        """True with probability p, when random() is high: a draw of 0 is false."""
        return self.r.random() >= 1 - p

    def pick(self, options):
        return self.r.choice(options)

    def length(self, low, high):
        """A length, often whole, sometimes with a fraction (fractions find rounding trouble)."""
        value = self.r.uniform(low, high)
        return round(value, 2) if self.chance(0.3) else round(value)

    def fraction(self, low=0.1, high=1.0):
        return round(self.r.uniform(low, high), 3) if self.chance(0.5) else self.pick([1, 0.5, 0.25, 1 / 3, 0.8, 0.77, 0.28])

    def insets(self, high=20):
        if self.chance(0.6):
            return {edge: self.length(0, high) for edge in EDGES if self.chance(0.6)}
        return self.length(0, high)

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
        if not self.chance(0.1):
            section.pop("orthogonalScrollingBehavior", None)
        if not self.chance(0.2):
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
        # The item count after the layout: Hypothesis shrinks the latest draws first, and a page of
        # fewer items is quicker to check.
        items = self.pick([0, 1, 2, 3, 5, 8]) if self.chance(0.3) else self.r.randint(0, 60)
        cell = self.pick(CELLS)
        # The section's width: the layout's default (readable for a list), or either one named
        # (a readable section is laid out in a container of its own, at most 672 wide).
        width = self.pick([None, None, "readable", "full"])
        case = {"layout": layout, "items": items, "cell": cell, "header": header, "footer": footer}
        if width:
            case["width"] = width
        # UIKit's content styles and accessories: rows whose height the accessories may change.
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
