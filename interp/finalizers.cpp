#include "interp/finalizers.h"

#include "interp/machine.h"
#include "interp/protocol.h"

#include <deque>
#include <unordered_set>

namespace hyexec::interp {

bool finalizers_exist = false;
bool finalizers_waiting = false;

namespace {

/// Dying objects waiting for their `__del__`, each holding the one reference
/// (refcount 1) that keeps it.
std::deque<Object*>& queue() {
  static auto* q = new std::deque<Object*>();
  return *q;
}

/// Objects whose `__del__` ran: freed without another call when they die
/// (again).
std::unordered_set<const Object*>& finalized() {
  static auto* s = new std::unordered_set<const Object*>();
  return *s;
}

/// Set while queued objects are dropped unfinalized.
bool discarding = false;

/// CPython's default sys.unraisablehook: "Exception ignored in: OBJ" and
/// the traceback, on sys.stderr.
void report_ignored(const Value& where, const Value& exc) {
  try {
    Value err = get_attr(machine().import_module("sys"), "stderr");
    call(get_attr(err, "write"), Values{py_str("Exception ignored in: " + repr(where) + "\n")});
    call(get_attr(machine().import_module("traceback"), "print_exception"), Values{exc});
  } catch (const PyException&) {
    // Nothing left to report with: CPython goes on too.
  }
}

} // namespace

bool defer_finalizer(Object* o) {
  if (discarding || o->type->builtin) return false;
  if (finalized().erase(o)) return false; // finalized before: freed now
  if (!o->type->lookup("__del__")) return false;
  o->refcount = 1;
  queue().push_back(o);
  finalizers_waiting = true;
  return true;
}

void note_finalizer(const TypeObject* cls) {
  if (!finalizers_exist && cls->lookup("__del__")) finalizers_exist = true;
}

void run_finalizers() {
  finalizers_waiting = false;
  while (!queue().empty()) {
    Object* o = queue().front();
    queue().pop_front();
    finalized().insert(o);
    Value self(o); // the queue's reference, then this one
    decref(o);
    Value del = o->type->lookup("__del__");
    if (!del) continue;
    try {
      call(del, Values{self});
    } catch (const PyException& e) {
      report_ignored(del, e.exc);
    }
  }
}

void finalize_globals(DictObject* globals) {
  if (!finalizers_exist) return;
  run_finalizers();
  // In the globals' order, as CPython 3.11's shutdown frees them, but the
  // builtin containers (lists, tuples, dicts, sets, functions, and
  // instances of their subclasses) after the rest: what they hold dies last.
  auto container = [](const Value& v) {
    TypeObject* t = v.type();
    return t == type_function || t->is_subtype_of(type_list) || t->is_subtype_of(type_tuple) ||
           t->is_subtype_of(type_dict) || t->is_subtype_of(type_set) ||
           t->is_subtype_of(type_frozenset);
  };
  for (bool containers : {false, true}) {
    // By index: a finalizer may add globals (the entries may move).
    for (size_t i = 0; i < globals->entries.size(); ++i) {
      Value key = globals->entries[i].key;
      Value value = globals->entries[i].value;
      // Classes and modules stay (an instance still alive reads its
      // class), and `__builtins__`, as in CPython (finalizers call print).
      if (!key || !value || is_none(value) || is_class(value) || is_type(value, type_module) ||
          container(value) != containers ||
          (is_type(key, type_str) && key.as<StrObject>()->value == "__builtins__"))
        continue;
      value = Value();
      globals->set(key, none());
      if (finalizers_waiting) run_finalizers();
    }
  }
}

void reset_finalizers() {
  discarding = true;
  while (!queue().empty()) {
    Object* o = queue().front();
    queue().pop_front();
    decref(o);
  }
  discarding = false;
  finalized().clear();
  finalizers_exist = false;
  finalizers_waiting = false;
}

} // namespace hyexec::interp
