"""ast for hyexec: the node classes of CPython 3.11's grammar (with their
_fields and _attributes), the compile flags, and the helpers that work on
trees (walk, dump, NodeVisitor, NodeTransformer, copy_location...).
parse builds the tree from hyexec's own parser (a `match` statement, its
patterns, is unsupported, named); literal_eval works over it; unparse is
unsupported, named at the call."""

import _hyexec
from _unsupported import function as _unsupported

PyCF_ONLY_AST = 0x400
PyCF_TYPE_COMMENTS = 0x1000
PyCF_ALLOW_TOP_LEVEL_AWAIT = 0x2000

_POSITION = ('lineno', 'col_offset', 'end_lineno', 'end_col_offset')


class AST:
    _fields = ()
    _attributes = ()

    def __init__(self, *args, **kwargs):
        if len(args) > len(self._fields):
            raise TypeError('%s constructor takes at most %d positional argument%s'
                            % (type(self).__name__, len(self._fields),
                               '' if len(self._fields) == 1 else 's'))
        for name, value in zip(self._fields, args):
            setattr(self, name, value)
        for name, value in kwargs.items():
            setattr(self, name, value)


# Each line: a node class, its base, its fields; `*` after the base marks the
# classes whose nodes carry source positions (_attributes).
_GRAMMAR = """
mod AST
Module mod body type_ignores
Interactive mod body
Expression mod body
FunctionType mod argtypes returns
stmt AST*
FunctionDef stmt* name args body decorator_list returns type_comment
AsyncFunctionDef stmt* name args body decorator_list returns type_comment
ClassDef stmt* name bases keywords body decorator_list
Return stmt* value
Delete stmt* targets
Assign stmt* targets value type_comment
AugAssign stmt* target op value
AnnAssign stmt* target annotation value simple
For stmt* target iter body orelse type_comment
AsyncFor stmt* target iter body orelse type_comment
While stmt* test body orelse
If stmt* test body orelse
With stmt* items body type_comment
AsyncWith stmt* items body type_comment
Match stmt* subject cases
Raise stmt* exc cause
Try stmt* body handlers orelse finalbody
TryStar stmt* body handlers orelse finalbody
Assert stmt* test msg
Import stmt* names
ImportFrom stmt* module names level
Global stmt* names
Nonlocal stmt* names
Expr stmt* value
Pass stmt*
Break stmt*
Continue stmt*
expr AST*
BoolOp expr* op values
NamedExpr expr* target value
BinOp expr* left op right
UnaryOp expr* op operand
Lambda expr* args body
IfExp expr* test body orelse
Dict expr* keys values
Set expr* elts
ListComp expr* elt generators
SetComp expr* elt generators
DictComp expr* key value generators
GeneratorExp expr* elt generators
Await expr* value
Yield expr* value
YieldFrom expr* value
Compare expr* left ops comparators
Call expr* func args keywords
FormattedValue expr* value conversion format_spec
JoinedStr expr* values
Constant expr* value kind
Attribute expr* value attr ctx
Subscript expr* value slice ctx
Starred expr* value ctx
Name expr* id ctx
List expr* elts ctx
Tuple expr* elts ctx
Slice expr* lower upper step
expr_context AST
Load expr_context
Store expr_context
Del expr_context
boolop AST
And boolop
Or boolop
operator AST
Add operator
Sub operator
Mult operator
MatMult operator
Div operator
Mod operator
Pow operator
LShift operator
RShift operator
BitOr operator
BitXor operator
BitAnd operator
FloorDiv operator
unaryop AST
Invert unaryop
Not unaryop
UAdd unaryop
USub unaryop
cmpop AST
Eq cmpop
NotEq cmpop
Lt cmpop
LtE cmpop
Gt cmpop
GtE cmpop
Is cmpop
IsNot cmpop
In cmpop
NotIn cmpop
comprehension AST target iter ifs is_async
excepthandler AST*
ExceptHandler excepthandler* type name body
arguments AST posonlyargs args vararg kwonlyargs kw_defaults kwarg defaults
arg AST* arg annotation type_comment
keyword AST* arg value
alias AST* name asname
withitem AST context_expr optional_vars
match_case AST pattern guard body
pattern AST*
MatchValue pattern* value
MatchSingleton pattern* value
MatchSequence pattern* patterns
MatchMapping pattern* keys patterns rest
MatchClass pattern* cls patterns kwd_attrs kwd_patterns
MatchStar pattern* name
MatchAs pattern* pattern name
MatchOr pattern* patterns
type_ignore AST
TypeIgnore type_ignore lineno tag
"""


# The optional fields (`?` in CPython's ASDL): their class attribute is None,
# which an instance without them reads and ast.dump leaves out.
_OPTIONAL = {
    'AnnAssign': ('value',), 'Assert': ('msg',), 'Assign': ('type_comment',),
    'AsyncFor': ('type_comment',), 'AsyncFunctionDef': ('returns', 'type_comment'),
    'AsyncWith': ('type_comment',), 'Constant': ('kind',), 'ExceptHandler': ('type', 'name'),
    'For': ('type_comment',), 'FormattedValue': ('format_spec',),
    'FunctionDef': ('returns', 'type_comment'), 'ImportFrom': ('module', 'level'),
    'MatchAs': ('pattern', 'name'), 'MatchMapping': ('rest',), 'MatchStar': ('name',),
    'Raise': ('exc', 'cause'), 'Return': ('value',), 'Slice': ('lower', 'upper', 'step'),
    'With': ('type_comment',), 'Yield': ('value',), 'alias': ('asname',),
    'arg': ('annotation', 'type_comment'), 'arguments': ('vararg', 'kwarg'),
    'keyword': ('arg',), 'match_case': ('guard',), 'withitem': ('optional_vars',),
}


def _define_nodes():
    made = {'AST': AST}
    for line in _GRAMMAR.strip().splitlines():
        name, base, *fields = line.split()
        positioned = base.endswith('*')
        namespace = {
            '_fields': tuple(fields),
            '_attributes': _POSITION if positioned else (),
            '__match_args__': tuple(fields),
            '__module__': 'ast',
        }
        for field in _OPTIONAL.get(name, ()):
            namespace[field] = None
        cls = type(name, (made[base.rstrip('*')],), namespace)
        made[name] = cls
        globals()[name] = cls


_define_nodes()

# parse's operator and context nodes: one instance per class, as CPython's.
_singletons = {}



def parse(source, filename='<unknown>', mode='exec', *,
          type_comments=False, feature_version=None):
    if type_comments or feature_version is not None:
        _unsupported('ast.parse with type_comments or feature_version')()
    if isinstance(source, AST):
        return source
    if isinstance(source, (bytes, bytearray)):
        source = bytes(source).decode('utf-8')
    return _hyexec.ast_tree(source, filename, mode)


unparse = _unsupported('ast.unparse')


def literal_eval(node_or_string):
    """CPython's literal_eval: the value of a literal (or a tree of one)."""
    if isinstance(node_or_string, str):
        node_or_string = parse(node_or_string.lstrip(" \t"), mode='eval')
    if isinstance(node_or_string, Expression):
        node_or_string = node_or_string.body

    def _raise_malformed_node(node):
        msg = "malformed node or string"
        if lno := getattr(node, 'lineno', None):
            msg += f' on line {lno}'
        raise ValueError(msg + f': {node!r}')

    def _convert_num(node):
        if not isinstance(node, Constant) or type(node.value) not in (int, float, complex):
            _raise_malformed_node(node)
        return node.value

    def _convert_signed_num(node):
        if isinstance(node, UnaryOp) and isinstance(node.op, (UAdd, USub)):
            operand = _convert_num(node.operand)
            if isinstance(node.op, UAdd):
                return + operand
            return - operand
        return _convert_num(node)

    def _convert(node):
        if isinstance(node, Constant):
            return node.value
        elif isinstance(node, Tuple):
            return tuple(map(_convert, node.elts))
        elif isinstance(node, List):
            return list(map(_convert, node.elts))
        elif isinstance(node, Set):
            return set(map(_convert, node.elts))
        elif (isinstance(node, Call) and isinstance(node.func, Name) and
              node.func.id == 'set' and node.args == node.keywords == []):
            return set()
        elif isinstance(node, Dict):
            if len(node.keys) != len(node.values):
                _raise_malformed_node(node)
            return dict(zip(map(_convert, node.keys),
                            map(_convert, node.values)))
        elif isinstance(node, BinOp) and isinstance(node.op, (Add, Sub)):
            left = _convert_signed_num(node.left)
            right = _convert_num(node.right)
            if isinstance(left, (int, float)) and isinstance(right, complex):
                if isinstance(node.op, Add):
                    return left + right
                return left - right
        return _convert_signed_num(node)
    return _convert(node_or_string)


def iter_fields(node):
    for field in node._fields:
        try:
            yield field, getattr(node, field)
        except AttributeError:
            pass


def iter_child_nodes(node):
    for _, value in iter_fields(node):
        if isinstance(value, AST):
            yield value
        elif isinstance(value, list):
            for item in value:
                if isinstance(item, AST):
                    yield item


def walk(node):
    todo = [node]
    while todo:
        node = todo.pop(0)
        todo.extend(iter_child_nodes(node))
        yield node


def copy_location(new_node, old_node):
    for attr in ('lineno', 'col_offset', 'end_lineno', 'end_col_offset'):
        if attr in old_node._attributes and attr in new_node._attributes:
            value = getattr(old_node, attr, None)
            if value is not None or (hasattr(old_node, attr) and attr.startswith('end_')):
                setattr(new_node, attr, value)
    return new_node


def fix_missing_locations(node):
    def fix(node, inherited):
        # A position a node lacks (an end position that is None too) is its
        # parent's; one it has is passed on to its children.
        here = dict(inherited)
        for attr in _POSITION:
            if attr not in node._attributes:
                continue
            value = getattr(node, attr, None)
            missing = value is None if attr.startswith('end_') else not hasattr(node, attr)
            if missing:
                setattr(node, attr, inherited[attr])
            else:
                here[attr] = value
        for child in iter_child_nodes(node):
            fix(child, here)
    fix(node, {'lineno': 1, 'col_offset': 0, 'end_lineno': 1, 'end_col_offset': 0})
    return node


def increment_lineno(node, n=1):
    for child in walk(node):
        if 'lineno' in child._attributes:
            child.lineno = getattr(child, 'lineno', 0) + n
        if 'end_lineno' in child._attributes and getattr(child, 'end_lineno', None) is not None:
            child.end_lineno += n
    return node


def get_docstring(node, clean=True):
    if not isinstance(node, (AsyncFunctionDef, FunctionDef, ClassDef, Module)):
        raise TypeError("%r can't have docstrings" % node.__class__.__name__)
    if not (node.body and isinstance(node.body[0], Expr)):
        return None
    node = node.body[0].value
    if not (isinstance(node, Constant) and isinstance(node.value, str)):
        return None
    if clean:
        import inspect
        return inspect.cleandoc(node.value)
    return node.value


def dump(node, annotate_fields=True, include_attributes=False, *, indent=None):
    if indent is not None and not isinstance(indent, str):
        indent = ' ' * indent

    def render(node, level):
        if indent is not None:
            level += 1
            prefix = '\n' + indent * level
            sep = ',\n' + indent * level
        else:
            prefix = ''
            sep = ', '
        if isinstance(node, AST):
            cls = type(node)
            parts = []
            allsimple = True
            keywords = annotate_fields
            for name in node._fields:
                try:
                    value = getattr(node, name)
                except AttributeError:
                    keywords = True
                    continue
                if value is None and getattr(cls, name, ...) is None:
                    keywords = True
                    continue
                text, simple = render(value, level)
                allsimple = allsimple and simple
                parts.append('%s=%s' % (name, text) if keywords else text)
            if include_attributes and node._attributes:
                for name in node._attributes:
                    try:
                        value = getattr(node, name)
                    except AttributeError:
                        continue
                    if value is None and getattr(cls, name, ...) is None:
                        continue
                    text, simple = render(value, level)
                    allsimple = allsimple and simple
                    parts.append('%s=%s' % (name, text))
            if allsimple and len(parts) <= 3:
                return '%s(%s)' % (cls.__name__, ', '.join(parts)), not parts
            return '%s(%s%s)' % (cls.__name__, prefix, sep.join(parts)), False
        if isinstance(node, list):
            if not node:
                return '[]', True
            return '[%s%s]' % (prefix, sep.join(render(x, level)[0] for x in node)), False
        return repr(node), True

    if not isinstance(node, AST):
        raise TypeError('expected AST, got %r' % node.__class__.__name__)
    return render(node, 0)[0]


class NodeVisitor:
    def visit(self, node):
        return getattr(self, 'visit_' + node.__class__.__name__, self.generic_visit)(node)

    def generic_visit(self, node):
        for _, value in iter_fields(node):
            if isinstance(value, list):
                for item in value:
                    if isinstance(item, AST):
                        self.visit(item)
            elif isinstance(value, AST):
                self.visit(value)


class NodeTransformer(NodeVisitor):
    def generic_visit(self, node):
        for field, old_value in iter_fields(node):
            if isinstance(old_value, list):
                new_values = []
                for value in old_value:
                    if isinstance(value, AST):
                        value = self.visit(value)
                        if value is None:
                            continue
                        if not isinstance(value, AST):
                            new_values.extend(value)
                            continue
                    new_values.append(value)
                old_value[:] = new_values
            elif isinstance(old_value, AST):
                new_node = self.visit(old_value)
                if new_node is None:
                    delattr(node, field)
                else:
                    setattr(node, field, new_node)
        return node
