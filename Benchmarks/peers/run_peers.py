#!/usr/bin/env python3
"""Runs Trellis's benchmark peers on one input exported by `trellis-bench --peers`.

Usage: run_peers.py JOB.json RESULT.json

The job names a kind ("tree", "flow", "constraints", "masonry"), the repetitions and the input. Every peer that can
be imported runs on exactly that input; only the layout or solve call is timed (building the peer's own node tree,
model or constraint objects is set-up and is not). The result lists, per peer, its version, whether it was available
(and why not), the timed samples in nanoseconds, and its answer (frames, variable values, tallest column) for the
benchmark to compare with Trellis's. Standard library only, besides the peers themselves; the peers live in layout_peers.py and
solver_peers.py.
"""

import json
import sys

from layout_peers import taffy_flow, taffy_tree, yoga_flow, yoga_tree
from peer_common import unavailable
from solver_peers import cpsat_masonry, glpk_constraints, highs_constraints, kiwi_constraints


PEERS = {
    "tree": [taffy_tree, yoga_tree],
    "flow": [taffy_flow, yoga_flow],
    "constraints": [kiwi_constraints, highs_constraints, glpk_constraints],
    "masonry": [cpsat_masonry],
}


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 64
    with open(argv[1], encoding="utf-8") as handle:
        job = json.load(handle)
    results = []
    for peer in PEERS.get(job["kind"], []):
        try:
            results += peer(job)
        except Exception as error:  # noqa: BLE001 - a failing peer is reported, not fatal
            results.append(unavailable(peer.__name__, "unknown", f"failed: {type(error).__name__}: {error}"))
    # json.dumps, not json.dump: dump streams through the pure-Python encoder, 4× slower on 4·10⁶ frame numbers.
    with open(argv[2], "w", encoding="utf-8") as handle:
        handle.write(json.dumps({"python": sys.version.split()[0], "peers": results}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
