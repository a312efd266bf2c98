#include "cfg/executable_data.h"

#include <cerrno>
#include <cstdint>
#include <vector>

#include <fcntl.h>
#include <link.h>
#include <unistd.h>

namespace hyexec {

namespace {

/// A loaded segment's addresses and where its bytes start in the file.
struct Segment {
  uintptr_t begin, end;
  off_t offset;
};

struct Executable {
  int fd = -1;
  std::vector<Segment> segments;
};

/// The executable, opened at the first read and kept open: a search's runs
/// import modules again and again.
const Executable& executable() {
  static const Executable exe = [] {
    Executable e;
    e.fd = open("/proc/self/exe", O_RDONLY | O_CLOEXEC);
    dl_iterate_phdr(
        [](dl_phdr_info* info, size_t, void* out) {
          auto* segments = static_cast<std::vector<Segment>*>(out);
          for (int i = 0; i < info->dlpi_phnum; ++i) {
            const ElfW(Phdr)& ph = info->dlpi_phdr[i];
            if (ph.p_type != PT_LOAD) continue;
            uintptr_t begin = info->dlpi_addr + ph.p_vaddr;
            segments->push_back({begin, begin + ph.p_filesz, static_cast<off_t>(ph.p_offset)});
          }
          return 1; // the first object listed is the executable itself
        },
        &e.segments);
    return e;
  }();
  return exe;
}

} // namespace

std::string read_executable_data(std::string_view data) {
  const Executable& exe = executable();
  auto at = reinterpret_cast<uintptr_t>(data.data());
  for (const Segment& s : exe.segments) {
    if (exe.fd < 0 || at < s.begin || at + data.size() > s.end) continue;
    std::string out(data.size(), '\0');
    off_t offset = s.offset + static_cast<off_t>(at - s.begin);
    size_t done = 0;
    while (done < out.size()) {
      ssize_t n =
          pread(exe.fd, out.data() + done, out.size() - done, offset + static_cast<off_t>(done));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) break;
      done += static_cast<size_t>(n);
    }
    if (done == out.size()) return out;
    break;
  }
  return std::string(data);
}

} // namespace hyexec
