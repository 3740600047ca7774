#define _GNU_SOURCE
#include "heap_stats.h"

#include <dlfcn.h>
#include <stddef.h>

/// glibc's `struct mallinfo2` (malloc.h), declared here so that the file compiles without glibc's header.
typedef struct {
  size_t arena;     // bytes obtained from the system with sbrk, every arena
  size_t ordblks;   // free chunks
  size_t smblks;    // free fast-bin chunks
  size_t hblks;     // chunks mapped with mmap
  size_t hblkhd;    // bytes in chunks mapped with mmap
  size_t usmblks;   // always 0
  size_t fsmblks;   // bytes in free fast-bin chunks
  size_t uordblks;  // bytes in allocated chunks
  size_t fordblks;  // bytes in free chunks
  size_t keepcost;  // the top chunk's releasable bytes
} TrellisMallinfo2;

typedef TrellisMallinfo2 (*TrellisMallinfo2Function)(void);

long long trellis_heap_in_use(void) {
  // Looked up on every call (a few microseconds; the memory rows read it a handful of times), so no state is shared.
  TrellisMallinfo2Function function = (TrellisMallinfo2Function)dlsym(RTLD_DEFAULT, "mallinfo2");
  if (!function) return -1;
  TrellisMallinfo2 info = function();
  return (long long)(info.uordblks + info.hblkhd);
}
