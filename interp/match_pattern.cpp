// Structural pattern matching (`match` / `case`) as CPython 3.11's ceval
// and compiler do it: a pattern's captures are bound only once the whole
// pattern has matched (a failed alternative binds nothing); sequences and
// mappings are told apart by CPython's collection flags (list, tuple, range,
// memoryview, collections.abc.Sequence and what is registered with it are
// sequences; dict, collections.abc.Mapping and theirs are mappings, the
// first class of the MRO with a flag deciding); mapping keys are read with
// the subject's get(); class patterns follow __match_args__ with CPython's
// checks and messages.
#include "interp/match_pattern.h"
#include "interp/builtins_util.h"
#include "interp/machine.h"
#include "interp/memoryview.h"

#include <utility>
#include <vector>

namespace hyexec::interp {

using namespace ast;

namespace {

/// The captures of a pattern, stored when the whole case pattern matched.
using Bindings = std::vector<std::pair<const std::string*, Value>>;

bool wildcard(const Pattern* p) {
  return (p->kind == PatternKind::MatchAs && !p->pattern && p->name.empty()) ||
         (p->kind == PatternKind::MatchStar && p->name.empty());
}

class Matcher {
public:
  Matcher(Machine& m, Frame& f) : m_(m), f_(f) {}

  bool match(const Pattern* p, const Value& subject, Bindings& out) {
    switch (p->kind) {
    case PatternKind::MatchAs:
      if (p->pattern && !match(p->pattern, subject, out)) return false;
      if (!p->name.empty()) out.emplace_back(&p->name, subject);
      return true;
    case PatternKind::MatchValue: return eq(subject, m_.eval(p->value, f_));
    case PatternKind::MatchSingleton: return subject.same(m_.eval(p->value, f_));
    case PatternKind::MatchOr:
      for (const Pattern* x : p->patterns) {
        Bindings alt;
        if (match(x, subject, alt)) {
          out.insert(out.end(), alt.begin(), alt.end());
          return true;
        }
      }
      return false;
    case PatternKind::MatchSequence: return sequence(p, subject, out);
    case PatternKind::MatchMapping: return mapping(p, subject, out);
    case PatternKind::MatchClass: return class_pattern(p, subject, out);
    case PatternKind::MatchStar: return true;
    }
    return false;
  }

private:
  Machine& m_;
  Frame& f_;

  bool sequence(const Pattern* p, const Value& subject, Bindings& out) {
    if (collection_flag(subject.type()) != kSequenceFlag) return false;
    const std::vector<Pattern*>& pats = p->patterns;
    size_t star = pats.size();
    for (size_t i = 0; i < pats.size(); ++i)
      if (pats[i]->kind == PatternKind::MatchStar) star = i;
    bool starred = star < pats.size();
    int64_t fixed = static_cast<int64_t>(pats.size()) - (starred ? 1 : 0);
    if (!starred || fixed > 0) { // `[*x]` alone asks no length
      int64_t n = length(subject);
      if (starred ? n < fixed : n != fixed) return false;
    }
    bool all_wild = true;
    for (const Pattern* x : pats) all_wild &= wildcard(x);
    if (all_wild) return true; // CPython reads no item
    size_t after = starred ? pats.size() - star - 1 : 0;
    if (starred && wildcard(pats[star])) {
      // `*_`: the items around it by index, as CPython's BINARY_SUBSCR.
      for (size_t i = 0; i < star; ++i)
        if (!match(pats[i], get_item(subject, py_int(static_cast<int64_t>(i))), out)) return false;
      for (size_t i = 0; i < after; ++i)
        if (!match(pats[star + 1 + i], get_item(subject, py_int(-static_cast<int64_t>(after - i))),
                   out))
          return false;
      return true;
    }
    Values items = to_values(subject);
    if (!starred) {
      if (items.size() != pats.size()) return false;
      for (size_t i = 0; i < items.size(); ++i)
        if (!match(pats[i], items[i], out)) return false;
      return true;
    }
    if (items.size() < star + after) return false;
    for (size_t i = 0; i < star; ++i)
      if (!match(pats[i], items[i], out)) return false;
    if (!pats[star]->name.empty())
      out.emplace_back(&pats[star]->name,
                       py_list(Values(items.begin() + star, items.end() - after)));
    for (size_t i = 0; i < after; ++i)
      if (!match(pats[star + 1 + i], items[items.size() - after + i], out)) return false;
    return true;
  }

  bool mapping(const Pattern* p, const Value& subject, Bindings& out) {
    if (collection_flag(subject.type()) != kMappingFlag) return false;
    if (!p->keys.empty() && length(subject) < static_cast<int64_t>(p->keys.size())) return false;
    Values keys;
    for (const Expr* k : p->keys) {
      Value key = m_.eval(k, f_);
      for (const Value& seen : keys)
        if (eq(seen, key))
          raise(exc_ValueError, "mapping pattern checks duplicate key (" + repr(key) + ")");
      keys.push_back(key);
    }
    // The values through the subject's get() (a defaultdict adds nothing).
    Value get = is_type(subject, type_dict) || keys.empty() ? Value() : get_attr(subject, "get");
    Value missing = get ? make<ListObject>() : Value(); // a marker no mapping holds
    for (size_t i = 0; i < keys.size(); ++i) {
      Value v = get ? call(get, Values{keys[i], missing}) : subject.as<DictObject>()->get(keys[i]);
      if (!v || v.same(missing)) return false;
      if (!match(p->patterns[i], v, out)) return false;
    }
    if (!p->name.empty()) {
      // `**rest`: dict(subject) without the keys.
      Value rest = call(Value(type_dict), Values{subject});
      for (const Value& k : keys) rest.as<DictObject>()->remove(k);
      out.emplace_back(&p->name, rest);
    }
    return true;
  }

  bool class_pattern(const Pattern* p, const Value& subject, Bindings& out) {
    Value cls = m_.eval(p->cls, f_);
    if (!is_class(cls)) raise(exc_TypeError, "called match pattern must be a class");
    auto* t = cls.as<TypeObject>();
    if (!isinstance(subject, t)) return false;
    std::vector<std::string> attrs; // positional sub-patterns' attributes
    bool match_self = false;
    if (!p->patterns.empty()) {
      Value args = get_attr_opt(cls, "__match_args__");
      size_t allowed = 0;
      if (args) {
        if (!is_type(args, type_tuple))
          raise(exc_TypeError,
                t->name + ".__match_args__ must be a tuple (got " + type_name(args) + ")");
        allowed = args.as<TupleObject>()->items.size();
      } else if (matches_self(t)) {
        allowed = 1;
        match_self = true;
      }
      if (p->patterns.size() > allowed)
        raise(exc_TypeError, t->name + "() accepts " + std::to_string(allowed) +
                                 " positional sub-pattern" + (allowed == 1 ? "" : "s") + " (" +
                                 std::to_string(p->patterns.size()) + " given)");
      if (!match_self)
        for (size_t i = 0; i < p->patterns.size(); ++i) {
          const Value& name = args.as<TupleObject>()->items[i];
          if (!is_type(name, type_str))
            raise(exc_TypeError,
                  "__match_args__ elements must be strings (got " + type_name(name) + ")");
          attrs.push_back(name.as<StrObject>()->value);
        }
    }
    for (const std::string& k : p->kwd_attrs) attrs.push_back(k);
    for (size_t i = 0; i < attrs.size(); ++i)
      for (size_t j = 0; j < i; ++j)
        if (attrs[i] == attrs[j])
          raise(exc_TypeError,
                t->name + "() got multiple sub-patterns for attribute " + repr(py_str(attrs[i])));
    if (match_self) return match(p->patterns[0], subject, out);
    for (size_t i = 0; i < attrs.size(); ++i) {
      const Pattern* sub =
          i < p->patterns.size() ? p->patterns[i] : p->kwd_patterns[i - p->patterns.size()];
      Value v = get_attr_opt(subject, attrs[i]);
      if (!v || !match(sub, v, out)) return false;
    }
    return true;
  }

  /// The builtins whose instances a single positional sub-pattern matches
  /// whole (CPython's _Py_TPFLAGS_MATCH_SELF), subclasses included.
  static bool matches_self(const TypeObject* t) {
    for (const TypeObject* b :
         {type_bool, type_bytearray, type_bytes, type_dict, type_float, type_frozenset, type_int,
          type_list, type_set, type_str, type_tuple})
      if (t->is_subtype_of(b)) return true;
    return false;
  }
};

} // namespace

int collection_flag(const TypeObject* t) {
  Machine& m = machine();
  Value abc = m.modules ? m.modules->get_str("abc") : Value();
  Value registered = abc && is_type(abc, type_module)
                         ? abc.as<ModuleObject>()->dict->get_str("_collection_flags")
                         : Value();
  for (const TypeObject* k : t->mro) {
    if (k == type_list || k == type_tuple || k == type_range || k == type_memoryview)
      return kSequenceFlag;
    if (k == type_dict) return kMappingFlag;
    if (k->builtin) continue;
    // `__abc_tpflags__` in a class body (collections.abc.Sequence's, deque's).
    if (Value own = k->dict->get_str("__abc_tpflags__"); own && own.is_int())
      if (int flag = static_cast<int>(own.as_int()) & (kSequenceFlag | kMappingFlag)) return flag;
    if (registered && is_type(registered, type_dict))
      if (Value flag = registered.as<DictObject>()->get(Value(const_cast<TypeObject*>(k)));
          flag && flag.is_int())
        return static_cast<int>(flag.as_int());
  }
  return 0;
}

bool match_pattern(Machine& m, const Pattern* p, const Value& subject, Frame& f) {
  Bindings captures;
  if (!Matcher(m, f).match(p, subject, captures)) return false;
  for (auto& [name, value] : captures) m.store_name(*name, std::move(value), f);
  return true;
}

} // namespace hyexec::interp
