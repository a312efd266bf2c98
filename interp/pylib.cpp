// Importing the standard-library modules hyexec implements in Python
// (interp/pylib/*.py, embedded at build time): parsed, turned into CFGs and
// executed by the interpreter itself, in a namespace of their own.
#include "interp/function_attrs.h"
#include "interp/machine.h"
#include "interp/module_source.h"

#include "cfg/parse.h"

namespace hyexec::interp {

namespace {
#include "pylib.inc"
} // namespace

const char* embedded_module_source(const std::string& name) {
  for (const auto& [n, src] : kPylib)
    if (name == n) return src;
  return nullptr;
}

Value load_python_module(Machine& m, const std::string& name) {
  const char* source = nullptr;
  for (const auto& [n, src] : kPylib)
    if (name == n) source = src;
  if (!source) return nullptr;
  // A submodule (collections.abc) becomes its package's attribute, as
  // CPython's import makes it; the package is imported first.
  Value package;
  if (size_t dot = name.rfind('.'); dot != std::string::npos)
    package = m.import_module(name.substr(0, dot));
  std::string filename = "<hyexec " + name + ">";
  ParseResult parsed = parse_python(filename, source);
  if (!parsed.module)
    throw Unsupported{"the embedded module " + name + " does not parse: " + parsed.error->message};
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
  Value mod = run_module_source(m, name, std::move(parsed.module), globals);
  if (package && is_type(package, type_module))
    package.as<ModuleObject>()->dict->set_str(name.substr(name.rfind('.') + 1), mod);
  return mod;
}

Value run_module_source(Machine& m, const std::string& name, std::unique_ptr<ast::Module> module) {
  return run_module_source(m, name, std::move(module), {});
}

Value run_module_source(Machine& m, const std::string& name, std::unique_ptr<ast::Module> module,
                        const std::vector<std::pair<std::string, Value>>& globals) {
  cfg::BuildError error;
  std::unique_ptr<cfg::Program> program = cfg::build(*module, &error);
  if (!program) raise(exc_SyntaxError, error.message);
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

} // namespace hyexec::interp
