#pragma once
/// \file
/// A stand-in (interp/pylib/_mock.py) looked up among the keys of a real
/// dict or set (`t in {token.NAME, token.NUMBER}`, `table[x]`,
/// `table.get(x)`). CPython finds a key by its hash and `==`; a stand-in
/// that has no value yet hashes by identity, so no real key would ever match
/// and the lookup would always miss, whatever the oracle says `x == k` is.
/// On a miss the stand-in is asked `x == k` for the container's first keys
/// in order (the same questions `x == k` written in the program asks), and
/// the lookup takes the first key it equals.

#include "interp/object.h"

namespace hyexec::interp {

/// The key of dict or set `container` that stand-in `item` equals, or null
/// when `item` is no stand-in without a value, or equals none of them.
Value stand_in_key(const Value& container, const Value& item);

} // namespace hyexec::interp
