/// A command-line error: its message (one line) and exit code.
struct CLIError: Error {
  var message: String
  var code: Int32
  static func usage(_ message: String) -> CLIError { CLIError(message: message, code: ExitCode.usage) }
  static func failure(_ message: String) -> CLIError { CLIError(message: message, code: ExitCode.failure) }
}
