import Foundation

/// Why a `--compare` file could not be used.
enum CompareError: Error, Equatable {
  /// The file does not exist or cannot be read.
  case unreadable(path: String)
  /// The file is not a results.json of this tool.
  case notResults(path: String, reason: String)

  /// A one-line message.
  var message: String {
    switch self {
    case .unreadable(let path): "--compare: cannot read '\(path)'"
    case .notResults(let path, let reason): "--compare: '\(path)' is not a trellis-bench results.json (\(reason))"
    }
  }
}
