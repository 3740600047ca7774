import Testing
import TrellisSolver

/// Whether `error` is exactly `expected`, field by field, with NaN equal to NaN (compares dumps of both).
func sameError<E: Error>(_ error: E?, _ expected: E) -> Bool {
  guard let error else { return false }
  var actual = ""
  var wanted = ""
  dump(error, to: &actual)
  dump(expected, to: &wanted)
  return actual == wanted
}

/// Runs `body` and returns the `E` it threw, or `nil` if it did not throw.
/// Another error is recorded as an issue (so the test fails visibly) and gives `nil`.
func thrownError<E: Error>(as type: E.Type, _ body: () throws -> Void) -> E? {
  do {
    try body()
    return nil
  } catch let error as E {
    return error
  } catch {
    Issue.record("untyped error \(error)")
    return nil
  }
}

/// ``thrownError(as:_:)`` for a ``LinearProgramError``.
func thrownError(_ body: () throws -> Void) -> LinearProgramError? {
  thrownError(as: LinearProgramError.self, body)
}
