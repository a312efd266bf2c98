#include "interp/async_generator.h"

#include "interp/builtins_util.h"
#include "interp/errors.h"
#include "interp/eval_operand.h"
#include "interp/frame_objects.h"
#include "interp/generator.h"
#include "interp/protocol.h"
#include "interp/struct_sequence.h"
#include "interp/weak_refs.h"

#include <utility>

namespace hyexec::interp {

namespace {

/// sys.set_asyncgen_hooks(): called with an async generator at its first
/// iteration (firstiter), and with one dropped unfinished (finalizer).
/// Never destroyed: a hook left set must not be released after the machine.
Value& hook_firstiter = *new Value;
Value& hook_finalizer = *new Value;

struct AsyncGenObject : Object {
  explicit AsyncGenObject(Ref<GeneratorObject> f)
      : Object(async_generator_type()), frame(std::move(f)) {}
  ~AsyncGenObject() override;
  Ref<GeneratorObject> frame;
  /// The finalizer hook at its first iteration (CPython's ag_origin_or_finalizer).
  Value finalizer;
  bool hooks_inited = false;
  /// An asend()/athrow() awaitable is driving it (CPython's ag_running_async).
  bool running_async = false;
  /// aclose() began, or it ended (CPython's ag_closed).
  bool closed = false;
};

/// The awaitable states of CPython's asend and athrow objects.
enum class State { Init, Iter, Closed };

/// What __anext__() and asend(v) return.
struct ASendObject : Object {
  ASendObject(TypeObject* t, Ref<AsyncGenObject> g, Value v)
      : Object(t), gen(std::move(g)), sendval(std::move(v)) {}
  Ref<AsyncGenObject> gen;
  Value sendval;
  State state = State::Init;
};

/// What athrow(...) and aclose() return; aclose() has no `args`.
struct AThrowObject : Object {
  AThrowObject(TypeObject* t, Ref<AsyncGenObject> g, Values a, bool close)
      : Object(t), gen(std::move(g)), args(std::move(a)), aclose(close) {}
  Ref<AsyncGenObject> gen;
  Values args;
  bool aclose;
  State state = State::Init;
};

TypeObject* wrapped_type() {
  static TypeObject* t = [] {
    auto* w = new TypeObject("async_generator_wrapped_value", type_object);
    incref(w);
    w->dict = make<DictObject>();
    return w;
  }();
  return t;
}

bool is_wrapped(const Value& v) {
  return v && v.type() == wrapped_type();
}

/// The generator's frame, dropped unfinished: handed to the finalizer hook
/// (asyncio schedules its aclose()) in a new async generator object, as
/// this one cannot outlive its last reference; without a hook the frame's
/// own destructor closes it.
AsyncGenObject::~AsyncGenObject() {
  weak_referent_dying(this);
  if (!finalizer || !frame->started || frame->done || frame->running) return;
  auto heir = make<AsyncGenObject>(frame);
  heir->hooks_inited = true;
  heir->closed = closed;
  Value pending = take_pending(); // as ~GeneratorObject keeps it
  try {
    call(finalizer, Values{Value(heir)});
  } catch (...) {
    // CPython reports an error in a finalizer as "ignored"; the run goes on.
  }
  soft_pending = std::move(pending);
}

AsyncGenObject* self_gen(const CallArgs& a, const char* name) {
  if (a.args.empty() || a.args[0].type() != async_generator_type())
    raise(exc_TypeError,
          std::string("descriptor '") + name + "' requires a 'async_generator' object");
  return a.args[0].as<AsyncGenObject>();
}

/// CPython's async_gen_init_hooks, at the first __anext__/asend/athrow/aclose.
void init_hooks(AsyncGenObject* g) {
  if (g->hooks_inited) return;
  g->hooks_inited = true;
  g->finalizer = hook_finalizer;
  if (hook_firstiter) call(hook_firstiter, Values{Value(g)});
}

/// CPython's async_gen_unwrap_value around one step `op` of the frame (its
/// yielded value, null when it returned): a wrapped value is produced (a
/// StopIteration carrying it), anything else an `await` passes up; its end
/// is StopAsyncIteration.
template <class Op> Value unwrap(AsyncGenObject* g, Op op) {
  Value r;
  try {
    r = op();
  } catch (const PyException& e) {
    if (isinstance(e.exc, exc_StopAsyncIteration) || isinstance(e.exc, exc_GeneratorExit))
      g->closed = true;
    g->running_async = false;
    throw;
  }
  if (!r) {
    g->closed = true;
    g->running_async = false;
    raise_args(exc_StopAsyncIteration, {});
  }
  if (is_wrapped(r)) {
    g->running_async = false;
    raise_args(exc_StopIteration, {r.as<CellObject>()->value});
  }
  return r;
}

/// generator.throw(typ[, val[, tb]]) on the frame: its next yielded value,
/// or null once its body returned.
Value frame_throw(GeneratorObject* frame, const Values& args) {
  Values call_args{Value(frame)};
  call_args.insert(call_args.end(), args.begin(), args.end());
  try {
    return call(type_generator->dict->get_str("throw"), std::move(call_args));
  } catch (const PyException& e) {
    // generator.throw() says the body returned with a StopIteration.
    if (isinstance(e.exc, exc_StopIteration) && frame->done && frame->returned) return nullptr;
    throw;
  }
}

/// A frame that is running (`await` on its own asend): CPython's message.
void check_not_running(GeneratorObject* frame) {
  if (frame->running) raise(exc_ValueError, "async generator already executing");
}

Value asend_send(ASendObject* s, Value arg) {
  if (s->state == State::Closed)
    raise(exc_RuntimeError, "cannot reuse already awaited __anext__()/asend()");
  AsyncGenObject* g = s->gen.get();
  if (s->state == State::Init) {
    if (g->running_async) {
      s->state = State::Closed;
      raise(exc_RuntimeError, "anext(): asynchronous generator is already running");
    }
    if (is_none(arg)) arg = s->sendval;
    s->state = State::Iter;
  }
  check_not_running(g->frame.get());
  g->running_async = true;
  try {
    return unwrap(g, [&] { return g->frame->resume(arg); });
  } catch (...) {
    s->state = State::Closed;
    throw;
  }
}

Value asend_throw(ASendObject* s, const Values& args) {
  if (s->state == State::Closed)
    raise(exc_RuntimeError, "cannot reuse already awaited __anext__()/asend()");
  AsyncGenObject* g = s->gen.get();
  check_not_running(g->frame.get());
  try {
    return unwrap(g, [&] { return frame_throw(g->frame.get(), args); });
  } catch (...) {
    s->state = State::Closed;
    throw;
  }
}

/// aclose()'s end (CPython's check_error): GeneratorExit or the
/// generator's end mean the close is done, its StopIteration.
[[noreturn]] void athrow_failed(AThrowObject* t, const PyException& e) {
  t->gen->running_async = false;
  t->state = State::Closed;
  if (t->aclose &&
      (isinstance(e.exc, exc_StopAsyncIteration) || isinstance(e.exc, exc_GeneratorExit)))
    raise_args(exc_StopIteration, {});
  throw e;
}

/// aclose() of a generator that yielded instead of finishing.
[[noreturn]] void ignored_exit(AThrowObject* t) {
  t->gen->running_async = false;
  t->state = State::Closed;
  raise(exc_RuntimeError, "async generator ignored GeneratorExit");
}

/// One step of aclose(): what an await passes up, or its end.
Value aclose_step(AThrowObject* t, const std::function<Value()>& op) {
  Value r;
  try {
    r = op();
  } catch (const PyException& e) {
    athrow_failed(t, e);
  }
  if (!r) {
    t->gen->running_async = false;
    t->state = State::Closed;
    raise_args(exc_StopIteration, {});
  }
  if (is_wrapped(r)) ignored_exit(t);
  return r;
}

Value athrow_send(AThrowObject* t, Value arg) {
  if (t->state == State::Closed)
    raise(exc_RuntimeError, "cannot reuse already awaited aclose()/athrow()");
  AsyncGenObject* g = t->gen.get();
  GeneratorObject* frame = g->frame.get();
  if (frame->done) {
    t->state = State::Closed;
    raise_args(exc_StopIteration, {});
  }
  if (t->state == State::Init) {
    if (g->running_async) {
      t->state = State::Closed;
      raise(exc_RuntimeError, t->aclose ? "aclose(): asynchronous generator is already running"
                                        : "athrow(): asynchronous generator is already running");
    }
    if (g->closed) {
      t->state = State::Closed;
      raise_args(exc_StopAsyncIteration, {});
    }
    if (!is_none(arg))
      raise(exc_RuntimeError, "can't send non-None value to a just-started coroutine");
    check_not_running(frame);
    t->state = State::Iter;
    g->running_async = true;
    if (t->aclose) {
      g->closed = true;
      return aclose_step(t, [&] { return frame->throw_in(new_exception(exc_GeneratorExit, {})); });
    }
    try {
      return unwrap(g, [&] { return frame_throw(frame, t->args); });
    } catch (const PyException& e) {
      athrow_failed(t, e);
    }
  }
  check_not_running(frame);
  if (t->aclose) return aclose_step(t, [&] { return frame->resume(arg); });
  return unwrap(g, [&] { return frame->resume(arg); });
}

Value athrow_throw(AThrowObject* t, const Values& args) {
  if (t->state == State::Closed)
    raise(exc_RuntimeError, "cannot reuse already awaited aclose()/athrow()");
  AsyncGenObject* g = t->gen.get();
  check_not_running(g->frame.get());
  if (!t->aclose) return unwrap(g, [&] { return frame_throw(g->frame.get(), args); });
  return aclose_step(t, [&] { return frame_throw(g->frame.get(), args); });
}

void add_method(TypeObject* t, const char* name, NativeFn f) {
  t->dict->set_str(name, make<BuiltinFunctionObject>(name, std::move(f)));
}

/// A builtin type named `name` whose instances cannot be made by calling it.
TypeObject* new_type(const char* name) {
  auto* t = new TypeObject(name, type_object);
  incref(t);
  t->dict = make<DictObject>();
  t->dict->set_str("__module__", py_str("builtins"));
  t->construct = [name](TypeObject*, CallArgs&) -> Value {
    raise(exc_TypeError, std::string("cannot create '") + name + "' instances");
  };
  return t;
}

/// The awaitable protocol of asend and athrow objects: __await__ and
/// __iter__ give the object, __next__ is send(None), and send/throw/close.
template <class T>
void add_awaitable_methods(TypeObject* t, Value (*send)(T*, Value),
                           Value (*thrower)(T*, const Values&)) {
  auto self = [](const CallArgs& a) { return a.args.at(0).as<T>(); };
  add_method(t, "__await__", [](CallArgs& a) { return a.args.at(0); });
  add_method(t, "__iter__", [](CallArgs& a) { return a.args.at(0); });
  add_method(t, "__next__", [self, send](CallArgs& a) { return send(self(a), none()); });
  add_method(t, "send", [self, send](CallArgs& a) {
    if (a.args.size() != 2)
      raise(exc_TypeError,
            "send() takes exactly one argument (" + std::to_string(a.args.size() - 1) + " given)");
    return send(self(a), a.args[1]);
  });
  add_method(t, "throw", [self, thrower](CallArgs& a) {
    if (a.args.size() < 2 || a.args.size() > 4)
      raise(exc_TypeError,
            "throw expected at least 1 argument, got " + std::to_string(a.args.size() - 1));
    return thrower(self(a), Values(a.args.begin() + 1, a.args.end()));
  });
  add_method(t, "close", [self](CallArgs& a) {
    self(a)->state = State::Closed;
    return Value(none());
  });
}

TypeObject* asend_type() {
  static TypeObject* t = [] {
    TypeObject* s = new_type("async_generator_asend");
    add_awaitable_methods<ASendObject>(s, asend_send, asend_throw);
    return s;
  }();
  return t;
}

TypeObject* athrow_type() {
  static TypeObject* t = [] {
    TypeObject* s = new_type("async_generator_athrow");
    add_awaitable_methods<AThrowObject>(s, athrow_send, athrow_throw);
    return s;
  }();
  return t;
}

/// A read-only attribute of async generators.
void member(TypeObject* t, const char* name, Value (*get)(AsyncGenObject*)) {
  Value fget = make<BuiltinFunctionObject>(
      name, [name, get](CallArgs& a) { return get(self_gen(a, name)); });
  t->dict->set_str(name, make<WrapperObject>(type_property, fget));
}

void add_generator_methods(TypeObject* t) {
  add_method(t, "__aiter__", [](CallArgs& a) -> Value {
    self_gen(a, "__aiter__");
    return a.args[0];
  });
  add_method(t, "__anext__", [](CallArgs& a) -> Value {
    AsyncGenObject* g = self_gen(a, "__anext__");
    init_hooks(g);
    return make<ASendObject>(asend_type(), Ref<AsyncGenObject>(g), none());
  });
  add_method(t, "asend", [](CallArgs& a) -> Value {
    AsyncGenObject* g = self_gen(a, "asend");
    if (a.args.size() != 2)
      raise(exc_TypeError,
            "asend() takes exactly one argument (" + std::to_string(a.args.size() - 1) + " given)");
    init_hooks(g);
    return make<ASendObject>(asend_type(), Ref<AsyncGenObject>(g), a.args[1]);
  });
  add_method(t, "athrow", [](CallArgs& a) -> Value {
    AsyncGenObject* g = self_gen(a, "athrow");
    if (a.args.size() < 2 || a.args.size() > 4)
      raise(exc_TypeError,
            "athrow expected at least 1 argument, got " + std::to_string(a.args.size() - 1));
    init_hooks(g);
    return make<AThrowObject>(athrow_type(), Ref<AsyncGenObject>(g),
                              Values(a.args.begin() + 1, a.args.end()), false);
  });
  add_method(t, "aclose", [](CallArgs& a) -> Value {
    AsyncGenObject* g = self_gen(a, "aclose");
    init_hooks(g);
    return make<AThrowObject>(athrow_type(), Ref<AsyncGenObject>(g), Values{}, true);
  });
  add_method(t, "__repr__", [](CallArgs& a) -> Value {
    AsyncGenObject* g = self_gen(a, "__repr__");
    char addr[32];
    std::snprintf(addr, sizeof addr, "0x%012llx",
                  static_cast<unsigned long long>(reinterpret_cast<uintptr_t>(g)));
    return py_str("<async_generator object " + g->frame->qualname + " at " + addr + ">");
  });
  member(t, "ag_running", [](AsyncGenObject* g) { return Value(py_bool(g->running_async)); });
  member(t, "ag_await",
         [](AsyncGenObject* g) { return g->frame->delegate ? g->frame->delegate : Value(none()); });
  member(t, "ag_frame", [](AsyncGenObject* g) {
    GeneratorObject* f = g->frame.get();
    return f->frame && !f->done ? frame_object(*f->frame) : Value(none());
  });
  member(t, "__name__", [](AsyncGenObject* g) {
    const std::string& name = g->frame->origin.function;
    return py_str(name.empty() ? "<genexpr>" : name);
  });
  member(t, "__qualname__", [](AsyncGenObject* g) { return py_str(g->frame->qualname); });
}

/// What anext(it, default) returns: it awaits it.__anext__()'s awaitable
/// and gives `fallback` at StopAsyncIteration.
struct ANextObject : Object {
  ANextObject(TypeObject* t, Value w, Value d)
      : Object(t), wrapped(std::move(w)), fallback(std::move(d)) {}
  Value wrapped;
  Value fallback;
  Value iterator; ///< the wrapped awaitable's __await__(), made at the first step
  State state = State::Init;
};

/// One step of the wrapped awaitable's iterator (`op` on it), its
/// StopAsyncIteration turned into the default's StopIteration.
template <class Op> Value anext_step(ANextObject* n, Op op) {
  if (!n->iterator) {
    Value method = n->wrapped.type()->lookup(Dunder::Await);
    if (!method) raise(exc_TypeError, "'" + type_name(n->wrapped) + "' object can't be awaited");
    n->iterator = call(method, Values{n->wrapped});
  }
  try {
    return op(n->iterator);
  } catch (const PyException& e) {
    if (!isinstance(e.exc, exc_StopAsyncIteration)) throw;
    raise_args(exc_StopIteration, {n->fallback});
  }
}

Value anext_send(ANextObject* n, Value arg) {
  return anext_step(n, [&](const Value& it) {
    if (is_none(arg))
      if (Value next = it.type()->lookup(Dunder::Next)) return call(next, Values{it});
    return call(get_attr(it, "send"), Values{arg});
  });
}

Value anext_throw(ANextObject* n, const Values& args) {
  return anext_step(n, [&](const Value& it) { return call(get_attr(it, "throw"), Values(args)); });
}

TypeObject* anext_type() {
  static TypeObject* t = [] {
    TypeObject* s = new_type("anext_awaitable");
    add_awaitable_methods<ANextObject>(s, anext_send, anext_throw);
    return s;
  }();
  return t;
}

/// A hook argument: None or a callable (CPython's message otherwise).
Value hook_value(const Value& v, const char* name) {
  if (is_none(v)) return nullptr;
  if (!truthy(call(machine().builtins->get_str("callable"), Values{v})))
    raise(exc_TypeError, std::string("callable ") + name + " expected, got " + type_name(v));
  return v;
}

} // namespace

TypeObject* async_generator_type() {
  static TypeObject* t = [] {
    TypeObject* g = new_type("async_generator");
    add_generator_methods(g);
    return g;
  }();
  return t;
}

Value make_async_generator(GeneratorObject* frame) {
  frame->async_frame = true;
  return make<AsyncGenObject>(Ref<GeneratorObject>(frame));
}

Value async_gen_wrap(Value v) {
  auto w = make<CellObject>();
  w->type = wrapped_type();
  w->value = std::move(v);
  return w;
}

Value aiter_fn(CallArgs& a) {
  if (a.args.size() != 1 || !a.kwargs.empty())
    raise(exc_TypeError,
          "aiter() takes exactly one argument (" + std::to_string(a.args.size()) + " given)");
  Value method = a.args[0].type()->lookup(Dunder::AIter);
  if (!method)
    raise(exc_TypeError, "'" + type_name(a.args[0]) + "' object is not an async iterable");
  Value it = call(method, Values{a.args[0]});
  if (!it.type()->lookup(Dunder::ANext))
    raise(exc_TypeError, "aiter() returned not an async iterator of type '" + type_name(it) + "'");
  return it;
}

Value anext_fn(CallArgs& a) {
  if (a.args.empty() || a.args.size() > 2 || !a.kwargs.empty())
    raise(exc_TypeError,
          std::string("anext expected ") +
              (a.args.empty() ? "at least 1 argument, got 0"
                              : "at most 2 arguments, got " + std::to_string(a.args.size())));
  Value method = a.args[0].type()->lookup(Dunder::ANext);
  if (!method)
    raise(exc_TypeError, "'" + type_name(a.args[0]) + "' object is not an async iterator");
  Value awaitable = call(method, Values{a.args[0]});
  if (a.args.size() == 1) return awaitable;
  return make<ANextObject>(anext_type(), awaitable, a.args[1]);
}

void add_asyncgen_hooks(ModuleObject* sys) {
  add_function(sys, "set_asyncgen_hooks", [](CallArgs& a) -> Value {
    if (a.args.size() > 2)
      raise(exc_TypeError, "set_asyncgen_hooks() takes at most 2 arguments (" +
                               std::to_string(a.args.size()) + " given)");
    Value firstiter = hook_firstiter, finalizer = hook_finalizer;
    if (!a.args.empty()) firstiter = hook_value(a.args[0], "firstiter");
    if (a.args.size() > 1) finalizer = hook_value(a.args[1], "finalizer");
    for (auto& [name, v] : a.kwargs) {
      if (name == "firstiter")
        firstiter = hook_value(v, "firstiter");
      else if (name == "finalizer")
        finalizer = hook_value(v, "finalizer");
      else
        raise(exc_TypeError,
              "set_asyncgen_hooks() got an unexpected keyword argument '" + name + "'");
    }
    hook_firstiter = firstiter;
    hook_finalizer = finalizer;
    return none();
  });
  add_function(sys, "get_asyncgen_hooks", [](CallArgs&) -> Value {
    static TypeObject* hooks =
        struct_sequence_type("builtins", "asyncgen_hooks", {"firstiter", "finalizer"});
    return make_struct_sequence(hooks, {hook_firstiter ? hook_firstiter : Value(none()),
                                        hook_finalizer ? hook_finalizer : Value(none())});
  });
}

} // namespace hyexec::interp
