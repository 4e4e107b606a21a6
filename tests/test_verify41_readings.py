"""fresh41's verify and rent-or-buy misses, in other words: every reading asked against the
listing at once, a shortfall suspected, the price a card was bought at beside the card the
machine shows, a verify follow-up naming the card it may be swapped for, a rental kept paying
for against a card's price, and a purchase quoted beside a monthly rent spend."""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.card_offer import card_offer_said
from assistant.question.parsing import parse
from assistant.question.purchase_quote import purchase_quoted
from assistant.question.text import fold
from assistant.question.verify_cues import reading_questioned
from tests.support.advisors import memory_advisor, turn_of

CATALOG = load_catalog()


@pytest.mark.parametrize(
    "text",
    [
        "vast box sold as l40s 48gb; smi reads 46068MiB, power limit 350W. everything line up?",
        "the rented a100 shows 81920MiB in nvidia-smi. is that the correct figure for 80gb?",
        "smi says 23028MiB on the 4090 i rented, are we being shortchanged?",
        "租的 L40S，nvidia-smi 显示 46068MiB，功耗上限 350W，都对吗",
        "买的 A6000 显示 49140MiB，是不是给少了",
    ],
)
def test_a_reading_asked_against_the_listing_is_questioned(text: str) -> None:
    assert reading_questioned(fold(text))


def test_a_plain_question_is_not_a_reading_questioned() -> None:
    assert not reading_questioned(fold("does it all come with a warranty if i buy two 4090s"))


@pytest.mark.parametrize(
    ("question", "verdict", "tool"),
    [
        (
            "lambda instance sold as A100 80GB: smi shows 81920MiB, power limit 400W."
            " everything line up?",
            "yes",
            "check_power_reading",
        ),
        ("租的 4090，nvidia-smi 显示 24564MiB，功耗上限 450W，都对得上吗", "yes",
         "check_power_reading"),
        ("rented 4x a100 80gb, each shows 40960MiB. is that the right amount or am i short?",
         "no", "check_memory_reading"),
    ],
)  # fmt: skip
def test_readings_against_the_listing_are_judged(question: str, verdict: str, tool: str) -> None:
    answer = memory_advisor().ask(question)
    assert answer.kind == "verify"
    assert answer.verdict == verdict
    assert any(c.tool == tool for c in answer.tool_calls)


@pytest.mark.parametrize(
    ("text", "offer"),
    [
        ("闲鱼 9800 收的 3090，nvidia-smi 显示 3080，是不是被骗了", {"rtx-3090": 9800.0}),
        ("1.2w 买的 4090，鲁大师显示 4090 D，亏了吗", {"rtx-4090": 12000.0}),
        ("paid $1,300 for a used 4090 and the driver reports a 4090 D. ripped off?",
         {"rtx-4090": 1300.0}),
    ],
)  # fmt: skip
def test_the_price_paid_is_read_beside_the_card_shown(text: str, offer: dict[str, float]) -> None:
    gpus = parse(text, CATALOG).gpus
    assert len({g.gpu_id for g in gpus}) == 2
    assert card_offer_said(fold(text), gpus) == {"card_offer": offer}


def test_two_cards_compared_at_a_budget_are_no_offer() -> None:
    text = "预算 9800，3090 还是 4070 ti super"
    assert card_offer_said(fold(text), parse(text, CATALOG).gpus) == {}


def test_the_price_paid_is_echoed_in_the_check() -> None:
    answer = memory_advisor().ask("花 1.2w 收的 4090，nvidia-smi 显示 RTX 4090 D，我亏了吗")
    assert answer.kind == "verify"
    assert any("12,000" in a for a in answer.assumptions)


@pytest.mark.parametrize(
    ("first", "then", "provider"),
    [
        ("autodl 上 4090 一小时多少钱", "租到以后怎么确认是真 4090，不是 3090 冒充", "AutoDL"),
        ("how much is an H100 an hour on runpod?",
         "once it's up, how do i make sure it's really an h100 and not an a100 passed off as one",
         "RunPod"),
    ],
)  # fmt: skip
def test_a_check_naming_a_suspected_swap_keeps_the_rented_machine(
    first: str, then: str, provider: str
) -> None:
    _, answer, _ = turn_of(memory_advisor(), first, then)
    assert answer.kind == "verify"
    assert provider.lower() in " ".join(answer.assumptions).lower()


@pytest.mark.parametrize(
    "question",
    [
        "we run whisper on ~300 hours of calls a month. buy an rtx a4000 for $900 or keep paying"
        " for the g4dn.xlarge?",
        "buying a used a6000 at $3,500, or stay on our g5.2xlarge on demand? 200 hours a month",
    ],
)
def test_a_rental_kept_against_a_card_s_price_is_rent_or_buy(question: str) -> None:
    answer = memory_advisor().ask(question)
    assert answer.kind == "rent_vs_buy"
    rvb = next(c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy"))
    assert rvb.input.get("capex") is not None


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("our aws bill is $9k a month. an 8x 4090 box costs ~$30k, would it pay off in a year?",
         Decimal("30000")),
        ("we pay $4,000/month to lambda; a $60k quote for 2x h100 pcie, payback?",
         Decimal("60000")),
        ("阿里云每月花 2 万租 A100，自己买 2 卡服务器报价 25 万，多久回本", Decimal("250000")),
    ],
)  # fmt: skip
def test_a_purchase_quoted_beside_a_rent_spend_is_read(text: str, quoted: Decimal) -> None:
    query = parse(text, CATALOG)
    assert query.budget_kind == "rent"
    assert query.purchase_quoted == quoted


def test_no_quote_without_a_rent_spend() -> None:
    assert purchase_quoted(fold("a 4090 costs $1,800"), {"budget_kind": "buy"}) == {}


def test_the_quoted_purchase_is_what_owning_costs() -> None:
    answer = memory_advisor().ask(
        "腾讯云上每个月花 3 万，4 卡 L40S 服务器报价 36 万，一年半能回本吗？电费 0.8 元一度"
    )
    assert answer.kind == "rent_vs_buy"
    rvb = next(c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy"))
    assert Decimal(str(rvb.input["capex"])) == Decimal("360000")


@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("buy a used a6000 for $3,800 or keep paying for our g5.2xlarge? ~150 hours a month",
         "a10g"),
        ("买一张二手 A5000 花 1 万 2，还是继续租 AWS g6.xlarge？每月跑 100 小时", "l4"),
    ],
)  # fmt: skip
def test_the_rented_type_is_priced_on_its_own_card(question: str, card: str) -> None:
    answer = memory_advisor().ask(question)
    assert answer.kind == "rent_vs_buy"
    priced = [c for c in answer.tool_calls if c.tool == "price_job"]
    assert any(c.input.get("gpu") == card for c in priced)
