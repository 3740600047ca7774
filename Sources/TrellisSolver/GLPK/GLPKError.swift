/// A return code of a GLPK solver or file routine, as a Swift error.
///
/// Each case is one `GLP_E…` code from `glpk.h`; the raw value is the C value. Most codes are not surfaced as thrown
/// errors: ``LinearProgram`` maps limits, infeasibility and unboundedness to a ``LinearProgram/Status`` and keeps
/// the raw code in ``LinearProgram/Solution/solverCode`` for diagnosis. File reading and writing failures are thrown
/// as ``LinearProgramError/fileFormat(_:_:)``.
///
/// - Complexity: O(1) for every member whose documentation does not say otherwise.
public enum GLPKError: Int32, Error, Sendable, CaseIterable, CustomStringConvertible {
  /// `GLP_EBADB`: the starting basis is invalid (wrong number of basic variables).
  case invalidBasis = 0x01
  /// `GLP_ESING`: the basis matrix is singular.
  case singularMatrix = 0x02
  /// `GLP_ECOND`: the basis matrix is ill-conditioned.
  case illConditionedMatrix = 0x03
  /// `GLP_EBOUND`: a double-bounded variable has incorrect bounds (unreachable: bounds are validated in Swift).
  case invalidBounds = 0x04
  /// `GLP_EFAIL`: the solver failed (for example an empty problem or a failed file operation).
  case solverFailed = 0x05
  /// `GLP_EOBJLL`: the objective lower limit was reached (never set by Trellis).
  case objectiveLowerLimitReached = 0x06
  /// `GLP_EOBJUL`: the objective upper limit was reached (never set by Trellis).
  case objectiveUpperLimitReached = 0x07
  /// `GLP_EITLIM`: the iteration limit was exceeded.
  case iterationLimitExceeded = 0x08
  /// `GLP_ETMLIM`: the time limit was exceeded.
  case timeLimitExceeded = 0x09
  /// `GLP_ENOPFS`: the presolver found the problem has no primal feasible solution.
  case noPrimalFeasibleSolution = 0x0A
  /// `GLP_ENODFS`: the presolver found the problem has no dual feasible solution.
  case noDualFeasibleSolution = 0x0B
  /// `GLP_EROOT`: branch-and-cut was started without an optimal LP relaxation.
  case rootNotOptimal = 0x0C
  /// `GLP_ESTOP`: the search was terminated by the application.
  case stoppedByApplication = 0x0D
  /// `GLP_EMIPGAP`: the relative MIP gap tolerance was reached.
  case mipGapReached = 0x0E
  /// `GLP_ENOFEAS`: the interior-point solver found no primal or dual feasible solution.
  case noFeasibleSolution = 0x0F
  /// `GLP_ENOCVG`: the interior-point solver did not converge.
  case noConvergence = 0x10
  /// `GLP_EINSTAB`: numerical instability.
  case numericalInstability = 0x11
  /// `GLP_EDATA`: invalid data.
  case invalidData = 0x12
  /// `GLP_ERANGE`: a result is out of range.
  case resultOutOfRange = 0x13

  /// The C macro name of the code, for messages.
  public var description: String {
    switch self {
    case .invalidBasis: "GLP_EBADB"
    case .singularMatrix: "GLP_ESING"
    case .illConditionedMatrix: "GLP_ECOND"
    case .invalidBounds: "GLP_EBOUND"
    case .solverFailed: "GLP_EFAIL"
    case .objectiveLowerLimitReached: "GLP_EOBJLL"
    case .objectiveUpperLimitReached: "GLP_EOBJUL"
    case .iterationLimitExceeded: "GLP_EITLIM"
    case .timeLimitExceeded: "GLP_ETMLIM"
    case .noPrimalFeasibleSolution: "GLP_ENOPFS"
    case .noDualFeasibleSolution: "GLP_ENODFS"
    case .rootNotOptimal: "GLP_EROOT"
    case .stoppedByApplication: "GLP_ESTOP"
    case .mipGapReached: "GLP_EMIPGAP"
    case .noFeasibleSolution: "GLP_ENOFEAS"
    case .noConvergence: "GLP_ENOCVG"
    case .numericalInstability: "GLP_EINSTAB"
    case .invalidData: "GLP_EDATA"
    case .resultOutOfRange: "GLP_ERANGE"
    }
  }

  /// Maps a C return code; `0` (success) and unknown codes give `nil`.
  init?(code: Int32) {
    self.init(rawValue: code)
  }
}
