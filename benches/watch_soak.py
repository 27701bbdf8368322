"""Memory of `doppel watch` while files are created, edited and deleted in a loop.

Usage: python3 benches/watch_soak.py [SECONDS]   (default 180)

Watches a temporary folder holding 2,000 small text files and 200 binaries, then for
SECONDS keeps creating, editing and deleting files (a batch every 0.2 s). Samples the watch
process's resident memory (VmRSS) every 10 s and prints the first and last samples and the
peak. Goal: flat (the last sample within a few MiB of the first after warm-up).
"""
import os
import queue
import random
import shutil
import sys
import tempfile
import time

from doppel_watch import build, watching
WORDS = [f"word{i}" for i in range(3000)]


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def drain(reports):
    """Takes every line waiting in the queue; returns how many there were."""
    taken = 0
    while True:
        try:
            reports.get_nowait()
        except queue.Empty:
            return taken
        taken += 1


def text(rng, n=400):
    return " ".join(rng.choice(WORDS) for _ in range(n))


def main():
    seconds = int(sys.argv[1]) if len(sys.argv) > 1 else 180
    build()
    rng = random.Random(7)
    work = tempfile.mkdtemp()
    try:
        folder = os.path.join(work, "tree")
        os.makedirs(folder)
        for i in range(2000):
            with open(os.path.join(folder, f"doc{i}.txt"), "w") as f:
                f.write(text(rng))
        for i in range(200):
            with open(os.path.join(folder, f"blob{i}.bin"), "wb") as f:
                f.write(os.urandom(4096))
        with watching(folder, os.path.join(work, "c.sqlite3")) as (child, reports):
            time.sleep(5)
            count = 0
            samples = []
            start = time.monotonic()
            next_sample = start
            while time.monotonic() - start < seconds:
                for _ in range(5):
                    action = rng.random()
                    name = os.path.join(folder, f"doc{rng.randrange(2500)}.txt")
                    if action < 0.4:
                        with open(name, "w") as f:
                            f.write(text(rng))
                    elif action < 0.7 and os.path.exists(name):
                        with open(name, "a") as f:
                            f.write(" " + text(rng, 20))
                    elif os.path.exists(name):
                        os.remove(name)
                # Reports are counted and dropped, so this script's own memory stays flat.
                count += drain(reports)
                if time.monotonic() >= next_sample:
                    samples.append(rss_kib(child.pid))
                    print(f"{time.monotonic() - start:6.0f} s  RSS {samples[-1] / 1024:6.1f} MiB  reports {count}")
                    next_sample += 10
                time.sleep(0.2)
        print(f"first {samples[0] / 1024:.1f} MiB, last {samples[-1] / 1024:.1f} MiB, "
              f"peak {max(samples) / 1024:.1f} MiB over {seconds} s and {count} reports")
    finally:
        shutil.rmtree(work, ignore_errors=True)

if __name__ == "__main__":
    main()
