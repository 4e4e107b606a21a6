"""Owning weighed in a colocation facility billed per kW a month: the fee on the box's draw,
taken to include its power and cooling, in place of the tariff and PUE."""

from decimal import Decimal

import pytest

from assistant.calc.colocation import colocated
from assistant.calc.tco import OwnershipInputs, ValueRef
from assistant.messages.table import ELECTRICITY, PUE
from tests.support.advisors import memory_advisor


def _inputs() -> OwnershipInputs:
    return OwnershipInputs(
        gpu_id="l40s",
        gpu_count=4,
        currency="USD",
        capex=Decimal(40000),
        power_kw=2.0,
        pue=1.56,
        tariff_per_kwh=Decimal("0.12"),
        rent_per_gpu_hour=Decimal("1.5"),
        utilization=1.0,
        refs=[
            ValueRef(label=PUE(pue=1.56), source="x"),
            ValueRef(
                label=ELECTRICITY(price=0.12, currency="USD", region="US", sector="commercial"),
                source="y",
            ),
        ],
    )


def test_the_fee_is_billed_on_the_box_s_kw_and_replaces_the_power_bill():
    hosted = colocated(_inputs(), Decimal(250))
    assert hosted.colocation_per_month == Decimal("500.00")  # 2.0 kW x $250
    assert hosted.tariff_per_kwh == 0 and hosted.pue == 1.0
    codes = [r.label.code for r in hosted.refs]
    assert PUE.code not in codes and ELECTRICITY.code not in codes
    assert codes[-1] == "tco.colocation_fee"


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_a_colo_quote_beside_a_cloud_bill_is_owning_hosted_there(advisor):
    answer = advisor.ask(
        "we're paying around $6k a month for a g6e.12xlarge around the clock. what if we bought "
        "4 l40s and put them in a colo at $300/kW/month instead?"
    )
    assert answer.kind == "rent_vs_buy"
    call = next(c for c in answer.tool_calls if c.tool == "rent_vs_buy_stated")
    assert call.input["hosting_per_kw_month"] == Decimal(300)
    assert float(call.output["colocation_monthly"]) == pytest.approx(1.4 * 300, rel=0.01)
    assert float(call.output["energy_monthly"]) == 0
    assert "colocation $300.00 per kW a month" in answer.answer
