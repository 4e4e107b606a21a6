"""Fits, lists, serving counts, spec checks and gaps read whole (own phrasings).

Users of a model asked to fit in the cards' memory are answered by the KV cache on those cards;
"concurrency?" asked bare counts the users; a format before "models" or "哪些能完整放进去"
asks the list of what fits; "俩" counts two cards and a size before a modded card picks that
variant; a figure put up to be confirmed ("带宽是8TB/s吗") or a speed said of a figure ("faster
memory") reads the cards' rows; "差几成" weighs two cards; uncatalogued MoE models are said
first as not covered.
"""

from __future__ import annotations

import re

import pytest

from assistant.catalog.uncatalogued import alias_pattern
from assistant.evaluation_constraints import first_line
from assistant.question.capacity_slots import capacity_asked
from assistant.question.model_list_words import MODEL_LIST_RE
from assistant.question.room_words import room_asked
from assistant.question.spec_premise import figures_asked
from assistant.question.spec_sheet import named_fields
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def advisor():
    return _build()


def _ask(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1].answer


def _call(answer, tool):
    return next(c for c in answer.tool_calls if c.tool == tool)


# ---- users of a model asked to fit in memory: the KV cache against those cards


@pytest.mark.parametrize(
    ("question", "gpu", "count", "users"),
    [
        ("两张A100 40G跑llama3.1 70b int8，16k上下文，8路并发，塞得下吗", "a100-40gb-sxm", 2, 8),
        ("qwen2.5 32b awq on one 4090, 8k context, 6 users at once — will it fit?",
         "rtx-4090", 1, 6),
        ("一张L4放llama 3.1 8b，4k上下文3个人同时用，放得下吗", "l4", 1, 3),
    ],
)  # fmt: skip
def test_users_asked_to_fit_in_memory_are_sized_by_the_kv_cache(
    advisor, question, gpu, count, users
):
    answer = _ask(advisor, question)
    assert answer.kind == "kv_cache"
    assert answer.verdict in ("yes", "no")
    call = _call(answer, "estimate_kv_cache")
    assert (call.input["gpu"], call.input["count"], call.input["sequences"]) == (gpu, count, users)


def test_enough_for_users_stays_a_serving_plan(advisor):
    answer = _ask(advisor, "10个人同时用qwen2.5 14b，一张a10扛得住吗")
    assert answer.kind == "serve"
    assert not any(c.tool == "estimate_kv_cache" for c in answer.tool_calls)


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("6 users at once — will it fit?", True),
        ("8路并发，塞得下吗", True),
        ("显存够不够", True),
        ("is one h100 enough for 40 users", False),
        ("5个人用，两张卡扛得住吗", False),
        ("does it fit the budget", False),
    ],
)
def test_room_words_are_memory_fits(text, room):
    assert room_asked(text) is room


# ---- "concurrency?" asked bare: the users the cards serve


@pytest.mark.parametrize(
    ("question", "gpu", "count"),
    [
        ("qwen2.5 14b awq on one l40s, 16k per chat — concurrency?", "l40s", 1),
        ("两张4090跑qwen2.5 14b awq，每路8k，并发呢？", "rtx-4090", 2),
        ("llama 3.1 8b fp8 on an h100 at 32k each, max concurrency?", "h100-sxm", 1),
    ],
)  # fmt: skip
def test_concurrency_asked_bare_counts_users(advisor, question, gpu, count):
    answer = _ask(advisor, question)
    assert answer.kind == "serve"
    call = _call(answer, "serving_capacity")
    assert (call.input["gpu"], call.input["count"]) == (gpu, count)
    assert re.search(r"\d+\s*(?:路|个|concurrent)", first_line(answer.answer))


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("32k each — concurrency?", True),
        ("每路16k，并发呢", True),
        ("at 8 concurrency?", False),
        ("20路并发呢？", False),
    ],
)
def test_concurrency_bare_is_a_count_only_without_a_figure(text, asked):
    assert capacity_asked(text) is asked


# ---- a list of models asked with a format or "能完整放进去"


@pytest.mark.parametrize(
    ("question", "gpu", "precision"),
    [
        ("which int4 models fit entirely on one 3090 with some room for context?",
         "rtx-3090", "int4"),
        ("单卡4090 24g，fp8的话哪些能完整放进显存", "rtx-4090", "fp8"),
        ("a6000上跑awq量化，哪些能全部塞进去", "rtx-a6000", "int4"),
    ],
)  # fmt: skip
def test_models_listed_by_format_are_the_fits_list(advisor, question, gpu, precision):
    answer = _ask(advisor, question)
    assert answer.kind == "fits_hardware"
    call = _call(answer, "fits_hardware")
    assert call.input["gpu"] == gpu and call.input["precision"] == precision


@pytest.mark.parametrize(
    "text", ["which fp8 models run on it", "what 4-bit models fit", "哪些能完整放进去"]
)
def test_model_list_words_read_the_format_and_whole_fit(text):
    assert MODEL_LIST_RE.search(text) is not None


# ---- "俩" and a size before a modded card


@pytest.mark.parametrize(
    ("question", "gpu", "count"),
    [
        ("收了俩3090，qwen2.5 32b q8 能跑吗", "rtx-3090", 2),
        ("手上俩22g的魔改2080ti，qwen2.5 32b q4 放得下吗", "rtx-2080-ti-22gb", 2),
        ("三张22G的魔改2080ti跑qwen2.5 72b q4能行吗", "rtx-2080-ti-22gb", 3),
    ],
)  # fmt: skip
def test_colloquial_two_and_modded_size_before_the_card(advisor, question, gpu, count):
    answer = _ask(advisor, question)
    calls = [c for c in answer.tool_calls if "gpu" in c.input]
    assert calls and (calls[0].input["gpu"], calls[0].input["count"]) == (gpu, count)


def test_these_two_is_no_count(advisor):
    answer = _ask(advisor, "这俩3090和4090谁快")
    call = _call(answer, "compare_gpus")
    assert call.input["gpus"] == ["rtx-3090", "rtx-4090"]
    assert call.input["counts"] == [1, 1]


# ---- a figure put up to be confirmed, or a speed said of a figure: the rows


@pytest.mark.parametrize(
    ("question", "gpus", "number"),
    [
        ("h200的显存到底是141G还是144G，带宽是4.8TB/s吗", ["h200"], "141"),
        ("mi300x带宽是5.3TB/s吗", ["mi300x"], "5,300"),
        ("l40s vs a6000 — is the l40s memory actually faster, or only compute?",
         ["l40s", "rtx-a6000"], "864"),
        ("a6000和l40s比，显存更快还是算力更强", ["rtx-a6000", "l40s"], "768"),
    ],
)  # fmt: skip
def test_figures_confirmed_or_compared_read_the_rows(advisor, question, gpus, number):
    answer = _ask(advisor, question)
    assert answer.kind == "catalog"
    assert _call(answer, "query_catalog").input["gpu_ids"] == gpus
    assert number in first_line(answer.answer)


@pytest.mark.parametrize(
    ("text", "fields"),
    [
        ("v100 vs v100s — faster memory or only clocks?", ["bandwidth", "tflops"]),
        ("l40s vs a6000: is the memory any faster?", ["bandwidth"]),
        ("4090 vs 3090 which is faster for llama", []),
    ],
)
def test_speed_of_a_figure_names_the_figure(text, fields):
    assert named_fields(text) == fields


@pytest.mark.parametrize(
    ("text", "asked"),
    [("带宽是8tb/s吗", True), ("显存是96g还是141g", True), ("带宽高的卡跑得快吗", False)],
)
def test_a_figure_put_up_is_asked(text, asked):
    assert figures_asked(text) is asked


# ---- a gap asked in tenths or percent weighs the two cards


@pytest.mark.parametrize(
    "question",
    [
        "4090和3090跑qwen2.5 7b推理，速度差几成",
        "L40S和A100 80G做13b的lora，吞吐能差几成",
        "h100 vs a100 for llama 3.1 8b inference, what percent faster?",
    ],
)
def test_a_gap_in_tenths_or_percent_is_a_comparison(advisor, question):
    answer = _ask(advisor, question)
    assert answer.kind == "compare"
    assert len(_call(answer, "compare_gpus").input["gpus"]) == 2


# ---- uncatalogued mixtures of experts: said first as not covered


@pytest.mark.parametrize(
    ("question", "name"),
    [
        ("kv cache of phi 3.5 moe at 64k?", "Phi-3.5-MoE"),
        ("phi3.5-moe 在 3090 上能跑吗", "Phi-3.5-MoE"),
        ("混元large 部署要几张 h20", "Hunyuan-Large"),
    ],
)
def test_uncatalogued_moe_is_said_first(advisor, question, name):
    answer = _ask(advisor, question)
    line = first_line(answer.answer)
    assert name in line
    assert re.search(r"not in my catalog|不在我的目录", line)
    assert "Phi-4" not in line


# ---- a follow-up that counts the users asks them anew: the earlier load is not carried


@pytest.mark.parametrize(
    ("first", "then", "gpu", "count"),
    [
        ("两张4090跑qwen2.5 14b awq，8k上下文，5个人同时用放得下吗", "那最多能扛几个16k的对话",
         "rtx-4090", 2),
        ("one l40s, qwen2.5 14b awq, 6 users at 8k — does it fit?",
         "ok and how many concurrent users could it hold at 16k?", "l40s", 1),
    ],
)  # fmt: skip
def test_users_asked_after_a_fit_are_counted_anew(advisor, first, then, gpu, count):
    answer = _ask(advisor, first, then)
    assert answer.kind == "serve"
    call = _call(answer, "serving_capacity")
    assert (call.input["gpu"], call.input["count"], call.input["context"]) == (gpu, count, 16384)


def test_users_counted_of_a_cache_with_no_cards_keep_the_load(advisor):
    answer = _ask(
        advisor,
        "llama 3.1 70b kv cache at 8k for 12 users?",
        "with an fp8 cache how many users fit in that same memory?",
    )
    assert answer.kind == "kv_cache"
    call = _call(answer, "estimate_kv_cache")
    assert (call.input["sequences"], call.input["kv_precision"]) == (12, "fp8")


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("hunyuan large on 8 h20s?", True),
        ("tencent-hunyuan-large, fp8", True),
        ("hunyuan-large-vision-1.5 on a 4090", False),
        ("phi-3.5-moe-instruct at 32k", True),
    ],
)
def test_an_uncatalogued_alias_ends_where_the_name_ends(advisor, text, found):
    rows = advisor.catalog.uncatalogued.values()
    hit = any(
        alias_pattern(r).search(text) for r in rows if r.id in ("hunyuan-large", "phi-3.5-moe")
    )
    assert hit is found
