# dis imports with CPython's opcode tables (its bytecode functions are
# unsupported in hyexec, which compiles no bytecode).
import dis

print(dis.opname[dis.opmap['LOAD_CONST']], dis.opmap['RETURN_VALUE'], dis.HAVE_ARGUMENT)
print(dis.cmp_op, dis.EXTENDED_ARG, dis.hasconst)
print(sorted(name for name in dis.opmap if name.startswith('BINARY'))[:3])
