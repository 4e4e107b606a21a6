"""A wattage said alone after a power answer re-prices the same use; "stock" lifts the limit."""

from __future__ import annotations

import pytest

from assistant.question.off_topic_words import OFF_TOPIC_RE
from tests.support.advisors import memory_advisor

_BILL_EN = "my 3090 capped at 250w, 12 hours a day, $0.30/kwh: what does it cost a month?"
_BILL_ZH = "4090 限功耗 300w，每天 8 小时，电费 0.5 元一度，一个月电费多少"


def _power_call(turns: list[str]) -> dict[str, object]:
    answer = memory_advisor().converse(turns).turns[-1].answer
    assert answer.kind == "power"
    return next(c.input for c in answer.tool_calls if c.tool == "estimate_power")


@pytest.mark.parametrize(
    ("turns", "limit"),
    [
        ([_BILL_EN, "and at 300w?"], 300.0),
        ([_BILL_EN, "what if i run it at stock 350 watts instead"], 350.0),
        ([_BILL_ZH, "那 400瓦 呢"], 400.0),
        ([_BILL_EN, "and back at stock?"], None),  # no limit left: the card's own board power
    ],
)
def test_the_new_wattage_is_the_limit(turns: list[str], limit: float | None) -> None:
    call = _power_call(turns)
    assert call.get("power_limit_w") == limit
    assert call["ask"] == "electricity"


def test_the_rest_of_the_use_is_kept() -> None:
    call = _power_call([_BILL_EN, "and at 300w?"])
    assert call["hours_per_day"] == 12.0
    assert str(call["tariff_per_kwh"]) == "0.30"


@pytest.mark.parametrize(
    ("text", "off"),
    [
        ("leave it at stock clocks", False),
        ("stock power limit on a 4090", False),
        ("is the 5090 in stock anywhere", False),
        ("should i buy nvidia stock now", True),
        ("what stocks should i pick", True),
    ],
)
def test_stock_said_of_a_card_is_no_market_talk(text: str, off: bool) -> None:
    assert (OFF_TOPIC_RE.search(text) is not None) == off
