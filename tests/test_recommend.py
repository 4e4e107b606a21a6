"""Recommendations under constraints: case tables over the real catalog and price book.

Expected picks are worked out by hand from gpus.yaml prices and the estimator's peaks:
fewest cards first, then cheapest, among setups leaving >= 10% of usable memory free.
"""

from decimal import Decimal
from pathlib import Path

import pytest

from assistant.calc.money import money
from assistant.calc.recommend import Constraints, Setup, choose, make_budget, recommend
from assistant.calc.workload import Workload
from assistant.catalog.offers import load_price_book
from assistant.catalog.specs import load_catalog

SPECS = Path(__file__).resolve().parent.parent / "knowledge" / "specs"
USD_CNY = Decimal("6.9858")
"""The catalog's newest rate (fx.yaml, 2026-01-27)."""


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(SPECS)


@pytest.fixture(scope="module")
def book(catalog):
    return load_price_book(SPECS, Path("/nonexistent.yaml"), known_gpu_ids=set(catalog.gpus))


def _run(catalog, book, model, kind="buy", budget=None, currency="USD", **wl):
    b = make_budget(Decimal(budget), currency, None, book.fx) if budget else None
    return recommend(
        catalog.model(model),
        Workload(**wl),
        kind=kind,
        gpus=catalog.gpus,
        offers=book.offers,
        fx=book.fx,
        budget=b,
        currency=currency,
    )


# (model, workload, budget, currency) -> (pick gpu, count, price in that currency)
BUY_CASES = [
    # LoRA 7B peaks at 18.05 GB: no 16 GB card (16.16 usable) holds it; the cheapest card
    # that does is the 20 GB RTX 4000 Ada at its $1250 list price (20 x 1.0737 x 0.97 = 20.83
    # usable, 13% spare), below the RTX 3090's $1499 launch MSRP (4090 $1599).
    ("7b", {"method": "lora"}, 5000, "USD", ("rtx-4000-ada", 1, Decimal("1250.00"))),
    # 32B at int4 needs ~21 GB on one card: the 3090 again, inside $2000.
    ("32b", {"precision": "int4"}, 2000, "USD", ("rtx-3090", 1, Decimal("1499.00"))),
    # 70B at int4 is 42 GB on one card, 22.4 GB each on two: two 24 GB cards cost >= $2998,
    # over ¥20,000 / 6.9858 = $2862.95; four RTX 5060 Ti 16GB ($429 each) fit with 12.3 GB
    # per card: 4 x 429 x 6.9858 = ¥11,987.63.
    ("70b", {"precision": "int4"}, 20000, "CNY", ("rtx-5060-ti-16gb", 4, Decimal("11987.63"))),
    # 70B in bf16 needs 144 GB: the MI300X (192 GB) is an OAM module sold on 8-GPU platforms
    # only, so one of them cannot be bought; two 96 GB RTX PRO 6000 cards (2 x $8,565) can.
    ("70b", {}, 50000, "USD", ("rtx-pro-6000-blackwell", 2, Decimal("17130.00"))),
]


@pytest.mark.parametrize(("model", "wl", "budget", "currency", "expected"), BUY_CASES)
def test_buy_pick_within_budget(catalog, book, model, wl, budget, currency, expected):
    r = _run(catalog, book, model, budget=budget, currency=currency, **wl)
    assert r.pick is not None
    assert (r.pick.gpu_id, r.pick.count, r.pick.price) == expected
    assert r.pick.headroom_share >= 0.10
    assert r.pick.price_usd <= r.budget.amount_usd
    assert r.runner_up is None or r.runner_up.gpu_id != r.pick.gpu_id
    assert not r.pick.used_market


def test_cny_budget_is_converted_at_the_dated_rate(book):
    b = make_budget(Decimal(20000), "CNY", None, book.fx)
    assert b.amount_usd == money(Decimal(20000) / USD_CNY)
    assert b.fx_id is not None and b.period == "total"


def test_used_market_setup_is_shown_beside_not_as_the_pick(catalog, book):
    r = _run(catalog, book, "70b", budget=20000, currency="CNY", precision="int4")
    used = r.used_alternative
    assert used is not None and used.used_market
    # two used 24 GB Tesla P40 at about 170 USD each (eBay, Dec 2025), below two used V100
    # 32GB SXM2 at 200 USD each
    assert (used.gpu_id, used.count, used.price_usd) == ("tesla-p40", 2, Decimal("340.00"))


def test_nothing_fits_names_the_cheapest_setup_that_would(catalog, book):
    r = _run(catalog, book, "70b", budget=1000, precision="int4")
    assert r.pick is None
    fit = r.cheapest_fit
    assert (fit.gpu_id, fit.count, fit.price_usd) == ("rtx-5060-ti-16gb", 4, Decimal("1716.00"))


def test_nothing_fits_names_a_lighter_method(catalog, book):
    # full fine-tuning of 7B peaks near 130 GB; LoRA fits two 16 GB cards with FSDP for $858
    r = _run(catalog, book, "7b", budget=1000, method="full")
    assert r.pick is None and r.method_change == "lora"
    assert (r.method_pick.gpu_id, r.method_pick.count) == ("rtx-5060-ti-16gb", 2)
    assert r.method_pick.price_usd == Decimal("858.00")


def test_cheapest_rental_for_70b_at_4bit_is_priced_per_gpu_hour(catalog, book):
    r = _run(catalog, book, "llama-3.1-70b", kind="rent", precision="int4")
    pick = r.pick
    offer = next(o for o in book.offers if o.id == pick.offer_id)
    assert pick.gpu_id == "rtx-a6000" and pick.count == 1
    # a CNY per-card listing (2.20 CNY/h) converted at the dated rate
    assert offer.currency == "CNY"
    assert pick.per_gpu_hour == (offer.per_gpu_hour() / USD_CNY).quantize(Decimal("0.0001"))
    assert pick.per_gpu_gb <= pick.usable_gb * 0.9


def test_required_features_filter_the_candidates(catalog, book):
    r = recommend(
        catalog.model("llama-3.1-70b"),
        Workload(precision="fp8"),
        kind="rent",
        gpus=catalog.gpus,
        offers=book.offers,
        fx=book.fx,
        constraints=Constraints(features=["fp8"]),
    )
    assert r.pick is not None and catalog.gpus[r.pick.gpu_id].supports_fp8


def _setup(gpu, count, price, tps, used=False):
    return Setup(
        kind="buy",
        model_id="m",
        gpu_id=gpu,
        count=count,
        per_gpu_gb=10,
        usable_gb=20,
        headroom_gb=10,
        headroom_share=0.5,
        strategy="single",
        tokens_per_s=tps,
        price=Decimal(price),
        price_usd=Decimal(price),
        currency="USD",
        price_basis="x",
        source="s",
        used_market=used,
    )


@pytest.mark.parametrize(
    ("objective", "expected"),
    [(None, "one"), ("cheapest", "two"), ("fastest", "fast"), ("best_value", "fast")],
)
def test_objective_orders_the_setups(objective, expected):
    setups = [
        _setup("one", 1, "900", 10.0),
        _setup("two", 2, "600", 12.0),
        _setup("fast", 1, "1500", 40.0),
    ]
    chosen = choose(setups, None, objective, "buy")
    assert chosen["pick"].gpu_id == expected
