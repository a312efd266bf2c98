#include "oracle/known_names.h"

#include <map>
#include <set>

namespace hyexec::oracle {

const std::set<std::string>& implemented_modules() {
  static const std::set<std::string> kModules = {
      "abc",        "array",       "asyncio",  "bisect",  "cmath",    "collections", "contextlib",
      "copy",       "dataclasses", "datetime", "decimal", "enum",     "errno",       "fractions",
      "functools",  "gc",          "hashlib",  "heapq",   "io",       "itertools",   "json",
      "math",       "operator",    "os",       "pprint",  "queue",    "random",      "re",
      "statistics", "string",      "struct",   "sys",     "textwrap", "time",        "types",
      "typing",     "warnings"};
  return kModules;
}

bool is_implemented_module(const std::string& name) {
  return implemented_modules().count(name) > 0;
}

std::string module_exporting(const std::string& name) {
  // One module per name: where the usual `from ... import` of competition
  // and forum code gets it.
  static const std::map<std::string, std::string> kExports = [] {
    std::map<std::string, std::string> m;
    auto add = [&](const char* module, std::initializer_list<const char*> names) {
      for (const char* n : names) m.emplace(n, module);
    };
    add("math", {"sqrt", "floor", "ceil",      "gcd",     "lcm",  "log",   "log2",   "log10", "exp",
                 "pi",   "inf",   "factorial", "comb",    "perm", "isqrt", "hypot",  "atan2", "sin",
                 "cos",  "tan",   "radians",   "degrees", "fabs", "prod",  "isclose"});
    add("collections", {"defaultdict", "Counter", "deque", "OrderedDict", "namedtuple"});
    add("itertools", {"permutations", "combinations", "product", "accumulate", "chain", "groupby",
                      "cycle", "combinations_with_replacement", "zip_longest", "islice", "starmap",
                      "takewhile", "dropwhile", "repeat"});
    add("functools", {"reduce", "lru_cache", "cmp_to_key", "partial", "cache", "wraps"});
    add("heapq",
        {"heappush", "heappop", "heapify", "nlargest", "nsmallest", "heappushpop", "heapreplace"});
    add("bisect", {"bisect_left", "bisect_right", "insort", "insort_left", "insort_right"});
    add("typing", {"List",      "Dict",       "Tuple",           "Optional",       "Set",
                   "Any",       "Union",      "Callable",        "Iterable",       "Iterator",
                   "Sequence",  "Deque",      "DefaultDict",     "Final",          "ClassVar",
                   "Generator", "Type",       "Mapping",         "MutableMapping", "Literal",
                   "TypeVar",   "Collection", "Hashable",        "TYPE_CHECKING",  "cast",
                   "IO",        "TextIO",     "Pattern",         "FrozenSet",      "Awaitable",
                   "NoReturn",  "AnyStr",     "MutableSequence", "AbstractSet",    "NamedTuple",
                   "overload",  "Generic",    "Protocol"});
    add("string", {"ascii_lowercase", "ascii_uppercase", "ascii_letters", "digits", "punctuation"});
    add("random", {"randint", "randrange", "shuffle", "choice", "uniform"});
    add("operator", {"itemgetter", "attrgetter"});
    add("copy", {"deepcopy"});
    add("operator", {"mul", "add", "sub", "xor", "truediv", "floordiv", "and_", "or_"});
    add("dataclasses", {"dataclass", "field"});
    add("sys", {"setrecursionlimit", "stdin", "stdout", "maxsize"});
    add("fractions", {"Fraction"});
    add("decimal",
        {"Decimal", "getcontext", "ROUND_HALF_UP", "ROUND_DOWN", "ROUND_FLOOR", "ROUND_CEILING"});
    add("statistics", {"mode", "median", "mean", "stdev", "variance", "multimode"});
    add("datetime", {"timedelta"});
    return m;
  }();
  auto it = kExports.find(name);
  return it == kExports.end() ? "" : it->second;
}

bool is_builtin_name(const std::string& name) {
  static const std::set<std::string> kBuiltins = {"ArithmeticError",
                                                  "AssertionError",
                                                  "AttributeError",
                                                  "BaseException",
                                                  "BaseExceptionGroup",
                                                  "BlockingIOError",
                                                  "BrokenPipeError",
                                                  "BufferError",
                                                  "BytesWarning",
                                                  "ChildProcessError",
                                                  "ConnectionAbortedError",
                                                  "ConnectionError",
                                                  "ConnectionRefusedError",
                                                  "ConnectionResetError",
                                                  "DeprecationWarning",
                                                  "EOFError",
                                                  "Ellipsis",
                                                  "EncodingWarning",
                                                  "EnvironmentError",
                                                  "Exception",
                                                  "ExceptionGroup",
                                                  "False",
                                                  "FileExistsError",
                                                  "FileNotFoundError",
                                                  "FloatingPointError",
                                                  "FutureWarning",
                                                  "GeneratorExit",
                                                  "IOError",
                                                  "ImportError",
                                                  "ImportWarning",
                                                  "IndentationError",
                                                  "IndexError",
                                                  "InterruptedError",
                                                  "IsADirectoryError",
                                                  "KeyError",
                                                  "KeyboardInterrupt",
                                                  "LookupError",
                                                  "MemoryError",
                                                  "ModuleNotFoundError",
                                                  "NameError",
                                                  "None",
                                                  "NotADirectoryError",
                                                  "NotImplemented",
                                                  "NotImplementedError",
                                                  "OSError",
                                                  "OverflowError",
                                                  "PendingDeprecationWarning",
                                                  "PermissionError",
                                                  "ProcessLookupError",
                                                  "RecursionError",
                                                  "ReferenceError",
                                                  "ResourceWarning",
                                                  "RuntimeError",
                                                  "RuntimeWarning",
                                                  "StopAsyncIteration",
                                                  "StopIteration",
                                                  "SyntaxError",
                                                  "SyntaxWarning",
                                                  "SystemError",
                                                  "SystemExit",
                                                  "TabError",
                                                  "TimeoutError",
                                                  "True",
                                                  "TypeError",
                                                  "UnboundLocalError",
                                                  "UnicodeDecodeError",
                                                  "UnicodeEncodeError",
                                                  "UnicodeError",
                                                  "UnicodeTranslateError",
                                                  "UnicodeWarning",
                                                  "UserWarning",
                                                  "ValueError",
                                                  "Warning",
                                                  "ZeroDivisionError",
                                                  "abs",
                                                  "aiter",
                                                  "all",
                                                  "anext",
                                                  "any",
                                                  "ascii",
                                                  "bin",
                                                  "bool",
                                                  "breakpoint",
                                                  "bytearray",
                                                  "bytes",
                                                  "callable",
                                                  "chr",
                                                  "classmethod",
                                                  "compile",
                                                  "complex",
                                                  "copyright",
                                                  "credits",
                                                  "delattr",
                                                  "dict",
                                                  "dir",
                                                  "divmod",
                                                  "enumerate",
                                                  "eval",
                                                  "exec",
                                                  "exit",
                                                  "filter",
                                                  "float",
                                                  "format",
                                                  "frozenset",
                                                  "getattr",
                                                  "globals",
                                                  "hasattr",
                                                  "hash",
                                                  "help",
                                                  "hex",
                                                  "id",
                                                  "input",
                                                  "int",
                                                  "isinstance",
                                                  "issubclass",
                                                  "iter",
                                                  "len",
                                                  "license",
                                                  "list",
                                                  "locals",
                                                  "map",
                                                  "max",
                                                  "memoryview",
                                                  "min",
                                                  "next",
                                                  "object",
                                                  "oct",
                                                  "open",
                                                  "ord",
                                                  "pow",
                                                  "print",
                                                  "property",
                                                  "quit",
                                                  "range",
                                                  "repr",
                                                  "reversed",
                                                  "round",
                                                  "set",
                                                  "setattr",
                                                  "slice",
                                                  "sorted",
                                                  "staticmethod",
                                                  "str",
                                                  "sum",
                                                  "super",
                                                  "tuple",
                                                  "type",
                                                  "vars",
                                                  "zip",
                                                  "__import__",
                                                  "__name__",
                                                  "__file__",
                                                  "__doc__",
                                                  "__build_class__",
                                                  "__debug__"};
  return kBuiltins.count(name) > 0;
}

bool is_third_party_module(const std::string& name) {
  static const std::set<std::string> kModules = {
      "numpy",      "np",  "pandas",  "pd",         "scipy",    "sympy",
      "matplotlib", "plt", "sklearn", "tensorflow", "tf",       "torch",
      "requests",   "cv2", "PIL",     "bs4",        "networkx", "nx"};
  return kModules.count(name) > 0;
}

bool export_needs_call(const std::string& name) {
  // statistics' names are words a snippet uses for its own variables.
  return module_exporting(name) == "statistics";
}

std::string third_party_module_exporting(const std::string& name) {
  // What competition and forum code imports by name from the modules above.
  static const std::map<std::string, std::string> kExports = {
      {"isprime", "sympy"},
      {"nextprime", "sympy"},
      {"prevprime", "sympy"},
      {"primerange", "sympy"},
      {"factorint", "sympy"},
      {"divisors", "sympy"},
      {"sieve", "sympy"},
      {"primefactors", "sympy"},
      {"divisor_count", "sympy"},
      {"totient", "sympy"},
      {"parse", "dateutil.parser"},
      {"DataFrame", "pandas"},
      {"Series", "pandas"},
      {"csr_matrix", "scipy.sparse"},
      {"shortest_path", "scipy.sparse.csgraph"}};
  auto it = kExports.find(name);
  return it == kExports.end() ? "" : it->second;
}

bool is_constant_export(const std::string& name) {
  static const std::set<std::string> kConstants = {"pi",
                                                   "inf",
                                                   "maxsize",
                                                   "stdin",
                                                   "stdout",
                                                   "digits",
                                                   "punctuation",
                                                   "ascii_lowercase",
                                                   "ascii_uppercase",
                                                   "ascii_letters",
                                                   "List",
                                                   "Dict",
                                                   "Tuple",
                                                   "Optional",
                                                   "Set",
                                                   "Any",
                                                   "Union",
                                                   "Callable",
                                                   "Iterable",
                                                   "Iterator",
                                                   "Sequence",
                                                   "Deque",
                                                   "DefaultDict",
                                                   "Final",
                                                   "ClassVar",
                                                   "Generator",
                                                   "Type",
                                                   "Mapping",
                                                   "MutableMapping",
                                                   "Literal",
                                                   "Collection",
                                                   "Hashable",
                                                   "TYPE_CHECKING",
                                                   "IO",
                                                   "TextIO",
                                                   "Pattern",
                                                   "FrozenSet",
                                                   "Awaitable",
                                                   "NoReturn",
                                                   "AnyStr",
                                                   "MutableSequence",
                                                   "AbstractSet",
                                                   "Generic",
                                                   "Protocol"};
  return kConstants.count(name) > 0;
}

} // namespace hyexec::oracle
