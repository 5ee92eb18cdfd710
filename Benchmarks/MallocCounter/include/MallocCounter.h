#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

/// The number of heap allocations (malloc, calloc, realloc, posix_memalign,
/// aligned_alloc, memalign) the calling thread has made since it started.
///
/// The counter comes from definitions of those functions in this target,
/// which the benchmark executable links, so they take the place of the C
/// library's for the whole process and forward to it. Only the benchmark
/// links this target.
unsigned long long malloc_counter_allocations(void);

#endif
