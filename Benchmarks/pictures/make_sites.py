#!/usr/bin/env python3
"""Makes the pictures benchmark's sites from the photos make_photos.py made.

200 characters, one photo each, in three sites under the output folder:
- trellis/: site.json (item pages; one page whose one section lists every character, its
  picture beside its name), characters.json, and images/NAME.jpg (the photos, named by each
  character's imageName). "pictures" asks for WebP with a JPEG fallback, WebP quality 80 and JPEG
  85: Hugo's peer.
- trellis-avif/: the same, with AVIF (quality 50) and WebP before the JPEG fallback. Hugo cannot
  write AVIF; this one is measured on its own.
- hugo/: the equivalent Hugo site, as a Hugo user would write it: the photos as global resources
  (assets/images/), a page per character from data/characters.json (the same file) through a
  content adapter, and layouts in which every photo gives the variants Trellis writes: squares
  filled about the centre at 40, 60, 80, 120 and 180 px (the list page's 60 px picture) and fits
  within 320, 640 and 960 px (the character's page), each as WebP (quality 80) and JPEG (quality
  85), all from the photo decoded once, turned upright by its EXIF orientation and fitted within
  960 px (kept as a lossless PNG): 16 images a photo, in a <picture>
  with a WebP source and a JPEG <img>, both with a srcset, as Trellis writes them.
Photos are hard links where the file system allows (else copies). The folder is made anew on
every run; the output is byte-for-byte the same on every run.

  python3 Benchmarks/pictures/make_sites.py [--photos DIR] [--output DIR]
"""

import argparse
import json
import os
import shutil
import sys
from pathlib import Path

from make_photos import COUNT, DEFAULT_OUTPUT as DEFAULT_PHOTOS, photo_name

DEFAULT_OUTPUT = DEFAULT_PHOTOS / "sites"

# The characters: every first name with every family name, COUNT in all.
FIRST_NAMES = ["Ada", "Bruno", "Chiara", "Dmitri", "Esme", "Farid", "Greta", "Hiro", "Ines",
               "Jonah", "Kalani", "Lucia", "Mateo", "Nadia", "Oskar", "Priya", "Quentin", "Rosa",
               "Soren", "Talia"]
FAMILY_NAMES = ["Okafor", "Lindqvist", "Moreau", "Tanaka", "Alvarez", "Novak", "Brennan", "Haddad",
                "Kowalski", "Sato"]
JOBS = ["Cartographer", "Beekeeper", "Lighthouse keeper", "Glassblower", "Archivist",
        "Ferry pilot", "Botanist", "Clockmaker", "Street photographer", "Baker", "Surveyor"]
UNIVERSE_ID, UNIVERSE_TITLE = "photos", "Photos"
SECTION_ID, SECTION_TITLE = "everyone", "Everyone"

# The pictures both sites make, and at what quality.
QUALITY = {"webp": 80, "jpeg": 85, "avif": 50}
# A list row's picture is a 60 px square (at 1x, 2x and 3x, and the 40 and 80 px squares that
# Trellis's avatar srcset also offers); a character's page's picture fits within 320 px (1x, 2x,
# 3x). Both sites make each as WebP and as JPEG: 16 pictures a photo.
SQUARE, SQUARES = 60, (40, 60, 80, 120, 180)
FIT, FITS = 320, (320, 640, 960)


def fail(message):
    sys.exit(f"make_sites: error: {message}")


def characters():
    """[(name, job, imageName, isComplete)]: one per photo, in order."""
    pairs = [(first, family) for family in FAMILY_NAMES for first in FIRST_NAMES]
    people = [(f"{first} {family}", JOBS[(i * 7) % len(JOBS)], f"{first}-{family}".lower(),
               i % 3 == 2)
              for i, (first, family) in enumerate(pairs)]
    if len(people) != COUNT:
        fail(f"{len(people)} characters for {COUNT} photos")
    return people


def characters_json(people):
    """characters.json: one universe, one section holding every character, one a line."""
    rows = ",\n".join("      " + json.dumps({"name": name, "job": job, "imageName": image,
                                             **({"isComplete": True} if complete else {})})
                      for name, job, image, complete in people)
    universe = json.dumps({"id": UNIVERSE_ID, "title": UNIVERSE_TITLE})[:-1]
    section = json.dumps({"id": SECTION_ID, "title": SECTION_TITLE})[:-1]
    return (f'{{"universes": [\n  {universe}, "sections": [\n    {section}, "characters": [\n'
            f"{rows}\n    ]}}\n  ]}}\n]}}\n")


def site_json(formats):
    """Trellis's site.json: item pages, and one page whose one section lists every character. The
    pictures are written in `formats` and as JPEG, each at its quality (Trellis rejects a quality
    for a format it does not write)."""
    site = {
        "title": "Pictures",
        "language": "en",
        "data": {"characters": "characters.json"},
        "itemPages": True,
        "pictures": {"formats": formats,
                     "quality": {name: QUALITY[name] for name in formats + ["jpeg"]}},
        "pages": [{"id": "characters", "title": "Characters", "sections": [
            {"id": SECTION_ID, "title": SECTION_TITLE,
             "data": {"characters": {"universe": UNIVERSE_ID}},
             "layout": {"list": {"appearance": "insetGrouped", "headerMode": "supplementary"}},
             "cell": "character", "header": "titleWithCount"}]}],
    }
    return json.dumps(site, indent=2) + "\n"


# --- Hugo -------------------------------------------------------------------------------------

HUGO_CONFIG = """\
# The pictures benchmark's Hugo peer: the home page lists every character with its picture, and
# each character has a page of its own (content/characters/_content.gotmpl); no themes,
# taxonomies, feeds or sitemap. Processed images are kept in resources/_gen (the default): a
# cold build starts without it, a warm one with it.
baseURL = "https://example.org/"
title = "Pictures"
locale = "en"
disableKinds = ["section", "taxonomy", "term", "rss", "sitemap", "robotstxt", "404"]
disableHugoGeneratorInject = true
[page]
# PrevInSection is the page before (in the default sort: by weight, here the file's order).
nextPrevInSectionSortOrder = "asc"
[imaging]
# Squares are cut about the centre, as Trellis cuts them. Each format's quality is given where
# the image is made (_partials/picture.html).
anchor = "Center"
"""

HUGO_CONTENT = """\
{{- /* The pictures benchmark's Hugo content adapter: one page per character of
  data/characters.json (the same file as Trellis's), in the file's order (weights). */ -}}
{{- range $u := hugo.Data.characters.universes }}
  {{- range $s := $u.sections }}
    {{- range $i, $c := $s.characters }}
      {{- $.AddPage (dict
        "kind" "page"
        "path" $c.imageName
        "title" $c.name
        "weight" (add $i 1)
        "params" (dict
          "job" $c.job
          "imageName" $c.imageName
          "isComplete" (default false $c.isComplete)
          "universe" $u.title
          "section" $s.title)) }}
    {{- end }}
  {{- end }}
{{- end }}
"""

HUGO_BASEOF = """\
{{- /* Every page: the head, the site's title linking home, the page's title, its "main". */ -}}
<!DOCTYPE html>
<html lang="{{ site.Language.Locale }}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ if .IsHome }}{{ site.Title }}{{ else }}{{ .Title }} · {{ site.Title }}{{ end }}</title>
<link rel="stylesheet" href="{{ "style.css" | relURL }}">
</head>
<body>
<header class="t-banner">
<p class="t-site-title"><a href="{{ site.Home.RelPermalink }}">{{ site.Title }}</a></p>
</header>
<main id="main" class="t-page">
<h1 class="t-page-title">{{ if .IsHome }}Characters{{ else }}{{ .Title }}{{ end }}</h1>
{{ block "main" . }}{{ end }}
</main>
</body>
</html>
"""

HUGO_HOME = """\
{{- /* The list: every character, its picture (a %(square)d px square) beside its name and job,
  linking to its page. */ -}}
{{ define "main" }}
{{- $pages := site.RegularPages }}
<section class="t-section" aria-labelledby="everyone">
<header class="t-header">
<h2 id="everyone">{{ (index $pages 0).Params.section }} ({{ len $pages }})</h2>
</header>
<ul class="t-content">
{{- range $pages }}
<li class="t-cell">
{{- partial "picture.html" (dict "page" . "action" "fill" "sizes" (slice %(squares)s) "base" %(square)d) }}
<span class="t-name">{{ .Title }}</span><span class="t-job">{{ .Params.job }}</span>
<a class="t-item-link" href="{{ .RelPermalink }}" aria-label="{{ .Title }}"></a></li>
{{- end }}
</ul>
</section>
{{ end }}
"""

HUGO_PAGE = """\
{{- /* A character's page: its picture (fitted within %(fit)d px), name, job, universe, section,
  whether complete, and links to the list and to the previous and next characters. */ -}}
{{ define "main" }}
<article class="t-item">
{{ partial "picture.html" (dict "page" . "action" "fit" "sizes" (slice %(fits)s) "base" %(fit)d) }}
<dl class="t-item-facts">
<dt>Job</dt><dd>{{ .Params.job }}</dd>
<dt>Universe</dt><dd>{{ .Params.universe }}</dd>
<dt>Section</dt><dd>{{ .Params.section }}</dd>
<dt>Complete</dt><dd>{{ if .Params.isComplete }}Yes{{ else }}No{{ end }}</dd>
</dl>
<nav class="t-item-nav" aria-label="In {{ .Params.section }}"><ul>
<li><a href="{{ site.Home.RelPermalink }}">All of {{ .Params.section }}</a></li>
{{- with .PrevInSection }}
<li><a href="{{ .RelPermalink }}" rel="prev">Previous: {{ .Title }}</a></li>
{{- end }}
{{- with .NextInSection }}
<li><a href="{{ .RelPermalink }}" rel="next">Next: {{ .Title }}</a></li>
{{- end }}
</ul></nav>
</article>
{{ end }}
"""

HUGO_PICTURE = """\
{{- /* A character's photo (assets/images/IMAGENAME.jpg) as a <picture>, as Trellis writes
  it: a WebP source (quality %(webp)d) and a JPEG <img> (quality %(jpeg)d), each with a srcset of
  every size given (widths in w), shown at the size .base. "fill" cuts squares of each size
  about the centre; "fit" scales the photo to fit within them. As a Hugo user who minds build
  times writes it, the 12-megapixel photo is decoded once: turned upright by its EXIF orientation
  and fitted within 960 px, kept lossless (PNG), and every size made from that, as Trellis makes
  every size from the photo decoded once. */ -}}
{{- $photo := resources.Get (printf "images/%%s.jpg" .page.Params.imageName) }}
{{- $image := $photo.Filter images.AutoOrient (images.Process "fit 960x960 png") }}
{{- $webp := slice }}
{{- $jpeg := slice }}
{{- $shown := false }}
{{- range .sizes }}
  {{- $spec := printf "%%s %%dx%%d" $.action . . }}
  {{- $webp = $webp | append ($image.Process (print $spec " webp q%(webp)d")) }}
  {{- $one := $image.Process (print $spec " jpeg q%(jpeg)d") }}
  {{- $jpeg = $jpeg | append $one }}
  {{- if eq . $.base }}{{ $shown = $one }}{{ end }}
{{- end }}
<picture><source type="image/webp" sizes="{{ $shown.Width }}px" srcset="
{{- range $i, $one := $webp }}{{ if $i }}, {{ end }}{{ $one.RelPermalink }} {{ $one.Width }}w{{ end }}">
<img src="{{ $shown.RelPermalink }}" width="{{ $shown.Width }}" height="{{ $shown.Height }}"
 alt="{{ .page.Title }}" sizes="{{ $shown.Width }}px" srcset="
{{- range $i, $one := $jpeg }}{{ if $i }}, {{ end }}{{ $one.RelPermalink }} {{ $one.Width }}w{{ end }}"></picture>
"""

HUGO_STYLE = """\
/* The pictures benchmark's Hugo peer: a list of characters with their pictures, and a
   character's page. */
body { margin: 0; font: 17px/1.3 system-ui, sans-serif; }
.t-banner { padding: 8px 16px; border-bottom: 1px solid #c6c6c8; }
.t-site-title { margin: 0; font-weight: 600; }
a { color: #007aff; text-decoration: none; }
.t-page { max-width: 1024px; margin: 0 auto; padding: 0 16px; }
.t-content { list-style: none; padding: 0; margin: 0; background: #fff; border-radius: 10px; }
.t-cell { position: relative; display: flex; gap: 12px; align-items: center; padding: 8px 16px;
          border-bottom: 1px solid #c6c6c8; }
.t-cell img { border-radius: 50%; }
.t-job { color: #6c6c70; }
.t-item-link { position: absolute; inset: 0; }
.t-item img { max-width: 100%; height: auto; }
.t-item-facts { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; }
.t-item-facts dd { margin: 0; }
.t-item-nav ul { display: flex; flex-wrap: wrap; gap: 8px 12px; list-style: none; padding: 0; }
"""


def hugo_files():
    """{path in the Hugo site: text}."""
    sizes = {"squares": " ".join(map(str, SQUARES)), "square": SQUARE,
             "fits": " ".join(map(str, FITS)), "fit": FIT}
    return {
        "hugo.toml": HUGO_CONFIG,
        "content/characters/_content.gotmpl": HUGO_CONTENT,
        "layouts/baseof.html": HUGO_BASEOF,
        "layouts/home.html": HUGO_HOME % sizes,
        "layouts/page.html": HUGO_PAGE % sizes,
        "layouts/_partials/picture.html": HUGO_PICTURE % QUALITY,
        "static/style.css": HUGO_STYLE,
    }


# --- Writing ----------------------------------------------------------------------------------

def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def link_or_copy(source, target):
    """A hard link to source (no copy of 800 MB of photos per site), else a copy."""
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        os.link(source, target)
    except OSError:
        shutil.copyfile(source, target)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--photos", type=Path, default=DEFAULT_PHOTOS)
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    args = parser.parse_args()
    photos = [args.photos / photo_name(i) for i in range(COUNT)]
    missing = [photo for photo in photos if not photo.is_file()]
    if missing:
        fail(f"{len(missing)} photos missing, {missing[0]} first (make_photos.py makes them)")
    people = characters()
    data = characters_json(people)

    shutil.rmtree(args.output, ignore_errors=True)
    for name, formats in (("trellis", ["webp"]), ("trellis-avif", ["avif", "webp"])):
        site = args.output / name
        write(site / "site.json", site_json(formats))
        write(site / "characters.json", data)
        for photo, (_, _, image, _) in zip(photos, people):
            link_or_copy(photo, site / "images" / f"{image}.jpg")
    hugo = args.output / "hugo"
    for path, text in hugo_files().items():
        write(hugo / path, text)
    link_or_copy(args.output / "trellis" / "characters.json", hugo / "data" / "characters.json")
    for photo, (_, _, image, _) in zip(photos, people):
        link_or_copy(photo, hugo / "assets" / "images" / f"{image}.jpg")
    print(f"make_sites: {COUNT} characters, each with a photo -> {args.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
