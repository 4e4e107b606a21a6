"""Power: PSU sizes from board power and ATX 3.x excursions, server maxima, electricity."""

from decimal import Decimal

import pytest

from assistant.calc.power import estimate_power
from assistant.errors import UsageError
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def box():
    return bundled_toolbox()


def _power(box, gpu, count=1, **kw):
    return estimate_power(box.catalog.gpu(gpu), count, box.tco, **kw)


def test_intels_atx3_example_is_750_w(box) -> None:
    # Intel (PCWorld, 2022): a 300 W GPU, 300 W CPU and 150 W for the rest need 750 W on
    # ATX 3.0 and about 1,100 W on ATX 2.x (the next size sold: 1,200 W). The L40 is 300 W.
    p = _power(box, "l40", 1, kind="build", cpu_w=300, platform_w=150)
    assert p.sustained_w == 750
    assert p.transient_w == 3 * 300 + 300 + 150
    assert p.psu_w == 750
    assert p.psu_atx2_w == 1200


def test_one_4090_build(box) -> None:
    # 450 W board + 253 W CPU (i9-14900K) + 150 W = 853 W sustained; a 3x spike: 1,753 W for
    # 100 us, half of which (876.5 W) the PSU must be rated for: 1,000 W
    p = _power(box, "rtx-4090")
    assert (p.kind, p.sustained_w, p.transient_w) == ("build", 853, 1753)
    assert p.psu_w == 1000
    assert p.wall_w == pytest.approx(853 / 0.90, abs=0.1)


def test_two_3090s(box) -> None:
    # 2 x 350 + 253 + 150 = 1,103 W; spike (2,100 + 403) / 2 = 1,251.5 W -> 1,300 W
    p = _power(box, "rtx-3090", 2)
    assert (p.sustained_w, p.psu_w) == (1103, 1300)
    assert [w.code for w in p.warnings] == []


def test_four_4090s_need_more_than_one_120_v_psu(box) -> None:
    p = _power(box, "rtx-4090", 4)
    codes = [w.code for w in p.warnings]
    assert "llmcalc.beyond_one_psu" in codes and "llmcalc.circuit_120v" in codes


def test_an_hgx_h100_box_at_the_vendor_maximum(box) -> None:
    # DGX H100 User Guide: 10.2 kW max. A month (730 h) flat out at PUE 1.56 and the default
    # Virginia tariff of 0.0895 USD/kWh: 10.2 x 730 x 1.56 = 11,615.76 kWh = 1,039.61 USD
    p = _power(box, "h100", 8)
    assert (p.kind, p.wall_w) == ("server", 10200)
    assert p.kwh_per_month == pytest.approx(10.2 * 730 * 1.56, abs=0.1)
    assert p.electricity_per_month == Decimal("1039.61")
    assert p.amps_230v == pytest.approx(10200 / 230, abs=0.1)


def test_dgx_b200_and_an_estimated_l40s_server(box) -> None:
    assert _power(box, "b200", 8).wall_w == 14300  # DGX B200 User Guide: 14.3 kW max
    # no vendor system: 8 x 350 W x (10,200 / 5,600), the DGX H100's ratio
    assert _power(box, "l40s", 8, kind="server").wall_w == pytest.approx(
        8 * 350 * 10200 / 5600, abs=0.1
    )


def test_stated_hours_load_and_tariff(box) -> None:
    # 853 W / 0.9 = 947.8 W at the wall; 8 h a day = 243.3 h a month; half load; 0.30/kWh
    p = _power(box, "rtx-4090", hours_per_day=8, load=0.5, tariff_per_kwh=Decimal("0.30"))
    kwh = 853 / 0.9 / 1000 * 0.5 * 730 * 8 / 24
    assert p.kwh_per_month == pytest.approx(kwh, abs=0.1)
    assert p.electricity_per_month == Decimal(str(round(kwh * 0.30, 2)))
    assert p.pue == 1.0


def test_cny_uses_the_stated_cny_tariff(box) -> None:
    p = _power(box, "rtx-4090", currency="CNY")
    assert p.tariff_per_kwh == Decimal("0.65")


@pytest.mark.parametrize(
    "kw", [{"hours_per_day": 25}, {"load": 0}, {"pue": 0.9}, {"tariff_per_kwh": Decimal(0)}]
)
def test_bad_inputs_are_usage_errors(box, kw) -> None:
    with pytest.raises(UsageError):
        _power(box, "rtx-4090", **kw)


def test_the_tool_reads_in_chinese(box) -> None:
    call = box.call("estimate_power", gpu="4090", count=4)
    assert call.output["psu_w"] == 3000
    zh = [w.render("zh") for w in call.result.warnings]  # type: ignore[union-attr]
    assert any("3000 W" in text and "电源" in text for text in zh)


def test_heat_to_remove_is_the_wall_power(box) -> None:
    # all of the 10.2 kW ends as heat: 10,200 x 3.412 = 34,802 BTU/h
    assert _power(box, "h100", 8).heat_btu_h == round(10200 * 3.412)


def test_an_m2_ultra_mac_studio_draws_apples_measured_maximum(box) -> None:
    # Apple support article 102027 (Mac Studio power consumption and thermal output): the
    # M2 Ultra 24-core CPU / 76-core GPU / 192 GB Mac Studio draws 295 W at the wall at most,
    # power-supply losses included, and puts out 1,007 BTU/h. A Mac is the whole computer:
    # no CPU, platform or PSU loss is added and there is no PSU to size.
    p = _power(box, "m2-ultra-192gb")
    assert (p.kind, p.gpu_board_w, p.cpu_w, p.platform_w) == ("computer", 295, 0, 0)
    assert (p.sustained_w, p.wall_w, p.psu_w, p.psu_atx2_w) == (295, 295, None, None)
    assert p.heat_btu_h == 1007
    # a month flat out at 0.30 USD/kWh: 0.295 kW x 730 h = 215.35 kWh = 64.61 USD
    p = _power(box, "m2-ultra-192gb", tariff_per_kwh=Decimal("0.30"), ask="electricity")
    assert p.kwh_per_month == pytest.approx(215.35, abs=0.1)  # rounded to 0.1 kWh
    assert p.electricity_per_month == Decimal("64.61")
    assert "llmcalc.computer_wall" in [a.code for a in p.assumptions]
