#pragma once
/**
 * \file
 * The allocator tree-sitter parses with: size classes with free lists, carved
 * from large slabs. A parse allocates and frees about a million small blocks
 * (subtrees, stack nodes, the Python scanner's indent stack on every
 * deserialize); glibc's malloc and free were a seventh of the front end's
 * instructions. Plain C so that tree-sitter's lib.c and the grammar's
 * scanner.c include it (CMake routes their `ts_malloc`... macros here: the
 * top CMakeLists.txt).
 *
 * Not thread-safe: hyexec parses on one thread.
 */
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

void* hyexec_ts_malloc(size_t size);
void* hyexec_ts_calloc(size_t count, size_t size);
void* hyexec_ts_realloc(void* ptr, size_t size);
void hyexec_ts_free(void* ptr);

#ifdef __cplusplus
}

namespace hyexec::ts_pool {
/// Gives the slabs no live block is carved from back to malloc (when there
/// are a few): called after a parse, once its tree is gone, so that the
/// memory the largest module's parse needed serves the run's objects instead
/// of idling in the free lists until the next parse.
void trim();
} // namespace hyexec::ts_pool
#endif
