"""Verify questions asked as themselves; a doubted report on a fit question stays a fit.

What the machine shows set against what was sold ("the same card?"), a card feared to be
flashed or passed off ("有什么办法验一下"), a modded card judged ("a faulty mod?") are
verify questions. Doubting someone else's report of a run is not: the fit is still asked.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import Catalog
from assistant.question.parsing import parse
from assistant.question.troubleshoot import route_task
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return memory_advisor().catalog


@pytest.mark.parametrize(
    "text",
    [
        "the 'A100 SXM' box I rented lists A100 PCIe in nvidia-smi, support insists it is "
        "the same card. right?",
        "闲鱼收的3090，担心是矿卡翻新的，有什么办法验一下",
        "拼多多买的 4080，怕是 4070ti 刷 bios 冒充，咋判断",
        "my 4090 48gb mod throws errors once I go past 24gb, is it a faulty mod?",
    ],
)
def test_checks_of_the_card_itself_are_verify(catalog: Catalog, text: str) -> None:
    query = route_task(parse(text, catalog), catalog)
    assert query.task == "troubleshoot"
    assert query.trouble == "verify"


@pytest.mark.parametrize(
    "text",
    [
        "看知乎有人说 4090 能跑 qwen2.5 72b q4，不知道真假，24g 真的放得下吗",
        "抖音上有博主晒了 3060 12g 跑 llama 3 8b fp16，是真是假，能跑吗",
    ],
)
def test_a_doubted_report_on_a_fit_question_stays_a_fit(catalog: Catalog, text: str) -> None:
    query = route_task(parse(text, catalog), catalog)
    assert query.trouble != "verify"
    assert query.intent == "fit_check"


@pytest.mark.parametrize(
    "text",
    [
        "how do i use nccl-tests to see if the links between my cards are ok",
        "how can I run nccl-tests to check the links between my GPUs",
        "怎么用 nccl-tests 测一下机器里几张卡之间的带宽",
    ],
)
def test_a_named_interconnect_test_is_quoted_with_no_count_said(text: str) -> None:
    assert "all_reduce_perf" in memory_advisor().ask(text).answer


def test_one_card_said_gets_no_interconnect_test() -> None:
    answer = memory_advisor().ask("rented a single 4090 on a marketplace, how do i check it's real")
    assert answer.kind == "verify"
    assert "all_reduce_perf" not in answer.answer
