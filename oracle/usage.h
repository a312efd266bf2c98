#pragma once
/// \file
/// Usage analysis for the offline oracle: before a snippet runs, how it uses
/// each value it may not define, keyed by the value's path as written
/// (`df`, `self.email`, `np.array()`, `row['id']`, `rows[]` for an element
/// of `rows`). Local names bound from such a path are followed (`f =
/// open_it()`; `for row in rows`), so the uses of `row.split()` count for
/// `rows[]`. The oracle answers each query with a value consistent with
/// the uses of its path (oracle/offline.h).

#include "cfg/ast.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace hyexec::oracle {

/// How the snippet uses one path.
struct Usage {
  std::set<std::string> attrs;    ///< attributes read, methods called (`x.split`)
  std::set<std::string> methods;  ///< the attributes that are called (`x.split()`)
  std::set<std::string> str_keys; ///< string subscripts (`x['id']`)
  std::set<std::string> roles;    ///< keyword names it is passed as, builtins it is passed to
  /// Literals it is compared with by `==` (reprs of ints and strs) or `is`
  /// (True, False, None), in order.
  std::vector<std::string> equals;
  /// Called inside `try`: the exceptions its handlers catch, as written.
  std::vector<std::string> handled;
  /// Parsed by `json.loads`: the path of what it parsed into (`json.loads()`),
  /// whose uses say which document the text should hold.
  std::string json_of;
  int unpack = 0;     ///< unpacked into this many targets
  int length = -1;    ///< `len(x) == k`: k
  int max_index = -1; ///< the largest int literal it is indexed by (`x[2]`: 2)
  bool called = false;
  bool iterated = false;
  bool sized = false;       ///< len(x)
  bool int_indexed = false; ///< x[0], x[i]
  bool sliced = false;
  bool numeric = false;  ///< arithmetic or comparison with numbers
  bool real = false;     ///< with floats
  bool text = false;     ///< with strings
  bool set_like = false; ///< `|`, `&`, `^` with another unknown (sets, more often than ints)
  bool matrix = false;   ///< an operand of `@`, which only arrays (and classes defining it) take
  bool exception = false;
  bool base_class = false; ///< a class base or isinstance() target
  bool decorator = false;
  bool context = false;     ///< `with x`
  bool truth = false;       ///< tested for truth
  bool attr_stored = false; ///< `x.a = v`: an object of its own, not a builtin value
  bool mapping = false;     ///< spread with `**` (`{**x}`, `f(**x)`): a mapping
  bool dated = false;       ///< a side of a difference read as a timedelta (`(stop - start).days`)
  bool bare_calls = false;  ///< a method called with no positional argument (`x.sort()`)
  /// Read inside a `try` whose handlers catch NameError (`try: a / except
  /// NameError:`): the code expects the name may be undefined.
  bool name_guarded = false;
};

class UsageMap {
public:
  /// Analyses the whole module (every function and class body).
  static UsageMap analyse(const ast::Module& m);

  /// The uses of `path` (canonical, see canonical_path); null when none.
  const Usage* find(const std::string& path) const;
  /// The snippet has at least one import statement.
  bool has_imports() const { return has_imports_; }
  /// Names the snippet reads but never binds, builtins aside, in the order
  /// first read (what a prefix must define).
  const std::vector<std::string>& undefined_names() const { return undefined_; }
  /// Whether the builtin type `name` (list, dict, set, str, tuple, bytes,
  /// frozenset) is used only as a variable the snippet never binds: its
  /// methods called on it with no argument (`list.sort()`, `dict.values()`),
  /// iterated, measured, subscripted by a string, spread, never called,
  /// subclassed or tested against. CPython raises a TypeError at such a
  /// use; the author's code had a value of that name (Treefix's prefix
  /// assigns it).
  bool shadows_builtin(const std::string& name) const { return shadowed_.count(name) > 0; }
  /// The path of what `json.load(f)` parsed (`json.load()`), when the
  /// snippet parses a file as JSON: the files it reads should hold JSON.
  const std::string& json_load() const { return json_load_; }
  /// Every path with recorded uses (for tests and debugging).
  const std::map<std::string, Usage>& all() const { return uses_; }

private:
  friend class UsageCollector;
  std::map<std::string, Usage> uses_;
  std::vector<std::string> undefined_;
  std::set<std::string> shadowed_;
  std::string json_load_;
  bool has_imports_ = false;
};

/// A runtime path in the analysis's terms: subscripts other than string
/// literals become `[]` (`rows[0].name` → `rows[].name`), a call's
/// arguments `()` (`load(1).x` → `load().x`).
std::string canonical_path(const std::string& path);

} // namespace hyexec::oracle
