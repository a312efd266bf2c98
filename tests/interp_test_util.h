#pragma once
// Helpers for the interpreter tests: run a source text with options.
#include "interp/interpreter.h"

#include <string>

/// Parses, builds the CFG of and runs `source`; a syntax error fails the test.
hyexec::interp::RunResult run_source(const std::string& source,
                                     hyexec::interp::RunOptions options = {});
