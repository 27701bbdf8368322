#!/usr/bin/env python3
"""How well `doppel scan --images` finds edited copies of photographs (issue #17): recall per
kind of change and overall precision, on real photos from Debian's wallpaper packages.

usage: benches/image_quality.py WORK [options]            make the set (cached), scan, score
       benches/image_quality.py WORK --make-only           only make the set
       benches/image_quality.py WORK --score-doppel FILE   score a doppel JSON report of WORK/images
       benches/image_quality.py WORK --score-czkawka FILE  score a `czkawka_cli image` report
                                                           (its -C/--compact-file-to-save JSON,
                                                           or its text report -f)
       benches/image_quality.py --list-sources             the photos found, and what is left out
       benches/image_quality.py --self-test                check the scoring on a hand-made set

WORK is this script's folder: WORK/images holds the set (the only folder the tools scan),
WORK/manifest.json says which source each file comes from and how it was made, WORK/doppel.json
is the last report. A WORK that exists, is not empty and has no manifest.json is refused.

The set: each source photo is copied as it is into WORK/images, and from it ImageMagick makes
one file of each kind of change below (in the order of the table). Every kind starts with
-auto-orient and ends with -strip (so no variant leans on EXIF); JPEG outputs are quality 92
unless the kind says otherwise:
    copy       byte-identical copy of the source (reported as an exact group, joined through it)
    half       -resize 50%                          written as PNG
    q60        -quality 60                          JPEG
    crop4      -gravity center -crop 96%x96%+0+0     2 % off each side
    rot90      -rotate 90
    rot180     -rotate 180
    rot270     -rotate 270
    flop       -flop (mirrored left to right)       written as WebP, quality 85
    bright     -modulate 110 (10 % brighter)
    contrast   -brightness-contrast 0x20
    text       a date stamped in the bottom right corner, 3.5 % of the height, white with a
               black outline
and, in the formats Doppel reads through other means (issue #29), each a kind of its own:
    heic       HEIC by libheif's encoder: ImageMagick writes the photo (-auto-orient -strip)
               as PNG, then `heif-enc -q 50` (x265)
    avif       AVIF the same way, by `heif-enc -A -q 50` (aom)
    raw        a RAW file as a camera lays one out, made HERE, not by a camera: a minimal
               little-endian TIFF named .nef whose IFD0 carries the full-size JPEG (the photo
               by ImageMagick, -auto-orient -strip, quality 92) by tags 0x201/0x202 (offset
               and length), with 0x100/0x101 its size, 0x103 = 6 (JPEG) and 0x112 = 1; no
               sensor data (write_raw)
    psd        PSD by ImageMagick (its default settings; a composite and one layer)
heif-enc comes with Debian's libheif-examples (apt-get install libheif-examples).
Making the set is cached: a file already in WORK/images with the same recipe and size in the
manifest is kept, so a rerun only scans. ImageMagick runs one conversion at a time with
MAGICK_THREAD_LIMIT=1 (unless set) and under nice 19, to stay light on a shared machine; doppel
runs under nice 19 too (image_vs_czkawka.sh is the one that times it).

Scoring: two files are "grouped together" when the report's groups of kind "image" and "exact"
join them (union-find over both kinds: an image group lists one file per distinct content, and
a byte-identical copy sits in an exact group with it). Other kinds of group are ignored.
  recall (per kind)  share of (source, variant) pairs grouped together
  precision          share of grouped-together file pairs (every pair inside each joined set)
                     whose two files come from the same source; false pairs = the others
  median distance    doppel only: the median of an image group's "distances" where the
                     reference and the other file are a source (or its copy) and its variant,
                     with how many such pairs there were (a group whose reference is another
                     variant, say the contrast-raised copy, measures none)
The exit status is 0 whatever the figures; 1 when a tool or ImageMagick fails, 2 on bad use.

Sources: by default every photograph of the list PHOTOS below that is installed, at most
--max-sources (40), sorted by name. They come from Debian's packages
    apt-get install plasma-workspace-wallpapers mate-backgrounds lomiri-wallpapers-16.04 \\
        lomiri-wallpapers-20.04
Their other wallpapers, gnome-backgrounds, ukui-wallpapers and lomiri-wallpapers are drawn or
rendered, not photographs (see DRAWN). --from PATH... takes other files or folders instead;
files of one family (FAMILIES: light/dark pairs, sizes or colourings of one picture, a Plasma
wallpaper's images) count as one source, of which the largest file is used, so no two sources
are near-duplicates by construction. As a check, the closest pairs of different sources by this
script's own 64-bit DCT hash (the classic pHash: not Doppel's exactly, but of its kind) are printed when the set is
made.
"""

import argparse
import hashlib
import json
import math
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

GENERATOR = 1  # bump when a recipe changes meaning: every variant is made again
HASH_VERSION = 2  # bump when dct_hash changes: the sources' hashes are computed again

# Photographs in Debian 12's wallpaper packages (checked by eye, November 2026): package, path.
PHOTOS = [
    ("plasma-workspace-wallpapers", "/usr/share/wallpapers/BytheWater/contents/images/2560x1600.jpg"),
    ("plasma-workspace-wallpapers", "/usr/share/wallpapers/ColdRipple/contents/images/2560x1600.jpg"),
    ("plasma-workspace-wallpapers", "/usr/share/wallpapers/ColorfulCups/contents/images/2560x1600.jpg"),
    ("plasma-workspace-wallpapers", "/usr/share/wallpapers/DarkestHour/contents/images/2560x1600.jpg"),
    ("plasma-workspace-wallpapers", "/usr/share/wallpapers/EveningGlow/contents/images/2560x1600.jpg"),
    ("plasma-workspace-wallpapers", "/usr/share/wallpapers/FallenLeaf/contents/images/2560x1600.jpg"),
    ("plasma-workspace-wallpapers", "/usr/share/wallpapers/Grey/contents/images/2560x1600.jpg"),
    ("plasma-workspace-wallpapers", "/usr/share/wallpapers/Kite/contents/images/2560x1600.jpg"),
    ("plasma-workspace-wallpapers", "/usr/share/wallpapers/OneStandsOut/contents/images/2560x1600.jpg"),
    ("plasma-workspace-wallpapers", "/usr/share/wallpapers/Path/contents/images/2560x1600.jpg"),
    ("plasma-workspace-wallpapers", "/usr/share/wallpapers/summer_1am/contents/images/2560x1600.jpg"),
    ("mate-backgrounds", "/usr/share/backgrounds/mate/nature/Aqua.jpg"),
    ("mate-backgrounds", "/usr/share/backgrounds/mate/nature/Blinds.jpg"),
    ("mate-backgrounds", "/usr/share/backgrounds/mate/nature/Dune.jpg"),
    ("mate-backgrounds", "/usr/share/backgrounds/mate/nature/FreshFlower.jpg"),
    ("mate-backgrounds", "/usr/share/backgrounds/mate/nature/Garden.jpg"),
    ("mate-backgrounds", "/usr/share/backgrounds/mate/nature/GreenMeadow.jpg"),
    ("mate-backgrounds", "/usr/share/backgrounds/mate/nature/LadyBird.jpg"),
    ("mate-backgrounds", "/usr/share/backgrounds/mate/nature/RainDrops.jpg"),
    ("mate-backgrounds", "/usr/share/backgrounds/mate/nature/Storm.jpg"),
    ("mate-backgrounds", "/usr/share/backgrounds/mate/nature/TwoWings.jpg"),
    ("mate-backgrounds", "/usr/share/backgrounds/mate/nature/Wood.jpg"),
    ("mate-backgrounds", "/usr/share/backgrounds/mate/nature/YellowFlower.jpg"),
    ("lomiri-wallpapers-20.04", "/usr/share/backgrounds/Kleiber_by_Lukas_Baubkus.jpg"),
    ("lomiri-wallpapers-16.04", "/usr/share/backgrounds/Bridge_by_Sander_Klootwijk.jpg"),
    ("lomiri-wallpapers-16.04", "/usr/share/backgrounds/Dragonfly_by_Bolly.jpg"),
    ("lomiri-wallpapers-16.04", "/usr/share/backgrounds/Picture_0B_by_freespace.jpg"),
    ("lomiri-wallpapers-16.04", "/usr/share/backgrounds/Picture_1A_by_freespace.jpg"),
    ("lomiri-wallpapers-16.04", "/usr/share/backgrounds/Wine_by_Jakkub_Mede.jpg"),
    ("lomiri-wallpapers-16.04", "/usr/share/backgrounds/aitzgorri_by_Aitzol_Berasategi.jpg"),
    ("lomiri-wallpapers-16.04", "/usr/share/backgrounds/analogpattern_by_Peter_Nerlich.jpg"),
    ("lomiri-wallpapers-16.04", "/usr/share/backgrounds/free_by_Peter_Nerlich.jpg"),
    ("lomiri-wallpapers-16.04", "/usr/share/backgrounds/friends_by_Aitzol_Berasategi.jpg"),
    ("lomiri-wallpapers-16.04", "/usr/share/backgrounds/greentock_by_Peter_Nerlich.jpg"),
    ("lomiri-wallpapers-16.04", "/usr/share/backgrounds/life_by_Aitzol_Berasategi.jpg"),
    ("lomiri-wallpapers-16.04", "/usr/share/backgrounds/picosdeeuropa_by_Aitzol_Berasategi.jpg"),
    ("lomiri-wallpapers-16.04", "/usr/share/backgrounds/seeding_by_Clements_Engelhardt.jpg"),
    ("lomiri-wallpapers-16.04", "/usr/share/backgrounds/sunset_by_Aitzol_Berasategi.jpg"),
]

# Left out as drawn, painted or rendered (for --list-sources; --from can still take them).
DRAWN = [
    "/usr/share/backgrounds/gnome/*: every file (adwaita, blobs, drool, dune, field, grid, "
    "licorice, oceans, pixels, symbolic, truchet, vnc, wood; each as -l and -d)",
    "/usr/share/backgrounds/*.{jpg,png} of ukui-wallpapers (2004default, calla, city, desert, "
    "firstgeneration, fluent-color, focal-ubuntukylin, goldfish, rhythm, rollpaper, string, "
    "the-mouse)",
    "/usr/share/wallpapers/{Altai,Autumn (a painting),Canopee,Cascade,Cluster,Elarun,Flow,"
    "FlyingKonqui,Honeywave,IceCold,Kay,Kokkini,MilkyWay,Opal,PastelHills,Patak,SafeLanding,"
    "Shell,Volna}",
    "/usr/share/backgrounds/mate/{abstract,desktop}/*",
    "/usr/share/backgrounds/{warty-final-ubuntu.png,Fossa_by_Jasper_Roks.jpg,"
    "Infinite-Sea_by_Aury88.jpg,Painting-Colors_by__herobrine7gamer.jpg,"
    "umang_by_Abhishek_Mudgal.jpg}",
]

# Files that are one picture, so must never be two sources (they are not negatives of each
# other). family() folds them; these patterns name the families the generic rules miss.
#   gnome-backgrounds: NAME-l.webp / NAME-d.webp (light and dark, often the same drawing)
#   plasma-workspace-wallpapers: NAME/contents/images/WxH.* and images_dark/WxH.* (sizes,
#     portrait crops and dark versions) and NAME/contents/screenshot.* (a thumbnail)
#   mate-backgrounds: Elephants.jpg, Elephants_3840x2160.jpg, Elephants_5640x3172.jpg (sizes);
#     MATE-Stripes-Dark/-Light.png; Ubuntu-Mate-{Cold,Dark,Radioactive,Warm}-no-logo.png
#     (colourings of one blurred picture)
FAMILIES = [
    (re.compile(r"^ubuntu-mate-(cold|dark|radioactive|warm)(-no-logo)?$"), "ubuntu-mate"),
]

IMAGE_EXTENSIONS = {".jpg", ".jpeg", ".jpe", ".png", ".webp", ".gif", ".bmp", ".tif", ".tiff"}

JPEG_QUALITY = "92"


def text_stamp(height):
    size = max(12, round(height * 0.035))
    margin = max(4, round(height * 0.02))
    return ["-gravity", "SouthEast", "-pointsize", str(size), "-fill", "white",
            "-stroke", "black", "-strokewidth", str(max(1, size // 30)),
            "-annotate", f"+{margin}+{margin}", "2024-06-01 18:42"]


# key, label, extension, ImageMagick operators (a function of the source's height for text).
KINDS = [
    ("copy", "byte-identical copy", None, None),
    ("half", "resized to half (PNG)", "png", ["-resize", "50%"]),
    ("q60", "JPEG quality 60", "jpg", ["-quality", "60"]),
    ("crop4", "cropped 4 % (2 % off each side)", "jpg", ["-gravity", "center", "-crop", "96%x96%+0+0", "+repage"]),
    ("rot90", "rotated 90°", "jpg", ["-rotate", "90"]),
    ("rot180", "rotated 180°", "jpg", ["-rotate", "180"]),
    ("rot270", "rotated 270°", "jpg", ["-rotate", "270"]),
    ("flop", "mirrored (WebP)", "webp", ["-flop", "-quality", "85"]),
    ("bright", "brightened 10 %", "jpg", ["-modulate", "110"]),
    ("contrast", "contrast raised", "jpg", ["-brightness-contrast", "0x20"]),
    ("text", "text stamped in a corner", "jpg", text_stamp),
    # Other formats: an IM step to an intermediate file, then a tool (make_variant).
    ("heic", "HEIC (heif-enc -q 50)", "heic", {"via": "heif-enc", "args": ["-q", "50"]}),
    ("avif", "AVIF (heif-enc -A -q 50)", "avif", {"via": "heif-enc", "args": ["-A", "-q", "50"]}),
    ("raw", "RAW (.nef made here: JPEG preview in IFD0)", "nef", {"via": "raw", "args": ["-quality", JPEG_QUALITY]}),
    ("psd", "PSD (ImageMagick)", "psd", []),
]
KIND_KEYS = [k[0] for k in KINDS]
KIND_LABEL = {k[0]: k[1] for k in KINDS}


class ToolFailure(Exception):
    """A tool (ImageMagick, doppel) failed or its report cannot be read: exit status 1."""


def log(message):
    print(f"[{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------------------------
# Sources


def family(path):
    """The name of the picture a file shows, so that sizes, light/dark versions and colourings
    of one picture are one source."""
    path = Path(path)
    parts = path.parts
    if "contents" in parts[1:]:  # a Plasma wallpaper package: NAME/contents/...
        return "plasma:" + parts[parts.index("contents", 1) - 1].lower()
    stem = path.stem.lower()
    stem = re.sub(r"[-_ ]?\d{3,5}x\d{3,5}$", "", stem)
    stem = re.sub(r"[-_ ](l|d|light|dark|day|night)$", "", stem)
    for pattern, name in FAMILIES:
        if pattern.match(stem):
            stem = name
    return f"{str(path.parent).lower()}/{stem}"  # one folder: wood-l.webp is not mate's Wood.jpg


def source_id(path):
    """A short unique-enough name for a source, used in the set's file names."""
    path = Path(path)
    parts = path.parts
    if "contents" in parts[1:]:
        name = parts[parts.index("contents", 1) - 1]
    else:
        name = path.stem
    name = re.sub(r"[^A-Za-z0-9._-]+", "-", name).strip("-.") or "image"
    return re.sub(r"_{2,}", "_", name)


def find_sources(paths, max_sources):
    """Chosen sources as [(id, path, package or None)], and notes on what was folded."""
    notes = []
    if paths:
        files = []
        for given in paths:
            given = Path(given)
            if given.is_dir():
                files += [p for p in sorted(given.rglob("*"))
                          if p.is_file() and p.suffix.lower() in IMAGE_EXTENSIONS]
            elif given.is_file():
                files.append(given)
            else:
                raise SystemExit(f"no such file or folder: {given}")
        candidates = [(f, None) for f in files]
    else:
        candidates = [(Path(p), package) for package, p in PHOTOS if Path(p).is_file()]
        missing = sorted({package for package, p in PHOTOS if not Path(p).is_file()})
        if missing:
            notes.append("not installed (apt-get install " + " ".join(missing) + "): their photos are left out")
    families = {}
    for path, package in candidates:
        families.setdefault(family(path), []).append((path, package))
    chosen = []
    for key, members in sorted(families.items()):
        members.sort(key=lambda m: (-m[0].stat().st_size, str(m[0])))
        if len(members) > 1:
            notes.append(f"one picture ({key.rsplit('/', 1)[-1]}): {members[0][0]} used; left out: "
                         + ", ".join(str(m[0]) for m in members[1:]))
        chosen.append(members[0])
    used = {}
    sources = []
    for path, package in sorted(chosen, key=lambda m: source_id(m[0]).lower()):
        sid = source_id(path)
        if sid.lower() in used:
            used[sid.lower()] += 1
            sid = f"{sid}-{used[sid.lower()]}"
        else:
            used[sid.lower()] = 1
        sources.append((sid, path, package))
    if len(sources) > max_sources:
        notes.append(f"{len(sources)} sources found; the first {max_sources} by name are used")
        sources = sources[:max_sources]
    return sources, notes


# ---------------------------------------------------------------------------------------------
# ImageMagick


def find_imagemagick(given):
    candidates = [given] if given else ["magick", "convert"]
    for name in candidates:
        exe = shutil.which(name) or (name if os.path.isfile(name) else None)
        if not exe:
            continue
        try:
            out = subprocess.run([exe, "-version"], capture_output=True, text=True, timeout=60)
        except OSError:
            continue
        if "ImageMagick" in out.stdout:
            return exe, out.stdout.splitlines()[0].replace("Version: ", "").strip()
    raise ToolFailure("ImageMagick not found (apt-get install imagemagick; or --imagemagick PATH)")


def im_env():
    env = dict(os.environ)
    env.setdefault("MAGICK_THREAD_LIMIT", "1")
    return env


def run_im(args):
    cmd = ["nice", "-n", "19"] + args if shutil.which("nice") else args
    out = subprocess.run(cmd, capture_output=True, text=True, env=im_env())
    if out.returncode != 0:
        raise ToolFailure(f"ImageMagick failed ({out.returncode}): {shlex.join(args)}\n{out.stderr.strip()}")
    return out.stdout


def identify(magick, path):
    """(width, height, format) of the image as shown (after its EXIF orientation)."""
    if os.path.basename(magick) == "magick":
        base = [magick, "identify"]
    else:
        base = [shutil.which("identify") or "identify"]
    out = run_im(base + ["-format", "%w %h %[orientation] %m\n", f"{path}[0]"])
    w, h, orientation, fmt = out.split("\n")[0].split()
    if orientation in ("RightTop", "LeftBottom", "LeftTop", "RightBottom"):
        w, h = h, w
    return int(w), int(h), fmt


def thumbnail(magick, path, side=32):
    """A side x side grey thumbnail of the image as shown, as rows of 0..255."""
    cmd = [magick] if os.path.basename(magick) != "magick" else [magick, "convert"]
    cmd = ["nice", "-n", "19"] + cmd if shutil.which("nice") else cmd
    out = subprocess.run(cmd + [f"{path}[0]", "-auto-orient", "-colorspace", "Gray",
                                "-resize", f"{side}x{side}!", "-depth", "8", "gray:-"],
                         capture_output=True, env=im_env())
    if out.returncode != 0 or len(out.stdout) != side * side:
        raise ToolFailure(f"ImageMagick could not make a thumbnail of {path}: {out.stderr.decode(errors='replace').strip()}")
    return [list(out.stdout[r * side:(r + 1) * side]) for r in range(side)]


def orientations(grid):
    """The eight turns and mirrors of a square grid."""
    def turn(g):  # a quarter turn clockwise
        return [list(row) for row in zip(*g[::-1])]
    out = []
    g = grid
    for _ in range(4):
        out.append(g)
        g = turn(g)
    g = [row[::-1] for row in grid]
    for _ in range(4):
        out.append(g)
        g = turn(g)
    return out


def dct_hash(grid):
    """A 64-bit DCT median hash (the classic pHash) of a square grey grid."""
    n = len(grid)
    basis = [[math.cos(math.pi * (2 * x + 1) * u / (2 * n)) for x in range(n)] for u in range(8)]
    rows = [[sum(b[x] * row[x] for x in range(n)) for b in basis] for row in grid]  # n x 8
    coeffs = [sum(basis[v][y] * rows[y][u] for y in range(n)) for v in range(8) for u in range(8)]
    middle = sorted(coeffs[1:])[31]  # the median of the 63 others: the DC term would swamp a mean
    bits = 0
    for c in coeffs:
        bits = (bits << 1) | (1 if c > middle else 0)
    return bits


def source_hashes(magick, path):
    return [dct_hash(g) for g in orientations(thumbnail(magick, path))]


def hash_distance(a, b):
    """Least Hamming distance between a as shown and b in any of its eight orientations."""
    return min(bin(a[0] ^ h).count("1") for h in b)


# ---------------------------------------------------------------------------------------------
# Making the set


def recipe(kind, ops, height):
    if kind == "copy":
        return f"g{GENERATOR} copy"
    if callable(ops):
        ops = ops(height)
    if isinstance(ops, dict):  # an intermediate by ImageMagick, then another tool
        if ops["via"] == "heif-enc":
            return f"g{GENERATOR} -auto-orient -strip PNG | heif-enc " + shlex.join(ops["args"])
        return f"g{GENERATOR} " + shlex.join(["-auto-orient"] + ops["args"] + ["-strip"]) + " JPEG | raw v1"
    return f"g{GENERATOR} " + shlex.join(["-auto-orient"] + ops + ["-strip"])


def write_raw(jpeg, width, height, out):
    """A minimal TIFF-based RAW file (named .nef): IFD0 holds the full-size JPEG preview by
    its offset and length (tags 0x201 and 0x202), as cameras embed theirs; no sensor data.
    Little-endian ("II", 42), one directory, the JPEG after it, word-aligned."""
    import struct
    SHORT, LONG = 3, 4
    tags = [(0x100, LONG, width), (0x101, LONG, height), (0x103, SHORT, 6), (0x112, SHORT, 1),
            (0x201, LONG, None), (0x202, LONG, len(jpeg))]
    ifd_size = 2 + 12 * len(tags) + 4
    offset = 8 + ifd_size
    offset += offset % 2
    data = bytearray(b"II" + struct.pack("<HI", 42, 8))
    data += struct.pack("<H", len(tags))
    for tag, typ, value in tags:
        value = offset if value is None else value
        if typ == SHORT:
            data += struct.pack("<HHIHH", tag, typ, 1, value, 0)
        else:
            data += struct.pack("<HHII", tag, typ, 1, value)
    data += struct.pack("<I", 0)  # no next directory
    data += b"\0" * (offset - len(data))
    data += jpeg
    Path(out).write_bytes(bytes(data))


def find_heif_enc():
    exe = shutil.which("heif-enc")
    if not exe:
        raise ToolFailure("heif-enc not found (apt-get install libheif-examples): it makes the HEIC and AVIF variants")
    return exe


def make_variant(magick, origin, ops, part, tmp):
    """One variant into part: ImageMagick's operators, or a dict naming another tool."""
    cmd = [magick] if os.path.basename(magick) != "magick" else [magick, "convert"]
    if not isinstance(ops, dict):
        run_im(cmd + [f"{origin}[0]"] + ops + [str(part)])
        return
    if ops["via"] == "heif-enc":
        png = tmp / "step.png"
        run_im(cmd + [f"{origin}[0]", "-auto-orient", "-strip", str(png)])
        run_im([find_heif_enc()] + ops["args"] + ["-o", str(part), str(png)])
        png.unlink()
        return
    jpg = tmp / "step.jpg"
    run_im(cmd + [f"{origin}[0]", "-auto-orient"] + ops["args"] + ["-strip", str(jpg)])
    w, h, _ = identify(magick, jpg)
    write_raw(jpg.read_bytes(), w, h, part)
    jpg.unlink()


def plan(sources_info):
    """Every file of the set: (relative path, source id, kind, recipe, origin, IM operators)."""
    files = []
    for info in sources_info:
        sid, origin, height = info["id"], info["origin"], info["height"]
        ext = Path(origin).suffix.lower()
        files.append((f"{sid}{ext}", sid, "source", f"g{GENERATOR} source", origin, None))
        for kind, _label, out_ext, ops in KINDS:
            if kind == "copy":
                files.append((f"copies/{sid}{ext}", sid, kind, recipe(kind, ops, height), origin, None))
                continue
            ops = ops(height) if callable(ops) else ops
            if isinstance(ops, dict):
                files.append((f"{sid}__{kind}.{out_ext}", sid, kind, recipe(kind, ops, height), origin, ops))
                continue
            if out_ext == "jpg" and "-quality" not in ops:
                ops = ops + ["-quality", JPEG_QUALITY]
            files.append((f"{sid}__{kind}.{out_ext}", sid, kind, recipe(kind, ops, height), origin,
                          ["-auto-orient"] + ops + ["-strip"]))
    return files


def check_work(work):
    if work.exists() and any(work.iterdir()) and not (work / "manifest.json").exists():
        raise SystemExit(f"{work} is not empty and has no manifest.json: give a new or empty folder")


def load_manifest(work):
    try:
        return json.loads((work / "manifest.json").read_text())
    except (OSError, ValueError):
        return None


def make_set(work, sources, magick, magick_version):
    work.mkdir(parents=True, exist_ok=True)
    images = work / "images"
    (images / "copies").mkdir(parents=True, exist_ok=True)
    tmp = work / "tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir()
    old = load_manifest(work) or {}
    old_sources = {s["origin"]: s for s in old.get("sources", [])}
    old_files = {f["path"]: f for f in old.get("files", [])}

    sources_info = []
    for sid, origin, package in sources:
        st = Path(origin).stat()
        prev = old_sources.get(str(origin))
        if (prev and prev.get("bytes") == st.st_size and prev.get("id") == sid
                and prev.get("hash_version") == HASH_VERSION):
            info = dict(prev, package=package)
        else:
            log(f"reading {origin}")
            w, h, fmt = identify(magick, origin)
            info = {"id": sid, "origin": str(origin), "package": package, "bytes": st.st_size,
                    "width": w, "height": h, "format": fmt,
                    "hash_version": HASH_VERSION,
                    "hashes": [f"{x:016x}" for x in source_hashes(magick, origin)]}
        sources_info.append(info)

    files = plan(sources_info)
    wanted = {rel for rel, *_ in files}
    for path in sorted(images.rglob("*")):  # files of an earlier set that this one has not
        if path.is_file() and str(path.relative_to(images)) not in wanted:
            path.unlink()
    manifest_files = []
    made = kept = 0
    start = time.monotonic()
    for i, (rel, sid, kind, rec, origin, ops) in enumerate(files):
        target = images / rel
        prev = old_files.get(rel)
        if prev and prev.get("recipe") == rec and target.is_file() and target.stat().st_size == prev.get("bytes"):
            kept += 1
        else:
            part = tmp / ("part" + Path(rel).suffix)
            if ops is None:
                shutil.copyfile(origin, part)
            else:
                make_variant(magick, origin, ops, part, tmp)
            os.replace(part, target)
            made += 1
            if made % 20 == 0:
                log(f"  {i + 1}/{len(files)} files ({made} made, {time.monotonic() - start:.0f} s)")
        manifest_files.append({"path": rel, "source": sid, "kind": kind, "recipe": rec,
                               "bytes": target.stat().st_size})
    shutil.rmtree(tmp, ignore_errors=True)
    manifest = {"generator": GENERATOR, "imagemagick": magick_version, "sources": sources_info,
                "files": manifest_files}
    (work / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    log(f"set ready in {images}: {len(sources_info)} sources, {len(files) - len(sources_info)} "
        f"variants ({made} made, {kept} kept from before)")
    return manifest


def closest_sources(manifest, count=5):
    """The closest pairs of different sources by this script's own hash."""
    infos = [s for s in manifest["sources"] if "hashes" in s]
    hashes = [[int(h, 16) for h in s["hashes"]] for s in infos]
    pairs = []
    for i in range(len(infos)):
        for j in range(i + 1, len(infos)):
            pairs.append((hash_distance(hashes[i], hashes[j]), infos[i]["id"], infos[j]["id"]))
    pairs.sort()
    return pairs[:count]


# ---------------------------------------------------------------------------------------------
# Scoring


class Sets:
    """Union-find over paths."""

    def __init__(self):
        self.parent = {}

    def find(self, x):
        self.parent.setdefault(x, x)
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[rb] = ra


def canonical(path, base):
    path = Path(path)
    if not path.is_absolute():
        path = base / path
    return os.path.normpath(os.path.realpath(path))


def read_doppel(report_path):
    """Groups (lists of paths) of kinds image and exact, image distances (reference, other,
    distance), skipped files, and the count of groups of other kinds."""
    try:
        report = json.loads(Path(report_path).read_text())
        groups, distances, other = [], [], 0
        for g in report["groups"]:
            kind = g.get("kind")
            if kind not in ("image", "exact"):
                other += 1
                continue
            paths = [f["path"] for f in g["files"]]
            for f in g["files"]:  # hard links of a file: the same content, so together
                paths += f.get("aliases", [])
            groups.append(paths)
            if kind == "image":
                ref = g["reference"]
                for i, d in enumerate(g["distances"]):
                    if i != ref:
                        distances.append((g["files"][ref]["path"], g["files"][i]["path"], d))
        skipped = [(s.get("path", "?"), s.get("reason", "?")) for s in report.get("skipped", [])]
    except (OSError, ValueError, KeyError, TypeError, IndexError) as e:
        raise ToolFailure(f"cannot read the doppel report {report_path}: {e!r}")
    return groups, distances, skipped, other


def read_czkawka(report_path):
    """Groups of `czkawka_cli image`: its compact or pretty JSON (-C / -p: a list of groups,
    each a list of entries with a "path"; or, for reference folders, pairs of a reference entry
    and a list of entries), else its text report (-f), whose groups are runs of lines
    "PATH - WxH - SIZE - SIMILARITY" between blank lines after a "Found ..." line."""
    try:
        text = Path(report_path).read_text(errors="replace")
    except OSError as e:
        raise ToolFailure(f"cannot read the czkawka report {report_path}: {e!r}")
    stripped = text.lstrip()
    if stripped.startswith("[") or stripped.startswith("{"):
        try:
            data = json.loads(text)
        except ValueError as e:
            raise ToolFailure(f"the czkawka report {report_path} is not JSON: {e}")

        def entries(node):
            if isinstance(node, dict):
                if "path" in node and isinstance(node["path"], str):
                    yield node["path"]
                else:
                    for value in node.values():
                        yield from entries(value)
            elif isinstance(node, list):
                for item in node:
                    yield from entries(item)

        if isinstance(data, dict):  # {"...": [groups]} in some versions
            lists = [v for v in data.values() if isinstance(v, list)]
            data = [g for v in lists for g in v]
        return [list(entries(group)) for group in data], [], [], 0
    groups, current, started = [], [], False
    # czkawka 12: '"PATH" - 2560x1600 - 1.2 MiB - Very High' under a "Found K images which have
    # similar friends" line per group; older ones wrote the path unquoted. The path may hold
    # " - " itself, so the fields are taken from the end of the line.
    line_re = re.compile(r'^(?:"(?P<quoted>.*)"|(?P<plain>.+?)) - \d+x\d+ - [^"]+? - [^-"]+$')
    for line in text.splitlines():
        line = line.strip()
        if re.match(r"^(Found )?\d+ images? which have similar friends", line):
            started = True
            if current:
                groups.append(current)
            current = []
            continue
        if not line:
            if current:
                groups.append(current)
            current = []
            continue
        if not started:
            continue
        m = line_re.match(line)
        if m:
            current.append(m.group("quoted") if m.group("quoted") is not None else m.group("plain"))
    if current:
        groups.append(current)
    return groups, [], [], 0


def score(work, manifest, groups, distances):
    images = work / "images"
    info = {}  # canonical path -> (source, kind)
    for f in manifest["files"]:
        info[canonical(images / f["path"], images)] = (f["source"], f["kind"])
    sets = Sets()
    unknown = set()
    for group in groups:
        paths = [canonical(p, images) for p in group]
        unknown.update(p for p in paths if p not in info)
        for p in paths[1:]:
            sets.union(paths[0], p)

    originals = {}  # source id -> canonical path of the source file
    for path, (sid, kind) in info.items():
        if kind == "source":
            originals[sid] = path
    per_kind = {k: [0, 0] for k in KIND_KEYS}  # pairs, found
    missed = {k: [] for k in KIND_KEYS}
    for path, (sid, kind) in info.items():
        if kind == "source":
            continue
        per_kind[kind][0] += 1
        if sets.find(path) == sets.find(originals[sid]):
            per_kind[kind][1] += 1
        else:
            missed[kind].append(os.path.relpath(path, images))

    members = {}
    for path in info:
        members.setdefault(sets.find(path), []).append(path)
    grouped_pairs = false_pairs = 0
    false_examples = []
    for paths in members.values():
        if len(paths) < 2:
            continue
        n = len(paths)
        grouped_pairs += n * (n - 1) // 2
        by_source = {}
        for p in paths:
            by_source.setdefault(info[p][0], []).append(p)
        same = sum(len(v) * (len(v) - 1) // 2 for v in by_source.values())
        false_pairs += n * (n - 1) // 2 - same
        if len(by_source) > 1 and len(false_examples) < 10:
            false_examples.append(sorted(by_source))

    kind_distances = {k: [] for k in KIND_KEYS}
    for ref, other, d in distances:
        a, b = info.get(canonical(ref, images)), info.get(canonical(other, images))
        if not a or not b or a[0] != b[0]:
            continue
        kinds = {a[1], b[1]}
        base = kinds & {"source", "copy"}
        rest = kinds - {"source", "copy"}
        if base and len(rest) == 1:
            kind_distances[rest.pop()].append(d)
        elif kinds == {"source", "copy"}:
            kind_distances["copy"].append(d)
    return {"per_kind": per_kind, "missed": missed, "grouped_pairs": grouped_pairs,
            "false_pairs": false_pairs, "false_examples": false_examples,
            "kind_distances": kind_distances, "unknown": sorted(unknown)}


def median(values):
    values = sorted(values)
    if not values:
        return None
    mid = len(values) // 2
    return values[mid] if len(values) % 2 else (values[mid - 1] + values[mid]) / 2


def pct(num, den):
    return f"{100 * num / den:.1f} %" if den else "n/a"


def figures(result):
    pairs = sum(p for p, _ in result["per_kind"].values())
    found = sum(f for _, f in result["per_kind"].values())
    true_pairs = result["grouped_pairs"] - result["false_pairs"]
    recall = found / pairs if pairs else None
    precision = true_pairs / result["grouped_pairs"] if result["grouped_pairs"] else None
    return pairs, found, recall, precision


def print_table(result, tool, with_distances):
    pairs, found, recall, precision = figures(result)
    print()
    if with_distances:
        print("| kind of change | pairs | found | recall | median distance (pairs measured) |")
        print("|---|---|---|---|---|")
    else:
        print("| kind of change | pairs | found | recall |")
        print("|---|---|---|---|")
    for kind in KIND_KEYS:
        p, f = result["per_kind"][kind]
        if not p:
            continue
        row = f"| {KIND_LABEL[kind]} | {p} | {f} | {pct(f, p)} |"
        if with_distances:
            m = median(result["kind_distances"][kind])
            row += " – |" if m is None else f" {m:g} ({len(result['kind_distances'][kind])}) |"
        print(row)
    row = f"| **all** | {pairs} | {found} | {pct(found, pairs)} |"
    print(row + (" |" if with_distances else ""))
    print()
    print(f"Precision ({tool}): {pct(result['grouped_pairs'] - result['false_pairs'], result['grouped_pairs'])}"
          f" of {result['grouped_pairs']} grouped-together pairs come from the same source; "
          f"false pairs: {result['false_pairs']}")


def report_details(tool, result, skipped, other_groups, images):
    for members in result["false_examples"]:
        log(f"{tool}: joined across sources: " + ", ".join(members))
    for kind in KIND_KEYS:
        if result["missed"][kind]:
            few = result["missed"][kind][:6]
            log(f"{tool}: missed {kind} ({len(result['missed'][kind])}): " + ", ".join(few)
                + (" ..." if len(result["missed"][kind]) > len(few) else ""))
    if result["unknown"]:
        log(f"{tool}: {len(result['unknown'])} grouped path(s) are not in the manifest (ignored), e.g. {result['unknown'][0]}")
    ours = [(p, r) for p, r in skipped if canonical(p, images).startswith(str(images))]
    if ours:
        log(f"{tool}: {len(ours)} file(s) of the set were skipped by the tool, e.g. {ours[0][0]}: {ours[0][1]}")
    if other_groups:
        log(f"{tool}: {other_groups} group(s) of other kinds were ignored")


def score_and_print(work, manifest, tool, groups, distances, skipped, other, brief):
    images = (work / "images").resolve()
    result = score(work, manifest, groups, distances)
    report_details(tool, result, skipped, other, images)
    pairs, found, recall, precision = figures(result)
    if brief:
        r = "n/a" if recall is None else f"{100 * recall:.1f}"
        p = "n/a" if precision is None else f"{100 * precision:.1f}"
        print(f"{found}/{pairs} {r} {p} {result['false_pairs']}")
    else:
        n_sources = len(manifest["sources"])
        print(f"\n{tool}: {n_sources} source photos, {len(manifest['files']) - n_sources} variants in {images}")
        print_table(result, tool, with_distances=bool(distances))
    return result


def run_doppel(doppel, extra, images, report):
    cmd = [doppel, "scan", "--images", "--no-cache", "--quiet", "--format", "json",
           "-o", str(report)] + extra + [str(images)]
    log("running " + shlex.join(cmd))
    if shutil.which("nice"):  # figures, not timing: stay light on a shared machine
        cmd = ["nice", "-n", "19"] + cmd
    start = time.monotonic()
    try:
        out = subprocess.run(cmd, capture_output=True, text=True)
    except OSError as e:
        raise ToolFailure(f"cannot run {doppel}: {e}")
    if out.returncode != 0:
        raise ToolFailure(f"doppel failed (status {out.returncode}):\n{out.stderr.strip()}")
    log(f"  done in {time.monotonic() - start:.1f} s")


# ---------------------------------------------------------------------------------------------
# Self-test: the scoring on a hand-made set and hand-written reports (no ImageMagick, no tools)


def self_test():
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp) / "work"
        images = work / "images"
        (images / "copies").mkdir(parents=True)
        infos = [{"id": s, "origin": f"/nowhere/{s}.jpg", "height": 100} for s in ("A", "B", "C")]
        files = plan(infos)
        for rel, *_ in files:
            (images / rel).write_bytes(b"x")
        manifest = {"generator": GENERATOR, "sources": infos,
                    "files": [{"path": rel, "source": sid, "kind": kind, "recipe": rec, "bytes": 1}
                              for rel, sid, kind, rec, _o, _ops in files]}
        (work / "manifest.json").write_text(json.dumps(manifest))
        im = str(images.resolve())

        def entry(rel):
            return {"path": f"{im}/{rel}", "size": 1, "modified": "2026-01-01T00:00:00Z"}

        # A: the copy (exact group with A.jpg), and an image group around A__half listing the
        #    copy (one file per content), q60, rot90 and, wrongly, B's crop4.
        # B: an image group with its source, flop and text; rot180 in an image group with
        #    C's bright and C's contrast (3 false pairs among them... see below).
        # C: nothing else.
        report = {"version": 2, "groups": [
            {"kind": "exact", "files": [entry("A.jpg"), entry("copies/A.jpg")]},
            {"kind": "image", "files": [entry("A__half.png"), entry("copies/A.jpg"),
                                        entry("A__q60.jpg"), entry("A__rot90.jpg"),
                                        entry("B__crop4.jpg")],
             "reference": 1, "distances": [2, 0, 4, 6, 9],
             "images": [{"width": 1, "height": 1, "format": "png"}] * 5},
            {"kind": "image", "files": [entry("B.jpg"), entry("B__flop.webp"), entry("B__text.jpg")],
             "reference": 0, "distances": [0, 3, 5],
             "images": [{"width": 1, "height": 1, "format": "jpeg"}] * 3},
            {"kind": "image", "files": [entry("B__rot180.jpg"), entry("C__bright.jpg"),
                                        entry("C__contrast.jpg")],
             "reference": 0, "distances": [0, 12, 13],
             "images": [{"width": 1, "height": 1, "format": "jpeg"}] * 3},
            {"kind": "near", "files": [entry("A.jpg"), entry("C.jpg")]},
        ], "skipped": [], "stats": {}}
        (work / "doppel.json").write_text(json.dumps(report))
        groups, distances, skipped, other = read_doppel(work / "doppel.json")
        assert other == 1, other
        r = score(work, manifest, groups, distances)
        pk = r["per_kind"]
        # 3 sources x 15 kinds = 45 pairs. Found: A copy, half, q60, rot90 (4); B flop, text (2).
        assert pk["copy"] == [3, 1] and pk["half"] == [3, 1] and pk["q60"] == [3, 1], pk
        assert pk["rot90"] == [3, 1] and pk["flop"] == [3, 1] and pk["text"] == [3, 1], pk
        assert pk["crop4"] == [3, 0] and pk["rot180"] == [3, 0] and pk["bright"] == [3, 0], pk
        pairs, found, recall, precision = figures(r)
        assert (pairs, found) == (3 * len(KINDS), 6), (pairs, found)
        # Joined sets: {A, copies/A, A__half, A__q60, A__rot90, B__crop4}: 15 pairs, 5 false;
        # {B, B__flop, B__text}: 3 pairs; {B__rot180, C__bright, C__contrast}: 3 pairs, 2 false.
        assert r["grouped_pairs"] == 21 and r["false_pairs"] == 7, r
        assert abs(precision - 14 / 21) < 1e-9, precision
        kd = r["kind_distances"]
        assert kd["half"] == [2] and kd["q60"] == [4] and kd["rot90"] == [6], kd
        assert kd["flop"] == [3] and kd["text"] == [5] and kd["crop4"] == [] and kd["copy"] == [], kd

        # czkawka, compact JSON: a list of groups of entries.
        cz = [[{"path": f"{im}/A.jpg", "width": 1, "height": 1, "size": 1, "modified_date": 0,
                "hash": [1], "similarity": 0},
               {"path": f"{im}/copies/A.jpg", "similarity": 0},
               {"path": f"{im}/A__q60.jpg", "similarity": 2}],
              [{"path": f"{im}/C.jpg"}, {"path": f"{im}/C__half.png"}, {"path": f"{im}/B.jpg"}]]
        (work / "cz.json").write_text(json.dumps(cz))
        r = score(work, manifest, *read_czkawka(work / "cz.json")[:2])
        assert figures(r)[:2] == (3 * len(KINDS), 3), figures(r)
        assert r["grouped_pairs"] == 6 and r["false_pairs"] == 2, r
        # czkawka with reference folders: [reference entry, [entries]] pairs.
        (work / "czr.json").write_text(json.dumps([[{"path": f"{im}/A.jpg"}, [{"path": f"{im}/A__rot90.jpg"}]]]))
        r = score(work, manifest, *read_czkawka(work / "czr.json")[:2])
        assert r["per_kind"]["rot90"] == [3, 1] and figures(r)[1] == 1, r["per_kind"]
        # czkawka's text report, as czkawka 12 writes it (paths quoted, one "Found" per group)
        # and as older ones did (unquoted).
        text = (f"Results of searching [\"{im}\"] with reference paths [], excluded paths [] and excluded items []\n"
                f"(Before optimizations - included paths: [\"{im}\"], excluded paths: [], reference paths: [])\n"
                f"2 images which have similar friends\n\n"
                f"Found 2 images which have similar friends\n"
                f"\"{im}/A.jpg\" - 2560x1600 - 1.2 MiB - Original\n"
                f"\"{im}/A__rot180.jpg\" - 2560x1600 - 1.1 MiB - Very High\n\n"
                f"Found 3 images which have similar friends\n"
                f"{im}/B.jpg - 100x100 - 1 B - Original\n"
                f"{im}/C__text.jpg - 100x100 - 1 B - Medium\n"
                f"{im}/C.jpg - 100x100 - 1 B - High\n")
        (work / "cz.txt").write_text(text)
        r = score(work, manifest, *read_czkawka(work / "cz.txt")[:2])
        assert r["per_kind"]["rot180"] == [3, 1] and r["per_kind"]["text"] == [3, 1], r["per_kind"]
        assert r["grouped_pairs"] == 4 and r["false_pairs"] == 2, r

        # The RAW file: IFD0's tags read back, the JPEG where 0x201/0x202 say.
        import struct
        jpeg = b"\xff\xd8" + bytes(range(256)) * 3 + b"\xff\xd9"
        write_raw(jpeg, 640, 480, work / "t.nef")
        raw = (work / "t.nef").read_bytes()
        assert raw[:8] == b"II*\x00\x08\x00\x00\x00", raw[:8]
        n = struct.unpack_from("<H", raw, 8)[0]
        tags = {}
        for i in range(n):
            tag, typ, count, value = struct.unpack_from("<HHII", raw, 10 + 12 * i)
            tags[tag] = value & 0xFFFF if typ == 3 else value
        assert list(tags) == sorted(tags) and tags[0x100] == 640 and tags[0x101] == 480, tags
        assert tags[0x103] == 6 and tags[0x112] == 1, tags
        assert raw[tags[0x201]:tags[0x201] + tags[0x202]] == jpeg and tags[0x201] % 2 == 0, tags
        assert struct.unpack_from("<I", raw, 10 + 12 * n)[0] == 0
        assert [k for k, *_ in KINDS][-4:] == ["heic", "avif", "raw", "psd"]

        # Families and names.
        assert family("/usr/share/backgrounds/gnome/adwaita-l.webp") == family("/usr/share/backgrounds/gnome/adwaita-d.webp")
        assert family("/w/Flow/contents/images/5120x2880.jpg") == family("/w/Flow/contents/images_dark/720x1440.jpg")
        assert family("/w/Flow/contents/screenshot.png") == "plasma:flow"
        assert family("/m/Elephants.jpg") == family("/m/Elephants_3840x2160.jpg")
        assert family("/g/wood-l.webp") != family("/m/Wood.jpg")
        assert family("/m/MATE-Stripes-Dark.png") == family("/m/MATE-Stripes-Light.png")
        assert family("/m/Ubuntu-Mate-Cold-no-logo.png") == family("/m/Ubuntu-Mate-Warm-no-logo.png")
        assert family("/b/Picture_0B_by_freespace.jpg") != family("/b/Picture_1A_by_freespace.jpg")
        assert source_id("/w/summer_1am/contents/images/2560x1600.jpg") == "summer_1am"
        assert source_id("/b/Painting-Colors_by__herobrine7gamer.jpg") == "Painting-Colors_by_herobrine7gamer"
        # The hash: a grid's turns and mirrors are at distance 0, a different grid is far.
        grid = [[(x * 7 + y * y * 3) % 256 for x in range(32)] for y in range(32)]
        h = [dct_hash(g) for g in orientations(grid)]
        turned = [dct_hash(g) for g in orientations(orientations(grid)[1])]
        assert hash_distance(turned, h) == 0 and hash_distance(h, turned) == 0
        other_grid = [[(x * x + 5 * y) % 256 for x in range(32)] for y in range(32)]
        assert hash_distance([dct_hash(g) for g in orientations(other_grid)], h) > 10
    print("self-test: 1 passed, 0 failed")


# ---------------------------------------------------------------------------------------------


def main():
    here = Path(__file__).resolve().parent.parent
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="See the header of this file for what each figure means.")
    ap.add_argument("work", nargs="?", type=Path, help="the work folder (made if missing)")
    ap.add_argument("--max-sources", type=int, default=40, help="at most this many source photos (default 40)")
    ap.add_argument("--from", dest="sources", nargs="+", metavar="PATH",
                    help="source images (files or folders) instead of the installed wallpaper photos")
    ap.add_argument("--doppel", default=os.environ.get("DOPPEL", str(here / "target/release/doppel")),
                    help="doppel binary (default $DOPPEL, else target/release/doppel)")
    ap.add_argument("--doppel-args", default="", help="extra arguments for doppel scan, e.g. '--image-likeness similar'")
    ap.add_argument("--imagemagick", help="ImageMagick's magick or convert (default: magick, else convert)")
    ap.add_argument("--make-only", action="store_true", help="only make the set")
    ap.add_argument("--score-doppel", type=Path, metavar="FILE", help="score this doppel report; run nothing")
    ap.add_argument("--score-czkawka", type=Path, metavar="FILE", help="score this czkawka_cli image report")
    ap.add_argument("--brief", action="store_true",
                    help="print only 'FOUND/PAIRS RECALL%% PRECISION%% FALSE_PAIRS' (for scripts)")
    ap.add_argument("--list-sources", action="store_true", help="list the sources and what is left out")
    ap.add_argument("--self-test", action="store_true", help="check the scoring on a hand-made set")
    args = ap.parse_args()

    if args.self_test:
        self_test()
        return 0
    if args.list_sources:
        sources, notes = find_sources(args.sources, args.max_sources)
        for sid, path, package in sources:
            print(f"{sid}\t{package or '-'}\t{path}")
        for note in notes:
            print("note: " + note)
        if not args.sources:
            print("left out as drawn or rendered:")
            for line in DRAWN:
                print("  " + line)
        return 0
    if args.work is None:
        ap.error("WORK is needed")
    work = args.work.resolve()
    check_work(work)

    if args.score_doppel or args.score_czkawka:
        manifest = load_manifest(work)
        if manifest is None:
            raise SystemExit(f"no manifest in {work}: make the set first")
        if args.score_czkawka:
            groups, distances, skipped, other = read_czkawka(args.score_czkawka)
            score_and_print(work, manifest, "czkawka_cli", groups, distances, skipped, other, args.brief)
        if args.score_doppel:
            groups, distances, skipped, other = read_doppel(args.score_doppel)
            score_and_print(work, manifest, "doppel", groups, distances, skipped, other, args.brief)
        return 0

    sources, notes = find_sources(args.sources, args.max_sources)
    for note in notes:
        log("note: " + note)
    if not sources:
        raise SystemExit("no source images found: apt-get install plasma-workspace-wallpapers "
                         "mate-backgrounds lomiri-wallpapers-16.04 lomiri-wallpapers-20.04, or --from PATH")
    magick, magick_version = find_imagemagick(args.imagemagick)
    manifest = make_set(work, sources, magick, magick_version)
    for d, a, b in closest_sources(manifest):
        log(f"closest different sources (own 64-bit DCT hash, any turn or mirror): {a} ~ {b}: {d} bits")
    if args.make_only:
        return 0
    doppel = args.doppel
    if not (os.path.isfile(doppel) and os.access(doppel, os.X_OK)):
        raise ToolFailure(f"no doppel binary at {doppel} (--doppel PATH or DOPPEL=...)")
    report = work / "doppel.json"
    run_doppel(doppel, shlex.split(args.doppel_args), work / "images", report)
    groups, distances, skipped, other = read_doppel(report)
    score_and_print(work, manifest, "doppel", groups, distances, skipped, other, args.brief)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except ToolFailure as e:
        print(f"error: {e}", file=sys.stderr)
        sys.exit(1)
