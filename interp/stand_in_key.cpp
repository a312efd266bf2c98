#include "interp/stand_in_key.h"

#include "interp/builtins_util.h"

namespace hyexec::interp {

namespace {

/// How many keys a stand-in is compared with: each is an answer the search
/// may vary, and a table of hundreds would be as many questions per lookup.
constexpr size_t kMaxKeys = 16;

} // namespace

Value stand_in_key(const Value& container, const Value& item) {
  if (item.type()->builtin) return nullptr;
  Machine& m = machine();
  // The program's own lookups: hyexec's Python modules (the small numpy,
  // _mock itself) look up stand-ins as CPython would.
  if (!m.current || m.current->file != m.module.filename) return nullptr;
  Value mod = m.modules->get_str("_mock");
  if (!mod) return nullptr; // no stand-in was made
  if (!isinstance(item, get_attr(mod, "Mock").as<TypeObject>())) return nullptr;
  Values keys;
  auto add = [&](const Value& k) {
    if (k && keys.size() < kMaxKeys) keys.push_back(k);
  };
  if (is_type(container, type_dict) || isinstance(container, type_dict))
    for (const auto& e : container.as<DictObject>()->entries) add(e.key);
  else
    for (const auto& e : container.as<SetObject>()->table.entries) add(e.key);
  if (keys.empty()) return nullptr;
  // _mock answers (key,) for the key the stand-in equals, () for none (a
  // key may itself be None).
  Value found = call(get_attr(mod, "_key_among"), Values{item, py_list(std::move(keys))});
  const Values& t = found.as<TupleObject>()->items;
  return t.empty() ? nullptr : t[0];
}

} // namespace hyexec::interp
