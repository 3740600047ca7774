"""The layout peers: Taffy (through stretchable) and Yoga (through poga) on nested stacks and flex-wrap flows."""

import math

from peer_common import YOGA_FLOW_CAP, heap_reader, row, samples, unavailable


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
    leaves). Modes "layout" and "relayout" are timed; "memory" measures the heap a node holds (taffy_memory)."""
    modes = job.get("modes", ["layout"])
    try:
        from stretchable.style import AlignItems, FlexDirection
        taffylib, ptr, style, space = taffy_modules()
    except Exception as error:  # noqa: BLE001 - any import failure means the peer is missing
        return [unavailable("Taffy", "stretchable", f"import failed: {error}", mode) for mode in modes]
    nodes = job["input"]["nodes"]
    children = preorder(nodes)
    gap = job["input"]["gap"]

    known = {}

    def node_style(kind, a, b):
        # One dictionary per distinct node, found without building style()'s key (10⁶ nodes have a few hundred).
        if (kind, a, b) not in known:
            known[kind, a, b] = new_style(kind, a, b)
        return known[kind, a, b]

    def new_style(kind, a, b):
        if kind == "box":
            return style(size=(a, b), flex_shrink=0)
        if kind == "pad":
            return style(padding=a, flex_shrink=0, align_items=AlignItems.START)
        return style(flex_direction=FlexDirection.ROW if kind == "h" else FlexDirection.COLUMN, gap=gap,
                     align_items=AlignItems.CENTER, flex_shrink=0)

    fields = [node_style(kind, a, b) for kind, a, b, _ in nodes]
    results = []
    if any(mode != "memory" for mode in modes):
        results += taffy_timed(job, taffylib, ptr, space, nodes, children, fields, node_style)
    if "memory" in modes:
        warm_up = [["h", 0, 0, 99]] + [["box", 10, 10, 0]] * 99
        results.append(taffy_memory(taffylib, space, fields, children,
                                    [node_style(kind, a, b) for kind, a, b, _ in warm_up], preorder(warm_up)))
    return results


def taffy_timed(job, taffylib, ptr, space, nodes, children, fields, node_style):
    """The timed modes: a cold layout (every leaf marked dirty before each run) and, when asked, the relayout after
    the middle leaf's width changed by 2 pt."""
    ids = [taffylib.node_create(ptr, node_fields) for node_fields in fields]
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
        wider, original = node_style("box", w + 2, h), node_style("box", w, h)
        toggle = [False]

        def change():
            toggle[0] = not toggle[0]
            taffylib.node_set_style(ptr, ids[changed], wider if toggle[0] else original)

        compute(None)
        times, _ = samples(repetitions, change, compute)
        results.append(row("Taffy", "stretchable", "relayout", times, []))
    return results


def taffy_memory(taffylib, space, fields, children, warm_fields, warm_children):
    """The heap bytes per node Taffy holds with the tree built, laid out and every node's layout read, all alive,
    measured as the Swift side measures Trellis: glibc's mallinfo2 (peer_common.heap_reader) before, after creating
    every node and adding its children, after compute_layout, after reading every layout, and after freeing the
    Taffy instance. The tree lives in a Taffy instance of its own (taffylib.init), after a warm-up tree of 100 nodes
    built, laid out, read and freed in another one. Everything Python needs during the measurement (the id list,
    the frame and origin lists, the layout object, every node's style dictionary) is made before the first reading;
    what it makes during it (node ids, floats, tuples) lives in pymalloc's arenas, which glibc does not count."""
    heap = heap_reader()
    if heap is None:
        return unavailable("Taffy", "stretchable", "no mallinfo2 in this C library (glibc 2.33 or later)", "memory")
    measure_tree(taffylib, space, warm_fields, warm_children, heap)
    n = len(fields)
    readings, frames = measure_tree(taffylib, space, fields, children, heap)
    before, tree, laid_out, read, released = readings
    figures = {"nodes": n, "tree B/node": (tree - before) / n, "layout B/node": (laid_out - tree) / n,
               "read B/node": (read - laid_out) / n, "bytes per node": (read - before) / n,
               "heap kept (MiB)": (released - before) / 1048576}
    return row("Taffy", "stretchable", "memory", [], frames, figures=figures)


def measure_tree(taffylib, space, fields, children, heap):
    """Builds, lays out, reads and frees one tree in a new Taffy instance; returns the heap readings (before, built,
    laid out, read, freed) and the frames."""
    n = len(fields)
    ptr = taffylib.init()
    taffylib.disable_rounding(ptr)
    ids = [0] * n
    frames = [0.0] * (4 * n)
    origin = [(0.0, 0.0)] * n
    layout = taffylib.PyLayout()
    heap()
    before = heap()
    for index in range(n):
        ids[index] = taffylib.node_create(ptr, fields[index])
    for index, kids in enumerate(children):
        for kid in kids:
            taffylib.node_add_child(ptr, ids[index], ids[kid])
    built = heap()
    taffylib.node_compute_layout(ptr, ids[0], space)
    laid_out = heap()
    taffy_frames(taffylib, ptr, ids, children, frames, origin, layout)
    read = heap()
    taffylib.free(ptr)
    return (before, built, laid_out, read, heap()), frames


def taffy_frames(taffylib, ptr, ids, children, frames=None, origin=None, layout=None):
    """Every node's frame in root coordinates, x, y, width, height per node in pre-order, written into `frames`
    (and `origin`, a scratch list of one pair per node) when given."""
    layout = layout if layout is not None else taffylib.PyLayout()
    frames = frames if frames is not None else [0.0] * (4 * len(ids))
    origin = origin if origin is not None else [(0.0, 0.0)] * len(ids)
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
    if "layout" not in job.get("modes", ["layout"]):
        return []
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
