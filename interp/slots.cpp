// `__slots__` and the member / getset descriptors (slots.h).
#include "interp/slots.h"

#include "cfg/mangle.h"
#include "interp/builtins_util.h"
#include "interp/subclass.h"
#include "interp/weak_refs.h"

#include <algorithm>
#include <new>
#include <unordered_map>

namespace hyexec::interp {

namespace {

// ------------------------------------------------------------ instances

/// An instance of a class with slots over object's layout: InstanceObject
/// with the slots' values after it, in the same allocation (CPython's
/// members live in the object too). Plain instances stay their size.
struct SlottedInstanceObject final : InstanceObject {
  SlottedInstanceObject(TypeObject* t, size_t n) : InstanceObject(t), count(n) {
    for (size_t i = 0; i < n; ++i) new (values() + i) Value();
  }
  ~SlottedInstanceObject() override {
    // As CPython's subtype_dealloc, weak references die before the values go.
    weak_referent_dying(this);
    for (size_t i = 0; i < count; ++i) values()[i].~Value();
  }
  Value* slot_values() override { return values(); }
  static void operator delete(void* p) { ::operator delete(p); }
  Value* values() { return reinterpret_cast<Value*>(this + 1); }
  size_t count;
};
static_assert(sizeof(SlottedInstanceObject) % alignof(Value) == 0);

// ------------------------------------------------------------ descriptors

/// The live descriptors of each class (not owned), cleared when it dies.
std::unordered_map<const TypeObject*, std::vector<SlotDescriptorObject*>>& owned() {
  static auto* m = new std::unordered_map<const TypeObject*, std::vector<SlotDescriptorObject*>>;
  return *m;
}

TypeObject* member_type();
TypeObject* getset_type();

SlotDescriptorObject* self_descriptor(CallArgs& a, const char* method) {
  if (a.args.empty() || !is_slot_descriptor(a.args[0]))
    raise(exc_TypeError, std::string("descriptor '") + method +
                             "' requires a 'member_descriptor' object but received '" +
                             (a.args.empty() ? std::string("nothing") : type_name(a.args[0])) +
                             "'");
  return a.args[0].as<SlotDescriptorObject>();
}

/// The receiver check of every descriptor operation (CPython's descr_check).
void check_receiver(const SlotDescriptorObject* d, const Value& obj) {
  if (d->owner && isinstance(obj, d->owner)) return;
  raise(exc_TypeError, "descriptor '" + d->name.as<StrObject>()->value + "' for '" + d->owner_name +
                           "' objects doesn't apply to a '" + type_name(obj) + "' object");
}

/// The first weak reference to `obj`, or None (the `__weakref__` getset).
Value first_weak_reference(const Value& obj) {
  if (!obj.is_obj() || !has_weak_references(obj.obj())) return none();
  Value refs = call(get_attr(machine().import_module("_weakref"), "getweakrefs"), Values{obj});
  Values items = to_values(refs);
  return items.empty() ? Value(none()) : items.front();
}

void fill_descriptor_type(TypeObject* t, bool member) {
  t->dict->set_str("__module__", py_str("builtins"));
  auto method = [t](const char* name, NativeFn f) {
    t->dict->set_str(name, make<BuiltinFunctionObject>(name, std::move(f)));
  };
  auto getter = [t](const char* name, NativeFn f) {
    t->dict->set_str(
        name, make<WrapperObject>(type_property, make<BuiltinFunctionObject>(name, std::move(f))));
  };
  method("__get__", [](CallArgs& a) -> Value {
    SlotDescriptorObject* d = self_descriptor(a, "__get__");
    if (a.args.size() < 2 || a.args.size() > 3)
      raise(exc_TypeError,
            "expected at least 1 argument, got " + std::to_string(a.args.size() - 1));
    if (is_none(a.args[1])) return a.args[0];
    if (Value v = slot_descriptor_get(a.args[0], a.args[1])) return v;
    raise_no_attribute(a.args[1], d->name.as<StrObject>()->value);
  });
  method("__set__", [](CallArgs& a) -> Value {
    self_descriptor(a, "__set__");
    if (a.args.size() != 3)
      raise(exc_TypeError, "expected 2 arguments, got " + std::to_string(a.args.size() - 1));
    slot_descriptor_set(a.args[0], a.args[1], a.args[2]);
    return none();
  });
  method("__delete__", [](CallArgs& a) -> Value {
    self_descriptor(a, "__delete__");
    if (a.args.size() != 2)
      raise(exc_TypeError, "expected 1 argument, got " + std::to_string(a.args.size() - 1));
    slot_descriptor_set(a.args[0], a.args[1], nullptr);
    return none();
  });
  method("__repr__", [member](CallArgs& a) -> Value {
    SlotDescriptorObject* d = self_descriptor(a, "__repr__");
    return py_str(std::string(member ? "<member '" : "<attribute '") +
                  d->name.as<StrObject>()->value + "' of '" + d->owner_name + "' objects>");
  });
  getter("__name__", [](CallArgs& a) { return self_descriptor(a, "__name__")->name; });
  getter("__qualname__", [](CallArgs& a) {
    SlotDescriptorObject* d = self_descriptor(a, "__qualname__");
    return py_str(d->owner_qualname + "." + d->name.as<StrObject>()->value);
  });
  getter("__objclass__", [](CallArgs& a) -> Value {
    SlotDescriptorObject* d = self_descriptor(a, "__objclass__");
    return d->owner ? Value(d->owner) : Value(none());
  });
  getter("__doc__", [](CallArgs& a) -> Value {
    SlotDescriptorObject* d = self_descriptor(a, "__doc__");
    switch (d->kind) {
    case SlotDescriptorObject::Kind::Dict: return py_str("dictionary for instance variables");
    case SlotDescriptorObject::Kind::Weakref:
      return py_str("list of weak references to the object");
    case SlotDescriptorObject::Kind::Member: break;
    }
    return none();
  });
}

TypeObject* descriptor_type(const char* name, bool member) {
  auto* t = new TypeObject(name, type_object);
  incref(t); // immortal, as the builtin types
  t->dict = make<DictObject>();
  fill_descriptor_type(t, member);
  return t;
}

TypeObject* member_type() {
  static TypeObject* t = descriptor_type("member_descriptor", true);
  return t;
}

TypeObject* getset_type() {
  static TypeObject* t = descriptor_type("getset_descriptor", false);
  return t;
}

// ------------------------------------------------------------ class creation

/// CPython's flags of a builtin base: instances with a dict, weakly
/// referenceable, variable-sized (tp_itemsize: no slots, no weak references).
bool builtin_has_dict(const TypeObject* t) {
  return t == type_type || t->is_subtype_of(exc_BaseException);
}

bool variable_size(const TypeObject* t) {
  const TypeObject* l = layout_type(const_cast<TypeObject*>(t));
  return l == type_int || l == type_bool || l == type_tuple || l == type_bytes || l == type_type;
}

bool base_has_dict(const TypeObject* b) {
  return b->builtin ? builtin_has_dict(b) : b->has_instance_dict;
}

/// The builtin type a base's instances are laid out as (object for a plain class).
const TypeObject* builtin_layout(const TypeObject* b) {
  if (b->builtin) return b;
  const TypeObject* n = native_base(b);
  return n ? n : type_object;
}

/// CPython's best_base: the base whose layout the class extends, the one
/// whose slots are the most derived. Slots of two unrelated bases (or over
/// two builtin layouts) conflict.
TypeObject* best_base(const std::vector<TypeObject*>& bases) {
  TypeObject *winner = nullptr, *best = nullptr;
  for (TypeObject* b : bases) {
    TypeObject* candidate = b->builtin ? nullptr : b->slot_layout;
    if (!candidate) continue;
    if (winner && winner->is_subtype_of(candidate)) continue;
    if (winner && !candidate->is_subtype_of(winner))
      raise(exc_TypeError, "multiple bases have instance lay-out conflict");
    winner = candidate;
    best = b;
  }
  if (!best) {
    // No slots: the base with the most derived builtin layout.
    best = bases.front();
    for (TypeObject* b : bases)
      if (builtin_layout(b) != builtin_layout(best) &&
          builtin_layout(b)->is_subtype_of(builtin_layout(best)))
        best = b;
    return best;
  }
  for (TypeObject* b : bases) {
    const TypeObject* l = builtin_layout(b);
    if (l != type_object && !l->is_subtype_of(exc_BaseException) && !winner->is_subtype_of(l))
      raise(exc_TypeError, "multiple bases have instance lay-out conflict");
  }
  return best;
}

bool is_identifier(const std::string& s) {
  return truthy(call(get_attr(py_str(s), "isidentifier"), Values{}));
}

void add_descriptor(TypeObject* cls, SlotDescriptorObject::Kind kind, const Value& name,
                    uint32_t index) {
  // CPython's PyDict_SetDefault: a namespace entry of the same name stays.
  if (cls->dict->get(name)) return;
  cls->dict->set(name, make<SlotDescriptorObject>(kind, cls, name, index));
}

} // namespace

// ------------------------------------------------------------ descriptors

SlotDescriptorObject::SlotDescriptorObject(Kind k, TypeObject* o, Value n, uint32_t i)
    : Object(k == Kind::Member ? member_type() : getset_type()), kind(k), owner(o),
      owner_name(o->name), owner_qualname(o->qualified_name()), name(std::move(n)), index(i) {
  owned()[o].push_back(this);
}

SlotDescriptorObject::~SlotDescriptorObject() {
  if (!owner) return;
  auto it = owned().find(owner);
  if (it == owned().end()) return;
  std::erase(it->second, this);
  if (it->second.empty()) owned().erase(it);
}

void slot_owner_dying(TypeObject* cls) {
  auto it = owned().find(cls);
  if (it == owned().end()) return;
  for (SlotDescriptorObject* d : it->second) d->owner = nullptr;
  owned().erase(it);
}

bool is_slot_descriptor(const Value& v) {
  if (!v.is_obj()) return false;
  TypeObject* t = v.obj()->type;
  return t->builtin && (t == member_type() || t == getset_type());
}

namespace {

/// The storage of member `d` in `obj` (its receiver checked).
Value& member_value(const SlotDescriptorObject* d, const Value& obj) {
  Value* values = obj.obj()->slot_values();
  if (!values || d->index >= obj.type()->slot_names.size())
    throw Unsupported{"a slot of an object whose layout has none"};
  return values[d->index];
}

} // namespace

Value slot_descriptor_get(const Value& desc, const Value& obj) {
  auto* d = desc.as<SlotDescriptorObject>();
  check_receiver(d, obj);
  switch (d->kind) {
  case SlotDescriptorObject::Kind::Member: return member_value(d, obj);
  case SlotDescriptorObject::Kind::Dict: {
    DictObject* dict = obj.obj()->instance_dict();
    return dict ? Value(dict) : Value();
  }
  case SlotDescriptorObject::Kind::Weakref: return first_weak_reference(obj);
  }
  return nullptr;
}

void slot_descriptor_set(const Value& desc, const Value& obj, const Value& value) {
  auto* d = desc.as<SlotDescriptorObject>();
  check_receiver(d, obj);
  switch (d->kind) {
  case SlotDescriptorObject::Kind::Member: {
    Value& slot = member_value(d, obj);
    // CPython 3.11 names only the slot when deleting an empty one.
    if (!value && !slot) raise(exc_AttributeError, d->name.as<StrObject>()->value);
    slot = value;
    return;
  }
  case SlotDescriptorObject::Kind::Dict: {
    // Deleting it leaves an empty dict, as CPython's next access makes one.
    Value fresh = value ? value : Value(make<DictObject>());
    if (!isinstance(fresh, type_dict))
      raise(exc_TypeError,
            "__dict__ must be set to a dictionary, not a '" + type_name(fresh) + "'");
    if (!obj.obj()->replace_instance_dict(fresh.as<DictObject>()))
      raise(exc_AttributeError, "This object has no __dict__");
    return;
  }
  case SlotDescriptorObject::Kind::Weakref:
    raise(exc_AttributeError,
          "attribute '__weakref__' of '" + d->owner_name + "' objects is not writable");
  }
}

// ------------------------------------------------------------ class creation

void setup_slots(TypeObject* cls) {
  const std::vector<TypeObject*>& bases = cls->bases;
  TypeObject* base = best_base(bases);
  bool may_add_dict = !base_has_dict(base);
  bool may_add_weak = !weakly_referenceable(base) && !variable_size(base);
  bool add_dict = false, add_weak = false;
  std::vector<std::string> own;
  Value slots = cls->dict->get_str("__slots__");
  if (!slots) {
    add_dict = may_add_dict;
    add_weak = may_add_weak;
  } else {
    Values names = isinstance(slots, type_str) ? Values{slots} : to_values(slots);
    if (!names.empty() && variable_size(base))
      raise(exc_TypeError, "nonempty __slots__ not supported for subtype of '" + base->name + "'");
    for (const Value& n : names) {
      if (!isinstance(n, type_str))
        raise(exc_TypeError, "__slots__ items must be strings, not '" + type_name(n) + "'");
      const std::string& text = n.as<StrObject>()->value;
      if (!is_identifier(text)) raise(exc_TypeError, "__slots__ must be identifiers");
      if (text == "__dict__") {
        if (!may_add_dict || add_dict)
          raise(exc_TypeError, "__dict__ slot disallowed: we already got one");
        add_dict = true;
      }
      if (text == "__weakref__") {
        if (!may_add_weak || add_weak)
          raise(exc_TypeError, "__weakref__ slot disallowed: either we already got one, or "
                               "__itemsize__ != 0");
        add_weak = true;
      }
    }
    for (const Value& n : names) {
      const std::string& text = n.as<StrObject>()->value;
      if ((add_dict && text == "__dict__") || (add_weak && text == "__weakref__")) continue;
      std::string mangled = cfg::mangle(cls->name, text);
      if (mangled != "__qualname__" && mangled != "__classcell__" && cls->dict->get_str(mangled))
        raise(exc_ValueError,
              repr(py_str(mangled)) + " in __slots__ conflicts with class variable");
      own.push_back(std::move(mangled));
    }
    std::sort(own.begin(), own.end());
    // Secondary bases may provide the dict or weak references.
    if (bases.size() > 1)
      for (TypeObject* b : bases) {
        if (b == base) continue;
        if (may_add_dict && !add_dict && base_has_dict(b)) add_dict = true;
        if (may_add_weak && !add_weak && weakly_referenceable(b)) add_weak = true;
      }
  }
  if (!base->builtin) {
    cls->slot_names = base->slot_names;
    cls->slot_layout = base->slot_layout;
  }
  for (const std::string& n : own) {
    Value name = name_str(n);
    add_descriptor(cls, SlotDescriptorObject::Kind::Member, name,
                   static_cast<uint32_t>(cls->slot_names.size()));
    cls->slot_names.push_back(name);
  }
  if (!own.empty()) cls->slot_layout = cls;
  if (add_dict) add_descriptor(cls, SlotDescriptorObject::Kind::Dict, name_str("__dict__"), 0);
  if (add_weak)
    add_descriptor(cls, SlotDescriptorObject::Kind::Weakref, name_str("__weakref__"), 0);
  cls->has_instance_dict = add_dict || base_has_dict(base);
  cls->weakrefable = add_weak || weakly_referenceable(base);
}

// ------------------------------------------------------------ instances

Value new_instance(TypeObject* cls) {
  size_t n = cls->slot_names.size();
  if (!n) return make<InstanceObject>(cls);
  void* memory = ::operator new(sizeof(SlottedInstanceObject) + n * sizeof(Value));
  return Value(new (memory) SlottedInstanceObject(cls, n));
}

bool same_slot_layout(const TypeObject* a, const TypeObject* b) {
  if (a->has_instance_dict != b->has_instance_dict || a->weakrefable != b->weakrefable ||
      a->slot_names.size() != b->slot_names.size())
    return false;
  for (size_t i = 0; i < a->slot_names.size(); ++i)
    if (a->slot_names[i].as<StrObject>()->value != b->slot_names[i].as<StrObject>()->value)
      return false;
  return true;
}

bool weakly_referenceable(const TypeObject* t) {
  if (!t->builtin) return t->weakrefable;
  // CPython's builtins with tp_weaklistoffset, among those a program meets.
  if (t->is_subtype_of(exc_BaseException)) return false;
  static const TypeObject* const refused[] = {
      type_object,   type_int,          type_str,         type_bytes,    type_tuple,
      type_list,     type_dict,         type_bool,        type_float,    type_complex,
      type_none,     type_bytearray,    type_range,       type_slice,    type_cell,
      type_property, type_staticmethod, type_classmethod, type_ellipsis, type_notimplemented,
      type_iterator};
  for (const TypeObject* r : refused)
    if (t == r) return false;
  return t != member_type() && t != getset_type();
}

} // namespace hyexec::interp
