#pragma once
/// \file
/// `hyexec cover --emit-python DIR`: each reported run as a Python program
/// CPython 3.11 runs to the same stdout, error and covered lines. As
/// Treefix writes its predicted values: a prefix of imports and assignments
/// (the run's answers: the names the snippet never defines, the modules
/// CPython lacks here), then the snippet unchanged, then the entry call.
/// `run-N.py` reads its stdin from `run-N.in`; hyexec's own Python
/// stand-ins (`_mock`, the small numpy) are written beside it when the run
/// uses them, with `_hyexec.py`, which gives them the run's answers.

#include "explore/cover_search.h"

#include <string>
#include <vector>

namespace hyexec::cli {

/// The first line of FILE in an emitted run-N.py is the line after the one
/// that starts with this marker (tools and tests find it there).
extern const char* const kEmittedSnippetMarker;

/// The program of one run: `source` is FILE's text, `title` what the header
/// says of it.
std::string emitted_program(const CoverRun& run, const std::string& source,
                            const std::string& title);

/// Writes run-N.py and run-N.in (N from 1) for `runs`, and the stand-ins
/// they use, into `dir`. Returns an error message, empty on success.
std::string emit_python(const std::string& dir, const std::string& file, const std::string& source,
                        const std::vector<const CoverRun*>& runs);

} // namespace hyexec::cli
