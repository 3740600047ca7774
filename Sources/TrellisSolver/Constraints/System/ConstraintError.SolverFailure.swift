/// - Complexity: O(1) for every member whose documentation does not say otherwise.
extension ConstraintError {
  /// Why the LP solver gave no lexicographic optimum: the payload of ``ConstraintError/solverFailed(_:)``.
  public enum SolverFailure: Sendable, Hashable, CustomStringConvertible {
    /// GLPK stopped with `status` (a time or iteration limit, or a numerical failure) while solving `stage`.
    case stopped(LinearProgram.Status, stage: Stage)
    /// The LP of `stage` took all of its `budget` of simplex iterations
    /// (``ConstraintSystem/iterationBudget`` for its size) without an optimum. The same on every machine, whatever
    /// its load.
    case iterationBudgetSpent(stage: Stage, budget: Int)
    /// The ``LinearProgram`` layer rejected a call (for example an out-of-range
    /// ``ConstraintSystem/options``).
    case linearProgram(LinearProgramError)
    /// A level LP was infeasible although the required constraints alone are feasible.
    ///
    /// Not produced through the public API: the level LPs only add nonnegative error slacks to the required rows,
    /// so this would mean GLPK contradicted itself (a numerical failure on a degenerate system).
    case inconsistentInfeasibility

    /// The message after "solver failed: ".
    ///
    /// - Complexity: O(size of the message).
    public var description: String {
      switch self {
      case .stopped(let status, let stage): "GLPK stopped with status \(status) \(stage)"
      case .iterationBudgetSpent(let stage, let budget):
        "out of work \(stage): one LP spent its budget of \(budget) simplex iterations "
          + "(ConstraintSystem.iterationBudget) without an optimum"
      case .linearProgram(let error): "\(error)"
      case .inconsistentInfeasibility: "a level LP was infeasible although the required constraints are not"
      }
    }
  }

  /// Which LP of a constraint solve was running when GLPK stopped.
  public enum Stage: Sendable, Hashable, CustomStringConvertible {
    /// The LP of the optional constraints of one priority level.
    case level(ConstraintPriority)
    /// An LP that evens out the errors of one priority level's tied constraints (the largest error as small as
    /// possible, then the next largest, …).
    case balance(ConstraintPriority)
    /// The final tie-break LP (every variable nearest 0).
    case tieBreak
    /// An LP of ``ConstraintSystem/ambiguities()`` (minimising or maximising over the optimal face).
    case ambiguities
    /// An LP of the search for a minimal conflict among the required constraints.
    case conflictSearch

    /// Where the solve was, as a phrase ("at level strong").
    public var description: String {
      switch self {
      case .level(let priority): "at level \(priority)"
      case .balance(let priority): "while evening out ties at level \(priority)"
      case .tieBreak: "at the tie-break"
      case .ambiguities: "while measuring ambiguities"
      case .conflictSearch: "while isolating a conflict"
      }
    }
  }
}
