"""`doppel watch` for the watch benchmarks (watch_latency.py, watch_soak.py).

Builds the release binary, starts `doppel watch --format jsonl` on a folder with its own
fingerprint cache, hands each report line over a queue, and at the end stops it as a user
would (Ctrl+C, SIGINT), killing it if it does not exit.
"""
import contextlib
import os
import queue
import signal
import subprocess
import threading
import time

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOPPEL = os.path.join(HERE, "target", "release", "doppel")


def build():
    subprocess.run(["cargo", "build", "--release", "--locked", "--quiet"], cwd=HERE, check=True)


@contextlib.contextmanager
def watching(folder, cache):
    """Yields (process, queue of report lines) while `doppel watch` runs on `folder`."""
    child = subprocess.Popen(
        [DOPPEL, "watch", "--format", "jsonl", "--cache-file", cache, folder],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    reports = queue.Queue()
    # Each line with the time it arrived, so parsing it is not counted.
    threading.Thread(target=lambda: [reports.put((time.monotonic(), line)) for line in child.stdout],
                     daemon=True).start()
    try:
        yield child, reports
        child.send_signal(signal.SIGINT)
        child.wait(timeout=30)
    finally:
        if child.poll() is None:
            child.kill()
