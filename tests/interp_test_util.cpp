#include "interp_test_util.h"

#include "cfg_test_util.h"

#include <gtest/gtest.h>

hyexec::interp::RunResult run_source(const std::string& source,
                                     hyexec::interp::RunOptions options) {
  BuiltCfg built = build_cfg(source);
  EXPECT_EQ(built.error, "") << source;
  if (!built.module) return {};
  return hyexec::interp::run_program(*built.module, *built.program, options);
}
