"""A maker asked for in an image/speech/vision card pick ("AMD only", "只用 A 卡"): its cards only.

The LLM pick already kept to the maker named; the workload pick weighed every card and answered
with a GeForce card to someone who ruled NVIDIA out.
"""

from __future__ import annotations

import pytest

from tests.support.advisors import first_line, last_answer, memory_advisor, tool_call


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "maker"),
    [
        ("radeon only please — which card for comfyui sdxl renders?", "AMD"),
        ("只考虑 A 卡，跑 whisper large-v3 转写买哪张", "AMD"),
        ("best apple machine for stable diffusion xl", "Apple"),
    ],
    ids=["en-amd", "zh-amd", "en-apple"],
)
def test_the_pick_is_a_card_of_the_maker_asked(advisor, question: str, maker: str) -> None:
    answer = last_answer(advisor, question)
    assert answer.kind == "workload_pick"
    pick = tool_call(answer, "recommend_workload_gpu")
    weighed = {advisor.catalog.gpus[g].vendor for g in pick.input["gpus"]}
    assert weighed == {maker}
    best = pick.result.best.gpu_id
    assert advisor.catalog.gpus[best].vendor == maker
    assert advisor.catalog.gpus[best].name.split(" (")[0] in first_line(answer)


def test_no_maker_named_weighs_every_card(advisor) -> None:
    answer = last_answer(advisor, "which card for comfyui sdxl renders, cheapest that works")
    pick = tool_call(answer, "recommend_workload_gpu")
    assert not pick.input.get("gpus")
    assert "GeForce" in first_line(answer) or "RTX" in first_line(answer)
