import ast
from pathlib import Path

import assistant

INIT = Path(assistant.__file__)


def test_all_lists_exactly_the_public_names():
    tree = ast.parse(INIT.read_text(encoding="utf-8"))
    imported = {
        alias.asname or alias.name
        for node in tree.body
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("assistant.")
        for alias in node.names
    }
    lazy = {"Advisor", "QueryOverrides", "get_advisor"}
    functions = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)} - {"__getattr__"}
    assert set(assistant.__all__) == imported | lazy | functions
    assert len(assistant.__all__) == len(set(assistant.__all__))


def test_every_public_name_resolves_and_has_a_docstring():
    for name in assistant.__all__:
        obj = getattr(assistant, name)
        assert obj.__doc__, name


def test_lazy_names_load_on_demand():
    from assistant.advisor import Advisor

    assert assistant.Advisor is Advisor
