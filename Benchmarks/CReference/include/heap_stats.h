#pragma once
/// The allocator's own count of the heap bytes in use, for the benchmark's memory rows: glibc's `mallinfo2()`
/// (glibc 2.33 and later), found at run time with `dlsym`, so this compiles and runs where it is missing (it then
/// answers -1). In use = `uordblks` (bytes in allocated chunks of every arena) + `hblkhd` (bytes in chunks the
/// allocator mapped with mmap): memory some caller holds. Freed memory the allocator keeps (`fordblks`) is not
/// counted, nor memory a program maps itself (Python's pymalloc arenas, for instance).

/// The heap bytes in use, or -1 when the C library has no `mallinfo2`.
long long trellis_heap_in_use(void);
