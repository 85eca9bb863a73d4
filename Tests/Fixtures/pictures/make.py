#!/usr/bin/env python3
"""Writes the picture fixture site (Tests/Fixtures/pictures/): its site.json, characters.json,
expected.json and every file of images/, for Tests/Browser/test_pictures.py. See README.md for what
each picture is for.

Usage (from anywhere; the files are written beside this script, or into --output DIR):

    python3 Tests/Fixtures/pictures/make.py [--output DIR]

It takes python3's standard library and the `vips` command (Debian's libvips-tools, 8.14): the
pixels are drawn here and written as PPM; vips encodes the JPEG, WebP and P3 pictures; every
metadata block (EXIF with its GPS IFD, XMP, IPTC, the comment, the ICC profiles) is written here,
byte by byte, into the JPEGs vips made bare. The PNG, GIF and BMP files, and the CMYK ICC profile,
are written here whole. Nothing is random: running it twice writes the same bytes (given the same
libvips, libjpeg and libwebp).
"""
import argparse
import json
import math
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent

# The characters, in characters.json's order (one a line): id, name, job, picture file (None: no
# imageName). A picture's imageName is its file name without the extension.
CHARACTERS = [
    ("gps", "Gina Geotag", "Rotated photo with every metadata block", "gps.jpg"),
    ("cmyk", "Cyrus Cmyk", "CMYK print with its own profile", "cmyk.jpg"),
    ("small", "Sam Small", "100 px PNG with alpha", "small.png"),
    ("portrait", "Petra Portrait", "600 × 900 WebP", "portrait.webp"),
    ("vector", "Victor Vector", "An SVG, copied", "vector.svg"),
    ("truncated", "Tara Truncated", "A JPEG cut in half", "truncated.jpg"),
    ("mismatch", "Milo Mismatch", "PNG bytes named .jpg", "mismatch.jpg"),
    ("bomb", "Bo Bomb", "A PNG declaring 100000 × 100000", "bomb.png"),
    ("empty", "Emmy Empty", "An empty file", "empty.png"),
    ("animated", "Ani Mated", "A GIF of two frames", "animated.gif"),
    ("unsupported", "Una Supported", "A BMP, which is not read", "unsupported.bmp"),
]
BAD = ["truncated", "mismatch", "bomb", "empty", "animated", "unsupported"]

# gps.jpg: the photo as it is seen (after its EXIF orientation is applied), 900 × 1200, stored
# rotated a quarter turn counter-clockwise (1200 × 900) with Orientation 6 ("rotate 90° clockwise
# to show"). Its marks, as rectangles (x0, y0, x1, y1) of the upright photo: red at the top left,
# blue at the top right. Both reach down to 40% of the height, so that a square centre crop
# (rows 150 to 1050) keeps them at its top corners.
GPS_SIZE = (900, 1200)
RED, BLUE = (230, 20, 20), (20, 40, 230)
RED_MARK = (0, 0, 270, 480)
BLUE_MARK = (630, 0, 900, 480)
# What the metadata blocks hold: strings a leak is found by, in any file of the output.
MAKE, MODEL = "TrellisFixtureCam", "GeoTagger 6"
DATE_TIME = "2024:05:17 10:42:07"
GPS_LATITUDE = [(48, 1), (51, 1), (2964, 100)]   # 48° 51' 29.64" N
GPS_LONGITUDE = [(2, 1), (17, 1), (4020, 100)]   # 2° 17' 40.20" E
GPS_DATUM = "TRELLIS-FIXTURE-DATUM"
XMP_MARK = "trellis-fixture-xmp-packet"
IPTC_MARK = "trellis-fixture-iptc-caption"
COMMENT = "trellis-fixture-comment: taken at the secret location"

# cmyk.jpg: one colour, a node of its profile's grid (so that the profile's table gives it exactly).
CMYK_SIZE = (320, 240)
CMYK_GRID = 6            # points a side of the A2B0 table: 0, 51, 102, 153, 204, 255
CMYK_VALUE = (0, 153, 204, 51)
PORTRAIT_SIZE = (600, 900)


# --- Files written here ----------------------------------------------------------------------------

def png(width, height, rows, alpha=False):
    """An 8-bit RGB or RGBA PNG of `rows` (bytes each), with no chunk but IHDR, IDAT and IEND."""
    raw = b"".join(b"\0" + bytes(row) for row in rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 6 if alpha else 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def bomb():
    """A PNG whose IHDR declares 100000 × 100000 RGB pixels (30 GB), followed by an IDAT of a few
    kilobytes of zeros, compressed: what a decoder that trusts the header would allocate for."""
    header = struct.pack(">IIBBBBB", 100_000, 100_000, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(65536), 9))
            + chunk(b"IEND", b""))


def bmp(width, height, pixel):
    """A 24-bit uncompressed BMP (BITMAPINFOHEADER): rows bottom up, each padded to 4 bytes."""
    stride = (width * 3 + 3) & ~3
    rows = b"".join(bytes(v for x in range(width) for v in reversed(pixel(x, y))).ljust(stride, b"\0")
                    for y in reversed(range(height)))
    return (b"BM" + struct.pack("<IHHI", 54 + len(rows), 0, 0, 54)
            + struct.pack("<IiiHHIIiiII", 40, width, height, 1, 24, 0, len(rows), 2835, 2835, 0, 0) + rows)


def gif(width, height, frames, palette):
    """An animated GIF89a of `frames` (each a list of palette indices, row by row), looping, 0.5 s a
    frame. The LZW data is 8-bit codes (minimum code size 7) with a clear code every 100 codes, so
    the code size never grows: every code is one byte."""
    table = b"".join(bytes(colour) for colour in palette).ljust(128 * 3, b"\0")
    out = b"GIF89a" + struct.pack("<HHBBB", width, height, 0xF6, 0, 0) + table   # global table of 128
    out += b"\x21\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00"
    for indices in frames:
        out += b"\x21\xf9\x04\x04" + struct.pack("<H", 50) + b"\x00\x00"          # 0.5 s, keep
        out += b"\x2c" + struct.pack("<HHHHB", 0, 0, width, height, 0)
        codes = bytearray()
        for start in range(0, len(indices), 100):
            codes.append(128)                                                      # clear
            codes.extend(indices[start:start + 100])
        codes.append(129)                                                          # end
        out += b"\x07" + b"".join(bytes([len(codes[i:i + 255])]) + codes[i:i + 255]
                                  for i in range(0, len(codes), 255)) + b"\x00"
    return out + b"\x3b"


# --- Pixels ----------------------------------------------------------------------------------------

def ppm(width, height, pixel):
    """A binary PPM (P6) of pixel(x, y) → (r, g, b)."""
    rows = bytearray()
    for y in range(height):
        for x in range(width):
            rows.extend(pixel(x, y))
    return b"P6\n%d %d\n255\n" % (width, height) + bytes(rows)


def landscape(width, height, seed):
    """A photo-like picture: a sky over hills, with soft texture, nothing red or blue. pixel(x, y)."""
    horizon = [0.55 * height + 0.06 * height * math.sin(x / width * 5.1 + seed) for x in range(width)]
    texture_x = [math.sin(x * 0.043 + seed) for x in range(width)]

    def pixel(x, y):
        t = texture_x[x] * math.sin(y * 0.031 + seed * 2) * 10
        if y < horizon[x]:
            f = y / height
            return clamp(150 + 40 * f + t), clamp(175 + 25 * f + t), clamp(205 + 10 * f + t)
        f = (y - horizon[x]) / height
        return clamp(95 - 40 * f + t), clamp(135 - 50 * f + t), clamp(70 - 20 * f + t)
    return pixel


def clamp(v):
    return max(0, min(255, int(round(v))))


def marked(pixel):
    """`pixel` with gps.jpg's red and blue marks drawn on it."""
    def inside(x, y, box):
        return box[0] <= x < box[2] and box[1] <= y < box[3]

    def with_marks(x, y):
        return RED if inside(x, y, RED_MARK) else BLUE if inside(x, y, BLUE_MARK) else pixel(x, y)
    return with_marks


# --- JPEG segments ---------------------------------------------------------------------------------

def segments(jpeg):
    """A JPEG's marker segments before its scan data, [(marker, payload)], and the rest (from SOS)."""
    assert jpeg[:2] == b"\xff\xd8", "not a JPEG"
    found, at = [], 2
    while True:
        marker = jpeg[at + 1]
        if marker == 0xDA:
            return found, jpeg[at:]
        length = struct.unpack(">H", jpeg[at + 2:at + 4])[0]
        found.append((marker, jpeg[at + 4:at + 2 + length]))
        at += 2 + length


def segment(marker, payload):
    assert len(payload) + 2 <= 0xFFFF
    return bytes([0xFF, marker]) + struct.pack(">H", len(payload) + 2) + payload


def icc_segments(profile):
    """APP2 ICC_PROFILE segments holding `profile`."""
    parts = [profile[i:i + 65519] for i in range(0, len(profile), 65519)]
    return [(0xE2, b"ICC_PROFILE\0" + bytes([n + 1, len(parts)]) + part) for n, part in enumerate(parts)]


def rebuild(jpeg, added, keep=(0xE0, 0xEE)):
    """The JPEG with its APPn and COM segments dropped (but JFIF's APP0 and Adobe's APP14), and the
    `added` segments written after APP0."""
    found, rest = segments(jpeg)
    head = [(m, p) for m, p in found if not (0xE0 <= m <= 0xEF or m == 0xFE) or m in keep]
    app0 = [s for s in head if s[0] == 0xE0]
    others = [s for s in head if s[0] != 0xE0]
    return b"\xff\xd8" + b"".join(segment(m, p) for m, p in app0 + added + others) + rest


def exif():
    """APP1 Exif: a big-endian TIFF with IFD0 (Make, Model, Orientation 6, DateTime), the Exif IFD
    (version, DateTimeOriginal) and the GPS IFD (version, latitude, longitude, map datum)."""
    ascii_ = lambda s: (2, len(s) + 1, s.encode() + b"\0")
    rationals = lambda pairs: (5, len(pairs), b"".join(struct.pack(">II", *pair) for pair in pairs))
    ifd0 = {0x010F: ascii_(MAKE), 0x0110: ascii_(MODEL), 0x0112: (3, 1, struct.pack(">H", 6)),
            0x0132: ascii_(DATE_TIME), 0x8769: None, 0x8825: None}
    exif_ifd = {0x9000: (7, 4, b"0232"), 0x9003: ascii_(DATE_TIME)}
    gps = {0x0000: (1, 4, bytes([2, 3, 0, 0])), 0x0001: ascii_("N"), 0x0002: rationals(GPS_LATITUDE),
           0x0003: ascii_("E"), 0x0004: rationals(GPS_LONGITUDE), 0x0012: ascii_(GPS_DATUM)}
    size = lambda ifd: 2 + 12 * len(ifd) + 4 + sum(len(v[2]) + len(v[2]) % 2 for v in ifd.values()
                                                   if v and len(v[2]) > 4)
    exif_at = 8 + size(ifd0)
    gps_at = exif_at + size(exif_ifd)
    ifd0[0x8769] = (4, 1, struct.pack(">I", exif_at))
    ifd0[0x8825] = (4, 1, struct.pack(">I", gps_at))
    tiff = b"MM\0\x2a" + struct.pack(">I", 8)
    for ifd in (ifd0, exif_ifd, gps):
        tiff += ifd_bytes(ifd, len(tiff))
    return b"Exif\0\0" + tiff


def ifd_bytes(ifd, at):
    """One IFD at offset `at` of the TIFF, its values over 4 bytes right after it; no next IFD."""
    values_at = at + 2 + 12 * len(ifd) + 4
    entries, values = b"", b""
    for tag in sorted(ifd):
        kind, count, value = ifd[tag]
        if len(value) <= 4:
            entries += struct.pack(">HHI", tag, kind, count) + value.ljust(4, b"\0")
        else:
            entries += struct.pack(">HHII", tag, kind, count, values_at + len(values))
            values += value + b"\0" * (len(value) % 2)
    return struct.pack(">H", len(ifd)) + entries + b"\0\0\0\0" + values


def xmp():
    packet = ('<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>\n'
              '<x:xmpmeta xmlns:x="adobe:ns:meta/">\n'
              ' <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\n'
              '  <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"'
              ' xmlns:exif="http://ns.adobe.com/exif/1.0/"'
              f' xmp:CreatorTool="{XMP_MARK}" exif:GPSLatitude="48,51.494N" exif:GPSLongitude="2,17.67E"/>\n'
              ' </rdf:RDF>\n</x:xmpmeta>\n<?xpacket end="w"?>')
    return b"http://ns.adobe.com/xap/1.0/\0" + packet.encode()


def iptc():
    """APP13: Photoshop's image resource 0x0404 holding IIM records 2:00 (version), 2:120 (caption)
    and 2:90 (city)."""
    record = lambda number, data: b"\x1c\x02" + bytes([number]) + struct.pack(">H", len(data)) + data
    iim = record(0, b"\x00\x04") + record(120, IPTC_MARK.encode()) + record(90, b"Paris")
    resource = b"8BIM\x04\x04\x00\x00" + struct.pack(">I", len(iim)) + iim + b"\0" * (len(iim) % 2)
    return b"Photoshop 3.0\0" + resource


# --- The CMYK profile ------------------------------------------------------------------------------
# An ICC v2 output profile (CMYK → Lab) of made-up inks, so that its colours are neither a naive
# conversion's (R = (1 - C)(1 - K)…) nor libvips's fallback CMYK profile's. Each ink lets through a
# share of each linear sRGB channel; the inks multiply.

INKS = {"C": (0.08, 0.55, 0.88), "M": (0.85, 0.12, 0.40), "Y": (0.96, 0.86, 0.10), "K": (0.06, 0.06, 0.07)}
D50 = (0.9642, 1.0, 0.8249)
SRGB_TO_XYZ_D50 = ((0.4360747, 0.3850649, 0.1430804), (0.2225045, 0.7168786, 0.0606169),
                   (0.0139322, 0.0971045, 0.7141733))


def ink_linear(c, m, y, k):
    """Linear sRGB (0–1) of coverages 0–1."""
    return tuple(math.prod(1 - cover * (1 - INKS[ink][channel]) for ink, cover in zip("CMYK", (c, m, y, k)))
                 for channel in range(3))


def lab_of_linear(rgb):
    xyz = [sum(row[i] * rgb[i] for i in range(3)) for row in SRGB_TO_XYZ_D50]
    f = lambda t: t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29
    fx, fy, fz = (f(v / w) for v, w in zip(xyz, D50))
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def linear_of_lab(lab):
    l, a, b = lab
    fy = (l + 16) / 116
    finv = lambda t: t ** 3 if t > 6 / 29 else 3 * (6 / 29) ** 2 * (t - 4 / 29)
    xyz = [finv(fy + a / 500) * D50[0], finv(fy) * D50[1], finv(fy - b / 200) * D50[2]]
    inverse = ((3.1338561, -1.6168667, -0.4906146), (-0.9787684, 1.9161415, 0.0334540),
               (0.0719453, -0.2289914, 1.4052427))
    return [sum(row[i] * xyz[i] for i in range(3)) for row in inverse]


def encode(linear):
    """sRGB 8-bit of linear 0–1."""
    v = max(0.0, min(1.0, linear))
    return clamp(255 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055))


def decode(value):
    v = value / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def lab16(lab):
    """ICC v2 16-bit Lab (lut16Type's PCS encoding): L × 0xFF00 / 100, (a + 128) × 256."""
    l, a, b = lab
    return [max(0, min(0xFFFF, round(v))) for v in (l * 652.8, (a + 128) * 256, (b + 128) * 256)]


def lut16(inputs, outputs, grid, node):
    """lut16Type ('mft2'): identity matrix and curves, a `grid`^inputs table of node(indices)."""
    identity = struct.pack(">9i", 65536, 0, 0, 0, 65536, 0, 0, 0, 65536)
    curve = struct.pack(">2H", 0, 65535)
    table = bytearray()
    for n in range(grid ** inputs):
        indices = [(n // grid ** (inputs - 1 - i)) % grid for i in range(inputs)]    # first input slowest
        table += struct.pack(f">{outputs}H", *node(indices))
    return (b"mft2\0\0\0\0" + bytes([inputs, outputs, grid, 0]) + identity + struct.pack(">HH", 2, 2)
            + curve * inputs + bytes(table) + curve * outputs)


def cmyk_profile():
    def a2b(indices):
        return lab16(lab_of_linear(ink_linear(*(i / (CMYK_GRID - 1) for i in indices))))

    def b2a(indices):   # Lab → CMYK, roughly: sRGB of the Lab, then grey component replacement
        l, a, b = indices[0] / 8 * 100, indices[1] / 8 * 255 - 128, indices[2] / 8 * 255 - 128
        rgb = [encode(v) / 255 for v in linear_of_lab((l, a, b))]
        k = 1 - max(rgb)
        cmy = [(1 - v - k) / (1 - k) if k < 1 else 0 for v in rgb]
        return [round(v * 65535) for v in cmy + [k]]

    def desc(text):
        return (b"desc\0\0\0\0" + struct.pack(">I", len(text) + 1) + text.encode() + b"\0"
                + b"\0" * 8 + b"\0\0\0" + b"\0" * 67)

    def xyz(values):
        return b"XYZ \0\0\0\0" + b"".join(struct.pack(">i", round(v * 65536)) for v in values)

    # The same tables for the three intents: libvips asks whether the profile has the intent's own.
    to_lab, from_lab = lut16(4, 3, CMYK_GRID, a2b), lut16(3, 4, 9, b2a)
    tags = [(b"desc", desc("Trellis fixture CMYK")), (b"cprt", b"text\0\0\0\0No copyright, use freely\0"),
            (b"wtpt", xyz(D50))] + [(b"A2B%d" % n, to_lab) for n in range(3)] + [(b"B2A%d" % n, from_lab)
                                                                                  for n in range(3)]
    at = 128 + 4 + 12 * len(tags)
    table, data, offsets = b"", b"", {}
    for signature, body in tags:
        body += b"\0" * (-len(body) % 4)
        if body not in offsets:   # tags with the same body share it
            offsets[body] = at + len(data)
            data += body
        table += signature + struct.pack(">II", offsets[body], len(body))
    size = at + len(data)
    header = (struct.pack(">I", size) + b"\0\0\0\0" + b"\x02\x10\0\0" + b"prtr" + b"CMYK" + b"Lab "
              + struct.pack(">6H", 2024, 1, 1, 0, 0, 0) + b"acsp" + b"\0" * 4 + b"\0" * 4 + b"\0" * 4
              + b"\0" * 4 + b"\0" * 8 + struct.pack(">I", 0)
              + b"".join(struct.pack(">i", round(v * 65536)) for v in D50) + b"\0" * 4 + b"\0" * 16 + b"\0" * 28)
    assert len(header) == 128
    return header + struct.pack(">I", len(tags)) + table + data


def cmyk_expected():
    """The sRGB colour cmyk.jpg shows: its CMYK through the profile's model, which the grid gives
    exactly at CMYK_VALUE."""
    return [encode(v) for v in ink_linear(*(v / 255 for v in CMYK_VALUE))]


# --- Writing ---------------------------------------------------------------------------------------

def vips(*arguments):
    subprocess.run(["vips", *map(str, arguments)], check=True, capture_output=True)


def vips_point(path, x, y):
    out = subprocess.run(["vips", "getpoint", str(path), str(x), str(y)], check=True, capture_output=True, text=True)
    return [round(float(v)) for v in out.stdout.split()]


def make_gps(work):
    width, height = GPS_SIZE
    (work / "gps.ppm").write_bytes(ppm(width, height, marked(landscape(width, height, 0.7))))
    # Stored a quarter turn counter-clockwise: Orientation 6 turns it back.
    vips("rot", work / "gps.ppm", work / "gps-stored.v", "d270")
    vips("icc_transform", work / "gps-stored.v", work / "gps-p3.jpg[Q=80]", "p3", "--input-profile", "srgb")
    bare = (work / "gps-p3.jpg").read_bytes()
    found, _ = segments(bare)
    profile = b"".join(p[14:] for m, p in found if m == 0xE2 and p.startswith(b"ICC_PROFILE\0"))
    assert profile[36:40] == b"acsp", "vips wrote no P3 profile"
    added = [(0xE1, exif()), (0xE1, xmp())] + icc_segments(profile) + [(0xED, iptc()), (0xFE, COMMENT.encode())]
    return rebuild(bare, added)


def make_cmyk(work, profile):
    width, height = CMYK_SIZE
    (work / "cmyk.raw").write_bytes(bytes(CMYK_VALUE) * (width * height))
    vips("rawload", work / "cmyk.raw", work / "cmyk-raw.v", width, height, 4)
    vips("copy", work / "cmyk-raw.v", work / "cmyk.v", "--interpretation", "cmyk")
    vips("jpegsave", work / "cmyk.v", work / "cmyk-bare.jpg", "--Q", 90, "--strip")
    return rebuild((work / "cmyk-bare.jpg").read_bytes(), icc_segments(profile))


def make_portrait(work):
    width, height = PORTRAIT_SIZE
    (work / "portrait.ppm").write_bytes(ppm(width, height, landscape(width, height, 2.3)))
    vips("webpsave", work / "portrait.ppm", work / "portrait.webp", "--Q", 70, "--strip")
    return (work / "portrait.webp").read_bytes()


def make_small():
    """100 × 100 RGBA: an orange disc on transparency, its edge soft."""
    rows = []
    for y in range(100):
        row = bytearray()
        for x in range(100):
            distance = math.hypot(x - 49.5, y - 49.5)
            row += bytes([240, 140 + x // 2, 40, clamp((46 - distance) * 128)])
        rows.append(row)
    return png(100, 100, rows, alpha=True)


def make_truncated(work):
    width, height = 480, 360
    (work / "truncated.ppm").write_bytes(ppm(width, height, landscape(width, height, 4.1)))
    vips("jpegsave", work / "truncated.ppm", work / "truncated.jpg", "--Q", 80, "--strip")
    whole = (work / "truncated.jpg").read_bytes()
    return whole[:len(whole) // 2]


def make_mismatch():
    rows = [b"".join(bytes([x * 4, y * 4, 128]) for x in range(64)) for y in range(64)]
    return png(64, 64, rows)


def make_animated():
    palette = [(255, 255, 255), (220, 30, 30), (30, 60, 220)] + [(0, 0, 0)] * 125
    frames = [[1 if (x // 8 + y // 8) % 2 else 0 for y in range(48) for x in range(48)],
              [2 if (x // 8 + y // 8) % 2 else 0 for y in range(48) for x in range(48)]]
    return gif(48, 48, frames, palette)


VECTOR = """<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">
<title>Victor Vector</title>
<rect width="120" height="120" fill="#5856d6"/>
<circle cx="60" cy="60" r="36" fill="#ffcc00"/>
</svg>
"""


def site_json():
    return {
        "title": "Trellis Pictures Fixture",
        "language": "en",
        "itemPages": True,
        "data": {"characters": "characters.json"},
        "pages": [{
            "id": "cast", "title": "Cast",
            "summary": "Every character of the picture fixture, each picture a case.",
            "sections": [{
                "id": "cast", "data": {"characters": {"universe": "pictures"}},
                "layout": {"list": {"appearance": "plain"}}, "cell": "character"}]}],
    }


def characters_json():
    """characters.json, one character a line, so that a warning's line names its character."""
    lines = ['{', '  "universes": [', '    {"id": "pictures", "title": "Pictures", "sections": [',
             '      {"id": "cast", "title": "Cast", "characters": [']
    for n, (id_, name, job, file) in enumerate(CHARACTERS):
        entry = {"id": id_, "name": name, "job": job, "imageName": file.rsplit(".", 1)[0]}
        lines.append("        " + json.dumps(entry, ensure_ascii=False) + ("," if n < len(CHARACTERS) - 1 else ""))
    lines += ['      ]}', '    ]}', '  ]', '}']
    return "\n".join(lines) + "\n"


def compact_json(value):
    """JSON, indented, but with each list of numbers on one line."""
    text = json.dumps(value, indent=2, ensure_ascii=False)
    return re.sub(r"\[[\d,\s\[\]]*\]", lambda m: json.dumps(json.loads(m.group(0))), text) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", type=Path, default=HERE, help="the folder to write (default: beside this script)")
    output = parser.parse_args().output
    if shutil.which("vips") is None:
        sys.exit("make.py needs the vips command: apt-get install libvips-tools")
    images = output / "images"
    images.mkdir(parents=True, exist_ok=True)
    profile = cmyk_profile()
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        files = {
            "gps.jpg": make_gps(work),
            "cmyk.jpg": make_cmyk(work, profile),
            "small.png": make_small(),
            "portrait.webp": make_portrait(work),
            "vector.svg": VECTOR.encode(),
            "truncated.jpg": make_truncated(work),
            "mismatch.jpg": make_mismatch(),
            "bomb.png": bomb(),
            "empty.png": b"",
            "animated.gif": make_animated(),
            "unsupported.bmp": bmp(32, 32, lambda x, y: (200, 60 + 4 * x, 60 + 4 * y)),
        }
        for name, data in files.items():
            (images / name).write_bytes(data)
        # The colour cmyk.jpg shows through its own profile, as libvips (Little CMS) finds it, must
        # be the model's, and far from what ignoring the profile gives.
        vips("icc_transform", images / "cmyk.jpg", work / "cmyk-srgb.v", "srgb", "--embedded")
        through_profile = vips_point(work / "cmyk-srgb.v", 10, 10)
        expected = cmyk_expected()
        assert all(abs(a - b) <= 3 for a, b in zip(through_profile, expected)), (through_profile, expected)
        vips("colourspace", work / "cmyk.v", work / "cmyk-fallback.v", "srgb")
        fallback = vips_point(work / "cmyk-fallback.v", 10, 10)
        naive = [round(255 * (1 - v / 255) * (1 - CMYK_VALUE[3] / 255)) for v in CMYK_VALUE[:3]]
        for other in (fallback, naive):
            assert max(abs(a - b) for a, b in zip(other, expected)) >= 40, (other, expected)
    (output / "site.json").write_text(json.dumps(site_json(), indent=2, ensure_ascii=False) + "\n")
    (output / "characters.json").write_text(characters_json())
    (output / "expected.json").write_text(compact_json({
        "characters": {id_: file for id_, _, _, file in CHARACTERS},
        "bad": BAD,
        "sizes": {"gps": list(GPS_SIZE), "cmyk": list(CMYK_SIZE), "small": [100, 100],
                  "portrait": list(PORTRAIT_SIZE)},
        "gps": {"red": list(RED), "blue": list(BLUE), "redMark": list(RED_MARK), "blueMark": list(BLUE_MARK),
                "strings": [MAKE, MODEL, GPS_DATUM, XMP_MARK, IPTC_MARK, COMMENT],
                "gpsRationals": [[list(pair) for pair in GPS_LATITUDE], [list(pair) for pair in GPS_LONGITUDE]]},
        "cmyk": {"cmyk": list(CMYK_VALUE), "srgb": expected, "withoutProfile": naive,
                 "libvipsFallbackProfile": fallback},
    }))


if __name__ == "__main__":
    main()
