"""Pure calculators: expected values are written as the formulas they implement."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

import pytest
from pydantic import ValidationError

from assistant.calc.compare import compare_gpus
from assistant.calc.money import age_warning, convert, money
from assistant.calc.pricing import JobSpec, SpotAssumptions, price_job
from assistant.calc.tco import OwnershipInputs, default_ownership_inputs, rent_vs_buy
from assistant.catalog.offers import CloudOffer, FxRate, load_price_book, load_tco
from assistant.config import PROJECT_ROOT
from assistant.errors import UsageError
from assistant.messages import table as say

SPECS = PROJECT_ROOT / "knowledge" / "specs"
TODAY = date(2026, 11, 29)


@pytest.fixture(scope="module")
def book():
    return load_price_book(SPECS, Path("/nonexistent/prices.yaml"))


def offer(**over) -> CloudOffer:
    base = {
        "id": "test-8x",
        "provider": "TestCloud",
        "offering": "on-demand",
        "instance_type": "t.8x",
        "gpu_id": "h100-sxm",
        "gpu_name": "H100",
        "gpu_memory_gb": 80,
        "gpu_count": 8,
        "region": "r1",
        "currency": "USD",
        "price_basis": "instance",
        "on_demand_per_hour": "20.00",
        "spot_per_hour": "8.00",
        "as_of": "2026-11-01",
        "source": "test",
        "confidence": "high",
    }
    base.update(over)
    return CloudOffer.model_validate(base)


def by_offer(result):
    return {q.offer_id: q for q in result.quotes}


# --------------------------------------------------------------------------- job pricing


def test_on_demand_is_hours_times_rate_times_instances(book):
    r = price_job(JobSpec(gpu_count=8, hours=168), book.offers, today=TODAY, gpu_id="h100-sxm")
    q = by_offer(r)
    assert q["aws-p5-48xlarge-us-east-1"].on_demand.total == money(Decimal("55.04") * 168 * 1)
    # eight 1-GPU p5.4xlarge instances
    p5_small = q["aws-p5-4xlarge-us-east-1"]
    assert p5_small.instances == 8
    assert p5_small.on_demand.total == money(Decimal("6.88") * 168 * 8)
    # per-GPU quote: rate x hours x GPUs
    assert q["runpod-secure-h100-sxm-per-gpu"].on_demand.total == money(Decimal("3.49") * 168 * 8)
    totals = [x.ranked_total for x in r.quotes]
    assert totals == sorted(totals) and r.quotes[0].rank == 1
    assert r.quotes[0].offer_id == "runpod-secure-h100-sxm-per-gpu"


def test_gpu_hours_become_wall_hours():
    job = JobSpec(gpu_count=4, gpu_hours=100)
    assert job.wall_hours == 25 and job.total_gpu_hours == 100
    r = price_job(job, [offer(gpu_count=4)], today=TODAY)
    assert r.quotes[0].on_demand.total == money(Decimal("20.00") * 25)
    with pytest.raises(ValidationError):
        JobSpec(gpu_count=1, hours=1, gpu_hours=1)
    with pytest.raises(ValidationError):
        JobSpec(gpu_count=1)
    with pytest.raises(ValidationError):
        JobSpec(gpu_count=0, hours=1)


def test_spot_overhead_formula():
    s = SpotAssumptions()
    f = 0.05 * (0.5 / 2 + 10 / 60)  # rate x (half a checkpoint interval + restart)
    assert s.lost_work_fraction == pytest.approx(f)
    assert s.time_multiplier == pytest.approx(1 / (1 - f))
    r = price_job(JobSpec(gpu_count=8, hours=100), [offer()], today=TODAY, rank_by="spot")
    spot = r.quotes[0].spot
    assert spot.billed_instance_hours == pytest.approx(100 / (1 - f))
    assert spot.total == money(Decimal("8.00") * Decimal(repr(100 / (1 - f))))
    assert r.lost_work_fraction == pytest.approx(f)
    assert any("5% interruptions per hour" in a for a in r.assumptions)
    harsher = SpotAssumptions(interruptions_per_hour=0.2, checkpoint_interval_hours=2)
    assert harsher.lost_work_fraction == pytest.approx(0.2 * (1 + 10 / 60))
    with pytest.raises(UsageError):
        _ = SpotAssumptions(interruptions_per_hour=2, checkpoint_interval_hours=2).time_multiplier


def test_spot_ranking_puts_offers_without_spot_last(book):
    r = price_job(
        JobSpec(gpu_count=8, hours=168), book.offers, today=TODAY, gpu_id="h100-sxm", rank_by="spot"
    )
    with_spot = [q for q in r.quotes if q.spot is not None]
    assert with_spot and r.quotes[: len(with_spot)] == with_spot
    assert r.quotes[-1].ranked_total is None
    assert r.quotes[0].offer_id == "aws-p5-48xlarge-us-east-1"


def test_excluded_rows_never_rank(book):
    for gpu in ("h100-sxm", "a100-80gb-sxm", "l40s", "a100-40gb-sxm", "b200", "t4", "l4"):
        r = price_job(
            JobSpec(gpu_count=1, hours=1),
            book.offers,
            today=TODAY,
            gpu_id=gpu,
            rank_by="best",
            fx_rates=book.fx,
        )
        flagged = {o.id for o in book.offers if o.exclude_from_ranking}
        assert not flagged & {q.offer_id for q in r.quotes}, gpu
    r = price_job(JobSpec(gpu_count=8, hours=1), book.offers, today=TODAY, gpu_id="h100-sxm")
    assert "gcp-a3-highgpu-8g-us-central1" in {e.offer_id for e in r.excluded}


def test_filters_memory_single_node_and_provider(book):
    r = price_job(JobSpec(gpu_count=1, hours=1), book.offers, today=TODAY, min_memory_gb=141)
    assert r.quotes and all(
        book_offer.gpu_memory_gb >= 141
        for book_offer in (o for o in book.offers if o.id in {q.offer_id for q in r.quotes})
    )
    r = price_job(
        JobSpec(gpu_count=8, hours=1), book.offers, today=TODAY, gpu_id="h100-sxm", single_node=True
    )
    ids = {q.offer_id for q in r.quotes}
    assert "aws-p5-4xlarge-us-east-1" not in ids and "aws-p5-48xlarge-us-east-1" in ids
    r = price_job(
        JobSpec(gpu_count=1, hours=1),
        book.offers,
        today=TODAY,
        gpu_id="h100-sxm",
        provider="lambda",
    )
    assert {q.provider for q in r.quotes} == {"Lambda"}
    r = price_job(JobSpec(gpu_count=2, hours=1), [offer()], today=TODAY)
    assert r.quotes[0].billed_gpus == 8
    assert any("pays for 8 GPUs to use 2" in w for w in r.quotes[0].warnings)


def test_reserved_pays_whole_periods():
    o = offer(monthly_price="9000", reserved_1y_per_hour="12.00")
    r = price_job(JobSpec(gpu_count=8, hours=800), [o], today=TODAY, rank_by="reserved")
    res = r.quotes[0].reserved
    # 800 h needs two 730-h months; a 1-year commitment pays 8760 h
    assert res.total == min(money(Decimal("9000") * 2), money(Decimal("12.00") * 8760))
    assert res.plan == "monthly x2"
    long = price_job(JobSpec(gpu_count=8, hours=8000), [o], today=TODAY).quotes[0].reserved
    # ceil(8000 / 730) = 11 months beat a 1-year commitment of 8760 h
    assert long.total == min(money(Decimal("9000") * 11), money(Decimal("12.00") * 8760))
    assert long.plan == "monthly x11"
    yearly = offer(reserved_1y_per_hour="10.00")
    one_year = price_job(JobSpec(gpu_count=8, hours=8000), [yearly], today=TODAY)
    assert one_year.quotes[0].reserved.total == money(Decimal("10.00") * 8760)
    assert one_year.quotes[0].reserved.plan == "1-year commitment"
    assert (
        price_job(JobSpec(gpu_count=8, hours=1), [offer()], today=TODAY).quotes[0].reserved is None
    )


def test_currency_conversion_uses_newest_dated_rate(book):
    r = price_job(
        JobSpec(gpu_count=8, hours=168),
        book.offers,
        today=TODAY,
        gpu_id="h100-sxm",
        currency="CNY",
        fx_rates=book.fx,
    )
    q = by_offer(r)["aws-p5-48xlarge-us-east-1"]
    assert q.currency == "CNY" and q.fx.rate == Decimal("6.9858")
    assert q.fx.as_of == date(2026, 1, 27) and "Foreign Exchange" in q.fx.source
    assert q.on_demand.total == money(Decimal("55.04") * Decimal("6.9858") * 168)
    assert any("exchange rate USD->CNY (6.9858) is 306 days old" in w for w in q.warnings)
    assert not any("usd-cny-2026-01-27" in w for w in q.warnings)  # no internal id
    newer = FxRate(
        id="usd-cny-new",
        base="USD",
        quote="CNY",
        rate=Decimal("7.2"),
        as_of=date(2026, 11, 1),
        source="test",
    )
    amount, used = convert(Decimal("10"), "USD", "CNY", [*book.fx, newer])
    assert (amount, used.fx_id) == (Decimal("72.0"), "usd-cny-new")
    back, used = convert(Decimal("69.858"), "CNY", "USD", book.fx)
    assert money(back) == Decimal("10.00") and used.fx_id == "usd-cny-2026-01-27"
    with pytest.raises(UsageError, match="no exchange rate USD->CNY"):
        convert(Decimal(1), "USD", "CNY", [])


def test_cny_marketplace_rows_rank_in_usd(book):
    r = price_job(
        JobSpec(gpu_count=1, hours=10),
        book.offers,
        today=TODAY,
        gpu_id="rtx-4090",
        fx_rates=book.fx,
    )
    q = by_offer(r)["suanjiayun-rtx-4090-per-gpu-cn"]
    assert q.on_demand.total == money(Decimal("1.24") / Decimal("6.9858") * 10)
    assert any("low-confidence" in w for w in q.warnings)
    assert r.notes == [say.CHINA_CLOUD_PRICES()]


def test_staleness_warning_after_180_days():
    o = offer(as_of="2026-01-01")
    what = say.PRICE_OF(offer="x")
    assert age_warning(what, date(2026, 1, 1), date(2026, 1, 1) + timedelta(days=180)) is None
    late = date(2026, 1, 1) + timedelta(days=181)
    stale = age_warning(what, date(2026, 1, 1), late)
    assert stale == "price of x is 181 days old (as of 2026-01-01); check for a newer figure"
    assert stale is not None and stale.render("zh") == (
        "x 的价格已是 181 天前的数据（截至 2026-01-01），请核对最新数字"
    )
    r = price_job(JobSpec(gpu_count=8, hours=1), [o], today=late)
    assert any("181 days old" in w for w in r.quotes[0].warnings)
    r = price_job(JobSpec(gpu_count=8, hours=1), [o], today=date(2026, 2, 1))
    assert not any("days old" in w for w in r.quotes[0].warnings)


def test_every_quote_carries_provenance(book):
    r = price_job(
        JobSpec(gpu_count=1, hours=1),
        book.offers,
        today=TODAY,
        gpu_id="a100-80gb-pcie",
        rank_by="best",
    )
    for q in r.quotes:
        assert q.price.as_of and q.price.source and q.price.confidence


# --------------------------------------------------------------------------- compare_gpus


def test_cost_per_million_tokens_formula(book):
    tps = {"h100-sxm": 3000.0, "a100-80gb-sxm": 1500.0}
    r = compare_gpus(book.offers, tps, today=TODAY)
    row = {x.offer_id: x for x in r.rows}["aws-p5-48xlarge-us-east-1"]
    assert row.tokens_per_s == 3000.0 * 8
    expected = Decimal("55.04") / (Decimal("24000.0") * 3600) * 1_000_000
    assert row.cost_per_million_tokens == money(expected)
    costs = [x.cost_per_million_tokens for x in r.rows]
    assert costs == sorted(costs)
    assert {x.gpu_id for x in r.rows} == {"h100-sxm", "a100-80gb-sxm"}
    assert (
        r.best_per_gpu["h100-sxm"] == r.rows[[x.gpu_id for x in r.rows].index("h100-sxm")].offer_id
    )
    assert "l4" in r.missing_throughput
    override = compare_gpus(
        book.offers, tps, today=TODAY, tokens_per_s_per_offer={"aws-p5-48xlarge-us-east-1": 12000.0}
    )
    row = {x.offer_id: x for x in override.rows}["aws-p5-48xlarge-us-east-1"]
    assert row.cost_per_million_tokens == money(
        Decimal("55.04") / (Decimal("12000.0") * 3600) * 1_000_000
    )


def test_compare_on_spot_includes_preemption_loss():
    r = compare_gpus([offer()], {"h100-sxm": 1000.0}, today=TODAY, pricing="spot")
    m = SpotAssumptions().time_multiplier
    expected = Decimal("8.00") * Decimal(repr(m)) / (Decimal("8000.0") * 3600) * 1_000_000
    assert r.rows[0].cost_per_million_tokens == money(expected)


# --------------------------------------------------------------------------- rent vs buy


def inputs(**over) -> OwnershipInputs:
    base = {
        "gpu_id": "h100-sxm",
        "gpu_count": 8,
        "currency": "USD",
        "capex": Decimal("300000"),
        "power_kw": 10.0,
        "pue": 1.5,
        "tariff_per_kwh": Decimal("0.10"),
        "maintenance_pct_per_year": 10.0,
        "depreciation_years": 3.0,
        "utilization": 0.6,
        "rent_per_gpu_hour": Decimal("3.00"),
    }
    base.update(over)
    return OwnershipInputs.model_validate(base)


def test_rent_vs_buy_formulas():
    r = rent_vs_buy(inputs(), today=TODAY)
    dep = Decimal("300000") / (3 * 12)
    maint = Decimal("300000") * Decimal("0.10") / 12
    energy = Decimal("10") * Decimal("1.5") * 730 * Decimal("0.6") * Decimal("0.10")
    rent = Decimal("3.00") * 8 * 730 * Decimal("0.6")
    assert r.depreciation_monthly == money(dep)
    assert r.maintenance_monthly == money(maint)
    assert r.energy_monthly == money(energy)
    assert r.rent_monthly == money(rent)
    assert r.own_monthly == money(dep + maint + energy)
    saving = rent - maint - energy
    assert r.monthly_saving == money(saving)
    assert r.break_even_months == pytest.approx(float(Decimal("300000") / saving))
    # own(u) = fixed + e1 u equals rent(u) = r1 u at u* = fixed / (r1 - e1)
    e1 = Decimal("10") * Decimal("1.5") * 730 * Decimal("0.10")
    r1 = Decimal("3.00") * 8 * 730
    assert r.break_even_utilization == pytest.approx(float((dep + maint) / (r1 - e1)))
    assert r.own_cost_per_gpu_hour == money((dep + maint + energy) / (8 * 730 * Decimal("0.6")))
    assert r.verdict == ("buy" if dep + maint + energy < rent else "rent")
    assert [row.utilization for row in r.sensitivity] == [x / 10 for x in range(1, 11)]
    cheaper = [row.cheaper for row in r.sensitivity]
    flip = cheaper.index("buy")
    assert set(cheaper[:flip]) == {"rent"} and set(cheaper[flip:]) == {"buy"}
    assert r.sensitivity[flip].utilization >= r.break_even_utilization
    assert r.notes == [say.CHINA_CLOUD_PRICES()]


def test_rent_vs_buy_never_pays_back_when_renting_is_cheap():
    r = rent_vs_buy(inputs(rent_per_gpu_hour=Decimal("0.01")), today=TODAY)
    assert r.break_even_months is None and r.break_even_utilization is None
    assert r.verdict == "rent"
    assert all(row.cheaper == "rent" for row in r.sensitivity)


def test_default_ownership_inputs_come_from_tco_yaml(book):
    tco = load_tco(SPECS)
    inp = default_ownership_inputs(
        tco, book.offers, book.fx, gpu_id="h100-sxm", gpu_count=16, currency="USD", utilization=0.6
    )
    assert inp.capex == Decimal("310000") * 2  # two HGX H100 nodes
    assert inp.power_kw == 16 * 700 / 1000
    assert inp.pue == 1.56 and inp.tariff_per_kwh == Decimal("0.0895")
    assert inp.rent_per_gpu_hour == Decimal("3.49")  # cheapest on-demand per GPU-hour
    assert any("GPUs only" in ref.label for ref in inp.refs)
    r = rent_vs_buy(inp, today=TODAY)
    assert any("days old" in w for w in r.warnings)
    a100 = default_ownership_inputs(
        tco,
        book.offers,
        book.fx,
        gpu_id="a100-40gb-sxm",
        gpu_count=8,
        currency="USD",
        utilization=0.5,
    )
    assert a100.capex == Decimal("200000") and a100.power_kw == 6.5  # DGX A100 system power
    cny = default_ownership_inputs(
        tco, book.offers, book.fx, gpu_id="h100-sxm", gpu_count=8, currency="CNY", utilization=0.6
    )
    assert cny.capex == Decimal("310000") * Decimal("6.9858")
    assert cny.tariff_per_kwh == Decimal("0.65")
    warnings = rent_vs_buy(cny, today=TODAY).warnings
    assert any("unverified" in w and "ASSUMPTION" in w for w in warnings)
    with pytest.raises(UsageError, match="no purchase price known for 8 x rtx-3060"):
        default_ownership_inputs(
            tco,
            book.offers,
            book.fx,
            gpu_id="rtx-3060",
            gpu_count=8,
            currency="USD",
            utilization=0.5,
        )
    given = default_ownership_inputs(
        tco,
        book.offers,
        book.fx,
        gpu_id="rtx-4090",
        gpu_count=4,
        currency="USD",
        utilization=0.5,
        capex=Decimal("12000"),
        power_kw=2.0,
    )
    assert given.capex == Decimal("12000") and given.power_kw == 2.0


def test_unit_prices_restate_a_quote_per_gpu_instance_and_whole_setup_hour():
    from assistant.calc.unit_prices import unit_prices

    one_gpu = offer(id="t-1x", gpu_count=1, on_demand_per_hour="2.50", spot_per_hour="1.00")
    r = price_job(JobSpec(gpu_count=4, hours=10), [one_gpu, offer()], today=TODAY)
    small, box = by_offer(r)["t-1x"], by_offer(r)["test-8x"]
    up = unit_prices(small)  # four 1-GPU instances
    assert (up.instances, up.per_gpu_hour, up.per_instance_hour) == (4, 2.5, 2.5)
    assert up.per_setup_hour == Decimal("10.00") and up.spot_per_setup_hour == Decimal("4.00")
    assert up.per_month == Decimal("2.5") * 730 * 4
    up = unit_prices(box)  # one 8-GPU instance holds the four, billed whole
    assert (up.instances, up.per_gpu_hour, up.per_setup_hour) == (1, Decimal("2.5"), Decimal("20"))
    assert up.bundled
