"""A price answer quotes only passages about what was priced; a rental unit is no purchase price."""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from assistant.question.topic import names_subject
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_names_subject_needs_every_group() -> None:
    groups = (frozenset({"算家云", "suanjia"}), frozenset({"5090"}))
    assert names_subject("算家云上的 RTX 5090 每卡每小时 2.68 元。", groups)
    assert not names_subject("阿里云的小时单价表查不到。", groups)
    assert not names_subject("RTX 5090 is fast.", groups)  # the card without the provider
    assert names_subject("anything", ())


@pytest.mark.parametrize(
    ("question", "price", "provider"),
    [
        ("矩池云 T4 每小时多少钱", "¥1.35", "矩池云"),
        ("晨涧云的 A800 多少钱一小时", "¥5.15", "晨涧云"),
        ("算家云 4090 按小时怎么收费", "¥1.24", "算家云"),
        ("how much per hour is an H100 on nebius", "$3.85", "Nebius"),
    ],
)
def test_a_priced_provider_and_card_quote_only_passages_naming_both(
    advisor, question: str, price: str, provider: str
) -> None:
    answer = last_answer(advisor, question)
    line = first_line(answer.answer)
    assert answer.kind == "price" and price in line and provider in line
    for c in answer.citations:
        if c.doc_id.startswith(("gpu-", "offer-")):
            continue
        assert provider.lower() in c.snippet.lower(), c.snippet  # never why Aliyun lists none


@pytest.mark.parametrize(
    "question",
    [
        "hourly list price of a p5.48xlarge in us-east-1?",
        "what's the list price per hour of an H100 on AWS",
        "H100 在 RunPod 上的官方价格每小时多少",
    ],
)
def test_a_list_price_per_hour_is_a_rental_price(advisor, question: str) -> None:
    answer = last_answer(advisor, question)
    line = first_line(answer.answer)
    assert answer.kind == "price"
    assert answer.tool_calls[0].tool == "price_job"
    assert "to buy" not in line and "购买价" not in line
    assert ("per hour" in line or "per GPU-hour" in line) or "每卡每小时" in line


def test_a_list_price_without_a_unit_is_still_the_purchase_price(advisor) -> None:
    assert parse("what is the list price of an H100", advisor.catalog).spec_fields == ["price"]
    line = first_line(last_answer(advisor, "H100 售价多少").answer)
    assert "购买价约 $25,000" in line


@pytest.mark.parametrize(
    "question",
    [
        "cheapest H100 spot price?",
        "H100 最便宜的按量价格",
        "what's the cheapest A100 to rent per hour",
    ],
)
def test_a_rental_price_quotes_no_purchase_price(advisor, question: str) -> None:
    answer = last_answer(advisor, question)
    assert answer.kind == "price"
    guides = [c for c in answer.citations if not c.doc_id.startswith(("gpu-", "offer-"))]
    assert all("selling price" not in c.snippet and "售价" not in c.snippet for c in guides)
    assert all(c.doc_id != "rent-vs-buy" or "hour" in c.snippet for c in guides)
