"""Stated facts kept: a bare name or size of a machine, a bare context length, a correction, a
fallback precision, a job called "the run".

Each mechanism is checked on phrasings of our own (English and Chinese), with the catalog rows
and calculator inputs the answer must carry.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import KNOWLEDGE, memory_advisor
from tests.support.advisors import last_answer as _last

CAT = load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _inputs(answer, tool: str) -> list[dict]:
    return [c.input for c in answer.tool_calls if c.tool == tool]


@pytest.mark.parametrize(
    "text",
    [
        "just unboxed my spark, what's the biggest model that runs well on it?",
        "两台 spark 串起来能跑 qwen3 235b 吗",
        "is a Spark enough for llama 3.3 70b at fp8?",
    ],
)
def test_spark_said_alone_is_the_dgx_spark(text) -> None:
    assert [g.gpu_id for g in parse(text, CAT).gpus] == ["dgx-spark"]


def test_apache_spark_is_no_card() -> None:
    assert parse("can apache spark jobs use my 3090?", CAT).gpus[0].gpu_id == "rtx-3090"
    assert len(parse("can apache spark jobs use my 3090?", CAT).gpus) == 1


@pytest.mark.parametrize(
    ("text", "gpu"),
    [
        ("m4 max 128, how fast is qwen2.5 32b q4?", "m4-max-128gb"),
        ("M2 Ultra 192 跑 llama 3.1 70b 每秒多少 token", "m2-ultra-192gb"),
        ("mac studio m3 ultra 512 for deepseek r1 q4?", "m3-ultra-512gb"),
        ("m3 ultra 60 core vs 80 core for mlx", "m3-ultra-96gb"),  # a core count, no size
    ],
)
def test_a_macs_size_said_without_a_unit(text, gpu) -> None:
    assert parse(text, CAT).gpus[0].gpu_id == gpu


@pytest.mark.parametrize(
    ("text", "gpu", "count"),
    [
        ("price of 8x h100 sxm5 on lambda per hour", "h100-sxm", 8),
        ("8 张 b200 sxm6 整机一小时多少钱", "b200", 8),
    ],
)
def test_an_sxm_board_with_its_socket_generation(text, gpu, count) -> None:
    q = parse(text, CAT)
    assert [(g.gpu_id, g.count) for g in q.gpus] == [(gpu, count)]
    assert not [p for p in q.problems if p.kind == "unknown_gpu"]


def test_a_geforce_card_said_sxm_is_still_unknown() -> None:
    q = parse("rtx 4090 sxm price", CAT)
    assert any(p.kind == "unknown_gpu" for p in q.problems)


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        ("and at 65536?", 65536),
        ("要是拉满到 262144 呢", 262144),
        ("what if i push it to 32768", 32768),
    ],
)
def test_a_bare_power_of_two_is_a_context(text, tokens) -> None:
    assert parse(text, CAT).context_tokens == tokens


@pytest.mark.parametrize(
    "text",
    [
        "sdxl at 2048x2048, 30 steps, how long per image on a 4090",
        "nvidia-smi says 1200MiB / 32768MiB used",
        "4096 steps of lora on a 3090, how long",
    ],
)
def test_other_powers_of_two_are_no_context(text) -> None:
    assert parse(text, CAT).context_tokens is None


def test_a_bare_context_in_a_follow_up_resizes_the_fit(advisor) -> None:
    answer = _last(
        advisor,
        "does qwen2.5 14b q4 fit on a 4070 ti super with 8k context?",
        "and if i go all the way to 131072?",
    )
    assert answer.verdict == "no"  # a fit, or the KV cache beside the weights
    sized = [c.input.get("seq_len") or c.input.get("context") for c in answer.tool_calls]
    assert sized[0] == 131072


@pytest.mark.parametrize(
    "turns",
    [
        (
            "llama 3.1 8b q8 at 16k on my 3060 12gb, fits?",
            "啊不对，我搞错了，我的是 3060 8g 的，那还能跑吗",
        ),
        (
            "qwen3 14b q8 with 16k context on a 4060 ti 16gb — will it fit?",
            "wait, actually mine is the 4060 ti 8gb one, does it still work?",
        ),
    ],
)
def test_a_correction_keeps_the_job(advisor, turns) -> None:
    answer = _last(advisor, *turns)
    call = _inputs(answer, "estimate_memory")[0]
    assert call["gpu"] in ("rtx-3060-8gb", "rtx-4060-ti-8gb")
    assert call["precision"] == "q8_0" and call["seq_len"] == 16384
    assert answer.verdict == "no"


def test_a_fallback_precision_keeps_the_first_in_a_follow_up(advisor) -> None:
    answer = _last(
        advisor,
        "gemma 3 27b q8 on a 5090 at 8k, fits?",
        "and at 32k, or do i need to drop to q4?",
    )
    precisions = [c.get("precision") for c in _inputs(answer, "estimate_memory")]
    assert precisions[:2] == ["q8_0", "q4_k_m"]


def test_a_fallback_precision_in_chinese() -> None:
    q = parse("qwen3 32b 在 5090 上开 32k 上下文行不行，还是得降到 q4", CAT)
    assert q.precision is None and q.precision_also == "q4_k_m"


@pytest.mark.parametrize(
    "turns",
    [
        (
            "lora on llama 3.1 8b with a 4070 12gb, seq len 2048, batch 4: fits?",
            "same run but on my 3060 (12gb)",
        ),
        ("qlora qwen2.5 14b on a 4090, 4k context — enough vram?", "and the same run on a 3090"),
    ],
)
def test_the_same_run_keeps_the_training_method(advisor, turns) -> None:
    answer = _last(advisor, *turns)
    assert _inputs(answer, "estimate_memory")[0]["method"] in ("lora", "qlora")
    assert answer.verdict in ("yes", "no", "conditional")


@pytest.mark.parametrize(
    ("text", "users"),
    [
        ("about 40 engineers will share a qwen2.5 32b awq endpoint — how many l40s?", 40),
        ("团队 30 个程序员共用 llama 3.1 70b fp8，需要几张 h100", 30),
    ],
)
def test_staff_are_the_load_when_gpus_are_counted(advisor, text, users) -> None:
    answer = _last(advisor, text)
    plans = _inputs(answer, "plan_serving")
    assert plans and plans[0]["users"] == users
    assert str(users) in first_line(answer.answer)


@pytest.mark.parametrize(
    ("text", "per_minute"),
    [
        ("sdxl behind an api for 12 artists, each wants 3 images a minute — how many 4090s?", 36.0),
        ("给运营 10 个人用 sdxl 出图，每人一分钟要两张，要几张 4090", 20.0),
    ],
)
def test_a_rate_said_of_each_person_is_for_all(advisor, text, per_minute) -> None:
    answer = _last(advisor, text)
    calls = _inputs(answer, "estimate_workload_capacity")
    assert calls and calls[0]["per_minute"] == per_minute


@pytest.mark.parametrize(
    "text",
    [
        "Can Llava-Next-Video-34B run on a 3090 in int8? want to tag clips",
        "MiniCPM-V-9 在 4090 上 fp8 能跑吗",
    ],
)
def test_a_model_the_catalog_lacks_is_said_first(advisor, text) -> None:
    answer = _last(advisor, text)
    line = first_line(answer.answer)
    assert "not in my catalog" in line or "不在我的目录里" in line


@pytest.mark.parametrize(
    "text",
    ["how much power does a t40 24gb pull", "p4 的升级版 t20 16g 功耗多少"],
)
def test_a_tesla_named_by_its_memory_is_said_missing(advisor, text) -> None:
    answer = _last(advisor, text)
    line = first_line(answer.answer)
    assert "not in my catalog" in line or "不在我的目录里" in line


@pytest.mark.parametrize(
    ("text", "gpu", "capex"),
    [
        (
            "二手 3090 公版 4800，或者 autodl 上租 3090 一块六一小时，"
            "每天用 6 小时，电费一度六毛，买还是租",
            "rtx-3090",
            "4800.0",
        ),
        (
            "used 4090 turbo at 1600 vs renting a 4090 on runpod at $0.69/hr, 5 h a day, power"
            " $0.15/kWh — buy or rent?",
            "rtx-4090",
            "1600.0",
        ),
    ],
)
def test_a_listed_card_price_is_the_purchase_in_rent_or_buy(advisor, text, gpu, capex) -> None:
    answer = _last(advisor, text)
    weighed = [c.input for c in answer.tool_calls if c.tool.startswith("rent_vs_buy")]
    assert weighed and weighed[0]["gpu"] == gpu
    assert str(weighed[0]["capex"]) == capex


@pytest.mark.parametrize(
    ("text", "each"),
    [
        (
            "2x used 3090 ($1,300 for both) or vast.ai 3090 at $0.30/hr, 4h a day — buy or rent?",
            650.0,
        ),
        (
            "4x a4000 ($1,600 total) vs renting a4000s on runpod at $0.17/hr, which is cheaper?",
            400.0,
        ),
    ],
)
def test_a_price_for_all_the_cards_is_shared(text, each) -> None:
    q = parse(text, CAT)
    assert q.card_offer is not None and next(iter(q.card_offer.values())) == each


@pytest.mark.parametrize(
    ("text", "budget"),
    [
        ("四张 3090（一张五千五）自己攒，还是租 autodl 的 a100 三块一小时", 5500),
        ("两块 a6000（单张一万六）组服务器，还是租恒源云 a100，每天 6 小时", 16000),
    ],
)
def test_one_cards_price_in_chinese_numerals(text, budget) -> None:
    q = parse(text, CAT)
    assert q.budget == budget and q.budget_each


def test_the_card_after_a_rent_and_provider_is_the_rented_one() -> None:
    q = parse("两张 4090（一张一万三）自己攒，还是租 autodl 上的 a100 每小时三块", CAT)
    assert q.rented_gpu == "a100-80gb-sxm" or (q.rented_gpu or "").startswith("a100")


@pytest.mark.parametrize(
    "text",
    [
        "二手 4090 1.35w，autodl 4090 一块九一小时，每天用 5 小时，电费五毛，怎么选",
        "used a6000 for $3,900, or runpod a6000 at $0.49/hr, about 6h a day — which way?",
    ],
)
def test_a_choice_between_a_price_and_a_rent_is_rent_or_buy(advisor, text) -> None:
    answer = _last(advisor, text)
    assert answer.kind == "rent_vs_buy"
    weighed = [c.input for c in answer.tool_calls if c.tool.startswith("rent_vs_buy")]
    assert weighed and "capex" in weighed[0]


@pytest.mark.parametrize(
    ("text", "budget"),
    [
        ("想给工作室配张卡跑 flux，不想超过 6000", 6000),
        ("跑 whisper 转写播客，买哪张卡合适，最好不要超过 1800", 1800),
    ],
)
def test_a_cap_in_bare_digits_is_the_budget(text, budget) -> None:
    q = parse(text, CAT)
    assert q.budget == budget and q.budget_currency == "CNY"


@pytest.mark.parametrize(
    "text",
    ["推荐张卡跑 sdxl，功耗别超过 300", "选张卡，长度不能超过 320，跑 7b"],
)
def test_a_cap_on_watts_or_size_is_no_budget(text) -> None:
    assert parse(text, CAT).budget is None


@pytest.mark.parametrize(
    ("text", "watts"),
    [
        ("sff build, 2 slots max and a 250w budget for the card — best gpu for a 32b?", 250),
        ("显卡功耗不能超过 200w，双槽，跑 32b 选哪张", 200),
    ],
)
def test_a_power_budget_for_the_card_is_its_ceiling(text, watts) -> None:
    q = parse(text, CAT)
    assert q.max_board_power_w == watts and q.power_budget_w is None


def test_a_card_power_budget_leaves_room_for_a_pick(advisor) -> None:
    answer = _last(
        advisor, "itx box, 2-slot max, 300w power budget for the gpu — most vram for a 70b at q4?"
    )
    assert answer.kind == "recommend"
    assert not first_line(answer.answer).startswith("**Nothing")
