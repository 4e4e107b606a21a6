"""How much more one card rents for than another leads when the gap is asked.

"租的话差价多少", "rent price difference between X and Y": both cards are priced at their
cheapest on-demand listing, and the first line says the difference per GPU-hour and the ratio.
"""

import re

import pytest

from assistant.question.rate_units import rented_gap_asked
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "rented"),
    [
        ("l40s 和 4090 租起来差价多少", True),
        ("hourly price difference l4 vs t4?", True),
        ("how much more is an h100 than an a100 when renting", True),
        ("4090比3090贵多少", False),  # no renting said: a gap to buy, or a comparison
    ],
)
def test_a_gap_between_rents_is_read(text, rented):
    assert rented_gap_asked(text) is rented


def _hourly(text: str) -> list[float]:
    """The first amount in each bold part: the gap, then each card's rent."""
    bold = re.findall(r"\*\*(.+?)\*\*", text)
    return [float(m[1]) for b in bold if (m := re.search(r"[$¥]([\d.]+)", b))]


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("租 A100 和 H100 一小时差价多少", "zh"),
        ("what's the rent price difference between an rtx 4090 and an l40s?", "en"),
    ],
)
def test_the_gap_leads_with_both_rents_after_it(advisor, question, lang):
    answer = advisor.ask(question)
    assert answer.kind == "price"
    first = answer.answer.splitlines()[0]
    assert ("more per GPU-hour than" in first) if lang == "en" else ("每卡每小时比" in first)
    gap, *rents = _hourly(first)
    dearer, cheaper = max(rents[:2]), min(rents[:2])
    assert gap == pytest.approx(dearer - cheaper, abs=0.011)
    ratio = float(re.search(r"([\d.]+)(?:×| 倍)", first)[1])
    assert ratio == pytest.approx(dearer / cheaper, abs=0.051)
