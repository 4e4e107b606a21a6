"""A named instance type's host figures asked beside a model on its card: the type, then the fit.

"how many vCPUs and how much RAM, and can its card run X" asks two things of one type: what it
is (its vCPUs and RAM, which a bare fit check drops) and whether the model runs on its GPUs.
The type is described first, the model sized on its own cards after it.
"""

from __future__ import annotations

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "vcpus", "fit"),
    [
        (
            "g5.2xlarge: how many vcpus and how much ram, and can its a10g run llama 3 8b?",
            "8 vCPUs; 32 GiB RAM",
            "it runs Llama 3 8B",
        ),
        (
            "g6e.xlarge 几个 vcpu 多少内存，那张 l40s 能跑 qwen2.5 32b 吗",
            "4 个 vCPU；内存 32 GiB",
            "能跑 Qwen2.5-32B",
        ),
        (
            "阿里云 ecs.gn7-c12g1.3xlarge 多少核多少内存？上面那张 A100 跑 70b 行吗",
            "12 个 vCPU；内存 94 GiB",
            "70B 模型",
        ),
    ],
)
def test_the_type_leads_and_the_model_is_sized_on_its_cards(advisor, question, vcpus, fit):
    _, answer, first = turn_of(advisor, question)
    assert answer.kind == "instance"
    assert vcpus in first
    assert fit in answer.answer
    assert any(c.tool == "estimate_memory" for c in answer.tool_calls)


@pytest.mark.parametrize(
    ("question", "figures", "fit"),
    [
        (  # the RAM and cores asked after the noun, a verb between ("内存给了多大，cpu 几核")
            "阿里云 ecs.gn7i-c8g1.2xlarge 内存给了多大，cpu 几核？那张卡跑 qwen2.5 14b 行不行",
            "8 个 vCPU；内存 30 GiB",
            "能跑 Qwen2.5-14B（推理，int4）",
        ),
        (  # the cards' memory together asked ("how much hbm in total across all its gpus")
            "aws p4d.24xlarge: how much hbm in total across all its gpus? want to know if llama"
            " 3.1 405b at fp8 fits",
            "320.0 GB of GPU memory in all",
            "Not Llama 3.1 405B at fp8",
        ),
        (
            "p5.48xlarge total vram? could it hold deepseek v3 in fp8",
            "640.0 GB of GPU memory in all",
            "Not DeepSeek-V3 (671B) at fp8",
        ),
    ],
)
def test_the_types_own_figures_asked_in_other_words_lead(advisor, question, figures, fit):
    _, answer, first = turn_of(advisor, question)
    assert answer.kind == "instance"
    assert figures in first
    assert fit in answer.answer


def test_host_figures_without_a_card_named_do_not_confirm_a_shape(advisor):
    q = parse("how many vcpus does a g5.2xlarge have?", advisor.catalog)
    assert q.confirms_shape is False


def test_a_plain_fit_on_a_type_stays_a_fit_check(advisor):
    _, answer, _ = turn_of(advisor, "can a g5.2xlarge run llama 3 8b?")
    assert answer.kind == "fit_check"
