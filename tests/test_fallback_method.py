"""A training method said only as the fallback is not the method asked about."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.fallback_method import set_aside_fallback
from assistant.question.parsing import parse

CAT = load_catalog()


@pytest.mark.parametrize(
    ("text", "method"),
    [
        (
            "full fine-tune of llama 3 8b on two l40s, bf16 - enough memory? if not i'll use lora",
            "full",
        ),
        ("full parameter training of mistral 7b on 4x 4090, otherwise qlora", "full"),
        ("全参微调qwen2.5 14b，4张a100 80g够吗？不行的话就改用qlora", "full"),
        ("8卡h800全量微调llama 70b，装不下我就换lora", "full"),
        # the fallback is the only method said: it stays the method
        ("will qwen2.5 7b fit a 4090? otherwise lora", "lora"),
        # a method named first keeps its place; the fallback is set aside
        ("qlora of a 70b on one a100 80gb, otherwise plain lora on two", "qlora"),
    ],
)
def test_the_fallback_method_is_set_aside(text: str, method: str) -> None:
    assert parse(text, CAT).method == method


def test_a_bare_fine_tune_with_a_fallback_sizes_every_method() -> None:
    query = parse("微调llama 3 8b用一张3090行不行，不够就上lora", CAT)
    assert query.finetune_unspecified
    assert query.method is None


def test_text_without_a_fallback_is_unchanged() -> None:
    text = "lora or full fine-tune for a 7b on a 4090?"
    assert set_aside_fallback(text) == text
