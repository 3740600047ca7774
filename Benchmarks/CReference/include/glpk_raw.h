#pragma once
/// Raw GLPK baselines for the benchmark: the same LP built and solved with direct GLPK calls from C, so the ratio
/// against TrellisSolver's `LinearProgram` measures the Swift wrapper's overhead.
///
/// Layout (GLPK's own): `ia`, `ja`, `ar` are 1-based triplet arrays of length `nnz + 1` (element 0 unused), rows
/// and columns numbered from 1, no duplicate (row, column) pairs. `rowLo`/`rowHi`/`colLo`/`colHi`/`obj` are
/// 0-based arrays of length `rows` / `cols`; an infinite bound (±HUGE_VAL) means "no bound", and the GLPK bound type
/// (FR/LO/UP/DB/FX) is derived from which bounds are finite. Every function silences GLPK's terminal output,
/// scales with GLP_SF_AUTO and solves with the dual simplex (GLP_DUALP), presolve off — the same settings as
/// `LinearProgram.solve()` with default options.
///
/// These functions trust their input (they are baselines, not an API): invalid input makes GLPK abort.

/// Builds, solves and deletes the LP. Returns the optimal objective (NaN unless GLPK reports GLP_OPT);
/// `*seconds` (if not NULL) receives the wall time of build + solve + delete.
double glp_raw_solve(int rows, int cols, int nnz, const int *ia, const int *ja, const double *ar,
                     const double *rowLo, const double *rowHi, const double *colLo, const double *colHi,
                     const double *obj, int maximize, double *seconds);

/// Builds and deletes the LP without solving; returns the wall time in seconds.
double glp_raw_build(int rows, int cols, int nnz, const int *ia, const int *ja, const double *ar,
                     const double *rowLo, const double *rowHi, const double *colLo, const double *colHi,
                     const double *obj, int maximize);

/// Builds and solves the LP cold, then changes the bounds of column `column` (0-based) to [newLo, newHi]
/// (infinite = none) and re-solves from the previous basis. Returns the re-solve's objective (NaN unless optimal).
/// `*coldSeconds` receives build + cold solve, `*warmSeconds` the bound change + warm re-solve;
/// `*coldIterations` / `*warmIterations` the simplex iterations of each (any pointer may be NULL).
double glp_raw_warm_resolve(int rows, int cols, int nnz, const int *ia, const int *ja, const double *ar,
                            const double *rowLo, const double *rowHi, const double *colLo, const double *colHi,
                            const double *obj, int maximize, int column, double newLo, double newHi,
                            double *coldSeconds, double *warmSeconds, int *coldIterations, int *warmIterations);
