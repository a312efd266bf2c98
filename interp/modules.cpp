// Native modules: which name gives which module (the modules themselves are
// in module_*.cpp; pylib/ has those written in Python). Others are not
// found, as in a CPython without them.
#include "interp/builtins_util.h"

namespace hyexec::interp {

Value sys_module(Machine& m);
Value math_module();
Value struct_module();
Value mt19937_module();
Value array_module();
Value heapq_module();
Value bisect_module();
Value itertools_module();
Value re_module();
Value hyexec_module(Machine& m);
Value json_module();
Value zlib_module();
Value weakref_module();
Value unicodedata_module();
Value hashlib_module();
Value blake2_module();
Value sha512_module();

namespace {

Value native_module(Machine& m, const std::string& name) {
  if (name == "math") return math_module();
  if (name == "_heapq") return heapq_module();
  if (name == "_bisect") return bisect_module();
  if (name == "itertools") return itertools_module();
  if (name == "_re") return re_module();
  if (name == "sys") return sys_module(m);
  if (name == "struct") return struct_module();
  if (name == "_mt19937") return mt19937_module();
  if (name == "_array") return array_module();
  if (name == "zlib") return zlib_module();
  if (name == "_weakcell") return weakref_module();
  if (name == "unicodedata") return unicodedata_module();
  if (name == "_hashlib") return hashlib_module();
  if (name == "_blake2") return blake2_module();
  if (name == "_sha512") return sha512_module();
  if (name == "_hyexec") return hyexec_module(m);
  if (name == "_json") return json_module();
  if (name == "builtins") { // the builtins namespace itself, as names resolve through it
    auto mod = make<ModuleObject>("builtins");
    mod->dict = m.builtins;
    return mod;
  }
  return nullptr;
}

} // namespace

/// The module's functions have it as `__self__`, as CPython's: stored on a
/// class they stay functions (`class A: f = math.sqrt`), they bind no
/// instance as methods do.
void own_functions(const Value& mod) {
  for (const DictObject::Entry& e : mod.as<ModuleObject>()->dict->entries)
    if (e.key && is_type(e.value, type_builtin_function) &&
        !e.value.as<BuiltinFunctionObject>()->self)
      e.value.as<BuiltinFunctionObject>()->self = mod;
}

Value make_native_module(Machine& m, const std::string& name) {
  Value mod = native_module(m, name);
  if (mod && is_type(mod, type_module)) own_functions(mod);
  return mod;
}

} // namespace hyexec::interp
