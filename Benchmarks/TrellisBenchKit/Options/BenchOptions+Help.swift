extension BenchOptions {
  /// The `--help` text.
  static let usage = """
    usage: trellis-bench [options]

    Compares solver strategies with greedy heuristics on seeded workloads and writes
    report.md, results.json, results.csv and SVG charts into the output folder.
    Build with -c release (make bench); a debug build refuses to measure.

    options:
      --quick               the one-minute version: smaller sizes, shorter limits
      --suites a,b          run only these workloads (see --list)
      --strategies a,b      run only these strategies of the selected workloads (see --list)
      --strategy NAME       the same for one name taken whole (names may hold commas); repeatable
      --sizes 10,100,...    item counts replacing each workload's own sizes
      --repetitions N       measured runs per row after warm-up (default 5)
      --warmup N            unmeasured warm-up runs per row (default 1)
      --time-limit SECONDS  limit for each solver run (default 1; 0.25 with --quick)
      --budget SECONDS      whole-run budget; later rows are skipped (default 240; 45 with --quick)
      --run-budget SECONDS  a strategy whose run takes longer skips its larger sizes (default 2; 0.5 quick)
      --seed N              seed for every workload generator (default 42)
      --output DIR          output folder (default bench-out)
      --compare FILE        an earlier results.json: adds a this/old median time column (and this/old
                            columns for the memory figures)
      --render FILE         measure nothing: write the report, CSV and charts of an earlier results.json
                            again into the output folder, as this version draws them
      --peers PYTHON        also run the peers (Taffy, Yoga, kiwi, HiGHS, GLPK, CP-SAT) with this Python
                            on the same inputs (make bench-peers installs them into .build/peers-venv)
      --peers-script PATH   the peer runner (default Benchmarks/peers/run_peers.py)
      --allow-debug         measure in a debug build anyway (report marked not meaningful)
      --list                list workloads, strategies and sizes, run nothing
      --help                show this text

    Progress goes to stderr; results go to files. Usage errors exit with status 64.
    The memory rows start trellis-bench again as `trellis-bench --memory-probe N SEED OUT.json`, which
    measures one tree in that fresh process and writes the readings to OUT.json.
    """
}
