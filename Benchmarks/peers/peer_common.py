"""What every peer shares: package versions, the timing loop, and the result entries (see run_peers.py)."""

import ctypes
import time
from importlib import metadata


def version(package):
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return "unknown"


# A run longer than this (0.5 s) is its own warm-up.
SLOW_NS = 500_000_000
# kiwi re-solves incrementally per added constraint: 9 s per cold solve of the 1,000-view chain on a 2-core machine.
KIWI_CAP = 1_000
# Yoga's flex-wrap (poga 0.1.19) took 16–24 s per layout of 100,000 items on the 2-core machine.
YOGA_FLOW_CAP = 10_000


def samples(repetitions, prepare, timed, warmup=1):
    """After `warmup` warm-up runs, calls prepare() untimed and times timed(state), `repetitions` times; returns the
    samples (ns) and the last result. A warm-up run slower than SLOW_NS is kept as a sample, and then at most three
    are taken."""
    out = []
    result = None
    for _ in range(warmup):
        state = prepare()
        began = time.perf_counter_ns()
        result = timed(state)
        took = time.perf_counter_ns() - began
        if took > SLOW_NS:
            # A run this slow needs no warming up: it counts as a sample, and three samples are enough.
            out.append(took)
            repetitions = min(repetitions, 3) - 1
    for _ in range(max(0, repetitions)):
        state = prepare()
        began = time.perf_counter_ns()
        result = timed(state)
        out.append(time.perf_counter_ns() - began)
    return out, result


def unavailable(name, package, reason, mode="layout"):
    return {"name": name, "package": package, "version": version(package), "mode": mode, "available": False,
            "reason": reason, "samplesNs": [], "answer": [], "status": "not available"}


def row(name, package, mode, times, answer, status="finished", figures=None):
    entry = {"name": name, "package": package, "version": version(package), "mode": mode, "available": True,
             "reason": "", "samplesNs": times, "answer": answer, "status": status}
    if figures is not None:
        entry["figures"] = figures
    return entry


class Mallinfo2(ctypes.Structure):
    """glibc's struct mallinfo2 (malloc.h), every field a size_t."""
    _fields_ = [(field, ctypes.c_size_t) for field in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks",
                 "keepcost")]


def heap_reader():
    """A function answering the heap bytes in use as glibc counts them (mallinfo2: uordblks + hblkhd, as the Swift
    side reads them), or None where the C library has no mallinfo2. Python's own small objects live in pymalloc's
    arenas, which it maps itself, so they are not counted; larger Python buffers (a list's item array over 512 bytes)
    are, and a measurement must make those before its first reading. The reader allocates nothing glibc counts."""
    try:
        function = ctypes.CDLL(None).mallinfo2
    except (OSError, AttributeError):
        return None
    function.restype = Mallinfo2
    function.argtypes = []

    def in_use():
        info = function()
        return info.uordblks + info.hblkhd

    in_use()
    return in_use
