#pragma once
/// \file
/// The oracle of one version in `diff`. A name this version reads but never
/// binds, while the other version has no such gap (it binds the name or
/// never reads it), is left undefined: CPython's NameError, a difference the
/// edit made (`sqrt(5)` for `math.sqrt(5)`, a helper the new version forgot),
/// not a value to invent. Names both versions lack still get the oracle's
/// answers, shared between the versions (diff_search.h).

#include "cfg/ast.h"
#include "oracle/oracle.h"

#include <memory>
#include <set>
#include <string>

namespace hyexec::cli {

class VersionOracle : public oracle::Oracle {
public:
  /// `missing_entry`: the entry function when this version lacks it and the
  /// other defines it (empty otherwise).
  VersionOracle(std::unique_ptr<oracle::Oracle> base, const ast::Module& self,
                const ast::Module& other, const std::string& missing_entry);

  oracle::Answer answer(const oracle::Query& q) override;
  size_t variants(const std::string& key) const override;
  void select(const std::string& key, size_t index) override;
  size_t selected(const std::string& key) const override;
  bool refine(const oracle::Feedback& f) override;
  std::optional<oracle::LlmUsage> llm_usage() const override;

  const std::set<std::string>& left_undefined() const { return left_undefined_; }

private:
  std::unique_ptr<oracle::Oracle> base_;
  std::set<std::string> left_undefined_;
};

} // namespace hyexec::cli
