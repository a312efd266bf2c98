#include "interp/compile_warnings_issue.h"

#include "interp/builtins_util.h"

namespace hyexec::interp {

void issue_compile_warning(const cfg::CompileWarning& w, const std::string& filename) {
  Value warn_explicit = get_attr(machine().import_module("warnings"), "warn_explicit");
  call(warn_explicit,
       Values{py_str(w.message), Value(exc_SyntaxWarning), py_str(filename), py_int(w.line)});
}

void issue_compile_warnings(const ast::Module& module, const std::string& filename) {
  for (const cfg::CompileWarning& w : cfg::compile_warnings(module))
    issue_compile_warning(w, filename);
}

} // namespace hyexec::interp
