"""Follow-ups after a sized setup: a part swapped with the rest kept, a list, more money, a
definition or an instance's contents asked on their own, a speed seen as wrong, a line's sibling."""

from decimal import Decimal

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.conversation import is_follow_up, resolve
from assistant.question.follow_markers import definition_asked
from assistant.question.parsing import parse
from assistant.question.text import fold
from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import KNOWLEDGE
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return _build()


def _last(advisor, *questions):
    turn = advisor.converse(list(questions)).turns[-1]
    assert turn.answer is not None
    return turn.query, turn.answer


# --------------------------------------------------------------------------- one part swapped


@pytest.mark.parametrize(
    ("first", "second", "model", "gpu"),
    [
        (
            "rtx 3090, qwen2.5 32b at q4_k_m with 8k context: fits fully?",
            "trade the model for gemma 3 27b, same quant and context, does it still fit",
            "gemma-3-27b",
            "rtx-3090",
        ),
        (
            "4060 ti 16g 跑 qwen3 14b q4_k_m，8k 上下文，显存够吗",
            "模型换成 gemma 3 12b，其他都不变，还能放得下吗",
            "gemma-3-12b",
            "rtx-4060-ti-16gb",
        ),
    ],
)
def test_a_model_swapped_with_the_rest_kept_is_sized_on_the_same_card(
    advisor, first, second, model, gpu
):
    query, answer = _last(advisor, first, second)
    assert query.model_id == model
    assert [g.gpu_id for g in query.gpus] == [gpu]
    assert query.precision == "q4_k_m" and query.context_tokens == 8192
    assert answer.kind == "fit_check" and answer.verdict in ("yes", "tight", "no")


# --------------------------------------------------------------------------- the card's list


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("will llama 3.1 8b in fp16 fit on a 4060 ti 16gb?", "nice, what else fits on it then"),
        ("4070 跑 qwen3 8b q4 能全放显存吗", "那还有啥在这张卡上跑得动"),
    ],
)
def test_what_else_runs_after_a_fit_lists_the_card(advisor, first, second):
    query, answer = _last(advisor, first, second)
    assert answer.kind == "fits_hardware"
    assert query.model_id is None


# --------------------------------------------------------------------------- more money


@pytest.mark.parametrize(
    ("first", "second", "budget", "currency"),
    [
        (
            "around $700 for a card to do flux and sdxl image gen, what do i buy",
            "ok i could pull together 1100 if it gets me something much faster",
            Decimal(1100),
            "USD",
        ),
        ("预算 4000 元，买显卡跑 sdxl 出图，选哪张", "咬咬牙凑到 7000 呢", Decimal(7000), "CNY"),
    ],
)
def test_a_raised_budget_after_a_pick_ranks_by_speed_within_it(
    advisor, first, second, budget, currency
):
    query, answer = _last(advisor, first, second)
    assert query.budget == budget and query.budget_currency == currency
    assert query.objective == "fastest"
    picks = [c for c in answer.tool_calls if c.tool == "recommend_workload_gpu"]
    assert picks and picks[0].input["rank_by"] == "speed"
    assert str(picks[0].input["budget"]) == str(budget)


def test_a_raised_budget_changes_the_llm_pick(advisor):
    _, before = _last(advisor, "budget $500 for a gpu to run 14b models locally, what should i buy")
    query, after = _last(
        advisor,
        "budget $500 for a gpu to run 14b models locally, what should i buy",
        "hmm, i could stretch to 900 if that helps",
    )
    assert query.budget == Decimal(900) and query.objective == "fastest"
    assert after.answer.splitlines()[0] != before.answer.splitlines()[0]


# --------------------------------------------------------------------------- questions of their own


@pytest.mark.parametrize(
    "text",
    [
        "hold on, you said fsdp — what does fsdp mean",
        "ok wait, what does gradient checkpointing mean",
        "刚才说的 nf4 是什么意思",
        "等一下，什么是 zero offload",
        "btw how is qlora different from lora",
        "话说 awq 和 gptq 有啥区别",
    ],
)
def test_a_term_asked_past_the_start_is_a_definition(text):
    assert definition_asked(fold(text))


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (
            "full finetune of llama 3.1 8b on 2x a100 80gb in bf16, seq 4096 — enough?",
            "quick one: how is lora different from a full finetune, why does it need less memory",
        ),
        (
            "2 张 a100 80g 全参微调 llama 3.1 8b，bf16，序列 4096，够吗",
            "等等，刚才说的 fsdp 是啥意思，为啥 2 张卡就能训 8b",
        ),
    ],
)
def test_a_definition_after_a_fit_is_a_question_of_its_own(advisor, catalog, first, second):
    previous = advisor.converse([first]).turns[-1].query
    assert not is_follow_up(parse(second, catalog), previous)
    query, answer = _last(advisor, first, second)
    assert answer.kind == "concept"
    assert not query.gpus and query.intent == "concept"


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (
            "fine-tuning a 7b on a g5.12xlarge with lora, will that work?",
            "and which gpus does g5.12xlarge actually have, how much vram each",
        ),
        ("p4d.24xlarge 上全参微调 13b 够不够", "p4d.24xlarge 里面到底是什么卡，每张多少显存"),
    ],
)
def test_an_instances_contents_after_a_fit_are_answered_from_its_row(advisor, first, second):
    query, answer = _last(advisor, first, second)
    assert answer.kind == "instance"
    assert query.model_id is None and query.params_b is None


# --------------------------------------------------------------------------- a speed seen as wrong


@pytest.mark.parametrize(
    "text",
    [
        "seeing about 9 tok/s on my end, what am i doing wrong",
        "it's doing 20 t/s for me. what's wrong?",
        "我这里跑出来 8 t/s，哪里不对",
    ],
)
def test_a_speed_seen_and_called_wrong_is_a_slow_trouble(text):
    assert trouble_kind(text) == "slow"


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (
            "4070 + llama 3.1 8b q4_k_m in ollama, how many tok/s should that do",
            "mine does 15 t/s though, what's wrong",
        ),
        ("3090 跑 qwen2.5 14b q4，生成速度大概多少", "我这边跑出 10 t/s，哪里有问题"),
    ],
)
def test_a_speed_seen_after_a_speed_answer_is_troubleshot(advisor, first, second):
    query, answer = _last(advisor, first, second)
    assert answer.kind == "troubleshoot"
    assert query.trouble == "slow" and query.gpus


# --------------------------------------------------------------------------- a line's sibling


@pytest.mark.parametrize(
    ("first", "second", "model"),
    [
        (
            "does llama 4 maverick in fp8 fit on 8x h100 80gb",
            "what about scout on those, same precision",
            "llama-4-scout",
        ),
        ("h200 单卡跑 llama 4 scout bf16 放得下吗", "那 maverick 呢", "llama-4-maverick"),
    ],
)
def test_a_sibling_named_by_its_word_replaces_the_earlier_model(advisor, first, second, model):
    query, answer = _last(advisor, first, second)
    assert query.model_id == model
    assert answer.kind == "fit_check"
    assert model.split("-")[-1] in answer.answer.splitlines()[0].lower()


# --------------------------------------------------------------------------- what is not carried


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (
            "is a 4070 really worth $200 over a 4060 ti for 8b models?",
            "and the 5070 vs the 4070 then?",
        ),
        ("4070 比 4060ti 贵 1500 块，值得吗", "那 5070 和 4070 比呢"),
    ],
)
def test_a_premium_of_the_earlier_cards_is_no_budget_for_the_next(catalog, first, second):
    previous, _ = resolve(parse(first, catalog), None)
    assert previous.card_premium  # the premium (a price gap is no budget to spend either)
    merged, carried = resolve(parse(second, catalog), previous)
    assert merged.budget is None and "budget" not in carried
    assert {g.gpu_id for g in merged.gpus} == {"rtx-5070", "rtx-4070"}


def test_words_beside_no_instance_type_are_not_carried(catalog):
    previous, _ = resolve(
        parse("is the 4060 ti 128-bit bus a dealbreaker vs a 3060?", catalog), None
    )
    merged, carried = resolve(parse("and the 5060 ti vs the 4060 ti?", catalog), previous)
    assert merged.instance_words == [] and "instance" not in carried


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (
            "8x h100, fsdp training of llama 3.1 70b dies after an hour, dmesg shows Xid 48",
            "Xid 48 是什么意思，要换卡吗",
        ),
        (
            "4090 上训 qwen2.5 7b lora，跑到一半报 CUDA error: an illegal memory access"
            " was encountered",
            "这个 illegal memory access 是啥意思，是显卡坏了吗",
        ),
        (
            "8x h100, fsdp training of llama 3.1 70b dies after an hour, dmesg shows Xid 48",
            "ok so Xid 48 — what does that mean, is the card dead",
        ),
    ],
)
def test_a_term_asked_after_a_trouble_goes_on_with_it(advisor, first, second):
    query, answer = _last(advisor, first, second)
    assert answer.kind == "troubleshoot"
    assert query.gpus and query.model_id is not None


@pytest.mark.parametrize(
    ("first", "second", "precision"),
    [
        (
            "4060 ti 16g 跑 qwen3 14b q4_k_m 放得下吗",
            "换 gemma 3 12b，量化不变，还放得下吗",
            "q4_k_m",
        ),
        ("3090 跑 qwen2.5 32b bf16 放得下吗", "那量化呢", "int4"),
    ],
)
def test_a_bare_quant_word_keeps_the_quantised_format_said_before(
    advisor, first, second, precision
):
    query, _ = _last(advisor, first, second)
    assert query.precision == precision
