#include "interp/generator.h"

#include "interp/coroutine.h"
#include "interp/eval_operand.h"
#include "interp/iterator_types.h"
#include "interp/line_tracer.h"

#include <sys/mman.h>

#include <utility>
#include <vector>

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/common_interface_defs.h>
#define HYEXEC_ASAN_FIBERS 1
#endif

namespace hyexec::interp {

namespace {

/// Each generator's stack: reserved virtual memory, committed as touched.
constexpr size_t kGeneratorStack = size_t{16} << 20;

thread_local GeneratorObject* running_generator = nullptr;

/// Finished generators' stacks, kept for the next ones: a program that makes
/// generators in a loop (a generator expression per call) then pays neither
/// mmap/munmap nor the page faults of a fresh stack each time.
/// (Not under ASan, which would see a previous fiber's stale stack poisoning.)
#ifdef HYEXEC_ASAN_FIBERS
constexpr size_t kPooledStacks = 0;
#else
constexpr size_t kPooledStacks = 32;
#endif
thread_local std::vector<void*> stack_pool;

/// A stack for a generator starting to run, or null when memory is out.
void* acquire_stack() {
  if (!stack_pool.empty()) {
    void* s = stack_pool.back();
    stack_pool.pop_back();
    return s;
  }
  void* s = mmap(nullptr, kGeneratorStack, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  return s == MAP_FAILED ? nullptr : s;
}

void release_stack(void* s) {
  if (stack_pool.size() < kPooledStacks)
    stack_pool.push_back(s);
  else
    munmap(s, kGeneratorStack);
}

} // namespace

GeneratorObject::GeneratorObject(std::function<Value()> b)
    : IteratorObject([this]() { return resume(none()); }), body(std::move(b)) {
  type = type_generator;
}

thread_local bool close_dropped = false;

CloseDroppedGenerators::CloseDroppedGenerators() : was_(std::exchange(close_dropped, true)) {}
CloseDroppedGenerators::~CloseDroppedGenerators() {
  close_dropped = was_;
}

GeneratorObject::~GeneratorObject() {
  if (close_dropped && started && !done && !running && stack) {
    refcount = 1; // close() takes and drops references to it: never 0 again
    // Dropped while a soft evaluation's exception goes up (soft_pending):
    // the code close() runs must not take or replace it.
    Value pending = take_pending();
    try {
      close();
    } catch (...) {
      // CPython reports an exception in a finalizer as "ignored"; the run goes on.
    }
    soft_pending = std::move(pending);
  }
  // A generator still suspended leaves its frame's C++ objects unreleased
  // on its stack; the memory goes back, the references leak.
  if (stack) release_stack(stack);
}

namespace ctx = boost::context::detail;

namespace {

/// What a generator is, in CPython's messages.
std::string kind_of(const GeneratorObject* g) {
  return g->async_frame                ? "async generator"
         : g->type == coroutine_type() ? "coroutine"
                                       : "generator";
}

/// PEP 479: a StopIteration escaping a generator (or coroutine) body, or a
/// StopAsyncIteration escaping an async generator's, becomes a RuntimeError.
bool escapes_as_error(const GeneratorObject* g, const Value& exc) {
  return isinstance(exc, exc_StopIteration) ||
         (g->async_frame && isinstance(exc, exc_StopAsyncIteration));
}

Value stop_iteration_escaped(const GeneratorObject* g, const Value& exc) {
  Value err = new_exception(exc_RuntimeError, {py_str(kind_of(g) + " raised " + type_name(exc))});
  err.as<ExceptionObject>()->cause = exc;
  err.as<ExceptionObject>()->context = exc;
  err.as<ExceptionObject>()->suppress_context = true;
  return err;
}

} // namespace

void GeneratorObject::trampoline(ctx::transfer_t from) {
  auto* g = static_cast<GeneratorObject*>(from.data);
  g->caller = from.fctx;
#ifdef HYEXEC_ASAN_FIBERS
  __sanitizer_finish_switch_fiber(nullptr, &g->caller_stack_bottom, &g->caller_stack_size);
#endif
  try {
    g->returned = g->body();
  } catch (const PyException& e) {
    if (escapes_as_error(g, e.exc))
      g->error = std::make_exception_ptr(PyException{stop_iteration_escaped(g, e.exc)});
    else
      g->error = std::current_exception();
  } catch (...) {
    g->error = std::current_exception();
  }
  g->done = true;
#ifdef HYEXEC_ASAN_FIBERS
  __sanitizer_start_switch_fiber(nullptr, g->caller_stack_bottom, g->caller_stack_size);
#endif
  // A context's function must not return: leave for good.
  ctx::jump_fcontext(g->caller, nullptr);
}

namespace {

/// Jumps to `to`, handing it `data`; under ASan, announces the stack jumped
/// to (`bottom`, `size`) and records the one jumped back from.
ctx::transfer_t switch_stacks(ctx::fcontext_t to, void* data, const void* bottom, size_t size,
                              const void** from_bottom, size_t* from_size) {
#ifdef HYEXEC_ASAN_FIBERS
  void* fake = nullptr;
  __sanitizer_start_switch_fiber(&fake, bottom, size);
#else
  (void)bottom, (void)size, (void)from_bottom, (void)from_size;
#endif
  ctx::transfer_t t = ctx::jump_fcontext(to, data);
#ifdef HYEXEC_ASAN_FIBERS
  __sanitizer_finish_switch_fiber(fake, from_bottom, from_size);
#endif
  return t;
}

} // namespace

void GeneratorObject::suspend() {
  // The next resume may come from elsewhere: it tells where to return then.
  caller = switch_stacks(caller, nullptr, caller_stack_bottom, caller_stack_size,
                         &caller_stack_bottom, &caller_stack_size)
               .fctx;
}

Value GeneratorObject::resume_step() {
  Ref<GeneratorObject> keep(this); // the step may drop the last other reference
  started = running = true;
  auto finish = [this] {
    done = true;
    step = nullptr; // its iterators and frame go now
  };
  try {
    Value v = step();
    running = false;
    if (!v) {
      finish();
      returned = none();
    }
    return v;
  } catch (const PyException& e) {
    running = false;
    finish();
    if (isinstance(e.exc, exc_StopIteration))
      throw PyException{stop_iteration_escaped(this, e.exc)};
    throw;
  } catch (...) {
    running = false;
    finish();
    throw;
  }
}

Value GeneratorObject::resume(Value sent) {
  if (done) return nullptr;
  if (running) raise(exc_ValueError, kind_of(this) + " already executing");
  if (step) {
    if (!started && !is_none(sent))
      raise(exc_TypeError, "can't send non-None value to a just-started generator");
    return resume_step(); // a generator expression ignores what is sent
  }
  Machine& m = machine();
  bool first_run = !started;
  if (!started) {
    if (!is_none(sent))
      raise(exc_TypeError, "can't send non-None value to a just-started " + kind_of(this));
    stack = acquire_stack();
    if (!stack) raise(exc_MemoryError, "");
    // The stack grows down from the top of the mapping.
    context = ctx::make_fcontext(static_cast<char*>(stack) + kGeneratorStack, kGeneratorStack,
                                 &GeneratorObject::trampoline);
    started = true;
    own_frame = m.current;
    own_depth = m.depth;
  }
  Ref<GeneratorObject> keep(this); // the body may drop the last other reference
  transfer = std::move(sent);
  // Its handled exceptions go on top of the resumer's, and its frame's
  // handlers count from there (the first run's frame starts there itself).
  size_t handled_base = m.handled.size();
  // The frame its stack starts with: its own, below those of coroutines it
  // awaits run inline (run_inline), when it paused in one of them.
  Frame* base = own_frame;
  for (Frame* fr = own_frame; fr && frame && !first_run; fr = fr->back)
    if (fr == frame) {
      base = frame;
      break;
    }
  if (!first_run && base) {
    // Each frame on its stack counts its handlers from where they now start.
    size_t was = base->handled_base;
    for (Frame* fr = own_frame; fr; fr = fr->back) {
      fr->handled_base = fr->handled_base - was + handled_base;
      if (fr == base) break;
    }
  }
  m.handled.insert(m.handled.end(), saved_handled.begin(), saved_handled.end());
  saved_handled.clear();
  GeneratorObject* outer = running_generator;
  running_generator = this;
  running = true;
  saved_frame = m.current;
  saved_depth = m.depth;
  m.current = own_frame;
  // Resumed from here: its caller now (tracebacks, a trace's stack).
  if (base && base != saved_frame) base->back = saved_frame;
  m.depth = std::max(own_depth, saved_depth);
  // The first switch hands the trampoline this generator; later ones ignore it.
  context = switch_stacks(context, this, stack, kGeneratorStack, nullptr, nullptr).fctx;
  running = false;
  running_generator = outer;
  if (m.handled.size() > handled_base) {
    saved_handled.assign(m.handled.begin() + static_cast<ptrdiff_t>(handled_base), m.handled.end());
    m.handled.resize(handled_base);
  }
  own_frame = m.current;
  m.current = saved_frame;
  m.depth = saved_depth;
  if (done) {
    if (stack) {
      release_stack(stack);
      stack = nullptr;
    }
    if (error) {
      std::exception_ptr e = std::move(error);
      error = nullptr;
      std::rethrow_exception(e);
    }
    return nullptr;
  }
  return std::move(transfer);
}

Value GeneratorObject::run_inline() {
  Ref<GeneratorObject> keep(this);
  started = running = true;
  struct Finish {
    GeneratorObject* g;
    ~Finish() {
      g->running = false;
      g->done = true;
      g->body = nullptr; // its frame's references go now, as a finished frame's
    }
  } finish{this};
  try {
    returned = body();
  } catch (const PyException& e) {
    if (isinstance(e.exc, exc_StopIteration))
      throw PyException{stop_iteration_escaped(this, e.exc)};
    throw;
  }
  return returned;
}

Value generator_yield(Value v) {
  GeneratorObject* g = running_generator;
  if (!g) throw Unsupported{"yield outside a running generator"};
  Machine& m = machine();
  if (m.line_tracer && m.current)
    m.line_tracer->ret(*m.current, v); // CPython's 'return' at a yield
  g->transfer = std::move(v);
  g->suspend();
  if (g->thrown) throw PyException{std::exchange(g->thrown, nullptr)};
  return std::move(g->transfer);
}

Value GeneratorObject::throw_in(Value exc) {
  if (running) raise(exc_ValueError, kind_of(this) + " already executing");
  if (done || !started) {
    // Nothing paused to raise it: it propagates to the caller, and an
    // unstarted generator is finished by it, at its first line.
    if (!started && !done && origin.line) {
      auto* e = exc.as<ExceptionObject>();
      e->traceback.insert(e->traceback.begin(), origin);
      e->tb_object = nullptr; // an entry inside: the traceback object is made anew
    }
    done = true;
    throw PyException{std::move(exc)};
  }
  if (step) {
    // Raised at the paused yield of a generator expression: nothing there handles it.
    done = true;
    step = nullptr;
    throw PyException{std::move(exc)};
  }
  thrown = std::move(exc);
  return resume(none());
}

void GeneratorObject::close() {
  if (done || !started) {
    done = true;
    return;
  }
  try {
    if (throw_in(new_exception(exc_GeneratorExit, {})))
      raise(exc_RuntimeError, kind_of(this) + " ignored GeneratorExit");
  } catch (const PyException& e) {
    if (isinstance(e.exc, exc_GeneratorExit) || isinstance(e.exc, exc_StopIteration)) return;
    throw;
  }
}

namespace {

/// The value a StopIteration carries (its first argument, or None).
Value stop_value(const Value& exc) {
  auto* e = exc.as<ExceptionObject>();
  return e->args.empty() ? Value(none()) : e->args[0];
}

/// next(it), where a StopIteration from a `__next__` method propagates
/// (with the value an awaitable's iterator returns).
Value next_keeping_value(const Value& it) {
  if (!is_native_iterator(it))
    if (Value method = it.type()->lookup(Dunder::Next)) return call(method, Values{it});
  return next(it);
}

} // namespace

Value generator_yield_from(const Value& it) {
  // A generator or a coroutine: resumed directly, its return value kept.
  auto* inner = it.type() == type_generator || it.type() == coroutine_type()
                    ? it.as<GeneratorObject>()
                    : nullptr;
  // One step of the inner iterator: null when it is exhausted (result set).
  Value result = none();
  auto step = [&](auto&& advance) -> Value {
    try {
      Value x = advance();
      if (!x && inner) result = inner->returned ? inner->returned : Value(none());
      return x;
    } catch (const PyException& e) {
      if (!isinstance(e.exc, exc_StopIteration)) throw;
      result = stop_value(e.exc);
      return nullptr;
    }
  };
  Value x = step([&] { return inner ? inner->resume(none()) : next_keeping_value(it); });
  // What the paused generator delegates to, while it does (gi_yieldfrom, throw()).
  GeneratorObject* self = running_generator;
  struct Delegating {
    GeneratorObject* g;
    ~Delegating() {
      if (g) g->delegate = nullptr;
    }
  } delegating{self};
  if (self) self->delegate = it;
  while (x) {
    Value sent;
    try {
      sent = generator_yield(std::move(x));
    } catch (const PyException& e) {
      if (isinstance(e.exc, exc_GeneratorExit)) {
        if (inner)
          inner->close();
        else if (Value c = get_attr_opt(it, "close"))
          call(c, Values{});
        throw;
      }
      if (inner) {
        x = step([&] { return inner->throw_in(e.exc); });
        continue;
      }
      Value thrower = get_attr_opt(it, "throw");
      if (!thrower) throw;
      Values args =
          self && !self->raw_throw.empty() ? std::exchange(self->raw_throw, {}) : Values{e.exc};
      x = step([&] { return call(thrower, std::move(args)); });
      continue;
    }
    x = step([&]() -> Value {
      if (inner) return inner->resume(sent);
      if (is_none(sent)) return next_keeping_value(it);
      return call(get_attr(it, "send"), Values{sent});
    });
  }
  return result;
}

} // namespace hyexec::interp
