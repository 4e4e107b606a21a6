"""Rent vs buy with the user's own figures: hours a week, rent, tariff, PUE; payback months."""

from datetime import date
from decimal import Decimal

import pytest

from assistant.calc.tco import rent_vs_buy, stated_ownership_inputs, utilization_from_hours
from assistant.errors import UsageError
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def box():
    return bundled_toolbox()


def test_hours_a_week_become_the_utilisation() -> None:
    assert utilization_from_hours(84) == 0.5
    assert utilization_from_hours(168) == 1.0
    with pytest.raises(UsageError):
        utilization_from_hours(0)
    with pytest.raises(UsageError):
        utilization_from_hours(200)


def test_stated_figures_replace_the_catalogs(box) -> None:
    inputs = stated_ownership_inputs(
        box.tco,
        box.prices.offers,
        box.prices.fx,
        gpu_id="h100-sxm",
        gpu_count=8,
        currency="USD",
        hours_per_week=84,
        rent_per_gpu_hour=Decimal("2.50"),
        tariff_per_kwh=Decimal("0.12"),
    )
    r = rent_vs_buy(inputs, today=date(2026, 12, 1))
    # by hand: HGX H100 node 310,000 over 36 months = 8,611.11; maintenance 10%/yr = 2,583.33;
    # 8 x 700 W x PUE 1.56 x 365 h x 0.12 = 382.64; renting 2.50 x 8 x 365 h = 7,300
    assert r.utilization == 0.5
    assert r.depreciation_monthly == Decimal("8611.11")
    assert r.maintenance_monthly == Decimal("2583.33")
    assert r.energy_monthly == Decimal("382.64")
    assert r.rent_monthly == Decimal("7300.00")
    saving = Decimal("7300") - Decimal("2583.333333") - Decimal("382.6368")
    assert r.break_even_months == pytest.approx(float(Decimal(310000) / saving), rel=1e-4)  # 71.5
    labels = [str(ref.label) for ref in r.inputs.refs]
    assert "84 hours a week of use (your figure)" in labels
    assert "rent of 2.50 per GPU-hour (your figure)" in labels
    assert "electricity at 0.12 per kWh (your figure)" in labels


def test_the_tool_gives_payback_months(box) -> None:
    call = box.call(
        "rent_vs_buy_stated",
        gpu="h100",
        count=8,
        hours_per_week=168,
        rent_per_gpu_hour="3.00",
        tariff_per_kwh="0.10",
        pue=1.2,
    )
    out = call.output
    # 8 x 3.00 x 730 = 17,520 rent; running own = 2,583.33 + 5.6 x 1.2 x 730 x 0.10 = 490.56
    assert out["rent_monthly"] == "17520.00"
    assert out["energy_monthly"] == "490.56"
    expected = 310000 / (17520 - 2583.3333 - 490.56)
    assert out["payback_months"] == pytest.approx(expected, rel=1e-4)  # 21.5 months
    assert out["break_even_months"] == out["payback_months"]
