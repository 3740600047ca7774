"""The solver peers: kiwi, HiGHS and GLPK on constraint systems, CP-SAT on integer-scaled masonry."""

import math

from peer_common import KIWI_CAP, row, samples, unavailable


# Constraints

STRENGTHS = {1000: "required", 750: "strong", 500: "medium", 250: "weak"}
# The naive model's weights per priority: kiwi's (Cassowary's) strong, medium and weak.
WEIGHTS = {750: 1e6, 500: 1e3, 250: 1.0}


def capped(job, key, name, package):
    """The "not available" entry when the workload caps this peer below the job's N (`caps` in the exported input:
    peer key to [largest N, why]), else None."""
    cap = job["input"].get("caps", {}).get(key)
    if cap is None or job["n"] <= cap[0]:
        return None
    return unavailable(name, package, f"skipped above N = {cap[0]:,} on this family ({cap[1]})")


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
    skipped = capped(job, "highs", "HiGHS (naive model)", "highspy")
    if skipped:
        return [skipped]
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
    skipped = capped(job, "glpk", "GLPK (naive model)", "swiglpk")
    if skipped:
        return [skipped]
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


# Masonry


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
