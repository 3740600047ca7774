/// A command-line mistake. The tool prints ``message`` on one line and exits with status 64 (`EX_USAGE`).
enum BenchOptionsError: Error, Equatable, Sendable {
  /// A flag the tool does not know.
  case unknownFlag(String)
  /// A flag that needs a value was last on the line.
  case missingValue(flag: String)
  /// A flag's value does not parse or is out of range; `expected` says what is accepted.
  case invalidValue(flag: String, value: String, expected: String)
  /// A positional argument (the tool takes none).
  case unexpectedArgument(String)
  /// `--suites` named a workload that does not exist.
  case unknownSuite(String, known: [String])
  /// `--strategies` named a strategy that no selected workload has.
  case unknownStrategy(String, known: [String])

  /// The one-line message printed to stderr.
  var message: String {
    switch self {
    case .unknownFlag(let flag): "unknown flag '\(flag)' (see --help)"
    case .missingValue(let flag): "\(flag) needs a value (see --help)"
    case .invalidValue(let flag, let value, let expected): "\(flag): invalid value '\(value)', expected \(expected)"
    case .unexpectedArgument(let argument): "unexpected argument '\(argument)' (see --help)"
    case .unknownSuite(let name, let known): "unknown suite '\(name)'; known: \(known.joined(separator: ", "))"
    case .unknownStrategy(let name, let known):
      "unknown strategy '\(name)' in the selected suites; known: \(known.joined(separator: ", "))"
    }
  }

  /// The process exit status for a usage error (`EX_USAGE` from sysexits.h).
  static let exitCode: Int32 = 64
}
