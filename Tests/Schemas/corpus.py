"""The schema suite's hand-written wrong inputs, and where every documented decoding error stands.

`CORPUS` holds one minimal wrong input per documented error of the `json`, `site`, `layout`,
`data` and `text` families that concerns the content of site.json, emoji.json, characters.json or
a layout file (several for some: a number out of range for each kind of number, an unknown name
for each enumeration). Each `Wrong` entry is made by editing a good base document (`BASES`): the
file kind, the change, and the ID the decoder must report first. test_schemas.py checks that the
decoder reports exactly that ID, and that the schema refuses the document, or, when the ID is in
`UNEXPRESSIBLE`, that the schema accepts it (so the list stays honest: a rule the schema has come
to express is taken off the list).

Every ID of those families that Validation.md lists ("Every diagnostic ID") is in the corpus, in
`UNEXPRESSIBLE` (a rule a JSON Schema cannot state: uniqueness of a field across objects, a name
that must exist in another file, a rule between a layout's variants, a registry of language
subtags…), in `WARNINGS` (the input is used; the schema has nothing to refuse) or in
`NOT_DECODING` (the ID is not about these files' JSON content: a file that is missing, the
command line, JSON syntax that an editor's own parser reports before any schema sees a value). A
newly documented ID fails the coverage test until it is placed.
"""
import json
from collections import namedtuple

# -- the good bases -------------------------------------------------------------------------------------

BADGE = {"elementKind": "badge",
         "layoutSize": {"widthDimension": {"absolute": 16}, "heightDimension": {"absolute": 16}},
         "containerAnchor": {"edges": ["top", "trailing"], "absoluteOffset": {"x": 4, "y": -4}}}
HEADER = {"elementKind": "header", "alignment": "top",
          "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 44}},
          "pinToVisibleBounds": True, "zIndex": 2}
SECTION = {
    "group": {"horizontal": {
        "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 60}},
        "subitems": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 0.5},
                                              "heightDimension": {"fractionalHeight": 1}},
                               "contentInsets": 4, "supplementaryItems": [BADGE]}}],
        "interItemSpacing": {"fixed": 8}}},
    "interGroupSpacing": 8,
    "contentInsets": {"top": 8, "leading": 16, "bottom": 8, "trailing": 16},
    "orthogonalScrollingBehavior": "continuous",
    "boundarySupplementaryItems": [HEADER],
    "decorationItems": [{"background": {"contentInsets": 4}}],
}
# A section with a badge, a pinned header and a background, and a variant wider than 600.
LAYOUT = {"section": SECTION,
          "variants": [{"when": {"minWidth": 600, "orientation": "landscape"},
                        "section": dict(SECTION, interGroupSpacing=16)}]}
# A list with swipe actions (a style and a copy, a colour and a link).
LIST = {"list": {"appearance": "insetGrouped", "headerMode": "supplementary", "footerMode": "none",
                 "showsSeparators": True, "contentInsets": 8,
                 "trailingSwipeActions": [
                     {"title": "Copy", "style": "normal", "copy": "text"},
                     {"title": "Look up", "backgroundColor": "systemBlue", "link": "https://example.org/?q={title}"}]}}
SITE = {
    "title": "Base",
    "language": "en",
    "data": {"emoji": "emoji.json", "characters": "characters.json"},
    "layoutConfiguration": {"interSectionSpacing": 8},
    "pages": [{"id": "p", "title": "P", "sections": [
        {"id": "e", "data": {"emoji": {"category": "smileys"}}, "layout": {"preset": "emojiGrid"}, "cell": "grid"},
        {"id": "c", "title": "C", "data": {"characters": {"universe": "u"}},
         "layout": {"list": {"appearance": "plain", "headerMode": "supplementary"}},
         "cell": "character", "header": "titleWithCount"}]}],
}
EMOJI = {"categories": [{"id": "smileys", "title": "Smileys", "description": "Faces."}],
         "subgroups": [{"id": "face", "title": "Faces"}],
         "emoji": [{"text": "😀", "title": "Grinning", "category": "smileys", "subgroup": "face", "keywords": ["grin"]},
                   {"id": "wink", "text": "😉", "title": "Winking", "category": "smileys"}]}
CHARACTERS = {"universes": [{"id": "u", "title": "U", "description": "A universe.", "sections": [
    {"id": "s", "title": "S", "characters": [
        {"name": "Ada", "job": "Countess", "isComplete": True},
        {"id": "grace", "name": "Grace", "job": "Admiral", "imageName": "grace"}]}]}]}
# The good documents: `kind` is the file (its schema), `base` which of these a Wrong edits.
BASES = {"site": ("site", SITE), "emoji": ("emoji", EMOJI), "characters": ("characters", CHARACTERS),
         "layout": ("layout", LAYOUT), "list": ("layout", LIST)}


def copy(value):
    return json.loads(json.dumps(value))


# -- edits ------------------------------------------------------------------------------------------------

def _walk(document, path):
    node = document
    for step in path[:-1]:
        node = node[step]
    return node


def put(path, value):
    """An edit that sets the value at `path` (a tuple of keys and indices)."""
    def apply(document):
        _walk(document, path)[path[-1]] = copy(value)
    return apply


def drop(path):
    """An edit that removes the value at `path`."""
    def apply(document):
        del _walk(document, path)[path[-1]]
    return apply


def rename(path, name):
    """An edit that renames the key at `path` to `name`, keeping its value."""
    def apply(document):
        parent = _walk(document, path)
        parent[name] = parent.pop(path[-1])
    return apply


def both(*edits):
    def apply(document):
        for edit in edits:
            edit(document)
    return apply


class Wrong(namedtuple("Wrong", "label base edit id")):
    """One wrong input: the base document it edits (a key of BASES), the edit, and the ID the
    decoder must report first."""

    @property
    def kind(self):
        return BASES[self.base][0]

    def document(self):
        document = copy(BASES[self.base][1])
        self.edit(document)
        return document


# Paths into the bases.
S = ("section",)
GROUP = S + ("group", "horizontal")
ITEM = GROUP + ("subitems", 0, "item")
BADGE_AT = ITEM + ("supplementaryItems", 0)
HEADER_AT = S + ("boundarySupplementaryItems", 0)
WHEN = ("variants", 0, "when")
ACTION = ("list", "trailingSwipeActions", 0)
LINKED = ("list", "trailingSwipeActions", 1)
SECTION_E = ("pages", 0, "sections", 0)
SECTION_C = ("pages", 0, "sections", 1)
PAGE = ("pages", 0)
CELL = SECTION_E + ("cell",)

CORPUS = [
    # json: values
    Wrong("typo in a layout key", "layout", rename(S + ("orthogonalScrollingBehavior",), "orthogonalScrollingBehaviour"),
          "json.unknownKey"),
    Wrong("unknown key in an item", "layout", put(ITEM + ("titel",), "x"), "json.unknownKey"),
    Wrong("unknown key in site.json", "site", rename(("title",), "titel"), "json.missingKey"),
    Wrong("unknown key in a page", "site", put(PAGE + ("sumary",), "x"), "json.unknownKey"),
    Wrong("unknown key in an emoji", "emoji", put(("emoji", 0, "name"), "x"), "json.unknownKey"),
    Wrong("unknown key in a character", "characters", put(("universes", 0, "sections", 0, "characters", 0, "age"), 3),
          "json.unknownKey"),
    Wrong("unknown interface string", "site", put(("strings",), {"skipToContnet": "x"}), "json.unknownKey"),
    Wrong("missing layoutSize", "layout", drop(ITEM + ("layoutSize",)), "json.missingKey"),
    Wrong("missing page title", "site", drop(PAGE + ("title",)), "json.missingKey"),
    Wrong("missing emoji text", "emoji", drop(("emoji", 0, "text")), "json.missingKey"),
    Wrong("missing character job", "characters", drop(("universes", 0, "sections", 0, "characters", 0, "job")),
          "json.missingKey"),
    Wrong("missing swipe action title", "list", drop(ACTION + ("title",)), "json.missingKey"),
    Wrong("string for a length", "layout", put(ITEM + ("layoutSize", "widthDimension"), {"absolute": "44"}),
          "json.typeMismatch"),
    Wrong("number for a title", "site", put(("title",), 5), "json.typeMismatch"),
    Wrong("string for itemPages", "site", put(("itemPages",), "yes"), "json.typeMismatch"),
    Wrong("object for keywords", "emoji", put(("emoji", 0, "keywords"), {"a": 1}), "json.typeMismatch"),
    Wrong("string for isComplete", "characters",
          put(("universes", 0, "sections", 0, "characters", 0, "isComplete"), "true"), "json.typeMismatch"),
    Wrong("null for a page", "site", put(PAGE, None), "json.typeMismatch"),
    Wrong("list for the layout", "layout", lambda d: d.clear() or d.update({"section": []}), "json.typeMismatch"),
    Wrong("page size 2.5", "site", put(PAGE + ("pageSize",), 2.5), "json.integerOutOfRange"),
    Wrong("number too large for JSON", "layout", put(ITEM + ("layoutSize", "widthDimension"), {"absolute": float("inf")}),
          "json.numberOutOfRange"),
    Wrong("empty emoji text", "emoji", put(("emoji", 0, "text"), ""), "json.emptyString"),
    Wrong("empty category id", "emoji", put(("categories", 0, "id"), ""), "json.emptyString"),
    Wrong("empty character name", "characters", put(("universes", 0, "sections", 0, "characters", 0, "name"), ""),
          "json.emptyString"),
    Wrong("string of 65,537 bytes", "emoji", put(("emoji", 0, "title"), "x" * 65537), "json.stringTooLong"),
    # text
    Wrong("escaped NUL in a title", "emoji", put(("emoji", 0, "title"), "a\u0000b"), "text.characterNoPageMayHold"),
    Wrong("U+FFFE in the site title", "site", put(("title",), "a\ufffe"), "text.characterNoPageMayHold"),
    # data
    Wrong("imageName with a path", "characters",
          put(("universes", 0, "sections", 0, "characters", 1, "imageName"), "../grace"), "data.imageNameNotAFileName"),
    Wrong("imageName starting with a dot", "characters",
          put(("universes", 0, "sections", 0, "characters", 1, "imageName"), ".grace"), "data.imageNameNotAFileName"),
    Wrong("duplicate category", "emoji", lambda d: d["categories"].append({"id": "smileys", "title": "Again"}),
          "data.duplicateCategory"),
    Wrong("duplicate subgroup", "emoji", lambda d: d["subgroups"].append({"id": "face", "title": "Again"}),
          "data.duplicateSubgroup"),
    Wrong("duplicate universe", "characters",
          lambda d: d["universes"].append({"id": "u", "title": "Again", "sections": []}), "data.duplicateUniverse"),
    Wrong("duplicate character section", "characters",
          lambda d: d["universes"][0]["sections"].append({"id": "s", "title": "Again", "characters": []}),
          "data.duplicateCharacterSection"),
    Wrong("emoji of an unknown category", "emoji", put(("emoji", 0, "category"), "smiles"), "data.unknownCategory"),
    # layout: numbers, one of each kind
    Wrong("absolute -5", "layout", put(ITEM + ("layoutSize", "widthDimension"), {"absolute": -5}), "layout.numberOutOfRange"),
    Wrong("absolute 1e13", "layout", put(ITEM + ("layoutSize", "widthDimension"), {"absolute": 1e13}),
          "layout.numberOutOfRange"),
    Wrong("fraction 0", "layout", put(ITEM + ("layoutSize", "widthDimension"), {"fractionalWidth": 0}),
          "layout.numberOutOfRange"),
    Wrong("fraction 1e9", "layout", put(ITEM + ("layoutSize", "heightDimension"), {"fractionalHeight": 1e9}),
          "layout.numberOutOfRange"),
    Wrong("estimate 0", "layout", put(HEADER_AT + ("layoutSize", "heightDimension"), {"estimated": 0}),
          "layout.numberOutOfRange"),
    Wrong("spacing -1", "layout", put(GROUP + ("interItemSpacing",), {"flexible": -1}), "layout.numberOutOfRange"),
    Wrong("inter-group spacing -1", "layout", put(S + ("interGroupSpacing",), -1), "layout.numberOutOfRange"),
    Wrong("inset -1", "layout", put(ITEM + ("contentInsets",), -1), "layout.numberOutOfRange"),
    Wrong("edge inset -1", "layout", put(S + ("contentInsets", "top"), -1), "layout.numberOutOfRange"),
    Wrong("inter-section spacing -1", "site", put(("layoutConfiguration", "interSectionSpacing"), -1),
          "layout.numberOutOfRange"),
    Wrong("minWidth -1", "layout", put(WHEN + ("minWidth",), -1), "layout.numberOutOfRange"),
    Wrong("count 0", "layout", put(GROUP, {"layoutSize": SECTION["group"]["horizontal"]["layoutSize"],
                                           "subitem": SECTION["group"]["horizontal"]["subitems"][0], "count": 0}),
          "layout.countOutOfRange"),
    Wrong("count 2.5", "layout", put(GROUP, {"layoutSize": SECTION["group"]["horizontal"]["layoutSize"],
                                             "subitem": SECTION["group"]["horizontal"]["subitems"][0], "count": 2.5}),
          "layout.countOutOfRange"),
    Wrong("container width divided by 0", "layout",
          put(GROUP, {"layoutSize": SECTION["group"]["horizontal"]["layoutSize"],
                      "subitem": SECTION["group"]["horizontal"]["subitems"][0],
                      "count": {"containerWidthDividedBy": 0}}), "layout.numberOutOfRange"),
    Wrong("zIndex 2.5", "layout", put(HEADER_AT + ("zIndex",), 2.5), "layout.zIndexOutOfRange"),
    Wrong("zIndex 1e9", "layout", put(BADGE_AT + ("zIndex",), 1e9), "layout.zIndexOutOfRange"),
    Wrong("offset 1e13", "layout", put(BADGE_AT + ("containerAnchor", "absoluteOffset", "x"), 1e13),
          "layout.coordinateOutOfRange"),
    Wrong("width range empty", "layout", put(WHEN, {"minWidth": 800, "maxWidth": 500}), "layout.emptyWidthRange"),
    Wrong("insets a string", "layout", put(S + ("contentInsets",), "wide"), "layout.invalidInsets"),
    # layout: names, one of each enumeration
    Wrong("alignment topp", "layout", put(HEADER_AT + ("alignment",), "topp"), "layout.unknownAlignment"),
    Wrong("appearance insetgrouped", "list", put(("list", "appearance"), "insetgrouped"), "layout.unknownAppearance"),
    Wrong("colour systemBlu", "list", put(LINKED + ("backgroundColor",), "systemBlu"), "layout.unknownColor"),
    Wrong("colour #12345", "list", put(LINKED + ("backgroundColor",), "#12345"), "layout.unknownColor"),
    Wrong("direction sideways", "site", put(("direction",), "sideways"), "layout.unknownDirection"),
    Wrong("edge topp", "layout", put(BADGE_AT + ("containerAnchor", "edges"), ["topp"]), "layout.unknownEdge"),
    Wrong("element kind headr", "layout", put(HEADER_AT + ("elementKind",), "headr"), "layout.unknownElementKind"),
    Wrong("badge element kind header", "layout", put(BADGE_AT + ("elementKind",), "header"), "layout.unknownElementKind"),
    Wrong("footer mode supplementry", "list", put(("list", "footerMode"), "supplementry"), "layout.unknownFooterMode"),
    Wrong("header mode first", "list", put(("list", "headerMode"), "first"), "layout.unknownHeaderMode"),
    Wrong("size class wide", "layout", put(WHEN + ("horizontalSizeClass",), "wide"), "layout.unknownHorizontalSizeClass"),
    Wrong("copy field txt", "list", put(ACTION + ("copy",), "txt"), "layout.unknownItemField"),
    Wrong("orientation upright", "layout", put(WHEN + ("orientation",), "upright"), "layout.unknownOrientation"),
    Wrong("orthogonal paged", "layout", put(S + ("orthogonalScrollingBehavior",), "paged"),
          "layout.unknownOrthogonalScrollingBehavior"),
    Wrong("preset emojigrid", "layout", lambda d: d.clear() or d.update({"preset": "emojigrid"}), "layout.unknownPreset"),
    Wrong("swipe style danger", "list", put(ACTION + ("style",), "danger"), "layout.unknownSwipeActionStyle"),
    Wrong("decoration kind with a space", "layout", put(S + ("decorationItems", 0, "background", "elementKind"), "a b"),
          "layout.decorationKindNotAName"),
    # layout: keys
    Wrong("two dimensions", "layout", put(ITEM + ("layoutSize", "widthDimension"), {"absolute": 4, "estimated": 4}),
          "layout.notExactlyOneKey"),
    Wrong("no dimension", "layout", put(ITEM + ("layoutSize", "widthDimension"), {}), "layout.notExactlyOneKey"),
    Wrong("section and list", "layout", put(("list",), LIST["list"]), "layout.notExactlyOneKey"),
    Wrong("item and group", "layout", put(ITEM[:-1] + ("vertical",), SECTION["group"]["horizontal"]),
          "layout.notExactlyOneKey"),
    Wrong("fixed and flexible", "layout", put(GROUP + ("interItemSpacing",), {"fixed": 1, "flexible": 1}),
          "layout.notExactlyOneKey"),
    Wrong("copy and link", "list", put(ACTION + ("link",), "https://example.org/{title}"), "layout.notExactlyOneKey"),
    Wrong("empty condition", "layout", put(WHEN, {}), "layout.emptyCondition"),
    Wrong("both anchor offsets", "layout", put(BADGE_AT + ("containerAnchor", "fractionalOffset"), {"x": 0, "y": 0}),
          "layout.bothAnchorOffsets"),
    Wrong("top and bottom edges", "layout", put(BADGE_AT + ("containerAnchor", "edges"), ["top", "bottom"]),
          "layout.contradictoryAnchorEdges"),
    Wrong("style and colour", "list", put(ACTION + ("backgroundColor",), "systemRed"), "layout.styleAndBackgroundColor"),
    Wrong("empty swipe title", "list", put(ACTION + ("title",), ""), "layout.emptyString"),
    Wrong("blank swipe title", "list", put(ACTION + ("title",), "  "), "layout.emptyString"),
    Wrong("empty link", "list", put(LINKED + ("link",), ""), "layout.emptyLinkTemplate"),
    Wrong("unclosed placeholder", "list", put(LINKED + ("link",), "https://example.org/{title"),
          "layout.unclosedPlaceholder"),
    Wrong("unknown placeholder", "list", put(LINKED + ("link",), "https://example.org/{titel}"),
          "layout.unknownPlaceholder"),
    Wrong("unmatched brace", "list", put(LINKED + ("link",), "https://example.org/title}"), "layout.unmatchedBrace"),
    Wrong("top-level edge spacing", "layout", put(GROUP + ("edgeSpacing",), {"top": {"fixed": 4}}),
          "layout.topLevelEdgeSpacing"),
    Wrong("group supplementary items", "layout", put(GROUP + ("supplementaryItems",), [BADGE]),
          "layout.groupSupplementaryItems"),
    Wrong("count with subitems", "layout", put(GROUP + ("count",), 2), "layout.countWithSubitems"),
    Wrong("subitem without count", "layout", lambda d: _walk(d, GROUP + ("x",)).update(
        {"subitem": _walk(d, GROUP + ("x",)).pop("subitems")[0]}), "layout.missingCount"),
    Wrong("no subitems", "layout", put(GROUP + ("subitems",), []), "layout.noSubitems"),
    Wrong("two decorations", "layout", put(S + ("decorationItems",), [{"background": {}}, {"background": {}}]),
          "layout.multipleDecorations"),
    Wrong("pinned without extending", "layout", put(HEADER_AT + ("extendsBoundary",), False),
          "layout.pinWithoutExtendingBoundary"),
    Wrong("header mode varies", "list", put(("variants",), [{"when": {"minWidth": 600}, "list": dict(
        LIST["list"], headerMode="firstItemInSection")}]), "layout.headerModeVaries"),
    Wrong("swipe actions vary", "list", put(("variants",), [{"when": {"minWidth": 600}, "list": dict(
        LIST["list"], trailingSwipeActions=[])}]), "layout.swipeActionsVary"),
    Wrong("decoration kind varies", "layout", put(("variants", 0, "section", "decorationItems"),
                                                  [{"background": {"elementKind": "card"}}]),
          "layout.decorationKindVaries"),
    # site
    Wrong("no pages", "site", put(("pages",), []), "site.noPages"),
    Wrong("page id with a space", "site", put(PAGE + ("id",), "a page"), "site.invalidIdentifier"),
    Wrong("section id starting with -", "site", put(SECTION_E + ("id",), "-e"), "site.invalidIdentifier"),
    Wrong("duplicate page", "site", lambda d: d["pages"].append(copy(d["pages"][0])), "site.duplicatePage"),
    Wrong("duplicate section", "site", put(SECTION_C + ("id",), "e"), "site.duplicateSection"),
    Wrong("page size 0", "site", put(PAGE + ("pageSize",), 0), "site.pageSizeOutOfRange"),
    Wrong("page size 1000001", "site", put(SECTION_E + ("pageSize",), 1000001), "site.pageSizeOutOfRange"),
    Wrong("second page size", "site", both(put(PAGE + ("pageSize",), 10), put(SECTION_E + ("pageSize",), 10)),
          "site.secondPageSize"),
    Wrong("sections and segments", "site", put(PAGE + ("segments",), [{"id": "g", "title": "G", "sections": []}]),
          "site.sectionsOrSegments"),
    Wrong("no segments", "site", both(drop(PAGE + ("sections",)), put(PAGE + ("segments",), [])), "site.noSegments"),
    Wrong("segmented and paginated", "site", both(
        lambda d: d["pages"][0].update({"segments": [{"id": "g", "title": "G", "sections": d["pages"][0].pop("sections")}]}),
        put(PAGE + ("pageSize",), 10)), "site.segmentedNotPaginated"),
    Wrong("outline cut into pages", "site", both(put(SECTION_E + ("data",), {"emojiOutline": {}}),
                                                 put(CELL, "cell"), put(PAGE + ("pageSize",), 10)),
          "site.outlineNotPaginated"),
    Wrong("section data empty", "site", put(SECTION_E + ("data",), {}), "site.sectionDataKind"),
    Wrong("section data of two kinds", "site", put(SECTION_E + ("data", "characters"), {"universe": "u"}),
          "site.sectionDataKind"),
    Wrong("category and categories", "site", put(SECTION_E + ("data", "emoji", "categories"), ["smileys"]),
          "site.oneOrMany"),
    Wrong("category named twice", "site", put(SECTION_E + ("data", "emoji"), {"categories": ["smileys", "smileys"]}),
          "site.categoryNamedTwice"),
    Wrong("unknown category", "site", put(SECTION_E + ("data", "emoji", "category"), "smiles"), "site.unknownCategory"),
    Wrong("unknown subgroup", "site", put(SECTION_E + ("data", "emoji"), {"subgroup": "fce"}), "site.unknownSubgroup"),
    Wrong("unknown universe", "site", put(SECTION_C + ("data", "characters", "universe"), "v"), "site.unknownUniverse"),
    Wrong("unknown character section", "site", put(SECTION_C + ("data", "characters", "section"), "t"),
          "site.unknownCharacterSection"),
    Wrong("no universe", "site", put(SECTION_C + ("data", "characters"), {}), "site.noUniverse"),
    Wrong("no emoji file", "site", put(("data",), {"characters": "characters.json"}), "site.noEmojiFile"),
    Wrong("no characters file", "site", put(("data",), {"emoji": "emoji.json"}), "site.noCharactersFile"),
    Wrong("empty list of emoji files", "site", put(("data", "emoji"), []), "site.noEmojiFiles"),
    Wrong("emoji files a number", "site", put(("data", "emoji"), 5), "site.emojiFilesKind"),
    Wrong("duplicate item", "emoji", both(put(("emoji", 1, "text"), "😀"), drop(("emoji", 1, "id"))), "site.duplicateItem"),
    Wrong("cell gird", "site", put(CELL, "gird"), "site.unknownCell"),
    Wrong("character cell for emoji", "site", put(CELL, "character"), "site.characterCellShowsCharacters"),
    Wrong("header titel", "site", put(SECTION_C + ("header",), "titel"), "site.unknownSupplementary"),
    Wrong("footer style in a header", "site", put(SECTION_C + ("header",), "groupedFooter"), "site.footerStyleInHeader"),
    Wrong("header style in a footer", "site", both(put(SECTION_C + ("footer",), "plainHeader"), put(
        SECTION_C + ("layout", "list", "footerMode"), "supplementary")), "site.headerStyleInFooter"),
    Wrong("header without a box", "site", drop(SECTION_C + ("layout", "list", "headerMode")), "site.missingBox"),
    Wrong("box without a header", "site", drop(SECTION_C + ("header",)), "site.boxShowsNothing"),
    Wrong("two header boxes", "site", both(put(SECTION_E + ("layout",), {"section": dict(
        SECTION, boundarySupplementaryItems=[HEADER, HEADER])}), put(SECTION_E + ("header",), "title")),
          "site.tooManyBoxes"),
    Wrong("width wide", "site", put(SECTION_E + ("width",), "wide"), "site.unknownWidth"),
    Wrong("page expansion categoriez", "site", put(PAGE + ("expand",), "categoriez"), "site.unknownPageExpansion"),
    Wrong("section expansion subgroupz", "site", put(SECTION_E + ("expand",), "subgroupz"),
          "site.unknownSectionExpansion"),
    Wrong("characters section expanded", "site", put(SECTION_C + ("expand",), "categories"), "site.expandNeedsEmoji"),
    Wrong("page expanded without data", "site", both(put(("data",), {"emoji": "emoji.json"}),
                                                    put(("pages",), [{"id": "p", "title": "P", "expand": "universes",
                                                                      "sections": []}])),
          "site.expansionWithoutData"),
    Wrong("hidden with a message", "site", both(put(SECTION_E + ("hidesWhenEmpty",), True),
                                                put(SECTION_E + ("emptyMessage",), "None")), "site.hiddenWithEmptyText"),
    Wrong("searchable header row", "site", both(put(SECTION_C + ("layout", "list", "headerMode"), "firstItemInSection"),
                                                drop(SECTION_C + ("header",)), put(SECTION_C + ("searchable",), True)),
          "site.searchableHeaderRow"),
    Wrong("accessories without a style", "site", put(CELL, {"accessories": ["checkmark"]}), "json.missingKey"),
    Wrong("empty accessories", "site", put(CELL, {"style": "cell", "accessories": []}), "site.emptyAccessories"),
    Wrong("accessory a number", "site", put(CELL, {"style": "cell", "accessories": [{"label": {"text": "x"}, "detail": {}}]}),
          "site.accessoryKind"),
    Wrong("accessory with options", "site", put(CELL, {"style": "cell", "accessories": [{"checkmark": {}}]}),
          "site.accessoryTakesNoOptions"),
    Wrong("accessory chekmark", "site", put(CELL, {"style": "cell", "accessories": ["chekmark"]}),
          "site.unknownAccessory"),
    Wrong("accessory twice", "site", put(CELL, {"style": "cell", "accessories": ["checkmark", "checkmark"]}),
          "site.accessoryTwice"),
    Wrong("label without text", "site", put(CELL, {"style": "cell", "accessories": ["label"]}),
          "site.labelNeedsText"),
    Wrong("label text empty", "site", put(CELL, {"style": "cell", "accessories": [{"label": {"text": ""}}]}),
          "site.emptyLabelText"),
    Wrong("label text unclosed", "site", put(CELL, {"style": "cell", "accessories": [{"label": {"text": "{title"}}]}),
          "site.labelText"),
    Wrong("label placeholder titel", "site",
          put(CELL, {"style": "cell", "accessories": [{"label": {"text": "{titel}"}}]}), "site.unknownLabelPlaceholder"),
    Wrong("outline disclosure in an outline", "site", both(
        put(SECTION_E + ("data",), {"emojiOutline": {}}),
        put(CELL, {"style": "cell", "accessories": ["outlineDisclosure"]})), "site.outlineDisclosureInOutline"),
    Wrong("language hebrew!", "site", put(("language",), "hebrew!"), "site.notALanguageTag"),
    Wrong("language xq", "site", put(("language",), "xq"), "site.unknownSubtag"),
    Wrong("language iw", "site", put(("language",), "iw"), "site.deprecatedSubtag"),
    Wrong("theme colour red", "site", put(("themeColor",), "red"), "site.notAColour"),
    Wrong("base URL without a scheme", "site", put(("baseURL",), "example.org"), "site.badBaseURL"),
    Wrong("base URL port 99999", "site", put(("baseURL",), "https://example.org:99999/"), "site.badBaseURLPort"),
    Wrong("base URL with a password", "site", put(("baseURL",), "https://user:pass@example.org/"),
          "site.baseURLCredentials"),
    Wrong("image without base URL", "site", put(("image",), "card.png"), "site.imageNeedsBaseURL"),
    Wrong("stylesheet from a CDN", "site", put(("stylesheets",), ["https://cdn.example.com/x.css"]),
          "site.notAStaticPath"),
    Wrong("icon not in static", "site", put(("icons",), ["nope.svg"]), "site.notAStaticFile"),
    Wrong("icon rel iconn", "site", put(("icons",), [{"href": "nope.svg", "rel": "iconn"}]), "site.unknownIconRel"),
    Wrong("icon sizes 0x0", "site", put(("icons",), [{"href": "nope.svg", "sizes": "0x0"}]), "site.notASizesList"),
    Wrong("picture format png", "site", put(("pictures",), {"formats": ["png"]}), "site.fallbackPictureFormat"),
    Wrong("picture format gif", "site", put(("pictures",), {"formats": ["gif"]}), "site.unknownPictureFormat"),
    Wrong("picture format twice", "site", put(("pictures",), {"formats": ["avif", "avif"]}), "site.pictureFormatTwice"),
    Wrong("quality 0", "site", put(("pictures",), {"quality": {"avif": 0}}), "site.qualityOutOfRange"),
    Wrong("quality of an unused format", "site", put(("pictures",), {"formats": ["avif"], "quality": {"webp": 80}}),
          "site.qualityOfUnusedFormat"),
    Wrong("cache limit -1", "site", put(("pictures",), {"cacheLimit": -1}), "site.cacheLimitOutOfRange"),
    Wrong("sidebar entry a number", "site", put(("sidebar",), [5]), "site.sidebarEntryKind"),
    Wrong("sidebar group untitled", "site", put(("sidebar",), [{"title": "", "items": ["p"]}]),
          "site.emptySidebarGroupTitle"),
    Wrong("sidebar group empty", "site", put(("sidebar",), ["p", {"title": "G", "items": []}]), "site.emptySidebarGroup"),
    Wrong("sidebar page unknown", "site", put(("sidebar",), ["q"]), "site.unknownSidebarPage"),
    Wrong("sidebar page twice", "site", put(("sidebar",), ["p", "p"]), "site.pageInSidebarTwice"),
    Wrong("page not in the sidebar", "site", both(lambda d: d["pages"].append(
        {"id": "q", "title": "Q", "sections": []}), put(("sidebar",), ["p"])), "site.pageNotInSidebar"),
    Wrong("page called search", "site", both(put(("search",), True), put(PAGE + ("id",), "search")),
          "site.pageCalledSearch"),
    Wrong("interface string empty", "site", put(("strings",), {"skipToContent": " "}), "site.emptyInterfaceString"),
    Wrong("interface string replaced", "site", put(("strings",), {"oneItem": "1 item"}), "site.replacedInterfaceString"),
    Wrong("interface string placeholder titel", "site", put(("strings",), {"allOf": "All of {titel}"}),
          "site.unknownStringPlaceholder"),
    Wrong("interface string brace", "site", put(("strings",), {"allOf": "All of {title"}), "site.stringBraces"),
    Wrong("interface string without its placeholder", "site", put(("strings",), {"allOf": "All"}),
          "site.messageNeedsPlaceholder"),
    Wrong("counted form of an uncounted string", "site", put(("strings",), {"allOf": {"one": "{title}"}}),
          "site.notACountedString"),
    Wrong("plural category onee", "site", put(("strings",), {"itemCount": {"onee": "{count}", "other": "{count}"}}),
          "site.unknownPluralCategory"),
    Wrong("plural forms missing", "site", put(("strings",), {"itemCount": {"other": "{count} items"}}),
          "site.missingPluralForms"),
    Wrong("plural forms needed", "site", put(("strings",), {"itemCount": "{count} items"}), "site.needsPluralForms"),
    Wrong("plural category unused", "site",
          put(("strings",), {"itemCount": {"one": "{count}", "few": "{count}", "other": "{count}"}}),
          "site.unusedPluralCategory"),
]

# Rules of the decoder that a JSON Schema cannot state, by ID: the schema accepts such a document,
# and the decoder's error is the only one. (test_schemas.py checks both for each corpus entry.)
UNEXPRESSIBLE = {
    "json.duplicateKey": "a schema sees the parsed object, in which a duplicate key is already gone (an editor's JSON "
                         "parser warns of it)",
    "json.stringTooLong": "the limit is 65,536 bytes of UTF-8; a schema's maxLength counts characters",
    "json.unpairedSurrogate": "a schema's string is already decoded; a lone surrogate escape has no pattern that "
                              "every validator matches",
    "text.characterNoPageMayHold": "a pattern refusing every C0 control and Unicode's 66 non-characters on every "
                                   "string would double the schema; the decoder reports them at their place",
    "file.missing": "a data file's path in site.json must name a file of the site",
    "file.directory": "a data file's path in site.json must name a file, not a folder",
    "data.duplicateCategory": "uniqueness of a field across the objects of a list (uniqueItems compares whole objects)",
    "data.duplicateSubgroup": "uniqueness of a field across the objects of a list",
    "data.duplicateUniverse": "uniqueness of a field across the objects of a list",
    "data.duplicateCharacterSection": "uniqueness of a field across the objects of a list",
    "data.unknownCategory": "the category must be one the emoji files declare, in any of them",
    "site.duplicatePage": "uniqueness of a field across the objects of a list",
    "site.duplicateSection": "uniqueness of a field across the objects of a list",
    "site.duplicateItem": "identity of the items the data selects, across the data files",
    "site.unknownCategory": "a name that must exist in the emoji files",
    "site.unknownSubgroup": "a name that must exist in the emoji files",
    "site.unknownUniverse": "a name that must exist in the characters file",
    "site.unknownCharacterSection": "a name that must exist in the characters file",
    "site.unknownSidebarPage": "a page id that must exist in the site",
    "site.pageInSidebarTwice": "a page named once across the sidebar and its groups",
    "site.pageNotInSidebar": "every page id must be in the sidebar: a reference between two lists",
    "site.pageCalledSearch": "a page id against another key (search) at the top",
    "site.emptyPageExpansion": "depends on what the data files hold (no corpus entry: it takes two files)",
    "site.noIdentifierFromData": "an id made from a category's or universe's id in the data files",
    "site.identifierFromDataTwice": "ids made from the data files' ids, unique across them",
    "site.expansionWithoutData": "a page's expansion against the files site.json names",
    "site.noEmojiFile": "a section's data against the files site.json names",
    "site.noCharactersFile": "a section's data against the files site.json names",
    "site.noUniverse": "depends on the page's expansion, which the section's schema does not see",
    "site.missingBox": "the section's header against every layout it may take (variants)",
    "site.boxShowsNothing": "the layout's header and footer boxes against the section's header and footer",
    "site.secondPageSize": "one pageSize across a page and its sections",
    "site.outlineNotPaginated": "a page's pageSize against its sections' data",
    "site.unknownSubtag": "CLDR's registry of language subtags",
    "site.deprecatedSubtag": "CLDR's registry of language subtags",
    "site.notAStaticFile": "a file that must exist in the site's static/ folder",
    "site.imageNeedsBaseURL": "the base URL may come from the command line (--base-url) instead of site.json",
    "site.badBaseURLPort": "a port from 0 to 65535 inside a URL",
    "site.needsPluralForms": "the plural categories of the site's language (CLDR)",
    "site.missingPluralForms": "the plural categories of the site's language (CLDR)",
    "site.unusedPluralCategory": "the plural categories of the site's language (CLDR)",
    "layout.emptyWidthRange": "maxWidth greater than minWidth: a schema compares a value with constants, not with "
                              "another value",
    "layout.headerModeVaries": "a rule between a layout's variants",
    "layout.swipeActionsVary": "a rule between a layout's variants",
    "layout.decorationKindVaries": "a rule between a layout's variants",
}

# Warnings: the decoder uses the input and says so; a schema has nothing to refuse.
WARNINGS = {
    "site.unlikelyLanguage": "the site's language against the script its words are written in",
    "site.untitledSubgroups": "subgroups titled from their ids on a site not in English",
}

# Documented IDs of these families that are not about the JSON content of these four files.
NOT_DECODING = {
    "json.emptyFile": "syntax: an empty file is no JSON value (the editor's parser reports it)",
    "json.invalidUTF8": "encoding: the editor's, before any JSON is parsed",
    "json.fileTooLarge": "a file's size (over 4 GiB), not its content",
    "json.controlCharacter": "syntax: a raw control character in a string",
    "json.expectedColon": "syntax",
    "json.expectedKey": "syntax",
    "json.expectedSeparator": "syntax",
    "json.invalidEscape": "syntax",
    "json.invalidLiteral": "syntax",
    "json.invalidNumber": "syntax",
    "json.tooDeep": "the JSON reader's nesting limit, before any value is decoded",
    "json.trailingComma": "syntax",
    "json.trailingContent": "syntax",
    "json.unexpectedCharacter": "syntax",
    "json.unexpectedEnd": "syntax",
    "json.unterminatedString": "syntax",
    "json.arrayTooShort": "no list of these files has a fixed length: the decoders read every list to its end",
    "site.accessoriesNeedStyle": "reached only by a gallery built in Swift: in JSON, a cell object without its "
                                 "style is a missing key (json.missingKey)",
    "json.invalidValue": "the fallback for a decoding failure that no other ID names; no input of these files "
                         "is known to give it",
    "site.badBaseURLOption": "the command line's --base-url, not site.json",
}
