// Importing the program's own modules from disk, as CPython's sys.path
// does: the program's directory first, then RunOptions::module_path
// (PYTHONPATH). `a.b` is a/b.py or a/b/__init__.py under a package `a`
// (a directory, with or without __init__.py).
#include "interp/compile_warnings_issue.h"
#include "interp/machine.h"
#include "interp/module_source.h"

#include "cfg/parse.h"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace hyexec::interp {

namespace {

namespace fs = std::filesystem;

std::vector<fs::path> search_path(const Machine& m) {
  std::vector<fs::path> dirs;
  fs::path program(m.module.filename);
  // The program's directory as CPython's sys.path[0]: absolute, links
  // resolved (a module's __file__ and import errors show it).
  fs::path dir = program.has_parent_path() ? program.parent_path() : fs::path(".");
  std::error_code ec;
  fs::path real = fs::weakly_canonical(fs::absolute(dir, ec), ec);
  dirs.push_back(ec ? dir : real);
  for (const std::string& d : m.options.module_path)
    if (!d.empty()) dirs.push_back(d);
  return dirs;
}

std::optional<std::string> read(const fs::path& p) {
  std::error_code ec;
  if (!fs::is_regular_file(p, ec)) return std::nullopt;
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

} // namespace

Value load_file_module(Machine& m, const std::string& name) {
  fs::path rel;
  std::stringstream parts(name);
  for (std::string part; std::getline(parts, part, '.');) {
    if (part.empty()) return nullptr;
    rel /= part;
  }
  size_t dot = name.rfind('.');
  // The package first: `import a.b` imports `a`, and b becomes its attribute.
  if (dot != std::string::npos) m.import_module(name.substr(0, dot));
  for (const fs::path& dir : search_path(m)) {
    fs::path base = dir / rel;
    std::optional<std::string> source = read(base.string() + ".py");
    fs::path file = base.string() + ".py";
    std::error_code ec;
    bool package = fs::is_directory(base, ec);
    if (!source && package) {
      file = base / "__init__.py";
      source = read(file);
      if (!source) source = ""; // a namespace package
    }
    if (!source) continue;
    ParseResult parsed = parse_python(file.string(), *source);
    if (!parsed.module) raise(exc_SyntaxError, parsed.error->message);
    std::vector<std::pair<std::string, Value>> globals{{"__file__", py_str(file.string())}};
    if (package) globals.emplace_back("__path__", py_list({py_str(base.string())}));
    // An imported module's globals hold the builtins' dict, as CPython's.
    globals.emplace_back("__builtins__", Value(m.builtins));
    issue_compile_warnings(*parsed.module, file.string());
    Value mod = run_module_source(m, name, std::move(parsed.module), globals);
    if (dot != std::string::npos)
      if (Value parent = m.modules->get_str(name.substr(0, dot)); is_type(parent, type_module))
        parent.as<ModuleObject>()->dict->set_str(name.substr(dot + 1), mod);
    return mod;
  }
  return nullptr;
}

} // namespace hyexec::interp
