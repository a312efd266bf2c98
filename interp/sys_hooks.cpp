// sys.excepthook / sys.breakpointhook and the breakpoint() builtin: the
// hooks themselves are Python (pylib/_sys_hooks.py); these entry points
// import it when first called, so a run that never calls them pays nothing.
#include "interp/builtins_util.h"
#include "interp/machine.h"
#include "interp/protocol.h"

namespace hyexec::interp {

namespace {

Value hook_call(const char* hook, CallArgs& a) {
  Value mod = machine().import_module("_sys_hooks");
  return call(get_attr(mod, hook), a);
}

} // namespace

void install_sys_hooks(ModuleObject* sys) {
  for (const char* hook : {"excepthook", "breakpointhook"}) {
    Value f = make<BuiltinFunctionObject>(hook, [hook](CallArgs& a) { return hook_call(hook, a); });
    sys->dict->set_str(hook, f);
    sys->dict->set_str(std::string("__") + hook + "__", f);
  }
}

void install_breakpoint_builtin(DictObject* builtins) {
  // breakpoint() calls whatever sys.breakpointhook is now.
  builtins->set_str("breakpoint", make<BuiltinFunctionObject>("breakpoint", [](CallArgs& a) {
                      Value sys = machine().import_module("sys");
                      Value hook = get_attr_opt(sys, "breakpointhook");
                      if (!hook) raise(exc_RuntimeError, "lost sys.breakpointhook");
                      return call(hook, a);
                    }));
}

} // namespace hyexec::interp
