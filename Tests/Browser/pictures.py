"""What a picture file holds, read here for test_pictures.py, independently of Trellis:

- its kind, by its first bytes (JPEG, PNG, GIF, WebP, AVIF or HEIC, SVG), and its pixel size, by
  its header (JPEG's SOF, PNG's IHDR, GIF's screen, WebP's VP8/VP8L/VP8X, HEIF's `ispe`);
- its metadata blocks, by walking its container: JPEG's APPn and COM markers, PNG's chunks, GIF's
  extensions, WebP's RIFF chunks, HEIF's items (`Exif`, `mime`) and `colr` boxes;
- its pixels, decoded by libvips (`vips copy FILE OUT.v`, then the .v file read here), so that a
  test can sample them.

Each metadata reader returns a list of what it found, in words ("EXIF (APP1)", "ICC profile
(iCCP)"); an empty list is a file with no metadata. What a picture needs in order to be shown is
not metadata: JPEG's JFIF (APP0, without a thumbnail) and Adobe (APP14) markers, PNG's sRGB, gAMA,
cHRM and pHYs chunks, WebP's VP8X header, HEIF's `nclx` colour box.
"""
import struct
import subprocess
import tempfile
from collections import namedtuple
from pathlib import Path


# --- Kind and size -------------------------------------------------------------------------------

def kind(data):
    """The kind of a picture file's bytes: jpeg, png, gif, webp, avif, heic, svg, or None."""
    if data[:3] == b"\xff\xd8\xff":
        return "jpeg"
    if data[:8] == b"\x89PNG\r\n\x1a\n":
        return "png"
    if data[:6] in (b"GIF87a", b"GIF89a"):
        return "gif"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "webp"
    if data[4:8] == b"ftyp":
        brands = [data[8:12]] + [data[at:at + 4] for at in range(16, min(len(data), struct.unpack(">I", data[:4])[0]), 4)]
        if b"avif" in brands or b"avis" in brands:
            return "avif"
        if brands[0] in (b"heic", b"heix", b"mif1", b"msf1", b"heim", b"heis"):
            return "heic"
    head = data[:512].lstrip()
    if head.startswith((b"<svg", b"<?xml")) and b"<svg" in data[:4096]:
        return "svg"
    return None


# The MIME type a <source type> names for each kind.
MIME = {"jpeg": "image/jpeg", "png": "image/png", "gif": "image/gif", "webp": "image/webp", "avif": "image/avif",
        "heic": "image/heic", "svg": "image/svg+xml"}


def size(data):
    """A picture's pixel size (width, height) as its header declares it, or None."""
    found = kind(data)
    if found == "png":
        return struct.unpack(">II", data[16:24])
    if found == "gif":
        return struct.unpack("<HH", data[6:10])
    if found == "jpeg":
        for marker, payload, _ in jpeg_segments(data):
            if marker in (0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF):
                height, width = struct.unpack(">HH", payload[1:5])
                return width, height
        return None
    if found == "webp":
        for name, payload in riff_chunks(data):
            if name == b"VP8X":
                return 1 + int.from_bytes(payload[4:7], "little"), 1 + int.from_bytes(payload[7:10], "little")
            if name == b"VP8 ":
                width, height = struct.unpack("<HH", payload[6:10])
                return width & 0x3FFF, height & 0x3FFF
            if name == b"VP8L":
                bits = int.from_bytes(payload[1:5], "little")
                return (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1
        return None
    if found in ("avif", "heic"):
        for box, payload in walk_boxes(data):
            if box == b"ispe":
                return struct.unpack(">II", payload[4:12])
    return None


# --- Metadata blocks -----------------------------------------------------------------------------

def metadata(path):
    """The metadata blocks of the picture at `path`, in words ([] for none; the kind's name alone,
    in brackets, for a file of no kind read here)."""
    data = Path(path).read_bytes()
    reader = {"jpeg": jpeg_metadata, "png": png_metadata, "gif": gif_metadata, "webp": webp_metadata,
              "avif": heif_metadata, "heic": heif_metadata}.get(kind(data))
    return reader(data) if reader else [f"[not a picture read here: {data[:12]!r}]"]


def jpeg_segments(data):
    """A JPEG's marker segments up to its first scan: (marker, payload, offset)."""
    at = 2
    while at + 4 <= len(data):
        if data[at] != 0xFF:
            raise ValueError(f"JPEG: no marker at byte {at}")
        marker = data[at + 1]
        if marker == 0xFF:   # fill byte
            at += 1
            continue
        if marker == 0xD9:
            return
        length = struct.unpack(">H", data[at + 2:at + 4])[0]
        yield marker, data[at + 4:at + 2 + length], at
        if marker == 0xDA:
            return
        at += 2 + length


def jpeg_metadata(data):
    found = []
    for marker, payload, _ in jpeg_segments(data):
        if marker == 0xE0:
            if payload.startswith(b"JFIF\0") and len(payload) >= 14 and payload[12] * payload[13] == 0:
                continue   # JFIF without a thumbnail: the file's version and density
            found.append("JFIF thumbnail (APP0)" if payload.startswith(b"JFIF\0") else f"APP0 {payload[:5]!r}")
        elif marker == 0xE1:
            found.append("EXIF (APP1)" if payload.startswith(b"Exif\0")
                         else "XMP (APP1)" if payload.startswith(b"http://ns.adobe.com/xap/1.0/\0")
                         else "extended XMP (APP1)" if payload.startswith(b"http://ns.adobe.com/xmp/extension/")
                         else f"APP1 {payload[:12]!r}")
        elif marker == 0xE2:
            found.append("ICC profile (APP2)" if payload.startswith(b"ICC_PROFILE\0")
                         else "MPF (APP2)" if payload.startswith(b"MPF\0") else f"APP2 {payload[:12]!r}")
        elif marker == 0xED:
            found.append("IPTC (Photoshop APP13)" if payload.startswith(b"Photoshop 3.0\0") else "APP13")
        elif marker == 0xEE and payload.startswith(b"Adobe"):
            continue   # the colour transform flag
        elif 0xE0 <= marker <= 0xEF:
            found.append(f"APP{marker - 0xE0} {payload[:12]!r}")
        elif marker == 0xFE:
            found.append(f"comment (COM: {payload[:40]!r})")
    return found


def png_chunks(data):
    """A PNG's chunks: (type, payload)."""
    at = 8
    while at + 8 <= len(data):
        length = struct.unpack(">I", data[at:at + 4])[0]
        name = data[at + 4:at + 8]
        yield name, data[at + 8:at + 8 + length]
        if name == b"IEND":
            return
        at += 12 + length


def png_metadata(data):
    found = []
    for name, payload in png_chunks(data):
        if name == b"iCCP":
            found.append("ICC profile (iCCP)")
        elif name == b"eXIf":
            found.append("EXIF (eXIf)")
        elif name in (b"tEXt", b"zTXt", b"iTXt"):
            keyword = payload.split(b"\0", 1)[0].decode("latin-1")
            found.append(f"XMP ({name.decode()} {keyword})" if keyword == "XML:com.adobe.xmp"
                         else f"text ({name.decode()} {keyword})")
        elif name == b"tIME":
            found.append("time (tIME)")
    return found


def riff_chunks(data):
    """A RIFF file's top-level chunks: (fourcc, payload)."""
    at, end = 12, min(len(data), 8 + struct.unpack("<I", data[4:8])[0])
    while at + 8 <= end:
        name, length = data[at:at + 4], struct.unpack("<I", data[at + 4:at + 8])[0]
        yield name, data[at + 8:at + 8 + length]
        at += 8 + length + (length & 1)


def webp_metadata(data):
    found = []
    for name, payload in riff_chunks(data):
        if name == b"VP8X":
            flags = payload[0]
            found += [f"VP8X flag: {what}" for bit, what in [(0x20, "ICC"), (0x08, "EXIF"), (0x04, "XMP")]
                      if flags & bit]
        elif name in (b"ICCP", b"EXIF", b"XMP "):
            found.append({b"ICCP": "ICC profile", b"EXIF": "EXIF", b"XMP ": "XMP"}[name] + f" ({name.decode()} chunk)")
    return found


# HEIF boxes holding boxes (after their own fields: a full box's version and flags, iinf's count).
CONTAINERS = {b"moov": 0, b"trak": 0, b"mdia": 0, b"minf": 0, b"stbl": 0, b"dinf": 0, b"iprp": 0, b"ipco": 0,
              b"meta": 4, b"iref": 4, b"grpl": 0}


def boxes(data, start=0, end=None):
    """ISO BMFF boxes from `start` to `end`: (type, payload, payload offset)."""
    at, end = start, len(data) if end is None else end
    while at + 8 <= end:
        length, name = struct.unpack(">I4s", data[at:at + 8])
        header = 8
        if length == 1:
            length, header = struct.unpack(">Q", data[at + 8:at + 16])[0], 16
        elif length == 0:
            length = end - at
        if length < header:
            return
        yield name, data[at + header:at + length], at + header
        at += length


def walk_boxes(data, start=0, end=None):
    """Every box, depth first, into the containers, iinf and its infe entries: (type, payload)."""
    for name, payload, offset in boxes(data, start, end):
        yield name, payload
        if name in CONTAINERS:
            skip = CONTAINERS[name]
            yield from walk_boxes(data, offset + skip, offset + len(payload))
        elif name == b"iinf":
            skip = 4 + (2 if payload[0] == 0 else 4)
            yield from walk_boxes(data, offset + skip, offset + len(payload))


def heif_metadata(data):
    found = []
    for name, payload in walk_boxes(data):
        if name == b"infe" and payload[0] >= 2:
            at = 4 + (2 if payload[0] == 2 else 4) + 2
            item_type = payload[at:at + 4]
            if item_type == b"Exif":
                found.append("EXIF (Exif item)")
            elif item_type == b"mime":
                fields = payload[at + 4:].split(b"\0")
                content_type = fields[1].decode("latin-1") if len(fields) > 1 else ""
                found.append("XMP (mime item)" if "rdf+xml" in content_type else f"mime item ({content_type})")
        elif name == b"colr" and payload[:4] in (b"prof", b"rICC"):
            found.append(f"ICC profile (colr {payload[:4].decode()})")
        elif name in (b"uuid", b"xml "):
            found.append(f"{name.decode()} box")
    return found


def gif_metadata(data):
    found = []
    flags = data[10]
    at = 13 + (3 * 2 ** ((flags & 7) + 1) if flags & 0x80 else 0)
    while at < len(data):
        block = data[at]
        if block == 0x3B:
            break
        if block == 0x21:
            label = data[at + 1]
            at += 2
            first = data[at + 1:at + 1 + data[at]]
            if label == 0xFE:
                found.append(f"comment (extension: {first[:40]!r})")
            elif label == 0xFF and first[:11] == b"XMP DataXMP":
                found.append("XMP (application extension)")
            elif label == 0xFF and first[:11] == b"ICCRGBG1012":
                found.append("ICC profile (application extension)")
            elif label == 0x01:
                found.append("plain text extension")
            at = skip_sub_blocks(data, at)
        elif block == 0x2C:
            packed = data[at + 9]
            at += 10 + (3 * 2 ** ((packed & 7) + 1) if packed & 0x80 else 0) + 1   # and the LZW code size
            at = skip_sub_blocks(data, at)
        else:
            found.append(f"[unreadable GIF block 0x{block:02x} at {at}]")
            break
    return found


def skip_sub_blocks(data, at):
    while at < len(data) and data[at]:
        at += 1 + data[at]
    return at + 1


def gif_frames(data):
    """How many images a GIF holds."""
    count, flags = 0, data[10]
    at = 13 + (3 * 2 ** ((flags & 7) + 1) if flags & 0x80 else 0)
    while at < len(data) and data[at] != 0x3B:
        if data[at] == 0x21:
            at = skip_sub_blocks(data, at + 2)
        elif data[at] == 0x2C:
            count += 1
            packed = data[at + 9]
            at = skip_sub_blocks(data, at + 10 + (3 * 2 ** ((packed & 7) + 1) if packed & 0x80 else 0) + 1)
        else:
            break
    return count


# --- Pixels --------------------------------------------------------------------------------------

# libvips's interpretations (VipsInterpretation), by number, as vipsheader names them.
INTERPRETATIONS = {0: "multiband", 1: "b-w", 10: "histogram", 12: "xyz", 13: "lab", 15: "cmyk", 16: "labq",
                   17: "rgb", 18: "cmc", 19: "lch", 21: "labs", 22: "srgb", 23: "yxy", 24: "fourier",
                   25: "rgb16", 26: "grey16", 27: "matrix", 28: "scrgb", 29: "hsv"}
# libvips's band formats: struct code and size.
BAND_FORMATS = {0: "B", 1: "b", 2: "H", 3: "h", 4: "I", 5: "i", 6: "f", 8: "d"}


class Pixels(namedtuple("Pixels", "width height bands interpretation data code")):
    """A decoded picture: its size, bands, libvips interpretation and pixels."""

    def at(self, x, y):
        """The band values of the pixel at (x, y)."""
        item = struct.calcsize(self.code)
        start = ((y * self.width) + x) * self.bands * item
        return struct.unpack(f"<{self.bands}{self.code}", self.data[start:start + self.bands * item])

    def mean(self, fx, fy, radius=2):
        """The mean band values of the (2 radius + 1)² pixels around the point at fractions
        (fx, fy) of the width and height."""
        cx, cy = int(fx * (self.width - 1)), int(fy * (self.height - 1))
        points = [self.at(min(max(x, 0), self.width - 1), min(max(y, 0), self.height - 1))
                  for y in range(cy - radius, cy + radius + 1) for x in range(cx - radius, cx + radius + 1)]
        return tuple(sum(p[band] for p in points) / len(points) for band in range(self.bands))


def pixels(path):
    """The picture at `path` decoded by libvips as it stands in the file (no profile applied, no
    rotation): `vips copy FILE OUT.v`, the .v file read here (a 64-byte header, then the pixels)."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "decoded.v"
        result = subprocess.run(["vips", "copy", str(path), str(out)], capture_output=True, text=True)
        if result.returncode != 0:
            raise ValueError(f"vips cannot decode {path}: {result.stderr.strip()}")
        raw = out.read_bytes()
    order = "<" if raw[:4] == b"\xb6\xa6\xf2\x08" else ">"
    width, height, bands, _, band_format, _, interpretation = struct.unpack(order + "7i", raw[4:32])
    code = BAND_FORMATS[band_format]
    length = width * height * bands * struct.calcsize(code)
    data = raw[64:64 + length]
    if order == ">":
        data = struct.pack(f"<{width * height * bands}{code}", *struct.unpack(f">{width * height * bands}{code}", data))
    return Pixels(width, height, bands, INTERPRETATIONS.get(interpretation, str(interpretation)), data, code)


def header_fields(path):
    """What `vipsheader -a` says of a file, as {field: text} (for checking the fixtures)."""
    out = subprocess.run(["vipsheader", "-a", str(path)], capture_output=True, text=True, check=True).stdout
    return dict(line.split(": ", 1) for line in out.splitlines()[1:] if ": " in line)
