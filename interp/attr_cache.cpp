// Inline caches of attribute sites (see attr_cache.h). Each fast path does
// what get_attr_opt / set_attr do for the case it covers, in their order:
// data descriptors first, then the instance dict, then the class attribute.
#include "interp/attr_cache.h"
#include "interp/slots.h"
#include "interp/subclass.h"

#include <string_view>

namespace hyexec::interp {

namespace {

/// What the class attribute found for a site's name is, for an instance.
enum class Kind : uint8_t {
  Generic,  ///< the generic protocol decides (descriptors, special names, builtin types' data)
  Absent,   ///< no class attribute: the instance dict, else __getattr__ / AttributeError
  Function, ///< a user function: a method
  Builtin,  ///< a builtin method without a receiver: bound to the instance
  Plain,    ///< a value get_attr returns as it is (no binding)
  Member,   ///< a slot's member descriptor of the type's own layout: its value, by index
};

/// What the class lookup answered at a site for one type.
struct Site {
  Value key; ///< the name, a str whose hash is cached
  Ref<TypeObject> type;
  uint64_t version = 0;
  Kind kind = Kind::Generic;
  Value attr;            ///< the class attribute (null when Absent)
  bool store_ok = false; ///< `obj.name = v` is a plain instance-dict store
  /// `type` is the object itself, a class read as `Class.name`, not the
  /// type of the instances read.
  bool on_class = false;
  /// The name's position in `type`'s InstanceKeys (-1: not there when it
  /// had `keys_seen` names; the keys only grow, so a position stays valid).
  int index = -1;
  size_t keys_seen = SIZE_MAX;
  uint32_t member = 0;       ///< Member: the slot's index in slot_values()
  bool member_store = false; ///< Member: `obj.name = v` stores the slot (no __setattr__)
};

/// A site remembers a few types (a method called on the subclasses of a
/// base, as richards' tasks), replacing them in turn.
struct Sites {
  static constexpr size_t kWays = 4;
  Site ways[kWays];
  size_t next = 0;
};

/// Names get_attr_opt answers before the class lookup, for any object.
bool special_name(std::string_view n) {
  return n == "__class__" || n == "__dict__" || n == "real" || n == "imag" || n == "numerator" ||
         n == "denominator";
}

/// The builtin types whose instances have no attributes but their type's
/// methods (get_attr_opt has no special case for them).
bool plain_builtin(const TypeObject* t) {
  return t == type_list || t == type_dict || t == type_str || t == type_set || t == type_tuple ||
         t == type_frozenset || t == type_bytes || t == type_bytearray;
}

bool data_descriptor(const Value& attr) {
  TypeObject* t = attr.type();
  if (is_property(attr) || is_slot_descriptor(attr)) return true;
  return !t->builtin && t->lookup(Dunder::Get) &&
         (t->lookup(Dunder::Set) || t->lookup(Dunder::Delete));
}

Kind kind_of(const Value& attr) {
  if (!attr) return Kind::Absent;
  TypeObject* at = attr.type();
  if (at == type_function) return Kind::Function;
  if (at == type_builtin_function)
    return attr.as<BuiltinFunctionObject>()->self ? Kind::Plain : Kind::Builtin;
  if (at == type_staticmethod || at == type_classmethod || data_descriptor(attr) || !at->builtin)
    return Kind::Generic;
  return Kind::Plain;
}

void reset(Site& s, TypeObject* t, bool on_class) {
  s.type = t;
  s.version = class_dicts_version();
  s.kind = Kind::Generic;
  s.attr = nullptr;
  s.store_ok = false;
  s.on_class = on_class;
  s.index = -1;
  s.keys_seen = SIZE_MAX;
  s.member_store = false;
}

/// `cls.name` for a user class whose metaclass is `type`: Plain when the
/// class attribute is a function or a builtin type's value that type's
/// attribute lookup (CPython's type_getattro) returns unchanged: nothing
/// of the metaclass's comes first, no descriptor binds it.
void fill_class(Site& s, TypeObject* cls) {
  reset(s, cls, true);
  const std::string& name = s.key.as<StrObject>()->value;
  if (name.starts_with("__") || type_type->lookup(name)) return;
  Value v = cls->lookup(name);
  if (!v) return;
  TypeObject* vt = v.type();
  if (vt == type_function || (vt->builtin && vt != type_builtin_function &&
                              vt != type_classmethod && vt != type_staticmethod)) {
    s.kind = Kind::Plain;
    s.attr = v;
  }
}

void fill(Site& s, TypeObject* t) {
  reset(s, t, false);
  const std::string& name = s.key.as<StrObject>()->value;
  if (special_name(name)) return;
  if (plain_builtin(t)) {
    Value attr = t->lookup(name);
    if (attr && kind_of(attr) == Kind::Builtin) {
      s.kind = Kind::Builtin;
      s.attr = attr;
    }
    return;
  }
  // Classes of a metaclass: the class's own MRO comes before the metaclass's.
  if (t->builtin || t->is_subtype_of(exc_BaseException) || is_metatype(t)) return;
  // A class's own __getattribute__ answers every lookup (get_attr_opt calls it).
  Value getattribute = t->lookup(Dunder::GetAttribute);
  if (getattribute && getattribute.type() != type_builtin_function) return;
  Value attr = t->lookup(name);
  s.kind = kind_of(attr);
  if (s.kind != Kind::Generic) s.attr = attr;
  Value setter = t->lookup(Dunder::SetAttr);
  bool plain_setattr = !setter || setter.type() == type_builtin_function;
  if (attr && is_slot_descriptor(attr)) {
    auto* d = attr.as<SlotDescriptorObject>();
    if (d->kind == SlotDescriptorObject::Kind::Member && d->owner && t->is_subtype_of(d->owner) &&
        d->index < t->slot_names.size()) {
      s.kind = Kind::Member;
      s.attr = attr;
      s.member = d->index;
      s.member_store = plain_setattr;
    }
  }
  s.store_ok = (!setter || setter.type() == type_builtin_function) &&
               !(attr && (data_descriptor(attr) ||
                          (!attr.type()->builtin && attr.type()->lookup(Dunder::Set))));
}

/// site_for's miss: makes the node's sites, refills a stale way or takes
/// the next way for `t`.
[[gnu::noinline]] Site& site_fill(const ast::Attribute* a, TypeObject* t, bool on_class) {
  auto* s = static_cast<Sites*>(a->interp_cache);
  if (!s) {
    s = new Sites; // owned by the AST node for the rest of the process
    Value key = name_str(a->attr);
    for (Site& w : s->ways) w.key = key;
    a->interp_cache = s;
  }
  auto refill = [&](Site& w) -> Site& {
    if (on_class)
      fill_class(w, t);
    else
      fill(w, t);
    return w;
  };
  for (Site& w : s->ways)
    if (w.type.get() == t && w.on_class == on_class) return refill(w);
  Site& w = s->ways[s->next];
  s->next = (s->next + 1) % Sites::kWays;
  return refill(w);
}

/// The site's answer for instances of `t`, or with `on_class` for class `t`
/// itself. The hit is inlined into every attribute access; the rest is not.
inline Site& site_for(const ast::Attribute* a, TypeObject* t, bool on_class = false) {
  if (auto* s = static_cast<Sites*>(a->interp_cache))
    for (Site& w : s->ways)
      if (w.type.get() == t && w.on_class == on_class && w.version == class_dicts_version())
        return w;
  return site_fill(a, t, on_class);
}

/// The site's name's position in its type's InstanceKeys, or -1.
int key_index(Site& s) {
  const auto& names = s.type->instance_keys.names;
  if (s.index < 0 && names.size() != s.keys_seen) {
    s.index = s.type->instance_keys.find(s.key);
    s.keys_seen = names.size();
  }
  return s.index;
}

/// The instance dict's entry for the site's name, or null (`obj` is an
/// instance of the site's type).
Value instance_entry(Site& s, const Value& obj) {
  return obj.obj()->instance_attr_at(s.key, key_index(s));
}

} // namespace

Value load_attribute(const ast::Attribute* a, const Value& obj) {
  if (!obj.is_obj()) return get_attr(obj, a->attr);
  TypeObject* t = obj.obj()->type;
  if (t == type_module && a->attr != "__dict__") {
    // A module's globals: one probe by the cached key.
    Site& s = site_for(a, t);
    if (Value v = obj.as<ModuleObject>()->dict->get(s.key)) return v;
    return get_attr(obj, a->attr);
  }
  if (t == type_type && !obj.as<TypeObject>()->builtin) {
    Site& s = site_for(a, obj.as<TypeObject>(), true);
    if (s.kind == Kind::Plain) return s.attr;
    return get_attr(obj, a->attr);
  }
  if (t->builtin) return get_attr(obj, a->attr);
  Site& s = site_for(a, t);
  switch (s.kind) {
  case Kind::Generic: break;
  case Kind::Absent:
    if (Value v = instance_entry(s, obj)) return v;
    break;
  case Kind::Function:
    if (Value v = instance_entry(s, obj)) return v;
    return make<MethodObject>(s.attr, obj);
  case Kind::Builtin: break;
  case Kind::Plain:
    if (Value v = instance_entry(s, obj)) return v;
    return s.attr;
  case Kind::Member:
    if (Value* values = obj.obj()->slot_values())
      if (Value v = values[s.member]) return v;
    break; // empty: the generic protocol raises or calls __getattr__
  }
  return get_attr(obj, a->attr);
}

void store_attribute(const ast::Attribute* a, const Value& obj, Value v) {
  if (obj.is_obj() && !obj.obj()->type->builtin) {
    Site& s = site_for(a, obj.obj()->type);
    if (s.store_ok && obj.obj()->set_instance_attr_at(s.key, key_index(s), v)) return;
    if (Value* values = obj.obj()->slot_values();
        values && s.kind == Kind::Member && s.member_store) {
      values[s.member] = std::move(v);
      return;
    }
  }
  set_attr(obj, a->attr, std::move(v));
}

Value method_for_call(const ast::Attribute* a, const Value& obj, bool* self_first) {
  if (!obj.is_obj()) return get_attr(obj, a->attr);
  TypeObject* t = obj.obj()->type;
  if (t->builtin && !plain_builtin(t)) return load_attribute(a, obj);
  Site& s = site_for(a, t);
  if (s.kind == Kind::Function || s.kind == Kind::Builtin) {
    if (!t->builtin)
      if (Value v = instance_entry(s, obj)) return v;
    *self_first = true;
    return s.attr;
  }
  return load_attribute(a, obj);
}

} // namespace hyexec::interp
