#pragma once
/// \file
/// Name resolution as CPython's symtable does it: for every function, lambda,
/// class body, comprehension and the module, which names are local, cell,
/// free, or global, with the compile-time errors this finds (`no binding for
/// nonlocal 'x' found`, `name 'x' is used prior to global declaration`...).
/// Every ast::Name is annotated with its resolution and frame slot, so the
/// interpreter resolves no name by searching scopes at run time.

#include "cfg/ast.h"

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace hyexec::cfg {

/// A scope's names, sorted, with how each is reached and its frame slot:
/// one array (the analysis makes the names in order), searched by halves.
class NameTable {
public:
  using value_type = std::pair<std::string, ast::NameScope>;
  using const_iterator = std::vector<value_type>::const_iterator;

  const_iterator begin() const { return entries_.begin(); }
  const_iterator end() const { return entries_.end(); }
  size_t size() const { return entries_.size(); }
  const_iterator find(std::string_view name) const;
  size_t count(std::string_view name) const { return find(name) != end(); }
  /// The frame slot of `name`, or -1.
  int slot(std::string_view name) const;

  /// Adds `name`, which sorts after every name present.
  void append(std::string name, ast::NameScope ns, int slot);
  void reserve(size_t n) {
    entries_.reserve(n);
    slots_.reserve(n);
  }
  void clear();

private:
  std::vector<value_type> entries_;
  std::vector<int> slots_; ///< by entry
};

struct Scope {
  enum class Kind : uint8_t { Module, Function, Lambda, Class, Comprehension };
  Kind kind;
  const ast::Node* node =
      nullptr; ///< FunctionDef, Lambda, ClassDef, comprehension expr; null: module
  Scope* parent = nullptr;
  std::string name;
  NameTable names; ///< every name used or bound here
  /// Frame slots of function-like scopes: parameters first, then the other
  /// locals, cells and free variables (a cell or free slot holds a cell).
  std::vector<std::string> slots;
  int num_params = 0;
  bool is_generator = false;
  bool is_async = false;
  bool has_star_import = false;
  std::vector<Scope*> children;
  /// The interpreter's per-scope call facts, made once (an opaque owned pointer).
  mutable void* interp_cache = nullptr;

  bool function_like() const {
    return kind == Kind::Function || kind == Kind::Lambda || kind == Kind::Comprehension;
  }
  ast::NameScope lookup(const std::string& name) const;
  int slot(const std::string& name) const;
};

struct ScopeTable {
  std::vector<std::unique_ptr<Scope>> scopes; ///< scopes[0] is the module
  std::map<const ast::Node*, Scope*> scope_of;
  const Scope& module_scope() const { return *scopes.front(); }
};

struct ScopeError {
  std::string message;
  uint32_t line = 0;
};

/// Analyses `m` and annotates its Name nodes. Returns null and fills `error`
/// on a symtable SyntaxError.
std::unique_ptr<ScopeTable> analyze_scopes(const ast::Module& m, ScopeError* error);

/// Analyses the function scope `s` of `table` again, with the body its
/// FunctionDef has now: for a library function whose body was read at its
/// first call (ast::unpack_body), which no other function encloses and whose
/// body nothing around it needed to see. Its scopes join `table`.
bool analyze_function_again(ScopeTable& table, Scope& s, ScopeError* error);

} // namespace hyexec::cfg
