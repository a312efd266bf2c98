#pragma once
/// \file
/// The LLM prompt templates: prompts/*.txt, embedded in the binary at build
/// time. `{{name}}` in a template is replaced by the value given for it.

#include <map>
#include <string>

namespace hyexec::oracle {

/// The template `name` (its file name without .txt) with its placeholders
/// filled; an unknown template is an std::out_of_range.
std::string prompt(const std::string& name, const std::map<std::string, std::string>& values = {});

} // namespace hyexec::oracle
