import CGLPK

/// Collects GLPK's terminal output through `glp_term_hook` when a caller asks for a log.
private final class GLPKLogSink {
  var text = ""
}

/// State shared with the branch-and-cut callback (`glp_iocp.cb_func`).
private final class GLPKBranchContext {
  /// The caller's incumbent, 1-based (index 0 unused), or `nil`.
  let incumbent: [Double]?
  /// Whether the incumbent has been offered to GLPK.
  var offered = false
  /// The best local bound of the active nodes, last seen.
  var bestBound = Double.nan

  init(incumbent: [Double]?) { self.incumbent = incumbent }
}

/// The `glp_iocp.cb_func` callback: offers the caller's incumbent at the first `GLP_IHEUR` and tracks the bound.
private func branchCallback(_ tree: OpaquePointer?, _ info: UnsafeMutableRawPointer?) {
  guard let tree, let info else { return }
  // SAFETY: `info` is `glp_iocp.cb_info`, which `runIntopt` sets to an unretained `GLPKBranchContext` and keeps
  // alive with `withExtendedLifetime` for the whole `glp_intopt` call, the only time GLPK calls this function.
  let context = Unmanaged<GLPKBranchContext>.fromOpaque(info).takeUnretainedValue()
  if glp_ios_reason(tree) == GLP_IHEUR, !context.offered, let incumbent = context.incumbent {
    context.offered = true
    _ = incumbent.withUnsafeBufferPointer { glp_ios_heur_sol(tree, $0.baseAddress) }
  }
  let node = glp_ios_best_node(tree)
  if node != 0 { context.bestBound = glp_ios_node_bound(tree, node) }
}

/// Receives one chunk of GLPK output (`glp_term_hook`); returning nonzero keeps it off the terminal.
private func logHook(_ info: UnsafeMutableRawPointer?, _ text: UnsafePointer<CChar>?) -> Int32 {
  guard let info, let text else { return 1 }
  // SAFETY: `info` is the unretained `GLPKLogSink` that `solve` installs with `glp_term_hook`; `solve` removes the
  // hook (`glp_term_hook(nil, nil)`) before its last use of the sink, so the sink is alive whenever GLPK calls this.
  Unmanaged<GLPKLogSink>.fromOpaque(info).takeUnretainedValue().text += String(cString: text)
  return 1
}

extension GLPKProblem {
  /// Solves the loaded problem (which mirrors `program`) with validated options, never aborting: every GLPK
  /// return code becomes a ``LinearProgram/Status``.
  ///
  /// `incumbent` is the caller's validated incumbent (zero-based), if any.
  /// - Complexity: GLPK's solve time; O(variables + rows) to collect the results.
  func solve(
    _ program: LinearProgram, options: LinearProgram.SolveOptions, incumbent: [Double]?
  ) -> LinearProgram.Solution {
    let clock = ContinuousClock()
    let start = clock.now
    let sink = GLPKLogSink()
    let messageLevel = options.captureLog ? GLP_MSG_ON : GLP_MSG_OFF
    if options.captureLog {
      // SAFETY: unretained: `sink` outlives the hook, which is removed below before `sink.text` is read.
      glp_term_hook(logHook, Unmanaged.passUnretained(sink).toOpaque())
      _ = glp_term_out(GLP_ON)
    }
    let iterationsBefore = glp_get_it_cnt(pointer)
    var solution: LinearProgram.Solution
    let remaining = { () -> Int32 in
      let left = options.timeLimit - (clock.now - start)
      // Clamp the seconds first so a huge limit cannot overflow; GLPK takes an Int32 of milliseconds.
      let seconds = min(max(left.components.seconds, 0), Int64(Int32.max / 1000))
      let milliseconds = seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
      return Int32(clamping: max(1, milliseconds))
    }
    let iterationLimit = Int32(clamping: options.iterationLimit)
    if program.hasIntegerVariables && !options.relaxIntegrality {
      solution = branchAndCut(
        program, options: options, incumbent: incumbent, messageLevel: messageLevel, remaining: remaining,
        iterationLimit: iterationLimit)
    } else if options.method == .interiorPoint {
      solution = interiorPoint(messageLevel: messageLevel, remaining: remaining, iterationLimit: iterationLimit)
    } else {
      let method = options.method == .primalSimplex ? GLP_PRIMAL : GLP_DUALP
      let code = simplex(
        method: method, presolve: options.presolve, messageLevel: messageLevel, timeLimit: remaining(),
        iterationLimit: iterationLimit, feasibilityTolerance: options.feasibilityTolerance)
      solution = basicSolution(code: code)
    }
    if options.captureLog {
      _ = glp_term_out(GLP_OFF)
      glp_term_hook(nil, nil)
      solution.log = sink.text
    }
    solution.iterations = Int(glp_get_it_cnt(pointer) - iterationsBefore)
    solution.time = clock.now - start
    return solution
  }

  // MARK: - Simplex

  /// `glp_simplex` with limits. A stale warm-start basis (`GLP_EBADB`/`GLP_ESING`/`GLP_ECOND`) is replaced by the
  /// standard basis and the solve retried once; `GLP_ENODFS` from the presolver is re-run without presolve so
  /// "unbounded" and "infeasible" are told apart exactly as without presolve.
  func simplex(
    method: Int32, presolve: Bool, messageLevel: Int32, timeLimit: Int32, iterationLimit: Int32,
    feasibilityTolerance: Double = 1e-7
  ) -> Int32 {
    var parameters = glp_smcp()
    glp_init_smcp(&parameters)
    parameters.msg_lev = messageLevel
    parameters.meth = method
    parameters.tm_lim = timeLimit
    parameters.it_lim = iterationLimit
    parameters.presolve = presolve ? GLP_ON : GLP_OFF
    parameters.tol_bnd = feasibilityTolerance
    var code = glp_simplex(pointer, &parameters)
    if code == GLP_EBADB || code == GLP_ESING || code == GLP_ECOND {
      glp_std_basis(pointer)
      code = glp_simplex(pointer, &parameters)
    }
    if code == GLP_ENODFS {
      parameters.presolve = GLP_OFF
      parameters.meth = GLP_PRIMAL
      code = glp_simplex(pointer, &parameters)
    }
    return code
  }

  /// Maps a `glp_simplex` return code and the basic solution's status to a result, collecting values when any.
  func basicSolution(code: Int32) -> LinearProgram.Solution {
    var solution = LinearProgram.Solution(status: .numericalFailure)
    solution.solverCode = GLPKError(code: code)
    let primal = glp_get_prim_stat(pointer)
    let dual = glp_get_dual_stat(pointer)
    switch code {
    case 0:
      switch glp_get_status(pointer) {
      case GLP_OPT: solution.status = .optimal
      case GLP_FEAS: solution.status = .feasible
      case GLP_NOFEAS: solution.status = .infeasible
      case GLP_UNBND: solution.status = .unbounded
      default:
        if primal == GLP_NOFEAS {
          solution.status = .infeasible
        } else if dual == GLP_NOFEAS {
          solution.status = .unbounded
        }
      }
    case GLP_ENOPFS:
      solution.status = .infeasible
    case GLP_ENODFS:
      solution.status = .unbounded
    case GLP_ETMLIM, GLP_EITLIM:
      solution.limitReached = code == GLP_ETMLIM ? .time : .iterations
      solution.status = primal == GLP_FEAS ? .feasible : (code == GLP_ETMLIM ? .timeLimit : .iterationLimit)
    default:
      break
    }
    guard solution.status == .optimal || solution.status == .feasible else { return solution }
    solution.hasSolution = true
    solution.objective = glp_get_obj_val(pointer)
    solution.values = read(columnCount, glp_get_col_prim)
    solution.reducedCosts = read(columnCount, glp_get_col_dual)
    solution.rowActivities = read(rowCount, glp_get_row_prim)
    solution.rowDuals = read(rowCount, glp_get_row_dual)
    return solution
  }

  /// `get(pointer, k)` for k = 1…count, into a new array (a plain loop: warm level LPs read thousands of values).
  private func read(
    _ count: Int32, _ get: (OpaquePointer?, Int32) -> Double
  ) -> [Double] {
    let n = Int(max(0, count))
    // `Array(unsafeUninitializedCapacity: 0)` writes the count into the shared empty-array storage, which
    // ThreadSanitizer reports as a race with every other thread that reads an empty array.
    guard n > 0 else { return [] }
    return [Double](unsafeUninitializedCapacity: n) { buffer, initialized in
      for k in 0..<n { buffer[k] = get(pointer, Int32(k + 1)) }
      initialized = n
    }
  }

  // MARK: - Interior point

  /// `glp_interior`. Whenever it does not end optimal — an empty problem (`GLP_EFAIL`), an infeasible-or-unbounded
  /// verdict (`GLP_ENOFEAS`, a `GLP_NOFEAS` status), no convergence or instability — the primal simplex decides.
  private func interiorPoint(
    messageLevel: Int32, remaining: () -> Int32, iterationLimit: Int32
  ) -> LinearProgram.Solution {
    var parameters = glp_iptcp()
    glp_init_iptcp(&parameters)
    parameters.msg_lev = messageLevel
    let code = rowCount == 0 || columnCount == 0 ? GLP_EFAIL : glp_interior(pointer, &parameters)
    guard code == 0, glp_ipt_status(pointer) == GLP_OPT else {
      // GLPK's interior point cannot tell infeasible from unbounded (GLP_ENOFEAS / GLP_NOFEAS) and often reports
      // an infeasible problem as unstable (GLP_EINSTAB): the primal simplex gives the definitive status.
      let fallback = simplex(
        method: GLP_PRIMAL, presolve: false, messageLevel: messageLevel, timeLimit: remaining(),
        iterationLimit: iterationLimit)
      return basicSolution(code: fallback)
    }
    var solution = LinearProgram.Solution(status: .optimal)
    solution.hasSolution = true
    solution.objective = glp_ipt_obj_val(pointer)
    solution.values = (1...max(columnCount, 1)).prefix(Int(columnCount)).map { glp_ipt_col_prim(pointer, $0) }
    solution.reducedCosts = (1...max(columnCount, 1)).prefix(Int(columnCount)).map { glp_ipt_col_dual(pointer, $0) }
    solution.rowActivities = (1...max(rowCount, 1)).prefix(Int(rowCount)).map { glp_ipt_row_prim(pointer, $0) }
    solution.rowDuals = (1...max(rowCount, 1)).prefix(Int(rowCount)).map { glp_ipt_row_dual(pointer, $0) }
    return solution
  }

  // MARK: - Branch and cut

  /// The LP relaxation by simplex, then `glp_intopt` (its presolver off, so the caller's incumbent, offered via
  /// `glp_ios_heur_sol`, is in the original columns). The result is never worse than the incumbent.
  private func branchAndCut(
    _ program: LinearProgram, options: LinearProgram.SolveOptions, incumbent: [Double]?, messageLevel: Int32,
    remaining: () -> Int32, iterationLimit: Int32
  ) -> LinearProgram.Solution {
    let relaxationCode = simplex(
      method: GLP_DUALP, presolve: options.presolve, messageLevel: messageLevel, timeLimit: remaining(),
      iterationLimit: iterationLimit)
    let relaxation = basicSolution(code: relaxationCode)
    var solution: LinearProgram.Solution
    if relaxation.status == .optimal {
      solution = runIntopt(options: options, incumbent: incumbent, messageLevel: messageLevel, timeLimit: remaining())
    } else {
      solution = LinearProgram.Solution(status: relaxation.status == .feasible ? .numericalFailure : relaxation.status)
      solution.solverCode = relaxation.solverCode
      solution.limitReached = relaxation.limitReached
      if relaxation.limitReached != nil {
        solution.status = relaxation.limitReached == .time ? .timeLimit : .iterationLimit
      }
    }
    // Never worse than the caller's incumbent.
    guard let incumbent, solution.status != .unbounded else { return solution }
    let incumbentObjective = program.objectiveValue(for: incumbent)
    let tolerance = 1e-9 * max(1, abs(incumbentObjective))
    let better =
      !solution.hasSolution
      || (program.direction == .minimize
        ? solution.objective > incumbentObjective + tolerance
        : solution.objective < incumbentObjective - tolerance)
    if better {
      solution.status = .feasible
      solution.hasSolution = true
      solution.usedIncumbent = true
      solution.objective = incumbentObjective
      solution.values = incumbent
      solution.rowActivities = program.rowActivities(for: incumbent)
      if let bound = solution.bestBound {
        solution.gap = abs(incumbentObjective - bound) / (abs(incumbentObjective) + Double.ulpOfOne)
      }
    }
    return solution
  }

  /// `glp_intopt` from an optimal relaxation, mapping its return code and `glp_mip_status`.
  private func runIntopt(
    options: LinearProgram.SolveOptions, incumbent: [Double]?, messageLevel: Int32, timeLimit: Int32
  ) -> LinearProgram.Solution {
    let context = GLPKBranchContext(incumbent: incumbent.map { [0] + $0 })
    var parameters = glp_iocp()
    glp_init_iocp(&parameters)
    parameters.msg_lev = messageLevel
    parameters.tm_lim = timeLimit
    parameters.mip_gap = options.relativeGap
    parameters.presolve = GLP_OFF
    parameters.cb_func = branchCallback
    let code = withExtendedLifetime(context) { () -> Int32 in
      // SAFETY: unretained: `withExtendedLifetime` keeps `context` alive until `glp_intopt`, the only caller of
      // `branchCallback`, returns.
      parameters.cb_info = Unmanaged.passUnretained(context).toOpaque()
      return glp_intopt(pointer, &parameters)
    }
    var solution = LinearProgram.Solution(status: .numericalFailure)
    solution.solverCode = GLPKError(code: code)
    let status = glp_mip_status(pointer)
    let found = status == GLP_OPT || status == GLP_FEAS
    switch code {
    case 0:
      if status == GLP_OPT {
        solution.status = .optimal
      } else if status == GLP_NOFEAS {
        solution.status = .infeasible
      } else {
        solution.status = found ? .feasible : .numericalFailure
      }
    case GLP_EMIPGAP:
      solution.limitReached = .gap
      solution.status = found ? .feasible : .numericalFailure
    case GLP_ETMLIM:
      solution.limitReached = .time
      solution.status = found ? .feasible : .timeLimit
    case GLP_ENOPFS:
      solution.status = .infeasible
    case GLP_ENODFS:
      solution.status = .unbounded
    default:
      solution.status = found ? .feasible : .numericalFailure
    }
    guard found else { return solution }
    solution.hasSolution = true
    solution.objective = glp_mip_obj_val(pointer)
    solution.values = (1...max(columnCount, 1)).prefix(Int(columnCount)).map { glp_mip_col_val(pointer, $0) }
    solution.rowActivities = (1...max(rowCount, 1)).prefix(Int(rowCount)).map { glp_mip_row_val(pointer, $0) }
    let bound =
      code == 0 && status == GLP_OPT
      ? solution.objective : (context.bestBound.isNaN ? solution.objective : context.bestBound)
    solution.bestBound = bound
    solution.gap = abs(solution.objective - bound) / (abs(solution.objective) + Double.ulpOfOne)
    return solution
  }
}
