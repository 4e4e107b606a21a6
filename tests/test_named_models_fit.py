"""Several models named on one's cards: which of them fit, not the fit of the first."""

from __future__ import annotations

import pytest

from assistant.calc.fits import fits_hardware
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import last_answer, memory_advisor
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def catalog():
    return bundled_toolbox().catalog


def test_every_model_named_is_read_in_order(catalog) -> None:
    q = parse(
        "which of these run on my 2x 3090: qwen2.5 72b? llama 3.3 70b? mixtral 8x22b?", catalog
    )
    assert q.model_ids == ["qwen2.5-72b", "llama-3.3-70b", "mixtral-8x22b"]
    assert q.model_id == "qwen2.5-72b" and q.asks_which_of and q.models_named == 3
    one = parse("can I run llama 3 8b on a 3060", catalog)
    assert one.model_ids == ["llama-3-8b"] and not one.asks_which_of


def test_models_of_about_one_size_are_each_sized_when_named(catalog) -> None:
    named = [catalog.model(m) for m in ("qwen2.5-72b", "llama-3.3-70b")]
    out = fits_hardware(named, catalog.gpu("rtx-3090"), 2, every_model=True)
    q4 = next(g for g in out.by_precision if "q4" in g.precision.lower())
    assert {r.model_id for r in q4.rows} == {"qwen2.5-72b", "llama-3.3-70b"}
    # one per size otherwise: the catalog listing keeps variety
    listed = fits_hardware(named, catalog.gpu("rtx-3090"), 2)
    q4_listed = next(g for g in listed.by_precision if "q4" in g.precision.lower())
    assert len(q4_listed.rows) == 1


@pytest.mark.parametrize(
    ("question", "named", "lead"),
    [
        ("which of these run on my 2x 3090: qwen2.5 72b? llama 3.3 70b? mixtral 8x22b?",
         ["qwen2.5-72b", "llama-3.3-70b", "mixtral-8x22b"], "Llama 3.3 70B"),
        ("8 张 H100，deepseek v3、kimi k2、glm 4.5 哪些能用 fp8 跑起来",
         ["deepseek-v3", "kimi-k2", "glm-4.5"], "GLM-4.5"),
        ("两张 4090，qwen3 32b 和 llama 3.3 70b 哪个能跑", ["qwen3-32b", "llama-3.3-70b"],
         "Llama 3.3 70B"),
    ],
)  # fmt: skip
def test_the_answer_names_the_biggest_named_model_that_fits(question, named, lead) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "fits_hardware"
    call = answer.tool_calls[0]
    assert call.tool == "fits_hardware" and call.input["models"] == named
    line = first_line(answer.answer)
    assert lead in line and ("you named" in line or "你提到的模型" in line)


def test_a_named_model_that_fits_nowhere_is_said() -> None:
    answer = last_answer(
        memory_advisor(), "which of these run on my 2x 3090: qwen2.5 72b? mixtral 8x22b?"
    )
    assert "Of the models you named, Mixtral 8x22B fits 2 × RTX 3090 at none" in answer.answer
