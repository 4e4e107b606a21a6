"""Readings from the fresh41 misses (power, KV cache, spec lookups, troubleshooting, concepts).

A PSU named by its model line (its wattage in the name); a box's draw asked with a hedge
("功耗大概多少", "报几千瓦"); a spec figure checked with "是不是", asked by its unit, left bare
("带宽呢") or two sizes set side by side with "到底是"; a card's sheet asked after two cards were
weighed; "试了，报 …" continuing the turn before; a gap's cause asked as "差距从哪来"; one cause
put up to be weighed ("is that the whole reason"); sequences counted beside the bare word cache.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from assistant.question.psu_named import named_psu_watts
from tests.support.advisors import memory_advisor, turn_of

CAT = load_catalog()


@pytest.mark.parametrize(
    ("text", "watts"),
    [
        ("corsair hx1500i", 1500.0),
        ("a seasonic focus gx-850 gold", 850.0),
        ("prime tx-1600", 1600.0),
        ("my rm750e", 750.0),
        ("will a seasonic 1000w run two 3090s", 1000.0),
        ("我那个 850w 金牌电源带 4090", 850.0),
        ("ryzen ai 9 hx 370 laptop", None),  # a CPU, not a PSU
        ("rtx 4090 and gtx 1080", None),
        ("a 300w limit run on each card", None),  # no maker, grade or psu beside the watts
    ],
)
def test_a_psu_named_by_its_model_line_states_its_watts(text: str, watts: float | None) -> None:
    assert named_psu_watts(text) == watts


@pytest.mark.parametrize(
    ("text", "watts", "enough"),
    [
        ("is an hx1200i going to handle a 5090 with a 9950x?", 1200.0, True),
        ("planning an rm750e for a 4090 and a 13900k, ok?", 750.0, False),
        ("海盗船 rm850x 能带 5090 加 9800x3d 吗", 850.0, False),
    ],
)
def test_a_psu_model_is_checked_against_the_build(text: str, watts: float, enough: bool) -> None:
    query, answer, first = turn_of(memory_advisor(), text)
    assert query.power_ask == "psu_check" and query.psu_stated_w == watts
    assert answer.kind == "power" and answer.verdict == ("yes" if enough else "no")
    assert f"{watts:,.0f} W" in first


@pytest.mark.parametrize(
    "text",
    ["两张 a100 的工作站功耗大约多少", "4 卡 l40s 服务器要报几千瓦的电", "这台整机功耗大致是多少"],
)
def test_a_box_draw_asked_with_a_hedge_is_a_draw(text: str) -> None:
    query = parse(text, CAT)
    assert query.power_ask == "draw"


def test_a_follow_up_asks_the_draw_of_the_box_before() -> None:
    turns = ["4 张 a100 跑 qwen2.5 72b 给 30 个人用够吗", "那这台机器功耗大约多少，要报几千瓦"]
    answer = memory_advisor().converse(turns).turns[-1].answer
    assert answer.kind == "power"
    call = next(c for c in answer.tool_calls if c.tool == "estimate_power")
    assert call.input["gpu"] == "a100-sxm-80gb" or call.input["gpu"].startswith("a100")
    assert call.input["count"] == 4
    assert " W" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("text", "fields"),
    [
        ("h100 pcie 的带宽是不是 2tb/s？功耗呢", {"bandwidth"}),
        ("is the h200 141gb per card? and what's the tb/s figure", {"memory", "bandwidth"}),
        ("mi300x 到底是 192g 还是 190 多 g？带宽呢", {"memory", "bandwidth"}),
        ("l40s: is it 48 gb per card? and the bandwidth?", {"memory", "bandwidth"}),
    ],
)
def test_spec_figures_checked_or_left_bare_are_asked(text: str, fields: set[str]) -> None:
    query = parse(text, CAT)
    assert fields <= set(query.spec_fields)
    _, answer, first = turn_of(memory_advisor(), text)
    assert answer.kind == "catalog"
    assert "GB" in first


def test_two_sizes_set_side_by_side_are_no_why() -> None:
    assert not parse("h20 的显存到底是 96g 还是 141g", CAT).explain_asked
    assert parse("到底是带宽还是算力决定出字速度", CAT).explain_asked


@pytest.mark.parametrize(
    "turns",
    [
        ["a6000 和 4090 跑推理哪个更划算", "a6000 具体规格是多少？显存和带宽"],
        [
            "l40s or a100 for serving a 13b, which is better value?",
            "what are the l40s specs, bandwidth and memory?",
        ],
    ],
)
def test_a_cards_sheet_asked_after_cards_weighed_is_its_row(turns: list[str]) -> None:
    answer = memory_advisor().converse(turns).turns[-1].answer
    assert answer.kind == "catalog"
    call = next(c for c in answer.tool_calls if c.tool == "query_catalog")
    assert len(call.input["gpu_ids"]) == 1
    assert "GB" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    "second",
    [
        "试了，报 CUDA out of memory. Tried to allocate 64.00 MiB，咋办",
        "刚试了一下，爆显存了，Tried to allocate 2.00 GiB",
    ],
)
def test_a_tried_it_report_continues_the_job_before(second: str) -> None:
    turns = ["sdxl base fp16 在 3060 12g 上出 1024x1024 能行吗", second]
    answer = memory_advisor().converse(turns).turns[-1].answer
    assert answer.kind in ("workload_fit", "troubleshoot")
    called = [c for c in answer.tool_calls if c.tool == "estimate_workload_memory"]
    assert called and called[0].input["workload"] == "sdxl-base"
    assert called[0].input["gpu"] == "rtx-3060"


@pytest.mark.parametrize(
    "text",
    [
        "二手 v100 两千多、a100 两万多，都能跑 13b，训练差距到底从哪来的",
        "the 3090 and a6000 both run llama 13b, so where does the inference gap come from?",
    ],
)
def test_where_a_gap_comes_from_is_explained(text: str) -> None:
    _, answer, _ = turn_of(memory_advisor(), text)
    assert answer.kind == "concept"


@pytest.mark.parametrize(
    "text",
    [
        "wan 2.1 14b is huge, but is that the only reason it needs so much vram, or the vae too?",
        "sd3.5 large 要 8b 参数，显存高主要是这个吗，还是 t5 也算？这是全部原因吗",
    ],
)
def test_a_cause_put_up_to_be_weighed_is_explained(text: str) -> None:
    _, answer, _ = turn_of(memory_advisor(), text)
    assert answer.kind == "concept"


@pytest.mark.parametrize(
    ("text", "gb"),
    [
        ("4 parallel 16k sequences on llama 3.1 8b, fp16 cache: total GB?", "8.6 GB"),
        ("llama 3.1 8b 跑 4 条 16k 序列，fp16 缓存一共多少 GB", "8.6 GB"),
    ],
)
def test_sequences_beside_the_bare_cache_size_the_kv_cache(text: str, gb: str) -> None:
    query, answer, first = turn_of(memory_advisor(), text)
    assert query.kv_asked and query.context_tokens == 16384
    assert answer.kind == "kv_cache"
    assert gb in first


@pytest.mark.parametrize(
    ("text", "rate", "currency"),
    [
        ("托管费 900 元/kw/月，两张 3090 的机器一个月要交多少", 900, "CNY"),
        ("our colo charges $175 per kW per month — hosting fee for 4x l40s?", 175, "USD"),
        ("idc 每千瓦每月收 650 元，4 张 a100 的服务器托管一个月多少钱", 650, "CNY"),
    ],
)
def test_a_colocation_fee_per_kw_is_billed_on_the_draw(text: str, rate: int, currency: str) -> None:
    """The month's fee is the full-load wall draw in kW times the rate, said first."""
    query, answer, first = turn_of(memory_advisor(), text)
    assert query.hosting_per_kw_month == rate and query.power_ask == "hosting"
    assert query.budget is None  # the fee's amount is no budget
    assert answer.kind == "power"
    call = next(c for c in answer.tool_calls if c.tool == "estimate_power")
    out = call.output
    kw = out["wall_w"] / 1000
    assert float(out["hosting_per_month"]) == pytest.approx(kw * rate, abs=0.5)
    sign = "¥" if currency == "CNY" else "$"
    assert f"{sign}{float(out['hosting_per_month']):,.2f}" in first
    assert f"{rate:,.2f}" in first


def test_a_colocation_fee_beside_a_psu_question_is_one_more_line() -> None:
    _, answer, first = turn_of(
        memory_advisor(), "what psu for a 5090 build? the rack costs $220/kw/month too"
    )
    assert answer.kind == "power" and "power supply" in first
    assert "Hosting at $220.00 per kW a month" in answer.answer


@pytest.mark.parametrize(
    "text",
    [
        "used 3080 off ebay starts throttling after 15 min, vram junction 106c. repad it?",
        "闲鱼收的 3090，跑训练十几分钟就降频了，显存结温 106 度，换导热垫还是退货？",
    ],
)
def test_new_pads_weighed_for_a_hot_memory_troubleshoot_a_bought_card(text: str) -> None:
    """The memory's heat is the slowdown's clue, the pads its fix, however the card was got."""
    query, answer, _ = turn_of(memory_advisor(), text)
    assert query.trouble == "slow" and query.slowed_by_it
    assert answer.kind == "troubleshoot"
    assert "GDDR6X" in answer.answer


def test_a_bought_cards_heat_only_judged_stays_a_check() -> None:
    text = "used 3090 under gpu-burn: memory junction 104c, clocks drop to 1.6ghz. ok?"
    _, answer, _ = turn_of(memory_advisor(), text)
    assert answer.kind == "verify"


@pytest.mark.parametrize(
    ("turns", "sign", "rate"),
    [
        (["4 卡 a100 服务器满载功耗多少", "机房每千瓦每月收 750 块托管费，那一个月多少"], "¥", 750),
        (
            ["what does a 2x 4090 box pull at the wall?", "colo wants $140/kw/month, so the fee?"],
            "$",
            140,
        ),
    ],
)
def test_a_colocation_fee_after_a_draw_is_the_same_boxs(
    turns: list[str], sign: str, rate: int
) -> None:
    answer = memory_advisor().converse(turns).turns[-1].answer
    assert answer.kind == "power"
    call = next(c for c in answer.tool_calls if c.tool == "estimate_power")
    assert call.input["count"] in (2, 4) and float(call.input["hosting_per_kw_month"]) == rate
    first = answer.answer.splitlines()[0]
    assert f"{sign}{float(call.output['hosting_per_month']):,.2f}" in first
