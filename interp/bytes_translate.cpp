// bytes.translate and bytes.maketrans (and bytearray's), as CPython's
// Objects/bytes_methods.c: a 256-byte table maps each byte, `delete` drops
// bytes first; every argument is any bytes-like object.
#include "interp/bytes.h"
#include "interp/errors.h"
#include "interp/memoryview.h"
#include "interp/protocol.h"

namespace hyexec::interp {

namespace {

std::string bytes_like(const Value& v) {
  std::string out;
  if (!buffer_bytes(v, &out))
    raise(exc_TypeError, "a bytes-like object is required, not '" + type_name(v) + "'");
  return out;
}

Value translate(CallArgs& a) {
  if (a.args.size() < 2)
    raise(exc_TypeError, "translate() takes at least 1 positional argument (0 given)");
  if (a.args.size() > 3)
    raise(exc_TypeError, "translate() takes at most 2 arguments (" +
                             std::to_string(a.args.size() - 1) + " given)");
  const std::string& self = a.args[0].as<BytesObject>()->value;
  std::string table, drop;
  bool mapped = !is_none(a.args[1]);
  if (mapped) {
    table = bytes_like(a.args[1]);
    if (table.size() != 256) raise(exc_ValueError, "translation table must be 256 characters long");
  }
  if (a.args.size() == 3) drop = bytes_like(a.args[2]);
  for (const auto& [k, v] : a.kwargs) {
    if (k != "delete")
      raise(exc_TypeError, "translate() got an unexpected keyword argument '" + k + "'");
    drop = bytes_like(v);
  }
  bool dropped[256] = {};
  for (unsigned char c : drop) dropped[c] = true;
  std::string out;
  out.reserve(self.size());
  for (unsigned char c : self)
    if (!dropped[c]) out += mapped ? table[c] : static_cast<char>(c);
  // An unchanged exact bytes is itself, as in CPython.
  if (is_type(a.args[0], type_bytes) && out == self) return a.args[0];
  return make_bytes(layout_type(a.args[0].type()), std::move(out));
}

Value maketrans(CallArgs& a) {
  if (a.args.size() != 2)
    raise(exc_TypeError, "maketrans expected 2 arguments, got " + std::to_string(a.args.size()));
  std::string from = bytes_like(a.args[0]), to = bytes_like(a.args[1]);
  if (from.size() != to.size()) raise(exc_ValueError, "maketrans arguments must have same length");
  std::string table(256, '\0');
  for (int i = 0; i < 256; ++i) table[i] = static_cast<char>(i);
  for (size_t i = 0; i < from.size(); ++i) table[static_cast<unsigned char>(from[i])] = to[i];
  return make_bytes(type_bytes, std::move(table));
}

} // namespace

void install_bytes_translate(TypeObject* t) {
  t->dict->set_str("translate", make<BuiltinFunctionObject>("translate", translate));
  t->dict->set_str(
      "maketrans",
      make<WrapperObject>(type_staticmethod, make<BuiltinFunctionObject>("maketrans", maketrans)));
}

} // namespace hyexec::interp
