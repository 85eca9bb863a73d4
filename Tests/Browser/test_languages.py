"""The language fixture sites (Tests/Fixtures/languages/: Korean, Arabic, Japanese, Russian and
Hebrew), built by the binary under test and checked in Chromium:

- no English left: at 390 and 1440 wide, a page's text, its title, and every aria-label, alt,
  title, placeholder and label hold no Latin letter, but for what cannot be translated (code points
  such as U+1F600, and the key name Enter where the site keeps it);
- plurals: each home page card's count is the site's `itemCount` form for the count's CLDR plural
  category, found twice, independently of Trellis: by Chromium's Intl.PluralRules and by
  evaluating plurals.xml's rules here (languages.py); the count in the language's digits;
- the site search: its status is the `matchCount` form for the number of matches, the query in
  the language's quotation marks (CLDR's `<delimiters>`), inside `enterShowsAll` past 8 matches;
- direction: Arabic and Hebrew run right to left (the page title's leading edge is the first
  section's), the others left to right.

The pages checked: every page of a site but the items' own pages, the first five emoji pages and
the first five character pages (in the order the site shows them), and search.html. Each site is
built once for the module. Quick tier: Arabic alone (the most plural categories, and right to
left); the full tier checks all five.

With TRELLIS_LANGUAGE_SCREENSHOTS=FOLDER, test_screenshots saves each site's home and emoji pages
at 390 and 1440 wide, light and dark: FOLDER/LANGUAGE-PAGE-WIDTH-SCHEME.png.
"""
import json
import os
import re
import subprocess
from pathlib import Path

import pytest

import languages
from behaviour import site_data
from sites import ROOT

FIXTURES = ROOT / "Tests/Fixtures/languages"
LANGUAGES = ["ko", "ar", "ja", "ru", "he"]
QUICK = "ar"
RIGHT_TO_LEFT = {"ar", "he"}
COUNTS = [0, 1, 2, 3, 5, 11, 21]
WIDTHS = [(390, 844), (1440, 900)]
ITEM_PAGES = 5
# The site search shows this many matches under its field; past it, enterShowsAll.
SHOWN_MATCHES = 8
LATIN = re.compile(r"[A-Za-z]+")
# What cannot be translated: code points, as an emoji's page writes them.
CODE_POINT = re.compile(r"\bU\+[0-9A-F]{4,6}\b")
# The sites that keep the key's own name in enterShowsAll, as their readers' keyboards and manuals
# do (Russian and Arabic name the key in their own words).
KEEPS_ENTER = {"ko", "ja", "he"}

# What a page shows a reader or says to assistive technology, as [where, text].
READABLE = """() => {
  const found = [["text", document.body.innerText], ["document.title", document.title]];
  for (const name of ["aria-label", "alt", "title", "placeholder", "aria-roledescription", "aria-valuetext"]) {
    for (const element of document.querySelectorAll(`[${name}]`)) found.push([name, element.getAttribute(name)]);
  }
  for (const label of document.querySelectorAll("label")) found.push(["label", label.textContent]);
  for (const title of document.body.querySelectorAll("title")) found.push(["svg title", title.textContent]);
  const description = document.querySelector('meta[name="description"]');
  if (description) found.push(["meta description", description.content]);
  return found;
}"""

# The home page's cards: the page each links to and the count it shows.
CARDS = """() => [...document.querySelectorAll("li.cell-page")].map((card) => ({
  href: card.querySelector("a.t-item-link")?.getAttribute("href"),
  count: card.querySelector(".cell-value")?.textContent ?? null,
}))"""

# The leading edges (left, right) of the page title's text and of the first section's first cell.
EDGES = """() => {
  const range = document.createRange();
  range.selectNodeContents(document.querySelector(".t-page-title"));
  const title = range.getBoundingClientRect();
  const cell = document.querySelector(".t-section .t-cell").getBoundingClientRect();
  return {title: [title.left, title.right], cell: [cell.left, cell.right]};
}"""


def languages_for(config):
    return [pytest.param(language, marks=[] if language == QUICK else [pytest.mark.full]) for language in LANGUAGES]


def pytest_generate_tests(metafunc):
    if "language" in metafunc.fixturenames:
        metafunc.parametrize("language", languages_for(metafunc.config))


@pytest.fixture(scope="module")
def built(trellis, tmp_path_factory):
    """Each site, built once on first use: language → its output folder."""
    folder = tmp_path_factory.mktemp("languages")
    done = {}

    def build(language):
        if language not in done:
            output = folder / language
            result = subprocess.run([trellis, "build", "--site", str(FIXTURES / language), "--output", str(output)],
                                    capture_output=True, text=True)
            assert result.returncode == 0, f"trellis build of {language} failed:\n{result.stderr}"
            warnings = [line for line in (result.stdout + result.stderr).splitlines() if "warning:" in line]
            assert not warnings, f"trellis build of {language} warned:\n" + "\n".join(warnings)
            done[language] = output
        return done[language]

    return build


def site_json(language):
    return json.loads((FIXTURES / language / "site.json").read_text())


def pages_checked(output):
    """The pages the checks read: every page but the items' own, the first ITEM_PAGES emoji and
    character pages in the order the site shows them (its pages' links, in navigation order), and
    search.html."""
    order = re.findall(r'href="([^"#?]+\.html)"', (output / "index.html").read_text())
    pages = [output / name for name in dict.fromkeys(["index.html"] + order)]
    items = {"emoji": [], "character": []}
    for page in pages:
        for name in re.findall(r'class="t-item-link" href="([^"#?]+\.html)"', page.read_text()):
            kind = name.split("-")[0]
            if kind in items and name not in items[kind] and len(items[kind]) < ITEM_PAGES:
                items[kind].append(name)
    assert all(len(names) == ITEM_PAGES for names in items.values()), f"too few item pages found: {items}"
    others = sorted(html.name for html in output.glob("*.html")
                    if html not in pages and not html.name.startswith(("emoji-", "character-")))
    return pages + [output / name for name in items["emoji"] + items["character"] + others]


def english_in(texts, language):
    """Each Latin word left in `texts` ([where, text]), with where it is, once each."""
    found = {}
    for where, text in texts:
        text = CODE_POINT.sub("", text or "")
        if language in KEEPS_ENTER:
            text = re.sub(r"\bEnter\b", "", text)
        for word in LATIN.findall(text):
            found.setdefault((where, word), None)
    return [f"{word} ({where})" for where, word in found]


def test_no_english(language, built, browser):
    output = built(language)
    pages = pages_checked(output)
    failures = []
    for width, height in WIDTHS:
        page = browser.new_page(viewport={"width": width, "height": height})
        for html in pages:
            page.goto(html.resolve().as_uri())
            left = english_in(page.evaluate(READABLE), language)
            if left:
                failures.append(f"{language}/{html.name} at {width}: {', '.join(left[:20])}"
                                f"{f' and {len(left) - 20} more' if len(left) > 20 else ''}")
        page.close()
    assert not failures, f"English left on {len(failures)} pages of {len(pages)} × {len(WIDTHS)} widths:\n" + \
        "\n".join(failures)


def categories(language, counts, page):
    """The plural category of each count, found by Chromium's Intl.PluralRules and by plurals.xml's
    rules evaluated here; a disagreement is a failure that says which said what."""
    chromium = page.evaluate("([lang, counts]) => counts.map((n) => new Intl.PluralRules(lang).select(n))",
                             [language, counts])
    found, failures = {}, []
    for count, by_chromium in zip(counts, chromium):
        by_cldr = languages.plural_category(language, count)
        if by_chromium != by_cldr:
            failures.append(f"{language}: the plural category of {count} is {by_chromium!r} by Chromium's "
                            f"Intl.PluralRules, {by_cldr!r} by CLDR 41's plurals.xml")
        found[count] = by_cldr
    return found, failures


def form(forms, category):
    """The text of a counted string for a category: one text for all, or the category's."""
    return forms if isinstance(forms, str) else forms.get(category)


def test_plural_forms_declared(language):
    """site.json gives a form for exactly the categories the language's integers take (and
    perhaps `other`): the plural categories with @integer samples in CLDR 41's plurals.xml."""
    needed = set(languages.integer_categories(language))
    for key in ["itemCount", "matchCount"]:
        forms = site_json(language)["strings"][key]
        if isinstance(forms, str):
            assert needed == {"other"}, f"{language}: {key} is one text, but counts take {sorted(needed)}"
        else:
            assert needed <= set(forms) <= needed | {"other"}, \
                f"{language}: {key} has forms {sorted(forms)}, counts take {sorted(needed)}"


def test_plurals(language, built, browser):
    output = built(language)
    declared = site_json(language)
    counts = {f"{page['id']}.html": int(page["id"].split("-")[1]) for page in declared["pages"]
              if page["id"].startswith("count-")}
    counts["emoji.html"] = len(site_data(FIXTURES / language)["emoji"]["emoji"])
    page = browser.new_page(viewport={"width": 390, "height": 844})
    page.goto((output / "index.html").resolve().as_uri())
    cards = page.evaluate(CARDS)
    category, failures = categories(language, sorted(set(counts.values())), page)
    page.close()
    forms = declared["strings"]["itemCount"]
    seen = set()
    for card in cards:
        if card["href"] not in counts:
            failures.append(f"{language}/index.html: a card for {card['href']!r}, which no page of site.json is")
            continue
        count = counts[card["href"]]
        wanted = form(forms, category[count])
        if wanted is None:
            failures.append(f"{language}: itemCount has no {category[count]!r} form, for {count}")
            continue
        expected = languages.fill(wanted, {"count": languages.number(language, count)})
        if card["count"] != expected:
            failures.append(f"{language}/index.html: the card of {card['href']} ({count}, {category[count]}) says "
                            f"{card['count']!r}, expected {expected!r}")
        seen.add(count)
    missing = [count for count in COUNTS if count not in seen]
    if missing:
        failures.append(f"{language}/index.html: no card shows the counts {missing}")
    assert not failures, "\n".join(failures)


def search_words(text):
    """The words the site search compares, folded as its script folds them: NFD, marks dropped,
    lower case, runs of letters and digits."""
    import unicodedata
    folded = "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.category(c).startswith("M"))
    words, word = [], ""
    for c in folded.lower():
        if unicodedata.category(c)[0] in "LN":
            word += c
        elif word:
            words.append(word)
            word = ""
    return words + ([word] if word else [])


def search_items(language):
    """Each item the site search finds: the words of its name and keywords (a character's job)."""
    data = site_data(FIXTURES / language)
    items = [search_words(" ".join([emoji["title"]] + emoji.get("keywords", []))) for emoji in data["emoji"]["emoji"]]
    for universe in data["characters"]["universes"]:
        for section in universe["sections"]:
            items += [search_words(f"{person['name']} {person['job']}") for person in section["characters"]]
    return items


def matching(items, query):
    wanted = search_words(query)
    return sum(all(any(word.startswith(w) for word in item) for w in wanted) for item in items)


def queries(items):
    """Three queries, each a word of the data: one that finds exactly one item, one that finds a
    few (at most SHOWN_MATCHES), one that finds more than SHOWN_MATCHES; for each the shortest
    such word of two characters or more with a letter (no number such as 💯's "100"),
    alphabetically first."""
    import unicodedata
    counted = sorted({word for item in items for word in item
                      if len(word) >= 2 and any(unicodedata.category(c).startswith("L") for c in word)},
                     key=lambda word: (len(word), word))
    chosen = {}
    for word in counted:
        count = matching(items, word)
        kind = "one" if count == 1 else "few" if 1 < count <= SHOWN_MATCHES else "many" if count > 0 else None
        chosen.setdefault(kind, (word, count))
    return [chosen[kind] for kind in ["one", "few", "many"] if kind in chosen]


def test_site_search(language, built, browser):
    output = built(language)
    strings = site_json(language)["strings"]
    quote_start, quote_end = languages.quotation_marks(language)
    chosen = queries(search_items(language))
    assert [count == 1 for _, count in chosen][:1] == [True] and len(chosen) == 3, \
        f"{language}: no query finds one, a few and many items: {chosen}"
    page = browser.new_page(viewport={"width": 390, "height": 844})
    page.goto((output / "emoji.html").resolve().as_uri())
    category, failures = categories(language, [count for _, count in chosen], page)
    for query, count in chosen:
        page.goto((output / "emoji.html").resolve().as_uri())
        page.fill("#t-site-search-field", query)
        page.wait_for_function("document.querySelector('.t-site-results .t-search-status')?.textContent",
                               timeout=5000)
        status = page.inner_text(".t-site-results .t-search-status")
        said = languages.fill(form(strings["matchCount"], category[count]) or "",
                              {"count": languages.number(language, count), "query": quote_start + query + quote_end})
        expected = languages.fill(strings["enterShowsAll"], {"matches": said}) if count > SHOWN_MATCHES else said
        if status != expected:
            failures.append(f"{language}/emoji.html: searching {query!r} ({count} matches, {category[count]}) says "
                            f"{status!r}, expected {expected!r}")
    page.close()
    assert not failures, "\n".join(failures)


def test_direction(language, built, browser):
    output = built(language)
    direction = "rtl" if language in RIGHT_TO_LEFT else "ltr"
    failures = []
    for width, height in WIDTHS:
        page = browser.new_page(viewport={"width": width, "height": height})
        page.goto((output / "emoji.html").resolve().as_uri())
        html = page.evaluate("[document.documentElement.dir, document.documentElement.lang]")
        if html != [direction, language]:
            failures.append(f"{language}/emoji.html: <html dir={html[0]!r} lang={html[1]!r}>, expected "
                            f"dir={direction!r} lang={language!r}")
        edges = page.evaluate(EDGES)
        side = 1 if direction == "rtl" else 0  # the leading edge: right, or left
        title, cell = edges["title"][side], edges["cell"][side]
        if abs(title - cell) > 0.5:
            failures.append(f"{language}/emoji.html at {width}: the title's leading ({['left', 'right'][side]}) edge "
                            f"is at {title:.1f}, the first section's content's at {cell:.1f}")
        page.close()
    assert not failures, "\n".join(failures)


@pytest.mark.skipif(not os.environ.get("TRELLIS_LANGUAGE_SCREENSHOTS"),
                    reason="set TRELLIS_LANGUAGE_SCREENSHOTS=FOLDER for the screenshots")
def test_screenshots(language, built, browser):
    folder = Path(os.environ["TRELLIS_LANGUAGE_SCREENSHOTS"])
    folder.mkdir(parents=True, exist_ok=True)
    output = built(language)
    for name in ["index", "emoji"]:
        for width, height in WIDTHS:
            for scheme in ["light", "dark"]:
                page = browser.new_page(viewport={"width": width, "height": height}, color_scheme=scheme)
                page.goto((output / f"{name}.html").resolve().as_uri())
                page.screenshot(path=str(folder / f"{language}-{name}-{width}-{scheme}.png"), full_page=True)
                page.close()
