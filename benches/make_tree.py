#!/usr/bin/env python3
"""Makes a tree of files that looks like a user's disk, for benchmarks at scale.

usage: benches/make_tree.py DIR [--files N] [--seed S] [--workers W] [--manifest FILE]
       benches/make_tree.py DIR --manifest FILE --manifest-only

Creates DIR (which must not exist, or be empty) holding N file names (default 1,000,000):

- Folders nested a few levels deep under Documents, Pictures, Music, Downloads, ...; each
  folder holds 20-500 entries (files and subfolders).
- Sizes log-normal with a median of 1 KiB (sigma 1.7, at least 16 bytes, capped at
  32 MiB): about 4.9 GB for 1,000,000 names. Contents are random bytes, every distinct
  content unique (an 8-byte tag in the middle of each), so the only duplicates are those
  planted. Modified times are spread over 2015-2025.
- About 12 % of the names are exact copies of another file, in another folder (named as
  the original, or "name (1).ext", "name - Copy.ext", or something else): groups of 2
  (70 % of the groups) and of 3-10.
- About 0.03 % (at least 3) are hard links: extra names for the inode of another file, not
  duplicates. A tenth of them are extra names of a file that has copies.
- About 0.4 % (at least 6) are same-size files that differ, in sets of 2 or 3 sharing a
  size: a third differ only in the last byte, a third only in the first byte, a third only
  in one byte a quarter of the way in (those are 64 KiB-1 MiB, so the difference is far
  from both ends).

Everything, paths, sizes, contents and times, follows from the seed: two runs with the same
N and seed make the same tree (only inode numbers and change times differ).

Prints one summary line (files, bytes, copies and their groups, hard links, same-size
files that differ, what a --keep-one cleanup would move, seconds). --manifest FILE writes
"sha1  path" lines (path relative to DIR, sorted by its bytes; `cd DIR && sha1sum -c FILE`
reads it); with --manifest-only, nothing is created and the manifest of the existing DIR is
written (every regular file, hidden ones too, links not followed), to compare a tree before
and after.

Fast: two worker processes write the files (os.open/os.writev/futimens), each content a
slice of one random pool plus its tag, hashed as it is written. 1,000,000 names take a
couple of minutes on two cores.
"""

import argparse
import hashlib
import math
import multiprocessing
import os
import random
import sys
import tempfile
import time

MEDIAN = 1024
SIGMA = 1.7
MIN_SIZE = 16
MAX_SIZE = 32 << 20
POOL_SIZE = MAX_SIZE + (8 << 20)
COPY_SHARE = 0.12
HARD_LINK_SHARE = 0.0003
SAME_SIZE_SHARE = 0.004
PAIR_SHARE = 0.7  # share of copy groups that are pairs; the rest hold 3-10 files
TIME_FROM = 1420070400  # 2015-01-01
TIME_TO = 1748736000  # 2025-06-01
TAG = 8

TOP = ["Documents", "Pictures", "Music", "Downloads", "Projects", "Backup", "Desktop", "Videos"]
WORDS = (
    "report invoice notes draft final budget plan summary letter photo holiday trip family "
    "party garden house car work school thesis paper slides chart data results backup old "
    "new archive misc scan receipt contract minutes agenda meeting project client design "
    "logo banner poster cover sketch model render audio track demo mix song album live "
    "session config main utils helpers test build release setup index readme changelog "
    "lisbon paris berlin tokyo summer winter spring autumn birthday wedding kids dog cat "
    "café résumé übersicht naïve façade jalapeño 日本語 données"
).split()
FOLDER_WORDS = (
    "2015 2016 2017 2018 2019 2020 2021 2022 2023 2024 old archive misc src lib docs assets "
    "images export import scans camera phone work personal taxes bills travel recipes "
    "music-library mixes stems samples vendor build tmp shared team clients invoices drafts "
    "final 'Trip to Lisbon' 'Summer 2019' 'Family photos' 'Old laptop' 'New folder' "
    "'Projets clients' 'Fotos Urlaub' 'Copy of backup'"
)


def folder_words():
    import shlex

    return shlex.split(FOLDER_WORDS)


def file_name(rng):
    """A plausible file name; names repeat across folders, as camera names do."""
    kind = rng.random()
    if kind < 0.30:
        r = rng.random()
        if r < 0.5:
            return f"IMG_{rng.randrange(10000):04d}.jpg"
        if r < 0.8:
            return f"DSC{rng.randrange(100000):05d}.JPG"
        return f"PXL_{rng.randrange(2018, 2025)}{rng.randrange(1, 13):02d}{rng.randrange(1, 29):02d}_{rng.randrange(240000):06d}.jpg"
    w1, w2 = rng.choice(WORDS), rng.choice(WORDS)
    if kind < 0.55:
        ext = rng.choice([".pdf", ".docx", ".txt", ".odt", ".xlsx", ".md", ".csv"])
        form = rng.random()
        if form < 0.4:
            return f"{w1}-{w2}{ext}"
        if form < 0.7:
            return f"{w1.capitalize()} {w2} {rng.randrange(1, 100)}{ext}"
        return f"{w1}_{rng.randrange(2010, 2025)}{ext}"
    if kind < 0.65:
        return f"{rng.randrange(1, 20):02d} - {w1.capitalize()} {w2.capitalize()}.mp3"
    if kind < 0.85:
        ext = rng.choice([".py", ".rs", ".js", ".h", ".c", ".json", ".html", ".css"])
        return f"{w1}_{w2}{ext}" if rng.random() < 0.5 else f"{w1}{ext}"
    ext = rng.choice([".zip", ".log", ".bin", ".dat", ".bak", ".iso", ".tar.gz", ".mp4"])
    return f"{w1}{rng.randrange(1000)}{ext}"


def copy_name(rng, name):
    r = rng.random()
    if r < 0.6:
        return name
    stem, dot, ext = name.partition(".")
    ext = dot + ext
    if r < 0.75:
        return f"{stem} (1){ext}"
    if r < 0.85:
        return f"{stem} - Copy{ext}"
    return file_name(rng)


def unique_in(names, name):
    """`name`, or "stem (2).ext", "stem (3).ext"... if the folder already has it."""
    if name not in names:
        names.add(name)
        return name
    stem, dot, ext = name.partition(".")
    n = 2
    while True:
        candidate = f"{stem} ({n}){dot}{ext}"
        if candidate not in names:
            names.add(candidate)
            return candidate
        n += 1


def draw_size(rng):
    return min(max(int(rng.lognormvariate(math.log(MEDIAN), SIGMA)), MIN_SIZE), MAX_SIZE)


class Content:
    """What a file holds: pool[off:off+size] with an 8-byte tag at the middle and,
    optionally, one byte flipped (`flip` = (position, xor))."""

    __slots__ = ("off", "size", "tag", "flip")

    def __init__(self, off, size, tag, flip=None):
        self.off, self.size, self.tag, self.flip = off, size, tag, flip


def segments(pool, c):
    size, off = c.size, c.off
    t = (size - TAG) // 2
    tag = c.tag.to_bytes(TAG, "little")
    if c.flip is None:
        return [pool[off : off + t], tag, pool[off + t + TAG : off + size]]
    pos, xor = c.flip
    assert not (t <= pos < t + TAG)
    whole = [(0, t, None), (t, t + TAG, tag), (t + TAG, size, None)]
    out = []
    for start, end, fixed in whole:
        if start <= pos < end:
            base = fixed if fixed is not None else pool[off + start : off + end]
            i = pos - start
            out += [base[:i], bytes([base[i] ^ xor]), base[i + 1 :]]
        else:
            out.append(fixed if fixed is not None else pool[off + start : off + end])
    return [s for s in out if len(s)]


def make_pool(seed):
    return memoryview(random.Random(f"pool-{seed}").randbytes(POOL_SIZE))


# --- planning ---------------------------------------------------------------------------


def plan(n, seed):
    """Folders, and for each file: (folder index, name, Content, mtime ns, role)."""
    rng = random.Random(seed)
    # Files per folder, log-uniform over 20-470 (subfolders, up to 30, make up the rest).
    counts = []
    total = 0
    while total < n:
        c = int(math.exp(rng.uniform(math.log(20), math.log(470))))
        c = min(c, n - total)
        counts.append(c)
        total += c
    # Folders: the top ones, then each new folder under a random one not yet 5 deep or full.
    words = folder_words()
    folders = []  # (path, depth)
    open_ = []
    children = {}
    for name in TOP[: max(1, min(len(TOP), len(counts)))]:
        folders.append((name, 1))
        open_.append(len(folders) - 1)
    while len(folders) < len(counts):
        parent = open_[rng.randrange(len(open_))]
        ppath, depth = folders[parent]
        names = children.setdefault(parent, set())
        name = unique_in(names, rng.choice(words))
        folders.append((f"{ppath}/{name}", depth + 1))
        if depth + 1 < 5:
            open_.append(len(folders) - 1)
        if len(names) >= 30:
            open_.remove(parent)
    rng.shuffle(counts)

    # Roles: unique files, same-size sets, copies, hard links.
    links = max(3, round(n * HARD_LINK_SHARE)) if n >= 1000 else max(0, n // 300)
    same = max(6, round(n * SAME_SIZE_SHARE)) if n >= 1000 else 0
    copies = round(n * COPY_SHARE)
    uniques = n - links - same - copies
    assert uniques > copies, "too few files"

    slots = [f for f, c in enumerate(counts) for _ in range(c)]
    rng.shuffle(slots)
    names_in = [set() for _ in folders]
    files = []  # [folder, name, content, mtime_ns, role]
    tag = 0

    def mtime():
        return rng.randrange(TIME_FROM, TIME_TO) * 10**9 + rng.randrange(10**9)

    pos = 0
    for _ in range(uniques):
        folder = slots[pos]
        pos += 1
        size = draw_size(rng)
        tag += 1
        content = Content(rng.randrange(POOL_SIZE - size + 1), size, tag)
        files.append([folder, unique_in(names_in[folder], file_name(rng)), content, mtime(), "unique"])

    # Same-size sets of 2 or 3 differing in one byte: last, first, or a quarter in.
    made = 0
    kinds = ("last", "first", "inner")
    k = 0
    while made < same:
        members = min(rng.choice((2, 2, 3)), same - made)
        if members < 2:  # a lone leftover joins the previous set
            members = 1
        kind = kinds[k % 3]
        k += 1
        if kind == "inner":
            size = rng.randrange(64 << 10, 1 << 20)
        else:
            size = max(draw_size(rng), 64)
        if members == 1:
            size, kind, base = files[-1][2].size, prev_kind, prev_base
            off, t = base.off, base.tag
        else:
            tag += 1
            off, t = rng.randrange(POOL_SIZE - size + 1), tag
        position = {"last": size - 1, "first": 0, "inner": size // 4}[kind]
        for m in range(members):
            folder = slots[pos]
            pos += 1
            xor = m if members > 1 else 3
            content = Content(off, size, t, (position, xor) if xor else None)
            files.append([folder, unique_in(names_in[folder], file_name(rng)), content, mtime(), "same-size"])
        prev_kind, prev_base = kind, Content(off, size, t)
        made += members

    # Copy groups: sources are distinct unique files; copies go to other folders.
    sources = rng.sample(range(uniques), min(uniques, copies))
    groups = []
    left = copies
    si = 0
    while left > 0:
        extra = 1 if rng.random() < PAIR_SHARE else rng.randint(2, 9)
        extra = min(extra, left)
        src = sources[si]
        si += 1
        group = [src]
        for _ in range(extra):
            folder = slots[pos]
            pos += 1
            if folder == files[src][0]:  # same folder as the original: swap with a later slot
                for j in range(pos, len(slots)):
                    if slots[j] != folder:
                        slots[pos - 1], slots[j] = slots[j], slots[pos - 1]
                        folder = slots[pos - 1]
                        break
            name = unique_in(names_in[folder], copy_name(rng, files[src][1]))
            t = files[src][3] if rng.random() < 0.5 else mtime()
            files.append([folder, name, files[src][2], t, "copy"])
            group.append(len(files) - 1)
        groups.append(group)
        left -= extra

    # Hard links: extra names for a unique file, or (a tenth) for a member of a copy group.
    hard_links = []
    in_groups = [i for g in groups for i in g]
    for _ in range(links):
        if in_groups and rng.random() < 0.1:
            target = rng.choice(in_groups)
        else:
            target = rng.randrange(uniques)
        folder = slots[pos]
        pos += 1
        name = unique_in(names_in[folder], files[target][1] if rng.random() < 0.5 else file_name(rng))
        hard_links.append((folder, name, target))
    assert pos == len(slots) == n
    return [p for p, _ in folders], files, groups, hard_links


# --- writing ----------------------------------------------------------------------------

_WORK = {}


def write_shard(args):
    """Writes files[k::workers]; returns (bytes, path of a "sha1  path" list or None)."""
    k, workers, root, want_hash, tmpdir = args
    pool, folders, files = _WORK["pool"], _WORK["folders"], _WORK["files"]
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC
    written = 0
    lines = []
    for i in range(k, len(files), workers):
        folder, name, content, mtime, _ = files[i]
        rel = f"{folders[folder]}/{name}"
        segs = segments(pool, content)
        fd = os.open(f"{root}/{rel}", flags, 0o644)
        try:
            n = os.writev(fd, segs)
            if n != content.size:  # a short write: finish it piece by piece
                data = b"".join(segs)[n:]
                while data:
                    data = data[os.write(fd, data) :]
            os.utime(fd, ns=(mtime, mtime))
        finally:
            os.close(fd)
        written += content.size
        if want_hash:
            h = hashlib.sha1()
            for s in segs:
                h.update(s)
            lines.append(f"{h.hexdigest()}  {rel}\n")
    out = None
    if want_hash:
        out = os.path.join(tmpdir, f"shard-{k}")
        with open(out, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.writelines(lines)
    return written, out


def write_manifest(lines, path):
    lines.sort(key=lambda line: line[42:].encode("utf-8", "surrogateescape"))
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.writelines(lines)


def make(args):
    root = os.path.abspath(args.dir)
    if os.path.exists(root) and os.listdir(root):
        sys.exit(f"make_tree: {root} exists and is not empty")
    start = time.monotonic()
    folders, files, groups, hard_links = plan(args.files, args.seed)
    planned = time.monotonic()
    os.makedirs(root, exist_ok=True)
    for p in folders:
        os.makedirs(f"{root}/{p}", exist_ok=True)
    _WORK.update(pool=make_pool(args.seed), folders=folders, files=files)
    with tempfile.TemporaryDirectory() as tmp:
        jobs = [(k, args.workers, root, bool(args.manifest), tmp) for k in range(args.workers)]
        if args.workers == 1:
            results = [write_shard(jobs[0])]
        else:
            with multiprocessing.get_context("fork").Pool(args.workers) as pool:
                results = pool.map(write_shard, jobs)
        total = sum(r[0] for r in results)
        lines = []
        if args.manifest:
            for _, shard in results:
                with open(shard, encoding="utf-8", errors="surrogateescape") as f:
                    lines += f.readlines()
    by_path = {}
    if args.manifest:
        by_path = {line[42:-1]: line[:40] for line in lines}
    for folder, name, target in hard_links:
        t = files[target]
        src = f"{folders[t[0]]}/{t[1]}"
        rel = f"{folders[folder]}/{name}"
        os.link(f"{root}/{src}", f"{root}/{rel}")
        if args.manifest:
            lines.append(f"{by_path[src]}  {rel}\n")
    if args.manifest:
        write_manifest(lines, args.manifest)
    elapsed = time.monotonic() - start

    copies = sum(len(g) - 1 for g in groups)
    copy_bytes = sum(files[g[0]][2].size * (len(g) - 1) for g in groups)
    same = sum(1 for f in files if f[4] == "same-size")
    names = len(files) + len(hard_links)
    print(
        f"make_tree: {names} files ({len(files)} inodes, {len(folders)} folders), "
        f"{total} bytes ({total / 2**30:.2f} GiB), {copies} copies in {len(groups)} groups "
        f"({copy_bytes} bytes), {len(hard_links)} hard links, {same} same-size-different, "
        f"{elapsed:.1f} s (planning {planned - start:.1f} s) in {root}"
    )


# --- manifest of an existing tree -------------------------------------------------------


def hash_chunk(paths):
    root = _WORK["root"]
    out = []
    for rel in paths:
        h = hashlib.sha1()
        with open(os.path.join(root, rel), "rb", buffering=0) as f:
            while True:
                b = f.read(1 << 20)
                if not b:
                    break
                h.update(b)
        out.append(f"{h.hexdigest()}  {rel}\n")
    return out


def walk(root):
    rels = []
    stack = [""]
    while stack:
        rel = stack.pop()
        with os.scandir(os.path.join(root, rel) if rel else root) as it:
            for e in it:
                r = f"{rel}/{e.name}" if rel else e.name
                if e.is_dir(follow_symlinks=False):
                    stack.append(r)
                elif e.is_file(follow_symlinks=False):
                    rels.append(r)
    return rels


def manifest_only(args):
    root = os.path.abspath(args.dir)
    start = time.monotonic()
    _WORK["root"] = root
    rels = walk(root)
    chunks = [rels[i : i + 2000] for i in range(0, len(rels), 2000)]
    lines = []
    if args.workers == 1:
        for c in chunks:
            lines += hash_chunk(c)
    else:
        with multiprocessing.get_context("fork").Pool(args.workers) as pool:
            for part in pool.imap_unordered(hash_chunk, chunks):
                lines += part
    write_manifest(lines, args.manifest)
    print(f"make_tree: manifest of {len(lines)} files in {root}, {time.monotonic() - start:.1f} s")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("dir")
    p.add_argument("--files", type=int, default=1_000_000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1))
    p.add_argument("--manifest", help='write "sha1  path" lines, sorted by path, to this file')
    p.add_argument("--manifest-only", action="store_true", help="only write the manifest of the existing DIR")
    args = p.parse_args()
    if args.manifest_only:
        if not args.manifest:
            p.error("--manifest-only needs --manifest FILE")
        manifest_only(args)
    else:
        if args.files < 100:
            p.error("--files must be at least 100")
        make(args)


if __name__ == "__main__":
    main()
