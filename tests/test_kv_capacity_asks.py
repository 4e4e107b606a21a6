"""LLM capacity questions as people phrase them: the KV cache at the length asked, per request
and counted on the cards, a session's length beside a serving load, lists of what fits a card,
the time to ingest a prompt, and a head count said with an adjective."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


def _kv_input(answer) -> dict:
    return next(c.input for c in answer.tool_calls if c.tool == "estimate_kv_cache")


def test_a_token_count_scaled_by_wan_sizes_the_cache_and_the_lead_says_past_the_window(
    advisor,
) -> None:
    answer = advisor.ask("Yi 34B 读一份二十万 token 的招股书，kv 缓存要几个 G，fp16")
    assert answer.kind == "kv_cache"
    assert _kv_input(answer)["context"] == 200_000
    first = _first(answer)
    assert "200,000 tokens" in first and "49.2 GB" in first
    assert "4,096" in first  # Yi-34B's window, said in the same line


def test_a_why_beside_a_figure_at_a_stated_length_is_the_cache_sized(advisor) -> None:
    answer = advisor.ask("llama 3.1 8b 的 kv cache 为什么这么占显存？32k 上下文到底要多少 G")
    assert answer.kind == "kv_cache"
    assert _kv_input(answer)["context"] == 32_768
    assert "4.3 GB" in _first(answer)


def test_one_request_s_cache_and_a_count_are_answered_by_the_cache(advisor) -> None:
    answer = advisor.ask(
        "llama 3.1 8b: kv per request at 8k, and how many requests fit on one 4090?"
    )
    assert answer.kind == "kv_cache"
    first = _first(answer)
    assert first.startswith("**5 sequences of 8,192 tokens fit**")
    assert "1.1 GB per sequence" in first


def test_no_request_fits_when_the_weights_alone_do_not(advisor) -> None:
    answer = advisor.ask(
        "each user's kv cache at 8k for llama 3.1 70b in fp16, and how many users before"
        " one 4090 runs out?"
    )
    assert answer.kind == "kv_cache"
    first = _first(answer)
    assert first.startswith("**0 sequences of 8,192 tokens fit**")
    assert "weights alone do not fit" in first


def test_the_cache_is_sized_at_the_length_said_beside_it(advisor) -> None:
    answer = advisor.ask(
        "my agent writes about 7k tokens per reply. per-session KV at 8k for qwen3 8b, and how"
        " many sessions fit on one L40S?"
    )
    assert answer.kind == "kv_cache"
    assert _kv_input(answer)["context"] == 8_192


def test_a_session_s_length_said_with_a_room_word_keeps_the_serving_question(advisor) -> None:
    answer = (
        advisor.converse(
            [
                "一张 A100 80G 部署 qwen3 14b，公司 300 人用，高峰 10% 在线，够吗？",
                "要是每个请求最多能塞 16k token，这张卡还撑得住这些人吗",
            ]
        )
        .turns[-1]
        .answer
    )
    assert answer.kind == "serve"


@pytest.mark.parametrize(
    "question",
    [
        "H100 80GB in our lab. list what runs at fp8 with long context",
        "one L40S: list of open models we can serve at fp8",
    ],
)
def test_a_list_asked_outright_is_the_card_s_model_list(advisor, question: str) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "fits_hardware"
    assert "biggest model" in _first(answer)


def test_the_list_leads_and_the_missing_fp8_follows(advisor) -> None:
    answer = advisor.ask("single RTX 3090 24GB: list of open models I can run at fp8/int8")
    assert answer.kind == "fits_hardware"
    first = _first(answer)
    assert "biggest model" in first and "FP8" not in first
    assert "No FP8 on the RTX 3090" in answer.answer


def test_internal_users_are_the_load_served(advisor) -> None:
    answer = advisor.ask("we need to serve qwen2.5 32b to ~150 internal users, which GPU to rent?")
    assert answer.kind == "serve"
    assert "150 concurrent users" in _first(answer)


def test_seconds_to_ingest_a_prompt_before_the_first_token_is_a_speed(advisor) -> None:
    answer = advisor.ask(
        "rtx 4090 with llama 3.1 8b q4: how many seconds to ingest a 30k token prompt before"
        " the first token?"
    )
    assert answer.kind == "speed"
    assert _first(answer).startswith("**Time to first token")
