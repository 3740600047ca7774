#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where font diagnostics go: one line on standard error per distinct message (``FontLibrary`` says each once).
enum TextDiagnostics {
  static func report(_ message: String) {
    let line = Array("trellis: text: \(message)\n".utf8)
    _ = line.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
  }
}
