#!/usr/bin/env python3
"""Runs Trellis's benchmark peers on one input exported by `trellis-bench --peers`.

Usage: run_peers.py JOB.json RESULT.json

The job names a kind ("tree", "flow", "constraints", "masonry"), the repetitions and the input. Every peer that can
be imported runs on exactly that input; only the layout or solve call is timed (building the peer's own node tree,
model or constraint objects is set-up and is not). The result lists, per peer, its version, whether it was available
(and why not), the timed samples in nanoseconds, and its answer (frames, variable values, tallest column) for the
benchmark to compare with Trellis's. Standard library only, besides the peers themselves.
"""

import json
import math
import sys
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


def row(name, package, mode, times, answer, status="finished"):
    return {"name": name, "package": package, "version": version(package), "mode": mode, "available": True,
            "reason": "", "samplesNs": times, "answer": answer, "status": status}


# MARK: - Trees and flows


def preorder(nodes):
    """Each node's children (indices) from the flat pre-order list [[kind, a, b, child count], ...]."""
    children = [[] for _ in nodes]
    stack = []
    for index, node in enumerate(nodes):
        while stack and stack[-1][1] == 0:
            stack.pop()
        if stack:
            children[stack[-1][0]].append(index)
            stack[-1][1] -= 1
        if node[3] > 0:
            stack.append([index, node[3]])
    return children


def taffy_modules():
    """stretchable's native module, its Taffy instance, and a cache of style dictionaries: building a `Style` costs
    about a millisecond of Python, so each distinct style is built once and nodes are created natively from it."""
    from stretchable import Style, taffylib
    from stretchable.context import taffy
    from stretchable.style.geometry.size import SizeAvailableSpace

    cache = {}

    def style(**fields):
        key = tuple(sorted((name, repr(value)) for name, value in fields.items()))
        if key not in cache:
            cache[key] = Style(**fields).to_dict()
        return cache[key]

    taffylib.disable_rounding(taffy._ptr)
    return taffylib, taffy._ptr, style, SizeAvailableSpace.default().to_dict()


def taffy_tree(job):
    """Taffy through stretchable: HStack/VStack as flex rows/columns (gap, align-items centre), padding as a flex
    container with padding, boxes as fixed sizes; flex-shrink 0 everywhere (stacks in Trellis never squeeze fixed
    leaves)."""
    try:
        from stretchable.style import AlignItems, FlexDirection
        taffylib, ptr, style, space = taffy_modules()
    except Exception as error:  # noqa: BLE001 - any import failure means the peer is missing
        return [unavailable("Taffy", "stretchable", f"import failed: {error}", mode)
                for mode in job.get("modes", ["layout"])]
    nodes = job["input"]["nodes"]
    children = preorder(nodes)
    gap = job["input"]["gap"]

    def leaf(width, height):
        return style(size=(width, height), flex_shrink=0)

    ids = []
    for kind, a, b, _ in nodes:
        if kind == "box":
            fields = leaf(a, b)
        elif kind == "pad":
            fields = style(padding=a, flex_shrink=0, align_items=AlignItems.START)
        else:
            fields = style(flex_direction=FlexDirection.ROW if kind == "h" else FlexDirection.COLUMN, gap=gap,
                           align_items=AlignItems.CENTER, flex_shrink=0)
        ids.append(taffylib.node_create(ptr, fields))
    for index, kids in enumerate(children):
        for kid in kids:
            taffylib.node_add_child(ptr, ids[index], ids[kid])
    leaves = [i for i, (kind, _, _, _) in enumerate(nodes) if kind == "box"]

    def cold():
        for i in leaves:
            taffylib.node_mark_dirty(ptr, ids[i])

    def compute(_):
        return taffylib.node_compute_layout(ptr, ids[0], space)

    results = []
    repetitions = job["repetitions"]
    times, _ = samples(repetitions, cold, compute)
    results.append(row("Taffy", "stretchable", "layout", times, taffy_frames(taffylib, ptr, ids, children)))
    if "relayout" in job.get("modes", []) and leaves:
        changed = leaves[len(leaves) // 2]
        w, h = nodes[changed][1:3]
        wider, original = leaf(w + 2, h), leaf(w, h)
        toggle = [False]

        def change():
            toggle[0] = not toggle[0]
            taffylib.node_set_style(ptr, ids[changed], wider if toggle[0] else original)

        compute(None)
        times, _ = samples(repetitions, change, compute)
        results.append(row("Taffy", "stretchable", "relayout", times, []))
    return results


def taffy_frames(taffylib, ptr, ids, children):
    layout = taffylib.PyLayout()
    frames = [0.0] * (4 * len(ids))
    origin = [(0.0, 0.0)] * len(ids)
    for index, node_id in enumerate(ids):
        taffylib.node_get_layout(ptr, node_id, layout)
        x, y = origin[index]
        x += layout.x if index else 0.0
        y += layout.y if index else 0.0
        frames[4 * index: 4 * index + 4] = [x, y, layout.width, layout.height]
        for kid in children[index]:
            origin[kid] = (x, y)
    return frames


def yoga_tree(job):
    """Yoga through poga (a Yoga without gap support): a stack's gap is a leading margin on every child but the
    first."""
    try:
        import poga.libpoga_capi as yg
    except Exception as error:  # noqa: BLE001
        return [unavailable("Yoga", "poga", f"import failed: {error}")]
    nodes = job["input"]["nodes"]
    children = preorder(nodes)
    gap = job["input"]["gap"]
    made = [yg.YGNodeNew() for _ in nodes]
    for index, (kind, a, b, _) in enumerate(nodes):
        node = made[index]
        if kind == "box":
            yg.YGNodeStyleSetWidth(node, a)
            yg.YGNodeStyleSetHeight(node, b)
        elif kind == "pad":
            yg.YGNodeStyleSetPadding(node, yg.YGEdge.All, a)
            yg.YGNodeStyleSetAlignItems(node, yg.YGAlign.FlexStart)
        else:
            horizontal = kind == "h"
            yg.YGNodeStyleSetFlexDirection(node, yg.YGFlexDirection.Row if horizontal else yg.YGFlexDirection.Column)
            yg.YGNodeStyleSetAlignItems(node, yg.YGAlign.Center)
            for position, kid in enumerate(children[index]):
                if position:
                    yg.YGNodeStyleSetMargin(made[kid], yg.YGEdge.Left if horizontal else yg.YGEdge.Top, gap)
        yg.YGNodeStyleSetFlexShrink(node, 0)
    for index, kids in enumerate(children):
        for position, kid in enumerate(kids):
            yg.YGNodeInsertChild(made[index], made[kid], position)
    leaves = [i for i, (kind, _, _, _) in enumerate(nodes) if kind == "box"]

    def cold():
        # Yoga only re-lays out dirty nodes, and only a style change marks a container's leaf dirty.
        for i in leaves:
            yg.YGNodeStyleSetWidth(made[i], nodes[i][1] + 1)
            yg.YGNodeStyleSetWidth(made[i], nodes[i][1])

    def compute(_):
        yg.YGNodeCalculateLayout(made[0], math.nan, math.nan, yg.YGDirection.LTR)

    times, _ = samples(job["repetitions"], cold, compute)
    frames = yoga_frames(yg, made, children)
    yg.YGNodeFreeRecursive(made[0])
    return [row("Yoga", "poga", "layout", times, frames)]


def yoga_frames(yg, made, children):
    frames = [0.0] * (4 * len(made))
    origin = [(0.0, 0.0)] * len(made)
    for index, node in enumerate(made):
        x, y = origin[index]
        if index:
            x += yg.YGNodeLayoutGetLeft(node)
            y += yg.YGNodeLayoutGetTop(node)
        frames[4 * index: 4 * index + 4] = [x, y, yg.YGNodeLayoutGetWidth(node), yg.YGNodeLayoutGetHeight(node)]
        for kid in children[index]:
            origin[kid] = (x, y)
    return frames


def taffy_flow(job):
    """Taffy flex-wrap: a row container of the flow's width, column gap and row gap, lines and items at the start."""
    try:
        from stretchable.style import AlignContent, AlignItems, FlexDirection, FlexWrap
        taffylib, ptr, style, space = taffy_modules()
    except Exception as error:  # noqa: BLE001
        return [unavailable("Taffy flex-wrap", "stretchable", f"import failed: {error}")]
    spec = job["input"]
    container = taffylib.node_create(ptr, style(
        flex_direction=FlexDirection.ROW, flex_wrap=FlexWrap.WRAP, size=(spec["maxWidth"], None),
        gap=(spec["horizontalSpacing"], spec["verticalSpacing"]), align_items=AlignItems.START,
        align_content=AlignContent.START))
    ids = [taffylib.node_create(ptr, style(size=(w, h), flex_shrink=0)) for w, h in spec["sizes"]]
    for node_id in ids:
        taffylib.node_add_child(ptr, container, node_id)

    def cold():
        for node_id in ids:
            taffylib.node_mark_dirty(ptr, node_id)

    def compute(_):
        taffylib.node_compute_layout(ptr, container, space)

    times, _ = samples(job["repetitions"], cold, compute)
    layout = taffylib.PyLayout()
    frames = []
    for node_id in ids:
        taffylib.node_get_layout(ptr, node_id, layout)
        frames += [layout.x, layout.y, layout.width, layout.height]
    return [row("Taffy flex-wrap", "stretchable", "layout", times, frames)]


def yoga_flow(job):
    """Yoga flex-wrap (no gap support in poga's Yoga): every item gets a right margin of the column gap and a bottom
    margin of the row gap, and the container is one column gap wider, which breaks lines at the same items."""
    try:
        import poga.libpoga_capi as yg
    except Exception as error:  # noqa: BLE001
        return [unavailable("Yoga flex-wrap", "poga", f"import failed: {error}")]
    if job["n"] > YOGA_FLOW_CAP:
        return [unavailable("Yoga flex-wrap", "poga", f"skipped above N = {YOGA_FLOW_CAP:,} (16–24 s per layout at 10⁵)")]
    spec = job["input"]
    container = yg.YGNodeNew()
    yg.YGNodeStyleSetFlexDirection(container, yg.YGFlexDirection.Row)
    yg.YGNodeStyleSetFlexWrap(container, yg.YGWrap.Wrap)
    yg.YGNodeStyleSetWidth(container, spec["maxWidth"] + spec["horizontalSpacing"])
    yg.YGNodeStyleSetAlignItems(container, yg.YGAlign.FlexStart)
    yg.YGNodeStyleSetAlignContent(container, yg.YGAlign.FlexStart)
    items = []
    for position, (w, h) in enumerate(spec["sizes"]):
        item = yg.YGNodeNew()
        yg.YGNodeStyleSetWidth(item, w)
        yg.YGNodeStyleSetHeight(item, h)
        yg.YGNodeStyleSetFlexShrink(item, 0)
        yg.YGNodeStyleSetMargin(item, yg.YGEdge.Right, spec["horizontalSpacing"])
        yg.YGNodeStyleSetMargin(item, yg.YGEdge.Bottom, spec["verticalSpacing"])
        yg.YGNodeInsertChild(container, item, position)
        items.append(item)
    sizes = spec["sizes"]

    def cold():
        for item, (w, _) in zip(items, sizes):
            yg.YGNodeStyleSetWidth(item, w + 1)
            yg.YGNodeStyleSetWidth(item, w)

    def compute(_):
        yg.YGNodeCalculateLayout(container, math.nan, math.nan, yg.YGDirection.LTR)

    times, _ = samples(job["repetitions"], cold, compute)
    frames = []
    for item in items:
        frames += [yg.YGNodeLayoutGetLeft(item), yg.YGNodeLayoutGetTop(item), yg.YGNodeLayoutGetWidth(item),
                   yg.YGNodeLayoutGetHeight(item)]
    yg.YGNodeFreeRecursive(container)
    return [row("Yoga flex-wrap", "poga", "layout", times, frames)]


# MARK: - Constraints

STRENGTHS = {1000: "required", 750: "strong", 500: "medium", 250: "weak"}
# The naive model's weights per priority: kiwi's (Cassowary's) strong, medium and weak.
WEIGHTS = {750: 1e6, 500: 1e3, 250: 1.0}


def kiwi_constraints(job):
    try:
        import kiwisolver as kiwi
    except Exception as error:  # noqa: BLE001
        return [unavailable("kiwi", "kiwisolver", f"import failed: {error}")]
    if job["n"] > KIWI_CAP:
        return [unavailable("kiwi", "kiwisolver", f"skipped above N = {KIWI_CAP:,} (seconds per cold solve)")]
    spec = job["input"]
    variables = {name: kiwi.Variable(name) for name in spec["variables"]}
    made = []
    for terms, constant, relation, priority in spec["constraints"]:
        expression = sum((coefficient * variables[name] for name, coefficient in terms), constant)
        constraint = {"==": expression == 0, "<=": expression <= 0, ">=": expression >= 0}[relation]
        made.append(constraint | STRENGTHS.get(priority, kiwi.strength.create(0, 0, priority)))

    def solve(_):
        solver = kiwi.Solver()
        for constraint in made:
            solver.addConstraint(constraint)
        solver.updateVariables()
        return solver

    times, _ = samples(job["repetitions"], lambda: None, solve)
    return [row("kiwi", "kiwisolver", "layout", times, [variables[name].value() for name in spec["variables"]])]


def naive_model(spec):
    """The weighted L1 model: one column per variable (free), one row per constraint, and for every non-required
    constraint error columns (≥ 0) whose weighted sum is minimised. Returns columns' costs and bounds, rows' bounds and
    the sparse matrix by rows."""
    index = {name: i for i, name in enumerate(spec["variables"])}
    cost = [0.0] * len(index)
    lower = [-math.inf] * len(index)
    upper = [math.inf] * len(index)
    rows = []
    for terms, constant, relation, priority in spec["constraints"]:
        entries = [(index[name], coefficient) for name, coefficient in terms]
        if priority != 1000:
            weight = WEIGHTS.get(priority, 1.0)
            if relation in ("==", ">="):
                entries.append((len(cost), 1.0))
                cost.append(weight)
                lower.append(0.0)
                upper.append(math.inf)
            if relation in ("==", "<="):
                entries.append((len(cost), -1.0))
                cost.append(weight)
                lower.append(0.0)
                upper.append(math.inf)
        low = -constant if relation in ("==", ">=") else -math.inf
        high = -constant if relation in ("==", "<=") else math.inf
        rows.append((entries, low, high))
    return cost, lower, upper, rows


def highs_constraints(job):
    try:
        import highspy
        import numpy as np
    except Exception as error:  # noqa: BLE001
        return [unavailable("HiGHS (naive model)", "highspy", f"import failed: {error}")]
    spec = job["input"]
    cost, lower, upper, rows = naive_model(spec)
    inf = highspy.kHighsInf
    lp = highspy.HighsLp()
    lp.num_col_ = len(cost)
    lp.num_row_ = len(rows)
    lp.col_cost_ = np.array(cost)
    lp.col_lower_ = np.array([max(-inf, v) for v in lower])
    lp.col_upper_ = np.array([min(inf, v) for v in upper])
    lp.row_lower_ = np.array([max(-inf, r[1]) for r in rows])
    lp.row_upper_ = np.array([min(inf, r[2]) for r in rows])
    lp.a_matrix_.format_ = highspy.MatrixFormat.kRowwise
    starts, indices, values = [0], [], []
    for entries, _, _ in rows:
        indices += [i for i, _ in entries]
        values += [v for _, v in entries]
        starts.append(len(indices))
    lp.a_matrix_.start_ = np.array(starts, dtype=np.int32)
    lp.a_matrix_.index_ = np.array(indices, dtype=np.int32)
    lp.a_matrix_.value_ = np.array(values)

    def prepare():
        h = highspy.Highs()
        h.setOptionValue("output_flag", False)
        h.setOptionValue("threads", 1)
        return h

    def solve(h):
        h.passModel(lp)
        h.run()
        return h

    times, h = samples(job["repetitions"], prepare, solve)
    status = h.modelStatusToString(h.getModelStatus())
    values = list(h.getSolution().col_value)[: len(spec["variables"])]
    return [row("HiGHS (naive model)", "highspy", "layout", times, values, status.lower())]


def glpk_constraints(job):
    try:
        import swiglpk as glp
    except Exception as error:  # noqa: BLE001
        return [unavailable("GLPK (naive model)", "swiglpk", f"import failed: {error}")]
    spec = job["input"]
    cost, lower, upper, rows = naive_model(spec)
    count = sum(len(entries) for entries, _, _ in rows)
    ia, ja, ar = glp.intArray(count + 1), glp.intArray(count + 1), glp.doubleArray(count + 1)
    k = 1
    for r, (entries, _, _) in enumerate(rows):
        for column, value in entries:
            ia[k], ja[k], ar[k] = r + 1, column + 1, value
            k += 1

    def bounds(low, high):
        if low == -math.inf and high == math.inf:
            return glp.GLP_FR, 0.0, 0.0
        if low == -math.inf:
            return glp.GLP_UP, 0.0, high
        if high == math.inf:
            return glp.GLP_LO, low, 0.0
        return (glp.GLP_FX if low == high else glp.GLP_DB), low, high

    def prepare():
        # Loading the model is set-up here (Python loops over its rows); only the simplex call is timed.
        lp = glp.glp_create_prob()
        glp.glp_set_obj_dir(lp, glp.GLP_MIN)
        glp.glp_add_rows(lp, len(rows))
        for r, (_, low, high) in enumerate(rows):
            glp.glp_set_row_bnds(lp, r + 1, *bounds(low, high))
        glp.glp_add_cols(lp, len(cost))
        for c in range(len(cost)):
            glp.glp_set_col_bnds(lp, c + 1, *bounds(lower[c], upper[c]))
            glp.glp_set_obj_coef(lp, c + 1, cost[c])
        glp.glp_load_matrix(lp, count, ia, ja, ar)
        return lp

    def solve(lp):
        parm = glp.glp_smcp()
        glp.glp_init_smcp(parm)
        parm.msg_lev = glp.GLP_MSG_OFF
        parm.presolve = glp.GLP_ON
        glp.glp_simplex(lp, parm)
        return lp

    times, lp = samples(job["repetitions"], prepare, solve)
    status = {glp.GLP_OPT: "optimal", glp.GLP_FEAS: "feasible", glp.GLP_NOFEAS: "infeasible"}.get(
        glp.glp_get_status(lp), "status %d" % glp.glp_get_status(lp))
    values = [glp.glp_get_col_prim(lp, c + 1) for c in range(len(spec["variables"]))]
    glp.glp_delete_prob(lp)
    return [row("GLPK (naive model)", "swiglpk", "layout", times, values, f"{status}, GLPK {glp.glp_version()}")]


# MARK: - Masonry


def cpsat_masonry(job):
    """CP-SAT on the integer-scaled masonry: x[i][c] booleans, one column per item, a column's scaled load minus one
    spacing at most T, T minimised; columns numbered by their first item (x[i][c] = 0 for c > i)."""
    try:
        from ortools.sat.python import cp_model
    except Exception as error:  # noqa: BLE001
        return [unavailable("CP-SAT (integer-scaled)", "ortools", f"import failed: {error}")]
    spec = job["input"]
    scale, k, spacing = spec["scale"], spec["columns"], round(spec["spacing"] * spec["scale"])
    lengths = [round(length * scale) for length in spec["lengths"]]
    n = len(lengths)
    model = cp_model.CpModel()
    x = [[model.NewBoolVar(f"x{i}_{c}") for c in range(k)] for i in range(n)]
    tallest = model.NewIntVar(max(lengths, default=0), sum(lengths) + spacing * n, "T")
    for i in range(n):
        model.AddExactlyOne(x[i])
        for c in range(i + 1, k):
            model.Add(x[i][c] == 0)
    for c in range(k):
        model.Add(sum((lengths[i] + spacing) * x[i][c] for i in range(n)) - spacing <= tallest)
    model.Minimize(tallest)

    def prepare():
        solver = cp_model.CpSolver()
        solver.parameters.max_time_in_seconds = job["timeLimit"]
        solver.parameters.num_workers = spec.get("workers", 2)
        solver.parameters.relative_gap_limit = 1e-9
        return solver

    def solve(solver):
        return solver, solver.Solve(model)

    times, (solver, status) = samples(job["repetitions"], prepare, solve, warmup=0)
    name = solver.StatusName(status).lower()
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return [row("CP-SAT (integer-scaled)", "ortools", "layout", times, [], name)]
    answer = [solver.Value(tallest) / scale, solver.BestObjectiveBound() / scale, 1.0 if status == cp_model.OPTIMAL else 0.0]
    return [row("CP-SAT (integer-scaled)", "ortools", "layout", times, answer, name)]


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
    with open(argv[2], "w", encoding="utf-8") as handle:
        json.dump({"python": sys.version.split()[0], "peers": results}, handle)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
