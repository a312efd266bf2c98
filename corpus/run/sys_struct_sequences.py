# sys.version_info, float_info, int_info, hash_info and flags are struct
# sequences: tuples whose items are also named attributes.
import sys
print(sys.version_info.major, sys.version_info >= (3, 8), sys.version_info[:2], sys.version_info)
print(sys.float_info.max, sys.float_info.epsilon, sys.float_info.mant_dig, sys.float_info)
print(type(sys.float_info), isinstance(sys.float_info, tuple), len(sys.float_info))
print(sys.flags.optimize, sys.int_info, sys.hash_info.modulus)
major, minor, *_ = sys.version_info
print(major, minor, sys.version_info == (3, 11, 7, 'final', 0))
