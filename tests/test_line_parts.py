"""A family's line word ("mini", "medium", "scout") left out of the catalog lookup names another
model: "phi-4-mini" is no Phi-4 (14B), so the answer says first that it does not know it."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.line_parts import lookup_parts
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(Path(__file__).resolve().parent.parent / "knowledge" / "specs")


@pytest.mark.parametrize(
    ("family", "parts", "ident"),
    [
        ("phi", ["4", "mini"], None),
        ("phi", ["4", "instruct"], "phi-4"),
        ("phi", ["3", "mini"], "phi-3-mini"),
        ("llama", ["4", "scout"], "llama-4-scout"),
    ],
)
def test_a_dropped_line_word_finds_nothing(catalog, family, parts, ident):
    assert lookup_parts(catalog.model_names, family, parts) == ident


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("how big is the kv cache for phi-4-mini at 64k", "'phi-4-mini' is not in my catalog"),
        ("phi-4-mini 在 32k 上下文下 kv cache 要多少显存", "模型 'phi-4-mini' 不在我的目录里"),
        ("mistral medium 3 on 2x a100 80gb?", "'mistral medium 3' is not in my catalog"),
    ],
)
def test_a_line_the_catalog_lacks_is_said_unknown_first(advisor, question, said):
    answer = advisor.ask(question)
    assert said in first_line(answer.answer)
    assert not any(c.input.get("model") == "phi-4" for c in answer.tool_calls)


def test_a_dropped_plain_word_keeps_the_model(advisor):
    answer = advisor.ask("phi 4 instruct kv cache at 16k")
    assert answer.kind == "kv_cache"
    assert "Phi-4 (14B) at 16,384 tokens takes 3.4 GB" in first_line(answer.answer)
