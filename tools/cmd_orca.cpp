// `hyexec orca FILE [--stdin PATH] [--entry F] [--json]`: the LLM's
// predicted execution (ORCA: the CFG as text, one prompt, a block-by-block
// traversal with symbol tables) against the concrete run: ORCA's measures,
// the first divergence, and each runtime error with how it is known.
//
// The prediction comes from the configured LLM (--llm-url/--llm-model or
// HYEXEC_LLM_*, through the response cache), `--oracle replay:FILE`, or an
// answer saved in a file (`--answer FILE`). Without any, the command still
// runs FILE and prints the concrete trace, saying that no LLM is configured.
// `--print-prompt` prints the prompt instead, to give to an LLM by hand.
#include "cfg/ast_walk.h"
#include "predict/orca_answer.h"
#include "predict/orca_prompt.h"
#include "predict/run_comparison.h"
#include "tools/cli.h"
#include "tools/llm_answer.h"
#include "tools/oracle_choice.h"
#include "tools/orca_report.h"
#include "tools/run_json.h"

#include <iostream>
#include <set>

namespace hyexec::cli {

int cmd_orca(const Options& o) {
  if (o.files.size() != 1)
    throw CommandError{"usage: hyexec orca FILE [--stdin PATH] [--entry FUNC] [--json] "
                       "[--oracle llm|replay:PATH] [--answer PATH] [--print-prompt]"};
  LoadedProgram lp = load(o.files[0]);
  interp::RunOptions options = run_options(o, *lp.program);
  options.trace = interp::TraceLevel::Full;
  options.trace_events = true;
  std::unique_ptr<oracle::Oracle> oracle = make_oracle(o, *lp.module, OracleDefault::ImportsOnly);
  options.oracle = oracle.get();
  interp::RunResult run = interp::run_program(*lp.module, *lp.program, options);

  predict::OrcaStart start;
  start.unit = options.entry.empty() ? &lp.program->module_unit() : lp.program->find(options.entry);
  if (o.values.count("stdin")) start.stdin_text = options.stdin_data;
  // The entry's own parameters start the table; for a method the others
  // are its class's constructor arguments, which made `self`.
  std::set<std::string> params;
  if (auto* def = dynamic_cast<const ast::FunctionDef*>(start.unit->node))
    ast::for_each_parameter(*def->args, [&](const ast::Arg* arg) { params.insert(arg->name); });
  std::string constructor;
  for (const auto& [name, expr] : run.entry_args) {
    if (params.count(name))
      start.args.emplace_back(name, expr);
    else
      constructor += (constructor.empty() ? "" : ", ") + name + "=" + expr;
  }
  if (size_t dot = options.entry.rfind('.'); dot != std::string::npos)
    start.instance = options.entry.substr(0, dot) + "(" + constructor + ")";
  std::vector<oracle::ChatMessage> messages = predict::orca_messages(*lp.program, start);
  if (o.flag("print-prompt")) {
    std::cout << prompt_text(messages);
    return 0;
  }

  OrcaComparison c;
  c.unit = start.unit;
  c.actual = predict::unit_blocks(run, *start.unit);
  c.ranges = predict::block_line_ranges(*start.unit);
  if (std::optional<std::string> answer = llm_answer(o, messages, false, &c.llm)) {
    c.answer = *answer;
    c.prediction = predict::parse_orca_answer(*answer);
  }
  if (o.flag("json")) {
    std::cout << orca_json(run, *lp.program, c)
                     .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)
              << "\n";
  } else {
    print_orca_report(std::cout, o.files[0], run, c);
  }
  return 0;
}

} // namespace hyexec::cli
