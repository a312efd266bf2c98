// Z3Bridge over the Z3 module (z3_session.h), loaded at the first check.
#include "solver/z3_bridge.h"

#include "cfg/shared_library.h"
#include "solver/length_bounds.h"
#include "solver/z3_session.h"

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include <unistd.h>

namespace hyexec::solver {

namespace {

/// The module's entry points, bound once.
struct Z3Module {
  explicit Z3Module(const std::string& path) : lib(path.c_str()) {}
  SharedLibrary lib;
  Z3OpenFn* open = lib.function<Z3OpenFn>("hyexec_z3_open");
  Z3CloseFn* close = lib.function<Z3CloseFn>("hyexec_z3_close");
  Z3CheckFn* check = lib.function<Z3CheckFn>("hyexec_z3_check");
};

/// The module HYEXEC_Z3_MODULE names when set (an installation elsewhere,
/// and the test of a machine without it), else the one beside the
/// executable (build/libhyexec_z3.so next to build/hyexec), else where the
/// build put it (for test executables elsewhere in the build tree); null,
/// with the reason said once on stderr, when none loads: the search's
/// checks then answer Unknown.
const Z3Module* z3_module() {
  static std::once_flag once;
  static std::unique_ptr<Z3Module> module;
  std::call_once(once, [] {
    std::vector<std::string> paths;
    if (const char* given = std::getenv("HYEXEC_Z3_MODULE"); given && *given) {
      paths.push_back(given);
    } else {
      char exe[4096];
      ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
      if (n > 0) {
        std::string dir(exe, static_cast<size_t>(n));
        paths.push_back(dir.substr(0, dir.rfind('/') + 1) + "libhyexec_z3.so");
      }
      paths.push_back(HYEXEC_Z3_MODULE);
    }
    std::string why;
    for (const std::string& path : paths) {
      try {
        module = std::make_unique<Z3Module>(path);
        return;
      } catch (const SharedLibraryError& e) {
        why += std::string(why.empty() ? "" : "; ") + e.what();
      }
    }
    std::fprintf(stderr,
                 "hyexec: the solver module cannot be loaded (%s): branches that need Z3 stay "
                 "unexplored\n",
                 why.c_str());
  });
  return module.get();
}

} // namespace

struct Z3Bridge::Impl {
  Impl(const ExprPool& p, unsigned limit) : pool(p), resource_limit(limit) {}
  ~Impl() {
    if (session) z3_module()->close(session);
  }
  const ExprPool& pool;
  unsigned resource_limit;
  std::optional<std::chrono::steady_clock::time_point> deadline;
  Z3Session* session = nullptr; ///< opened at the first check that needs Z3
};

Z3Bridge::Z3Bridge(const ExprPool& pool, unsigned resource_limit)
    : impl_(std::make_unique<Impl>(pool, resource_limit)) {}

Z3Bridge::~Z3Bridge() = default;

void Z3Bridge::set_deadline(std::chrono::steady_clock::time_point at) {
  impl_->deadline = at;
}

Verdict Z3Bridge::check(const std::vector<ExprId>& constraints, Model* model) {
  if (refuted_by_lengths(impl_->pool, constraints)) return Verdict::Unsat;
  int64_t timeout_ms = -1;
  if (impl_->deadline) {
    timeout_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                     *impl_->deadline - std::chrono::steady_clock::now())
                     .count();
    if (timeout_ms <= 0) return Verdict::Unknown;
  }
  const Z3Module* module = z3_module();
  if (!module) return Verdict::Unknown;
  if (!impl_->session) impl_->session = module->open(&impl_->pool, impl_->resource_limit);
  return module->check(impl_->session, &constraints, model, timeout_ms);
}

} // namespace hyexec::solver
