#pragma once
/// \file
/// A non-owning reference to a callable, for callbacks that are only called
/// during the call that receives them (the AST walkers): no allocation, no
/// manager call on destruction, one indirect call per use. std::function cost
/// about a tenth of the scope analysis.

#include <memory>
#include <type_traits>
#include <utility>

namespace hyexec {

template <class Signature> class FunctionRef;

template <class R, class... Args> class FunctionRef<R(Args...)> {
public:
  FunctionRef() = default;
  template <class F, class = std::enable_if_t<!std::is_same_v<std::decay_t<F>, FunctionRef>>>
  FunctionRef(F&& f) // NOLINT: converts from any callable, as std::function does
      : object_(const_cast<void*>(static_cast<const void*>(std::addressof(f)))),
        call_([](void* object, Args... args) -> R {
          return (*static_cast<std::remove_reference_t<F>*>(object))(std::forward<Args>(args)...);
        }) {}

  R operator()(Args... args) const { return call_(object_, std::forward<Args>(args)...); }
  explicit operator bool() const { return call_ != nullptr; }

private:
  void* object_ = nullptr;
  R (*call_)(void*, Args...) = nullptr;
};

} // namespace hyexec
