#include "explore/version_oracle.h"

#include "oracle/usage.h"

namespace hyexec::cli {

VersionOracle::VersionOracle(std::unique_ptr<oracle::Oracle> base, const ast::Module& self,
                             const ast::Module& other, const std::string& missing_entry)
    : base_(std::move(base)) {
  oracle::UsageMap mine = oracle::UsageMap::analyse(self);
  oracle::UsageMap theirs = oracle::UsageMap::analyse(other);
  std::set<std::string> gaps(theirs.undefined_names().begin(), theirs.undefined_names().end());
  for (const std::string& n : mine.undefined_names())
    if (!gaps.count(n)) left_undefined_.insert(n);
  if (!missing_entry.empty())
    left_undefined_.insert(missing_entry.substr(0, missing_entry.find('.')));
}

oracle::Answer VersionOracle::answer(const oracle::Query& q) {
  if (q.ask == oracle::Ask::Name && left_undefined_.count(q.key)) return {};
  return base_ ? base_->answer(q) : oracle::Answer{};
}

size_t VersionOracle::variants(const std::string& key) const {
  return base_ ? base_->variants(key) : 1;
}

void VersionOracle::select(const std::string& key, size_t index) {
  if (base_) base_->select(key, index);
}

size_t VersionOracle::selected(const std::string& key) const {
  return base_ ? base_->selected(key) : 0;
}

bool VersionOracle::refine(const oracle::Feedback& f) {
  return base_ && base_->refine(f);
}

std::optional<oracle::LlmUsage> VersionOracle::llm_usage() const {
  return base_ ? base_->llm_usage() : std::nullopt;
}

} // namespace hyexec::cli
