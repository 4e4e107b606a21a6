"""fresh42's dropped facts, in other words: a purchase price said as what the box goes for or as
one card's beside a monthly rent spend, a monthly spend said loosely in Chinese numerals ("两万
出头"), an average load billed, and a single-digit A-series card after a count word."""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.load_share import load_share_said
from assistant.question.parsing import parse
from assistant.question.purchase_quote import purchase_quoted
from assistant.question.text import fold
from tests.support.advisors import memory_advisor

CATALOG = load_catalog()
_RENT = {"budget_kind": "rent", "budget": Decimal("2000"), "gpus": [{"gpu_id": "x"}]}


@pytest.mark.parametrize(
    ("text", "price", "each"),
    [
        ("we burn $2k/month on lambda; could get an 8x 4090 server for about $28k", 28000, False),
        ("or we purchase two a6000 towers for ~$9,500 and run them ourselves", 9500, False),
        ("每月租卡花两千，打算买两张 4090，一张一万三四", 13500, True),
        ("每月两千租卡，每张 5500 收两张 3090 呢", 5500, True),
        ("two l40s at $7,800 each instead of renting?", 7800, True),
    ],
)  # fmt: skip
def test_a_purchase_price_beside_a_rent_spend_is_read(text: str, price: int, each: bool) -> None:
    said = purchase_quoted(fold(text), _RENT)
    assert said["purchase_quoted"] == Decimal(price)
    assert said.get("purchase_each", False) is each


def test_no_purchase_price_without_a_rent_spend() -> None:
    assert purchase_quoted(fold("buy a 4090 box for $3k?"), {"budget": Decimal("3000")}) == {}


@pytest.mark.parametrize(
    ("text", "spend"),
    [
        ("每个月在 autodl 上花两万出头，换成自己买 4 张 4090 多久回本", 20000),
        ("我们每月云上烧掉五千多，换成自己买一台 4 卡 4090 的机器划算吗", 5000),
    ],
)
def test_a_loose_chinese_monthly_spend_is_the_rent_budget(text: str, spend: int) -> None:
    query = parse(text, CATALOG)
    assert query.budget == Decimal(spend)
    assert (query.budget_kind, query.budget_period) == ("rent", "month")


def test_each_cards_price_is_multiplied_and_said_back_zh() -> None:
    answer = memory_advisor().ask(
        "小团队每月在云上花四千多跑训练，想买三张 4090，一张一万三，每天用 10 小时，几个月回本"
    )
    assert answer.kind == "rent_vs_buy"
    rvb = next(c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy"))
    assert Decimal(str(rvb.input["capex"])) == Decimal("39000")
    assert "3 张 × ¥13,000" in answer.answer


def test_a_box_price_is_the_capex_en() -> None:
    answer = memory_advisor().ask(
        "We pay roughly $5k/month for cloud A100s. Alternatively we buy an 8x RTX 4090 rig for"
        " about $30k. 10 hours a day of use. How long until owning pays back?"
    )
    rvb = next(c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy"))
    assert Decimal(str(rvb.input["capex"])) == Decimal("30000")
    assert "$30,000" in answer.answer


@pytest.mark.parametrize(
    ("text", "share"),
    [
        ("monthly power bill for a 4090 rig, avg gpu utilization around 35%?", 0.35),
        ("三张 3090 全天开着，平均负载大概 60%，电费多少", 0.6),
        ("they sit at 70% load on average, what's the bill", 0.7),
        ("平时利用率一半左右", 0.5),
    ],
)
def test_an_average_load_is_read(text: str, share: float) -> None:
    assert load_share_said(fold(text)) == {"load_share": share}


def test_a_load_in_a_fault_is_no_average() -> None:
    assert load_share_said(fold("gpu util stuck at 30% during training, why")) == {}


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("What does a 4090 cost to run around the clock at $0.20/kWh, average load 40%?", "40%"),
        ("两张 4090 跑推理，平均负载大概 30%，电费一度 0.6，一个月多少钱", "30%"),
    ],
)
def test_the_bill_is_at_the_load_said(text: str, words: str) -> None:
    answer = memory_advisor().ask(text)
    assert answer.kind == "power"
    power = next(c for c in answer.tool_calls if c.tool == "estimate_power")
    assert 0 < float(power.input["load"]) < 1
    assert words in answer.answer


@pytest.mark.parametrize(
    "text",
    [
        "单张 a2 能扛几路 yolov8n 的 720p 视频流",
        "would one a2 keep up with 12 cameras of yolov8n at 15 fps?",
    ],
)
def test_a_single_digit_a_card_after_a_count_is_read(text: str) -> None:
    assert [g.gpu_id for g in parse(text, CATALOG).gpus] == ["a2"]


@pytest.mark.parametrize(
    ("text", "watts"),
    [
        ("3x 3090 power-limited to 300W on a single 1500W unit, will OCP trip?", 1500),
        ("two 4090s on one 1300w supply, limited to 350w each, enough margin?", 1300),
    ],
)
def test_a_wattage_said_as_the_unit_is_the_psu(text: str, watts: float) -> None:
    query = parse(text, CATALOG)
    assert query.psu_stated_w == watts
    assert query.power_ask == "psu_check"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "One card only, 1200W PSU: which card can serve Qwen3-14B to 8 users at once, 8k"
            " context?",
            "1,200 W PSU",
        ),
        (
            "机器就一个 1000W 电源，只插一张卡，给 8 个同事跑 Qwen3-14B，8k 上下文，买哪张？",
            "1,000 W 电源",
        ),
    ],
)  # fmt: skip
def test_a_serving_pick_stays_within_the_psu_and_the_cards_said(text: str, words: str) -> None:
    answer = memory_advisor().ask(text)
    assert answer.kind == "serve"
    gpus = {c.input["gpu"] for c in answer.tool_calls if c.tool == "plan_serving"}
    assert gpus and gpus <= {"rtx-4090", "rtx-6000-ada", "rtx-5090", "rtx-pro-6000-blackwell"}
    assert answer.answer.startswith("**1 ×")
    assert any(words in a for a in answer.assumptions)


def test_a_load_no_card_in_the_box_serves_says_so() -> None:
    answer = memory_advisor().ask(
        "the box has a 750W PSU; which card serves Qwen3-32B to 12 people at 32k context?"
    )
    assert answer.kind == "serve"
    assert "no card your 750 W PSU carries" in answer.answer


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "How many concurrent chats can one L40S hold with Qwen3-14B at 8k? we're 12 engineers",
            "For the 12 people you said",
        ),
        (
            "2x RTX 6000 Ada, Qwen3-32B at fp8, 16k context: max simultaneous users? ~60ish staff",
            "For the 60 people you said",
        ),
    ],
)
def test_a_head_count_beside_a_capacity_ask_is_judged(text: str, words: str) -> None:
    answer = memory_advisor().ask(text)
    assert answer.kind == "serve"
    assert answer.answer.startswith("**About")
    assert words in answer.answer


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Card for an always-on Whisper large-v3 box at home? power is $0.30/kWh", "$0.30/kWh"),
        ("家里放一张卡跑 SDXL 出图，每天开 8 小时，电费一度六毛，买什么卡", "每 kWh ¥0.60"),
    ],
)  # fmt: skip
def test_a_workload_pick_prices_its_power_at_the_tariff_said(text: str, words: str) -> None:
    answer = memory_advisor().ask(text)
    assert answer.kind == "workload_pick"
    pick = next(c for c in answer.tool_calls if c.tool == "recommend_workload_gpu")
    assert pick.input["kind"] == "buy"
    assert any(c.tool == "estimate_power" for c in answer.tool_calls)
    assert words in answer.answer.splitlines()[2]


@pytest.mark.parametrize(
    "text",
    [
        "We're a PaaS, Llama 3.1 8B for 50 concurrent users at 8k, how many L40S?",
        "我们做 SaaS，Qwen3-32B 给 100 个并发用户，32k 上下文，要几张 H100",
    ],
)
def test_a_mixed_case_initialism_is_no_model(text: str) -> None:
    query = parse(text, CATALOG)
    assert query.model_id is not None
    assert not any(p.kind == "unlisted_model" for p in query.problems)


def test_a_camel_cased_name_is_still_unfamiliar() -> None:
    query = parse("GlowWeaver, on a 4090, how fast?", CATALOG)
    assert any("GlowWeaver" in (p.surface or "") for p in query.problems)


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("how many fps does sam2.1 large get for video segmentation on an L4?", "Not in my"),
        ("segment anything 2 在 3090 上跑视频分割能到多少帧", "不在我的目录里"),
    ],
)  # fmt: skip
def test_a_newer_segment_anything_is_said_not_covered_first(text: str, first: str) -> None:
    answer = memory_advisor().ask(text)
    assert first in answer.answer.splitlines()[0]
    assert "Segment Anything 2" in answer.answer.splitlines()[0]
    assert "0 minutes" not in answer.answer and "0 分钟" not in answer.answer


def test_a_version_in_a_listed_name_is_no_count_of_videos() -> None:
    query = parse("SAM 2 video tracking speed on an RTX 4090", CATALOG)
    assert query.samples is None


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        ("will granite 3.1 (8b) at q8 fit in a 4060 ti 16gb?", "granite 3.1"),
        ("internlm 2.5 (20b) 用 q4 放得进 3090 吗", "internlm 2.5"),
    ],
)
def test_a_version_after_a_missing_family_is_part_of_its_name(text: str, surface: str) -> None:
    query = parse(text, CATALOG)
    assert any((p.surface or "").lower() == surface for p in query.problems)


def test_a_price_paid_in_chinese_numerals_is_said_back() -> None:
    answer = memory_advisor().ask("家里有张 3090，去年闲鱼四千五收的，现在能跑哪些大模型")
    assert answer.kind == "fits_hardware"
    assert any("¥4,500.00 的" in a for a in answer.assumptions)


@pytest.mark.parametrize(
    ("text", "gpu"),
    [
        ("只有一张 a2？说错了，是 l4，跑 yolov8s 几路", "l4"),
        ("8 yolov8n streams, will it run on an A2? correction: a T4", "t4"),
    ],
)
def test_a_card_said_wrong_after_a_question_mark_is_taken_back(text: str, gpu: str) -> None:
    assert [g.gpu_id for g in parse(text, CATALOG).gpus] == [gpu]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("which gpu for an always-on llama 3.1 8b box at home? power is $0.25/kwh", "$0.25/kWh"),
        ("家里放台机器一直开着跑 qwen3 8b，电费一度七毛，买什么卡", "每 kWh ¥0.70"),
    ],
)  # fmt: skip
def test_an_llm_pick_prices_its_power_at_the_tariff_said(text: str, words: str) -> None:
    answer = memory_advisor().ask(text)
    assert answer.kind == "recommend"
    assert any(c.tool == "estimate_power" for c in answer.tool_calls)
    assert words in answer.answer
