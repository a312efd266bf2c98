#pragma once
/// \file
/// The oracle a command uses, from `--oracle offline|llm|replay:PATH|none`
/// and `--values JSON` (CLI.md).

#include "oracle/llm_client.h"
#include "oracle/oracle.h"
#include "tools/cli.h"

#include <memory>

namespace hyexec::cli {

/// What `offline` answers when --oracle is not given: `run` keeps CPython's
/// behaviour except for stripped imports; `cover` answers everything.
enum class OracleDefault { ImportsOnly, Everything };

/// The oracle for `o`, or null for `--oracle none`.
/// The LLM the options configure (`--oracle llm|replay:FILE`, or a server
/// from --llm-url/--llm-model or HYEXEC_LLM_*), or null.
std::unique_ptr<oracle::LlmClient> configured_llm(const Options& o);

std::unique_ptr<oracle::Oracle> make_oracle(const Options& o, const ast::Module& module,
                                            OracleDefault fallback);

} // namespace hyexec::cli
