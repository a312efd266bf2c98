#include "interp/generator.h"

#include <sys/mman.h>

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/common_interface_defs.h>
#define HYEXEC_ASAN_FIBERS 1
#endif

namespace hyexec::interp {

namespace {

/// Each generator's stack: reserved virtual memory, committed as touched.
constexpr size_t kGeneratorStack = size_t{16} << 20;

thread_local GeneratorObject* running_generator = nullptr;

} // namespace

GeneratorObject::GeneratorObject(std::function<Value()> b)
    : IteratorObject([this]() { return resume(none()); }), body(std::move(b)) {
  type = type_generator;
}

GeneratorObject::~GeneratorObject() {
  // A generator dropped while suspended leaves its frame's C++ objects
  // unreleased on its stack; the memory goes back, the references leak.
  if (stack) munmap(stack, kGeneratorStack);
}

void GeneratorObject::trampoline(unsigned lo, unsigned hi) {
  auto* g = reinterpret_cast<GeneratorObject*>((static_cast<uintptr_t>(hi) << 32) | lo);
#ifdef HYEXEC_ASAN_FIBERS
  __sanitizer_finish_switch_fiber(nullptr, &g->caller_stack_bottom, &g->caller_stack_size);
#endif
  try {
    g->returned = g->body();
  } catch (...) {
    g->error = std::current_exception();
  }
  g->done = true;
#ifdef HYEXEC_ASAN_FIBERS
  __sanitizer_start_switch_fiber(nullptr, g->caller_stack_bottom, g->caller_stack_size);
#endif
  // uc_link is null: switch back explicitly.
  setcontext(&g->caller);
}

Value GeneratorObject::resume(Value sent) {
  if (done) return nullptr;
  if (running) raise(exc_ValueError, "generator already executing");
  Machine& m = machine();
  if (!started) {
    if (!is_none(sent))
      raise(exc_TypeError, "can't send non-None value to a just-started generator");
    stack = mmap(nullptr, kGeneratorStack, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (stack == MAP_FAILED) {
      stack = nullptr;
      raise(exc_MemoryError, "");
    }
    getcontext(&context);
    context.uc_stack.ss_sp = stack;
    context.uc_stack.ss_size = kGeneratorStack;
    context.uc_link = nullptr;
    auto self = reinterpret_cast<uintptr_t>(this);
    makecontext(&context, reinterpret_cast<void (*)()>(&GeneratorObject::trampoline), 2,
                static_cast<unsigned>(self & 0xFFFFFFFFu), static_cast<unsigned>(self >> 32));
    started = true;
    own_frame = m.current;
    own_depth = m.depth;
  }
  Ref<GeneratorObject> keep(this); // the body may drop the last other reference
  transfer = std::move(sent);
  GeneratorObject* outer = running_generator;
  running_generator = this;
  running = true;
  saved_frame = m.current;
  saved_depth = m.depth;
  m.current = own_frame;
  m.depth = std::max(own_depth, saved_depth);
#ifdef HYEXEC_ASAN_FIBERS
  void* fake = nullptr;
  __sanitizer_start_switch_fiber(&fake, stack, kGeneratorStack);
#endif
  swapcontext(&caller, &context);
#ifdef HYEXEC_ASAN_FIBERS
  __sanitizer_finish_switch_fiber(fake, nullptr, nullptr);
#endif
  running = false;
  running_generator = outer;
  own_frame = m.current;
  m.current = saved_frame;
  m.depth = saved_depth;
  if (done) {
    if (stack) {
      munmap(stack, kGeneratorStack);
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

Value generator_yield(Value v) {
  GeneratorObject* g = running_generator;
  if (!g) throw Unsupported{"yield outside a running generator"};
  g->transfer = std::move(v);
#ifdef HYEXEC_ASAN_FIBERS
  void* fake = nullptr;
  __sanitizer_start_switch_fiber(&fake, g->caller_stack_bottom, g->caller_stack_size);
#endif
  swapcontext(&g->context, &g->caller);
#ifdef HYEXEC_ASAN_FIBERS
  __sanitizer_finish_switch_fiber(fake, &g->caller_stack_bottom, &g->caller_stack_size);
#endif
  return std::move(g->transfer);
}

} // namespace hyexec::interp
