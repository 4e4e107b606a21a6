"""A load said in thousands ("2k chats", "1.5k users", "3k并发") is read as the full count."""

from __future__ import annotations

import pytest

from assistant.question.corrections import drop_negated
from assistant.question.thousands import expand_thousands
from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("around 2k concurrent chats at launch", "around 2000 concurrent chats at launch"),
        ("plan for 1.5k users", "plan for 1500 users"),
        ("峰值大概3k并发", "峰值大概3000并发"),
        ("2.5k 个用户同时在线", "2500 个用户同时在线"),
        ("32k ctx and 8k-token prompts", "32k ctx and 8k-token prompts"),
        ("4k context, 10 users", "4k context, 10 users"),
        ("how many concurrent 32k requests fit", "how many concurrent 32k requests fit"),
        ("serve 8 parallel 16k sessions", "serve 8 parallel 16k sessions"),
        ("能同时跑几个 8k 会话", "能同时跑几个 8k 会话"),
    ],
)
def test_a_count_in_k_is_written_out_only_before_a_load(text: str, written: str) -> None:
    assert expand_thousands(text) == written


@pytest.mark.parametrize(
    ("question", "users", "shown"),
    [
        ("we expect about 2k simultaneous conversations on llama 3.1 8b. how many l40s?", 2000,
         "2,000"),
        ("serving qwen2.5 7b to 1.5k concurrent users, how many a100s", 1500, "1,500"),
        ("qwen2.5 7b 预计 3k 并发用户，需要几张 h100", 3000, "3,000"),
    ],
)  # fmt: skip
def test_a_thousands_load_sizes_the_deployment(question: str, users: int, shown: str) -> None:
    query, answer, line = turn_of(memory_advisor(), question)
    assert query.users == users
    assert shown in line


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("typo: 200M tokens, not 2B", "typo: 200M tokens"),
        ("actually it's 6 cards not 8.", "actually it's 6 cards."),
        ("是 16 张卡，不是 12 张", "是 16 张卡"),
        ("应该是3000亿token，而不是3万亿", "应该是3000亿token"),
        ("why not 2 cards?", "why not 2 cards?"),
        ("是不是7B的", "是不是7B的"),
    ],
)
def test_a_figure_said_to_be_not_meant_is_dropped(text: str, kept: str) -> None:
    assert drop_negated(text) == kept


@pytest.mark.parametrize(
    ("turns", "model_id", "tokens"),
    [
        (("continued pretraining of llama 3.1 8b on 20B tokens, 16x h100. how long?",
          "my bad, 2B tokens, not 20B"), "llama-3.1-8b", 2e9),
        (("qwen2.5 7b 继续预训练 100亿 token，8张h100要多久",
          "打错了，是 10亿 token，不是 100亿"), "qwen2.5-7b", 1e9),
        (("pretraining qwen2.5 14b on 3B tokens with 8x h100, how many days?",
          "correction: 300M tokens rather than 3B"), "qwen2.5-14b", 3e8),
    ],
)  # fmt: skip
def test_a_corrected_away_figure_keeps_the_earlier_model(
    turns: tuple[str, str], model_id: str, tokens: float
) -> None:
    query, answer, line = turn_of(memory_advisor(), *turns)
    assert query.model_id == model_id
    assert query.tokens == tokens
