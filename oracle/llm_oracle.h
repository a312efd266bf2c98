#pragma once
/// \file
/// The LLM oracle (`--oracle llm`, `--oracle replay:FILE`), Treefix style:
/// prompt 1 asks for the imports and initialisations of the snippet's
/// undefined names (one call), and their values answer the interpreter's
/// name queries; prompt 2 (an error the answers caused) and prompt 3 (the
/// snippet with `# uncovered` marks) refine them when the cover loop
/// reports back; a per-value prompt serves a name the prefix missed while
/// calls remain. Everything else, and everything after a failure (dead
/// server, timeout, malformed answer: one line on stderr), is the offline
/// oracle's, so a run never stops for the LLM.

#include "oracle/llm_client.h"
#include "oracle/offline.h"

#include <map>
#include <memory>

namespace hyexec::oracle {

class LlmOracle : public Oracle {
public:
  /// `max_calls` bounds the chat completions per snippet (Treefix's design
  /// used up to 21; ours targets 3). Prompt 1 asks for `completions`
  /// answers (Treefix asked for 10): each name's distinct values become its
  /// candidates, best first, before the offline oracle's. A server that
  /// ignores `n` gets the missing ones as concurrent requests while the
  /// budget leaves one call for a refinement.
  LlmOracle(const ast::Module& module, std::unique_ptr<LlmClient> client, int max_calls = 3,
            int completions = 3);

  Answer answer(const Query& q) override;
  size_t variants(const std::string& key) const override;
  void select(const std::string& key, size_t index) override;
  size_t selected(const std::string& key) const override;
  bool refine(const Feedback& f) override;
  std::optional<LlmUsage> llm_usage() const override;

private:
  /// Sends a prefix prompt and merges the initialisations of its answers;
  /// false when nothing new came.
  bool ask_prefix(const std::string& template_name, std::map<std::string, std::string> values,
                  int completions = 1);
  /// Merges one answer's imports and initialisations (new candidates go first).
  bool merge(const std::string& content);
  /// The LLM's candidates for `key` (imports first), possibly none.
  std::vector<std::string> llm_candidates(const std::string& key) const;
  std::string ask_value(const Query& q);
  bool can_call() const { return !failed_ && client_->calls < max_calls_; }
  void fail(const std::string& why);
  std::string initializations_text() const;

  const ast::Module& module_;
  std::unique_ptr<LlmClient> client_;
  OfflineOracle offline_;
  UsageMap usage_;
  int max_calls_, completions_;
  bool failed_ = false;
  bool prefix_asked_ = false;
  /// name → expressions from the prefixes' initialisations, latest answer first
  std::map<std::string, std::vector<std::string>> init_;
  std::map<std::string, std::string> imported_; ///< name → expression, from their imports
  std::map<std::string, size_t> choice_;        ///< candidate index by key, when not the first
};

} // namespace hyexec::oracle
