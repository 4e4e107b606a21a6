"""A bare 训 before a model or a size ("训 70b 的模型") is training, not running the model."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse

CAT = load_catalog()


@pytest.mark.parametrize(
    "text",
    [
        "打算训 13b 的模型，8 张 4090 行不行",
        "训 qwen3 8b 要几张 3090",
        "想在两张 a6000 上训 7b 模型",
    ],
)
def test_a_bare_train_character_before_a_model_is_training(text: str) -> None:
    query = parse(text, CAT)
    assert query.finetune_unspecified or query.method in ("full", "lora", "qlora")


@pytest.mark.parametrize(
    "text",
    ["想跑 70b 的模型，4 张 a100 够吗", "公司培训 7b 模型的部署，用什么卡"],
)
def test_running_or_a_course_is_not_training(text: str) -> None:
    query = parse(text, CAT)
    assert not query.finetune_unspecified
    assert query.method in (None, "inference")


def test_the_fit_answer_sizes_training_for_a_bare_train_character() -> None:
    from tests.support.advisors import memory_advisor

    answer = memory_advisor().ask("训 70b 的模型，4 张 a100 80g 够吗")
    first = answer.answer.splitlines()[0]
    assert answer.kind == "fit_check"
    assert "推理" not in first
    assert "LoRA" in first or "微调" in first or "训练" in first
