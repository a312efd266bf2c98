#pragma once
/// \file
/// Coroutines (`async def`, `await`, `async for`, `async with`): a coroutine
/// is a generator frame of type `coroutine`; `await` delegates to it, or to
/// what an awaitable's `__await__` returns, as `yield from` does.

#include "interp/types.h"

namespace hyexec::interp {

/// The `coroutine` type; its send/throw/close are the generator's.
TypeObject* coroutine_type();
/// `await v` inside a running coroutine.
Value await_value(const Value& v);
/// `async with`: the awaited `__aenter__()` of `cm` (TypeError when `cm`
/// lacks the asynchronous context manager protocol).
Value async_enter(const Value& cm);
/// `async with`: the awaited `__aexit__(type, value, tb)` of `cm`.
Value async_exit(const Value& cm, const Value& type, const Value& value);
/// `async for`: the asynchronous iterator of `v` (its `__aiter__()`).
Value async_iter(const Value& v);
/// `async for`: the next item of `it`, awaited; null at StopAsyncIteration.
Value async_next(const Value& it);

} // namespace hyexec::interp
