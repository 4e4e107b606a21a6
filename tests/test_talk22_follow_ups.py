"""Follow-ups answered as what they ask, and readings of a card got judged yes or no.

A model list asked after one model's fit lists the hardware's models (a Mac said again by its
machine name keeps the chip); a card's hourly price after a serving plan is a price; an Xid
written right after Chinese text is a GPU fault; a utilisation given in tenths ("四成") and a
message opened as an addition ("补充一下") continue a rent-or-buy weighing; a change said to
fix a trouble, with why asked, is explained; a slow prompt read is judged against the prefill
rate; compute-in-memory chips are named as chips the catalog lacks.
"""

from __future__ import annotations

import pytest

from assistant.question.parsing import parse
from assistant.question.test_results import stability_said
from assistant.question.test_results import test_result as read_test
from assistant.question.text import fold
from assistant.question.troubleshoot import trouble_kind
from assistant.question.verify_cues import checks_a_card, reading_questioned
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


# ---- a model list asked of the same hardware after one model's fit


@pytest.mark.parametrize(
    ("first", "then", "gpu"),
    [
        ("单张3090跑qwen2.5 32b q4能行吗", "那这张卡另外还能跑哪些模型", "rtx-3090"),
        (
            "can an m3 max 64gb macbook run llama 3.3 70b at q4?",
            "what other models suit it?",
            "m3-max-64gb",
        ),
        (
            "m4 pro 24g 的 mac mini 能跑 qwen2.5 14b 吗",
            "这台 mac mini 还能跑什么模型",
            "m4-pro-24gb",
        ),
        ("will qwen2.5 14b fit my 4090?", "ok, what else could it handle", "rtx-4090"),
    ],
)
def test_a_list_after_a_fit_lists_the_hardwares_models(advisor, first, then, gpu) -> None:
    query, answer, line = turn_of(advisor, first, then)
    assert answer.kind == "fits_hardware"
    assert query.model_id is None  # the earlier model is not the subject of the list
    assert [g.gpu_id for g in query.gpus] == [gpu]
    assert "mac mini" not in line.lower()  # no unknown-card note for the Mac said again


def test_a_variant_list_keeps_the_model(advisor) -> None:
    query, answer, _ = turn_of(advisor, "4090 能跑 qwen2.5 32b 吗", "那它哪些量化版本能跑")
    assert query.model_id == "qwen2.5-32b"
    assert answer.kind == "fit_check"


def test_a_bare_mac_alone_is_still_asked_for_its_chip(advisor) -> None:
    _, answer, line = turn_of(advisor, "mac mini 能跑哪些模型")
    assert answer.kind == "not_covered" or "M4" in line


# ---- a card's price after a serving plan


@pytest.mark.parametrize(
    ("first", "then", "provider"),
    [
        (
            "两张 A100 80G 跑 llama 3.1 70b，给 20 个人同时用，够吗",
            "那 runpod 上单张 A100 一小时多少钱",
            "RunPod",
        ),
        (
            "qwen2.5 32b fp8 on one h100 for 8 concurrent users, enough?",
            "and one h100 on lambda per hour?",
            "Lambda",
        ),
        (
            "L40S 单卡部署 qwen2.5 14b，10 个并发撑得住吗",
            "那 vast 上一张 L40S 每小时什么价",
            "Vast",
        ),
    ],
)
def test_a_named_cards_price_after_a_plan_is_a_price(advisor, first, then, provider) -> None:
    query, answer, line = turn_of(advisor, first, then)
    assert answer.kind == "price"
    assert query.users is None
    assert any(s in line for s in ("$", "¥"))


# ---- an Xid after Chinese text


@pytest.mark.parametrize(
    "text",
    ["训练到一半报Xid 79然后掉卡", "又出现Xid 63和64", "dmesg里全是xid119，怎么回事"],
)
def test_an_xid_after_chinese_is_a_gpu_fault(text: str) -> None:
    assert trouble_kind(text) == "gpu_fault"


def test_an_xid_follow_up_stays_a_trouble_not_a_bill(advisor) -> None:
    _, answer, _ = turn_of(
        advisor, "4卡A100训练时老掉卡，dmesg有Xid 79", "插到别的槽还是那张卡，隔了三天又报Xid 79"
    )
    assert answer.kind == "troubleshoot"


# ---- a utilisation in tenths, and a message opened as an addition


@pytest.mark.parametrize(
    ("text", "hours"),
    [("利用率也就四成", 292.0), ("实际利用率大概三成左右", 219.0), ("利用率约 6 成", 438.0)],
)
def test_tenths_are_a_utilisation(advisor, text: str, hours: float) -> None:
    assert parse(text, advisor.catalog).usage_hours_per_month == hours


@pytest.mark.parametrize(
    ("first", "then", "pct"),
    [
        (
            "每月在 runpod 上花 5000 美元租 4 张 a100，自己买多久回本",
            "补充一下，机器白天忙晚上闲，利用率大概三成",
            "30%",
        ),
        (
            "we pay $6,000 a month for 8 rented h100s on lambda, when does buying pay off?",
            "forgot to mention, they're busy maybe 40% of the time",
            "40%",
        ),
        ("租 8 卡 h100 每月 8 万人民币，买一台多久回本", "补一句：实际利用率只有五成", "50%"),
    ],
)
def test_an_added_utilisation_reweighs_rent_or_buy(advisor, first, then, pct) -> None:
    _, answer, _ = turn_of(advisor, first, then)
    assert answer.kind == "rent_vs_buy"
    assert pct in answer.answer


# ---- a fix that worked, why asked


@pytest.mark.parametrize(
    ("first", "then"),
    [
        (
            "ollama 跑 qwen2.5 14b，3060 12g，聊久了速度掉到 5 t/s",
            "把上下文从 32k 调到 8k 就快了，这是什么原理",
        ),
        (
            "llama.cpp on a 4060 ti 16gb gets slow after long chats with qwen2.5 14b, oom?",
            "dropped ctx to 8k and it's fast again, why such a gap?",
        ),
        ("4070 跑 qwen3 30b a3b，用久了爆显存变慢", "num_ctx 改小就好了，为什么差这么多"),
    ],
)
def test_a_fix_that_worked_with_why_is_explained(advisor, first, then) -> None:
    first_answer = turn_of(advisor, first)[1]
    _, answer, _ = turn_of(advisor, first, then)
    if first_answer.kind == "troubleshoot":  # only a trouble being solved is explained after
        assert answer.kind == "concept"


# ---- readings set against what was sold, and a card stress-tested for keeping


@pytest.mark.parametrize(
    "text",
    [
        "说是4卡L40S，nvidia-smi每张46068MiB，对得上吗",
        "the box is sold as 8x a100 80gb and smi shows 81920MiB each, does that match?",
        "租的A6000显示49140MiB，和48G相符吗",
    ],
)
def test_a_reading_set_against_the_sale_is_questioned(text: str) -> None:
    assert reading_questioned(fold(text))


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("卖家说是8卡H20 141G，nvidia-smi每张143771MiB，对得上吗", "yes"),
        ("listed as 4x L40S 48GB; nvidia-smi shows 46068MiB per card. does that add up?", "yes"),
    ],
)
def test_a_matching_reading_is_a_yes(advisor, text: str, verdict: str) -> None:
    _, answer, _ = turn_of(advisor, text)
    assert answer.kind == "verify"
    assert answer.verdict == verdict


@pytest.mark.parametrize(
    "text",
    [
        "got a second-hand 3080, hotspot 108c under furmark, repaste or return?",
        "闲鱼收的3090，烤机热点108度，要不要退货",
        "bought a used 3090: occt stress test shows junction 104c, send it back?",
    ],
)
def test_a_card_stress_tested_for_keeping_is_checked(advisor, text: str) -> None:
    assert checks_a_card(fold(text))
    _, answer, _ = turn_of(advisor, text)
    assert answer.kind == "verify"


@pytest.mark.parametrize(
    "text",
    [
        "our new 4x h100 box was delivered, what should we run to make sure nothing is faulty",
        "just got a new rtx pro 6000, which tests make sure it's healthy?",
        "dgx spark arrived today: what to run to check the gpu is healthy",
    ],
)
def test_a_delivered_machines_health_is_a_check(advisor, text: str) -> None:
    _, answer, _ = turn_of(advisor, text)
    assert answer.kind == "verify"


# ---- a looped stress test's stability


@pytest.mark.parametrize(
    ("text", "pct"),
    [
        ("稳定性97.8%", 97.8),
        ("98.5% frame rate stability", 98.5),
        ("frame-rate stability: 95%", 95.0),
    ],
)
def test_a_stability_figure_is_read(text: str, pct: float) -> None:
    assert stability_said(fold(text)) == pct


def test_stability_without_a_figure_is_no_result() -> None:
    assert read_test("is my 3090 stable enough for training?") is None


@pytest.mark.parametrize(
    ("first", "then", "verdict", "figure"),
    [
        ("二手4090到手", "3dmark压力测试稳定性96%，能要吗", "no", "96%"),
        (
            "got a used 4090 off ebay",
            "speed way stress test: 98.5% frame rate stability. pass?",
            "yes",
            "98.5%",
        ),
        ("收了张二手3080", "time spy压力测试20轮，稳定性97.2%，合格吗", "yes", "97.2%"),
    ],
)
def test_a_stress_tests_stability_is_judged_yes_or_no(
    advisor, first, then, verdict, figure
) -> None:
    _, answer, line = turn_of(advisor, first, then)
    assert answer.kind == "verify"
    assert answer.verdict == verdict
    assert figure in line and "97%" in line


def test_a_games_score_stays_off_topic(advisor) -> None:
    _, answer, _ = turn_of(advisor, "4070 time spy 跑多少分算正常")
    assert answer.kind == "unsupported"


# ---- a slow prompt read against the prefill rate


@pytest.mark.parametrize(
    "text",
    [
        "prefill on my 3090 is only 200 tok/s with a 30k prompt on llama 3.1 8b in ollama, broken?",
        "4090 跑 qwen2.5 14b q4，llama.cpp 处理长提示词 prefill 只有 150 t/s，正常吗",
        "llama.cpp on a p40: prompt processing crawls (~60 t/s) with qwen2.5 7b q4, why?",
    ],
)
def test_a_slow_prefill_is_judged_against_prefill(advisor, text: str) -> None:
    _, answer, line = turn_of(advisor, text)
    assert answer.kind == "troubleshoot"
    assert "prefill" in line.lower()
    assert "generate" not in line and "单路生成" not in line


# ---- compute-in-memory chips


@pytest.mark.parametrize(
    "text",
    [
        "存算一体芯片跑大模型真的比GPU省电吗",
        "is a compute-in-memory chip better than a gpu for llm inference power?",
        "d-matrix corsair vs h100 for serving llama 70b",
    ],
)
def test_a_compute_in_memory_chip_is_said_not_covered(advisor, text: str) -> None:
    _, answer, line = turn_of(advisor, text)
    assert "not in my catalog" in line or "不在我的目录" in line


# ---- a MIG instance read off a rented card


@pytest.mark.parametrize(
    ("text", "verdict", "gb"),
    [
        (
            "rented a100 80gb; nvidia-smi -L shows MIG 3g.40gb under GPU 0. did they slice it?",
            "yes",
            "40",
        ),
        ("租的H100，nvidia-smi -L 里有 MIG 2g.20gb，是不是被切了", "yes", "20"),
        ("our rented h100 lists MIG 1g.10gb in nvidia-smi -L, is that the full card?", "no", "10"),
        ("租的A100 80G，nvidia-smi显示 MIG 3g.40gb 设备，正常吗", "no", "40"),
    ],
)
def test_a_mig_instance_is_a_slice(advisor, text: str, verdict: str, gb: str) -> None:
    _, answer, line = turn_of(advisor, text)
    assert answer.kind == "verify"
    assert answer.verdict == verdict
    assert "MIG" in line and f"{gb} GB" in line


def test_a_mig_profile_is_no_memory_reading() -> None:
    from assistant.question.readings import memory_reading

    reading = memory_reading("nvidia-smi shows MIG 2g.20gb")
    assert reading is not None and reading.value == 20


# ---- a field of a card got, read and judged


@pytest.mark.parametrize(
    "text",
    ["租的A100 ECC那栏显示 Disabled，有问题吗", "服务商给的H100 ECC 显示关闭，没问题吧"],
)
def test_a_fields_reading_on_a_card_got_is_checked(advisor, text: str) -> None:
    query, answer, _ = turn_of(advisor, text)
    assert answer.kind == "verify"
    assert query.health_check == "ecc_off"
    assert answer.verdict is not None
