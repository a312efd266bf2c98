#pragma once
/// \file
/// Generators: a generator's frame runs on a stack of its own, so the
/// CFG-walking evaluator can suspend at a `yield` in the middle of an
/// expression and resume there, as CPython's generator frames do. The switch
/// is Boost.Context's fcontext (a few registers; ucontext's swapcontext made
/// a signal-mask system call on every yield).

#include "interp/machine.h"

#include <exception>
#include <functional>
#include <optional>

#include <boost/context/detail/fcontext.hpp>

namespace hyexec::interp {

struct GeneratorObject : IteratorObject {
  explicit GeneratorObject(std::function<Value()> body);
  ~GeneratorObject() override;

  /// Runs until the next `yield` (sending `sent` as the value of the paused
  /// `yield` expression); returns the yielded value, or null once the body
  /// has returned (its return value is then in `returned`).
  Value resume(Value sent);
  /// generator.throw(): raises `exc` (an exception instance) at the paused
  /// `yield`; returns the next yielded value, or null once the body returned.
  Value throw_in(Value exc);
  /// generator.close(): GeneratorExit at the paused `yield`.
  void close();
  /// `await` of a coroutine not started yet, inside a running coroutine:
  /// runs its body as a plain call on the awaiting stack (no stack of its
  /// own, no switch). A `yield` inside it then suspends the awaiting
  /// coroutine's stack, which holds both, so values sent to or thrown into
  /// the outer one reach the inner one's `yield` as `yield from` delegates.
  /// Returns the body's return value.
  Value run_inline();

  std::function<Value()> body;
  Value returned;
  /// A generator expression's next item without a stack of its own (its
  /// loops are a state machine: a yield is a return), null at its end;
  /// used instead of `body` when set.
  std::function<Value()> step;
  TracebackEntry origin; ///< the generator function's name, `def` line and file
  /// Its function's activation (gi_frame / cr_frame), which `body` keeps
  /// alive; null for a generator expression's `step`.
  Frame* frame = nullptr;
  std::string qualname = "<genexpr>"; ///< in its repr, as CPython's __qualname__
  /// __name__ once assigned (its code's co_name stays origin.function).
  std::optional<std::string> name;
  /// The generator function (gi_code is its __code__); null for a generator expression.
  Value function;
  bool running = false, done = false, started = false;
  /// The frame of an async generator (async_generator.h): its errors name one.
  bool async_frame = false;
  /// The iterator a paused `yield from` delegates to (gi_yieldfrom); null otherwise.
  Value delegate;
  /// generator.throw()'s own arguments, for a delegate that is not a
  /// generator: CPython passes them to its throw() unchecked (`throw(123)`).
  Values raw_throw;

private:
  friend Value generator_yield(Value v);
  /// resume() of a generator with a `step`.
  Value resume_step();
  static void trampoline(boost::context::detail::transfer_t from);
  /// Switches from the generator's stack back to whoever resumed it.
  void suspend();

  boost::context::detail::fcontext_t context = nullptr; ///< the paused generator
  boost::context::detail::fcontext_t caller = nullptr;  ///< where the running one returns
  void* stack = nullptr;
  Value transfer;
  Value thrown; ///< an exception for the paused `yield` to raise
  std::exception_ptr error;
  // Machine state saved across switches.
  Frame* saved_frame = nullptr;
  int saved_depth = 0;
  Frame* own_frame = nullptr;
  int own_depth = 0;
  /// The exceptions its `except` bodies were handling when it paused: off
  /// the caller's Machine::handled while it is suspended, back on top of the
  /// resumer's when it runs again (CPython's gi_exc_state).
  Values saved_handled;
  const void* caller_stack_bottom = nullptr;
  size_t caller_stack_size = 0;
};

/// While one lives (the program's run, not the machine's teardown), a
/// suspended generator that loses its last reference is closed, as CPython
/// finalizes it: its `finally` blocks run and its frame's references go
/// (`any(x for x in xs)` stopping early dropped a whole frame each time).
class CloseDroppedGenerators {
public:
  CloseDroppedGenerators();
  ~CloseDroppedGenerators();
  CloseDroppedGenerators(const CloseDroppedGenerators&) = delete;
  CloseDroppedGenerators& operator=(const CloseDroppedGenerators&) = delete;

private:
  bool was_;
};

/// `yield v` inside the running generator: suspends it; returns the sent
/// value, or raises what generator.throw() sent.
Value generator_yield(Value v);
/// `yield from it` inside the running generator, delegating send/throw/close.
Value generator_yield_from(const Value& it);

} // namespace hyexec::interp
