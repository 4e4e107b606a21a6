"""An English answer names a Chinese cloud known by its Chinese name with that name beside it."""

from __future__ import annotations

import pytest

from assistant.answer.compose import PROVIDER_NAMES, provider_name
from tests.support.advisors import memory_advisor


@pytest.mark.parametrize("key", ["suanjia", "chenjian"])
def test_the_romanization_keeps_the_chinese_name(key: str) -> None:
    en, zh = PROVIDER_NAMES[key]
    assert zh in en and en != zh
    assert provider_name(key, "zh") == zh


def test_a_rent_or_buy_answer_names_the_cloud_as_asked() -> None:
    answer = memory_advisor().ask(
        "should i just buy an rtx 5090 or keep renting it from 算家云? lora, 15 h weekly"
    )
    assert answer.kind == "rent_vs_buy"
    assert "算家云" in answer.answer
    zh = memory_advisor().ask("5090 买还是在算家云上租？每周跑 15 小时 lora")
    assert zh.kind == "rent_vs_buy"
    assert "算家云" in zh.answer and "Suanjiayun" not in zh.answer
