#pragma once
/// \file
/// LDB-style debugging (Zhong et al., ACL'24): the execution of a function
/// under a failing test, cut into its CFG blocks, each with the variables it
/// leaves behind, given to an LLM that says for each block whether it is
/// correct, with an explanation. Long traces keep their first and last
/// blocks, long values their beginning and end, as LDB does.

#include "cfg/cfg.h"
#include "oracle/llm_client.h"
#include "predict/orca_metrics.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hyexec::predict {

struct DebugBlock {
  size_t step = 0; ///< its position in the whole trace (0-based)
  int block = 0;   ///< its number in the function's CFG
  std::vector<uint32_t> lines;
  std::string code;                                       ///< the block's source lines
  std::vector<std::pair<std::string, std::string>> state; ///< name → repr, shortened
};

struct DebugTrace {
  std::vector<DebugBlock> blocks;
  size_t omitted = 0; ///< steps left out between the first and the last ones kept
  std::string raised; ///< `Type: message` the last block raised, if it did
};

/// `value` cut in the middle to at most `limit` characters (` ... ` marks the cut).
std::string shorten(const std::string& value, size_t limit = 80);

/// The blocks of `run` (the unit's real sequence) with their code: all of
/// them, or the first `head` and the last `tail` when there are more.
DebugTrace debug_trace(const std::vector<ActualBlock>& run, const cfg::CodeUnit& unit,
                       const ast::Module& module, size_t head = 5, size_t tail = 5);

/// The messages of the one LDB call (prompts/ldb_system.txt, ldb_user.txt).
std::vector<oracle::ChatMessage> ldb_messages(const std::string& function_source,
                                              const std::string& test, const std::string& outcome,
                                              const DebugTrace& trace);

/// The LLM's verdict on one block: `index` is the block's place in the
/// DebugTrace (the prompt's `[BLOCK-index]`).
struct Verdict {
  size_t index = 0;
  std::optional<bool> correct; ///< nullopt: the answer gave none that can be read
  std::string explanation;
};

/// Reads an answer: a JSON object with a list of {block, correct,
/// explanation} (or a bare list), in a fence or after prose, with the usual
/// variations of key names and of "correct" / "wrong"; or LDB's own text
/// format (`[BLOCK-2]` then `Feedback: INCORRECT. ...`). One verdict per
/// block of the trace, in its order; blocks the answer skips have none.
std::vector<Verdict> parse_verdicts(const std::string& answer, size_t blocks);

} // namespace hyexec::predict
