"""A LoRA said of the image model beside a language model is the image model's, not the LLM's.

"想本地跑 qwen2.5 14b，偶尔训训 flux lora" runs the language model (sized for inference) and
trains LoRAs of FLUX; a LoRA said apart from the image model stays the language model's.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.question.media_method import method_of_media
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "预算一万，本地跑 qwen2.5 14b 聊天，偶尔训训 flux lora，买啥卡",
        "want llama 3.1 8b for chat and to train some sdxl loras, $1500, which card",
        "mostly qwen3 32b for coding plus a lora for sdxl now and then — card under $2000?",
    ],
)
def test_a_lora_by_the_image_model_is_its_own(advisor, question: str) -> None:
    query = parse(question, advisor.catalog)
    assert query.method is None
    assert query.workload_method == "lora"
    assert query.model_id is not None and query.workload_id is not None


@pytest.mark.parametrize(
    "question",
    [
        "lora 微调 qwen2.5 7b，顺便出 sdxl 图，买啥卡",
        "fine-tune llama 3.1 8b with lora and also generate sdxl images, which gpu",
    ],
)
def test_a_lora_said_apart_stays_the_language_models(advisor, question: str) -> None:
    query = parse(question, advisor.catalog)
    assert query.method == "lora"
    assert query.workload_method is None


def test_no_image_model_leaves_the_method() -> None:
    slots = {"model_id": "qwen3-32b", "method": "lora", "workload_family": None}
    method_of_media(slots, "lora qwen3 32b")
    assert slots["method"] == "lora"


def test_the_pick_sizes_the_language_model_for_inference(advisor) -> None:
    query, answer, first = turn_of(
        advisor, "预算一万二，主要跑 qwen3 32b，偶尔炼一下 sdxl lora，推荐张卡"
    )
    assert answer.kind == "recommend"
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert call.input["method"] == "inference"
    assert call.input["budget"] == Decimal(12000)
    assert "Qwen3-32B" in first


def test_a_lower_budget_follow_up_keeps_inference(advisor) -> None:
    query, answer, first = turn_of(
        advisor,
        "预算一万二，主要跑 qwen3 32b，偶尔炼一下 sdxl lora，推荐张卡",
        "要是只有五千呢，32b 只能上 q3 吗",
    )
    assert answer.kind == "recommend"
    assert query.budget == Decimal(5000)
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert call.input["method"] == "inference" and call.input["precision"] == "q3_k_m"
    assert "¥5,000.00" in first
