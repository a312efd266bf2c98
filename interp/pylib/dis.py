"""dis for hyexec: the module imports, with CPython 3.11's opcode tables
(from CPython's own opcode module); hyexec runs a program over its control-
flow graph and compiles no bytecode, so everything that reads or prints
bytecode (dis, get_instructions, Bytecode, code_info...) is unsupported,
named at the call."""

from _unsupported import function as _unsupported
from opcode import (EXTENDED_ARG, HAVE_ARGUMENT, cmp_op, hascompare, hasconst, hasfree,
                    hasjabs, hasjrel, haslocal, hasname, hasnargs, opmap, opname)

__all__ = ['code_info', 'dis', 'disassemble', 'distb', 'disco', 'findlinestarts', 'findlabels',
           'show_code', 'get_instructions', 'Instruction', 'Bytecode', 'cmp_op', 'hasconst',
           'hasname', 'hasjrel', 'hasjabs', 'haslocal', 'hascompare', 'hasfree', 'opname',
           'opmap', 'HAVE_ARGUMENT', 'EXTENDED_ARG', 'hasnargs']

code_info = _unsupported('dis.code_info')
dis = _unsupported('dis.dis')
disassemble = disco = _unsupported('dis.disassemble')
distb = _unsupported('dis.distb')
findlinestarts = _unsupported('dis.findlinestarts')
findlabels = _unsupported('dis.findlabels')
show_code = _unsupported('dis.show_code')
get_instructions = _unsupported('dis.get_instructions')
Instruction = _unsupported('dis.Instruction')
Bytecode = _unsupported('dis.Bytecode')
