// read_executable_data: bytes of the executable come from its file, equal to
// what the mapping holds, without mapping the pages they lie in.
#include "cfg/executable_data.h"
#include "interp/interpreter.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <string>

#include <unistd.h>

using hyexec::read_executable_data;

namespace {

/// Whether the page holding `at` is mapped in this process, or -1 where
/// /proc/self/pagemap cannot be read.
int page_present(const void* at) {
  FILE* f = std::fopen("/proc/self/pagemap", "rb");
  if (!f) return -1;
  long page = sysconf(_SC_PAGESIZE);
  uint64_t entry = 0;
  bool ok =
      std::fseek(f, static_cast<long>(reinterpret_cast<uintptr_t>(at) / page * 8), SEEK_SET) == 0 &&
      std::fread(&entry, sizeof entry, 1, f) == 1;
  std::fclose(f);
  return ok ? static_cast<int>(entry >> 63) : -1;
}

} // namespace

TEST(ExecutableData, ReadsTheExecutablesBytesWithoutMappingThem) {
  // The middle of the largest embedded library text: nothing in this
  // process has read it, nor the texts around it.
  const char* text = hyexec::interp::embedded_module_source("_pydecimal");
  ASSERT_NE(text, nullptr);
  std::string_view middle(text + (100 << 10), 64 << 10);
  std::string read = read_executable_data(middle);
  int present = page_present(middle.data() + 4096);
  // Compared only now: the comparison itself maps the pages.
  EXPECT_EQ(read, std::string(middle));
  if (present < 0) GTEST_SKIP() << "/proc/self/pagemap cannot be read here";
  EXPECT_EQ(present, 0) << "the read went through the mapping";
}

TEST(ExecutableData, OtherBytesAreCopiedFromMemory) {
  std::string heap(100000, 'x');
  heap[5] = 'y';
  EXPECT_EQ(read_executable_data(heap), heap);
  EXPECT_EQ(read_executable_data(std::string_view()), "");
}
