"""The catalog query engine over the real GPU table and price book."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from assistant.calc.catalog_query import CatalogResult, GPUFilter, has_feature, query_gpus
from assistant.catalog.offers import PriceBook, load_price_book
from assistant.catalog.specs import Catalog, load_catalog

SPECS = Path(__file__).resolve().parent.parent / "knowledge" / "specs"


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog(SPECS)


@pytest.fixture(scope="module")
def book(catalog: Catalog) -> PriceBook:
    return load_price_book(SPECS, Path("/nonexistent.yaml"), known_gpu_ids=set(catalog.gpus))


def _run(catalog: Catalog, book: PriceBook, **kw: object) -> CatalogResult:
    return query_gpus(catalog.gpus.values(), book.offers, GPUFilter(**kw), fx=book.fx)


def _ids(result: CatalogResult) -> list[str]:
    return [r.gpu_id for r in result.rows]


def test_fp8_lists_every_card_with_fp8_and_none_without(catalog, book):
    result = _run(catalog, book, features=["fp8"])
    # every FP8 card but the modified China-market board (listed only when asked for) and
    # whole computers (a DGX Spark: listed only when its vendor's machines are asked for)
    cards = [g for g in catalog.gpus.values() if g.unified_memory_gb is None]
    assert result.count == sum(g.supports_fp8 for g in cards) - 1
    assert "rtx-4090-48gb" not in _ids(result)
    assert {"h100-sxm", "h200", "l40s", "l4", "rtx-4090", "b200", "h20"} <= set(_ids(result))
    assert not {"a100-80gb-sxm", "rtx-3090", "v100-32gb-sxm", "t4"} & set(_ids(result))


def test_cheapest_with_48gb_is_the_w7900_then_the_a6000_by_purchase_price(catalog, book):
    result = _run(catalog, book, min_memory_gb=48, objective="cheapest")
    top, second = result.rows[:2]
    # AMD lists the 48 GB Radeon PRO W7900 at $3,999 (Apr 2023), below the A6000's $4,650
    assert (top.gpu_id, top.memory_gb, top.purchase_price_usd) == (
        "radeon-pro-w7900",
        48,
        Decimal(3999),
    )
    assert (second.gpu_id, second.purchase_price_usd) == ("rtx-a6000", Decimal(4650))
    # Macs (a computer, not a card) are listed only for Apple; modified boards only when asked
    assert not any(r.vendor == "Apple" for r in result.rows)
    assert "rtx-4090-48gb" not in _ids(result)
    assert result.sort == "purchase_price"
    assert all(r.memory_gb >= 48 for r in result.rows)


def test_nvlink_under_two_dollars_per_gpu_hour(catalog, book):
    result = _run(catalog, book, features=["nvlink"], max_per_gpu_hour=Decimal(2))
    assert set(_ids(result)) >= {"a100-80gb-pcie", "a800-80gb", "rtx-a6000", "v100-16gb-sxm"}
    for row in result.rows:
        assert row.nvlink and row.per_gpu_hour is not None and row.per_gpu_hour <= 2
        assert row.offer_id is not None  # every price cites its row
    assert "h100-sxm" not in _ids(result)  # NVLink, but its cheapest GPU-hour is over $2


def test_gpu_hour_price_divides_an_eight_gpu_instance(catalog, book):
    (row,) = [r for r in _run(catalog, book, features=["nvlink"]).rows if r.gpu_id == "b200"]
    offer = next(o for o in book.offers if o.id == row.offer_id)
    assert row.per_gpu_hour == round(offer.on_demand_per_hour / offer.gpu_count, 4)
    assert row.gpus_per_instance == offer.gpu_count


def test_most_memory_under_two_dollars_per_gpu_hour(catalog, book):
    result = _run(catalog, book, max_per_gpu_hour=Decimal(2), objective="most_memory")
    top = result.rows[0]
    cheap = [r for r in result.rows if r.per_gpu_hour is not None]
    assert top.memory_gb == max(r.memory_gb for r in cheap)
    assert top.per_gpu_hour is not None and top.per_gpu_hour <= 2


def test_more_than_80gb(catalog, book):
    result = _run(catalog, book, min_memory_gb=81)
    assert {"h200", "b200", "mi300x", "h20-141gb"} <= set(_ids(result))
    assert "a100-80gb-sxm" not in _ids(result) and "h100-sxm" not in _ids(result)


def test_biggest_consumer_card_is_the_5090(catalog, book):
    top = _run(catalog, book, segment="consumer", objective="most_memory").rows[0]
    assert (top.gpu_id, top.memory_gb) == ("rtx-5090", 32)


def test_cheapest_nvlink_card_and_cards_without_nvlink(catalog, book):
    top = _run(catalog, book, features=["nvlink"], objective="cheapest").rows[0]
    assert top.gpu_id == "v100-16gb-sxm" and top.nvlink
    none = _run(catalog, book, excluded_features=["nvlink"], vendor="nvidia")
    assert {"rtx-4090", "rtx-5090", "l40s", "rtx-6000-ada", "l4"} <= set(_ids(none))
    assert all(not r.nvlink and r.vendor == "NVIDIA" for r in none.rows)


def test_no_bf16_and_exact_memory(catalog, book):
    assert {"v100-16gb-sxm", "t4"} <= set(_ids(_run(catalog, book, excluded_features=["bf16"])))
    exact = set(_ids(_run(catalog, book, memory_gb=24)))
    assert {"rtx-3090", "rtx-4090", "l4", "a10"} <= exact
    assert all(catalog.gpus[g].memory_gb == 24 for g in exact)


def test_cheapest_fp8_48gb_per_hour_ranks_by_rent(catalog, book):
    result = _run(catalog, book, features=["fp8"], min_memory_gb=48, objective="cheapest",
                  by_rent=True)  # fmt: skip
    assert result.sort == "gpu_hour_price"
    prices = [r.per_gpu_hour for r in result.rows if r.per_gpu_hour is not None]
    assert prices == sorted(prices)
    assert result.rows[0].gpu_id in ("l40s", "h20")


@pytest.mark.parametrize(
    ("gpu_id", "feature", "has"),
    [("b200", "fp4", True), ("h100-sxm", "fp4", False), ("a100-80gb-sxm", "mig", True),
     ("rtx-4090", "mig", False), ("h100-sxm", "sxm", True), ("rtx-4090", "pcie", True)],
)  # fmt: skip
def test_features_from_catalog_fields(catalog, gpu_id, feature, has):
    assert has_feature(catalog.gpus[gpu_id], feature) is has


def test_apple_macs_are_listed_when_the_question_is_about_apple(catalog, book):
    result = _run(catalog, book, vendor="Apple", objective="most_memory")
    assert result.count == 33 and result.rows[0].gpu_id == "m3-ultra-512gb"  # 6 Pro rows added
    assert result.rows[0].memory_gb == 384  # the GPU's share of 512 GB


def test_modified_boards_are_listed_when_asked_for(catalog, book):
    result = _run(catalog, book, memory_gb=48, include_unofficial=True)
    assert "rtx-4090-48gb" in _ids(result)
