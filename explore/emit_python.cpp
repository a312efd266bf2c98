#include "explore/emit_python.h"

#include "explore/plain_objects.h"

#include "interp/strings.h"

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>

namespace hyexec::cli {

namespace {
#include "replay.inc"
} // namespace

const char* const kEmittedSnippetMarker = "# --- the snippet";

namespace {

using oracle::Ask;

std::string dict_literal(const std::vector<std::pair<std::string, std::string>>& items) {
  std::string out = "{";
  for (size_t i = 0; i < items.size(); ++i)
    out += (i ? ", " : "") + interp::str_repr(items[i].first) + ": " +
           interp::str_repr(items[i].second);
  return out + "}";
}

/// hyexec's own Python modules a run's answers import (`__import__('_numpy')`).
std::set<std::string> own_modules(const interp::RunResult& r) {
  static const std::regex imported(R"(__import__\('(_\w+)'\))");
  std::set<std::string> out;
  for (const interp::OracleRecord& v : r.oracle_values)
    for (std::sregex_iterator it(v.expr.begin(), v.expr.end(), imported), end; it != end; ++it)
      out.insert((*it)[1]);
  for (const auto& [name, expr] : r.entry_args)
    for (std::sregex_iterator it(expr.begin(), expr.end(), imported), end; it != end; ++it)
      out.insert((*it)[1]);
  return out;
}

const char* replay_source(const std::string& name) {
  for (const auto& [n, text] : kReplay)
    if (name == n) return text.data();
  return nullptr;
}

/// `names` and the embedded modules they import, transitively. hyexec's
/// `random` comes along: the small numpy draws through its state list.
std::map<std::string, const char*> with_imports(std::set<std::string> names) {
  static const std::regex imports(R"((?:^|\n)\s*(?:import|from)\s+(\w+))");
  std::map<std::string, const char*> out;
  std::vector<std::string> todo(names.begin(), names.end());
  while (!todo.empty()) {
    std::string name = todo.back();
    todo.pop_back();
    if (out.count(name)) continue;
    const char* text = replay_source(name);
    if (!text) text = interp::embedded_module_source(name);
    if (!text) continue;
    out[name] = text;
    std::string src = text;
    for (std::sregex_iterator it(src.begin(), src.end(), imports), end; it != end; ++it) {
      std::string dep = (*it)[1];
      if (dep[0] == '_' || dep == "random") todo.push_back(dep);
    }
  }
  return out;
}

/// The target a prefix assigns for a name's key: the key itself, or for a
/// module's attribute the interpreter binds before the snippet (`sys.argv`,
/// interp/command_line.h) that attribute of the imported module.
std::string module_attribute_target(const std::string& key) {
  size_t dot = key.find('.');
  if (dot == std::string::npos) return key;
  return "__import__(" + interp::str_repr(key.substr(0, dot)) + ")" + key.substr(dot);
}

} // namespace

std::string emitted_program(const CoverRun& run, const std::string& source,
                            const std::string& title) {
  const interp::RunResult& r = run.result;
  std::vector<std::pair<std::string, std::string>> answers, modules, aliases;
  std::string names;
  for (const interp::OracleRecord& v : r.oracle_values) {
    if (v.expr.empty() || v.argument) continue;
    answers.push_back({v.key, v.expr});
    if (v.ask == Ask::Module && !v.hint.empty() && v.hint[0] != '.')
      modules.push_back({v.hint, v.key});
    if (v.ask == Ask::Attribute && !v.hint.empty() && v.hint != v.key)
      aliases.push_back({v.hint, v.key}); // `from m import name`: CPython asks for m.name
    if (v.ask == Ask::Name)
      names += module_attribute_target(v.key) + " = " +
               (real_value_expr(v.expr)
                    ? v.expr
                    : "__import__('_hyexec').answer(" + interp::str_repr(v.key) + ")") +
               "\n";
  }
  std::string out = "# " + title + "\n";
  out += "__import__('sys').path.insert(0, "
         "__import__('os').path.dirname(__import__('os').path.abspath(__file__)))\n";
  if (!answers.empty())
    out += "__import__('_hyexec').replay(" + dict_literal(answers) + ", " + dict_literal(modules) +
           ", " + dict_literal(aliases) + ")\n";
  // The stand-ins plain objects reproduce are written as such objects.
  std::set<std::string> objects = plain_objects(r);
  if (!objects.empty()) {
    std::string list;
    for (const std::string& k : objects) list += (list.empty() ? "" : ", ") + interp::str_repr(k);
    out += "__import__('_hyexec').objects([" + list + "])\n";
  }
  out += names;
  // Its random module's unseeded start is hyexec's (random's import draws
  // the run's first entropy, before any other use of it there).
  static const std::regex imports_random(R"((^|\n)[ \t]*(import[^\n]*\brandom\b|from[ \t]+random[ \t]))");
  if (std::regex_search(source, imports_random) || with_imports(own_modules(r)).count("random"))
    out += "__import__('_hyexec').seed_random()\n";
  // A run that ended with SystemExit or an error may have called its entry
  // after the module body ended (interp/run.cpp): CPython calls it from
  // atexit then.
  if (!run.entry.empty() && (run.exit_line || r.status == "error")) {
    std::vector<std::pair<std::string, std::string>> args(r.entry_args.begin(), r.entry_args.end());
    out += "__import__('_hyexec').call_entry_at_exit(" + interp::str_repr(run.entry) + ", " +
           dict_literal(args) + ")\n";
  }
  out += std::string(kEmittedSnippetMarker) + " (its line 1 is the next line) ---\n";
  out += source;
  if (!source.empty() && source.back() != '\n') out += "\n";
  if (!run.entry.empty()) {
    std::vector<std::pair<std::string, std::string>> args(r.entry_args.begin(), r.entry_args.end());
    out += "# --- the entry call ---\n__import__('_hyexec').call_entry(" +
           interp::str_repr(run.entry) + ", " + dict_literal(args) + ")\n";
  }
  return out;
}

std::string emit_python(const std::string& dir, const std::string& file, const std::string& source,
                        const std::vector<const CoverRun*>& runs) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) return "cannot create " + dir + ": " + ec.message();
  auto write = [&](const std::string& name, const std::string& text) {
    std::ofstream out(dir + "/" + name, std::ios::binary);
    return static_cast<bool>(out << text);
  };
  std::set<std::string> used = {"_hyexec", "_mock"};
  for (size_t i = 0; i < runs.size(); ++i) {
    std::string n = std::to_string(i + 1);
    std::string title = "hyexec cover " + file + ", run " + n + " (" +
                        (realizable(runs[i]->result) ? "realizable" : "rests on stand-ins") +
                        "): python3 run-" + n + ".py < run-" + n + ".in";
    if (!write("run-" + n + ".py", emitted_program(*runs[i], source, title)) ||
        !write("run-" + n + ".in", runs[i]->stdin_text))
      return "cannot write run-" + n + " in " + dir;
    for (const std::string& m : own_modules(runs[i]->result)) used.insert(m);
  }
  for (const auto& [name, text] : with_imports(used))
    if (!write(name + ".py", text)) return "cannot write " + name + ".py in " + dir;
  return "";
}

} // namespace hyexec::cli
