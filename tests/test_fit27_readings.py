"""Readings fixed from fresh38's misses (2026-12-06): Command A as a family the catalog lacks,
a batch job stated in generated tokens, a package's memory per die asked of the catalog, a
claim checked with the context left, and a follow-up that names the card it replaces."""

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse as parse_with
from tests.support.advisors import memory_advisor

CATALOG = load_catalog()


def parse(text: str):
    return parse_with(text, CATALOG)


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _lines(answer) -> list[str]:
    return [line for line in answer.answer.splitlines() if line.strip()]


@pytest.mark.parametrize(
    "question",
    ["command a 111b on 2x h100 at fp8, does it fit?", "command-a 111b 的 kv cache 多大"],
)
def test_command_a_is_a_family_the_catalog_lacks(advisor, question) -> None:
    answer = advisor.ask(question)
    first = _lines(answer)[0]
    assert "command" in first.lower()
    assert "not in my catalog" in first or "不在我的目录" in first


def test_command_as_an_english_word_is_no_model() -> None:
    query = parse("what command a beginner runs to check vram on a 4090")
    assert not any("command" in (p.surface or "") for p in query.problems)


@pytest.mark.parametrize(
    ("question", "requests", "hours_word"),
    [
        (
            "need 200 million generated tokens of synthetic data from qwen2.5 32b on 2x a100"
            " 80gb, how long?",
            781_250,
            "hours",
        ),
        (
            "用 4 张 L40S 跑 llama 3.1 8b 离线生成，总共要输出 1亿 token，大概要多久",
            390_625,
            "小时",
        ),
    ],
)
def test_generated_tokens_in_all_are_a_batch_job(advisor, question, requests, hours_word) -> None:
    query = parse(question)
    assert query.batch_requests == requests and query.output_tokens == 256
    answer = advisor.ask(question)
    assert answer.kind == "job_duration"
    assert hours_word in _lines(answer)[0]
    assert any(c.tool == "estimate_batch_inference" for c in answer.tool_calls)


def test_one_prompts_output_length_is_no_total() -> None:
    query = parse("2M prompts through llama 3.1 8b, 500 output tokens each, on 4x L40S, how long?")
    assert query.batch_requests == 2_000_000 and query.output_tokens == 500


@pytest.mark.parametrize(
    "question",
    [
        "does the mi250x's memory get split between its two gcds, how much on each die?",
        "MI250X 每个 GCD 多大显存",
    ],
)
def test_memory_per_die_is_a_catalog_lookup(advisor, question) -> None:
    query = parse(question)
    assert query.intent != "cost"
    assert "memory" in query.spec_fields
    answer = advisor.ask(question)
    assert answer.kind == "catalog"
    assert "128 GB" in _lines(answer)[0]


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        (
            "a friend says llama 3.1 8b at int4 runs on one rtx 3060 12gb, is it really true and"
            " what is the max context then?",
            "**Yes:**",
        ),
        ("听说 llama 3.1 8b 在一张 3060 12g 上 int4 能跑，是真的吗，上下文最多开多长", "**能**"),
    ],
)
def test_a_claim_checked_with_the_context_left_leads_with_yes(advisor, question, lead) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "kv_cache" and answer.verdict == "yes"
    first = _lines(answer)[0]
    assert first.startswith(lead) and "tokens" in first


def test_a_max_context_asked_alone_has_no_verdict(advisor) -> None:
    answer = advisor.ask("how much context can llama 3.1 70b at int4 take on 2x 3090")
    assert answer.verdict is None
    assert _lines(answer)[0].startswith("**About")


@pytest.mark.parametrize(
    ("turns", "kept", "added"),
    [
        (
            [
                "a single h200 or 2x a100 80gb for lora on 70b?",
                "how about 4x l40s instead of the a100s",
            ],
            "H200",
            "4 × L40S",
        ),
        (
            ["一张 A6000 还是两张 4090 做 70b 的 qlora", "把 4090 换成 3 张 3090 呢"],
            "A6000",
            "3 × RTX 3090",
        ),
    ],
)
def test_a_follow_up_replaces_the_card_it_names(advisor, turns, kept, added) -> None:
    answer = advisor.converse(turns).turns[-1].answer
    first = _lines(answer)[0]
    assert answer.kind == "compare"
    assert kept in first and added in first
    assert "A100" not in first and "4090" not in first


@pytest.mark.parametrize(
    "question",
    [
        "跑 flux 出图，租 a100 还是 l40s 性价比更高",
        "for a sdxl image api, is an l4 or an a10g more cost-effective to rent?",
    ],
)
def test_two_named_cards_weighed_on_value_are_compared(advisor, question) -> None:
    query = parse(question)
    assert query.named_candidates is None
    answer = advisor.ask(question)
    assert answer.kind == "workload_compare"


def test_a_price_gap_stated_with_a_hedge_is_no_price_asked(advisor) -> None:
    from assistant.question.rate_units import price_gap_asked

    assert not price_gap_asked("租金价差接近两倍")
    assert not price_gap_asked("租价差快一倍")
    assert price_gap_asked("租的话价差多少")
    question = "h100 和 a100 跑 qwen2.5 72b 推理差多少，租金价差接近两倍，划算吗"
    assert parse(question).intent == "compare"
    answer = advisor.ask(question)
    assert answer.kind == "compare"
    assert "H100" in _lines(answer)[0] and "A100" in _lines(answer)[0]


@pytest.mark.parametrize(
    "question",
    [
        "my inverter limits the entire rig to 900w, which gpu should i buy for qwen2.5 32b at q4?",
        "逆变器最多 900 瓦，整台机器跑 qwen2.5 32b q4，买哪张卡",
    ],
)
def test_a_cap_on_the_whole_box_bounds_the_pick(advisor, question) -> None:
    query = parse(question)
    assert query.power_limit_w is None  # no card's own limit
    answer = advisor.ask(question)
    assert answer.kind == "recommend"
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert call.input.get("psu_w") == 900
    assert "900 W" in " ".join(answer.assumptions)


def test_a_cap_set_on_the_card_is_still_its_limit() -> None:
    assert parse("if i power limit the 4090 to 300w, how much slower for 8b?").power_limit_w == 300


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "will llama 3.1 70b at q4 load on a Framework Desktop with 32k context?",
            "read as the chip",
        ),
        ("gmktec evo-x2 上能跑 llama 3.1 70b q4 吗", "按它所用的芯片估算"),
    ],
)
def test_a_machine_named_is_said_read_as_its_chip(advisor, question, said) -> None:
    answer = advisor.ask(question)
    note = next(a for a in answer.assumptions if said in a)
    assert "Ryzen AI Max+ 395" in note
    assert "framework" in note.lower() or "evo-x2" in note.lower()


def test_a_chip_named_as_itself_has_no_machine_note(advisor) -> None:
    answer = advisor.ask("strix halo 128gb: does qwen3 32b q8 fit?")
    assert not any("read as the chip" in a for a in answer.assumptions)


@pytest.mark.parametrize(
    ("question", "budget"),
    [
        ("学校批下来 8 万，想买卡做 qwen2.5 7b 的 lora 微调，推荐什么", 80_000),
        ("实验室有 15 万设备费，跑 llama 3.1 8b 推理服务，买什么卡", 150_000),
    ],
)
def test_a_grant_said_as_approved_or_equipment_funds_is_the_budget(advisor, question, budget):
    query = parse(question)
    assert query.budget == budget and query.currency == "CNY"
    answer = advisor.ask(question)
    assert answer.kind == "recommend"
    assert f"{budget:,}" in answer.answer or "预算" in _lines(answer)[0]
