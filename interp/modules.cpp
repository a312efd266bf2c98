// Native modules: which name gives which module (the modules themselves are
// in module_*.cpp, typing here; pylib/ has those written in Python). Others
// are not found, as in a CPython without them.
#include "interp/builtins_util.h"

namespace hyexec::interp {

namespace {

/// typing: the names are for annotations; subscripting one gives it back.
struct SpecialForm : Object {
  explicit SpecialForm(TypeObject* t, std::string n) : Object(t), name(std::move(n)) {}
  std::string name;
};

Value typing_module() {
  static TypeObject* form_type = [] {
    auto* t = new TypeObject("_SpecialForm", type_object);
    incref(t);
    t->dict = make<DictObject>();
    t->dict->set_str("__getitem__", make<BuiltinFunctionObject>(
                                        "__getitem__", [](CallArgs& a) { return a.args[0]; }));
    t->dict->set_str("__repr__", make<BuiltinFunctionObject>("__repr__", [](CallArgs& a) {
                       return py_str("typing." + static_cast<SpecialForm*>(a.args[0].obj())->name);
                     }));
    return t;
  }();
  auto mod = make<ModuleObject>("typing");
  // Aliases of builtin types behave as the types do.
  const std::pair<const char*, TypeObject*> aliases[] = {
      {"List", type_list},           {"Dict", type_dict}, {"Tuple", type_tuple}, {"Set", type_set},
      {"FrozenSet", type_frozenset}, {"Type", type_type}, {"Text", type_str}};
  for (const auto& [name, t] : aliases) mod->dict->set_str(name, Value(t));
  for (const char* name :
       {"Any",       "Optional",   "Union",       "Callable",       "Iterable",
        "Iterator",  "Sequence",   "Mapping",     "MutableMapping", "MutableSequence",
        "Generator", "Deque",      "DefaultDict", "Counter",        "OrderedDict",
        "NoReturn",  "ClassVar",   "Final",       "Literal",        "TypeVar",
        "Generic",   "Hashable",   "Sized",       "Collection",     "AbstractSet",
        "Container", "NamedTuple", "SupportsInt", "SupportsFloat",  "ByteString",
        "AnyStr",    "IO",         "TextIO",      "Pattern",        "Match"})
    mod->dict->set_str(name, make<SpecialForm>(form_type, name));
  mod->dict->set_str("TYPE_CHECKING", py_bool(false));
  mod->dict->set_str("cast",
                     make<BuiltinFunctionObject>("cast", [](CallArgs& a) { return a.args.at(1); }));
  mod->dict->set_str("overload", make<BuiltinFunctionObject>(
                                     "overload", [](CallArgs& a) { return a.args.at(0); }));
  return mod;
}

} // namespace

Value sys_module(Machine& m);
Value math_module();
Value struct_module();
Value mt19937_module();
Value array_module();
Value heapq_module();
Value itertools_module();
Value re_module();
Value hyexec_module(Machine& m);
Value json_module();
Value zlib_module();
Value weakref_module();

Value make_native_module(Machine& m, const std::string& name) {
  if (name == "math") return math_module();
  if (name == "heapq") return heapq_module();
  if (name == "itertools") return itertools_module();
  if (name == "re") return re_module();
  if (name == "sys") return sys_module(m);
  if (name == "struct") return struct_module();
  if (name == "_mt19937") return mt19937_module();
  if (name == "_array") return array_module();
  if (name == "typing") return typing_module();
  if (name == "zlib") return zlib_module();
  if (name == "_weakref") return weakref_module();
  if (name == "_hyexec") return hyexec_module(m);
  if (name == "_json") return json_module();
  if (name == "builtins") { // the builtins namespace itself, as names resolve through it
    auto mod = make<ModuleObject>("builtins");
    mod->dict = m.builtins;
    return mod;
  }
  return nullptr;
}

} // namespace hyexec::interp
