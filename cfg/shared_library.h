#pragma once
/// \file
/// A shared library opened when first needed (dlopen) instead of at
/// start-up. libcurl alone brings 27 libraries (gnutls, krb5, ldap...) whose
/// loading and relocation cost every hyexec process about 20 ms of CPU and
/// 5 MB of resident memory, though only the LLM oracle uses them; so the
/// oracle's transports (curl, SQLite) and hashlib (libcrypto) bind their
/// functions through this on first use. Here, in the front end's library,
/// because every part of hyexec links it.

#include <stdexcept>
#include <string>

namespace hyexec {

/// A library that could not be opened, or lacks a function.
struct SharedLibraryError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// An open library. It stays loaded until the process ends (objects it
/// made may outlive the holder), so nothing is closed.
class SharedLibrary {
public:
  /// Opens `soname` (its symbols bound at once, kept out of the global
  /// namespace); throws SharedLibraryError with the loader's reason.
  explicit SharedLibrary(const char* soname);
  SharedLibrary(const SharedLibrary&) = delete;
  SharedLibrary& operator=(const SharedLibrary&) = delete;

  /// The function `name` as a pointer of type `F*`; throws SharedLibraryError.
  template <class F> F* function(const char* name) const {
    return reinterpret_cast<F*>(address(name));
  }

private:
  void* address(const char* name) const;
  std::string soname_;
  void* handle_ = nullptr;
};

} // namespace hyexec

/// Declares member `fn` of a struct holding `SharedLibrary lib`: a pointer
/// to the C function `::fn` with its exact type, bound from `lib`.
#define HYEXEC_LIBRARY_FUNCTION(fn) decltype(&::fn) fn = lib.function<decltype(::fn)>(#fn)
