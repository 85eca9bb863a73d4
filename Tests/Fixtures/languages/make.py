#!/usr/bin/env python3
"""Writes the data files of the language fixture sites (Tests/Fixtures/languages/XX/): each site's
emoji.json and characters.json, from CLDR 41 (Debian's unicode-cldr-core) and Unicode's emoji list
(Debian's unicode-data). The sites' site.json files are written by hand, not by this script.

Usage (from anywhere; the files are written beside this script):

    python3 Tests/Fixtures/languages/make.py PATH/TO/trellis

For each language (ko, ar, ja, ru, he):

- emoji.json: the "Smileys & Emotion" group of /usr/share/unicode/emoji/emoji-test.txt, named and
  keyworded in the language by CLDR, written by the trellis binary given:
      trellis import emoji-test.txt --annotations .../annotations/XX.xml
          --annotations .../annotationsDerived/XX.xml --capitalize
          --group "Smileys & Emotion" -o XX/emoji.json
- characters.json: one universe, `people`, of seven sections, `c0`, `c1`, `c2`, `c3`, `c5`, `c11`
  and `c21`, holding that many characters (43 in all). The characters are the person emoji of
  emoji-test.txt's "People & Body" group (its `person…` subgroups, fully-qualified, no skin tones),
  in the list's order, each named by CLDR's `type="tts"` name in the language's annotations file
  (the first 43 distinct names without a Latin letter: CLDR's Japanese has "OKのポーズをする人");
  a character's job is the first of the emoji's CLDR keywords that differs from its name and has
  no Latin letter (CLDR's character label for people, `<characterLabel type="person">` of
  main/XX.xml, when it has no other keyword), and `isComplete` alternates (true, false, …). The
  universe's and the sections' titles are this script's own translations (TITLES below).

The output depends on nothing but those files and the binary: running it twice writes the same
bytes.
"""
import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

HERE = Path(__file__).resolve().parent
CLDR = Path("/usr/share/unicode/cldr/common")
EMOJI_TEST = Path("/usr/share/unicode/emoji/emoji-test.txt")
LANGUAGES = ["ko", "ar", "ja", "ru", "he"]
GROUP = "Smileys & Emotion"
PEOPLE_GROUP = "People & Body"
# The sections of characters.json, by id, with how many characters each holds.
SECTIONS = [("c0", 0), ("c1", 1), ("c2", 2), ("c3", 3), ("c5", 5), ("c11", 11), ("c21", 21)]
SKIN_TONES = {chr(c) for c in range(0x1F3FB, 0x1F400)}
# CLDR writes some names and keywords with Latin letters ("OK" in Japanese, "ok" in Hebrew): the
# sites show none, so such a name is passed over, and such a keyword is not taken as a job.
LATIN = re.compile(r"[A-Za-z]")
# CLDR begins some Arabic names with an invisible right-to-left embedding (U+202B), which the
# page's own direction makes needless: bidirectional controls are dropped.
BIDI_CONTROLS = re.compile("[\u200e\u200f\u202a-\u202e\u2066-\u2069]")

# The universe's title, then each section's (in SECTIONS' order), in each language.
TITLES = {
    "ko": ("사람들", ["빈자리", "한 명", "두 명", "세 명", "다섯 명", "열한 명", "스물한 명"]),
    "ar": ("الناس", ["لا أحد", "واحد", "اثنان", "ثلاثة", "خمسة", "أحد عشر", "واحد وعشرون"]),
    "ja": ("人々", ["空席", "ひとり", "ふたり", "三人", "五人", "十一人", "二十一人"]),
    "ru": ("Люди", ["Никого", "Один", "Двое", "Трое", "Пятеро", "Одиннадцать", "Двадцать один"]),
    "he": ("אנשים", ["אף אחד", "אחד", "שניים", "שלושה", "חמישה", "אחד־עשר", "עשרים ואחד"]),
}


def person_emoji():
    """The person emoji of emoji-test.txt, in its order: the fully-qualified emoji of the People &
    Body group's `person…` subgroups, without skin tones."""
    group = subgroup = None
    found = []
    for line in EMOJI_TEST.read_text(encoding="utf-8").splitlines():
        if line.startswith("# group:"):
            group = line.split(":", 1)[1].strip()
        elif line.startswith("# subgroup:"):
            subgroup = line.split(":", 1)[1].strip()
        elif line and not line.startswith("#") and group == PEOPLE_GROUP and subgroup.startswith("person"):
            codes, rest = line.split(";", 1)
            if rest.split("#", 1)[0].strip() != "fully-qualified":
                continue
            text = "".join(chr(int(code, 16)) for code in codes.split())
            if not SKIN_TONES & set(text):
                found.append(text)
    return found


def annotations(language):
    """CLDR's names (`type="tts"`) and keywords of the language's annotations file, by emoji (as
    CLDR writes it: without variation selectors)."""
    names, keywords = {}, {}
    root = ElementTree.parse(CLDR / "annotations" / f"{language}.xml").getroot()
    for annotation in root.iter("annotation"):
        text = BIDI_CONTROLS.sub("", annotation.text or "").strip()
        if annotation.get("type") == "tts":
            names[annotation.get("cp")] = text
        else:
            keywords[annotation.get("cp")] = [word.strip() for word in text.split("|") if word.strip()]
    return names, keywords


def person_label(language):
    """CLDR's character label for people in the language (`<characterLabel type="person">` of its
    main file): the job of a character whose emoji has no keyword but its name."""
    root = ElementTree.parse(CLDR / "main" / f"{language}.xml").getroot()
    label = next((element.text for element in root.iter("characterLabel") if element.get("type") == "person"), None)
    if not label:
        raise SystemExit(f"{language}: main/{language}.xml has no character label for people")
    return label.strip()


def characters(language):
    """characters.json's contents for the language."""
    names, keywords = annotations(language)
    fallback_job = person_label(language)
    people, seen = [], set()
    total = sum(count for _, count in SECTIONS)
    for emoji in person_emoji():
        key = emoji.replace("\ufe0f", "")
        name = names.get(key)
        if not name or name in seen or LATIN.search(name):
            continue
        seen.add(name)
        job = next((word for word in keywords.get(key, []) if word != name and not LATIN.search(word)), fallback_job)
        people.append({"name": name, "job": job, "isComplete": len(people) % 2 == 0})
        if len(people) == total:
            break
    if len(people) < total:
        raise SystemExit(f"{language}: only {len(people)} person emoji have names, {total} are needed")
    universe, section_titles = TITLES[language]
    sections, start = [], 0
    for (section_id, count), title in zip(SECTIONS, section_titles):
        sections.append({"id": section_id, "title": title, "characters": people[start:start + count]})
        start += count
    return {"universes": [{"id": "people", "title": universe, "sections": sections}]}


def import_emoji(trellis, language):
    """emoji.json, written by `trellis import`."""
    output = HERE / language / "emoji.json"
    command = [trellis, "import", str(EMOJI_TEST),
               "--annotations", str(CLDR / "annotations" / f"{language}.xml"),
               "--annotations", str(CLDR / "annotationsDerived" / f"{language}.xml"),
               "--capitalize", "--group", GROUP, "-o", str(output)]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{result.stderr}")
    for line in (result.stdout + result.stderr).splitlines():
        print(f"{language}: {line}")
    # The emoji CLDR 41 names in no language (Unicode 15.0's newest: the import warns that they
    # keep their English names) are left out: a site in another language has no English left.
    named = set(annotations(language)[0]) | set(derived_names(language))
    lines = output.read_text(encoding="utf-8").splitlines(keepends=True)
    kept = [line for line in lines if not line.startswith('  {"text": ')
            or json.loads(line.strip().rstrip(","))["text"].replace("\ufe0f", "") in named]
    # The last emoji's line ends without a comma.
    text = "".join(kept).replace(",\n]}", "\n]}")
    output.write_text(text, encoding="utf-8")
    print(f"{language}: left out {len(lines) - len(kept)} emoji CLDR does not name")


def derived_names(language):
    """CLDR's names of sequences (annotationsDerived), by emoji."""
    root = ElementTree.parse(CLDR / "annotationsDerived" / f"{language}.xml").getroot()
    return [annotation.get("cp") for annotation in root.iter("annotation") if annotation.get("type") == "tts"]


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    trellis = str(Path(sys.argv[1]).resolve())
    for language in LANGUAGES:
        (HERE / language).mkdir(exist_ok=True)
        import_emoji(trellis, language)
        text = json.dumps(characters(language), ensure_ascii=False, indent=2) + "\n"
        (HERE / language / "characters.json").write_text(text, encoding="utf-8")
        print(f"{language}: wrote characters.json")


if __name__ == "__main__":
    main()
