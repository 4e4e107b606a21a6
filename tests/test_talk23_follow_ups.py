"""Follow-ups merged as what they change: a card put in the same box, sequences counted.

A card said to go in a second slot (or added "too") after a what-fits list joins the first
card in one box, and the list is the box's; "48 sequences at 8k" counts 48 sequences of 8,192
tokens, not a context of 48 tokens.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


# ---- a card added to the box a list was asked of


@pytest.mark.parametrize(
    ("first", "then", "cards", "sized_on"),
    [
        (
            "what's the largest llm my rtx 3090 can hold at q4?",
            "and with a 3060 12gb in the spare slot?",
            ["rtx-3090", "rtx-3060"],
            "rtx-3060",
        ),
        (
            "what can my 4080 run fully in vram?",
            "what if i add my old 2080 ti too",
            ["rtx-4080", "rtx-2080-ti"],
            "rtx-2080-ti",
        ),
        (
            "我的 4060 Ti 16G 能跑多大的模型",
            "第二个插槽再插一张 3060 12G 呢",
            ["rtx-4060-ti-16gb", "rtx-3060"],
            "rtx-3060",
        ),
    ],
)
def test_a_card_added_after_a_list_joins_the_box(advisor, first, then, cards, sized_on) -> None:
    query, answer, _ = turn_of(advisor, first, then)
    assert [g.gpu_id for g in query.gpus] == cards
    assert query.gpus_together
    assert answer.kind == "fits_hardware"
    call = next(c for c in answer.tool_calls if c.tool == "fits_hardware")
    assert (call.input["gpu"], call.input["count"]) == (sized_on, 2)


def test_a_slot_named_reads_as_one_box(catalog) -> None:
    assert parse("a 3090 with a 3060 in the second slot, what fits?", catalog).gpus_together
    assert parse("4090 第二个卡槽插 3090，能跑多大模型", catalog).gpus_together


def test_a_card_named_instead_after_a_list_is_not_a_box(advisor) -> None:
    query, answer, _ = turn_of(advisor, "what can my 3090 run at q4?", "and on a 4090 instead?")
    assert [g.gpu_id for g in query.gpus] == ["rtx-4090"]
    assert not query.gpus_together


# ---- sequences counted beside their length


@pytest.mark.parametrize(
    ("text", "users", "context"),
    [
        ("mistral 7b kv cache for 24 sequences at 16k", 24, 16384),
        ("how big is the kv for 40 8k sequences on llama 3.1 8b", 40, 8192),
        ("qwen2.5 14b 同时跑 12 个 32k 的序列，kv 要多少", 12, 32768),
        ("llama 3.1 8b 20路 8k 上下文，kv cache 占多少", 20, 8192),
    ],
)
def test_sequences_counted_beside_their_length(catalog, text, users, context) -> None:
    query = parse(text, catalog)
    assert (query.users, query.context_tokens) == (users, context)


def test_more_sequences_after_a_kv_answer_keep_the_length(advisor) -> None:
    query, answer, line = turn_of(
        advisor,
        "kv cache for llama 3.1 8b with 8 parallel 16k sequences?",
        "and 32 sequences at 16k, still room on a 48gb card beside the weights?",
    )
    assert (query.users, query.context_tokens) == (32, 16384)
    assert answer.kind == "kv_cache"
    call = next(c for c in answer.tool_calls if c.tool == "estimate_kv_cache")
    assert (call.input["sequences"], call.input["context"]) == (32, 16384)
    assert "32 × 16,384 tokens" in line


def test_more_sequences_in_chinese_after_a_kv_answer(advisor) -> None:
    query, answer, _ = turn_of(
        advisor,
        "mistral 7b 同时跑 8 个 16k 的序列，kv cache 多大",
        "那 40 个 16k 的序列呢，24g 的卡放得下吗",
    )
    assert (query.users, query.context_tokens) == (40, 16384)
    call = next(c for c in answer.tool_calls if c.tool == "estimate_kv_cache")
    assert call.input["sequences"] == 40
    assert answer.verdict == "no"


# ---- the biggest model asked after one model's fit: the card's list


@pytest.mark.parametrize(
    ("first", "then", "gpu"),
    [
        (
            "llama 3.1 70b q4 on a 12gb 3060, any chance?",
            "fine, so what's the largest one that runs well on it",
            "rtx-3060",
        ),
        (
            "mistral small 24b fp16 on my 4070 super?",
            "what's the biggest i can load then",
            "rtx-4070-super",
        ),
        ("qwen2.5 32b 在 3060 12g 上跑 q8 行不行", "那这张卡能舒服放下的最大是哪个", "rtx-3060"),
    ],
)
def test_the_biggest_asked_after_a_fit_lists_the_cards_models(advisor, first, then, gpu) -> None:
    query, answer, _ = turn_of(advisor, first, then)
    assert answer.kind == "fits_hardware"
    assert query.model_id is None
    assert [g.gpu_id for g in query.gpus] == [gpu]


def test_the_biggest_of_something_else_is_no_model_list(catalog) -> None:
    assert not parse(
        "what's the biggest batch that fits on a 4090 for llama 8b", catalog
    ).asks_model_list
    assert not parse("the largest card that fits my case?", catalog).asks_model_list


# ---- an upgrade's gain asked after a speed: both cards timed, not owning against renting


@pytest.mark.parametrize(
    ("first", "then", "new", "old"),
    [
        (
            "3090 跑 qwen2.5 14b q4 一秒多少 token",
            "换成 4090 能快几成，值不值得换",
            "rtx-4090",
            "rtx-3090",
        ),
        (
            "4080 上 llama 3.1 8b fp16 生成速度多少",
            "上 5090 的话快百分之多少？值不值得升级",
            "rtx-5090",
            "rtx-4080",
        ),
    ],
)
def test_an_upgrades_gain_after_a_speed_times_both_cards(advisor, first, then, new, old) -> None:
    query, answer, line = turn_of(advisor, first, then)
    assert answer.kind == "speed"
    timed = [c.input["gpu"] for c in answer.tool_calls if c.tool == "estimate_speed"]
    assert timed[0] == new and old in timed
    assert "tokens/s" in line


def test_worth_upgrading_asked_alone_weighs_the_cards(advisor) -> None:
    _, answer, _ = turn_of(advisor, "3090 值不值得换成 4090，主要跑 qwen2.5 14b")
    assert answer.kind == "compare"


# ---- a real-time factor asked after a speech model's fit: the rate


@pytest.mark.parametrize(
    ("first", "then"),
    [
        (
            "whisper large-v3 on a t4 16gb, will it load in fp16?",
            "ok and what rtf should i expect?",
        ),
        ("whisper medium 在 T4 上能跑吗", "那实时率大概多少"),
    ],
)
def test_a_real_time_factor_after_a_fit_is_the_speed(advisor, first, then) -> None:
    _, answer, line = turn_of(advisor, first, then)
    assert answer.kind == "workload_speed"
    assert "0." in line and ("real-time factor" in line.lower() or "实时率" in line)


# ---- more hours a day said after a rent-or-buy weighing: the same weighing


@pytest.mark.parametrize(
    ("first", "then", "hours_per_week"),
    [
        ("一天跑6小时sdxl出图，4090是买还是租？", "其实每天能跑满18小时", 126.0),
        (
            "3090 自己买还是租 autodl 划算？每天用 5 小时跑 qwen 推理",
            "其实每天能跑 16 个小时",
            112.0,
        ),
    ],
)
def test_more_hours_after_a_rent_or_buy_weigh_it_again(
    advisor, first, then, hours_per_week
) -> None:
    _, answer, _ = turn_of(advisor, first, then)
    assert answer.kind == "rent_vs_buy"
    call = next(c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy"))
    assert call.input["hours_per_week"] == hours_per_week


def test_hours_a_day_are_no_fit_cue(catalog) -> None:
    assert parse("每天能跑满20小时", catalog).intent != "fit_check"


# ---- another card asked of an instance type whose name spells its card


@pytest.mark.parametrize(
    ("first", "then", "name", "gpu"),
    [
        (
            "what's inside Standard_ND96isr_H100_v5?",
            "and the h200 version of it?",
            "Standard_ND96isr_H200_v5",
            "h200",
        ),
        ("azure ND H100 v5 有几张卡，显存多大", "那 H200 的呢", "Standard_ND96isr_H200_v5", "h200"),
        (
            "Standard_ND96isr_H200_v5: would llama 3.1 405b fp8 fit on one vm?",
            "and the mi300x one?",
            "Standard_ND96isr_MI300X_v5",
            "mi300x",
        ),
    ],
)
def test_another_card_of_a_type_named_by_its_card(advisor, first, then, name, gpu) -> None:
    query, answer, _ = turn_of(advisor, first, then)
    assert query.instance_named == name
    assert [(g.gpu_id, g.count) for g in query.gpus] == [(gpu, 8)] or answer.kind == "instance"
    assert name in answer.answer or gpu in str(answer.tool_calls)


# ---- "how much does it help": an effect weighed, not a price


@pytest.mark.parametrize(
    "then",
    [
        "and with fsdp across both, how much does it help then?",
        "ok, for full fine-tuning how much would the bridge matter?",
    ],
)
def test_how_much_it_helps_after_an_explanation_is_no_price(advisor, then) -> None:
    _, answer, _ = turn_of(
        advisor, "is nvlink on two 3090s worth it for llama.cpp inference, or only training?", then
    )
    assert answer.kind == "concept"
    assert not any(c.tool.startswith("price") for c in answer.tool_calls)


def test_how_much_an_effect_or_a_price(catalog) -> None:
    assert parse("how much does nvlink help for training on two 3090s?", catalog).intent != "cost"
    assert parse("how much does a used 3090 cost?", catalog).intent == "cost"
    assert parse("how much would two a100s be for a week on runpod?", catalog).intent == "cost"


def test_two_cards_named_together_after_a_list_are_their_own_box(advisor) -> None:
    query, answer, _ = turn_of(
        advisor, "what can my 3060 12gb run?", "what about a 4090 and a 3090 together?"
    )
    assert sorted(g.gpu_id for g in query.gpus) == ["rtx-3090", "rtx-4090"]
    assert answer.kind == "fits_hardware"


def test_a_card_on_another_cloud_is_no_sibling_type(advisor) -> None:
    query, _, _ = turn_of(
        advisor, "Standard_ND96isr_H100_v5 hourly price on azure?", "and an h200 on runpod?"
    )
    assert query.instance_named != "Standard_ND96isr_H200_v5"
    assert [g.gpu_id for g in query.gpus] == ["h200"]


@pytest.mark.parametrize(
    ("first", "then", "type_name"),
    [
        (
            "Standard_ND96isr_H100_v5 一台总共多少显存？想跑 llama 3.1 405b fp8",
            "那 MI300X 那款呢",
            "Standard_ND96isr_MI300X_v5",
        ),
        (
            "total hbm across the node on a Standard_ND96isr_H200_v5? need deepseek r1 fp8",
            "and the h100 one?",
            "Standard_ND96isr_H100_v5",
        ),
    ],
)
def test_a_sibling_type_asked_after_its_figures_gets_its_figures(first, then, type_name):
    answer = memory_advisor().converse([first, then]).turns[-1].answer
    assert answer.kind == "instance"
    assert type_name in answer.answer.splitlines()[0]
    assert "GB of GPU memory in all" in answer.answer or "GB 显存" in answer.answer


@pytest.mark.parametrize(
    ("first", "then", "card", "count"),
    [
        ("阿里云 gn7i 能跑 qwen2.5 72b 吗", "那 gn8is 呢", "l20", 8),
        ("will llama 3.1 70b run on a g5.12xlarge?", "and on a g6e.12xlarge?", "l40s", 4),
    ],
)
def test_another_type_in_a_follow_up_brings_its_own_cards(first, then, card, count):
    answer = memory_advisor().converse([first, then]).turns[-1].answer
    sized = next(c for c in answer.tool_calls if c.tool == "estimate_memory")
    assert (sized.input["gpu"], sized.input["count"]) == (card, count)
