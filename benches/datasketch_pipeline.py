"""The peer pipeline for benches/near_vs_datasketch.sh: datasketch MinHash (128
permutations) + MinHashLSH at threshold 0.8 over lower-cased word 3-shingles, reading every
file under FOLDER. Prints one JSON line: seconds, files, documents, candidate pairs."""
import json
import os
import re
import sys
import time

from datasketch import MinHash, MinHashLSH

WORD = re.compile(r"\w+")


def main(folder):
    start = time.perf_counter()
    lsh = MinHashLSH(threshold=0.8, num_perm=128)
    sketches = {}
    files = 0
    for directory, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(directory, name)
            files += 1
            with open(path, encoding="utf-8", errors="replace") as handle:
                words = WORD.findall(handle.read().lower())
            shingles = {" ".join(words[i:i + 3]).encode() for i in range(len(words) - 2)}
            if len(shingles) < 8:
                continue
            sketch = MinHash(num_perm=128)
            sketch.update_batch(list(shingles))
            lsh.insert(path, sketch)
            sketches[path] = sketch
    pairs = set()
    for path, sketch in sketches.items():
        for other in lsh.query(sketch):
            if other != path:
                pairs.add((min(path, other), max(path, other)))
    print(json.dumps({"seconds": time.perf_counter() - start, "files": files,
                      "documents": len(sketches), "pairs": len(pairs)}))


if __name__ == "__main__":
    main(sys.argv[1])
