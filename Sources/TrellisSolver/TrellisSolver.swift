/// The solver target: the only code that touches GLPK.
///
/// - ``LinearProgram``: a `Sendable` LP/MIP model value; ``LinearProgram/solve(_:)`` builds, solves and frees a GLPK
///   problem within one call on the calling thread.
/// - ``LinearProgram/Solver``: a thread-confined, non-`Sendable` warm solver for repeated re-solves and ranging.
/// - ``LinearProgramError``: every invalid input, as a typed error; ``GLPKError``: GLPK's return codes.
///
/// All C calls live in `Sources/TrellisSolver/GLPK/`.
public enum TrellisSolver {}
