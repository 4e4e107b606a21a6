"""Questions land on the kind they ask (kinds36): two cards weighed for their worth on a job are
compared, not listed, though figures are given as each card's case; a bare count asked "at once"
of a stated box is its serving capacity, not its speed; a token count said beside the KV cache is
the length the cache is sized at; a context length read with the bare word "cache" names the KV
cache."""

from __future__ import annotations

import pytest

from assistant.kinds.concept import CONCEPT
from assistant.question.capacity_slots import capacity_asked
from assistant.question.kv_words import kv_named
from assistant.question.text import fold
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


# ------------------------------------------------------------ two cards weighed for a job's worth


def test_two_cards_worth_for_inference_with_a_figure_given_is_a_comparison(advisor):
    query, answer, line = turn_of(advisor, "h800 和 h20 拿来推理哪个更划算？h20 算力砍得厉害")
    assert query.task != "catalog"
    assert answer.kind == "compare"
    assert "胜出" in line


def test_two_cards_value_for_inference_in_english_is_a_comparison(advisor):
    query, answer, line = turn_of(
        advisor, "H100 vs H200 for inference, which is better value? H200 has way more bandwidth"
    )
    assert query.task != "catalog"
    assert answer.kind == "compare"
    assert "wins" in line


def test_one_cards_figures_stay_its_row(advisor):
    _, answer, line = turn_of(advisor, "H20 显存多大，算力多少")
    assert answer.kind == "catalog"
    assert "96" in line


# ------------------------------------------------------------------ a count asked "at once"


@pytest.mark.parametrize(
    "text",
    [
        "how many can realistically chat at once?",
        "how many could actually use it at once",
        "how many can comfortably talk to it at the same time?",
    ],
)
def test_a_bare_count_of_people_at_once_is_a_capacity(text):
    assert capacity_asked(fold(text))


def test_a_card_count_at_once_is_no_capacity():
    assert not capacity_asked(fold("how many gpus do i need at once"))


def test_how_many_chat_at_once_on_a_stated_box_is_serving(advisor):
    query, answer, line = turn_of(
        advisor,
        "office box: 2x 4090 with vllm serving qwen2.5-14b for 30 staff. "
        "how many can comfortably chat at once before it crawls?",
    )
    assert query.asks_capacity
    assert answer.kind == "serve"
    assert "RTX 4090" in line


# ------------------------------------------------------------- tokens said beside the KV cache


def test_a_token_count_beside_the_kv_cache_is_its_length(advisor):
    query, answer, line = turn_of(
        advisor, "kv cache per token for mistral 7b? and what would 20,000 tokens take"
    )
    assert query.context_tokens == 20000
    assert answer.kind == "kv_cache"
    assert "20,000" in line


def test_a_token_count_beside_the_kv_cache_in_chinese(advisor):
    query, answer, line = turn_of(
        advisor, "qwen2.5 7b 的 kv 缓存每 token 多大？塞 50000 个 token 呢"
    )
    assert query.context_tokens == 50000
    assert answer.kind == "kv_cache"
    assert "50,000" in line


def test_a_token_rate_is_no_cache_length(advisor):
    query, _, _ = turn_of(
        advisor, "my llama 8b server pushes 2048 tokens per second, kv cache size per token?"
    )
    assert query.context_tokens is None


def test_a_context_read_makes_the_bare_cache_the_kv_cache():
    assert kv_named(fold("feed it 64k of logs, GB for the cache alone?"), context_read=True)
    assert not kv_named(fold("feed it 64k of logs, GB for the cache alone?"))
    assert not kv_named(fold("clear the hf cache, 64k of logs"), context_read=True)


def test_a_long_log_fed_and_the_cache_alone_asked_is_the_kv_kind(advisor):
    query, answer, _ = turn_of(
        advisor,
        "summarising logs on a 4060 ti 16gb with qwen2.5 7b, want to shove 64k of logs in. "
        "cache at fp16: how many GB for the cache alone?",
    )
    assert query.kv_asked
    assert query.context_tokens == 65536
    assert answer.kind == "kv_cache"


# ------------------------------------------------------------------ a card's wattage asked back


def test_a_cards_wattage_asked_back_is_its_row(advisor):
    query, answer, line = turn_of(advisor, "the L40S, is it 350W? planning a 4-card chassis")
    assert [(q.field, q.value) for q in query.figures_quoted] == [("power", 350.0)]
    assert answer.kind == "catalog"
    assert line.startswith("**Yes.**")
    assert "350 W" in line


def test_a_wrong_wattage_asked_back_is_denied_by_the_row(advisor):
    _, answer, line = turn_of(advisor, "RTX 5090: is it 450W? someone on reddit said so")
    assert answer.kind == "catalog"
    assert line.startswith("**No")
    assert "575 W" in line


def test_a_supplys_wattage_asked_back_is_no_cards(advisor):
    query, answer, _ = turn_of(advisor, "my psu for the 4090, is it 850w?")
    assert query.figures_quoted == []
    assert answer.kind == "power"


# ------------------------------------------------------------ a term's meaning asked, a job named


def test_a_terms_meaning_asked_beside_a_workload_is_explained(advisor):
    _, answer, _ = turn_of(advisor, "whisper 的 WER 是啥意思？5% 的 WER 是说一百个词错五个吗")
    assert answer.kind == "concept"


def test_a_term_defined_beside_a_workload_is_admitted_by_the_explanation_kind(advisor):
    query, _, _ = turn_of(advisor, "whisper 的 WER 是啥意思？5% 的 WER 是说一百个词错五个吗")
    assert CONCEPT.admits(query)


def test_a_term_defined_beside_a_card_is_not_admitted(advisor):
    query, _, _ = turn_of(advisor, "what does RTF mean on a T4 for whisper?")
    assert not CONCEPT.admits(query)


def test_a_best_card_asked_with_what_is_stays_a_pick(advisor):
    _, answer, _ = turn_of(advisor, "what's the best gpu for whisper?")
    assert answer.kind == "workload_pick"


# -------------------------------------------------------- an LLM runtime beside a media tool


def test_two_cards_for_ollama_and_comfyui_are_compared_on_the_llm_too(advisor):
    _, answer, line = turn_of(advisor, "4090 还是 5090，主要跑 ollama，偶尔 comfyui 出图")
    assert answer.kind == "compare"
    assert "tokens/s" in line


def test_two_cards_for_vllm_and_sdxl_are_compared_on_the_llm_too(advisor):
    _, answer, line = turn_of(advisor, "3090 vs 4080 super for a vllm box that also does sdxl")
    assert answer.kind == "compare"
    assert "tokens/s" in line


def test_two_cards_for_comfyui_alone_stay_a_media_comparison(advisor):
    _, answer, _ = turn_of(advisor, "4090 vs 5090 for comfyui flux")
    assert answer.kind == "workload_compare"


# ------------------------------------------------------------ a type's cards asked back, hedged


def test_a_types_cards_asked_back_with_a_hedge_confirm_its_shape(advisor):
    query, answer, line = turn_of(
        advisor, "g5.12xlarge: 4x A10G i believe? ok for a few sdxl workers?"
    )
    assert query.confirms_shape
    assert answer.kind == "instance"
    assert "g5.12xlarge" in line
    assert line.startswith("**Yes")


def test_a_media_checkpoint_in_gguf_is_no_llm_runtime(advisor):
    query, answer, _ = turn_of(advisor, "flux schnell gguf q4: 4060 ti 16gb or 4070 super, which?")
    assert not query.llm_runtime_named
    assert answer.kind == "workload_compare"
