#pragma once
/// \file
/// What an LLM predicted of an execution, read from its ORCA-style answer:
/// the blocks it visited in order, the symbol table it wrote after each, and
/// the runtime error it flagged. Real answers vary in headers, spacing,
/// markdown, quoting and tuple syntax; the parser takes all the shapes seen
/// in recorded GPT-3.5 answers and keeps what it could not read as text.

#include <optional>
#include <string>
#include <vector>

namespace hyexec::predict {

/// One variable of a predicted symbol table. Answers write
/// `'x': (2, int)`; a bare value (`'x': 2`) has an empty type.
struct PredictedSymbol {
  std::string name;
  std::string str_value;  ///< str() of the value (what ORCA's metric compares)
  std::string repr_value; ///< repr() of the value; its text as written if unreadable
  std::string type_name;  ///< `int`, `list`, ...: the type written beside it
  bool tuple_form = true; ///< written as (value, type)
  bool evaluated = true;  ///< false: the value was not a Python literal
};

struct PredictedBlock {
  int block = 0;
  bool has_table = false; ///< a symbol table was written (possibly empty)
  /// The table was a Python literal as a whole (Python's eval reads it); false
  /// when some entries had to be read one by one or kept as text.
  bool table_literal = false;
  std::vector<PredictedSymbol> table;
  std::string text; ///< the answer's lines for this block
};

struct Prediction {
  std::vector<PredictedBlock> blocks; ///< in the order predicted
  bool is_error = false;
  std::string error_type;         ///< `TypeError`, ...; empty when none was named
  std::optional<int> error_block; ///< where the answer says the error happens
  /// How many lines of the answer are its traversal: up to the complete
  /// error report, or all of them.
  size_t traversal_lines = 0;

  std::vector<int> block_order() const;
};

/// Reads an answer. Never throws; an answer with no block and no error flag
/// gives an empty prediction (`readable` tells it apart).
Prediction parse_orca_answer(const std::string& text);

/// Whether parse_orca_answer found anything in the answer.
bool readable(const Prediction& p);

} // namespace hyexec::predict
