"""A model's memory asked with no card is answered in gigabytes first, at the precisions people
run it at; a quote about another model (Whisper's sizes for a DeepSeek question) is left out."""

from __future__ import annotations

import pytest

from assistant.answer.other_models import about_other_models
from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "opening", "rest"),
    [
        (
            "how much vram does deepseek v3 need",
            "**DeepSeek-V3 (671B) needs about 681 GB of GPU memory at FP8 (its release format)**",
            "about 379 GB at 4-bit (Q4_K_M)",
        ),
        (
            "llama 3 70b 要多少显存",
            "**Llama 3 70B 在 bf16 下推理约需 145 GB 显存**",
            "其他精度：8 位约 75 GB、4 位（Q4_K_M）约 42 GB",
        ),
        (
            "how much vram to full fine-tune llama 3 8b",
            "**Llama 3 8B needs about 150 GB of GPU memory at bf16** for full fine-tuning",
            "2,048 tokens of context",
        ),
    ],
)
def test_the_need_comes_first_in_gigabytes(advisor, text: str, opening: str, rest: str) -> None:
    _, answer, first = turn_of(advisor, text)
    assert answer.intent == "recommend"
    assert first.startswith(opening) and rest in first
    assert "Where that fits, cheapest first:" in answer.answer or "放得下的配置" in answer.answer


def test_a_card_named_keeps_the_fit_check(advisor) -> None:
    _, answer, first = turn_of(advisor, "how much vram does llama 3 70b need on a 4090")
    assert "needs about 145 GB of GPU memory" not in first


def test_a_sentence_on_another_model_is_not_quoted_for_this_one() -> None:
    catalog = load_catalog()
    query = parse("how much vram does deepseek v3 need", catalog)
    whisper = "Whisper comes in tiny and large-v3; the README lists about 10 GB of VRAM for large."
    general = "Weights take two bytes per parameter in bf16, so VRAM grows with the model."
    named = "DeepSeek-V3 holds 671B parameters, so VRAM must hold all of them."
    assert about_other_models(whisper, query, catalog)
    assert not about_other_models(general, query, catalog)
    assert not about_other_models(named, query, catalog)
