#pragma once
/// \file
/// The Python front end: source bytes in, an ast::Module or a SyntaxError out.

#include "cfg/ast.h"

#include <memory>
#include <optional>
#include <string>

namespace hyexec {

/// A compile-time error, reported as CPython reports it.
struct SyntaxErrorInfo {
  std::string type = "SyntaxError"; ///< or IndentationError, TabError, RecursionError...
  std::string message;
  uint32_t line = 0; ///< 1-based; 0 when not tied to a line
  uint32_t col = 0;
};

struct ParseResult {
  std::unique_ptr<ast::Module> module; ///< null on error
  std::optional<SyntaxErrorInfo> error;
};

/// Parses `source` (raw file bytes: a BOM and a PEP 263 coding cookie are
/// honoured) with the same acceptance as CPython 3.11's `ast.parse`.
ParseResult parse_python(std::string filename, std::string source);

/// Line `line` (1-based) of `source`, without its line break (a CR of a
/// CRLF too); empty past the end.
std::string source_line(const std::string& source, uint32_t line);

/// Decodes file bytes to UTF-8 text as CPython's tokenizer does. Returns false
/// with CPython's message when the bytes are not valid in their declared
/// encoding or contain a NUL byte.
bool decode_source(const std::string& bytes, std::string* text, SyntaxErrorInfo* error);

} // namespace hyexec
