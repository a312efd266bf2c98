// Weak references and their callbacks (weak_refs.h).
#include "interp/weak_refs.h"

#include "interp/builtins_util.h"
#include "interp/slots.h"

#include <algorithm>
#include <unordered_map>
#include <vector>

namespace hyexec::interp {

namespace {

/// `_weakcell.ref(obj, callback=None)`: obj while it lives, then None.
struct WeakRefObject : Object {
  WeakRefObject(TypeObject* t, Object* target, Value cb)
      : Object(t), target(target), callback(std::move(cb)) {}
  ~WeakRefObject() override;
  Object* target; ///< not owned; null once it died
  Value callback;
};

TypeObject* weakref_type() {
  static TypeObject* t = [] {
    auto* type = new TypeObject("weakref_native", type_object);
    incref(type); // immortal, as the builtin types
    type->dict = make<DictObject>();
    return type;
  }();
  return t;
}

/// The live weak references of each referent, oldest first (not owned:
/// a weak reference leaves the list when it dies).
std::unordered_map<Object*, std::vector<WeakRefObject*>>& registry() {
  static auto* r = new std::unordered_map<Object*, std::vector<WeakRefObject*>>;
  return *r;
}

/// A referent enters or leaves the registry: its count in weak_filter.
void filter_add(Object* o) {
  uint8_t& c = weak_filter::counts[weak_filter::slot(o)];
  if (c != 255) ++c;
}
void filter_remove(Object* o) {
  uint8_t& c = weak_filter::counts[weak_filter::slot(o)];
  if (c != 255 && c) --c;
}

/// Weak references whose referent died, with a callback still to run.
std::vector<Ref<WeakRefObject>>& pending() {
  static auto* p = new std::vector<Ref<WeakRefObject>>;
  return *p;
}

WeakRefObject::~WeakRefObject() {
  if (!target) return;
  auto it = registry().find(target);
  if (it == registry().end()) return;
  auto& refs = it->second;
  refs.erase(std::remove(refs.begin(), refs.end(), this), refs.end());
  if (refs.empty()) {
    registry().erase(it);
    filter_remove(target);
  }
}

} // namespace

uint8_t weak_filter::counts[weak_filter::kSize];

bool has_weak_references(Object* o) {
  return weak_filter::counts[weak_filter::slot(o)] && registry().count(o);
}

void weak_referent_dying(Object* o) {
  if (registry().empty()) return;
  auto it = registry().find(o);
  if (it != registry().end()) {
    // CPython calls the newest reference's callback first.
    std::vector<WeakRefObject*> refs = std::move(it->second);
    registry().erase(it);
    filter_remove(o);
    for (auto r = refs.rbegin(); r != refs.rend(); ++r) {
      (*r)->target = nullptr;
      if ((*r)->callback) {
        pending().emplace_back(*r);
        weak_callbacks_waiting = true;
      }
    }
  }
}

bool weak_callbacks_waiting = false;

void run_weak_callbacks() {
  while (!pending().empty()) {
    std::vector<Ref<WeakRefObject>> batch = std::move(pending());
    pending().clear();
    for (const Ref<WeakRefObject>& r : batch) {
      Value cb = std::exchange(r->callback, nullptr);
      try {
        call(cb, Values{Value(r)});
      } catch (const PyException&) {
        // CPython prints "Exception ignored in" and goes on.
      }
    }
  }
  weak_callbacks_waiting = false;
}

Value weakref_module() {
  auto mod = make<ModuleObject>("_weakcell");
  add_function(mod.get(), "ref", [](CallArgs& a) -> Value {
    arity(a, "ref", 1, 2);
    if (!a.args[0].is_obj()) raise(exc_TypeError, "cannot create weak reference to this object");
    Object* target = a.args[0].obj();
    Value cb = a.args.size() > 1 && !is_none(a.args[1]) ? a.args[1] : Value();
    auto r = make<WeakRefObject>(weakref_type(), target, cb);
    auto& refs = registry()[target];
    if (refs.empty()) filter_add(target);
    refs.push_back(r.get());
    return r;
  });
  // referenceable(obj): whether CPython lets `obj` be weakly referenced.
  add_function(mod.get(), "referenceable", [](CallArgs& a) -> Value {
    arity(a, "referenceable", 1, 1);
    return py_bool(weakly_referenceable(a.args[0].type()));
  });
  // get(r): the referent, or None once it died.
  add_function(mod.get(), "get", [](CallArgs& a) -> Value {
    arity(a, "get", 1, 1);
    if (!is_type(a.args[0], weakref_type())) raise(exc_TypeError, "not a native weak reference");
    Object* target = a.args[0].as<WeakRefObject>()->target;
    return target ? Value(target) : Value(none());
  });
  add_function(mod.get(), "collect", [](CallArgs&) -> Value {
    run_weak_callbacks();
    return none();
  });
  return mod;
}

} // namespace hyexec::interp
