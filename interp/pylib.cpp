// Importing the standard-library modules hyexec implements in Python
// (interp/pylib/*.py, embedded at build time with their ASTs, packed by the
// build): read back, turned into CFGs and executed by the interpreter
// itself, in a namespace of their own.
#include "cfg/executable_data.h"
#include "interp/function_attrs.h"
#include "interp/machine.h"
#include "interp/module_source.h"

#include "cfg/ast_pack.h"
#include "cfg/deferred_bodies.h"
#include "cfg/parse.h"

#include <map>
#include <mutex>
#include <set>

namespace hyexec::interp {

namespace {
#include "pylib.inc"
#include "pylib_ast.inc"

/// The embedded module `name`'s tree: its packed AST read back, else (a
/// module the build did not pack) its source parsed.
ParseResult embedded_tree(const std::string& name, const std::string& filename,
                          std::string_view source) {
  for (const auto& [n, packed] : kPylibAst)
    if (name == n)
      // Read from a copy of the packing (read_executable_data); the
      // deferred bodies point at the packing itself, read at their first call.
      if (auto module = ast::unpack(read_executable_data(packed), filename, source, packed))
        return {std::move(module), {}};
  return parse_python(filename, std::string(source));
}

/// An embedded module's syntax tree and CFG: the same for every run.
using Built = std::pair<std::unique_ptr<ast::Module>, std::unique_ptr<cfg::Program>>;

/// The embedded modules built by earlier runs, by file name: a run takes
/// its module from here (the Machine owns it while it runs) and gives it
/// back when it ends, so that a search's thousands of runs parse and build
/// `_mock` or `heapq` once, not once per run (two thirds of a small run's
/// time). A tree is the same for every run: what the interpreter caches in
/// its nodes is kept for the rest of the process (eval.cpp, attr_cache.cpp),
/// as the program's own tree is, which every run of a search shares.
std::map<std::string, Built>& built_modules() {
  static std::map<std::string, Built> built;
  return built;
}
std::mutex built_mutex;
/// The trees built from embedded sources (not a program's own modules,
/// nor code given to exec): those given back.
std::set<const ast::Module*> embedded_trees;

/// An embedded module's file name as the traceback shows it.
std::string embedded_filename(const std::string& name) {
  return "<hyexec " + name + ">";
}

/// The module built by an earlier run, or an empty pair.
Built take_built(const std::string& filename) {
  std::lock_guard lock(built_mutex);
  auto it = built_modules().find(filename);
  if (it == built_modules().end()) return {};
  Built b = std::move(it->second);
  built_modules().erase(it);
  return b;
}

Value run_built(Machine& m, const std::string& name, Built built,
                const std::vector<std::pair<std::string, Value>>& globals);
} // namespace

const char* embedded_module_source(const std::string& name) {
  for (const auto& [n, src] : kPylib)
    if (name == n) return src.data();
  return nullptr;
}

Value load_python_module(Machine& m, const std::string& name) {
  const std::string_view* source = nullptr;
  for (const auto& [n, src] : kPylib)
    if (name == n) source = &src;
  if (!source) return nullptr;
  // A submodule (collections.abc) becomes its package's attribute, as
  // CPython's import makes it; the package is imported first.
  Value package;
  if (size_t dot = name.rfind('.'); dot != std::string::npos)
    package = m.import_module(name.substr(0, dot));
  std::string filename = embedded_filename(name);
  Built built = take_built(filename);
  if (!built.first) {
    ParseResult parsed = embedded_tree(name, filename, *source);
    if (!parsed.module)
      throw Unsupported{"the embedded module " + name +
                        " does not parse: " + parsed.error->message};
    cfg::BuildError error;
    // Function bodies get their graphs at their first call: most of a
    // library module's functions are never called by a given program.
    built.second = cfg::build_deferred(*parsed.module, &error);
    if (!built.second)
      throw Unsupported{"the embedded module " + name + " has no CFG: " + error.message};
    built.first = std::move(parsed.module);
    std::lock_guard lock(built_mutex);
    embedded_trees.insert(built.first.get());
  }
  // A package (an embedded module with submodules: encodings, logging
  // beside logging.handlers) has a __path__, as CPython's, so that its
  // relative imports resolve, `from logging import handlers` imports the
  // submodule, and the package's own code may read it (logging's handleError).
  std::vector<std::pair<std::string, Value>> globals;
  for (const auto& [n, src] : kPylib)
    if (std::string_view(n).starts_with(name + ".")) {
      globals.emplace_back("__path__", py_list({py_str(filename)}));
      break;
    }
  Value mod = run_built(m, name, std::move(built), globals);
  if (package && is_type(package, type_module))
    package.as<ModuleObject>()->dict->set_str(name.substr(name.rfind('.') + 1), mod);
  return mod;
}

Value run_module_source(Machine& m, const std::string& name, std::unique_ptr<ast::Module> module) {
  return run_module_source(m, name, std::move(module), {});
}

void give_back_embedded_modules(Machine& m) {
  std::lock_guard lock(built_mutex);
  for (Built& lib : m.libraries) {
    if (!lib.first || !embedded_trees.count(lib.first.get())) continue;
    std::string filename = lib.first->filename;
    // A module imported twice in one run (a reload) was built twice: one is kept.
    if (built_modules().count(filename)) {
      embedded_trees.erase(lib.first.get());
      continue;
    }
    built_modules().emplace(filename, std::move(lib));
  }
}

Value run_module_source(Machine& m, const std::string& name, std::unique_ptr<ast::Module> module,
                        const std::vector<std::pair<std::string, Value>>& globals) {
  cfg::BuildError error;
  std::unique_ptr<cfg::Program> program = cfg::build(*module, &error);
  if (!program) raise(exc_SyntaxError, error.message);
  return run_built(m, name, {std::move(module), std::move(program)}, globals);
}

namespace {

Value run_built(Machine& m, const std::string& name, Built built,
                const std::vector<std::pair<std::string, Value>>& globals) {
  std::unique_ptr<ast::Module>& module = built.first;
  std::unique_ptr<cfg::Program>& program = built.second;
  auto mod = make<ModuleObject>(name);
  for (const auto& [key, value] : globals) mod->dict->set_str(key, value);
  Frame f;
  const cfg::CodeUnit& unit = program->module_unit();
  // A module's __doc__ is its docstring, None without one (`from _pydecimal import __doc__`).
  if (!mod->dict->get_str("__doc__"))
    mod->dict->set_str("__doc__", docstring_of_body(module->body));
  std::string filename = module->filename;
  m.libraries.push_back({std::move(module), std::move(program)}); // kept: functions refer to them
  f.unit = &unit;
  f.scope = unit.scope;
  f.slots.resize(unit.scope->slots.size() + unit.num_slots);
  f.globals = mod->dict;
  f.ns = mod->dict;
  f.function = "<module>";
  f.file = filename;
  f.id = m.next_frame_id++;
  f.back = m.current;
  f.handled_base = m.handled.size();
  Frame* saved = m.current;
  m.current = &f;
  m.modules->set_str(name, mod); // visible to itself while it runs, as sys.modules
  try {
    m.exec_unit(f);
  } catch (...) {
    m.current = saved;
    m.modules->remove(py_str(name));
    throw;
  }
  m.current = saved;
  return mod;
}

} // namespace

} // namespace hyexec::interp
