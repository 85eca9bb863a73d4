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

Two branches: about one case in four is an archetype (`Case.archetype`, `archetype_case`), the
rest are drawn from the whole format (`Case.make`). An archetype is a realistic layout with
randomised parameters, a section a real app would show: Apple's "Implementing Modern Collection
Views" samples (List, Grid with 0.2-wide items in square groups, Inset Items Grid, Two-Column
Grid, Distinct and Adaptive Sections, Orthogonal Sections: a 0.7 leading item and a vertical pair
in a group 0.85 wide, continuousGroupLeadingBoundary; Orthogonal Section Behaviors: each of the
six; Section Headers/Footers, Pinned Section Headers, Nested Groups, Item Badges anchored
topTrailing with a fractional offset, Section Background Decoration, Conference Videos and News
Feed, Insertion Sort) and app screens (a photo grid of 3 columns 4 apart with section insets 16,
two 0.45-wide items 8 apart with side insets, fixed-size icons spread by flexible edge spacing,
banner carousels of groups the page wide or 0.9 of it with side insets, App Store-like carousels
of groups 0.9 wide of 3 rows, story circles, settings-like inset grouped lists, cards with item
insets, sticky headers, chips that wrap or scroll), and the presets. Now and then (about one in
eight) an archetype's section is empty with a message (`"emptyMessage"`, which generative.py's
site_files gives the section) and a footer, and maybe a header; about one in ten has side insets
as large as the page (100 to 400). An archetype case names its archetype (`"archetype"`).
Refusals of archetype cases are what Tests/Browser/refusal_share.py counts as "layouts a real app
would use".

What the whole-format branch covers: every dimension kind on both axes; item, group and section
insets; fixed and flexible edge spacing on every edge; fixed and flexible inter-item and
inter-group spacing; `subitems` (one and several), `count:` (a number, or
`{"containerWidthDividedBy": d}`) and `repeatingSubitem:`; flows (estimated-width items in a
fixed-width group, in about one case in fifteen); groups nested three deep; all six orthogonal
behaviours; headers and footers with every option (alignment, pinning, extending, offsets, zIndex,
following the content insets); badges with every anchor form; the background decoration; every list
appearance, header and footer mode, separators, insets and swipe actions; presets; variants by
orientation, size class and container width (`minWidth`, `maxWidth`); item counts 0 to 60. What the
format refuses (group supplementaries, a top-level group's edge spacing, a pinned item that does
not extend its section, a swipe action with both a style and a colour, variants that differ in
swipe actions or header mode) is not generated: those are decoding errors, tested in the Swift
suites.
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


# Archetypes, the simplest first (Apple's List).
ARCHETYPES = ["list", "grid", "inset_items_grid", "two_column", "distinct_sections", "adaptive_sections",
              "orthogonal_sections", "orthogonal_behaviours", "headers_footers", "pinned_headers", "nested_groups",
              "badges", "background_decoration", "conference_videos", "news_feed", "insertion_sort", "item_insets",
              "sticky_headers", "photo_grid", "two_up", "icons", "banner_carousel", "app_store", "stories",
              "settings", "chips", "preset"]


def fw(value):
    return {"fractionalWidth": value}


def fh(value):
    return {"fractionalHeight": value}


def ab(value):
    return {"absolute": value}


def est(value):
    return {"estimated": value}


def size(width, height):
    return {"widthDimension": width, "heightDimension": height}


def item(width, height, **keys):
    return {"item": {"layoutSize": size(width, height), **keys}}


def hgroup(width, height, **keys):
    return {"horizontal": {"layoutSize": size(width, height), **keys}}


def vgroup(width, height, **keys):
    return {"vertical": {"layoutSize": size(width, height), **keys}}


def archetype_case(rng):
    """An archetype case alone (as `case` draws one in four)."""
    return Case(rng).archetype()


def case(rng):
    """A random case drawn from `rng`: a dict with layout, items, cell, header, footer (and width
    when the section names one; `archetype` and `emptyMessage` for an archetype case)."""
    maker = Case(rng)
    # About one case in four is an archetype (a chance not taken, the simpler branch, is the rest).
    if maker.chance(0.25):
        return maker.archetype()
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

    # -- archetypes -----------------------------------------------------------------------------
    # Realistic layouts, each with randomised parameters: Apple's "Implementing Modern Collection
    # Views" samples and the screens of everyday apps. Each builder returns (layout, cell) and may
    # insist on a header or a footer (self.header, self.footer); the first option of each choice is
    # the sample's own or the plainer one.

    def archetype(self):
        """A case drawn from the archetypes (ARCHETYPES): a section of a real app's screen, now and
        then empty with a message, a footer and maybe a header, or with side insets as large as
        the page."""
        name = self.pick(ARCHETYPES)
        self.empty = self.chance(0.12)
        self.header = self.chance(0.5) or (self.empty and self.chance(0.5))
        self.footer = self.empty or self.chance(0.2)
        layout, cell = getattr(self, "arch_" + name)()
        if "section" in layout and self.chance(0.1):
            self.page_wide_insets(layout)
        items = 0 if self.empty else self.pick([1, 2, 3, 5, 8, 12]) if self.chance(0.3) else self.r.randint(1, 40)
        made = {"layout": layout, "items": items, "cell": cell, "header": bool(self.header),
                "footer": bool(self.footer), "archetype": name}
        if self.empty:
            made["emptyMessage"] = "Nothing here yet"
        return made

    def page_wide_insets(self, layout):
        """Side insets as large as the page (100 to 400, the same on both sides or not), in the
        section and its variants."""
        leading = self.r.randint(100, 400)
        trailing = self.r.randint(100, 400) if self.chance(0.3) else leading
        for section in [layout["section"]] + [variant["section"] for variant in layout.get("variants", [])]:
            insets = section.get("contentInsets", 0)
            insets = dict(insets) if isinstance(insets, dict) else {edge: insets for edge in EDGES}
            section["contentInsets"] = dict(insets, leading=leading, trailing=trailing)

    def boundaries(self, pinned=False, follows=None):
        """The section's header and footer boxes, as a real app declares them."""
        boxes = []
        if self.header:
            header = {"elementKind": "header", "alignment": "top",
                      "layoutSize": size(fw(1), self.pick([est(44), ab(44), est(self.r.randint(28, 60))]))}
            if pinned:
                header.update({"pinToVisibleBounds": True, "zIndex": 2})
            boxes.append(header)
        if self.footer:
            boxes.append({"elementKind": "footer", "alignment": "bottom",
                          "layoutSize": size(fw(1), self.pick([est(44), ab(1), est(self.r.randint(20, 60))]))})
        return boxes

    def section_of(self, group, pinned=False, **keys):
        """{"section": …} with the group, the keys given and the case's header and footer."""
        section = {"group": group, **keys}
        boxes = self.boundaries(pinned)
        if boxes:
            section["boundarySupplementaryItems"] = boxes
        return {"section": section}

    def list_cell(self):
        return self.pick(["list", "subtitle", "value", "plain", "cell", "subtitleCell", "valueCell"])

    def card_cell(self):
        return self.pick(["grid", "subtitle", "list"])

    # Apple's samples.

    def arch_list(self):
        """List: full-width rows 44 high (the row height randomised)."""
        height = self.pick([44, 50, 60, 80])
        group = hgroup(fw(1), ab(height), subitems=[item(fw(1), fh(1))])
        return self.section_of(group), self.list_cell()

    def arch_grid(self):
        """Grid: items 0.2 wide, square groups (fractionalWidth 0.2 high)."""
        fraction = self.pick([0.2, 0.25, 0.5, 1 / 3, 0.125])
        group = hgroup(fw(1), fw(fraction), subitems=[item(fw(fraction), fh(1))])
        return self.section_of(group), "grid"

    def arch_inset_items_grid(self):
        """Inset Items Grid: the grid with item insets."""
        fraction = self.pick([0.2, 0.25, 1 / 3])
        inset = self.pick([2, 4, 5, 8])
        group = hgroup(fw(1), fw(fraction), subitems=[item(fw(fraction), fh(1), contentInsets=inset)])
        return self.section_of(group), "grid"

    def arch_two_column(self):
        """Two-Column Grid: count 2, spacing 10, section insets 10."""
        spacing = self.pick([10, 8, 16])
        group = hgroup(fw(1), ab(self.pick([44, 60, 100])), subitem=item(fw(1), fh(1)),
                       count=self.pick([2, 2, 3]), interItemSpacing={"fixed": spacing})
        return (self.section_of(group, interGroupSpacing=spacing, contentInsets=self.pick([10, 16, 20])),
                self.list_cell())

    def arch_distinct_sections(self):
        """Distinct Sections: 1, 5 or 3 columns by the section's index; rows 44 high, else 0.2 of the width."""
        columns = self.pick([1, 5, 3])
        group = hgroup(fw(1), ab(44) if columns == 1 else fw(0.2),
                       subitem=item(fw(1), fh(1), contentInsets=2), count=columns)
        return self.section_of(group, contentInsets=20), "list" if columns == 1 else "grid"

    def arch_adaptive_sections(self):
        """Adaptive Sections: the distinct sections, twice the columns wider than 800 (or 500)."""
        columns = self.pick([1, 5, 3])

        def layout(count):
            group = hgroup(fw(1), ab(44) if count == 1 else fw(0.2),
                           subitem=item(fw(0.2), fh(1), contentInsets=2), count=count)
            return {"group": group, "contentInsets": 20}
        base = self.section_of(layout(columns)["group"], contentInsets=20)
        wide = dict(layout(columns * 2), **{k: v for k, v in base["section"].items() if k != "group"})
        base["variants"] = [{"when": {"minWidth": self.pick([800, 500, 768])}, "section": wide}]
        return base, "list" if columns == 1 else "grid"

    def leading_and_pair(self, width, height):
        """Orthogonal Sections' and Nested Groups' group: a 0.7 leading item beside a vertical pair
        0.3 wide (items 0.3 high), every item inset 10."""
        inset = self.pick([10, 5, 0])
        pair = vgroup(fw(0.3), fh(1), subitem=item(fw(1), fh(0.3), contentInsets=inset), count=2)
        return hgroup(width, height, subitems=[item(fw(0.7), fh(1), contentInsets=inset), pair])

    def arch_orthogonal_sections(self):
        """Orthogonal Sections: the leading item and pair in a group 0.85 wide, 0.4 of the height,
        continuousGroupLeadingBoundary."""
        group = self.leading_and_pair(fw(0.85), self.pick([fh(0.4), ab(self.r.randint(200, 320))]))
        return self.section_of(group, orthogonalScrollingBehavior="continuousGroupLeadingBoundary"), "grid"

    def arch_orthogonal_behaviours(self):
        """Orthogonal Section Behaviors: each of the six behaviours, with a header naming it; the
        group 0.85 wide when it scrolls."""
        behaviour = self.pick(ORTHOGONAL)
        self.header = True
        group = self.leading_and_pair(fw(1 if behaviour == "none" else 0.85), fh(0.4) if self.chance(0.7) else ab(250))
        return self.section_of(group, orthogonalScrollingBehavior=behaviour), "grid"

    def arch_headers_footers(self):
        """Section Headers/Footers: list rows, spacing 5, side insets 10, a header and a footer."""
        self.header = self.footer = True
        group = hgroup(fw(1), ab(44), subitems=[item(fw(1), fh(1))])
        return self.section_of(group, interGroupSpacing=5, contentInsets={"top": 0, "leading": 10, "bottom": 0,
                                                                            "trailing": 10}), self.list_cell()

    def arch_pinned_headers(self):
        """Pinned Section Headers: the same, the header pinned (zIndex 2)."""
        self.header = self.footer = True
        group = hgroup(fw(1), ab(44), subitems=[item(fw(1), fh(1))])
        return self.section_of(group, pinned=True, interGroupSpacing=5,
                               contentInsets={"top": 0, "leading": 10, "bottom": 0, "trailing": 10}), self.list_cell()

    def arch_nested_groups(self):
        """Nested Groups: the leading item and pair in a full-width group 0.4 of the height."""
        group = self.leading_and_pair(fw(1), self.pick([fh(0.4), ab(self.r.randint(160, 320)), fw(0.5)]))
        return self.section_of(group), "grid"

    def arch_badges(self):
        """Item Badges: a 20-point badge anchored topTrailing with a fractional offset (0.3, -0.3),
        items 0.25 wide inset 5, groups 0.2 of the width high, section insets 20."""
        anchor = {"edges": ["top", "trailing"]}
        offset = self.pick([(0.3, -0.3), (0.5, -0.5), (0, 0)])
        if self.chance(0.3):
            anchor["absoluteOffset"] = {"x": self.r.randint(-8, 8), "y": self.r.randint(-8, 8)}
        else:
            anchor["fractionalOffset"] = {"x": offset[0], "y": offset[1]}
        side = self.pick([20, 16, 24])
        badge = {"elementKind": "badge", "layoutSize": size(ab(side), ab(side)), "containerAnchor": anchor}
        fraction = self.pick([0.25, 0.2, 1 / 3])
        group = hgroup(fw(1), fw(0.2),
                       subitems=[item(fw(fraction), fh(1), contentInsets=5, supplementaryItems=[badge])])
        return self.section_of(group, contentInsets=20), "grid"

    def arch_background_decoration(self):
        """Section Background Decoration: list rows, spacing 5, insets 10, a background inset 5,
        of the sample's own element kind now and then."""
        group = hgroup(fw(1), ab(44), subitems=[item(fw(1), fh(1))])
        decoration = {"contentInsets": self.pick([5, 0, 10])}
        if self.chance(0.3):
            decoration["elementKind"] = self.pick(["background", "section-background-element-kind"])
        return self.section_of(group, interGroupSpacing=5, contentInsets=10,
                               decorationItems=[{"background": decoration}]), self.list_cell()

    def arch_conference_videos(self):
        """Conference Videos: a continuous carousel of groups 0.85 wide and 0.4 high, 0.425 and 0.25
        wider than 500; spacing 20, side insets 20, a header."""
        self.header = True

        def section(width, height):
            return {"group": hgroup(fw(width), fh(height), subitems=[item(fw(1), fh(1))]),
                    "orthogonalScrollingBehavior": "continuous", "interGroupSpacing": 20,
                    "contentInsets": {"top": 0, "leading": 20, "bottom": 0, "trailing": 20}}
        narrow = section(0.85, 0.4)
        base = self.section_of(narrow.pop("group"), **narrow)
        wide = dict(base["section"], **section(0.425, 0.25))
        base["variants"] = [{"when": {"minWidth": 500}, "section": wide}]
        return base, self.card_cell()

    def arch_news_feed(self):
        """Conference News Feed: self-sizing full-width rows estimated 100, spacing 10, insets 10."""
        group = hgroup(fw(1), est(100), subitem=item(fw(1), est(100)), count=1)
        return self.section_of(group, interGroupSpacing=10, contentInsets=10), self.pick(["subtitle", "list", "plain"])

    def arch_insertion_sort(self):
        """Insertion Sort: rows of as many slots as 16 (or so) goes into the width."""
        side = self.pick([16, 20, 12])
        group = hgroup(fw(1), ab(side), subitem=item(fw(1), fh(1)), count={"containerWidthDividedBy": side})
        return self.section_of(group), "grid"

    def arch_item_insets(self):
        """Cards: full-width items inset on every side (the item's content insets), fixed or self-sizing."""
        height = self.pick([ab(self.r.randint(80, 200)), est(self.r.randint(60, 120))])
        insets = self.pick([{"top": 8, "leading": 16, "bottom": 8, "trailing": 16}, 8, {"leading": 16, "trailing": 16}])
        group = hgroup(fw(1), height,
                       subitems=[item(fw(1), height if "estimated" in height else fh(1), contentInsets=insets)])
        return self.section_of(group, interGroupSpacing=self.pick([0, 8, 12])), self.card_cell()

    def arch_sticky_headers(self):
        """A contacts-like list: rows 44 or 56 high, a pinned header over them."""
        self.header = True
        height = self.pick([44, 56, 64])
        group = hgroup(fw(1), ab(height), subitems=[item(fw(1), fh(1))])
        keys = {"contentInsets": self.pick([0, {"leading": 16, "trailing": 16}])}
        if self.chance(0.3):
            keys["interGroupSpacing"] = 1
        return self.section_of(group, pinned=True, **keys), self.list_cell()

    # App screens.

    def arch_photo_grid(self):
        """A photo grid: 3 columns (or 2, 4, 5), spacing 4 (interItemSpacing fixed), section insets
        16; groups square-ish or fixed; now and then more columns in regular width."""
        columns = self.pick([3, 2, 4, 5])
        spacing = self.pick([4, 1, 2, 8])
        inset = self.pick([16, 0, 12, 20])

        def section(count):
            height = fw(round(1 / count, 3)) if self.chance(0.5) else ab(self.r.randint(80, 140))
            if self.chance(0.5):
                body = dict(subitem=item(fw(1), fh(1)), count=count)
            else:
                fraction = self.pick([round(1 / count - 0.01, 2), round(1 / count, 3), 1 / count])
                body = dict(subitems=[item(fw(fraction), fh(1))])
            return hgroup(fw(1), height, interItemSpacing={"fixed": spacing}, **body)
        base = self.section_of(section(columns), interGroupSpacing=spacing, contentInsets=inset)
        if self.chance(0.3):
            wide = dict(base["section"], group=section(columns * 2))
            when = self.pick([{"horizontalSizeClass": "regular"}, {"minWidth": 800}, {"orientation": "landscape"}])
            base["variants"] = [{"when": when, "section": wide}]
        return base, "grid"

    def arch_two_up(self):
        """Two items 0.45 wide, 8 apart, side insets 16 (or so)."""
        side = self.pick([16, 14, 20])
        group = hgroup(fw(1), self.pick([ab(self.r.randint(100, 240)), fw(0.6)]),
                       subitems=[item(fw(0.45), fh(1))], interItemSpacing={"fixed": self.pick([8, 10, 12])})
        return (self.section_of(group, interGroupSpacing=self.pick([8, 16]),
                                contentInsets={"top": 0, "leading": side, "bottom": 0, "trailing": side}),
                self.card_cell())

    def arch_icons(self):
        """Fixed-size icons spread across the row by flexible edge spacing."""
        side = self.pick([44, 48, 56, 64])
        spacing = {"leading": {"flexible": 0}, "trailing": {"flexible": 0}}
        if self.chance(0.3):
            spacing["top"] = {"fixed": self.pick([4, 8])}
        group = hgroup(fw(1), ab(side + self.pick([16, 8, 24])),
                       subitems=[item(ab(side), ab(side), edgeSpacing=spacing)])
        return self.section_of(group, contentInsets={"top": 8, "leading": 16, "bottom": 8, "trailing": 16}), "grid"

    def arch_banner_carousel(self):
        """A banner carousel: groups the width (1) or 0.9 of it, with side insets, paging by group,
        continuous to a group's boundary, or by page."""
        behaviour = self.pick(["groupPaging", "continuousGroupLeadingBoundary", "paging", "groupPagingCentered"])
        width = self.pick([1, 0.9, 0.92, 0.8])
        height = self.pick([ab(self.r.randint(120, 240)), fw(0.5), fw(0.4)])
        banner = item(fw(1), fh(1))
        if self.chance(0.3):
            banner["item"]["contentInsets"] = {"leading": 4, "trailing": 4}
        side = self.pick([16, 20, 0])
        return self.section_of(hgroup(fw(width), height, subitems=[banner]), orthogonalScrollingBehavior=behaviour,
                               interGroupSpacing=self.pick([8, 0, 12, 16]),
                               contentInsets={"top": 0, "leading": side, "bottom": self.pick([0, 8, 16]),
                                              "trailing": side}), self.card_cell()

    def arch_app_store(self):
        """An App Store-like carousel: vertical groups 0.9 wide of 3 rows, paging by group."""
        row = self.pick([64, 72, 80])
        gap = self.pick([8, 0, 12])
        rows = self.pick([3, 2, 4])
        if self.chance(0.5):
            body = dict(subitem=item(fw(1), ab(row)), count=rows, interItemSpacing={"fixed": gap})
            height = ab(rows * row + (rows - 1) * gap)
        else:
            body = dict(subitem=item(fw(1), fh(round(1 / rows, 3))), count=rows)
            height = ab(rows * row)
        group = vgroup(fw(self.pick([0.9, 0.85, 0.45])), height, **body)
        return self.section_of(group,
                               orthogonalScrollingBehavior=self.pick(["groupPaging", "continuousGroupLeadingBoundary"]),
                               interGroupSpacing=self.pick([10, 8, 16]),
                               contentInsets={"top": 0, "leading": 20, "bottom": 0, "trailing": 20}), self.list_cell()

    def arch_stories(self):
        """Story circles: 72-point items in a continuous carousel."""
        side = self.pick([72, 64, 80])
        height = side + self.pick([0, 20])
        group = hgroup(ab(side), ab(height), subitems=[item(fw(1), fh(1))])
        return self.section_of(group, orthogonalScrollingBehavior="continuous",
                               interGroupSpacing=self.pick([12, 8, 16]),
                               contentInsets={"top": 8, "leading": 16, "bottom": 8, "trailing": 16}), "grid"

    def arch_settings(self):
        """A settings-like list: inset grouped (or grouped) rows, with disclosure indicators."""
        body = {"appearance": self.pick(["insetGrouped", "grouped", "plain", "sidebar"])}
        if self.header:
            body["headerMode"] = "supplementary"
        if self.footer:
            body["footerMode"] = "supplementary"
        style = self.pick(["cell", "valueCell", "subtitleCell"])
        cell = {"style": style, "accessories": ["disclosureIndicator"]} if self.chance(0.6) else style
        return {"list": body}, cell

    def arch_chips(self):
        """Chips: a wrapping flow of self-sizing chips 8 apart, or a carousel of them."""
        chip = item(est(self.pick([60, 80, 100])), self.pick([est(32), fh(1)]))
        if self.chance(0.5):
            group = hgroup(est(chip["item"]["layoutSize"]["widthDimension"]["estimated"]), ab(32), subitems=[chip])
            return self.section_of(group, interGroupSpacing=8,
                                   orthogonalScrollingBehavior=self.pick(["continuousGroupLeadingBoundary",
                                                                          "continuous"]),
                                   contentInsets={"top": 8, "leading": 16, "bottom": 8, "trailing": 16}), "plain"
        if "fractionalHeight" in chip["item"]["layoutSize"]["heightDimension"]:
            chip["item"]["layoutSize"]["heightDimension"] = est(32)
        group = hgroup(fw(1), est(32), subitems=[chip], interItemSpacing={"fixed": 8})
        return self.section_of(group, interGroupSpacing=8, contentInsets=self.pick([16, 8])), "plain"

    def arch_preset(self):
        """A preset: the layouts of the examples Trellis was modelled on."""
        preset = self.pick(sorted(PRESETS))
        self.header, self.footer = PRESETS[preset]
        return {"preset": preset}, self.pick(["grid", "list", "subtitle"])


def whole(node, key=""):
    """`node` with every length rounded to a whole number (fractions and counts kept)."""
    if isinstance(node, dict):
        return {k: whole(v, k) for k, v in node.items()}
    if isinstance(node, list):
        return [whole(v, key) for v in node]
    if isinstance(node, float) and not key.startswith("fractional"):
        return round(node)
    return node
