#include "interp/coroutine.h"
#include "interp/iterator_types.h"

#include "interp/generator.h"

namespace hyexec::interp {

TypeObject* coroutine_type() {
  static TypeObject* t = [] {
    auto* c = new TypeObject("coroutine", type_object);
    incref(c);
    c->dict = make<DictObject>();
    for (const char* name : {"send", "throw", "close"})
      c->dict->set_str(name, type_generator->dict->get_str(name));
    // `coro.__await__()`: an iterator over what the coroutine yields.
    c->dict->set_str("__await__", make<BuiltinFunctionObject>("__await__", [](CallArgs& a) {
                       Value coro = a.args[0];
                       return make<IteratorObject>(
                           [coro]() { return coro.as<GeneratorObject>()->resume(none()); });
                     }));
    return c;
  }();
  return t;
}

Value await_value(const Value& v) {
  if (v.type() == coroutine_type()) {
    auto* c = v.as<GeneratorObject>();
    if (!c->started && !c->done) return c->run_inline();
    return generator_yield_from(v);
  }
  Value method = v.type()->lookup(Dunder::Await);
  if (!method)
    raise(exc_TypeError, "object " + type_name(v) + " can't be used in 'await' expression");
  Value it = call(method, Values{v});
  if (it.type() == coroutine_type()) raise(exc_TypeError, "__await__() returned a coroutine");
  if (it.type() != type_generator && !is_native_iterator(it) && !it.type()->lookup(Dunder::Next))
    raise(exc_TypeError, "__await__() returned non-iterator of type '" + type_name(it) + "'");
  return generator_yield_from(it);
}

Value async_enter(const Value& cm) {
  Value enter = cm.type()->lookup(Dunder::AEnter);
  if (!enter || !cm.type()->lookup(Dunder::AExit))
    raise(exc_TypeError, "'" + type_name(cm) +
                             "' object does not support the asynchronous context manager protocol" +
                             (enter ? " (missed __aexit__ method)" : ""));
  return await_value(call(enter, Values{cm}));
}

Value async_exit(const Value& cm, const Value& type, const Value& value) {
  return await_value(call(cm.type()->lookup(Dunder::AExit), Values{cm, type, value, none()}));
}

Value async_iter(const Value& v) {
  Value aiter = v.type()->lookup(Dunder::AIter);
  if (!aiter)
    raise(exc_TypeError,
          "'async for' requires an object with __aiter__ method, got " + type_name(v));
  Value it = call(aiter, Values{v});
  if (!it.type()->lookup(Dunder::ANext))
    raise(exc_TypeError, "'async for' received an object from __aiter__ that does not "
                         "implement __anext__: " +
                             type_name(it));
  return it;
}

Value async_next(const Value& it) {
  Value awaitable = call(it.type()->lookup(Dunder::ANext), Values{it});
  try {
    return await_value(awaitable);
  } catch (const PyException& e) {
    if (isinstance(e.exc, exc_StopAsyncIteration)) return nullptr;
    throw;
  }
}

} // namespace hyexec::interp
