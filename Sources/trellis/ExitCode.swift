/// Exit codes: 0 success, 1 layout or solve failure, 64 bad usage or bad input (BSD's EX_USAGE / EX_DATAERR class).
enum ExitCode {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let usage: Int32 = 64
}
