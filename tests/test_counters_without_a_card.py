"""An ECC counter read off ``nvidia-smi -q`` is judged without a card's name.

"Double Bit ECC 5 on the used card, is it ok?": the count decides for any card, so the
answer is the verify kind's verdict, not the fault guide's Xid passage. The count may come
before the counter ("3 uncorrectable ecc errors").
"""

import pytest

from assistant.question.test_results import card_test_read
from assistant.question.test_results import test_result as read_result
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "beyond"),
    [
        ("got 4 uncorrectable ecc errors on it, bad?", True),
        ("nvidia-smi shows 2 double bit errors, ok?", True),
        ("7 correctable ecc errors, is that fine?", False),
        ("有 3 个不可纠正错误，ecc 这样正常吗", True),
    ],
)
def test_a_count_said_before_its_counter_is_read(text, beyond):
    result = read_result(text)
    assert result is not None and result.test == "ecc"
    assert result.errors is True
    assert result.beyond_repair is beyond


def test_only_a_counter_is_judged_without_a_card():
    assert card_test_read("double bit ecc: 3 on this card, keep it?", False) is not None
    # a memory test's length depends on the card's size: no card, no judgment
    assert card_test_read("ran memtest for 10 min with no errors, good enough?", False) is None
    assert card_test_read("ran memtest for 10 min with no errors, good enough?", True) is not None


@pytest.mark.parametrize(
    ("question", "verdict", "lead"),
    [
        ("the seller's card shows Double Bit ECC 2 in nvidia-smi, fine to buy?", "no", "No:"),
        ("used card reads 6 uncorrectable ecc errors, should I send it back?", "yes", "Yes,"),
        ("收的二手卡 双比特 ECC 4，能要吗", "no", "不行："),
        ("朋友出的卡，不可纠正错误 3 个，值得入手吗", "no", "不行："),
        ("nvidia-smi -q: single bit ecc 0, double bit ecc 0. card ok?", "yes", "Yes:"),
    ],
)
def test_the_verdict_names_no_card_when_none_was_said(advisor, question, verdict, lead):
    answer = advisor.ask(question)
    assert answer.kind == "verify"
    assert answer.verdict == verdict
    first = answer.answer.splitlines()[0].lstrip("*")
    assert first.startswith(lead)
    assert ("ECC" in first) and ("card" in first or "显卡" in first)
