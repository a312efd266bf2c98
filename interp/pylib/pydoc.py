"""pydoc for hyexec: the module imports (code that documents objects only
some of the time runs); rendering documentation is unsupported, named at the
call."""

from _unsupported import function as _unsupported

__all__ = ['help']

help = _unsupported('pydoc.help')
doc = _unsupported('pydoc.doc')
render_doc = _unsupported('pydoc.render_doc')
describe = _unsupported('pydoc.describe')
getdoc = _unsupported('pydoc.getdoc')
plain = _unsupported('pydoc.plain')
Helper = _unsupported('pydoc.Helper')
TextDoc = _unsupported('pydoc.TextDoc')
HTMLDoc = _unsupported('pydoc.HTMLDoc')
