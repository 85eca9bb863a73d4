"""Characters' pictures: the picture fixture site (Tests/Fixtures/pictures/, written by its make.py;
its README says what each picture is for), built once by the binary under test, its output read
here (pictures.py parses the files' containers and decodes their pixels with libvips) and, in the
full tier, shown in Chromium.

What a build must do with a raster picture (jpg, jpeg, png, gif, webp, avif, heic, tif, tiff):
write it resized, never copied, as square centre crops of 60, 120 and 180 px (avatars, shown at
60 CSS px in cells and 40 on the home page's cards) and fits within 320, 640 and 960 px boxes (the
item page, shown at the 320 box's size), none larger than the source (the list stops at the
source's size); each as `assets/NAME-HASH-WxH.EXT` in AVIF, WebP and a fallback (JPEG, or PNG for
a picture with alpha); offered by a `<picture>` whose `<source>`s and `<img>` list every size with
its true width (`120w`) and `sizes` the width it is shown at. Every file written has its EXIF
orientation applied to its pixels, is sRGB (a CMYK JPEG converted by its own profile), and holds
no metadata. An SVG stays an SVG. A bad picture is one warning, located at its character in
characters.json and naming the file, and an initials avatar: never a failed build or a hang.

Quick tier: the fixtures, the build and everything read from its output. Full tier: also the
pictures Chromium chooses, at device scale factors 1, 2 and 3 and 390 and 1440 wide: on the item
pages of gps and portrait and on the list page, the AVIF candidate the density asks for (the
smallest as wide as the CSS width × the scale factor, else the largest), and never a file of fewer
pixels than that unless it is the whole source.
"""
import json
import re
import shutil
import struct
import subprocess
import time
from collections import namedtuple
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest

import pictures
from sites import ROOT

FIXTURE = ROOT / "Tests/Fixtures/pictures"
EXPECTED = json.loads((FIXTURE / "expected.json").read_text())
SOURCES = EXPECTED["characters"]               # id → picture file in images/
BAD = EXPECTED["bad"]
RASTERS = list(EXPECTED["sizes"])              # the good raster pictures: gps, cmyk, small, portrait
SQUARES, BOXES = [40, 60, 80, 120, 180], [320, 640, 960]
CELL, CARD = 60, 40                            # CSS px of an avatar in a cell and on a home page card
DEFAULT_FORMATS = ["avif", "webp"]
BUILD_SECONDS = 10
HANG_SECONDS = 120                             # a build still running then has hung
# A variant's file name: the image name, a hash, its size, its format.
VARIANT = re.compile(r"^(?P<name>.+)-(?P<hash>[^-]+)-(?P<width>\d+)x(?P<height>\d+)\.(?P<ext>[a-z0-9]+)$")
EXTENSIONS = {"avif": "avif", "webp": "webp", "jpeg": "jpg", "png": "png"}
LOCATED = re.compile(r"^(?P<file>.*characters\.json):(?P<line>\d+):(?P<column>\d+): warning: (?P<message>.*)$")
COLOUR_TOLERANCE = 12                          # per channel, 0–255: lossy encoding at the default qualities
DEVICE_SCALE_FACTORS = [1, 2, 3]
VIEWPORTS = [(390, 844), (1440, 900)]

Built = namedtuple("Built", "output returncode stdout stderr seconds")
Variant = namedtuple("Variant", "path name width height ext kind size")


def build(trellis, site, output):
    """`trellis build` of `site` into `output`, timed; one still running after HANG_SECONDS fails
    the test."""
    start = time.monotonic()
    try:
        result = subprocess.run([trellis, "build", "--site", str(site), "--output", str(output)],
                                capture_output=True, text=True, timeout=HANG_SECONDS)
    except subprocess.TimeoutExpired:
        pytest.fail(f"trellis build of {site} hung: still running after {HANG_SECONDS} s")
    return Built(output, result.returncode, result.stdout, result.stderr, time.monotonic() - start)


@pytest.fixture(scope="module")
def site_copy(tmp_path_factory):
    """The fixture site copied into a scratch folder (site.json, characters.json, images/), so that
    the build starts with no picture cache (SITE/.trellis-cache/) and writes none into the tree."""
    site = tmp_path_factory.mktemp("pictures") / "site"
    site.mkdir()
    for name in ["site.json", "characters.json"]:
        shutil.copy(FIXTURE / name, site / name)
    shutil.copytree(FIXTURE / "images", site / "images")
    return site


@pytest.fixture(scope="module")
def built(trellis, site_copy):
    """The fixture site built once, from cold."""
    return build(trellis, site_copy, site_copy.parent / "output")


@pytest.fixture(scope="module")
def output(built):
    """The output folder of a build that succeeded."""
    if built.returncode != 0:
        pytest.fail(f"trellis build of {FIXTURE} exited {built.returncode}:\n{built.stderr}")
    return built.output


# --- Reading the output ----------------------------------------------------------------------------

def formats():
    """The modern formats offered as <source>s, in order: site.json's pictures.formats, or the default."""
    site = json.loads((FIXTURE / "site.json").read_text())
    return site.get("pictures", {}).get("formats", DEFAULT_FORMATS)


def variants(output):
    """Every raster file under assets/, by image name: [Variant]; the files whose names are not
    NAME-HASH-WxH.EXT under None."""
    found = {}
    for path in sorted((output / "assets").iterdir()):
        if path.suffix == ".svg":
            continue
        data = path.read_bytes()
        match = VARIANT.match(path.name)
        key = match["name"] if match else None
        width, height = (int(match["width"]), int(match["height"])) if match else (None, None)
        found.setdefault(key, []).append(Variant(path, path.name, width, height, path.suffix[1:],
                                                 pictures.kind(data), pictures.size(data)))
    return found


def square_sizes(width, height):
    """The square crops written of a width × height source: 40, 60, 80, 120, 180 (the 40-pixel
    cards and 60-pixel cells at 1x, 2x and 3x), stopping at its short side."""
    short = min(width, height)
    return [(side, side) for side in [side for side in SQUARES if side < short] + [min(short, SQUARES[-1])]]


def fit_sizes(width, height):
    """The fits written of a width × height source in the 320, 640 and 960 boxes, stopping at its
    size. A computed side is a float: its rounding is the build's."""
    long = max(width, height)
    return [(width * box / long, height * box / long) for box in [box for box in BOXES if box < long] + [min(long, BOXES[-1])]]


def expected_sizes(width, height):
    return square_sizes(width, height) + fit_sizes(width, height)


def matches(size, wanted):
    """Whether a file's (width, height) is the wanted one, a computed side within a pixel."""
    return all(abs(have - want) < 1 for have, want in zip(size, wanted))


class Pictures(HTMLParser):
    """Every <img> of a page: its attributes, and the <source>s of the <picture> holding it (None
    for an img outside a picture)."""

    def __init__(self):
        super().__init__()
        self.images, self.sources = [], None

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "picture":
            self.sources = []
        elif tag == "source" and self.sources is not None:
            self.sources.append(attributes)
        elif tag == "img":
            self.images.append({"attrs": attributes, "sources": self.sources})

    def handle_endtag(self, tag):
        if tag == "picture":
            self.sources = None


def page_images(html):
    parser = Pictures()
    parser.feed(html.read_text())
    return parser.images


def item_page(output, character):
    return output / f"character-pictures-{character}.html"


def character_line(character):
    """The line of characters.json holding the character's entry (one a line)."""
    lines = (FIXTURE / "characters.json").read_text().splitlines()
    return next(n for n, line in enumerate(lines, 1) if f'"id": "{character}"' in line)


def character_name(character):
    entries = json.loads((FIXTURE / "characters.json").read_text())["universes"][0]["sections"][0]["characters"]
    return next(entry["name"] for entry in entries if entry["id"] == character)


def candidates(srcset):
    """A srcset's candidates: [(url, width)], width None where the descriptor is not `Nw`."""
    found = []
    for part in re.split(r",\s+", (srcset or "").strip()):
        if part:
            url, _, descriptor = part.strip().partition(" ")
            width = re.fullmatch(r"(\d+)w", descriptor.strip())
            found.append((url, int(width.group(1)) if width else None))
    return found


# --- The fixtures ----------------------------------------------------------------------------------

def test_fixtures_are_what_they_say():
    """The fixture pictures hold what README.md says, read with this module's parsers and
    vipsheader: so that a passing test is not a fixture that lost its point."""
    images = FIXTURE / "images"
    read = {name: (images / name).read_bytes() for name in SOURCES.values()}
    failures = []

    def expect(condition, what):
        if not condition:
            failures.append(what)

    gps = pictures.header_fields(images / "gps.jpg")
    expect(pictures.size(read["gps.jpg"]) == (1200, 900), "gps.jpg is not stored 1200 × 900")
    for field in ["exif-ifd0-Make", "exif-ifd0-Model", "exif-ifd0-DateTime", "exif-ifd3-GPSLatitude",
                  "exif-ifd3-GPSLongitude", "xmp-data", "iptc-data", "icc-profile-data"]:
        expect(field in gps, f"gps.jpg: vipsheader finds no {field}")
    expect(gps.get("orientation") == "6", f"gps.jpg: orientation {gps.get('orientation')}, not 6")
    blocks = " ".join(pictures.metadata(images / "gps.jpg"))
    for block in ["EXIF", "XMP", "ICC profile", "IPTC", "comment"]:
        expect(block in blocks, f"gps.jpg: no {block} block ({blocks})")
    cmyk = pictures.header_fields(images / "cmyk.jpg")
    expect(cmyk.get("interpretation") == "cmyk" and cmyk.get("bands") == "4", "cmyk.jpg is not CMYK")
    expect("icc-profile-data" in cmyk, "cmyk.jpg has no ICC profile")
    small = pictures.pixels(images / "small.png")
    expect((small.width, small.height, small.bands) == (100, 100, 4), "small.png is not 100 × 100 with alpha")
    expect(pictures.kind(read["portrait.webp"]) == "webp" and pictures.size(read["portrait.webp"]) == (600, 900),
           "portrait.webp is not a 600 × 900 WebP")
    expect(pictures.kind(read["truncated.jpg"]) == "jpeg" and not read["truncated.jpg"].endswith(b"\xff\xd9"),
           "truncated.jpg is not a JPEG cut short")
    expect(pictures.kind(read["mismatch.jpg"]) == "png", "mismatch.jpg does not hold PNG bytes")
    expect(pictures.size(read["bomb.png"]) == (100_000, 100_000) and len(read["bomb.png"]) < 1024,
           "bomb.png is not a small file declaring 100000 × 100000")
    expect(read["empty.png"] == b"", "empty.png is not empty")
    expect(pictures.gif_frames(read["animated.gif"]) == 2, "animated.gif has not two frames")
    expect(read["unsupported.bmp"][:2] == b"BM", "unsupported.bmp is not a BMP")
    expect(not any((images / f"unsupported.{ext}").exists() for ext in ["png", "jpg", "jpeg", "gif", "webp", "svg",
                                                                         "avif", "heic", "tif", "tiff"]),
           "unsupported has a picture of a supported kind")
    assert not failures, "\n".join(failures)


# --- The build -------------------------------------------------------------------------------------

def test_build(built):
    """The build succeeds, in under BUILD_SECONDS, and says nothing on stderr but located warnings."""
    assert built.returncode == 0, f"trellis build exited {built.returncode}:\n{built.stderr}"
    assert built.seconds < BUILD_SECONDS, f"trellis build took {built.seconds:.1f} s (at most {BUILD_SECONDS} s)"
    stray = [line for line in built.stderr.splitlines() if line.strip() and not LOCATED.match(line)]
    assert not stray, "stderr holds more than located warnings:\n" + "\n".join(stray)


def test_rebuild_is_the_same(trellis, site_copy, output):
    """A second build, which finds the pictures made by the first in the site's cache, writes the
    same files, byte for byte (the same input gives byte-identical output), in under BUILD_SECONDS."""
    again = build(trellis, site_copy, site_copy.parent / "output-again")
    assert again.returncode == 0, f"the second build exited {again.returncode}:\n{again.stderr}"
    assert again.seconds < BUILD_SECONDS, f"the second build took {again.seconds:.1f} s"
    first = {path.relative_to(output): path.read_bytes() for path in output.rglob("*") if path.is_file()}
    second = {path.relative_to(again.output): path.read_bytes() for path in again.output.rglob("*") if path.is_file()}
    differ = sorted(str(name) for name in first.keys() & second.keys() if first[name] != second[name])
    assert first.keys() == second.keys() and not differ, (
        f"only in the first: {sorted(map(str, first.keys() - second.keys()))}; only in the second: "
        f"{sorted(map(str, second.keys() - first.keys()))}; different: {differ}")


def test_bad_pictures_warn_once_at_their_character(built):
    """Each bad picture gives exactly one warning, `characters.json:LINE:COLUMN: warning: …` at its
    character's line, naming the picture file; a good picture gives none."""
    lines = (built.stdout + built.stderr).splitlines()
    failures = []
    for character in BAD:
        file = SOURCES[character]
        naming = [line for line in lines if file in line]
        if len(naming) != 1:
            failures.append(f"{file}: {len(naming)} lines name it, expected one warning:\n  " + "\n  ".join(naming))
            continue
        match = LOCATED.match(naming[0])
        if not match:
            failures.append(f"{file}: its warning is not located at characters.json:LINE:COLUMN: {naming[0]}")
        elif int(match["line"]) != character_line(character):
            failures.append(f"{file}: warned at line {match['line']}, its character ({character}) is on line "
                            f"{character_line(character)}: {naming[0]}")
    for character in [c for c in SOURCES if c not in BAD]:
        said = [line for line in lines if SOURCES[character] in line]
        if said:
            failures.append(f"{SOURCES[character]}, a good picture, is named: " + " | ".join(said))
    unnamed = [line for line in lines if "warning:" in line and not any(SOURCES[c] in line for c in BAD)]
    if unnamed:
        failures.append("warnings naming no bad picture:\n  " + "\n  ".join(unnamed))
    assert not failures, "\n".join(failures)


def test_bad_pictures_get_initials_avatars(output):
    """A bad picture's character shows its initials avatar (assets/avatar-….svg) in its cell and on
    its page, and nothing of the bad file is written to assets/."""
    failures = []
    cells = {image["attrs"].get("alt"): image for image in page_images(output / "cast.html")}
    for character in BAD:
        name = character_name(character)
        own = item_page(output, character)
        mine = [image for image in page_images(own) if image["attrs"].get("alt") == name] if own.exists() else []
        shown = [("cast.html", cells.get(name)), (own.name, mine[0] if mine else None)]
        for page, image in shown:
            src = image["attrs"].get("src", "") if image else None
            if not src or not re.fullmatch(r"assets/avatar-[^/]+\.svg", src):
                failures.append(f"{page}: {name} ({SOURCES[character]}) shows {src!r}, not an assets/avatar-….svg")
            elif image["sources"] or image["attrs"].get("srcset"):
                failures.append(f"{page}: {name}'s avatar has <source>s or a srcset")
        written = [path.name for path in (output / "assets").iterdir() if path.name.startswith(character + "-")]
        if written:
            failures.append(f"{SOURCES[character]} was written to assets/: {written}")
    assert not failures, "\n".join(failures)


def test_svg_stays_svg(output):
    """vector.svg is copied as an SVG (assets/vector-HASH.svg), offered without a <picture>."""
    image = next(image for image in page_images(output / "cast.html") if image["attrs"].get("alt") ==
                 character_name("vector"))
    src = image["attrs"].get("src", "")
    assert re.fullmatch(r"assets/vector-[^/]+\.svg", src), f"vector.svg is shown as {src!r}"
    assert pictures.kind((output / src).read_bytes()) == "svg", f"{src} is not an SVG"
    assert not image["sources"] and not image["attrs"].get("srcset"), "vector.svg is offered in several sizes"


# --- What is written -------------------------------------------------------------------------------

def test_no_metadata(output):
    """No file under assets/ holds a metadata block: no EXIF, XMP, IPTC, ICC profile, comment or
    text chunk (pictures.py reads each container)."""
    found = []
    for path in sorted((output / "assets").iterdir()):
        if path.suffix == ".svg":
            continue
        blocks = pictures.metadata(path)
        if blocks:
            found.append(f"{path.name}: {', '.join(blocks)}")
    assert not found, f"{len(found)} files hold metadata:\n" + "\n".join(found)


def private_bytes():
    """What gps.jpg's metadata says, as bytes a leak would hold: its EXIF strings, XMP, IPTC and
    comment texts, and its GPS coordinates as EXIF rationals in either byte order."""
    gps = EXPECTED["gps"]
    found = {text: text.encode() for text in gps["strings"]}
    for name, rationals in zip(["latitude", "longitude"], gps["gpsRationals"]):
        for order in "><":
            found[f"GPS {name} ({'big' if order == '>' else 'little'}-endian)"] = \
                b"".join(struct.pack(order + "II", *pair) for pair in rationals)
    return found


def test_no_private_bytes(output):
    """No file of the output, pages included, holds a byte string of gps.jpg's metadata."""
    leaks = []
    wanted = private_bytes()
    for path in sorted(output.rglob("*")):
        if path.is_file():
            data = path.read_bytes()
            leaks += [f"{path.relative_to(output)}: {what}" for what, needle in wanted.items() if needle in data]
    assert not leaks, "gps.jpg's metadata is in the output:\n" + "\n".join(leaks)


def test_variants(output):
    """Each raster picture is written in exactly its sizes (square crops of 60, 120, 180,
    fits in 320, 640, 960 boxes, none larger than the source: small.png gets 60 and 100 squares and
    its 100 px fit only), in each format of site.json (AVIF, WebP) and the fallback (JPEG, or PNG
    for small.png, which has alpha); each file is the format its extension says, its size the one
    its name says; none is a copy of the source."""
    found = variants(output)
    failures = [f"assets/{v.name}: not named NAME-HASH-WxH.EXT" for v in found.get(None, [])]
    for character in RASTERS:
        width, height = EXPECTED["sizes"][character]
        fallback = "png" if character == "small" else "jpg"
        source = (FIXTURE / "images" / SOURCES[character]).read_bytes()
        written = found.get(character, [])
        for variant in written:
            if EXTENSIONS.get(variant.kind) != variant.ext:
                failures.append(f"assets/{variant.name}: holds {variant.kind}, named .{variant.ext}")
            if variant.size != (variant.width, variant.height):
                failures.append(f"assets/{variant.name}: is {variant.size}, named {variant.width}x{variant.height}")
            if variant.size and (variant.size[0] > width or variant.size[1] > height):
                failures.append(f"assets/{variant.name}: {variant.size} is larger than its source, {width} × {height}")
            if variant.path.read_bytes() == source:
                failures.append(f"assets/{variant.name}: a copy of {SOURCES[character]}")
        for ext in formats() + [fallback]:
            sizes = sorted({v.size for v in written if v.ext == ext and v.size})
            wanted = expected_sizes(width, height)
            missing = [f"{w:g}×{h:g}" for w, h in wanted if not any(matches(size, (w, h)) for size in sizes)]
            extra = [f"{w}×{h}" for w, h in sizes if not any(matches((w, h), size) for size in wanted)]
            if missing or extra:
                failures.append(f"{SOURCES[character]} as .{ext}: missing {missing or 'none'}, unexpected "
                                f"{extra or 'none'} (written: {[f'{w}×{h}' for w, h in sizes]})")
        strays = sorted({v.ext for v in written} - set(formats()) - {fallback})
        if strays:
            failures.append(f"{SOURCES[character]}: written as {strays} too")
    assert not failures, "\n".join(failures)


def corner_colours(image):
    """What the four corners' samples of gps's picture are (red, blue or other): each taken a
    tenth of the way in, where the marks are, on the upright photo and its centre square alike."""
    def colour(sample):
        r, g, b = sample[:3]
        return "red" if r > 150 and g < 100 and b < 100 else "blue" if b > 150 and r < 100 and g < 110 else "other"
    return {corner: colour(image.mean(fx, fy)) for corner, (fx, fy) in
            {"top left": (0.12, 0.12), "top right": (0.88, 0.12), "bottom left": (0.12, 0.88),
             "bottom right": (0.88, 0.88)}.items()}


def test_gps_upright_and_srgb(output):
    """gps.jpg (stored 1200 × 900 with EXIF orientation 6, in Display P3) is written upright and in
    sRGB: each of its files is portrait (the fits 240 × 320, 480 × 640, 720 × 960), its red mark
    at the top left and blue mark at the top right of the decoded pixels, their colours the sRGB
    ones drawn (within COLOUR_TOLERANCE: the P3 values as stored are 20 to 30 away)."""
    upright = {"top left": "red", "top right": "blue", "bottom left": "other", "bottom right": "other"}
    marks = {"red": ((0.12, 0.12), EXPECTED["gps"]["red"]), "blue": ((0.88, 0.12), EXPECTED["gps"]["blue"])}
    failures = []
    written = variants(output).get("gps", [])
    assert written, "no file of gps.jpg in assets/"
    for variant in written:
        image = pictures.pixels(variant.path)
        if (image.width, image.height) != variant.size:
            failures.append(f"assets/{variant.name}: decodes as {image.width} × {image.height}, its header says "
                            f"{variant.size}")
        if image.width > image.height:
            failures.append(f"assets/{variant.name}: {image.width} × {image.height} is landscape: not rotated")
        corners = corner_colours(image)
        if corners != upright:
            failures.append(f"assets/{variant.name}: corners {corners}, expected {upright}")
            continue
        for mark, ((fx, fy), wanted) in marks.items():
            colour = [round(v) for v in image.mean(fx, fy)[:3]]
            if max(abs(a - b) for a, b in zip(colour, wanted)) > COLOUR_TOLERANCE:
                failures.append(f"assets/{variant.name}: the {mark} mark is {colour}, expected sRGB {wanted}")
    assert not failures, "\n".join(failures)


def test_cmyk_converted_by_its_profile(output):
    """cmyk.jpg's files are sRGB (3 bands, or 4 with alpha, sRGB interpretation) and show the
    colour its embedded profile gives (expected.json: far from what ignoring the profile gives, and
    from libvips's own CMYK profile), within COLOUR_TOLERANCE per channel."""
    wanted = EXPECTED["cmyk"]["srgb"]
    failures = []
    written = variants(output).get("cmyk", [])
    assert written, "no file of cmyk.jpg in assets/"
    for variant in written:
        image = pictures.pixels(variant.path)
        if image.interpretation != "srgb" or image.bands not in (3, 4):
            failures.append(f"assets/{variant.name}: {image.bands} bands, {image.interpretation}; expected sRGB")
            continue
        colour = [round(v) for v in image.mean(0.5, 0.5)[:3]]
        if max(abs(a - b) for a, b in zip(colour, wanted)) > COLOUR_TOLERANCE:
            failures.append(f"assets/{variant.name}: colour {colour}, expected {wanted} (without the profile: "
                            f"{EXPECTED['cmyk']['withoutProfile']}; libvips's CMYK profile: "
                            f"{EXPECTED['cmyk']['libvipsFallbackProfile']})")
    assert not failures, "\n".join(failures)


def test_picture_markup(output):
    """Every page's pictures: each raster picture in a <picture> whose <source>s are site.json's
    formats in order (type image/avif, image/webp), each with a srcset and `sizes`, then the
    <img> with the fallback's srcset; every candidate an existing file of the source's type whose
    `Nw` is its true pixel width, the same widths in every list; `sizes` is the img's width;
    the img's src its 1x candidate (as wide as its width attribute), and width / height the 1x
    file's shape. An avatar is 60 px in a cell and 40 on a home page card; an item page's
    picture the 320 box's fit (240 × 320 for gps)."""
    failures = []
    item_sizes = {character: fit_sizes(*EXPECTED["sizes"][character])[0] for character in RASTERS}
    for html in sorted(output.glob("*.html")):
        for image in page_images(html):
            attrs, src = image["attrs"], image["attrs"].get("src", "")
            where = f"{html.name}: <img src={src!r}>"
            if src.endswith(".svg"):
                continue
            if image["sources"] is None:
                failures.append(f"{where}: a raster picture outside a <picture>: no {', '.join(formats())} offered")
                continue
            if not attrs.get("srcset"):
                failures.append(f"{where}: the img has no srcset")
                continue
            types = [source.get("type") for source in image["sources"]]
            if types != [f"image/{name}" for name in formats()]:
                failures.append(f"{where}: <source> types {types}, expected {[f'image/{n}' for n in formats()]}")
            lists = [(source.get("type"), source.get("srcset"), source.get("sizes")) for source in image["sources"]]
            lists.append(("img", attrs.get("srcset"), attrs.get("sizes")))
            width, height = attrs.get("width"), attrs.get("height")
            widths = []
            for type_, srcset, sizes in lists:
                if sizes != f"{width}px":
                    failures.append(f"{where}: {type_} sizes={sizes!r}, the img is {width} wide")
                listed = candidates(srcset)
                widths.append(sorted(w or 0 for _, w in listed))
                for url, descriptor in listed:
                    path = output / unquote(url)
                    if not path.is_file():
                        failures.append(f"{where}: {type_} candidate {url} does not exist")
                        continue
                    data = path.read_bytes()
                    real = pictures.size(data)
                    if descriptor is None or not real or descriptor != real[0]:
                        failures.append(f"{where}: {type_} candidate {url} says {descriptor}w, it is {real}")
                    want = type_ if type_ != "img" else "image/png" if url.endswith(".png") else "image/jpeg"
                    if pictures.MIME.get(pictures.kind(data)) != want:
                        failures.append(f"{where}: {type_} candidate {url} holds {pictures.kind(data)}")
            if any(w != widths[0] for w in widths):
                failures.append(f"{where}: the lists offer different widths: {widths}")
            fallback = dict(candidates(attrs.get("srcset")))
            if src not in fallback:
                failures.append(f"{where}: src is not one of the img's srcset candidates")
            elif (output / unquote(src)).is_file():
                real = pictures.size((output / unquote(src)).read_bytes())
                if str(real[0]) != width:
                    failures.append(f"{where}: the 1x file is {real[0]} wide, the img {width}")
                if not width or not height or abs(int(height) - int(width) * real[1] / real[0]) >= 1:
                    failures.append(f"{where}: width={width} height={height}, the 1x file is {real[0]} × {real[1]}")
            match = VARIANT.match(Path(src).name)
            character = match["name"] if match else None
            expected = ((CELL, CELL) if html.name == "cast.html" else (CARD, CARD) if html.name == "index.html"
                        else item_sizes.get(character) if html.name.startswith("character-") else None)
            if expected and not matches((int(width or 0), int(height or 0)), expected):
                failures.append(f"{where}: shown at {width} × {height}, expected {expected[0]:g} × {expected[1]:g}")
    assert not failures, "\n".join(failures)


# --- In Chromium -----------------------------------------------------------------------------------

# Each raster picture's <img> of the page, scrolled into view and loaded: what Chromium chose, and the
# pixel width of that file (naturalWidth of an img with a w-described srcset is its CSS width,
# density-corrected, so the file is loaded again without one).
CHOSEN = """async () => {
  const found = [];
  for (const img of document.querySelectorAll("picture img")) {
    if (!img.getAttribute("srcset") && !img.parentElement.querySelector("source")) continue;  // an SVG
    img.scrollIntoView({block: "center"});
    await new Promise((done) => {
      if (img.complete && img.currentSrc) return done();
      img.addEventListener("load", done, {once: true});
      img.addEventListener("error", done, {once: true});
      setTimeout(done, 5000);
    });
    let fileWidth = 0;
    if (img.currentSrc) {
      const probe = new Image();
      probe.src = img.currentSrc;
      try { await probe.decode(); fileWidth = probe.naturalWidth; } catch (error) {}
    }
    const avif = img.parentElement.querySelector('source[type="image/avif"]');
    found.push({alt: img.alt, currentSrc: img.currentSrc, cssWidth: img.getBoundingClientRect().width,
                sizes: img.sizes, avif: avif ? avif.srcset : null, fileWidth});
  }
  return found;
}"""


def density_failures(shown, scale, page_name):
    """What is wrong with the pictures Chromium chose at a device scale factor: not AVIF, not the
    candidate the density asks for, or fewer pixels than CSS width × scale (but the whole source)."""
    failures = []
    for picture in shown:
        where = f"{page_name} ({picture['alt']})"
        if not picture["avif"]:
            failures.append(f"{where}: no AVIF <source>")
            continue
        listed = sorted(candidates(picture["avif"]), key=lambda candidate: candidate[1] or 0)
        slot = picture["cssWidth"]
        if picture["sizes"] != f"{round(slot)}px" or abs(slot - round(slot)) > 0.01:
            failures.append(f"{where}: shown {slot:g} CSS px wide, its sizes says {picture['sizes']!r}")
        needed = slot * scale
        wanted = next((url for url, width in listed if (width or 0) >= needed - 0.01), listed[-1][0])
        chosen = unquote(urlparse(picture["currentSrc"]).path)
        if not chosen.endswith(".avif"):
            failures.append(f"{where}: Chromium shows {Path(chosen).name}, not an AVIF")
        if Path(chosen).name != Path(wanted).name:
            failures.append(f"{where}: Chromium shows {Path(chosen).name}, the density asks for {Path(wanted).name} "
                            f"({slot:g} CSS px × {scale} = {needed:g} px; candidates {[w for _, w in listed]})")
        match = VARIANT.match(Path(chosen).name)
        source = EXPECTED["sizes"].get(match["name"]) if match else None
        if source:
            square = match["width"] == match["height"]
            whole = min(source) if square else source[0]
            if picture["fileWidth"] < needed - 0.01 and picture["fileWidth"] != whole:
                failures.append(f"{where}: a {picture['fileWidth']} px wide file shown at {slot:g} CSS px × {scale}: "
                                f"scaled up, and not the whole source ({whole} px)")
    return failures


@pytest.mark.full
def test_chromium_chooses_by_density(output, browser):
    """At each device scale factor (1, 2, 3) and width (390, 1440), in a fresh context: on gps's and
    portrait's item pages, on the list page and on the home page's card (40 CSS px), every picture
    is AVIF, the candidate the density asks for (the smallest as wide as CSS width × scale, else the largest), and never fewer pixels
    than that but for the whole source (small.png's 100 px at 60 × 2)."""
    pages = [item_page(output, "gps"), item_page(output, "portrait"), output / "cast.html", output / "index.html"]
    failures = []
    for scale in DEVICE_SCALE_FACTORS:
        for width, height in VIEWPORTS:
            for html in pages:
                # A fresh context for each page: Chromium takes a larger candidate it already holds.
                context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=scale)
                page = context.new_page()
                page.goto(html.resolve().as_uri())
                shown = page.evaluate(CHOSEN)
                context.close()
                expected = 1 if html.name.startswith("character-") else len(RASTERS)
                if len(shown) != expected:
                    failures.append(f"{html.name} at {width} × {scale}: {len(shown)} pictures, expected {expected}")
                failures += [f"{line} [{width} px wide, scale {scale}]"
                             for line in density_failures(shown, scale, html.name)]
    assert not failures, "\n".join(failures)


def test_photos_line_up_with_avatars(output, browser):
    """On the list page at 390 and 1440, every row's picture (a photo in a <picture> with its
    <source>s, an SVG or an initials avatar) starts at the same x and is 60 × 60: a picture's
    formats take no place in its row."""
    for width, height in VIEWPORTS:
        context = browser.new_context(viewport={"width": width, "height": height})
        page = context.new_page()
        page.goto((output / "cast.html").resolve().as_uri())
        boxes = page.evaluate("""() => Array.from(document.querySelectorAll("img.cell-avatar"), (img) => {
          const box = img.getBoundingClientRect();
          return {alt: img.alt, x: box.x, width: box.width, height: box.height};
        })""")
        context.close()
        assert len(boxes) == len(EXPECTED["characters"]), boxes
        lefts = {round(box["x"], 1) for box in boxes}
        assert len(lefts) == 1, f"at {width} px the pictures start at {sorted(lefts)}: {boxes}"
        assert all((box["width"], box["height"]) == (60, 60) for box in boxes), boxes
