import Foundation

/// Where progress lines go: stderr in the tool, nowhere (or a list) in tests.
struct Progress: Sendable {
  /// Receives one line.
  var emit: @Sendable (String) -> Void

  /// Writes each line to standard error.
  static let standardError = Progress { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// Drops every line.
  static let silent = Progress { _ in }
}
