import CReference

/// The heap bytes in use as the allocator counts them: glibc's `mallinfo2()`, `uordblks + hblkhd` (allocated chunks
/// of every arena plus chunks mapped with mmap), looked up with `dlsym` in C (`heap_stats.c`) so the benchmark builds
/// where it is missing. Memory freed but kept by the allocator is not in use, so a difference of two readings is what
/// the code between them still holds, whatever the allocator keeps for later; unlike resident memory, it counts
/// neither pages the allocator kept nor code paged in.
enum HeapUsage {
  /// The bytes in use now, or `nil` where the C library has no `mallinfo2` (musl, macOS, glibc before 2.33) or where
  /// its answer does not follow the allocations (a sanitizer's allocator replaces glibc's and answers zeros).
  ///
  /// - Complexity: O(arenas and free-list bins); no allocation.
  static func bytesInUse() -> Double? {
    guard isMeaningful else { return nil }
    return Double(trellis_heap_in_use())
  }

  /// Whether `mallinfo2` counts what this process allocates: checked once, by holding a 4 MiB block between two
  /// readings (AddressSanitizer's and ThreadSanitizer's allocators intercept `malloc` and leave glibc's counts at 0).
  static let isMeaningful: Bool = {
    let before = trellis_heap_in_use()
    guard before >= 0 else { return false }
    let block = UnsafeMutableRawPointer.allocate(byteCount: 4 << 20, alignment: 16)
    defer { block.deallocate() }
    return trellis_heap_in_use() - before >= 3 << 20
  }()
}
