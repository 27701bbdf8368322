"""How long `doppel watch` takes to show a new copy in its groups after the copy is written.

Usage: python3 benches/watch_latency.py [TREE] [RUNS]
  TREE  a folder copied into a temporary folder to watch (default /usr/share/doc)
  RUNS  copies to make, one at a time (default 5)

Starts `target/release/doppel watch --format jsonl` on the copy (with its own fingerprint
cache), waits for the first report, then repeatedly writes a copy of one file and measures
the time until a report lists it. Goal: under 2 s. Prints each latency and the median.
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
    tree = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/doc"
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    build()
    work = tempfile.mkdtemp()
    try:
        watched = os.path.join(work, "tree")
        shutil.copytree(tree, watched, symlinks=True)
        files = sum(len(f) for _, _, f in os.walk(watched))
        with watching(watched, os.path.join(work, "cache.sqlite3")) as (_, reports):
            started = time.monotonic()
            reports.get(timeout=300)
            print(f"watching {files} files; first report after {time.monotonic() - started:.2f} s")
            source = next(p for p in (os.path.join(d, f) for d, _, fs in os.walk(watched) for f in fs
                                      if not f.startswith("."))
                          if os.path.isfile(p) and not os.path.islink(p) and os.path.getsize(p) > 100)
            latencies = []
            for run in range(runs):
                name = f"copy-{run}-{os.path.basename(source)}"
                target = os.path.join(watched, name)
                written = time.monotonic()
                shutil.copyfile(source, target)
                while True:
                    line = reports.get(timeout=60)
                    groups = json.loads(line)["groups"]
                    if any(f["path"].endswith("/" + name) for g in groups for f in g["files"]):
                        break
                latencies.append(time.monotonic() - written)
                print(f"copy {run + 1}: in the groups after {latencies[-1]:.2f} s")
                time.sleep(1)
            print(f"median {statistics.median(latencies):.2f} s (goal: under 2 s)")
    finally:
        shutil.rmtree(work, ignore_errors=True)

if __name__ == "__main__":
    main()
