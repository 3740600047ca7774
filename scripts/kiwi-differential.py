#!/usr/bin/env python3
"""Writes Tests/Fixtures/Constraints/kiwi-differential.json: seeded random constraint systems with kiwi's answers.

Each system has a few variables, required constraints (always satisfiable: they hold at a hidden random point) and
optional ones at kiwi's strong, medium and weak strengths, with small integer and half-integer coefficients
(multipliers such as `a == 2*b` included). A system is kept only when

1. kiwisolver solves it (no required constraint refused),
2. an independent reference in HiGHS (the lexicographic LP: strong errors minimised, then medium on that face,
   then weak, errors |lhs - rhs| in each constraint's own units) has a *unique* optimum: every variable's minimum
   and maximum over the final face agree within 1e-7 (relative above 1), and
3. kiwi's answer is that point (kiwi's strengths are weights 10^6 / 10^3 / 1, which can trade levels; a system
   where they do is not a test of the error measure and is dropped, and counted).

Trellis's `ConstraintKiwiDifferentialTests` reads the fixture and checks its answer on every kept system.

Regenerate (needs Python 3 with kiwisolver and highspy, e.g. the benchmark's peers' environment):

    make peers-venv                # or: python3 -m venv .build/peers-venv &&
                                   #     .build/peers-venv/bin/pip install kiwisolver==1.5.1 highspy==1.16.0
    .build/peers-venv/bin/python scripts/kiwi-differential.py [--count 300] [--seed 32]

The output is deterministic for a given seed and versions of kiwisolver and HiGHS.
"""

import argparse
from importlib import metadata
import json
import os
import random
import sys

import highspy
import kiwisolver as kiwi

STRENGTHS = {"strong": kiwi.strength.strong, "medium": kiwi.strength.medium, "weak": kiwi.strength.weak}
LEVELS = ["strong", "medium", "weak"]
COEFFICIENTS = [1, 1, 1, -1, -1, 2, -2, 3, 0.5, -0.5, 4]
TOLERANCE = 1e-7


def close(a, b, tolerance=TOLERANCE):
    return abs(a - b) <= tolerance * max(1.0, abs(a), abs(b))


def number(value):
    """Text for a coefficient or constant that the Trellis parser reads back exactly."""
    if float(value).is_integer():
        return str(int(value))
    return repr(float(value))


def text(terms, relation, constant, priority):
    """`a*x + b*y REL c @priority` in the Trellis constraint syntax."""
    parts = []
    for name, coefficient in terms:
        sign = "-" if coefficient < 0 else "+"
        magnitude = abs(coefficient)
        factor = "" if magnitude == 1 else number(magnitude) + "*"
        parts.append((sign, factor + name))
    first_sign, first = parts[0]
    left = ("-" if first_sign == "-" else "") + first
    for sign, part in parts[1:]:
        left += f" {sign} {part}"
    suffix = "" if priority == "required" else f" @{priority}"
    return f"{left} {relation} {number(constant)}{suffix}"


def random_system(rng):
    n = rng.randint(2, 6)
    names = [f"v{k}" for k in range(n)]
    point = [rng.randint(-50, 150) for _ in names]
    constraints = []

    def expression(max_terms):
        count = rng.randint(1, min(max_terms, n))
        chosen = rng.sample(range(n), count)
        return [(names[k], rng.choice(COEFFICIENTS)) for k in chosen]

    def value_at(terms, at):
        return sum(c * at[names.index(name)] for name, c in terms)

    # Required: hold at the hidden point, so kiwi never refuses them.
    for _ in range(rng.randint(0, n)):
        terms = expression(3)
        lhs = value_at(terms, point)
        relation = rng.choice(["==", "<=", ">="])
        constant = lhs if relation == "==" else (lhs + rng.randint(0, 40) if relation == "<=" else lhs - rng.randint(0, 40))
        constraints.append((terms, relation, constant, "required"))
    # Optional: targets that disagree with each other and with the required ones.
    for _ in range(rng.randint(n, 3 * n)):
        terms = expression(3)
        relation = rng.choice(["==", "==", "<=", ">="])
        constant = rng.randint(-60, 200)
        constraints.append((terms, relation, constant, rng.choice(LEVELS)))
    # Every variable held at the weakest level, so that the optimum is usually a point.
    for k, name in enumerate(names):
        constraints.append(([(name, rng.choice([1, 1, 2, 0.5]))], "==", rng.randint(-20, 120), "weak"))
    return names, constraints


def kiwi_solve(names, constraints):
    variables = {name: kiwi.Variable(name) for name in names}
    solver = kiwi.Solver()
    for terms, relation, constant, priority in constraints:
        left = sum((c * variables[name] for name, c in terms), 0.0 * variables[terms[0][0]])
        if relation == "==":
            constraint = left == constant
        elif relation == "<=":
            constraint = left <= constant
        else:
            constraint = left >= constant
        if priority != "required":
            constraint = constraint | STRENGTHS[priority]
        try:
            solver.addConstraint(constraint)
        except kiwi.UnsatisfiableConstraint:
            return None
    solver.updateVariables()
    return [variables[name].value() for name in names]


class Reference:
    """The lexicographic LP in HiGHS: free variables, one row per constraint, error slacks costing 1 per unit of
    |lhs - rhs| (the constraint's own units)."""

    def __init__(self, names, constraints):
        self.h = highspy.Highs()
        self.h.setOptionValue("output_flag", False)
        self.h.setOptionValue("presolve", "off")
        inf = highspy.kHighsInf
        self.n = len(names)
        for _ in names:
            self.h.addCol(0.0, -inf, inf, 0, [], [])
        self.levels = {level: [] for level in LEVELS}
        columns = self.n
        for terms, relation, constant, priority in constraints:
            indices = [names.index(name) for name, _ in terms]
            values = [float(c) for _, c in terms]
            if priority != "required":
                slacks = [(-1.0,), (1.0,)] if relation == "==" else ([(-1.0,)] if relation == "<=" else [(1.0,)])
                for (sign,) in slacks:
                    self.h.addCol(0.0, 0.0, inf, 0, [], [])
                    indices.append(columns)
                    values.append(sign)
                    self.levels[priority].append(columns)
                    columns += 1
            low = constant if relation in ("==", ">=") else -inf
            high = constant if relation in ("==", "<=") else inf
            self.h.addRow(low, high, len(indices), indices, values)
        self.columns = columns

    def minimize(self, costs, sense=highspy.ObjSense.kMinimize):
        for j in range(self.columns):
            self.h.changeColCost(j, costs.get(j, 0.0))
        self.h.changeObjectiveSense(sense)
        self.h.run()
        status = self.h.getModelStatus()
        if status != highspy.HighsModelStatus.kOptimal:
            return None
        return self.h.getInfo().objective_function_value

    def unique_point(self):
        for level in LEVELS:
            if not self.levels[level]:
                continue
            costs = {j: 1.0 for j in self.levels[level]}
            optimum = self.minimize(costs)
            if optimum is None:
                return None
            columns = self.levels[level]
            self.h.addRow(-highspy.kHighsInf, optimum + 1e-9 * max(1.0, abs(optimum)), len(columns), columns,
                          [1.0] * len(columns))
        point = []
        for k in range(self.n):
            low = self.minimize({k: 1.0})
            high = self.minimize({k: 1.0}, highspy.ObjSense.kMaximize)
            if low is None or high is None or not close(low, high):
                return None
            point.append((low + high) / 2)
        return point


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seed", type=int, default=32)
    parser.add_argument(
        "--output",
        default=os.path.join(os.path.dirname(__file__), "..", "Tests", "Fixtures", "Constraints", "kiwi-differential.json"))
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    systems = []
    dropped = {"kiwi refused a required constraint": 0, "optimum not unique": 0, "kiwi traded levels": 0}
    while len(systems) < arguments.count:
        names, constraints = random_system(rng)
        answer = kiwi_solve(names, constraints)
        if answer is None:
            dropped["kiwi refused a required constraint"] += 1
            continue
        point = Reference(names, constraints).unique_point()
        if point is None:
            dropped["optimum not unique"] += 1
            continue
        if not all(close(a, b, 1e-6) for a, b in zip(answer, point)):
            dropped["kiwi traded levels"] += 1
            continue
        systems.append({
            "constraints": [text(*c) for c in constraints],
            "kiwi": dict(zip(names, answer)),
        })
    fixture = {
        "generator": "scripts/kiwi-differential.py",
        "seed": arguments.seed,
        "kiwisolver": metadata.version("kiwisolver"),
        "highspy": metadata.version("highspy"),
        "dropped": dropped,
        "systems": systems,
    }
    os.makedirs(os.path.dirname(arguments.output), exist_ok=True)
    with open(arguments.output, "w") as file:
        json.dump(fixture, file, indent=1, sort_keys=False)
        file.write("\n")
    print(f"{len(systems)} systems written to {arguments.output}; dropped: {dropped}", file=sys.stderr)


if __name__ == "__main__":
    main()
