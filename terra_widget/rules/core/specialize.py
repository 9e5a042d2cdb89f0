"""One source, compiled twice: the flat core's transition (``flat_play.steps``) once as it
is written, for the typed face, and once more with the face's hooks taken out, for
simulations and the risk meter.

The transition tests ``face is not None`` and ``log is not None`` (the typed face's
stops and event log) about eight times a turn; a simulation, which has neither, pays
for each test tens of millions of times. Rather than a second copy of the loop -- every
rule would then be written twice -- ``without`` reads the function's own source, binds
the named local variables to None, removes the branches that this decides (``if``, ``while``,
``and``), and compiles the result at the same file and lines. Nothing else changes:
each rule is still written once, in ``flat_play.py``. Where the source cannot be read
(a build without ``.py`` files), the function is used as it is, only slower.
"""

from __future__ import annotations

import ast
import inspect
import textwrap


class _Fold(ast.NodeTransformer):
    """``name is not None`` / ``name is None`` for the names bound to None, and what
    that decides."""

    def __init__(self, names: frozenset[str]):
        self.names = names

    def visit_Compare(self, node: ast.Compare) -> ast.AST:
        self.generic_visit(node)
        if (isinstance(node.left, ast.Name) and node.left.id in self.names
                and len(node.ops) == 1 and isinstance(node.ops[0], (ast.Is, ast.IsNot))
                and isinstance(node.comparators[0], ast.Constant)
                and node.comparators[0].value is None):
            return ast.copy_location(ast.Constant(isinstance(node.ops[0], ast.Is)), node)
        return node

    def visit_BoolOp(self, node: ast.BoolOp) -> ast.AST:
        self.generic_visit(node)
        first = node.values[0]
        if (isinstance(node.op, ast.And) and isinstance(first, ast.Constant)
                and first.value is False):  # short-circuits before anything else runs
            return first
        return node

    def _branch(self, node):
        self.generic_visit(node)
        test = node.test
        if not isinstance(test, ast.Constant) or isinstance(node, ast.While) and test.value:
            return node  # (``while True``: the loop itself, left as written)
        if test.value:
            return node.body
        return node.orelse or None  # nothing left: the statement goes

    visit_If = visit_While = _branch

    def generic_visit(self, node):
        super().generic_visit(node)
        if isinstance(getattr(node, "body", None), list) and not node.body:
            node.body = [ast.Pass()]  # a block left empty still needs a statement
        return node


def without(fn, names: tuple[str, ...]):
    """``fn`` compiled again with the local variables ``names`` taken as None and the
    branches that this decides removed (see the module docstring); ``fn`` itself if its source
    cannot be read."""
    try:
        source = textwrap.dedent(inspect.getsource(fn))
        filename = inspect.getsourcefile(fn)
    except (OSError, TypeError):
        return fn
    tree = ast.parse(source)
    ast.increment_lineno(tree, fn.__code__.co_firstlineno - 1)
    tree = ast.fix_missing_locations(_Fold(frozenset(names)).visit(tree))
    # (compiled under this module's ``from __future__ import annotations``, as the source
    # is: ``compile`` inherits it)
    code = compile(tree, filename or "<specialized>", "exec")
    space: dict = {}
    exec(code, fn.__globals__, space)  # noqa: S102 -- the package's own source
    made = space[fn.__name__]
    made.__qualname__ = fn.__qualname__
    made.__module__ = fn.__module__
    return made


__all__ = ["without"]
