#include "cfg/cst.h"

#include "cfg/ts_children.h"

#include <cstring>
#include <memory>
#include <string>
#include <unordered_map>

extern "C" const TSLanguage* tree_sitter_python(void);

namespace hyexec::cst {

namespace {

/// Symbol and field ids of the grammar mapped to our enums, built once.
struct Tables {
  std::vector<K> kinds;    // by TSSymbol
  std::vector<F> fields;   // by TSFieldId
  std::vector<bool> skip;  // by TSSymbol: comments and line continuations
  std::vector<bool> named; // by TSSymbol: what ts_node_is_named says of a node of it
};

const Tables& tables() {
  static const Tables t = [] {
    Tables t;
    const TSLanguage* lang = language();
    std::unordered_map<std::string, K> by_name = {
#define HYEXEC_CST_KIND(name) {#name, K::name},
#include "cfg/cst_kinds.def"
#undef HYEXEC_CST_KIND
    };
    // C++ keywords cannot be enumerators: the .def spells them with '_'.
    by_name["float"] = K::float_;
    by_name["true"] = K::true_;
    by_name["false"] = K::false_;
    uint32_t n = ts_language_symbol_count(lang);
    t.kinds.assign(n, K::Other);
    t.skip.assign(n, false);
    t.named.assign(n, false);
    for (uint32_t s = 0; s < n; ++s) {
      if (ts_language_symbol_type(lang, s) != TSSymbolTypeRegular) continue;
      t.named[s] = true;
      auto it = by_name.find(ts_language_symbol_name(lang, s));
      if (it == by_name.end()) continue;
      t.kinds[s] = it->second;
      t.skip[s] = it->second == K::comment || it->second == K::line_continuation;
    }
    static const std::pair<const char*, F> kFields[] = {{"alias", F::alias},
                                                        {"alternative", F::alternative},
                                                        {"argument", F::argument},
                                                        {"arguments", F::arguments},
                                                        {"attribute", F::attribute},
                                                        {"body", F::body},
                                                        {"cause", F::cause},
                                                        {"code", F::code},
                                                        {"condition", F::condition},
                                                        {"consequence", F::consequence},
                                                        {"definition", F::definition},
                                                        {"expression", F::expression},
                                                        {"format_specifier", F::format_specifier},
                                                        {"function", F::function},
                                                        {"guard", F::guard},
                                                        {"key", F::key},
                                                        {"left", F::left},
                                                        {"module_name", F::module_name},
                                                        {"name", F::name},
                                                        {"object", F::object},
                                                        {"operator", F::operator_},
                                                        {"operators", F::operators},
                                                        {"parameters", F::parameters},
                                                        {"return_type", F::return_type},
                                                        {"right", F::right},
                                                        {"subject", F::subject},
                                                        {"subscript", F::subscript},
                                                        {"superclasses", F::superclasses},
                                                        {"type", F::type},
                                                        {"type_conversion", F::type_conversion},
                                                        {"type_parameters", F::type_parameters},
                                                        {"value", F::value}};
    uint32_t nf = ts_language_field_count(lang);
    t.fields.assign(nf + 1, F::None);
    for (uint32_t f = 1; f <= nf; ++f) {
      const char* name = ts_language_field_name_for_id(lang, f);
      for (const auto& [text, field] : kFields)
        if (name && std::strcmp(name, text) == 0) t.fields[f] = field;
    }
    return t;
  }();
  return t;
}

} // namespace

const TSLanguage* language() {
  return tree_sitter_python();
}

namespace {
constexpr TSSymbol kErrorSymbol = static_cast<TSSymbol>(-1); // ts_builtin_sym_error

K kind_of(const Tables& t, TSSymbol s) {
  if (s == kErrorSymbol) return K::ERROR;
  return s < t.kinds.size() ? t.kinds[s] : K::Other;
}
} // namespace

K kind(TSNode n) {
  if (ts_node_is_null(n)) return K::Other;
  return kind_of(tables(), ts_node_symbol(n));
}

void children(TSNode n, std::vector<Child>* out) {
  out->clear();
  const Tables& t = tables();
  thread_local std::vector<HyexecTsChild> read(64);
  uint32_t count = hyexec_ts_children(n, read.data(), static_cast<uint32_t>(read.size()));
  if (count > read.size()) {
    read.resize(count);
    hyexec_ts_children(n, read.data(), count);
  }
  for (uint32_t i = 0; i < count; ++i) {
    const HyexecTsChild& child = read[i];
    TSSymbol s = ts_node_symbol(child.node);
    if (s < t.skip.size() && t.skip[s]) continue;
    // The symbol read once: kind() and ts_node_is_named() would each read it again.
    bool named = s < t.named.size() ? t.named[s] : s == kErrorSymbol;
    out->push_back({child.node, child.field < t.fields.size() ? t.fields[child.field] : F::None,
                    kind_of(t, s), named});
  }
}

namespace {
thread_local std::vector<std::unique_ptr<std::vector<Child>>> kid_pool;
} // namespace

Kids::Kids(TSNode n) {
  if (kid_pool.empty()) {
    v_ = new std::vector<Child>();
    v_->reserve(16);
  } else {
    v_ = kid_pool.back().release();
    kid_pool.pop_back();
  }
  children(n, v_);
}

Kids::~Kids() {
  kid_pool.emplace_back(v_);
}

} // namespace hyexec::cst
