"""How long `doppel watch` takes to show a new copy in its groups after the copy is written.

Usage: python3 benches/watch_latency.py [TREE] [RUNS] [--in-place]
  TREE        a folder copied into a temporary folder to watch (default /usr/share/doc)
  RUNS        copies to make, one at a time (default 5)
  --in-place  watch TREE itself instead of a copy (for trees too big to copy, such as the
              generated million-file tree); the copies are written at its top and removed

Starts `target/release/doppel watch --format jsonl` on the folder (with its own fingerprint
cache), waits for the first report, then repeatedly writes a copy of one file that is not a
document (so the near-duplicate stage has nothing to redo) and measures the time until a
report line that lists it arrives (the time to parse the line is not counted). Goal: under
1 s. Prints each latency and the median.
"""
import json
import os
import shutil
import statistics
import sys
import tempfile
import time

from doppel_watch import build, watching


def main():
    in_place = "--in-place" in sys.argv
    args = [a for a in sys.argv[1:] if a != "--in-place"]
    tree = args[0] if args else "/usr/share/doc"
    runs = int(args[1]) if len(args) > 1 else 5
    build()
    work = tempfile.mkdtemp()
    copies = []
    try:
        if in_place:
            watched = os.path.realpath(tree)
        else:
            watched = os.path.join(work, "tree")
            shutil.copytree(tree, watched, symlinks=True)
        files = sum(len(f) for _, _, f in os.walk(watched))
        with watching(watched, os.path.join(work, "cache.sqlite3")) as (_, reports):
            started = time.monotonic()
            reports.get(timeout=600)
            print(f"watching {files} files; first report after {time.monotonic() - started:.2f} s")
            documents = (".txt", ".md", ".pdf", ".docx", ".odt", ".html", ".htm", ".rtf",
                         ".epub", ".py", ".c", ".h", ".rs", ".csv", ".json", ".xml", ".log")
            source = next(p for p in (os.path.join(d, f) for d, _, fs in os.walk(watched) for f in fs
                                      if not f.startswith(".") and not f.endswith(documents))
                          if os.path.isfile(p) and not os.path.islink(p) and os.path.getsize(p) > 100)
            latencies = []
            for run in range(runs):
                name = f"copy-{run}-{os.path.basename(source)}"
                target = os.path.join(watched, name)
                copies.append(target)
                written = time.monotonic()
                shutil.copyfile(source, target)
                while True:
                    arrived, line = reports.get(timeout=60)
                    if name not in line:
                        continue
                    groups = json.loads(line)["groups"]
                    if any(f["path"].endswith("/" + name) for g in groups for f in g["files"]):
                        break
                latencies.append(arrived - written)
                print(f"copy {run + 1}: in the groups after {latencies[-1]:.2f} s")
                time.sleep(1)
            print(f"median {statistics.median(latencies):.2f} s (goal: under 1 s)")
    finally:
        for copy in copies:
            if os.path.exists(copy):
                os.remove(copy)
        shutil.rmtree(work, ignore_errors=True)

if __name__ == "__main__":
    main()
