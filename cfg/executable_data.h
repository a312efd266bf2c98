/// \file
/// Data embedded in hyexec's own executable (the library modules' packed
/// trees), read through the file rather than through the mapping.
#pragma once

#include <string>
#include <string_view>

namespace hyexec {

/// A copy of `data`, bytes of this executable's own loaded segments, read
/// from the executable file with pread. A read fault on a file mapping makes
/// the kernel map the whole page-cache folio around the page (up to
/// megabytes of other modules' data), and every mapped page stays in the
/// resident set for the rest of the run; a read copies only the bytes asked
/// for, as CPython reads a .pyc. Where the file cannot be read (or `data` is
/// not the executable's), the copy is made from memory.
std::string read_executable_data(std::string_view data);

} // namespace hyexec
