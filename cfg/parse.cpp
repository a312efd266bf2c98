#include "cfg/parse.h"
#include "cfg/ast_dump.h"
#include "cfg/descent/descent.h"
#include "cfg/parse_errors.h"

#include "cfg/parse_lower.h"
#include "cfg/text_swaps.h"
#include "cfg/ts_pool.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <memory>
#include <unordered_map>

namespace hyexec {

namespace {

struct TreeDeleter {
  void operator()(TSTree* t) const { ts_tree_delete(t); }
};
struct ParserDeleter {
  void operator()(TSParser* p) const { ts_parser_delete(p); }
};

/// The first ERROR or MISSING node in document order.
TSNode first_error(TSNode root) {
  TSNode n = root;
  for (;;) {
    if (ts_node_is_missing(n) || ts_node_symbol(n) == static_cast<TSSymbol>(-1)) return n;
    bool descended = false;
    TSTreeCursor c = ts_tree_cursor_new(n);
    if (ts_tree_cursor_goto_first_child(&c)) {
      do {
        TSNode child = ts_tree_cursor_current_node(&c);
        if (ts_node_has_error(child)) {
          n = child;
          descended = true;
          break;
        }
      } while (ts_tree_cursor_goto_next_sibling(&c));
    }
    ts_tree_cursor_delete(&c);
    if (!descended) return n;
  }
}

/// Whether line `line` (tokenized from its start: strings, escapes,
/// comments) leaves a string open at its end. tree-sitter's error recovery
/// may start an ERROR node at a quote whose string is closed, after a bad
/// token; that is no unterminated string.
bool leaves_string_open(std::string_view line) {
  char quote = 0;
  bool triple = false;
  for (size_t i = 0; i < line.size(); ++i) {
    char c = line[i];
    if (quote) {
      if (c == '\\')
        ++i;
      else if (c == quote && (!triple || line.compare(i, 3, std::string(3, quote)) == 0))
        i += triple ? 2 : 0, quote = 0;
    } else if (c == '#') {
      return false;
    } else if (c == '"' || c == '\'') {
      quote = c;
      triple = line.compare(i, 3, std::string(3, c)) == 0;
      if (triple) i += 2;
    }
  }
  return quote != 0;
}

SyntaxErrorInfo describe_error(const ast::Module& m, TSNode err) {
  SyntaxErrorInfo info;
  TSPoint p = ts_node_start_point(err);
  info.line = p.row + 1;
  info.col = p.column + 1;
  if (ts_node_is_missing(err)) {
    std::string_view what = ts_node_type(err);
    info.message = what == "_indent" || what == "block" ? "expected an indented block"
                                                        : "expected '" + std::string(what) + "'";
    if (what == "_indent" || what == "block") info.type = "IndentationError";
    return info;
  }
  std::string_view line = m.line_text(info.line);
  std::string_view rest = line.substr(std::min<size_t>(p.column, line.size()));
  if (!rest.empty() && (rest[0] == '"' || rest[0] == '\'') && leaves_string_open(line)) {
    info.message =
        "unterminated string literal (detected at line " + std::to_string(info.line) + ")";
    return info;
  }
  info.message = "invalid syntax";
  return info;
}

/// What tree-sitter is given: the source, with continuation lines inside
/// brackets that are indented less than their statement padded to its
/// indentation. tree-sitter-python's scanner infers "inside brackets" from the
/// tokens it may accept next, so after `(a.` or `(a +` a dedented next line
/// becomes a DEDENT and a parse error; Python ignores indentation there.
struct PreparedSource {
  std::string text;
  std::unordered_map<uint32_t, uint32_t> pads; ///< line → spaces added
  /// The first indentation error CPython's tokenizer and parser would report
  /// (tree-sitter accepts dedents to unknown levels and stray indents).
  std::optional<SyntaxErrorInfo> indent_error;
};

uint32_t indent_width(std::string_view line) {
  uint32_t w = 0;
  for (char c : line) {
    if (c == ' ')
      ++w;
    else if (c == '\t')
      w = (w / 8 + 1) * 8;
    else if (c == '\f')
      w = 0;
    else
      break;
  }
  return w;
}

/// Scans strings, comments and brackets as CPython's tokenizer does, enough
/// to enforce its limit of 200 nested brackets and to pad continuation lines.
bool prepare_source(const std::string& src, PreparedSource* out, SyntaxErrorInfo* error) {
  out->text.clear();
  out->text.reserve(src.size());
  int depth = 0;
  uint32_t line = 1, statement_indent = 0;
  char quote = 0;
  bool triple = false;
  std::vector<uint32_t> indents{0}; // CPython allows 99 levels
  bool too_deep = false;
  bool continued = false; // the previous line ended with a backslash
  bool commented = false; // the current line has a comment
  char last = 0;          // the last significant character of the previous logical line
  auto indent_error = [&](const char* message, size_t col) {
    if (!out->indent_error)
      out->indent_error =
          SyntaxErrorInfo{"IndentationError", message, line, static_cast<uint32_t>(col)};
  };
  auto start_line = [&](size_t pos) { // called at the first byte of each line
    std::string_view rest = std::string_view(src).substr(pos);
    rest = rest.substr(0, rest.find('\n'));
    uint32_t w = indent_width(rest);
    size_t first = rest.find_first_not_of(" \t\f");
    bool blank = first == std::string_view::npos || rest[first] == '#';
    if (depth == 0 && !quote && !continued) {
      if (blank) return;
      statement_indent = w;
      if (w > indents.back()) {
        // CPython's columns: the indentation's width, and past the line's end.
        if (last != ':') indent_error("unexpected indent", first);
        indents.push_back(w);
      } else if (w < indents.back()) {
        while (indents.size() > 1 && indents.back() > w) indents.pop_back();
        if (w != indents.back())
          indent_error("unindent does not match any outer indentation level", rest.size() + 1);
      }
      if (indents.size() > 99 + 1 && !too_deep) {
        too_deep = true;
        error->type = "IndentationError";
        error->message = "too many levels of indentation";
        error->line = line;
      }
    } else if (depth > 0 && !quote && !blank && w < statement_indent) {
      out->text.append(statement_indent - w, ' ');
      out->pads[line] = statement_indent - w;
    }
  };
  // The bytes the scan reacts to; runs of others are copied at once.
  static const std::array<bool, 256> special = [] {
    std::array<bool, 256> t{};
    for (unsigned char c : std::string_view("\n\\'\"#()[]{}")) t[c] = true;
    return t;
  }();
  start_line(0);
  for (size_t i = 0; i < src.size() && !too_deep; ++i) {
    if (!special[static_cast<unsigned char>(src[i])]) {
      size_t end = i + 1;
      while (end < src.size() && !special[static_cast<unsigned char>(src[end])]) ++end;
      out->text.append(src, i, end - i);
      if (!quote && depth == 0) // the run's last significant byte, as the loop below keeps it
        for (size_t k = end; k-- > i;)
          if (!std::strchr(" \t\r\f", src[k])) {
            last = src[k];
            break;
          }
      i = end - 1;
      continue;
    }
    char c = src[i];
    out->text.push_back(c);
    if (quote && c == '\\' && i + 1 < src.size()) { // an escape, or a backslash-newline
      out->text.push_back(src[++i]);
      if (src[i] == '\n') ++line;
      continue;
    }
    if (c == '\n') {
      ++line;
      if (quote && !triple) quote = 0; // unterminated: tree-sitter reports it
      continued = !quote && !commented && i > 0 &&
                  (src[i - 1] == '\\' || (src[i - 1] == '\r' && i > 1 && src[i - 2] == '\\'));
      commented = false;
      start_line(i + 1);
      continue;
    }
    if (!quote && depth == 0 && !std::strchr(" \t\r\f\\#", c)) last = c;
    if (quote) {
      if (c == quote && (!triple || src.compare(i, 3, std::string(3, quote)) == 0)) {
        if (triple) out->text.append(2, quote), i += 2;
        quote = 0;
      }
      continue;
    }
    if (c == '#') {
      commented = true;
      size_t end = std::min(src.find('\n', i + 1), src.size());
      out->text.append(src, i + 1, end - (i + 1));
      i = end - 1;
    } else if (c == '"' || c == '\'') {
      quote = c;
      triple = src.compare(i, 3, std::string(3, c)) == 0;
      if (triple) out->text.append(2, c), i += 2;
    } else if (c == '(' || c == '[' || c == '{') {
      if (++depth >= 200) {
        error->message = "too many nested parentheses";
        error->line = line;
        return false;
      }
    } else if (c == ')' || c == ']' || c == '}') {
      if (depth > 0) --depth;
    }
  }
  return !too_deep;
}

/// Whether `text` may hold a `match` statement whose subject is a list
/// display: `match` then blanks then `[`.
bool may_match_a_list(std::string_view text) {
  for (size_t at = text.find("match"); at != std::string_view::npos;
       at = text.find("match", at + 5)) {
    size_t i = at + 5;
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
    if (i > at + 5 && i < text.size() && text[i] == '[') return true;
  }
  return false;
}

/// The left side of an annotated assignment `match[...]: case[...]: body`
/// that spans lines: tree-sitter's reading of a `match` statement whose
/// subject is a list and whose only case is a sequence pattern with a
/// one-line body (a real annotation cannot span lines outside brackets).
TSNode misread_match(TSNode n, std::string_view text) {
  std::string_view kind = ts_node_type(n);
  if (kind == "assignment") {
    TSNode left = ts_node_child_by_field_name(n, "left", 4);
    TSNode type = ts_node_child_by_field_name(n, "type", 4);
    if (!ts_node_is_null(left) && !ts_node_is_null(type) &&
        std::string_view(ts_node_type(left)) == "subscript" &&
        ts_node_end_point(type).row > ts_node_end_point(left).row) {
      TSNode value = ts_node_child_by_field_name(left, "value", 5);
      uint32_t b = ts_node_start_byte(value), e = ts_node_end_byte(value);
      if (text.substr(b, e - b) == "match") return left;
    }
    return TSNode{};
  }
  if (kind != "module" && kind != "block" && kind != "expression_statement" &&
      !kind.ends_with("_statement") && !kind.ends_with("_clause") &&
      kind != "function_definition" && kind != "class_definition" && kind != "decorated_definition")
    return TSNode{};
  for (uint32_t i = 0, count = ts_node_named_child_count(n); i < count; ++i) {
    TSNode found = misread_match(ts_node_named_child(n, i), text);
    if (!ts_node_is_null(found)) return found;
  }
  return TSNode{};
}

} // namespace

std::string source_line(const std::string& source, uint32_t line) {
  size_t b = 0;
  for (uint32_t i = 1; i < line && b != std::string::npos; ++i) {
    b = source.find('\n', b);
    if (b != std::string::npos) ++b;
  }
  if (b == std::string::npos || b > source.size()) return "";
  size_t e = source.find('\n', b);
  std::string s = source.substr(b, e == std::string::npos ? std::string::npos : e - b);
  if (!s.empty() && s.back() == '\r') s.pop_back();
  return s;
}

std::string_view ast::Module::line_text(uint32_t line) const {
  if (line == 0 || line > line_starts.size()) return {};
  size_t b = line_starts[line - 1];
  size_t e = source.find('\n', b);
  if (e == std::string::npos) e = source.size();
  if (e > b && source[e - 1] == '\r') --e;
  return std::string_view(source).substr(b, e - b);
}

ParseResult parse_with(std::string filename, std::string bytes, bool mangle, Frontend frontend) {
  ParseResult result;
  auto m = std::make_unique<ast::Module>();
  m->filename = std::move(filename);
  SyntaxErrorInfo error;
  if (!decode_source(bytes, &m->own_source, &error)) {
    result.error = error;
    return result;
  }
  m->source = m->own_source;
  m->line_starts.push_back(0);
  for (size_t i = 0; i < m->source.size(); ++i)
    if (m->source[i] == '\n') m->line_starts.push_back(static_cast<uint32_t>(i + 1));
  // The hand-written parser reads valid programs; on anything else it
  // declines and tree-sitter's path gives CPython's error.
  if (frontend != Frontend::TreeSitter) {
    const char* why = "";
    if (descent::parse_module(*m, mangle, &why)) {
      result.module = std::move(m);
      return result;
    }
    if (frontend == Frontend::Descent) {
      result.error = SyntaxErrorInfo{"SyntaxError", std::string("declined: ") + why, 0, 0};
      return result;
    }
  }
  PreparedSource prepared;
  if (!prepare_source(m->own_source, &prepared, &error)) {
    result.error = error;
    return result;
  }

  // One parser per thread, reused: creating one costs more than parsing a snippet.
  thread_local std::unique_ptr<TSParser, ParserDeleter> parser = [] {
    std::unique_ptr<TSParser, ParserDeleter> p(ts_parser_new());
    ts_parser_set_language(p.get(), cst::language());
    return p;
  }();
  ts_parser_reset(parser.get());
  // Error recovery on garbage can be slow; never hang on hostile input. The
  // budget grows with the input (a sanitizer build parses 10 MB in ~30 s).
  uint64_t budget_s = 60 + 10 * (prepared.text.size() >> 20);
  ts_parser_set_timeout_micros(parser.get(), budget_s * 1'000'000);
  // Declared before the tree, so it runs after the tree is deleted.
  struct TrimPool {
    ~TrimPool() { ts_pool::trim(); }
  } trim_pool;
  std::unique_ptr<TSTree, TreeDeleter> tree(ts_parser_parse_string(
      parser.get(), nullptr, prepared.text.data(), static_cast<uint32_t>(prepared.text.size())));
  if (!tree) {
    result.error = SyntaxErrorInfo{
        "SyntaxError", "source too complex to parse within " + std::to_string(budget_s) + " s", 1,
        0};
    return result;
  }
  TSNode root = ts_tree_root_node(tree.get());
  // A starred parenthesized target: swap the star in, statement by statement
  // (text_swaps.h), while that moves the first error further on.
  TextSwaps swaps;
  for (int round = 0; round < 16 && ts_node_has_error(root); ++round) {
    TSNode err = first_error(root);
    TSNode stmt = err;
    for (TSNode up = ts_node_parent(stmt); !ts_node_is_null(up); up = ts_node_parent(up)) {
      std::string_view kind = ts_node_type(up);
      if (kind == "module" || kind == "block") break;
      stmt = up;
    }
    uint32_t from = ts_node_start_byte(stmt), to = ts_node_end_byte(err);
    while (to < prepared.text.size() && prepared.text[to] != '\n') ++to;
    std::string retry = prepared.text;
    TextSwaps more;
    if (!swap_star_parens(&retry, from, to, &more)) break;
    std::unique_ptr<TSTree, TreeDeleter> again(ts_parser_parse_string(
        parser.get(), nullptr, retry.data(), static_cast<uint32_t>(retry.size())));
    if (!again) break;
    TSNode again_root = ts_tree_root_node(again.get());
    if (ts_node_has_error(again_root) &&
        ts_node_start_byte(first_error(again_root)) <= ts_node_start_byte(err))
      break;
    prepared.text = std::move(retry);
    swaps.merge(more);
    tree = std::move(again);
    root = again_root;
  }
  for (int round = 0; round < 64 && !ts_node_has_error(root) && may_match_a_list(prepared.text);
       ++round) {
    TSNode left = misread_match(root, prepared.text);
    if (ts_node_is_null(left)) break;
    uint32_t open = 0, close = 0;
    for (uint32_t i = 0, count = ts_node_child_count(left); i < count; ++i) {
      TSNode c = ts_node_child(left, i);
      std::string_view kind = ts_node_type(c);
      if (kind == "[" && !open) open = ts_node_start_byte(c);
      if (kind == "]") close = ts_node_start_byte(c);
    }
    if (!open || !close) break;
    std::string retry = prepared.text;
    TextSwaps more;
    swap_list_subject(&retry, open, close, &more);
    std::unique_ptr<TSTree, TreeDeleter> again(ts_parser_parse_string(
        parser.get(), nullptr, retry.data(), static_cast<uint32_t>(retry.size())));
    if (!again || ts_node_has_error(ts_tree_root_node(again.get()))) break;
    prepared.text = std::move(retry);
    swaps.merge(more);
    tree = std::move(again);
    root = ts_tree_root_node(tree.get());
  }
  if (ts_node_has_error(root)) {
    result.error = describe_error(*m, first_error(root));
    if (prepared.indent_error && prepared.indent_error->line <= result.error->line)
      result.error = prepared.indent_error;
    result.error = refine_syntax_error(m->own_source, *result.error);
    return result;
  }
  if (prepared.indent_error) {
    result.error = refine_syntax_error(m->own_source, *prepared.indent_error);
    return result;
  }
  try {
    lower::Lowerer(*m, prepared.text, prepared.pads, swaps, mangle).module(root);
  } catch (const lower::Failure& f) {
    result.error = f.info;
    return result;
  }
  result.module = std::move(m);
  return result;
}

ParseResult parse_python(std::string filename, std::string bytes) {
  return parse_with(std::move(filename), std::move(bytes), true, Frontend::Auto);
}

ParseResult parse_as_written(std::string filename, std::string bytes) {
  return parse_with(std::move(filename), std::move(bytes), false, Frontend::Auto);
}

} // namespace hyexec
