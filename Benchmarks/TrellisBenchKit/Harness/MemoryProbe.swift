import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Measures the peak resident memory a row adds.
///
/// Method (Linux): return freed heap to the system (`malloc_trim(0)`, looked up with `dlsym`), reset the kernel's
/// high-water mark (write `5` to `/proc/self/clear_refs`), note `VmRSS`; after the row read `VmHWM` from
/// `/proc/self/status`. Peak = `VmHWM − VmRSS before`: the most extra resident memory at any moment of the row's runs,
/// including set-up. Where the reset is impossible it falls back to the growth of `getrusage` `ru_maxrss`, which only
/// shows rows that raise the process's all-time peak.
struct MemoryProbe {
  /// The resident size when the probe started, in bytes.
  private let baseline: Double
  /// The `ru_maxrss` when the probe started (fallback method), in bytes.
  private let startMaxRSS: Double
  /// Whether the high-water mark could be reset.
  private let resetWorked: Bool

  /// A one-line description of the method in use, for the report.
  static var method: String {
    canReset
      ? "peak RSS growth per row: VmHWM (reset via /proc/self/clear_refs) − VmRSS before, after malloc_trim"
      : "growth of getrusage ru_maxrss during the row (0 unless the row raises the process peak)"
  }

  private static var canReset: Bool { FileManager.default.isWritableFile(atPath: "/proc/self/clear_refs") }

  /// Starts measuring.
  ///
  /// - Complexity: O(1) system calls.
  init() {
    Self.trimHeap()
    resetWorked = Self.resetHighWaterMark()
    baseline = Self.statusField("VmRSS") ?? 0
    startMaxRSS = Self.maxRSS()
  }

  /// The peak growth since ``init()``, in bytes; `nil` if nothing could be read.
  ///
  /// - Complexity: O(1) system calls.
  func peakGrowth() -> Double? {
    if resetWorked, let peak = Self.statusField("VmHWM") { return max(0, peak - baseline) }
    let now = Self.maxRSS()
    return now > 0 ? max(0, now - startMaxRSS) : nil
  }

  private typealias MallocTrim = @convention(c) (Int) -> Int32

  /// Returns the allocator's free memory to the system (glibc's `malloc_trim(0)`; nothing where it is missing).
  ///
  /// - Complexity: O(heap size).
  static func trimHeap() {
    #if canImport(Glibc)
      guard let handle = dlopen(nil, RTLD_NOW) else { return }
      defer { dlclose(handle) }
      if let symbol = dlsym(handle, "malloc_trim") { _ = unsafeBitCast(symbol, to: MallocTrim.self)(0) }
    #endif
  }

  private static func resetHighWaterMark() -> Bool {
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? handle.close() }
    do {
      try handle.write(contentsOf: Data("5".utf8))
      return true
    } catch {
      return false
    }
  }

  /// A `kB` field of /proc/self/status (`VmRSS`, `VmHWM`), in bytes; `nil` where it cannot be read.
  ///
  /// - Complexity: O(size of the status file).
  static func statusField(_ name: String) -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
      let digits = line.dropFirst(name.count + 1).filter { $0.isNumber }
      return Double(String(digits)).map { $0 * 1024 }
    }
    return nil
  }

  private static func maxRSS() -> Double {
    var usage = rusage()
    guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
    return Double(usage.ru_maxrss) * 1024  // kilobytes on Linux
  }
}
