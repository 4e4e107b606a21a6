"""Verify answers that keep what was read and stated, and lead with yes or no.

Mechanisms: the power limit of an ``nvidia-smi`` row pasted cut down to name, memory and cap
("`NVIDIA L4 | 23034MiB | 72W`") is judged beside the memory, and against both cards when the
machine shows another card than the one sold; the provider is named to the reader (a tool's key
"vast" is not "Vast.ai"), and so is the speech or image job run; an instance type whose machine
is read and doubted is a check of the type's own card, not a look-up of the type; a card's model
number ("A10G") is no memory reading; a sibling's doubt reads the row's cap; a total above the
card's is a misread, and an AMD card's reading is judged before ROCm's tools are named.
"""

from __future__ import annotations

import pytest

from assistant.question.pasted_limit import row_limit_w
from assistant.question.readings import memory_reading
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _ask(advisor, *turns: str):
    return advisor.converse(list(turns)).turns[-1].answer


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


def _tool(answer, name: str):
    return next((c for c in answer.tool_calls if c.tool == name), None)


def _said(answer) -> str:
    return "\n".join([answer.answer, *answer.assumptions])


@pytest.mark.parametrize(
    ("text", "watts"),
    [
        ("`NVIDIA L4 | 23034MiB | 72W`", 72.0),
        ("Tesla V100 32510MiB 250W", 250.0),
        ("smi: 81920MiB, cap `300W`", 300.0),
        ("显示 `NVIDIA A40 | 46068MiB | 300W`", 300.0),
        ("| 72%  87C  P2  201W / 450W | 20311MiB / 24564MiB |", 450.0),
    ],
)
def test_a_pasted_rows_cap_is_read(text: str, watts: float) -> None:
    assert row_limit_w(text) == watts


def test_a_draw_over_its_cap_is_no_limit_read_after_the_memory() -> None:
    assert row_limit_w("20311MiB / 24564MiB 201W / 450W") is None


def test_a_rows_cap_is_judged_beside_the_memory(advisor) -> None:
    answer = _ask(
        advisor,
        "rented an L4 on Lambda, nvidia-smi row `NVIDIA L4 | 23034MiB | 72W`. is 23034MiB right?",
    )
    assert answer.kind == "verify" and answer.verdict == "yes"
    assert _tool(answer, "check_power_reading").input["watts"] == 72.0
    assert "The 72 W power limit is right too: the L4's default is 72 W." in answer.answer


def test_a_rows_cap_is_judged_in_chinese(advisor) -> None:
    answer = _ask(
        advisor, "闲鱼收的 3090，截图 `NVIDIA GeForce RTX 3090 | 24576MiB | 350W`，显存对吗"
    )
    assert answer.kind == "verify"
    assert "功耗上限 350 W 也正常：RTX 3090 的默认上限是 350 W" in answer.answer


def test_the_cap_beside_another_card_points_to_the_card_shown(advisor) -> None:
    answer = _ask(
        advisor,
        "paid for an A100 SXM on Vast.ai, smi shows `NVIDIA A100 80GB PCIe` with 81920MiB,"
        " cap 300W. did i get the pcie one?",
    )
    assert answer.kind == "verify" and answer.verdict == "no"
    assert "is the A100 PCIe 80GB's rated 300 W (the A100 SXM4 80GB's is 400 W)" in answer.answer
    assert "Vast.ai" in _said(answer)  # the provider named as the reader knows it


def test_the_speech_job_run_is_kept(advisor) -> None:
    answer = _ask(
        advisor, "恒源云 A10 跑 whisper large-v3 很慢，nvidia-smi 显存 23028MiB，这卡正常吗"
    )
    assert answer.kind == "verify" and _first(answer).startswith("**是的")
    assert "Whisper large-v3" in _said(answer)


def test_a_type_read_and_doubted_is_its_cards_check(advisor) -> None:
    answer = _ask(
        advisor,
        "lambda gpu_1x_h100_pcie: smi shows H100 PCIe 81559MiB, 350W cap."
        " that's correct for this instance?",
    )
    assert answer.kind == "verify" and answer.verdict == "yes"
    assert _tool(answer, "check_memory_reading").input["gpu"] == "h100-pcie"
    assert "The 350 W power limit is right too" in answer.answer


def test_a_type_whose_card_is_named_otherwise_checks_the_types_card(advisor) -> None:
    answer = _ask(
        advisor,
        "AWS p4de.24xlarge: nvidia-smi lists `NVIDIA A100-SXM4-80GB` 81920MiB per gpu."
        " did I get something different from what p4de has?",
    )
    assert answer.kind == "verify"
    assert _tool(answer, "check_memory_reading").input["gpu"] == "a100-80gb-sxm"


def test_a_cards_model_number_is_no_memory_reading() -> None:
    reading = memory_reading("AWS g5.xlarge: nvidia-smi shows `NVIDIA A10G` 23028MiB. right?")
    assert reading is not None and reading.value == 23028.0 and reading.unit == "MiB"
    eight = memory_reading("nvidia-smi shows 8x80GB")
    assert eight is not None and eight.value == 80.0


def test_a_siblings_doubt_reads_the_rows_cap(advisor) -> None:
    answer = _ask(
        advisor,
        "恒源云租的 4090，`NVIDIA GeForce RTX 4090 | 24564MiB | 450W`，"
        "训练比别人慢，是不是给了 4090D",
    )
    assert answer.kind == "verify" and answer.verdict == "no"
    assert _first(answer).startswith("**不是 RTX 4090 D")


def test_a_total_above_the_card_is_a_misread_and_amd_is_judged_first(advisor) -> None:
    answer = _ask(
        advisor,
        "MI300X from a neocloud: rocm-smi reports VRAM total 196.0 GiB? we paid for 192GB."
        " is that the same thing?",
    )
    assert answer.kind == "verify" and answer.verdict == "no"
    assert "more than the" in _first(answer) and "misread" in _first(answer)
    assert "ROCm" in answer.answer


def test_the_one_price_of_a_card_bought_is_its_offer() -> None:
    from assistant.question.card_offer import card_offer_said
    from assistant.question.parsing import parse
    from tests.support.advisors import memory_advisor as advisor_for

    catalog = advisor_for().catalog
    text = "有人卖 5090，截图 `NVIDIA GeForce RTX 5090 | 32607MiB | 575W`，1.9w 包邮，靠谱吗"
    query = parse(text, catalog)
    assert card_offer_said(text.lower(), query.gpus) == {"card_offer": {"rtx-5090": 19000.0}}


def test_a_pairs_price_is_said_beside_each_cards(advisor) -> None:
    answer = _ask(
        advisor,
        "picked up 2x used 3090 FE for $1,400 total off ebay. what should I run to check"
        " they aren't worn out from mining?",
    )
    assert answer.kind == "verify"
    assert "($1,400 for the 2)" in answer.answer and "$700" in answer.answer


def test_a_used_cards_price_keeps_what_a_genuine_one_reads(advisor) -> None:
    answer = _ask(advisor, "闲鱼收了张 A6000，卖家说是工作站拆机，2.1w，到手该怎么验？")
    assert answer.kind == "verify"
    assert "¥21,000" in answer.answer
    assert "真正的 RTX A6000" in answer.answer  # the genuine card's readings stay


def test_a_hot_card_held_under_its_limit_is_throttling(advisor) -> None:
    answer = _ask(
        advisor,
        "rented a 4090 on runpod: temp 88C, P2, 300W / 450W, training runs at half the speed"
        " of benchmarks. is it the host's cooling?",
    )
    assert answer.kind == "verify" and answer.verdict == "yes"
    first = _first(answer)
    assert first.startswith("**Yes") and "300 W of its 450 W limit" in first
    assert "rated board power (450 W)" in answer.answer


def test_a_hot_card_capped_below_its_rating_is_said_capped(advisor) -> None:
    answer = _ask(advisor, "租的 4090 温度 86 度，功耗 250W / 350W，跑得比别人慢一半，是散热问题吗")
    assert answer.kind == "verify" and answer.verdict == "yes"
    assert "低于 RTX 4090 的额定板卡功耗 450 W" in answer.answer


def test_ones_own_hot_card_is_still_troubleshot(advisor) -> None:
    answer = _ask(
        advisor,
        "my 4090 in a small case: 86C, P2, 210W / 450W, tok/s fell from 40 to 20. is it the"
        " cooling?",
    )
    assert answer.kind == "troubleshoot"
