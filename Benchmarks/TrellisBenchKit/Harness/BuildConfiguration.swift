/// What the benchmark binary was compiled with: a debug build or compiled-in invariant checks make timings
/// meaningless, so the tool refuses (or, with `--allow-debug`, warns loudly and marks the report).
enum BuildConfiguration {
  /// Whether this is a debug build.
  static var isDebug: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }

  /// Whether `TRELLIS_INTERNAL_CHECKS` invariant checks are compiled into this target.
  static var internalChecks: Bool {
    #if TRELLIS_INTERNAL_CHECKS
      true
    #else
      false
    #endif
  }

  /// "debug" or "release".
  static var name: String { isDebug ? "debug" : "release" }

  /// The compiler this binary was built with, known at compile time (used when `swift --version` cannot run).
  static var compiler: String {
    #if compiler(>=6.3)
      "Swift compiler ≥ 6.3"
    #elseif compiler(>=6.2)
      "Swift compiler 6.2"
    #elseif compiler(>=6.1)
      "Swift compiler 6.1"
    #else
      "Swift compiler 6.0"
    #endif
  }

  /// The banner printed to stderr for a debug build or compiled-in checks; `nil` for a clean release build.
  ///
  /// - Complexity: O(1).
  static func warning(isDebug: Bool = isDebug, internalChecks: Bool = internalChecks) -> String? {
    var lines: [String] = []
    if isDebug {
      lines.append("DEBUG BUILD: timings are not meaningful. Build with -c release (make bench).")
    }
    if internalChecks {
      lines.append("TRELLIS_INTERNAL_CHECKS is compiled in: invariant checks slow every layout down.")
    }
    guard !lines.isEmpty else { return nil }
    let rule = String(repeating: "!", count: 78)
    return ([rule] + lines.map { "!!  " + $0 } + [rule]).joined(separator: "\n")
  }
}
