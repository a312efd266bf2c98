#pragma once
/// \file
/// `__slots__`, as CPython's type_new_slots (Objects/typeobject.c) with the
/// member and getset descriptors of Objects/descrobject.c: a class that
/// declares them gives its instances a fixed array of values, each read and
/// written through a `member_descriptor` in the class dict, and no
/// `__dict__` nor weak references unless the slots name them. A class that
/// adds a `__dict__` or weak references to its bases' layout (every plain
/// class over object) holds their `getset_descriptor`s, as CPython's.

#include "interp/types.h"

#include <string>
#include <vector>

namespace hyexec::interp {

/// A `member_descriptor` (one slot) or a `getset_descriptor` (`__dict__`,
/// `__weakref__`) of class `owner`.
struct SlotDescriptorObject : Object {
  enum class Kind : uint8_t { Member, Dict, Weakref };
  SlotDescriptorObject(Kind k, TypeObject* owner, Value name, uint32_t index);
  ~SlotDescriptorObject() override;
  Kind kind;
  /// Not owned (the class holds its descriptors, and a cycle is never
  /// freed): null once the class died (slot_owner_dying).
  TypeObject* owner;
  std::string owner_name, owner_qualname; ///< for messages once it died
  Value name;
  uint32_t index; ///< a member's position in the instance's slot_values()
};

/// Whether `v` is a member or getset descriptor: a data descriptor.
bool is_slot_descriptor(const Value& v);
/// `desc.__get__(obj)`: null when the slot is empty (an AttributeError,
/// which a class's `__getattr__` may still answer); TypeError when `obj` is
/// not an instance of the descriptor's class.
Value slot_descriptor_get(const Value& desc, const Value& obj);
/// `desc.__set__(obj, value)`, or `desc.__delete__(obj)` when `value` is null.
void slot_descriptor_set(const Value& desc, const Value& obj, const Value& value);

/// Reads the `__slots__` of new class `cls` (its dict is its namespace,
/// `bases` its bases) with CPython's checks and errors, adds the member
/// descriptors and the `__dict__` / `__weakref__` getsets it adds, and
/// sets its slot_names, slot_layout, has_instance_dict and weakrefable.
void setup_slots(TypeObject* cls);
/// Class `cls` is being freed: its descriptors no longer name it.
void slot_owner_dying(TypeObject* cls);

/// A new instance of user class `cls` over object's layout (object.__new__),
/// with room for the values of its slots.
Value new_instance(TypeObject* cls);
/// Whether instances of `a` and `b` have the same slots, `__dict__` and
/// weak references (`__class__` assignment between them is allowed).
bool same_slot_layout(const TypeObject* a, const TypeObject* b);
/// Whether instances of `t` may be weakly referenced (CPython's
/// tp_weaklistoffset): user classes as their slots say, builtins as CPython's.
bool weakly_referenceable(const TypeObject* t);

} // namespace hyexec::interp
