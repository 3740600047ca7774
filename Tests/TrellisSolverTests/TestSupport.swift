import TrellisSolver

/// Runs `body` and returns the typed error it threw, or `nil` if it did not throw.
/// A non-`LinearProgramError` is reported as `.internalInconsistency` so the comparison fails visibly.
func thrownError(_ body: () throws -> Void) -> LinearProgramError? {
  do {
    try body()
    return nil
  } catch let error as LinearProgramError {
    return error
  } catch {
    return .internalInconsistency("untyped error \(error)")
  }
}
