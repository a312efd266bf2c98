// memoryview: a view of an exporter's bytes (memoryview.h).
//
// A view is the exporter, a byte offset, an item count and a stride (bytes
// between items, negative for a reversed slice), and the struct format of
// its items. A C-contiguous view cast with a shape (`cast('B', (3, 2))`)
// presents its items as that many dimensions; its bytes are still the flat
// items. bytes and bytearray are read in place, so a write through a
// view of a bytearray changes it, as in CPython; an object exporting through
// `__buffer__` (pylib's array) is read through that on every access and
// written item by item through its own __setitem__.
#include "interp/memoryview.h"

#include "interp/builtins_util.h"
#include "interp/bytes.h"
#include "interp/numbers.h"
#include "interp/sequence.h"
#include "interp/struct_items.h"

#include <cstdio>
#include <vector>

namespace hyexec::interp {

TypeObject* type_memoryview = nullptr;

namespace {

struct MemoryViewObject : Object {
  MemoryViewObject() : Object(type_memoryview) {}
  Value obj;          ///< the exporter
  Value snapshot;     ///< the bytes last read from a `__buffer__` exporter
  int64_t offset = 0; ///< byte offset of item 0
  int64_t length = 0; ///< items
  int64_t stride = 1; ///< bytes from one item to the next
  char format = 'B';
  int64_t itemsize = 1;
  bool readonly = true, released = false;
  /// The dimensions of a view cast with a shape of two or more; empty for
  /// a one-dimensional view (of `length` items).
  std::vector<int64_t> shape;
};

/// The dimensions the view presents (ndim, shape, len, tolist).
std::vector<int64_t> dims(const MemoryViewObject* m) {
  return m->shape.empty() ? std::vector<int64_t>{m->length} : m->shape;
}

[[noreturn]] void no_sub_views() {
  raise(exc_NotImplementedError, "multi-dimensional sub-views are not implemented");
}

MemoryViewObject* self_view(const CallArgs& a, const char* name) {
  if (a.args.empty() || !is_type(a.args[0], type_memoryview))
    raise(exc_TypeError,
          std::string("descriptor '") + name + "' for 'memoryview' objects doesn't apply to a '" +
              (a.args.empty() ? std::string("nothing") : type_name(a.args[0])) + "' object");
  auto* m = a.args[0].as<MemoryViewObject>();
  if (m->released) raise(exc_ValueError, "operation forbidden on released memoryview object");
  return m;
}

/// The exporter's bytes as they are now.
std::string& storage(MemoryViewObject* m) {
  if (is_bytes_like(m->obj)) return m->obj.as<BytesObject>()->value;
  m->snapshot = call_method_opt(m->obj, "__buffer__", {});
  if (!is_type(m->snapshot, type_bytes))
    raise(exc_TypeError, "__buffer__ returned non-bytes (type " + type_name(m->snapshot) + ")");
  return m->snapshot.as<BytesObject>()->value;
}

Value item_at(MemoryViewObject* m, int64_t i) {
  const std::string& s = storage(m);
  return unpack_native_item(m->format, s, static_cast<size_t>(m->offset + i * m->stride));
}

/// The view's bytes in item order (tobytes()).
std::string view_bytes(MemoryViewObject* m) {
  const std::string& s = storage(m);
  std::string out;
  out.reserve(static_cast<size_t>(m->length * m->itemsize));
  for (int64_t i = 0; i < m->length; ++i)
    out.append(s, static_cast<size_t>(m->offset + i * m->stride), static_cast<size_t>(m->itemsize));
  return out;
}

/// `v` packed as one item of the view's format, with memoryview's errors.
std::string packed_item(const MemoryViewObject* m, const Value& v) {
  std::string buf(static_cast<size_t>(m->itemsize), '\0');
  std::string fmt(1, m->format);
  try {
    pack_native_item(m->format, buf, 0, v);
  } catch (const PyException& e) {
    bool type_error = isinstance(e.exc, exc_TypeError) ||
                      (is_struct_error(e.exc) && str(e.exc).find("required argument") == 0);
    if (type_error) raise(exc_TypeError, "memoryview: invalid type for format '" + fmt + "'");
    if (is_struct_error(e.exc) || isinstance(e.exc, exc_OverflowError))
      raise(exc_ValueError, "memoryview: invalid value for format '" + fmt + "'");
    throw;
  }
  return buf;
}

/// Writes the packed bytes of item `i`.
void write_item(MemoryViewObject* m, int64_t i, const std::string& bytes) {
  int64_t at = m->offset + i * m->stride;
  if (is_bytes_like(m->obj)) {
    m->obj.as<BytesObject>()->value.replace(static_cast<size_t>(at), bytes.size(), bytes);
    return;
  }
  // An exporter in Python: its own item, when the view has its items' layout.
  Value code = get_attr_opt(m->obj, "typecode");
  if (!is_type(code, type_str) || code.as<StrObject>()->value != std::string(1, m->format) ||
      at % m->itemsize)
    throw Unsupported{"writing through a cast memoryview of a " + type_name(m->obj)};
  set_item(m->obj, py_int(at / m->itemsize), unpack_native_item(m->format, bytes, 0));
}

Ref<MemoryViewObject> view_of(const Value& src) {
  auto m = make<MemoryViewObject>();
  if (is_type(src, type_memoryview)) {
    auto* o = src.as<MemoryViewObject>();
    if (o->released) raise(exc_ValueError, "operation forbidden on released memoryview object");
    m->obj = o->obj;
    m->offset = o->offset;
    m->length = o->length;
    m->stride = o->stride;
    m->format = o->format;
    m->itemsize = o->itemsize;
    m->readonly = o->readonly;
    m->shape = o->shape;
    return m;
  }
  m->obj = src;
  if (is_bytes_like(src)) {
    m->length = static_cast<int64_t>(src.as<BytesObject>()->value.size());
    m->readonly = !src.obj()->type->is_subtype_of(type_bytearray);
    return m;
  }
  if (src.is_obj() && src.type()->lookup("__buffer__")) {
    Value code = get_attr_opt(src, "typecode");
    if (is_type(code, type_str) && code.as<StrObject>()->value.size() == 1)
      m->format = code.as<StrObject>()->value[0];
    m->itemsize = static_cast<int64_t>(native_item_size(m->format));
    if (!m->itemsize) throw Unsupported{"memoryview of format '" + std::string(1, m->format) + "'"};
    m->stride = m->itemsize;
    m->length = static_cast<int64_t>(storage(m.get()).size()) / m->itemsize;
    m->readonly = false;
    return m;
  }
  raise(exc_TypeError, "memoryview: a bytes-like object is required, not '" + type_name(src) + "'");
}

int64_t item_index(MemoryViewObject* m, const Value& key) {
  if (!is_int_like(key) && !key.type()->lookup("__index__"))
    raise(exc_TypeError, "memoryview: invalid slice key");
  int64_t i = index_value(key, "memoryview");
  if (i < 0) i += m->length;
  if (i < 0 || i >= m->length) raise(exc_IndexError, "index out of bounds on dimension 1");
  return i;
}

/// The flat item `m[i, j, ...]` names: one index per dimension.
int64_t multi_index(MemoryViewObject* m, const Value& key) {
  Values keys = to_values(key);
  std::vector<int64_t> shape = dims(m);
  if (keys.size() < shape.size()) no_sub_views();
  if (keys.size() > shape.size())
    raise(exc_TypeError, "cannot index " + std::to_string(shape.size()) + "-dimension view with " +
                             std::to_string(keys.size()) + "-element tuple");
  int64_t flat = 0;
  for (size_t d = 0; d < shape.size(); ++d) {
    if (!is_int_like(keys[d]) && !keys[d].type()->lookup("__index__"))
      raise(exc_TypeError, "memoryview: invalid slice key");
    int64_t i = index_value(keys[d], "memoryview");
    if (i < 0) i += shape[d];
    if (i < 0 || i >= shape[d])
      raise(exc_IndexError, "index out of bounds on dimension " + std::to_string(d + 1));
    flat = flat * shape[d] + i;
  }
  return flat;
}

Value get_item_fn(CallArgs& a) {
  arity(a, "__getitem__", 2, 2);
  MemoryViewObject* m = self_view(a, "__getitem__");
  const Value& key = a.args[1];
  if (is_type(key, type_tuple)) return item_at(m, multi_index(m, key));
  if (!m->shape.empty()) {
    if (is_type(key, type_slice)) throw Unsupported{"slicing a multi-dimensional memoryview"};
    no_sub_views();
  }
  if (is_type(key, type_slice)) {
    SliceBounds b = adjust(key.as<SliceObject>(), m->length);
    Ref<MemoryViewObject> v = view_of(a.args[0]);
    v->offset = m->offset + b.start * m->stride;
    v->stride = m->stride * b.step;
    v->length = b.count;
    return v;
  }
  return item_at(m, item_index(m, key));
}

Value set_item_fn(CallArgs& a) {
  arity(a, "__setitem__", 3, 3);
  MemoryViewObject* m = self_view(a, "__setitem__");
  if (m->readonly) raise(exc_TypeError, "cannot modify read-only memory");
  const Value& key = a.args[1];
  if (is_type(key, type_tuple)) {
    write_item(m, multi_index(m, key), packed_item(m, a.args[2]));
    return none();
  }
  if (!m->shape.empty())
    throw Unsupported{"assigning to a sub-view of a multi-dimensional memoryview"};
  if (!is_type(key, type_slice)) {
    write_item(m, item_index(m, key), packed_item(m, a.args[2]));
    return none();
  }
  SliceBounds b = adjust(key.as<SliceObject>(), m->length);
  std::string src;
  if (!buffer_bytes(a.args[2], &src))
    raise(exc_TypeError, "a bytes-like object is required, not '" + type_name(a.args[2]) + "'");
  if (static_cast<int64_t>(src.size()) != b.count * m->itemsize)
    raise(exc_ValueError, "memoryview assignment: lvalue and rvalue have different structures");
  for (int64_t k = 0; k < b.count; ++k)
    write_item(m, b.start + k * b.step,
               src.substr(static_cast<size_t>(k * m->itemsize), static_cast<size_t>(m->itemsize)));
  return none();
}

/// The shape argument of cast(): its dimensions, checked as CPython does.
std::vector<int64_t> cast_shape(const MemoryViewObject* m, const Value& arg, int64_t nbytes,
                                int64_t itemsize) {
  if (!is_type(arg, type_list) && !is_type(arg, type_tuple))
    raise(exc_TypeError, "shape must be a list or a tuple");
  Values items = to_values(arg);
  if (items.size() > 64)
    raise(exc_ValueError, "memoryview: number of dimensions must not exceed 64");
  if (!m->shape.empty() && items.size() != 1)
    raise(exc_TypeError, "memoryview: cast must be 1D -> ND or ND -> 1D");
  std::vector<int64_t> shape;
  int64_t product = 1;
  for (const Value& v : items) {
    if (!is_int_like(v) || index_value(v, "memoryview") <= 0)
      raise(exc_ValueError, "memoryview.cast(): elements of shape must be integers > 0");
    shape.push_back(index_value(v, "memoryview"));
    product *= shape.back();
  }
  if (product * itemsize != nbytes)
    raise(exc_TypeError, "memoryview: product(shape) * itemsize != buffer size");
  if (shape.empty()) throw Unsupported{"a zero-dimensional memoryview (cast with the shape ())"};
  if (shape.size() == 1) shape.clear();
  return shape;
}

Value cast_fn(CallArgs& a) {
  arity(a, "cast", 2, 3);
  MemoryViewObject* m = self_view(a, "cast");
  std::string fmt = expect_str(a.args[1], "memoryview: format argument must be a string, not ");
  if (fmt.size() == 2 && fmt[0] == '@') fmt.erase(0, 1);
  size_t size = fmt.size() == 1 ? native_item_size(fmt[0]) : 0;
  if (!size)
    raise(exc_ValueError,
          "memoryview: destination format must be a native single character format prefixed "
          "with an optional '@'");
  if (m->stride != m->itemsize && m->length > 1)
    raise(exc_TypeError, "memoryview: casts are restricted to C-contiguous views");
  auto byte_format = [](char c) { return c == 'B' || c == 'b' || c == 'c'; };
  if (!byte_format(m->format) && !byte_format(fmt[0]))
    raise(exc_TypeError, "memoryview: cannot cast between two non-byte formats");
  int64_t nbytes = m->length * m->itemsize;
  if (nbytes % static_cast<int64_t>(size))
    raise(exc_TypeError, "memoryview: length is not a multiple of itemsize");
  std::vector<int64_t> shape;
  if (a.args.size() > 2) shape = cast_shape(m, a.args[2], nbytes, static_cast<int64_t>(size));
  Ref<MemoryViewObject> v = view_of(a.args[0]);
  v->format = fmt[0];
  v->itemsize = static_cast<int64_t>(size);
  v->stride = v->itemsize;
  v->length = nbytes / v->itemsize;
  v->shape = std::move(shape);
  return v;
}

/// The items of dimension `d` on, from flat item `first`, as nested lists.
Value tolist_from(MemoryViewObject* m, const std::vector<int64_t>& shape, size_t d, int64_t first) {
  int64_t inner = 1;
  for (size_t k = d + 1; k < shape.size(); ++k) inner *= shape[k];
  Values items;
  for (int64_t i = 0; i < shape[d]; ++i)
    items.push_back(d + 1 == shape.size() ? item_at(m, first + i)
                                          : tolist_from(m, shape, d + 1, first + i * inner));
  return py_list(std::move(items));
}

Value tolist(MemoryViewObject* m) {
  return tolist_from(m, dims(m), 0, 0);
}

/// `m == other`: equal item values, for another view or a bytes-like object.
Value eq_fn(CallArgs& a) {
  arity(a, "__eq__", 2, 2);
  auto* m = a.args[0].as<MemoryViewObject>();
  const Value& other = a.args[1];
  if (m == other.obj()) return py_bool(true);
  bool other_buffer = is_type(other, type_memoryview) || is_bytes_like(other);
  if (!other_buffer) return not_implemented();
  if (m->released || (is_type(other, type_memoryview) && other.as<MemoryViewObject>()->released))
    return py_bool(false);
  Ref<MemoryViewObject> o = view_of(other);
  if (dims(m) != dims(o.get())) return py_bool(false);
  return py_bool(eq(tolist(m), tolist(o.get())));
}

void method(const char* name, NativeFn f) {
  type_memoryview->dict->set_str(name, make<BuiltinFunctionObject>(name, std::move(f)));
}

/// A read-only attribute computed from the view.
void attribute(const char* name, Value (*get)(MemoryViewObject*)) {
  auto fget = make<BuiltinFunctionObject>(
      name, [name, get](CallArgs& a) { return get(self_view(a, name)); });
  type_memoryview->dict->set_str(name, make<WrapperObject>(type_property, fget));
}

void install_methods() {
  method("__getitem__", get_item_fn);
  method("__setitem__", set_item_fn);
  method("__delitem__", [](CallArgs& a) -> Value {
    // memory_ass_sub refuses a read-only view before anything else.
    if (self_view(a, "__delitem__")->readonly)
      raise(exc_TypeError, "cannot modify read-only memory");
    raise(exc_TypeError, "cannot delete memory");
  });
  method("__len__", [](CallArgs& a) { return py_int(dims(self_view(a, "__len__"))[0]); });
  method("__iter__", [](CallArgs& a) -> Value {
    Ref<MemoryViewObject> m(self_view(a, "__iter__"));
    if (!m->shape.empty()) no_sub_views();
    auto i = std::make_shared<int64_t>(0);
    return make<IteratorObject>([m, i]() -> Value {
      if (m->released || *i >= m->length) return nullptr;
      return item_at(m.get(), (*i)++);
    });
  });
  method("__eq__", eq_fn);
  method("__hash__", [](CallArgs& a) {
    MemoryViewObject* m = self_view(a, "__hash__");
    if (!m->readonly) raise(exc_ValueError, "cannot hash writable memoryview object");
    if (m->format != 'B' && m->format != 'b' && m->format != 'c')
      raise(exc_ValueError, "memoryview: hashing is restricted to formats 'B', 'b' or 'c'");
    return py_int(hash(make_bytes(type_bytes, view_bytes(m))));
  });
  method("__repr__", [](CallArgs& a) {
    auto* m = a.args[0].as<MemoryViewObject>();
    char buf[64];
    std::snprintf(buf, sizeof buf, "<%smemory at 0x%012llx>", m->released ? "released " : "",
                  static_cast<unsigned long long>(reinterpret_cast<uintptr_t>(m)));
    return py_str(buf);
  });
  method("__enter__", [](CallArgs& a) { return Value(self_view(a, "__enter__")); });
  method("__exit__", [](CallArgs& a) -> Value {
    a.args[0].as<MemoryViewObject>()->released = true;
    return none();
  });
  method("release", [](CallArgs& a) -> Value {
    arity(a, "release", 1, 1);
    a.args[0].as<MemoryViewObject>()->released = true;
    return none();
  });
  method("tobytes",
         [](CallArgs& a) { return make_bytes(type_bytes, view_bytes(self_view(a, "tobytes"))); });
  method("tolist", [](CallArgs& a) { return tolist(self_view(a, "tolist")); });
  method("hex", [](CallArgs& a) {
    Value b = make_bytes(type_bytes, view_bytes(self_view(a, "hex")));
    CallArgs rest{Values(a.args.begin() + 1, a.args.end()), a.kwargs};
    return call(get_attr(b, "hex"), rest);
  });
  method("toreadonly", [](CallArgs& a) {
    self_view(a, "toreadonly");
    Ref<MemoryViewObject> v = view_of(a.args[0]);
    v->readonly = true;
    return Value(v);
  });
  method("cast", cast_fn);
  attribute("obj", [](MemoryViewObject* m) { return m->obj; });
  attribute("nbytes", [](MemoryViewObject* m) { return py_int(m->length * m->itemsize); });
  attribute("readonly", [](MemoryViewObject* m) { return Value(py_bool(m->readonly)); });
  attribute("itemsize", [](MemoryViewObject* m) { return py_int(m->itemsize); });
  attribute("format", [](MemoryViewObject* m) { return py_str(std::string(1, m->format)); });
  attribute("ndim", [](MemoryViewObject* m) { return py_int(int64_t(dims(m).size())); });
  attribute("shape", [](MemoryViewObject* m) {
    Values shape;
    for (int64_t n : dims(m)) shape.push_back(py_int(n));
    return py_tuple(std::move(shape));
  });
  attribute("strides", [](MemoryViewObject* m) {
    if (m->shape.empty()) return py_tuple({py_int(m->stride)});
    // C-contiguous: each dimension steps over the items of the ones after it.
    Values strides(m->shape.size());
    int64_t step = m->itemsize;
    for (size_t d = m->shape.size(); d-- > 0;) {
      strides[d] = py_int(step);
      step *= m->shape[d];
    }
    return py_tuple(std::move(strides));
  });
  attribute("suboffsets", [](MemoryViewObject*) { return py_tuple({}); });
  auto contiguous = [](MemoryViewObject* m) {
    return Value(py_bool(m->length <= 1 || m->stride == m->itemsize));
  };
  attribute("c_contiguous", contiguous);
  attribute("f_contiguous", contiguous);
  attribute("contiguous", contiguous);
}

} // namespace

bool buffer_bytes(const Value& v, std::string* out) {
  if (is_bytes_like(v)) {
    *out = v.as<BytesObject>()->value;
    return true;
  }
  if (!is_type(v, type_memoryview)) {
    if (!v.is_obj() || !v.type()->lookup("__buffer__")) return false;
    // An exporter such as pylib's array: its bytes as they are now.
    auto view = make<MemoryViewObject>();
    view->obj = v;
    *out = storage(view.get());
    return true;
  }
  auto* m = v.as<MemoryViewObject>();
  if (m->released) raise(exc_ValueError, "operation forbidden on released memoryview object");
  *out = view_bytes(m);
  return true;
}

void install_memoryview(DictObject* builtins) {
  if (!type_memoryview) {
    type_memoryview = new TypeObject("memoryview", type_object);
    incref(type_memoryview); // immortal, as the other builtin types
    type_memoryview->dict = make<DictObject>();
    // Dispatched as a class's instances are, through its dunders (len(),
    // iteration, ==, hash, repr), which the protocol reads for non-builtins.
    type_memoryview->builtin = false;
    type_memoryview->dict->set_str("__module__", py_str("builtins"));
    type_memoryview->construct = [](TypeObject*, CallArgs& a) -> Value {
      if (a.args.size() != 1 && !(a.args.empty() && a.kwargs.size() == 1))
        raise(exc_TypeError, "memoryview() takes exactly one argument (" +
                                 std::to_string(a.args.size() + a.kwargs.size()) + " given)");
      return view_of(a.args.empty() ? a.kwargs[0].second : a.args[0]);
    };
    install_methods();
  }
  builtins->set_str("memoryview", Value(type_memoryview));
}

} // namespace hyexec::interp
