#include "interp/types.h"
#include "interp/slots.h"
#include "interp/weak_refs.h"

#include <array>

#include "interp/protocol.h"

namespace hyexec::interp {

TypeObject *type_type, *type_object, *type_none, *type_bool, *type_int, *type_float, *type_str,
    *type_list, *type_tuple, *type_dict, *type_set, *type_range, *type_function,
    *type_builtin_function, *type_method, *type_module, *type_iterator, *type_slice, *type_bytes,
    *type_bytearray, *type_notimplemented, *type_ellipsis, *type_cell, *type_property,
    *type_staticmethod, *type_classmethod, *type_frozenset, *type_complex, *type_generator;

namespace {

/// Objects that live as long as the process: their count never reaches zero.
template <class T> T* immortal(T* o) {
  incref(o);
  return o;
}

} // namespace

TypeObject::TypeObject(std::string n, TypeObject* base) : Object(type_type), name(std::move(n)) {
  if (base) bases.push_back(base);
  mro.push_back(this);
  if (base) mro.insert(mro.end(), base->mro.begin(), base->mro.end());
  solid_base = base ? base->solid_base : this;
}

TypeObject::~TypeObject() {
  weak_referent_dying(this);
  if (!builtin) slot_owner_dying(this);
  for (TypeObject* b : bases) std::erase(b->subclasses, this);
  // A user class holds its bases (a base made by a call, as in
  // `class P(namedtuple('P', 'x y'))`, has no other owner).
  if (!builtin)
    for (TypeObject* b : bases) decref(b);
  if (type != type_type) decref(type); // a class keeps its metaclass alive
}

bool TypeObject::is_subtype_of(const TypeObject* other) const {
  for (const TypeObject* t : mro)
    if (t == other) return true;
  return false;
}

/// Changes whenever a watched class dict changes: cached lookups are then stale.
uint64_t class_dicts_epoch = 1;

namespace {

/// Recent attribute lookups along MROs (hits and misses), as CPython's type
/// attribute cache: a method call or `self.x` then probes one entry instead
/// of a dict per class. An entry holds its class, so the address is not reused.
struct LookupCache {
  struct Entry {
    Ref<TypeObject> type;
    uint64_t epoch = 0;
    std::string name;
    Value value;
  };
  Entry entries[1024];

  Entry& slot(const TypeObject* t, std::string_view n) {
    // Every character counts: names of one length that share their ends
    // (`__getitem__`, `__setitem__`) must not take each other's slot.
    auto k = static_cast<size_t>(reinterpret_cast<uintptr_t>(t) >> 4) * 31 + n.size();
    for (unsigned char c : n) k = k * 131 + c;
    return entries[(k ^ (k >> 10) ^ (k >> 20)) & 1023];
  }
};

LookupCache& lookup_cache() {
  static auto* cache = new LookupCache; // lives as long as the classes it holds
  return *cache;
}

void changed(DictObject* d) {
  ++d->version;
  if (d->watched) ++class_dicts_epoch;
}

} // namespace

Value TypeObject::lookup(std::string_view n) const {
  LookupCache::Entry& e = lookup_cache().slot(this, n);
  if (e.type.get() == this && e.epoch == class_dicts_epoch && e.name == n) return e.value;
  Value found;
  for (const TypeObject* t : mro) {
    if (!t->dict) continue;
    t->dict->watched = true;
    found = t->dict->get_str(n);
    if (found) break;
  }
  e.type = const_cast<TypeObject*>(this);
  e.epoch = class_dicts_epoch;
  e.name.assign(n.data(), n.size());
  e.value = found;
  return found;
}

namespace {

constexpr std::string_view kDunderNames[] = {
#define HYEXEC_DUNDER(id, name) name,
#include "interp/dunders.def"
#undef HYEXEC_DUNDER
};

} // namespace

Value TypeObject::lookup(Dunder d) const {
  auto i = static_cast<unsigned>(d);
  DunderTable* table = dunders.get();
  if (!table) {
    dunders = std::make_unique<DunderTable>();
    table = dunders.get();
  }
  if (table->epoch != class_dicts_epoch) {
    // Stale answers go at once: a cache must not keep replaced methods alive.
    for (uint64_t m = table->known; m; m &= m - 1) table->values[__builtin_ctzll(m)] = nullptr;
    table->known = 0;
    table->epoch = class_dicts_epoch;
  } else if (table->known >> i & 1) {
    return table->values[i];
  }
  Value found = lookup(kDunderNames[i]);
  table->values[i] = found;
  table->known |= uint64_t{1} << i;
  return found;
}

StrObject::StrObject(std::string v) : Object(type_str), value(std::move(v)) {
  // ASCII eight bytes at a time (every new str is scanned: 2% of logging's
  // instructions), then byte by byte from the first non-ASCII word on.
  size_t i = 0, n = value.size();
  for (uint64_t w; i + 8 <= n; i += 8) {
    std::memcpy(&w, value.data() + i, 8);
    if (w & 0x8080808080808080u) break;
  }
  length = i;
  ascii = true;
  for (unsigned char c : std::string_view(value).substr(i)) {
    length += (c & 0xC0) != 0x80;
    ascii &= c < 0x80;
  }
}

ModuleObject::ModuleObject(std::string n)
    : Object(type_module), name(std::move(n)), dict(make<DictObject>()) {
  dict->set_str("__name__", py_str(name));
}

Values DictViewObject::items() const {
  Values out;
  out.reserve(dict->size());
  for (const auto& e : dict->entries) {
    if (!e.key) continue;
    if (which == Which::Keys)
      out.push_back(e.key);
    else if (which == Which::Values)
      out.push_back(e.value);
    else
      out.push_back(py_tuple({e.key, e.value}));
  }
  return out;
}

int64_t RangeObject::length() const {
  if (step > 0 && start < stop) return (stop - start - 1) / step + 1;
  if (step < 0 && start > stop) return (start - stop - 1) / (-step) + 1;
  return 0;
}

// ------------------------------------------------------------------- dict

namespace {
constexpr int32_t kEmpty = -1, kDeleted = -2;
}

int64_t DictObject::find(const Value& key, int64_t h) const {
restart:
  if (index.empty()) return -1;
  size_t mask = index.size() - 1;
  size_t i = static_cast<size_t>(h) & mask;
  uint64_t perturb = static_cast<uint64_t>(h);
  for (;;) {
    int32_t slot = index[i];
    if (slot == kEmpty) return -1;
    if (slot >= 0 && entries[slot].hash == h) {
      if (entries[slot].key.same(key)) return slot;
      // The key is held and the dict watched: __eq__ may change it, and the
      // lookup then starts again, as CPython's does.
      Value start = entries[slot].key;
      uint64_t before = version;
      bool equal = eq(start, key);
      if (version != before) goto restart;
      if (equal) return slot;
    }
    perturb >>= 5;
    i = (i * 5 + perturb + 1) & mask;
  }
}

void DictObject::rebuild() {
  // Compact the entries (when some were deleted: a growing dict keeps its
  // array), then re-index at a load factor under 2/3.
  if (used != entries.size()) {
    std::vector<Entry> live;
    live.reserve(used);
    for (Entry& e : entries)
      if (e.key) live.push_back(std::move(e));
    entries = std::move(live);
  }
  size_t size = 8;
  while (size * 2 < (entries.size() + 1) * 3) size *= 2;
  index.assign(size, kEmpty);
  size_t mask = size - 1;
  for (size_t n = 0; n < entries.size(); ++n) {
    uint64_t perturb = static_cast<uint64_t>(entries[n].hash);
    size_t i = static_cast<size_t>(entries[n].hash) & mask;
    while (index[i] != kEmpty) {
      perturb >>= 5;
      i = (i * 5 + perturb + 1) & mask;
    }
    index[i] = static_cast<int32_t>(n);
  }
}

Value DictObject::get(const Value& key) const {
  int64_t slot = find(key, hash(key));
  return slot < 0 ? Value() : entries[slot].value;
}

int64_t DictObject::entry_of(const Value& key) const {
  return find(key, hash(key));
}

void DictObject::set(const Value& key, Value value) {
  changed(this);
  int64_t h = hash(key);
  int64_t slot = find(key, h);
  if (slot >= 0) {
    entries[slot].value = std::move(value);
    return;
  }
  if ((entries.size() + 1) * 3 >= index.size() * 2) {
    entries.push_back({h, key, std::move(value)});
    ++used;
    rebuild();
    return;
  }
  entries.push_back({h, key, std::move(value)});
  ++used;
  size_t mask = index.size() - 1;
  uint64_t perturb = static_cast<uint64_t>(h);
  size_t i = static_cast<size_t>(h) & mask;
  while (index[i] >= 0) {
    perturb >>= 5;
    i = (i * 5 + perturb + 1) & mask;
  }
  index[i] = static_cast<int32_t>(entries.size() - 1);
}

bool DictObject::remove(const Value& key) {
  changed(this);
  int64_t h = hash(key);
  if (index.empty()) return false;
  size_t mask = index.size() - 1;
  size_t i = static_cast<size_t>(h) & mask;
  uint64_t perturb = static_cast<uint64_t>(h);
  for (;;) {
    int32_t slot = index[i];
    if (slot == kEmpty) return false;
    if (slot >= 0) {
      Entry& e = entries[slot];
      if (e.hash == h && (e.key.same(key) || eq(e.key, key))) {
        e.key = nullptr;
        e.value = nullptr;
        index[i] = kDeleted;
        --used;
        if (used * 4 < entries.size() && entries.size() > 16) rebuild();
        return true;
      }
    }
    perturb >>= 5;
    i = (i * 5 + perturb + 1) & mask;
  }
}

Value DictObject::get_str(std::string_view key) const {
  if (index.empty()) return nullptr;
  int64_t h = hash_string(key);
  size_t mask = index.size() - 1;
  size_t i = static_cast<size_t>(h) & mask;
  uint64_t perturb = static_cast<uint64_t>(h);
  for (;;) {
    int32_t slot = index[i];
    if (slot == kEmpty) return nullptr;
    if (slot >= 0) {
      const Entry& e = entries[slot];
      if (e.hash == h && is_type(e.key, type_str) && e.key.as<StrObject>()->value == key)
        return e.value;
    }
    perturb >>= 5;
    i = (i * 5 + perturb + 1) & mask;
  }
}

Value name_str(std::string_view name) {
  // Interned, as CPython interns identifiers: one object per text, so every
  // dict that has the name as a key holds the object an attribute or name
  // site probes with, and a probe matches by identity, never comparing text.
  // The table is bounded: past it (names made at run time by the
  // thousands), a name is a new str and matches by its text.
  constexpr size_t kMostNames = 1 << 16;
  static auto* table = new std::unordered_map<std::string_view, Object*>; // for the process
  if (name.size() > 32) return py_str(std::string(name));
  if (auto it = table->find(name); it != table->end()) return Value(it->second);
  Value v = py_str(std::string(name));
  if (table->size() < kMostNames) {
    incref(v.obj()); // the table's reference
    table->emplace(v.as<StrObject>()->value, v.obj());
  }
  return v;
}

void DictObject::set_str(std::string_view key, Value value) {
  set(name_str(key), std::move(value));
}

void DictObject::clear() {
  changed(this);
  entries.clear();
  index.clear();
  used = 0;
}

// -------------------------------------------------------------------- set

namespace {
constexpr size_t kLinearProbes = 9;
constexpr int kPerturbShift = 5;

enum class Probe { Equal, Different, Changed };

/// Whether slot `slot`'s key equals `key`, or that the table changed under
/// the comparison (`__eq__` cleared, resized or emptied that slot).
Probe equal_in_place(const std::vector<SetTable::Entry>& entries, size_t slot, const Value& key) {
  Value start = entries[slot].key; // held: __eq__ may drop the table's reference
  const SetTable::Entry* table = entries.data();
  size_t size = entries.size();
  bool equal = eq(start, key);
  if (entries.data() != table || entries.size() != size || !entries[slot].key.same(start))
    return Probe::Changed;
  return equal ? Probe::Equal : Probe::Different;
}

} // namespace

/// The slot holding `key`, or SIZE_MAX (CPython's set_lookkey probe order).
/// A key's `__eq__` may change the set; the probe then starts again, as
/// CPython's does, since the slots it was walking are gone.
size_t SetTable::find(const Value& key, int64_t h) const {
restart:
  size_t mask = entries.size() - 1;
  size_t i = static_cast<size_t>(h) & mask;
  uint64_t perturb = static_cast<uint64_t>(h);
  for (;;) {
    size_t probes = i + kLinearProbes <= mask ? kLinearProbes : 0;
    for (size_t k = 0; k <= probes; ++k) {
      const Entry& e = entries[i + k];
      if (!e.key && e.hash == 0) return SIZE_MAX;
      if (!e.key || e.hash != h) continue;
      if (e.key.same(key)) return i + k;
      switch (equal_in_place(entries, i + k, key)) {
      case Probe::Equal: return i + k;
      case Probe::Changed: goto restart;
      case Probe::Different: break;
      }
    }
    perturb >>= kPerturbShift;
    i = (i * 5 + 1 + perturb) & mask;
  }
}

Value SetTable::get(const Value& key) const {
  return find(key, hash(key)) == SIZE_MAX ? Value() : Value(none());
}

void SetTable::set(const Value& key, Value) {
  int64_t h = hash(key);
restart:
  size_t mask = entries.size() - 1;
  size_t i = static_cast<size_t>(h) & mask;
  uint64_t perturb = static_cast<uint64_t>(h);
  size_t freeslot = SIZE_MAX;
  for (;;) {
    size_t probes = i + kLinearProbes <= mask ? kLinearProbes : 0;
    for (size_t k = 0; k <= probes; ++k) {
      Entry& e = entries[i + k];
      if (!e.key && e.hash == 0) {
        if (freeslot != SIZE_MAX) {
          entries[freeslot].key = key;
          entries[freeslot].hash = h;
          ++used;
          return;
        }
        e.key = key;
        e.hash = h;
        ++fill;
        ++used;
        if (fill * 5 >= mask * 3) resize(used > 50000 ? used * 2 : used * 4);
        return;
      }
      if (e.key && e.hash == h) {
        if (e.key.same(key)) return;
        switch (equal_in_place(entries, i + k, key)) {
        case Probe::Equal: return;
        case Probe::Changed: goto restart;
        case Probe::Different: break;
        }
      }
      // CPython 3.11 fills the last dummy the probe passed (probes show it).
      if (!e.key && e.hash == -1) freeslot = i + k;
    }
    perturb >>= kPerturbShift;
    i = (i * 5 + 1 + perturb) & mask;
  }
}

/// Places an entry into a table known to hold neither it nor dummies.
void SetTable::insert_clean(Entry e) {
  size_t mask = entries.size() - 1;
  uint64_t perturb = static_cast<uint64_t>(e.hash);
  size_t i = static_cast<size_t>(e.hash) & mask;
  for (;;) {
    size_t slot = SIZE_MAX;
    if (!entries[i].key)
      slot = i;
    else if (i + kLinearProbes <= mask)
      for (size_t k = 1; k <= kLinearProbes && slot == SIZE_MAX; ++k)
        if (!entries[i + k].key) slot = i + k;
    if (slot != SIZE_MAX) {
      entries[slot] = std::move(e);
      ++fill;
      ++used;
      return;
    }
    perturb >>= kPerturbShift;
    i = (i * 5 + 1 + perturb) & mask;
  }
}

void SetTable::resize(size_t minused) {
  size_t size = 8;
  while (size <= minused) size <<= 1;
  std::vector<Entry> old = std::move(entries);
  entries.assign(size, Entry{});
  fill = used = 0;
  for (Entry& e : old)
    if (e.key) insert_clean(std::move(e));
}

void SetTable::merge(const SetTable& other) {
  if (other.used == 0 || &other == this) return;
  size_t mask = entries.size() - 1;
  if ((fill + other.used) * 5 >= mask * 3) resize((used + other.used) * 2);
  if (fill == 0 && entries.size() == other.entries.size() && other.fill == other.used) {
    // CPython copies the table slot for slot here (not a re-insertion).
    for (size_t i = 0; i < entries.size(); ++i)
      if (other.entries[i].key) entries[i] = other.entries[i];
    fill = used = other.used;
    return;
  }
  if (fill == 0) {
    for (const Entry& e : other.entries)
      if (e.key) insert_clean(e);
    return;
  }
  // set() may run a key's __eq__, which may change `other`: walk a copy.
  std::vector<Entry> snapshot = other.entries;
  for (const Entry& e : snapshot)
    if (e.key) set(e.key);
}

void SetTable::presize(size_t extra) {
  if ((fill + extra) * 5 >= (entries.size() - 1) * 3) resize((used + extra) * 2);
}

void SetTable::compact_dummies() {
  if ((fill - used) * 4 > entries.size() - 1) resize(used > 50000 ? used * 2 : used * 4);
}

bool SetTable::remove(const Value& key) {
  size_t slot = find(key, hash(key));
  if (slot == SIZE_MAX) return false;
  entries[slot].key = nullptr;
  entries[slot].hash = -1; // a dummy: probing continues past it
  --used;
  return true;
}

Value SetTable::pop() {
  if (used == 0) return nullptr;
  size_t i = finger & (entries.size() - 1);
  while (!entries[i].key) i = (i + 1) & (entries.size() - 1);
  Value key = std::move(entries[i].key);
  entries[i].hash = -1;
  --used;
  finger = i + 1;
  return key;
}

void SetTable::clear() {
  entries.assign(8, Entry{});
  used = fill = finger = 0;
}

// ------------------------------------------------------------- singletons

Object* none() {
  static Object* o = immortal(new NoneObject());
  return o;
}
Object* not_implemented() {
  static Object* o = immortal(new NotImplementedObject());
  return o;
}
Object* ellipsis() {
  static Object* o = immortal(new EllipsisObject());
  return o;
}
Object* py_bool(bool b) {
  static Object* t = immortal(new BoolObject(true));
  static Object* f = immortal(new BoolObject(false));
  return b ? t : f;
}

Value py_int(const mpz_class& v) {
  if (v.fits_slong_p()) return Value::from_int(v.get_si());
  return make<BigIntObject>(v);
}

Value py_str(std::string v) {
  // CPython shares the empty string and the one-character strings of
  // Latin-1: `s[i] is '1'` holds there, and programs rely on it.
  thread_local std::array<Value, 257> shared;
  int slot = -1;
  if (v.empty())
    slot = 256;
  else if (v.size() == 1 && static_cast<unsigned char>(v[0]) < 0x80)
    slot = static_cast<unsigned char>(v[0]);
  else if (v.size() == 2 && (v[0] == '\xc2' || v[0] == '\xc3'))
    slot = ((static_cast<unsigned char>(v[0]) & 0x1f) << 6) |
           (static_cast<unsigned char>(v[1]) & 0x3f);
  if (slot < 0) return make<StrObject>(std::move(v));
  if (!shared[slot]) shared[slot] = make<StrObject>(std::move(v));
  return shared[slot];
}
Value py_tuple(Values v) {
  return make<TupleObject>(std::move(v));
}
Value py_list(Values v) {
  return make<ListObject>(std::move(v));
}

void init_types() {
  if (type_type) return;
  // `type` and `object` refer to each other; build them by hand.
  type_type = immortal(new TypeObject("type", nullptr));
  type_type->type = type_type;
  type_object = immortal(new TypeObject("object", nullptr));
  type_type->bases = {type_object};
  type_type->mro = {type_type, type_object};
  auto builtin = [](const char* name, TypeObject* base = nullptr) {
    return immortal(new TypeObject(name, base ? base : type_object));
  };
  type_none = builtin("NoneType");
  type_int = builtin("int");
  type_bool = builtin("bool", type_int);
  type_float = builtin("float");
  type_complex = builtin("complex");
  type_str = builtin("str");
  type_bytes = builtin("bytes");
  type_bytearray = builtin("bytearray");
  type_list = builtin("list");
  type_tuple = builtin("tuple");
  type_dict = builtin("dict");
  type_set = builtin("set");
  type_frozenset = builtin("frozenset");
  type_range = builtin("range");
  type_slice = builtin("slice");
  type_function = builtin("function");
  type_builtin_function = builtin("builtin_function_or_method");
  type_method = builtin("method");
  type_module = builtin("module");
  type_iterator = builtin("iterator");
  type_generator = builtin("generator");
  type_notimplemented = builtin("NotImplementedType");
  type_ellipsis = builtin("ellipsis");
  type_cell = builtin("cell");
  type_property = builtin("property");
  type_staticmethod = builtin("staticmethod");
  type_classmethod = builtin("classmethod");
  for (TypeObject* t : {type_type,
                        type_object,
                        type_none,
                        type_int,
                        type_bool,
                        type_float,
                        type_complex,
                        type_str,
                        type_bytes,
                        type_bytearray,
                        type_list,
                        type_tuple,
                        type_dict,
                        type_set,
                        type_frozenset,
                        type_range,
                        type_slice,
                        type_function,
                        type_builtin_function,
                        type_method,
                        type_module,
                        type_iterator,
                        type_generator,
                        type_notimplemented,
                        type_ellipsis,
                        type_cell,
                        type_property,
                        type_staticmethod,
                        type_classmethod})
    t->dict = make<DictObject>();
}

} // namespace hyexec::interp
