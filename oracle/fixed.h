#pragma once
/// \file
/// An oracle that gives fixed answers: a run's `inputs.values` (CLI.md), so
/// `hyexec run FILE --values JSON` replays one run of `cover` exactly.
/// Keys it does not hold go to a fallback oracle (none: no answer).

#include "oracle/oracle.h"

#include <map>
#include <memory>

namespace hyexec::oracle {

class FixedOracle : public Oracle {
public:
  FixedOracle(std::map<std::string, std::string> values, std::unique_ptr<Oracle> fallback)
      : values_(std::move(values)), fallback_(std::move(fallback)) {}

  Answer answer(const Query& q) override {
    if (auto it = values_.find(q.key); it != values_.end()) return {it->second, false};
    return fallback_ ? fallback_->answer(q) : Answer{};
  }

private:
  std::map<std::string, std::string> values_;
  std::unique_ptr<Oracle> fallback_;
};

} // namespace hyexec::oracle
