"""Cards said taken or lost leave the ones still usable as the count ("只剩三张能用")."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.cards_left import cards_left
from assistant.question.parsing import parse


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


@pytest.mark.parametrize(
    ("text", "gpu", "count"),
    [
        (
            "vllm won't start on my box: a coworker grabbed one of the l40s, it is taken,"
            " so only 3 left. which tp size should i use for qwen2.5 72b awq?",
            "l40s",
            3,
        ),
        ("服务器上 8 张 a100 坏了两张，还剩六张能用，跑 llama 3.1 405b fp8 还够吗", "a100", 6),
    ],
)
def test_the_cards_left_are_the_count(catalog, text: str, gpu: str, count: int) -> None:
    query = parse(text, catalog)
    assert len(query.gpus) == 1 and query.gpus[0].gpu_id.startswith(gpu)
    assert query.gpus[0].count == count and query.gpus[0].count_stated


@pytest.mark.parametrize(
    "text",
    ["only 3 gpus for this job, is that enough", "我只有三张卡，够不够跑 70b"],
)
def test_no_card_lost_reads_nothing(text: str) -> None:
    assert cards_left(text) is None
