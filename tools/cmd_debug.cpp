// `hyexec debug FILE --entry F --test 'assert F(2) == 3' [--json]`: LDB-style
// debugging. Runs the test after FILE's module body, cuts the first call of
// F into its CFG blocks (the first 5 and the last 5 when there are more),
// each with the variables it leaves, asks the LLM for a verdict per block
// (correct or not, and why) and prints the verdicts beside the block states.
// A test that crashes inside F is debugged the same way: the block that
// raised is the last one, with the variables it had then (LDB itself falls
// back to the error message). A test that passes has nothing to debug.
#include "cfg/cfg_render.h"
#include "predict/ldb.h"
#include "predict/run_comparison.h"
#include "tools/cli.h"
#include "tools/llm_answer.h"
#include "tools/oracle_choice.h"
#include "tools/run_json.h"

#include <iostream>

namespace hyexec::cli {

namespace {

using nlohmann::ordered_json;

/// The function the test runs in, so that the calls it makes are told from
/// the module body's own (its lines follow FILE's, one more for its `def`).
constexpr const char* kTestUnit = "__hyexec_test__";

/// The test as the body of kTestUnit, then a call of it.
std::string test_function(const std::string& test) {
  std::string out = std::string("def ") + kTestUnit + "():\n";
  for (size_t p = 0, n; p <= test.size(); p = n + 1) {
    n = test.find('\n', p);
    if (n == std::string::npos) n = test.size();
    out += "    " + test.substr(p, n - p) + "\n";
  }
  return out + kTestUnit + "()\n";
}

/// FILE with the test appended, parsed and built; a syntax error in the
/// test is reported as the test's.
LoadedProgram load_with_test(const std::string& path, std::string source, const std::string& test,
                             uint32_t* file_lines) {
  if (!source.empty() && source.back() != '\n') source += "\n";
  *file_lines = static_cast<uint32_t>(std::count(source.begin(), source.end(), '\n'));
  ParseResult parsed = parse_python(path, source + test_function(test));
  if (parsed.error) {
    const SyntaxErrorInfo& e = *parsed.error;
    bool in_test = e.line > *file_lines;
    throw CommandError{
        (in_test ? "--test" : path + ":" + std::to_string(e.line)) + ": " + e.type + ": " +
            (in_test && e.message == "expected an indented block" ? "empty test" : e.message),
        in_test ? "" : python_syntax_report(path, source, e.type, e.message, e.line, e.col)};
  }
  LoadedProgram lp;
  lp.module = std::move(parsed.module);
  cfg::BuildError error;
  lp.program = cfg::build(*lp.module, &error);
  if (!lp.program) throw CommandError{path + ": SyntaxError: " + error.message};
  return lp;
}

/// What the test did, in words for the prompt and the report.
std::string outcome_text(const interp::RunResult& run, uint32_t file_lines,
                         const std::optional<std::string>& returned, const std::string& entry) {
  std::string s;
  if (run.status == "ok")
    s = "the test passes";
  else if (run.status == "error" && run.error->type == "AssertionError" &&
           run.error->line > file_lines)
    s = "the assertion fails" + (run.error->message.empty() ? "" : ": " + run.error->message);
  else if (run.status == "error")
    s = "it raises " + run.error->type + ": " + run.error->message + " (line " +
        std::to_string(run.error->line) + ")";
  else
    s = "the run stopped: " + run.status + (run.error ? " (" + run.error->message + ")" : "");
  if (returned) s += "; " + entry + " returned " + *returned;
  return s;
}

/// FILE's definitions only (functions, classes, imports): its other
/// top-level statements become blank lines, so line numbers stay.
std::string definitions_only(const ast::Module& m) {
  std::string out;
  std::vector<bool> blank(m.line_starts.size() + 2, false);
  for (const ast::Stmt* s : m.body) {
    using K = ast::StmtKind;
    if (s->kind == K::FunctionDef || s->kind == K::AsyncFunctionDef || s->kind == K::ClassDef ||
        s->kind == K::Import || s->kind == K::ImportFrom)
      continue;
    for (uint32_t l = s->span.line; l <= s->span.end_line && l < blank.size(); ++l) blank[l] = true;
  }
  for (uint32_t l = 1; l <= m.line_starts.size(); ++l)
    out += (blank[l] ? std::string() : std::string(m.line_text(l))) + "\n";
  return out;
}

/// Drops the trace before the test starts: what is left begins with the
/// test's own calls. False when the test never ran.
bool from_the_test(interp::RunResult& run) {
  auto it = std::find_if(run.trace.begin(), run.trace.end(),
                         [](const interp::BlockTrace& t) { return t.unit == kTestUnit; });
  if (it == run.trace.end()) return false;
  run.trace.erase(run.trace.begin(), it);
  return true;
}

/// The repr of what the first call of `unit` returned, if it returned.
std::optional<std::string> first_return(const interp::RunResult& run, const std::string& unit) {
  std::optional<uint64_t> frame;
  for (const interp::BlockTrace& t : run.trace) {
    if (t.unit != unit) continue;
    if (!frame) frame = t.frame;
    if (t.frame == *frame && t.event == interp::BlockTrace::Event::Return) return t.detail;
  }
  return std::nullopt;
}

std::string function_source(const ast::Module& module, const cfg::CodeUnit& unit) {
  std::string out;
  if (!unit.node) return out;
  for (uint32_t l = unit.node->span.line; l <= unit.node->span.end_line; ++l)
    out += std::string(module.line_text(l)) + "\n";
  return out;
}

ordered_json blocks_json(const predict::DebugTrace& trace,
                         const std::vector<predict::Verdict>* verdicts) {
  ordered_json out = ordered_json::array();
  for (size_t i = 0; i < trace.blocks.size(); ++i) {
    const predict::DebugBlock& b = trace.blocks[i];
    ordered_json state = ordered_json::object();
    for (const auto& [name, repr] : b.state) state[name] = repr;
    ordered_json verdict;
    if (verdicts) {
      const predict::Verdict& v = (*verdicts)[i];
      verdict = {{"correct", v.correct ? ordered_json(*v.correct) : ordered_json()},
                 {"explanation", v.explanation}};
    }
    out.push_back({{"index", i},
                   {"step", b.step},
                   {"block", b.block},
                   {"lines", b.lines},
                   {"code", b.code},
                   {"state", state},
                   {"verdict", verdict}});
  }
  return out;
}

void print_report(std::ostream& out, const std::string& file, const std::string& entry,
                  const std::string& outcome, const predict::DebugTrace& trace,
                  const std::vector<predict::Verdict>* verdicts, const LlmUse& use, bool answered) {
  out << file << ": " << entry << " under the test: " << outcome << "\n";
  for (size_t i = 0; i < trace.blocks.size(); ++i) {
    const predict::DebugBlock& b = trace.blocks[i];
    if (trace.omitted && i > 0 && b.step != trace.blocks[i - 1].step + 1)
      out << "... " << trace.omitted << " blocks left out ...\n";
    out << "[BLOCK-" << i << "] block " << b.block;
    if (!b.lines.empty()) out << ", line" << (b.lines.size() > 1 ? "s " : " ") << b.lines.front();
    if (b.lines.size() > 1) out << "-" << b.lines.back();
    out << "\n";
    std::string code = b.code;
    for (size_t p = 0, n; p < code.size(); p = n + 1) {
      n = code.find('\n', p);
      if (n == std::string::npos) n = code.size();
      out << "    " << code.substr(p, n - p) << "\n";
    }
    if (i + 1 == trace.blocks.size() && !trace.raised.empty())
      out << "  raised " << trace.raised << "\n";
    out << "  variables:";
    for (const auto& [name, repr] : b.state) out << " " << name << "=" << repr;
    out << "\n";
    if (verdicts) {
      const predict::Verdict& v = (*verdicts)[i];
      out << "  verdict: " << (!v.correct ? "none" : *v.correct ? "correct" : "WRONG");
      if (!v.explanation.empty()) out << ": " << v.explanation;
      out << "\n";
    }
  }
  if (!answered)
    out << kNoLlmConfigured << "\n";
  else if (!verdicts)
    out << "the test passes: nothing to debug\n";
  else
    out << "verdicts from the LLM (" << use.source << ")\n";
}

} // namespace

int cmd_debug(const Options& o) {
  if (o.files.size() != 1 || !o.values.count("entry") || !o.values.count("test"))
    throw CommandError{"usage: hyexec debug FILE --entry FUNC --test 'assert FUNC(...) == ...' "
                       "[--json] [--oracle llm|replay:PATH] [--answer PATH] [--print-prompt]"};
  std::string entry = o.value("entry"), test = o.value("test");
  uint32_t file_lines = 0;
  LoadedProgram lp = load_with_test(o.files[0], read_file(o.files[0]), test, &file_lines);
  const cfg::CodeUnit* unit = lp.program->find(entry);
  if (!unit || unit->kind != cfg::CodeUnit::Kind::Function)
    throw CommandError{"--entry " + entry + ": " + o.files[0] +
                       " defines no function of that name"};

  interp::RunOptions options = run_options(o, *lp.program);
  options.entry.clear(); // the test calls it
  options.trace = interp::TraceLevel::Full;
  options.trace_events = true;
  std::unique_ptr<oracle::Oracle> oracle = make_oracle(o, *lp.module, OracleDefault::ImportsOnly);
  options.oracle = oracle.get();
  interp::RunResult run = interp::run_program(*lp.module, *lp.program, options);
  // The module body ended the run before the test (an input() without
  // --stdin, an error of its own): that is not the test's doing. The test
  // runs again after FILE's definitions only, and the report says why.
  std::string body_note;
  if (!from_the_test(run)) {
    body_note = "the module body stopped before the test ran (" +
                (run.error ? run.error->type + ": " + run.error->message + ", line " +
                                 std::to_string(run.error->line)
                           : run.status) +
                (o.values.count("stdin") ? "" : "; no --stdin given") + "): the test ran after " +
                o.files[0] + "'s definitions only";
    lp = load_with_test(o.files[0], definitions_only(*lp.module), test, &file_lines);
    unit = lp.program->find(entry);
    run = interp::run_program(*lp.module, *lp.program, options);
    if (!from_the_test(run)) throw CommandError{body_note + ", and stopped again"};
  }

  std::vector<predict::ActualBlock> blocks = predict::unit_blocks(run, *unit);
  std::string outcome = outcome_text(run, file_lines, first_return(run, unit->name), entry);
  if (!body_note.empty()) outcome += " (" + body_note + ")";
  if (blocks.empty()) throw CommandError{"the test never calls " + entry + " (" + outcome + ")"};
  predict::DebugTrace trace = predict::debug_trace(blocks, *unit, *lp.module);
  // Raised in F (or below it), not by the test's own assertion.
  if (run.status == "error" && run.error->line && run.error->line <= file_lines)
    trace.raised = run.error->type + ": " + run.error->message;
  auto messages = predict::ldb_messages(function_source(*lp.module, *unit), test, outcome, trace);
  if (o.flag("print-prompt")) {
    std::cout << prompt_text(messages);
    return 0;
  }

  bool passed = run.status == "ok";
  LlmUse use;
  std::optional<std::string> answer;
  if (!passed) answer = llm_answer(o, messages, true, &use);
  std::optional<std::vector<predict::Verdict>> verdicts;
  if (answer) verdicts = predict::parse_verdicts(*answer, trace.blocks.size());

  if (!o.flag("json")) {
    print_report(std::cout, o.files[0], entry, outcome, trace, verdicts ? &*verdicts : nullptr, use,
                 passed || answer);
    return 0;
  }
  ordered_json j;
  j["entry"] = entry;
  j["test"] = test;
  j["status"] = run.status;
  j["error"] = error_json(run);
  j["passed"] = passed;
  j["outcome"] = outcome;
  j["blocks"] = blocks_json(trace, verdicts ? &*verdicts : nullptr);
  j["omitted"] = trace.omitted;
  j["raised"] = trace.raised.empty() ? ordered_json() : ordered_json(trace.raised);
  ordered_json first_wrong;
  if (verdicts)
    for (const auto& v : *verdicts)
      if (v.correct == false) {
        first_wrong = v.index;
        break;
      }
  j["first_wrong"] = first_wrong;
  j["llm"] = llm_use_json(use, answer);
  if (!answer && !passed) j["note"] = kNoLlmConfigured;
  std::cout << j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  return 0;
}

} // namespace hyexec::cli
