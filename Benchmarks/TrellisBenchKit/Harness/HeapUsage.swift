import CReference

/// The heap bytes in use as the allocator counts them: glibc's `mallinfo2()`, `uordblks + hblkhd` (allocated chunks
/// of every arena plus chunks mapped with mmap), looked up with `dlsym` in C (`heap_stats.c`) so the benchmark builds
/// where it is missing. Memory freed but kept by the allocator is not in use, so a difference of two readings is what
/// the code between them still holds, whatever the allocator keeps for later; unlike resident memory, it counts
/// neither pages the allocator kept nor code paged in.
enum HeapUsage {
  /// The bytes in use now, or `nil` where the C library has no `mallinfo2` (musl, macOS, glibc before 2.33).
  ///
  /// - Complexity: O(arenas and free-list bins); no allocation.
  static func bytesInUse() -> Double? {
    let bytes = trellis_heap_in_use()
    return bytes < 0 ? nil : Double(bytes)
  }
}
