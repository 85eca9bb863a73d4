"""What CLDR 41 says of a language, read here from Debian's unicode-cldr-core
(/usr/share/unicode/cldr/common) for test_languages.py, independently of Trellis (which compiles
its own tables): the plural category of an integer by the rules of supplemental/plurals.xml, the
categories integers take, the digits of the language's default numbering system, and its
quotation marks.
"""
import re
import xml.etree.ElementTree as ElementTree
from functools import cache
from pathlib import Path

CLDR = Path("/usr/share/unicode/cldr/common")


# --- Plural rules -----------------------------------------------------------------------------------

@cache
def plural_rules(language):
    """The language's plural rules, in plurals.xml's order: [(category, condition, integer samples)],
    the condition without its samples ("" for `other`)."""
    root = ElementTree.parse(CLDR / "supplemental" / "plurals.xml").getroot()
    for rules in root.iter("pluralRules"):
        if language in rules.get("locales").split():
            found = []
            for rule in rules.iter("pluralRule"):
                text = rule.text or ""
                condition = text.split("@", 1)[0].strip()
                integers = re.search(r"@integer([^@]*)", text)
                found.append((rule.get("count"), condition, integers.group(1).strip() if integers else ""))
            return found
    return plural_rules("root") if language != "root" else [("other", "", "0~15")]


def integer_categories(language):
    """The categories the language's integers take: those with @integer samples."""
    return [category for category, _, samples in plural_rules(language) if samples]


def plural_category(language, n):
    """The category of the non-negative integer `n` by the language's rules: the first whose
    condition holds, else `other`. An integer's operands are n = i = n, and v = w = f = t = c = e = 0."""
    operands = {"n": n, "i": n, "v": 0, "w": 0, "f": 0, "t": 0, "c": 0, "e": 0}
    for category, condition, _ in plural_rules(language):
        if condition and holds(condition, operands):
            return category
    return "other"


def holds(condition, operands):
    """Whether a plural rule's condition (UTS #35's syntax: `or` of `and` of relations
    `operand [% m] (=|!=) a, b..c`) holds for `operands`."""
    return any(all(relation_holds(relation.strip(), operands) for relation in alternative.split(" and "))
               for alternative in condition.split(" or "))


RELATION = re.compile(r"^([nivwftce])\s*(?:%\s*(\d+))?\s*(!=|=)\s*([\d.,\s]+)$")


def relation_holds(relation, operands):
    match = RELATION.match(relation)
    if not match:
        raise ValueError(f"a plural relation this evaluator does not read: {relation!r}")
    operand, modulus, operator, ranges = match.groups()
    value = operands[operand] % int(modulus) if modulus else operands[operand]
    inside = False
    for part in ranges.replace(" ", "").split(","):
        low, _, high = part.partition("..")
        inside = inside or int(low) <= value <= int(high or low)
    return inside if operator == "=" else not inside


# --- Locale data: numbers and quotation marks --------------------------------------------------------

def parents(language):
    """The locale and its parents to root: `pt_BR`, `pt`, `root` (truncation; none of the languages
    here has an explicit parent in supplementalData.xml)."""
    parts = language.replace("-", "_").split("_")
    return ["_".join(parts[:end]) for end in range(len(parts), 0, -1)] + ["root"]


@cache
def main_file(locale):
    path = CLDR / "main" / f"{locale}.xml"
    return ElementTree.parse(path).getroot() if path.exists() else None


def inherited(language, find):
    """The first value `find(root)` gives along the language's parents (None for none)."""
    for locale in parents(language):
        root = main_file(locale)
        value = find(root) if root is not None else None
        if value is not None:
            return value
    return None


def digits(language):
    """The ten digits of the language's default numbering system ("٠١٢٣٤٥٦٧٨٩" for Arabic)."""
    def default_system(root):
        found = [element.text for element in root.iter("defaultNumberingSystem") if element.get("alt") is None]
        return found[0] if found else None

    system = inherited(language, default_system) or "latn"
    systems = ElementTree.parse(CLDR / "supplemental" / "numberingSystems.xml").getroot()
    return next(element.get("digits") for element in systems.iter("numberingSystem") if element.get("id") == system)


def number(language, n):
    """The non-negative integer `n` in the language's digits. (No count these tests see reaches
    1,000, so the language's grouping separator never comes into it, and is not read.)"""
    if n >= 1000:
        raise ValueError("number() writes no grouping separator: counts of 1,000 or more need one")
    return "".join(digits(language)[int(digit)] for digit in str(n))


def quotation_marks(language):
    """The language's quotation marks, (start, end): `<delimiters>` of its main file, or of its
    parents to root where it has none."""
    def marks(root):
        delimiters = root.find("delimiters")
        if delimiters is None or delimiters.find("quotationStart") is None:
            return None
        return delimiters.find("quotationStart").text, delimiters.find("quotationEnd").text

    return inherited(language, marks)


def fill(message, values):
    """A message with each `{name}` replaced by its value."""
    return re.sub(r"\{(\w+)\}", lambda match: values.get(match.group(1), match.group(0)), message)
