#!/usr/bin/env python3
"""Makes the pictures benchmark's photos: 200 camera-like 12-megapixel JPEGs.

Each photo is 4000x3000 pixels, JPEG quality 92 with 4:2:0 chroma (as a phone writes them). Its
scene is an SVG drawn at a quarter of the size (a sky graded to the horizon with clouds, hills,
a textured ground, and hard-edged shapes: sun, buildings with windows, a road, trees, wires),
rendered and scaled up by libvips's command line, and given sensor noise at full size (more at
a higher ISO), so that it compresses like a photo: 3 to 5 MB. Like a camera's, each file carries
an EXIF segment (make, model, dates, exposure, orientation, a GPS position and a 160x120
thumbnail) and an XMP packet, right after the SOI marker. Three photos in four have orientation
1; the others were "held upright" and have orientation 6 or 8, their pixels stored turned so
that a viewer applying the orientation shows them upright (portrait, sky at the top).

Everything is seeded: the same photos on every run, with the same libvips. They are made again
only when this script or libvips's version changes (the stamp file .stamp in the output folder),
or when one is missing. Both cores are used, one photo each. Needs the `vips` command (Debian's
libvips-tools) and Python's standard library only.

  python3 Benchmarks/pictures/make_photos.py [--output DIR]
"""

import argparse
import hashlib
import os
import random
import struct
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_OUTPUT = HERE.parent / ".photos"

COUNT = 200
WIDTH, HEIGHT = 4000, 3000   # as stored in the file, whatever the orientation
SCALE = 4                    # the scene is drawn at WIDTH/SCALE x HEIGHT/SCALE, then scaled up
QUALITY = 92
# The sensor noise at each ISO a photo is taken at: its standard deviation, in 8-bit levels per
# colour band. Made once per ISO, NOISE_MARGIN larger than a photo; each photo takes its own part.
ISO_NOISE = {100: 7, 400: 10, 1600: 14}
NOISE_MARGIN = 600

# Cameras that write 4:3 photos of about 12 megapixels: (Make, Model, Software).
CAMERAS = [("Apple", "iPhone 12", "16.6"),
           ("Google", "Pixel 6", "HDR+ 1.0.540104767zd"),
           ("OLYMPUS CORPORATION", "E-M10MarkIII", "Version 1.3"),
           ("Panasonic", "DC-GX9", "Ver.1.2")]
# Where the photos were taken (latitude, longitude): every hemisphere, so every GPS reference.
PLACES = [(48.8584, 2.2945), (-33.8568, 151.2153), (40.6892, -74.0445), (-22.9519, -43.2105)]
FIRST_SHOT = datetime(2024, 5, 1, 9, 0, 0)


def fail(message):
    sys.exit(f"make_photos: error: {message}")


def photo_name(index):
    return f"photo-{index:03d}.jpg"


def orientation_of(index):
    """EXIF orientation: 6 (turn 90° clockwise to view) or 8 (90° anticlockwise) for one photo
    in eight each, 1 for the rest."""
    return {3: 6, 7: 8}.get(index % 8, 1)


def vips(operation, *arguments, **options):
    """Runs one `vips` operation: vips("gaussnoise", "n.v", 100, 100, sigma=5, mean=0). The options
    come first and `--` ends them, so that negative numbers are not read as options."""
    flags = [str(part) for name, value in options.items()
             for part in (f"--{name.replace('_', '-')}", value)]
    result = subprocess.run(["vips", operation, *flags, "--", *map(str, arguments)],
                            capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"vips {operation} {' '.join(map(str, arguments))}: {result.stderr.strip()}")


# --- The scene --------------------------------------------------------------------------------

SCENE = """<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="{horizon}" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="{sky_top}"/><stop offset="1" stop-color="{sky_low}"/></linearGradient>
<radialGradient id="glow"><stop offset="0.3" stop-color="rgb(255,250,235)" stop-opacity="0.8"/>
<stop offset="1" stop-color="rgb(255,250,235)" stop-opacity="0"/></radialGradient>
<linearGradient id="near" x1="0" y1="{horizon}" x2="0" y2="{h}" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-opacity="0"/><stop offset="1" stop-opacity="0.35"/></linearGradient>
<filter id="clouds" x="0" y="0" width="100%" height="100%">
<feTurbulence type="fractalNoise" baseFrequency="{cloud_frequency}" numOctaves="4" seed="{seed}"/>
<feColorMatrix type="matrix"
 values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 {cloudiness} 0 0 0 -0.75"/></filter>
<filter id="texture" x="0" y="0" width="100%" height="100%">
<feTurbulence type="fractalNoise" baseFrequency="0.07" numOctaves="3" seed="{seed}" result="noise"/>
<feColorMatrix in="noise" type="matrix"
 values="0 0 0 0 0.25 0 0 0 0 0.2 0 0 0 0 0.1 0 0 0 1.4 -0.45" result="tint"/>
<feComposite in="tint" in2="SourceGraphic" operator="atop"/></filter>
<pattern id="windows" width="{window_width}" height="{window_height}" patternUnits="userSpaceOnUse">
<rect x="{window_x}" y="{window_y}" width="{window_w}" height="{window_h}" fill="{window_colour}"/>
</pattern>
</defs>
<g transform="{turn}">
<rect width="{w}" height="{h}" fill="url(#sky)"/>
<rect width="{w}" height="{h}" filter="url(#clouds)"/>
{sun}
<path d="{far_hills}" fill="{far_colour}"/>
{buildings}
<path d="{ground}" fill="{ground_colour}" filter="url(#texture)"/>
<path d="{ground}" fill="url(#near)"/>
<path d="{road}" fill="{road_colour}"/>
{trees}
{wires}
</g>
</svg>
"""


def rgb(r, g, b):
    return f"rgb({r:.0f},{g:.0f},{b:.0f})"


def hills(rng, w, h, y, height, parts):
    """An SVG path: a hilly line about y (hills up to `height`), closed along the bottom."""
    step = w / parts
    d = f"M0,{y:.1f}"
    for i in range(parts):
        d += (f" C{(i + 0.4) * step:.1f},{y - rng.uniform(0, height):.1f}"
              f" {(i + 0.6) * step:.1f},{y - rng.uniform(0, height):.1f}"
              f" {(i + 1) * step:.1f},{y + rng.uniform(-height, height) / 3:.1f}")
    return d + f" L{w},{h} L0,{h} Z"


def scene_svg(rng, orientation, w, h):
    """An upright scene of w x h as SVG, drawn turned as a camera with this orientation stores it:
    sky graded to the horizon with clouds, maybe the sun, far hills, buildings with windows on
    the horizon, a textured ground darker towards the bottom, a road, trees, wires."""
    horizon = h * rng.uniform(0.42, 0.65)
    shapes = {"buildings": [], "trees": [], "wires": []}
    for _ in range(rng.randrange(6)):
        bw, bh = w * rng.uniform(0.05, 0.14), h * rng.uniform(0.08, 0.3)
        x, grey = rng.uniform(0, w - bw), rng.uniform(80, 210)
        colour = rgb(grey * rng.uniform(0.9, 1.2), grey, grey * rng.uniform(0.75, 1.0))
        y = horizon + h * 0.04 - bh
        shapes["buildings"].append(
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{bw:.1f}" height="{bh:.1f}" fill="{colour}" '
            f'stroke="rgb(35,32,30)" stroke-width="1.5"/>'
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{bw:.1f}" height="{bh:.1f}" '
            f'fill="url(#windows)"/>')
    for _ in range(rng.randrange(9)):
        r = w * rng.uniform(0.02, 0.06)
        x, y = rng.uniform(0.03, 0.97) * w, rng.uniform(horizon + r, h - r)
        green = rgb(rng.uniform(25, 70), rng.uniform(60, 115), rng.uniform(20, 45))
        shapes["trees"].append(
            f'<rect x="{x - r / 7:.1f}" y="{y:.1f}" width="{r / 3.5:.1f}" height="{1.6 * r:.1f}" '
            f'fill="rgb(72,52,36)"/><circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" fill="{green}"/>'
            f'<circle cx="{x + r / 2:.1f}" cy="{y - r / 2:.1f}" r="{r * 0.6:.1f}" '
            f'fill="{green}" stroke="rgb(20,45,15)" stroke-width="1"/>')
    for _ in range(rng.randrange(3)):
        y1, y2 = (rng.uniform(0.1, 0.5) * horizon for _ in range(2))
        shapes["wires"].append(
            f'<path d="M0,{y1:.1f} Q{w / 2:.1f},{max(y1, y2) + h * 0.06:.1f} {w},{y2:.1f}" '
            f'stroke="rgb(25,25,30)" stroke-width="1.2" fill="none"/>')
    sun = ""
    if rng.random() < 0.5:
        x, y = rng.uniform(0.1, 0.9) * w, rng.uniform(0.15, 0.5) * horizon
        r = w * rng.uniform(0.02, 0.04)
        sun = (f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r * 4:.1f}" fill="url(#glow)"/>'
               f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" fill="rgb(255,247,225)"/>')
    middle = rng.uniform(0.3, 0.7) * w
    window = rng.uniform(6, 12)
    # The pixels as the sensor holds them: an upright portrait turned back a quarter.
    turn = {1: "", 6: f"translate(0 {w}) rotate(-90)", 8: f"translate({h} 0) rotate(90)"}
    width, height = (w, h) if orientation == 1 else (h, w)
    return SCENE.format(
        width=width, height=height, w=w, h=h, turn=turn[orientation], horizon=f"{horizon:.1f}",
        seed=rng.randrange(10000),
        sky_top=rgb(rng.uniform(20, 60), rng.uniform(70, 110), rng.uniform(150, 200)),
        sky_low=rgb(rng.uniform(170, 215), rng.uniform(190, 225), rng.uniform(215, 245)),
        cloud_frequency=f"{rng.uniform(0.002, 0.004):.4f} {rng.uniform(0.008, 0.014):.4f}",
        cloudiness=f"{rng.uniform(1.0, 2.2):.2f}", sun=sun,
        far_hills=hills(rng, w, h, horizon - h * 0.02, h * 0.12, 4),
        far_colour=rgb(rng.uniform(90, 130), rng.uniform(110, 140), rng.uniform(140, 170)),
        buildings="\n".join(shapes["buildings"]),
        ground=hills(rng, w, h, horizon + h * 0.03, h * 0.05, 6),
        ground_colour=rgb(*rng.choice([(70, 110, 45), (120, 95, 60), (185, 165, 120),
                                       (105, 100, 95)])),
        road=(f"M{middle - w * 0.01:.1f},{horizon + h * 0.04:.1f} L{middle + w * 0.01:.1f},"
              f"{horizon + h * 0.04:.1f} L{middle + w * rng.uniform(0.1, 0.4):.1f},{h} "
              f"L{middle - w * rng.uniform(0.1, 0.4):.1f},{h} Z"),
        road_colour=rgb(*(rng.uniform(70, 120),) * 3),
        trees="\n".join(shapes["trees"]), wires="\n".join(shapes["wires"]),
        window_width=f"{window:.1f}", window_height=f"{window * 1.4:.1f}",
        window_x=f"{window * 0.25:.1f}", window_y=f"{window * 0.3:.1f}",
        window_w=f"{window * 0.5:.1f}", window_h=f"{window * 0.7:.1f}",
        window_colour=rgb(*rng.choice([(40, 50, 70), (210, 200, 150), (90, 110, 130)])))


def make_photo(index, noises, work):
    """The bytes of photo `index`, made in the folder work."""
    rng = random.Random(index)
    orientation = orientation_of(index)
    iso = rng.choice(sorted(ISO_NOISE))
    w, h = WIDTH // SCALE, HEIGHT // SCALE
    scene = work / "scene.svg"
    scene.write_text(scene_svg(rng, orientation, *((w, h) if orientation == 1 else (h, w))))
    # Full size: scaled up, plus this photo's part of the sensor noise for its ISO, saved as the
    # camera would.
    vips("resize", scene, work / "full.v", SCALE, kernel="linear")
    vips("extract_area", noises[iso], work / "noise.v",
         rng.randrange(NOISE_MARGIN), rng.randrange(NOISE_MARGIN), WIDTH, HEIGHT)
    vips("add", work / "full.v", work / "noise.v",
         f"{work / 'pixels.jpg'}[Q={QUALITY},subsample-mode=on,optimize-coding,strip]")
    vips("thumbnail", work / "pixels.jpg", f"{work / 'thumbnail.jpg'}[Q=75,strip]", 160)
    exif = exif_segment(rng, index, orientation, iso, (work / "thumbnail.jpg").read_bytes())
    return with_metadata((work / "pixels.jpg").read_bytes(), exif, xmp_segment(index, orientation))


def make_noise(work, sigma, seed):
    """Sensor noise, made once for every photo of one ISO: Gaussian noise of `sigma` levels in each
    colour band (signed 8-bit values, mean 0) and a zero fourth band for the scene's alpha,
    NOISE_MARGIN larger than a photo each way."""
    width, height = WIDTH + NOISE_MARGIN, HEIGHT + NOISE_MARGIN
    steps = [work / f"noise-{seed}-{step}.v" for step in ("gauss", "folded", "joined")]
    vips("gaussnoise", steps[0], 3 * width, height, sigma=sigma, mean=0, seed=seed)
    vips("bandfold", steps[0], steps[1], factor=3)
    vips("bandjoin_const", steps[1], steps[2], 0)
    path = work / f"noise-{seed}.v"
    vips("cast", steps[2], path, "char")
    for step in steps:
        step.unlink()
    return path


# --- Metadata ---------------------------------------------------------------------------------

# TIFF field types: (code, bytes per value).
BYTE, ASCII, SHORT, LONG, RATIONAL, UNDEFINED = (1, 1), (2, 1), (3, 2), (4, 4), (5, 8), (7, 1)


def field(tag, kind, *values):
    """An IFD entry: (tag, type, count, value bytes), little-endian."""
    code, size = kind
    if kind == ASCII:
        data = values[0].encode("ascii") + b"\0"
    elif kind == UNDEFINED:
        data = values[0]
    elif kind == RATIONAL:
        data = b"".join(struct.pack("<II", *pair) for pair in values)
    else:
        data = struct.pack("<" + {1: "B", 2: "H", 4: "I"}[size] * len(values), *values)
    return tag, code, len(data) // size, data


def ifd(entries, offset, next_ifd=0):
    """The bytes of one IFD placed at `offset` in the TIFF structure: its entries (sorted by
    tag), the offset of the next IFD, then the values longer than four bytes."""
    entries = sorted(entries)
    values_at = offset + 2 + 12 * len(entries) + 4
    table, values = [struct.pack("<H", len(entries))], b""
    for tag, code, count, data in entries:
        if len(data) <= 4:
            table.append(struct.pack("<HHI", tag, code, count) + data.ljust(4, b"\0"))
        else:
            table.append(struct.pack("<HHII", tag, code, count, values_at + len(values)))
            values += data + b"\0" * (len(data) % 2)   # values start on a word boundary
    return b"".join(table) + struct.pack("<I", next_ifd) + values


def degrees(value):
    """A GPS coordinate as three rationals: degrees, minutes, seconds (to 1/100)."""
    value = abs(value)
    d, m = int(value), int(value * 60) % 60
    return (d, 1), (m, 1), (round((value * 3600 - d * 3600 - m * 60) * 100), 100)


def exif_segment(rng, index, orientation, iso, thumbnail):
    """The EXIF APP1 segment: IFD0 (camera, orientation, date), the Exif IFD (exposure, original
    date, pixel size), the GPS IFD, and IFD1 with the JPEG thumbnail."""
    make, model, software = CAMERAS[index % len(CAMERAS)]
    taken = (FIRST_SHOT + timedelta(minutes=37 * index, seconds=rng.randrange(60))
             ).strftime("%Y:%m:%d %H:%M:%S")
    latitude, longitude = PLACES[index % len(PLACES)]
    latitude += rng.uniform(-0.05, 0.05)
    longitude += rng.uniform(-0.05, 0.05)
    ifd0 = [field(0x010F, ASCII, make), field(0x0110, ASCII, model),
            field(0x0112, SHORT, orientation),
            field(0x011A, RATIONAL, (72, 1)), field(0x011B, RATIONAL, (72, 1)),
            field(0x0128, SHORT, 2), field(0x0131, ASCII, software), field(0x0132, ASCII, taken),
            field(0x0213, SHORT, 1)]
    exif = [field(0x829A, RATIONAL, (1, rng.choice([60, 125, 250, 500, 1000]))),
            field(0x829D, RATIONAL, (rng.choice([16, 18, 20, 28, 40, 56]), 10)),
            field(0x8827, SHORT, iso),
            field(0x9000, UNDEFINED, b"0232"),
            field(0x9003, ASCII, taken), field(0x9004, ASCII, taken),
            field(0x920A, RATIONAL, (rng.choice([42, 50, 120, 250]), 10)),
            field(0xA001, SHORT, 1),
            field(0xA002, LONG, WIDTH), field(0xA003, LONG, HEIGHT)]
    gps = [field(0x0000, BYTE, 2, 3, 0, 0),
           field(0x0001, ASCII, "N" if latitude >= 0 else "S"),
           field(0x0002, RATIONAL, *degrees(latitude)),
           field(0x0003, ASCII, "E" if longitude >= 0 else "W"),
           field(0x0004, RATIONAL, *degrees(longitude)),
           field(0x0005, BYTE, 0), field(0x0006, RATIONAL, (rng.randrange(0, 90000), 100))]
    ifd1 = [field(0x0103, SHORT, 6),
            field(0x011A, RATIONAL, (72, 1)), field(0x011B, RATIONAL, (72, 1)),
            field(0x0128, SHORT, 2)]
    # The pointers (to the Exif and GPS IFDs, to IFD1, to the thumbnail) are four bytes whatever
    # they hold, so each IFD's size is known before the offsets are: lay out, then fill in.
    pointers = [field(0x8769, LONG, 0), field(0x8825, LONG, 0)]
    thumbnail_fields = [field(0x0201, LONG, 0), field(0x0202, LONG, len(thumbnail))]
    at_ifd0 = 8
    at_exif = at_ifd0 + len(ifd(ifd0 + pointers, 0))
    at_gps = at_exif + len(ifd(exif, 0))
    at_ifd1 = at_gps + len(ifd(gps, 0))
    at_thumbnail = at_ifd1 + len(ifd(ifd1 + thumbnail_fields, 0))
    tiff = (b"II*\0" + struct.pack("<I", at_ifd0)
            + ifd(ifd0 + [field(0x8769, LONG, at_exif), field(0x8825, LONG, at_gps)],
                  at_ifd0, at_ifd1)
            + ifd(exif, at_exif) + ifd(gps, at_gps)
            + ifd(ifd1 + [field(0x0201, LONG, at_thumbnail), field(0x0202, LONG, len(thumbnail))],
                  at_ifd1)
            + thumbnail)
    return app1(b"Exif\0\0" + tiff)


XMP = """<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/" x:xmptk="XMP Core 6.0.0">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about=""
    xmlns:xmp="http://ns.adobe.com/xap/1.0/"
    xmlns:tiff="http://ns.adobe.com/tiff/1.0/"
    xmlns:dc="http://purl.org/dc/elements/1.1/"
   xmp:CreatorTool="{model}"
   xmp:CreateDate="{date}"
   xmp:Rating="{rating}"
   tiff:Orientation="{orientation}">
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">Photo {index}</rdf:li></rdf:Alt></dc:title>
   <dc:subject><rdf:Bag><rdf:li>benchmark</rdf:li><rdf:li>landscape</rdf:li></rdf:Bag></dc:subject>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
{padding}
<?xpacket end="w"?>"""


def xmp_segment(index, orientation):
    """The XMP APP1 segment, padded as editors pad it to be rewritten in place."""
    make, model, _ = CAMERAS[index % len(CAMERAS)]
    date = (FIRST_SHOT + timedelta(minutes=37 * index)).strftime("%Y-%m-%dT%H:%M:%S")
    packet = XMP.format(model=f"{make} {model}", date=date, rating=index % 6,
                        orientation=orientation, index=index, padding=" " * 2047)
    return app1(b"http://ns.adobe.com/xap/1.0/\0" + packet.encode("utf-8"))


def app1(payload):
    if len(payload) + 2 > 0xFFFF:
        fail(f"an APP1 segment of {len(payload)} bytes does not fit")
    return b"\xff\xe1" + struct.pack(">H", len(payload) + 2) + payload


def with_metadata(jpeg, *segments):
    """The JPEG with the segments right after SOI, in place of libjpeg's JFIF APP0 (a camera
    writes EXIF, not JFIF)."""
    if jpeg[:2] != b"\xff\xd8":
        fail("libvips wrote no JPEG")
    rest = jpeg[2:]
    if rest[:2] == b"\xff\xe0":
        rest = rest[2 + struct.unpack(">H", rest[2:4])[0]:]
    return jpeg[:2] + b"".join(segments) + rest


# --- Main -------------------------------------------------------------------------------------

def stamp():
    """What the photos are made from: this script and libvips's version."""
    version = subprocess.run(["vips", "--version"], capture_output=True, text=True).stdout
    return hashlib.sha256(Path(__file__).read_bytes() + version.encode()).hexdigest()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    args = parser.parse_args()
    output = args.output
    stamp_file = output / ".stamp"
    expected = stamp()
    if (stamp_file.is_file() and stamp_file.read_text().strip() == expected
            and all((output / photo_name(i)).is_file() for i in range(COUNT))):
        return
    output.mkdir(parents=True, exist_ok=True)
    stamp_file.unlink(missing_ok=True)
    # Intermediate images in memory when /dev/shm is there: the noise (200 MB) and about 100 MB a
    # photo being made.
    scratch = "/dev/shm" if os.access("/dev/shm", os.W_OK) else None
    # One photo a core, each vips on one thread.
    os.environ["VIPS_CONCURRENCY"] = "1"
    workers = os.cpu_count() or 1
    print(f"make_photos: making {COUNT} photos into {output} on {workers} cores", file=sys.stderr)
    with tempfile.TemporaryDirectory(prefix="trellis-photos-", dir=scratch) as temporary, \
            ThreadPoolExecutor(workers) as pool:
        temporary = Path(temporary)
        noises = dict(zip(ISO_NOISE, pool.map(
            lambda iso: make_noise(temporary, ISO_NOISE[iso], seed=iso), ISO_NOISE)))

        def one(index):  # written whole, then renamed: never a half-written photo
            with tempfile.TemporaryDirectory(dir=temporary) as work:
                path = output / photo_name(index)
                path.with_suffix(".part").write_bytes(make_photo(index, noises, Path(work)))
                path.with_suffix(".part").replace(path)

        list(pool.map(one, range(COUNT)))
    stamp_file.write_text(expected + "\n")
    sizes = [(output / photo_name(i)).stat().st_size for i in range(COUNT)]
    print(f"make_photos: {COUNT} photos, {min(sizes) / 1e6:.1f} to {max(sizes) / 1e6:.1f} MB, "
          f"{sum(sizes) / 1e6:.0f} MB in all", file=sys.stderr)


if __name__ == "__main__":
    main()
