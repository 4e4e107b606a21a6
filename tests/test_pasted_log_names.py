"""Words of a pasted llama.cpp log are not cards or models; 'laptop w/ 4060' is the laptop GPU."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import KNOWLEDGE


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(Path(KNOWLEDGE) / "specs")


@pytest.mark.parametrize(
    "text",
    [
        "llama.cpp b4500 on a 3090, qwen3 14b q4 runs at 40 t/s, normal?",
        "升级到 llama.cpp b5123 之后 4090 跑 qwen3 32b 变慢了",
    ],
)
def test_a_build_number_is_not_a_card(catalog, text: str) -> None:
    query = parse(text, catalog)
    assert not any(p.kind == "unknown_gpu" for p in query.problems)
    assert len(query.gpus) == 1


@pytest.mark.parametrize(
    "text",
    [
        "3090 llama-server: llama_init_from_model: failed to allocate buffer for kv cache",
        "4090 报错 llama_model_load_from_file_impl: failed to load model，qwen3 8b",
    ],
)
def test_a_log_function_is_not_a_model(catalog, text: str) -> None:
    query = parse(text, catalog)
    assert not any(p.kind == "unlisted_model" for p in query.problems)


@pytest.mark.parametrize(
    ("text", "gpu_id"),
    [
        ("laptop w/ 4060 (8gb), can it run qwen3 8b?", "rtx-4060-laptop"),
        ("笔记本的4070 能跑 14b 吗", "rtx-4070-laptop"),
    ],
)
def test_a_laptop_said_before_the_card_is_its_gpu(catalog, text: str, gpu_id: str) -> None:
    assert [g.gpu_id for g in parse(text, catalog).gpus] == [gpu_id]
