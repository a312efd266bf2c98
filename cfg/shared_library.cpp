// dlopen and dlsym behind SharedLibrary (cfg/shared_library.h).
#include "cfg/shared_library.h"

#include <dlfcn.h>

namespace hyexec {

SharedLibrary::SharedLibrary(const char* soname) : soname_(soname) {
  handle_ = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
  if (!handle_) {
    const char* why = dlerror();
    throw SharedLibraryError(why ? why : soname_ + ": cannot be loaded");
  }
}

void* SharedLibrary::address(const char* name) const {
  dlerror(); // clear an earlier failure
  void* p = dlsym(handle_, name);
  if (!p) throw SharedLibraryError(soname_ + " has no function " + name);
  return p;
}

} // namespace hyexec
