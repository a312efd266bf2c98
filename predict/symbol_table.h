#pragma once
/// \file
/// Reading a predicted symbol table (`{'x': (2, int), 'a': ([1, 2], list)}`)
/// as CPython's `eval` would, with our own interpreter: the values' str() and
/// repr() come out exactly as Python prints them (`1e3` is `1000.0`). Only
/// literals, type names and a few constructors are evaluated; anything else
/// (attribute access, arbitrary calls) is kept as the text written.

#include "predict/orca_answer.h"

#include <string>
#include <string_view>
#include <vector>

namespace hyexec::predict {

/// The entries of the dict display `text` (from `{` to its `}`). An entry
/// whose value is not a readable literal (`<module 'math'>`, `f`) is kept
/// with `evaluated` false and its text as written.
/// `literal` (optional) tells whether the whole display evaluated at once.
std::vector<PredictedSymbol> read_symbol_table(std::string_view text, bool* literal = nullptr);

/// `text` cut at its `sep` characters that are outside brackets and quotes,
/// each piece trimmed.
std::vector<std::string> split_top_level(std::string_view text, char sep);

/// `text` cut at the top-level commas of a display, and each piece at its
/// first top-level colon: the (key, value) texts of a dict display's entries.
std::vector<std::pair<std::string, std::string>> split_dict_entries(std::string_view text);

} // namespace hyexec::predict
