"""A GPU count said with no card in one turn is kept by a follow-up that names none.

"8卡训练…DDP 和 TP" then "那 pipeline parallel 呢": still the eight cards; a follow-up that
says its own count replaces it. Phrased apart from the evaluation sets.
"""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _query(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1].query


@pytest.mark.parametrize(
    ("turns", "count"),
    [
        (("4卡训练时 ZeRO-2 和 ZeRO-3 怎么选", "那 FSDP 呢"), 4),
        (("with 8 GPUs, when is tensor parallel better than DDP?", "and pipeline parallel?"), 8),
        (("8卡训练的时候数据并行怎么做", "那换成 16 卡呢"), 16),
    ],
)
def test_bare_count_carried(advisor, turns, count):
    assert _query(advisor, *turns).bare_count == count


def test_count_echoed_in_the_follow_up(advisor):
    answer = advisor.converse(["4卡训练时 ZeRO-2 和 ZeRO-3 怎么选", "那 FSDP 呢"]).turns[-1].answer
    assert any("4 张卡" in a for a in answer.assumptions) or "4 张" in answer.answer


@pytest.mark.parametrize(
    ("first", "correction", "count"),
    [
        ("两张3090能跑qwen2.5 72b q4吗", "不对，是三张", 3),
        ("4张4090能不能全参微调qwen2.5 7b", "错了，应该是8张", 8),
        ("two 3090s enough for llama 3.3 70b at q4?", "no wait, 3 cards", 3),
    ],
)
def test_a_count_corrected_in_a_follow_up_replaces_the_count(first, correction, count):
    from tests.support.advisors import memory_advisor

    answer = memory_advisor().converse([first, correction]).turns[-1].answer
    assert answer.tool_calls[0].input["count"] == count
    assert answer.kind == "fit_check"
