"""Stated facts win: the card count, modded memory and precision of a "what fits" list, a
list dash that is not a minus sign, a card added in a follow-up.

Phrased apart from the evaluation sets; expected figures come from the fits calculator.
"""

from __future__ import annotations

import pytest

from assistant.calc.fits import fits_hardware
from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import KNOWLEDGE, memory_advisor
from tests.support.advisors import last_answer as _last

CAT = load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "gpu", "count"),
    [
        ("2080ti 魔改 22G x2，能跑多大的模型", "rtx-2080-ti-22gb", 2),
        ("手上 2080 ti modded 22gb ×2, what can I run?", "rtx-2080-ti-22gb", 2),
        ("2080ti 魔改22G 能跑啥", "rtx-2080-ti-22gb", 1),
        ("3090 24g ×3 which models fit", "rtx-3090", 3),
    ],
)
def test_modded_memory_and_count_after_it(text, gpu, count):
    query = parse(text, CAT)
    assert [(g.gpu_id, g.count) for g in query.gpus] == [(gpu, count)]


@pytest.mark.parametrize(
    ("text", "precision", "group"),
    [
        ("单张 L20 48G 哪些模型能 fp16 不量化跑", "fp16", "bf16"),
        ("a6000 48gb, which llms run at q8 with room to spare?", "q8_0", "q8_0"),
        ("两张3090 int4 最大能跑多大的模型", "int4", "q4_k_m"),
        ("what models fit on 8x h100 at fp8", "fp8", "fp8"),
    ],
)
def test_stated_precision_leads_the_list(advisor, text, precision, group):
    query = parse(text, CAT)
    assert query.precision == precision
    ask = query.gpus[0]
    out = fits_hardware(
        CAT.models.values(), CAT.gpus[ask.gpu_id], ask.count, precision=query.precision
    )
    assert out.lead is not None and out.by_precision[0].precision == group
    assert out.lead in out.by_precision[0].rows
    answer = _last(advisor, text)
    assert answer.kind == "fits_hardware"
    line = first_line(answer.answer)
    assert out.lead.model_name in line and f"{ask.count} ×" in line


def test_precision_unstated_keeps_the_lead_over_all_groups():
    out = fits_hardware(CAT.models.values(), CAT.gpus["rtx-4090"], 1)
    stated = fits_hardware(CAT.models.values(), CAT.gpus["rtx-4090"], 1, precision="bf16")
    assert out.lead is not None and stated.lead is not None
    assert stated.lead.params_b < out.lead.params_b


@pytest.mark.parametrize(
    ("turns", "count"),
    [
        (("3090能跑什么模型", "再塞一张同样的呢"), 2),
        (("4060ti 16g能跑哪些模型", "再插一张一样的呢，凑32G"), 2),
        (("4090能跑哪些模型", "再插两张呢"), 3),
    ],
)
def test_card_added_in_a_follow_up(advisor, turns, count):
    answer = _last(advisor, *turns)
    assert answer.kind == "fits_hardware"
    assert f"{count} ×" in first_line(answer.answer)


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("g5.12xlarge - 4x a10g right? total vram?", 4),
        ("p4d.24xlarge - 8x a100 40g, how much vram in all", 8),
        ("g5.12xlarge - 4张 A10G 吧？总显存多少", 4),
        # a doubled dash is a separator too, before a count of cards of any name
        ("p3.8xlarge -- 4 V100s in there, how much GPU memory altogether?", 4),
        ("a2-highgpu-8g -- 8 张 A100 吧？加起来多少显存", 8),
    ],
)
def test_list_dash_is_not_a_minus(advisor, text, count):
    answer = _last(advisor, text)
    line = first_line(answer.answer)
    assert "makes no sense" not in line and "不合理" not in line
    assert f"{count} ×" in line or f"{count} 张" in line


@pytest.mark.parametrize("text", ["用-2张4090跑8B", "-2x 4090 run llama 8b?", "I have -3 gpus"])
def test_a_minus_count_still_refused(advisor, text):
    line = first_line(_last(advisor, text).answer)
    assert "makes no sense" in line or "不合理" in line


@pytest.mark.parametrize(
    "text",
    [
        "三张3090都没桥，跑70b int4 够吗",
        "2x 3090 without nvlink, can they run llama 3.3 70b at q4?",
        "两张4090没有nvlink，跑qwen2.5 72b int4行吗",
        "4x a6000 no bridge, what's the biggest model I can run",
    ],
)
def test_no_bridge_is_echoed(advisor, text):
    assert parse(text, CAT).no_nvlink
    answer = _last(advisor, text)
    assert any("NVLink" in a for a in answer.assumptions)


def test_bridge_not_denied_is_not_echoed():
    assert not parse("2x 3090 with an nvlink bridge, run 70b at q4?", CAT).no_nvlink


@pytest.mark.parametrize(
    ("text", "word", "verdict"),
    [
        ("8 卡 H100 的服务器，机柜只有 10kW，塞得进去吗", "放不下", "no"),
        ("rack of 10kW, can it take an 8x H100 server?", "No", "no"),
        ("our rack is 15 kw, can it take an 8x h200 box", "Yes", "yes"),
        ("4张4090 的机器放进 3kW 的机柜可以吗", "放得下", "yes"),
    ],
)
def test_power_budget_answered_yes_or_no_first(advisor, text, word, verdict):
    assert parse(text, CAT).power_ask == "budget"
    answer = _last(advisor, text)
    line = first_line(answer.answer)
    assert answer.kind == "power" and answer.verdict == verdict
    assert line.lstrip("*").startswith(word) and "kW" in line


@pytest.mark.parametrize(
    ("text", "watts"),
    [
        ("can a 750w sfx psu handle a 5070 ti?", 750),
        ("我的 650w 金牌电源带 4070 super 行不行", 650),
        ("is a 600w sfx-l psu ok for a 4080 super", 600),
    ],
)
def test_psu_with_its_form_factor_is_checked(advisor, text, watts):
    query = parse(text, CAT)
    assert query.power_ask == "psu_check" and query.psu_stated_w == watts
    answer = _last(advisor, text)
    assert answer.verdict in ("yes", "no") and f"{watts} W" in first_line(answer.answer)


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("command r plus (104b) 能在两张 a6000 上 int4 跑吗", 104),
        ("will grok 1 (314b) fit on 8x h100 in fp8?", 314),
        ("does mistral large 2411, 123b params, fit on 4x 4060 ti 16gb at q4", 123),
    ],
)
def test_unlisted_model_with_its_size_is_sized_generic(advisor, text, size):
    query = parse(text, CAT)
    assert query.params_b == size
    assert [p.kind for p in query.problems] == ["generic_model"]
    answer = _last(advisor, text)
    line = first_line(answer.answer)
    assert answer.verdict in ("yes", "no", "conditional")
    assert "catalog" not in line and "目录" not in line
    assert f"{size}B" in answer.answer


@pytest.mark.parametrize(
    "text",
    ["mistral nemo 12b at q8 on my 3060 12gb, fits?", "mistral nemo 12b 在 3060 上 q8 能跑吗"],
)
def test_size_in_an_unlisted_name_stays_not_covered(text):
    assert [p.kind for p in parse(text, CAT).problems] == ["unlisted_model"]
