"""A rent-vs-buy naming a cloud the price book lacks says so first, whichever rent is weighed.

The rented card may differ from the one bought ("FluidStack H200s vs buying an H100"): the rent
then comes from another provider, and the first line says the named cloud is not covered and
names the card whose rent is used; a cloud the book has keeps its own rent and no such line.
"""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "provider", "rented"),
    [
        ("fluidstack h200 vs buying an h100 sxm outright", "FluidStack", "H200"),
        ("keep renting a100s on paperspace or buy one a100 80gb pcie?", "Paperspace", "A100 SXM4"),
        ("vultr 的 A100 租着用，还是自己买一张 A100 40GB 划算", "Vultr", "A100 SXM4 80GB"),
    ],
)
def test_the_uncovered_cloud_leads_and_names_the_rented_card(advisor, question, provider, rented):
    _, answer, first = turn_of(advisor, question)
    assert answer.kind == "rent_vs_buy"
    assert provider in first and ("I don't cover" in first or "未收录" in first)
    assert rented in first
    # said once: the figures line no longer repeats that the cloud has no price
    assert answer.answer.count(f"{provider} has no price") == 0
    assert "没有它的报价" not in answer.answer


def test_a_stand_in_rent_says_the_uncovered_cloud_with_the_card_weighed(advisor):
    # nobody rents a Strix Halo box: the rent is another card's; the uncovered cloud is said
    # first and the verdict on the price stated shares the line
    _, answer, first = turn_of(
        advisor, "buy a ryzen ai max+ 395 128gb mini pc for $2,000 or rent on vast?"
    )
    assert first.startswith("**I don't cover Vast.ai") and "**Buying is cheaper**" in first
    uncovered = first.split("**Buying is cheaper**")[0]
    assert "Ryzen" not in uncovered  # the rent weighed is another card's, not the box's own


def test_a_covered_cloud_gets_no_uncovered_line(advisor):
    _, answer, first = turn_of(
        advisor, "renting lambda's h100 sxm vs buying an h100 pcie, which is cheaper over 3 years?"
    )
    assert "I don't cover" not in answer.answer
    assert first.startswith("**Buying is cheaper**") or first.startswith("**Renting is cheaper**")
