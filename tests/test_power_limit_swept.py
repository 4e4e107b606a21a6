"""A power limit or undervolt asked with no figure: common limits swept, the sweet spot first.

"How much speed do I lose if I power limit my 4090?" names no watts, so 90%, 80%, 70% and 60%
of the board power are each sized by the power calculator; the first line gives the deepest
limit that keeps at least 97% of token generation, and a table gives every limit tried.
"""

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("undervolting my 4090 for ollama, what does it cost me in t/s?", "**About 3% of"),
        ("4090 想限一下功耗跑大模型，速度会掉多少", "**限到 70%"),
    ],
)
def test_the_sweet_spot_leads_and_every_limit_is_tabled(advisor, question, opening):
    answer = advisor.ask(question)
    assert answer.kind == "power"
    first = answer.answer.splitlines()[0]
    assert first.startswith(opening) and "315 W" in first
    limits = [c.input["power_limit_w"] for c in answer.tool_calls if c.tool == "estimate_power"]
    assert limits == [405, 360, 315, 270]  # 90/80/70/60% of 450 W
    assert "| 60% | 270 W | 95% | 65% | 180 W |" in answer.answer


def test_a_stated_limit_is_not_swept(advisor):
    answer = advisor.ask("power limit my 3090 to 250w, how much slower does llama.cpp get?")
    limits = [c.input["power_limit_w"] for c in answer.tool_calls if c.tool == "estimate_power"]
    assert limits == [250.0]


def test_a_psu_asked_beside_a_limit_word_stays_a_psu(advisor):
    query = parse("what psu if i undervolt two 3090s", advisor.catalog)
    assert query.power_ask == "psu"
