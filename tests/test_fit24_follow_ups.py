"""Fit checks and what follows them: stated widths, the bridge kept, lists, the KV cache explained.

* "GPTQ-Int8" is an 8-bit build: the width said with the format is the precision, not the
  4-bit default a bare "GPTQ" gets;
* cards said to have no NVLink bridge still lack it when the follow-up only swaps the model;
* "141G 的那版 H20" names the 141 GB H20;
* "which other models run on it, quantized is fine" after a fit lists the card's models (the
  quantisation word allows quantised ones, it asks no variants of the earlier model);
* "wait, what is the KV cache you keep mentioning" after a fit is a question of its own;
* "N users at 16k each, is this box enough" is answered by the serving plan's yes or no.
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


# ---- a width said with the format


@pytest.mark.parametrize(
    ("text", "precision"),
    [
        ("will Qwen2.5-14B-Instruct-GPTQ-Int8 fit on a 3090 with vllm?", "int8"),
        ("一张 L40S 部署 qwen2.5 32b 的 GPTQ Int8 量化版，显存够吗", "int8"),
        ("does the awq 8-bit build of llama 3.1 70b fit on two a6000s?", "int8"),
        ("4090 上跑 qwen2.5 32b 的 gptq-int4 能放下吗", "int4"),
        ("can a 4090 hold qwen2.5 32b as gptq?", "int4"),
    ],
)
def test_the_width_said_with_a_format_is_the_precision(catalog, text, precision) -> None:
    assert parse(text, catalog).precision == precision


def test_an_8_bit_gptq_build_is_sized_at_8_bits(advisor) -> None:
    asked = "两张 A6000 想用 vllm 跑 qwen2.5 72b 的 gptq-int8，32k 上下文放得下吗，不行就换 int4"
    _, answer, _ = turn_of(advisor, asked)
    call = next(c for c in answer.tool_calls if c.tool == "estimate_memory")
    assert (call.input["precision"], call.input["count"]) == ("int8", 2)
    assert not any("GPTQ" in a for a in answer.assumptions)  # no "sized as int4" note


# ---- the missing bridge kept for a follow-up on the same cards


@pytest.mark.parametrize(
    ("first", "then", "said"),
    [
        (
            "2x 3090 without an nvlink bridge, can vllm run llama 3.1 70b awq at 16k?",
            "and mistral large 123b, same quant?",
            "without an NVLink bridge",
        ),
        (
            "两张 4090 不带桥，用 vllm 跑 qwen2.5 32b 的 fp8 能行吗",
            "那 gemma 3 27b 呢",
            "无 NVLink 桥",
        ),
    ],
)
def test_no_bridge_is_kept_when_only_the_model_changes(advisor, first, then, said) -> None:
    query, answer, _ = turn_of(advisor, first, then)
    assert query.no_nvlink
    assert answer.kind == "fit_check"
    assert any(said in a and "nvlink" in a.lower() for a in answer.assumptions)


def test_no_bridge_is_dropped_with_new_cards(advisor) -> None:
    query, answer, _ = turn_of(
        advisor,
        "2x 3090 without an nvlink bridge, can vllm run llama 3.1 70b awq at 16k?",
        "what about on two h100s",
    )
    assert [g.gpu_id for g in query.gpus] == ["h100-sxm"]
    assert not query.no_nvlink
    assert not any("nvlink" in a.lower() for a in answer.assumptions)


# ---- a memory size before the card, said as "that version"


@pytest.mark.parametrize(
    ("text", "gpu", "count"),
    [
        ("那 141G 的那版 H20 能放下 qwen3 235b 吗", "h20-141gb", 1),
        ("四张 141G 那款的 H20 跑 deepseek r1 够吗", "h20-141gb", 4),
        ("96G 的那个 H20 呢", "h20", 1),
    ],
)
def test_the_memory_of_that_version_names_the_card(catalog, text, gpu, count) -> None:
    asks = parse(text, catalog).gpus
    assert [(g.gpu_id, g.count) for g in asks] == [(gpu, count)]


def test_a_fit_moves_to_the_larger_memory_version(advisor) -> None:
    _, answer, first = turn_of(
        advisor, "单张 H20 96G 能装下 llama 3.1 405b 的 fp8 吗", "换成 141G 的那版 H20 呢"
    )
    call = next(c for c in answer.tool_calls if c.tool == "estimate_memory")
    assert call.input["gpu"] == "h20-141gb"
    assert answer.kind == "fit_check" and first.startswith("**不行")


# ---- a list of models asked after a fit, quantised ones allowed


@pytest.mark.parametrize(
    ("first", "then"),
    [
        (
            "can my 3060 12gb run mistral small 24b in fp16?",
            "ok which other models would run on it? quants are fine",
        ),
        ("台式机 4070 12G 想跑 qwen2.5 14b 不量化，能行吗", "那它还能跑什么模型？量化的也可以"),
    ],
)
def test_models_listed_after_a_fit_drop_the_earlier_model(advisor, first, then) -> None:
    query, answer, first_line = turn_of(advisor, first, then)
    assert query.model_id is None and query.params_b is None
    assert query.precision != "fp16"  # quantised models allowed: not the earlier 16 bits
    assert answer.kind == "fits_hardware"
    assert any(c.tool == "fits_hardware" for c in answer.tool_calls)
    assert "Q4_K_M" in first_line


def test_quants_of_the_model_keep_it(advisor) -> None:
    query, answer, _ = turn_of(
        advisor, "can my 3060 12gb run qwen2.5 14b in fp16?", "which quants of it fit then"
    )
    assert query.model_id == "qwen2.5-14b"
    assert answer.kind == "fit_check"


# ---- the KV cache explained after a fit


@pytest.mark.parametrize(
    "then",
    [
        "hang on, what is this kv cache thing, why does a longer context need more vram",
        "等一下，你提到的 kv 缓存到底是什么？为啥上下文越长越占显存",
    ],
)
def test_the_kv_cache_explained_after_a_fit_is_its_own_question(advisor, then) -> None:
    query, answer, _ = turn_of(advisor, "can a 4090 hold gemma 3 27b at q4_k_m with 32k ctx?", then)
    assert answer.kind == "concept"
    assert query.model_id is None and not query.gpus
    assert any(c.doc_id == "long-context" for c in answer.citations)


def test_a_kv_setting_after_a_fit_stays_on_that_fit(advisor) -> None:
    first = "can a 4090 hold gemma 3 27b at q4_k_m with 32k ctx?"
    query, answer, _ = turn_of(advisor, first, "and with the kv cache in q8?")
    assert query.model_id == "gemma-3-27b"
    assert answer.kind in ("kv_cache", "fit_check")


# ---- a load on the stated cards, asked whether they carry it


@pytest.mark.parametrize(
    ("text", "gpus", "users", "verdict"),
    [
        ("qwen3 235b a22b fp8 部署，30 并发，每个用户 32k 上下文，8 张 h100 够吗", 8, 30, "yes"),
        ("llama 3.1 70b fp8, 64 concurrent, 16k context per user, is 2x h200 enough?", 2, 64, "no"),
    ],
)
def test_a_load_on_stated_cards_is_the_serving_plan(advisor, text, gpus, users, verdict) -> None:
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "serve"
    assert answer.verdict == verdict
    call = next(c for c in answer.tool_calls if c.tool == "plan_serving")
    assert call.input["users"] == users
    assert f"{gpus} ×" in first


# ---- a sibling card after "one card, and if not how many": still one card, said


@pytest.mark.parametrize(
    ("first", "then", "gpu", "lead"),
    [
        (
            "单张 H20 96G 放得下 llama 3.1 405b 的 fp8 权重吗？不够要几张",
            "那换 141G 的那版 H20 呢",
            "h20-141gb",
            "**不够，1 × H20 141GB",
        ),
        (
            "does qwen2.5 72b in fp16 fit on a single l40s? if not, how many would i need",
            "what about an a100 80gb then?",
            "a100-80gb-sxm",
            "**No, 1 × A100",
        ),
    ],
)
def test_a_sibling_card_keeps_the_one_card_said(advisor, first, then, gpu, lead) -> None:
    query, answer, first_line = turn_of(advisor, first, then)
    assert [(g.gpu_id, g.count, g.count_stated) for g in query.gpus] == [(gpu, 1, True)]
    assert answer.verdict == "no"
    assert first_line.startswith(lead)
    assert answer.assumptions[0].count("fp") <= 1  # the width carried is said once
