// Counts heap allocations for the benchmark by defining the C library's
// allocation functions in the executable: the dynamic linker resolves every
// call in the process (the Swift runtime's included) to these, and they
// forward to glibc's own entry points.
#define _GNU_SOURCE
#include "MallocCounter.h"

#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

// One count per thread. A single process-wide atomic counter was one cache
// line written by every allocation of every thread: with two threads quoting,
// it bounced between the cores on each malloc and made two threads no faster
// than one (scenario 5 measured 1.03x). A thread's own count is also what a
// timed loop on that thread wants.
static __thread unsigned long long allocations __attribute__((tls_model("initial-exec")));

static inline void count(void) { allocations += 1; }

unsigned long long malloc_counter_allocations(void) { return allocations; }

void *malloc(size_t size) {
  count();
  return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
  count();
  return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
  count();
  return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
  count();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  count();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}
