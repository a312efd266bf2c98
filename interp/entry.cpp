// `--entry FUNC`: after the module body, call one function (or a method on
// an instance of its class) with arguments given as expressions or asked of
// the oracle, as a unit test would.
#include "interp/async_generator.h"
#include "interp/builtins_util.h"
#include "interp/coroutine.h"
#include "interp/symbolic_ops.h"

#include <algorithm>
#include <regex>

namespace hyexec::interp {

namespace {

/// The value of parameter `name`: the given expression, evaluated in the
/// program's globals, else the oracle's answer (asked with `hint`), else null.
Value given_argument(Machine& m, const std::string& name, const std::string& hint) {
  if (auto it = m.options.entry_args.find(name); it != m.options.entry_args.end()) {
    Value v = m.evaluate_input(it->second);
    m.result.entry_args.push_back({name, it->second});
    return v;
  }
  Value v = m.ask_oracle(oracle::Ask::Argument, name, name, hint);
  // The answer's own record: evaluating it (a constructor) may ask more.
  if (v)
    for (const OracleRecord& r : m.result.oracle_values)
      if (r.argument && r.key == name) m.result.entry_args.push_back({name, r.expr});
  return v;
}

/// The argument for parameter `name`; with a symbolic tracker, an int or
/// str argument becomes the input `arg:NAME`, the items of a list or tuple
/// of them the inputs `arg:NAME[i]` / `arg:NAME(i)`.
Value argument(Machine& m, const std::string& name, const std::string& hint = "") {
  Value v = given_argument(m, name, hint);
  if (v && m.options.symbolic && input_kind(v))
    v.set_sym(m.options.symbolic->input("arg:" + name, concrete_of(v)));
  else if (v && m.options.symbolic)
    v = shadow_items(v, "arg:" + name);
  return v;
}

/// The parameters of a def's or a lambda's function.
const ast::Arguments* parameters(const FunctionObject* f) {
  if (!f->unit || !f->unit->node) return nullptr;
  if (f->unit->kind == cfg::CodeUnit::Kind::Lambda)
    return static_cast<const ast::Lambda*>(f->unit->node)->args;
  if (auto* def = dynamic_cast<const ast::FunctionDef*>(f->unit->node)) return def->args;
  return nullptr;
}

/// Arguments for the parameters of `callable` without defaults (skipping
/// `self` of a method), and for those with defaults that were given; a
/// missing one leaves CPython's TypeError to the call.
CallArgs arguments_for(Machine& m, const Value& callable, bool skip_self) {
  CallArgs args;
  skip_self = skip_self || is_type(callable, type_method);
  Value fn = callable;
  if (is_type(fn, type_method)) fn = fn.as<MethodObject>()->func;
  if (!is_type(fn, type_function)) return args;
  auto* f = fn.as<FunctionObject>();
  const ast::Arguments* a = parameters(f);
  if (!a) return args;
  std::vector<const ast::Arg*> positional(a->posonlyargs.begin(), a->posonlyargs.end());
  positional.insert(positional.end(), a->args.begin(), a->args.end());
  size_t first_default = positional.size() - a->defaults.size();
  for (size_t i = skip_self ? 1 : 0; i < first_default; ++i) {
    Value v = argument(m, positional[i]->name);
    if (!v) return args;
    args.args.push_back(v);
  }
  // `*args` without defaults before it: the items of the answer for it (a
  // tuple or list), as a caller passing that many arguments would.
  if (a->vararg && a->defaults.empty())
    if (Value v = argument(m, a->vararg->name); is_type(v, type_tuple) || is_type(v, type_list))
      for (const Value& item :
           is_type(v, type_tuple) ? v.as<TupleObject>()->items : v.as<ListObject>()->items)
        args.args.push_back(item);
  // A parameter with a default takes the argument given, else the oracle's
  // answer to hint `default:D` (D the default's repr when it is None, a
  // bool, int, float or str, else its type's name), none first: the default
  // stands, as in a call that omits it, and the search tries the other
  // answers as calls that pass one (`resadjust(ax, xres=3)` runs the body
  // under `if xres:`, which no call with the default reaches).
  auto defaulted = [&](const std::string& name, const Value& fallback) {
    bool literal = !fallback || is_none(fallback) || is_type(fallback, type_bool) ||
                   is_type(fallback, type_int) || is_type(fallback, type_float) ||
                   is_type(fallback, type_str);
    std::string d = !fallback ? "None" : literal ? repr(fallback) : type_name(fallback);
    return argument(m, name, "default:" + d.substr(0, 40));
  };
  for (size_t i = std::max(first_default, a->posonlyargs.size()); i < positional.size(); ++i)
    if (size_t d = i - first_default;
        Value v = defaulted(positional[i]->name, d < f->defaults.size() ? f->defaults[d] : Value()))
      args.kwargs.push_back({positional[i]->name, v});
  for (size_t i = 0; i < a->kwonlyargs.size(); ++i) {
    const std::string& name = a->kwonlyargs[i]->name;
    auto d = f->kwdefaults.find(name);
    if (Value v = d == f->kwdefaults.end() ? argument(m, name) : defaulted(name, d->second))
      args.kwargs.push_back({name, v});
  }
  return args;
}

/// Whether `args` gives every positional parameter of function `f` that
/// has no default (the oracle may have had no answer for one).
bool complete(const FunctionObject* f, const CallArgs& args) {
  const ast::Arguments* a = parameters(f);
  return a && args.args.size() + a->defaults.size() >= a->posonlyargs.size() + a->args.size();
}

/// Whether method `fn` of a class can be given its instance: a function
/// with no positional parameter (`def add_energy():` in a class) cannot, and
/// is called through its class, as `Vehicle.add_energy()` calls it.
bool takes_instance(const Value& fn) {
  if (!fn || !is_type(fn, type_function)) return true;
  auto* def = dynamic_cast<const ast::FunctionDef*>(fn.as<FunctionObject>()->unit->node);
  if (!def) return true;
  const ast::Arguments* a = def->args;
  return !a->posonlyargs.empty() || !a->args.empty() || a->vararg;
}

std::string shape(const Value& v, std::vector<const Object*>& open);

/// Objects within objects a shape shows, at most (a linked list of 200 nodes
/// is compared on its first 200).
constexpr size_t kShapeDepth = 200;

/// A returned generator as what it yields, as a test would list it (at most
/// kEntryGeneratorItems items: its body runs as it is iterated, and the
/// emitted Python replays as many). What the body raises is the run's error,
/// as it would be in a caller's loop.
std::string generator_shape(const Value& gen, std::vector<const Object*>& open) {
  std::string out = "<generator yielding [";
  int n = 0;
  for (Value item; n < kEntryGeneratorItems && (item = next(gen)); ++n)
    out += (n ? ", " : "") + shape(item, open);
  if (n == kEntryGeneratorItems) out += ", ...";
  return out + "]>";
}

/// `v` as `diff` compares it: its repr, except that an object whose repr is
/// its address (`<Node object at 0x...>`: two runs never agree on it) is
/// shown by its class and attributes, through lists, tuples and dicts, so
/// equal structures compare equal and a changed attribute shows.
std::string shape(const Value& v, std::vector<const Object*>& open) {
  std::string r = repr(v);
  if (r.find(" at 0x") == std::string::npos || !v.is_obj()) return r;
  static const std::regex address(" at 0x[0-9a-f]+");
  // Deeper than a test would look: the repr, its addresses left out.
  if (open.size() > kShapeDepth) return std::regex_replace(r, address, "");
  const Object* o = v.obj();
  if (std::find(open.begin(), open.end(), o) != open.end()) return "<cycle>";
  open.push_back(o);
  std::string out;
  auto items = [&](const Values& vs) {
    for (size_t i = 0; i < vs.size(); ++i) out += (i ? ", " : "") + shape(vs[i], open);
  };
  if (is_type(v, type_list)) {
    out = "[";
    items(v.as<ListObject>()->items);
    out += "]";
  } else if (is_type(v, type_tuple)) {
    out = "(";
    items(v.as<TupleObject>()->items);
    out += ")";
  } else if (auto* d = is_type(v, type_dict) ? v.as<DictObject>() : nullptr) {
    out = "{";
    for (const DictObject::Entry& e : d->entries)
      if (e.key)
        out += (out.size() > 1 ? ", " : "") + shape(e.key, open) + ": " + shape(e.value, open);
    out += "}";
  } else if (DictObject* attrs = dynamic_cast<const InstanceObject*>(o) && r.front() == '<'
                                     ? const_cast<Object*>(o)->instance_dict()
                                     : nullptr) {
    out = o->type->name + "(";
    bool first = true;
    for (const DictObject::Entry& e : attrs->entries)
      if (e.key) {
        out += (first ? "" : ", ") + str(e.key) + "=" + shape(e.value, open);
        first = false;
      }
    out += ")";
  } else {
    // Another object with an address (a function, a generator): by its kind.
    out = std::regex_replace(r, address, "");
  }
  open.pop_back();
  return out;
}

std::string shape(const Value& v) {
  std::vector<const Object*> open;
  return shape(v, open);
}

} // namespace

uint32_t entry_def_line(const std::string& entry) {
  size_t at = entry.rfind('@');
  if (at == std::string::npos || at + 1 == entry.size() ||
      entry.find_first_not_of("0123456789", at + 1) != std::string::npos || entry.size() - at > 8)
    return 0;
  return static_cast<uint32_t>(std::stoul(entry.substr(at + 1)));
}

void Machine::call_entry() {
  std::string entry = options.entry.substr(0, options.entry.rfind('@'));
  size_t dot = entry.find('.');
  std::string head = entry.substr(0, dot);
  Value target = globals->get_str(head);
  if (entry_line && entry_function && dot == std::string::npos) target = entry_function;
  if (!target) raise(exc_NameError, "name '" + head + "' is not defined");
  if (dot != std::string::npos) {
    std::string name = entry.substr(dot + 1);
    if (is_class(target) && !takes_instance(target.as<TypeObject>()->lookup(name))) {
      target = get_attr(target, name);
    } else {
      Value init = is_class(target) ? target.as<TypeObject>()->lookup("__init__") : Value();
      CallArgs init_args = init ? arguments_for(*this, init, true) : CallArgs{};
      Value instance = call(target, init_args);
      target = get_attr(instance, name);
    }
  }
  CallArgs args = arguments_for(*this, target, false); // a bound method skips its self
  for (const Value& a : args.args) result.args_before.push_back(shape(a));
  Values passed = args.args; // the call may move its arguments out of `args`
  Value r = call(target, args);
  result.return_repr = repr(r);
  // A function of the snippet's own that the entry returns (a closure, a
  // decorator's wrapper) is what its caller goes on to call: called too,
  // its arguments asked as the entry's, so that its body runs.
  if (is_type(r, type_function) && r.as<FunctionObject>()->globals == globals) {
    CallArgs then = arguments_for(*this, r, false);
    if (complete(r.as<FunctionObject>(), then)) call(r, then);
  }
  // An `async def` entry's coroutine or async generator is run as a test
  // runs it (pylib/_entry_async.py): its body runs, what it raises is the
  // run's error.
  if (is_type(r, coroutine_type()))
    call(get_attr(import_module("_entry_async"), "run"), Values{r});
  else if (is_type(r, async_generator_type()))
    call(get_attr(import_module("_entry_async"), "iterate"),
         Values{r, py_int(kEntryGeneratorItems)});
  // A returned generator is compared by what it yields, which runs its body
  // (an argument that is one is never consumed: the call needs it).
  std::vector<const Object*> open;
  if (std::string s = is_type(r, type_generator) ? generator_shape(r, open) : shape(r);
      s != *result.return_repr)
    result.return_shape = s;
  result.return_sym = r.sym();
  for (const Value& a : passed) {
    result.args_after.push_back(shape(a));
    result.args_after_items.push_back(observe_items(a));
  }
}

} // namespace hyexec::interp
