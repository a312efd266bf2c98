#include "oracle/python2_names.h"

#include <map>
#include <set>

namespace hyexec::oracle {

std::string python3_builtin(const std::string& name) {
  static const std::map<std::string, std::string> kNow = {
      {"xrange", "range"},
      {"raw_input", "input"},
      {"unicode", "str"},
      {"basestring", "str"},
      {"long", "int"},
      {"unichr", "chr"},
      {"file", "open"},
      {"intern", "__import__('sys').intern"},
      {"reduce", "__import__('functools').reduce"},
      {"izip", "zip"},
      // cmp(a, b): -1, 0 or 1, as Python 2's.
      {"cmp", "lambda a, b: (a > b) - (a < b)"},
  };
  auto it = kNow.find(name);
  return it == kNow.end() ? "" : it->second;
}

std::string python3_module_name(const std::string& module, const std::string& name) {
  // The abstract base classes collections re-exported until 3.10.
  static const std::set<std::string> kAbcs = {
      "Awaitable",  "Coroutine",  "AsyncIterable",  "AsyncIterator",   "AsyncGenerator",
      "Hashable",   "Iterable",   "Iterator",       "Generator",       "Reversible",
      "Sized",      "Container",  "Callable",       "Collection",      "Set",
      "MutableSet", "Mapping",    "MutableMapping", "MappingView",     "KeysView",
      "ItemsView",  "ValuesView", "Sequence",       "MutableSequence", "ByteString"};
  if (module == "collections" && kAbcs.count(name))
    return "__import__('collections.abc').abc." + name;
  static const std::map<std::string, std::string> kNow = {
      {"string.letters", "__import__('string').ascii_letters"},
      {"string.lowercase", "__import__('string').ascii_lowercase"},
      {"string.uppercase", "__import__('string').ascii_uppercase"},
      {"string.maketrans", "str.maketrans"},
      {"sys.maxint", "__import__('sys').maxsize"},
      {"time.clock", "__import__('time').perf_counter"},
      {"os.getcwdu", "__import__('os').getcwd"},
      {"itertools.izip", "zip"},
      {"itertools.imap", "map"},
      {"itertools.ifilter", "filter"},
      {"itertools.izip_longest", "__import__('itertools').zip_longest"},
      {"itertools.ifilterfalse", "__import__('itertools').filterfalse"},
      {"fractions.gcd", "__import__('math').gcd"},
      {"inspect.getargspec", "__import__('inspect').getfullargspec"},
      {"base64.encodestring", "__import__('base64').encodebytes"},
      {"base64.decodestring", "__import__('base64').decodebytes"},
  };
  auto it = kNow.find(module + "." + name);
  return it == kNow.end() ? "" : it->second;
}

} // namespace hyexec::oracle
