#pragma once
/// \file
/// Asynchronous generators (`async def` with `yield`), built as CPython's
/// Objects/genobject.c builds them. The function's frame runs as a
/// generator whose `yield` values are wrapped (async_gen_wrap), so that the
/// awaitables __anext__()/asend()/athrow()/aclose() return can tell a value
/// the generator produces (their StopIteration) from what an `await` inside
/// it passes through to the event loop (handed up as is).

#include "interp/types.h"

namespace hyexec::interp {

struct GeneratorObject;

/// The `async_generator` type.
TypeObject* async_generator_type();
/// A new async generator over `frame` (a generator running the function's
/// body, or an asynchronous generator expression's loops).
Value make_async_generator(GeneratorObject* frame);
/// `yield v` in an async generator's frame: the value its generator yields.
Value async_gen_wrap(Value v);
/// The builtin aiter(x).
Value aiter_fn(CallArgs& a);
/// The builtin anext(it[, default]): it.__anext__(), or with a default an
/// awaitable giving the default at StopAsyncIteration.
Value anext_fn(CallArgs& a);
/// sys.set_asyncgen_hooks and sys.get_asyncgen_hooks, into `sys`.
void add_asyncgen_hooks(ModuleObject* sys);

} // namespace hyexec::interp
