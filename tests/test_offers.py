"""Offerings, TCO and FX tables: integrity over every row, user overrides, SkyPilot import."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest
import yaml

from assistant.catalog.offers import CloudOffer, load_price_book, load_tco, read_user_file
from assistant.catalog.skypilot import import_skypilot, parse_skypilot_vms, resolve_provider
from assistant.catalog.specs import read_catalog
from assistant.config import PROJECT_ROOT
from assistant.errors import CatalogError, UnknownName

SPECS = PROJECT_ROOT / "knowledge" / "specs"
FIXTURES = Path(__file__).parent / "fixtures"
NO_USER_FILE = Path("/nonexistent/prices.yaml")
# The fixed GPU ids every helper uses (.agents/GPU_IDS.md).
FIXED_GPU_IDS = set(
    "rtx-3060 rtx-3090 rtx-4060-ti-16gb rtx-4090 rtx-4090d rtx-5090 rtx-a6000 rtx-6000-ada l40s l40"
    " l4 a10 a10g a40 t4 v100-16gb-sxm v100-32gb-sxm v100-16gb-pcie v100-32gb-pcie a100-40gb-pcie"
    " a100-40gb-sxm a100-80gb-pcie a100-80gb-sxm a800-80gb h100-sxm h100-pcie h100-nvl h800 h20"
    " h200 gh200 b200 gb200 l20 l2 mi250x mi300x mi325x gaudi2 gaudi3 ascend-910b".split()
)


@pytest.fixture(scope="module")
def book():
    return load_price_book(SPECS, NO_USER_FILE)


@pytest.fixture(scope="module")
def by_id(book):
    return {o.id: o for o in book.offers}


def offer_dict(**over):
    base = {
        "id": "aliyun-gn7i-cn-hangzhou",
        "provider": "Aliyun",
        "offering": "ECS negotiated",
        "instance_type": "ecs.gn7i-c32g1.32xlarge",
        "gpu_id": "a10",
        "gpu_name": "A10",
        "gpu_memory_gb": 24,
        "gpu_count": 4,
        "region": "cn-hangzhou",
        "currency": "CNY",
        "price_basis": "instance",
        "on_demand_per_hour": "52.00",
        "as_of": "2026-11-20",
        "source": "our contract",
        "confidence": "user",
    }
    base.update(over)
    return base


def write_yaml(path: Path, doc) -> Path:
    path.write_text(yaml.safe_dump(doc, sort_keys=False, allow_unicode=True), encoding="utf-8")
    return path


# --------------------------------------------------------------------------- integrity


def test_every_reference_row_is_bundled(book):
    assert len(book.offers) == 103  # rows of the reference cloud_prices.csv


def test_integrity_over_every_row(book):
    gpu_ids = set(read_catalog(SPECS).gpus)
    for o in book.offers:
        assert o.source.strip(), o.id
        assert date(2020, 1, 1) <= o.as_of <= date(2026, 12, 31), o.id
        for price in (
            o.on_demand_per_hour,
            o.spot_per_hour,
            o.reserved_1y_per_hour,
            o.reserved_3y_per_hour,
            o.monthly_price,
            o.yearly_price,
        ):
            assert price is None or (isinstance(price, Decimal) and price >= 0), o.id
        if o.spot_per_hour is not None and o.on_demand_per_hour is not None:
            assert o.spot_per_hour <= o.on_demand_per_hour or o.exclude_from_ranking, o.id
        if o.exclude_from_ranking:
            assert o.exclude_reason, o.id
        if o.gpu_id is None:
            assert o.exclude_from_ranking, o.id
        else:
            assert o.gpu_id in FIXED_GPU_IDS, o.id
            assert o.gpu_id in gpu_ids, o.id
        assert o.currency in ("USD", "CNY")
        assert o.confidence in ("high", "medium", "low")


def test_money_is_quoted_as_strings_in_yaml():
    raw = yaml.safe_load((SPECS / "offerings.yaml").read_text(encoding="utf-8"))
    for row in raw["offerings"]:
        for key in ("on_demand_per_hour", "spot_per_hour"):
            assert row.get(key) is None or isinstance(row[key], str), row["id"]


@pytest.mark.parametrize(
    ("offer_id", "gpu_id", "count", "od", "spot"),
    [
        ("aws-p5-48xlarge-us-east-1", "h100-sxm", 8, "55.04", "17.6289"),
        ("aws-g5-xlarge-us-east-1", "a10g", 1, "1.006", "0.4246"),
        ("suanjiayun-rtx-4090d-per-gpu-cn", "rtx-4090d", 1, "1.14", None),
        ("lambda-gpu-1x-h100-pcie-all", "h100-pcie", 1, "3.29", None),
        ("azure-standard-nc40ads-h100-v5-eastus", "h100-nvl", 1, "6.98", None),
        ("gcp-a2-highgpu-1g-us-central1", "a100-40gb-sxm", 1, "3.67339", "1.80385"),
    ],
)
def test_rows_map_to_fixed_gpu_ids(by_id, offer_id, gpu_id, count, od, spot):
    o = by_id[offer_id]
    assert (o.gpu_id, o.gpu_count) == (gpu_id, count)
    assert o.on_demand_per_hour == Decimal(od)
    assert o.spot_per_hour == (Decimal(spot) if spot else None)


@pytest.mark.parametrize(
    "offer_id",
    [
        "runpod-4x-l40s-secure-all-v7",  # spot above on-demand: columns swapped
        "gcp-a3-highgpu-8g-us-central1",  # GPU row ~2.3x below list price
        "gcp-a2-ultragpu-1g-us-central1",
        "gcp-a4-highgpu-8g-us-central1",  # no price
        "runpod-1x-h100-sxm-secure-all-v7",  # superseded snapshot
        "azure-standard-nc80adis-h100-v5-eastus",  # superseded by a 2026-11-09 capture
        "lambda-gpu-1x-rtx6000-all",  # GPU not in the catalog
    ],
)
def test_flagged_rows_are_excluded_with_a_reason(by_id, offer_id):
    o = by_id[offer_id]
    assert o.exclude_from_ranking and o.exclude_reason


def test_china_rows_are_cny_low_confidence_with_date_note(book):
    cny = [o for o in book.offers if o.currency == "CNY"]
    assert len(cny) == 8
    assert all(o.confidence == "low" and o.as_of_note for o in cny)


def test_spot_equal_to_on_demand_is_not_a_spot_price(by_id):
    o = by_id["azure-standard-nd96isr-h100-v5-eastus"]
    assert o.spot_per_hour is None and "equals on-demand" in (o.notes or "")


# --------------------------------------------------------------------------- TCO and FX


def test_tco_inputs_have_sources_and_dates():
    tco = load_tco(SPECS)
    servers = {s.id: s for s in tco.servers}
    assert servers["dgx-h100-2023-estimate"].price == Decimal("270000")
    assert servers["dgx-h100-199k-claim"].price == Decimal("199000")
    assert "199,000" in (servers["dgx-h100-2023-estimate"].notes or "")
    assert servers["dgx-a100-2020"].as_of == date(2020, 5, 14)
    assert servers["hgx-h100-8gpu-2024"].price == Decimal("310000")
    assert servers["h100-gpu-2023"].price_high == Decimal("30000")
    for group in (tco.servers, tco.pue, tco.electricity, tco.rules_of_thumb):
        for row in group:
            assert row.source and (row.as_of or row.date_note), row.id
    pue = {p.id: p.value for p in tco.pue}
    assert pue["uptime-2024-average"] == 1.56 and pue["new-large-facility"] == 1.3
    tariffs = {t.id: t for t in tco.electricity}
    assert tariffs["us-va-commercial"].price_per_kwh == Decimal("8.95") / 100
    assert tariffs["us-ca-industrial"].price_per_kwh == Decimal("18.64") / 100
    assert tariffs["cn-assumed"].verified is False and tariffs["cn-assumed"].currency == "CNY"
    assert tco.constant("hours_per_month") == 730
    rule = {r.id: r for r in tco.rules_of_thumb}["seed-100k-cny-server"]
    assert (rule.price, rule.currency, rule.months_low, rule.months_high) == (
        Decimal("100000"),
        "CNY",
        24,
        36,
    )
    assert "挑选训练模型GPU服务器" in rule.source


def test_fx_rates_are_dated(book):
    rates = {r.id: r for r in book.fx}
    r = rates["usd-cny-2026-01-27"]
    assert (r.base, r.quote, r.rate, r.as_of) == (
        "USD",
        "CNY",
        Decimal("6.9858"),
        date(2026, 1, 27),
    )


# --------------------------------------------------------------------------- user file


def test_user_rows_replace_and_extend_bundled(tmp_path):
    user = write_yaml(
        tmp_path / "prices.yaml",
        {
            "offerings": [
                offer_dict(),
                offer_dict(
                    id="aws-p5-48xlarge-us-east-1",
                    provider="AWS",
                    gpu_id="h100-sxm",
                    gpu_name="H100",
                    gpu_count=8,
                    gpu_memory_gb=80,
                    currency="USD",
                    on_demand_per_hour="40.00",
                    region="us-east-1",
                ),
            ],
            "fx": [
                {
                    "id": "usd-cny-2026-11-20",
                    "base": "USD",
                    "quote": "CNY",
                    "rate": "7.10",
                    "as_of": "2026-11-20",
                    "source": "bank",
                }
            ],
        },
    )
    book = load_price_book(SPECS, user, known_gpu_ids=FIXED_GPU_IDS)
    by = {o.id: o for o in book.offers}
    assert len(book.offers) == 104
    assert by["aws-p5-48xlarge-us-east-1"].on_demand_per_hour == Decimal("40.00")
    assert by["aliyun-gn7i-cn-hangzhou"].confidence == "user"
    assert book.user_ids == {"aliyun-gn7i-cn-hangzhou", "aws-p5-48xlarge-us-east-1"}
    assert {r.id for r in book.fx} >= {"usd-cny-2026-11-20", "usd-cny-2026-01-27"}


def test_missing_user_file_is_empty(tmp_path):
    assert read_user_file(tmp_path / "none.yaml") == ([], [])


def test_bad_yaml_is_rejected_with_file_and_line(tmp_path):
    path = tmp_path / "prices.yaml"
    path.write_text("offerings:\n  - id: x\n    provider: [unclosed\n", encoding="utf-8")
    with pytest.raises(CatalogError, match=rf"{path}:\d+: invalid YAML"):
        read_user_file(path)


def test_invalid_row_names_file_line_and_field(tmp_path):
    path = write_yaml(
        tmp_path / "prices.yaml",
        {"offerings": [offer_dict(id="ok-row"), offer_dict(id="bad-row", on_demand_per_hour="-1")]},
    )
    with pytest.raises(CatalogError) as err:
        read_user_file(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    entry = lines.index("- id: bad-row") + 1
    field = next(
        i + 1 for i in range(entry, len(lines)) if lines[i].strip().startswith("on_demand_per_hour")
    )
    assert f"{path}:{field}: entry 'bad-row' (line {entry})" in str(err.value)
    assert "on_demand_per_hour" in str(err.value)


def test_spot_above_on_demand_must_be_flagged(tmp_path):
    path = write_yaml(
        tmp_path / "p.yaml",
        {"offerings": [offer_dict(on_demand_per_hour="1.00", spot_per_hour="2.00")]},
    )
    with pytest.raises(CatalogError, match="spot_per_hour is above on_demand_per_hour"):
        read_user_file(path)
    flagged = offer_dict(
        on_demand_per_hour="1.00",
        spot_per_hour="2.00",
        exclude_from_ranking=True,
        exclude_reason="swapped columns",
    )
    write_yaml(path, {"offerings": [flagged]})
    assert read_user_file(path)[0][0].exclude_from_ranking


def test_unknown_keys_and_gpu_ids_are_rejected(tmp_path):
    path = write_yaml(tmp_path / "p.yaml", {"offerings": [offer_dict()], "prices": []})
    with pytest.raises(CatalogError, match=rf"{path}:1: .*unexpected: prices"):
        read_user_file(path)
    write_yaml(path, {"offerings": [offer_dict(gpu_id="a10x")]})
    with pytest.raises(CatalogError, match=r"unknown gpu_id 'a10x'; did you mean 'a10'"):
        read_user_file(path, FIXED_GPU_IDS)
    write_yaml(path, {"offerings": [offer_dict(colour="red")]})
    with pytest.raises(CatalogError, match="colour"):
        read_user_file(path)


def test_user_row_docstring_example_validates():
    import assistant.catalog.offers as offers

    doc = offers.__doc__ or ""
    example = doc[doc.index("    # prices.yaml") : doc.index("Rows whose id")]
    data = yaml.safe_load("\n".join(line[4:] for line in example.splitlines()))
    row = CloudOffer.model_validate(data["offerings"][0])
    assert row.confidence == "user" and row.monthly_price == Decimal("24000")


# --------------------------------------------------------------------------- SkyPilot import


def test_skypilot_aws_fixture_aggregates_per_instance_and_region():
    report = parse_skypilot_vms(FIXTURES / "skypilot_aws_vms.csv", "aws", date(2026, 11, 29))
    by = {o.id: o for o in report.offers}
    assert set(by) == {
        "aws-g6-xlarge-us-east-1",
        "aws-g6-xlarge-us-east-2",
        "aws-p4d-24xlarge-us-west-2",
        "aws-p5-48xlarge-us-east-1",
    }
    assert report.rows_read == 13 and report.cpu_rows == 2
    assert report.unknown_accelerators == {"Inferentia": 1} and report.skipped_unknown == 1
    g6 = by["aws-g6-xlarge-us-east-1"]
    assert g6.on_demand_per_hour == Decimal("0.8048")
    assert g6.spot_per_hour == min(Decimal(x) for x in ("0.4011", "0.3653", "0.349", "0.3988"))
    assert (g6.gpu_id, g6.gpu_count, g6.vcpus, g6.ram_gib) == ("l4", 1, 4.0, 16.0)
    assert by["aws-g6-xlarge-us-east-2"].spot_per_hour == Decimal("0.2599")
    p5 = by["aws-p5-48xlarge-us-east-1"]
    assert (p5.gpu_id, p5.gpu_count, p5.spot_per_hour) == ("h100-sxm", 8, Decimal("17.6289"))
    assert p5.as_of == date(2026, 11, 29) and p5.currency == "USD"
    p4d = by["aws-p4d-24xlarge-us-west-2"]
    assert p4d.gpu_id == "a100-40gb-sxm" and p4d.exclude_from_ranking  # spot > on-demand


def test_skypilot_gcp_sums_host_and_gpu_rows():
    report = parse_skypilot_vms(FIXTURES / "skypilot_gcp_vms.csv", "gcp", date(2026, 11, 29))
    (a2,) = report.offers
    assert a2.id == "gcp-a2-highgpu-1g-us-central1" and a2.gpu_id == "a100-40gb-sxm"
    # the reference sheet's own sum: host 0.73948 + GPU 2.93391, spot 0.36975 + 1.4341
    assert a2.on_demand_per_hour == Decimal("0.73948") + Decimal("2.93391")
    assert a2.spot_per_hour == Decimal("0.36975") + Decimal("1.4341")
    assert report.cpu_rows == 1


def test_skypilot_lambda_and_runpod_names():
    lam = parse_skypilot_vms(FIXTURES / "skypilot_lambda_vms.csv", "lambda", date(2026, 11, 29))
    gpus = {o.id: o.gpu_id for o in lam.offers}
    assert gpus == {
        "lambda-gpu-1x-h100-pcie-us-east-1": "h100-pcie",
        "lambda-gpu-1x-h100-pcie-us-west-1": "h100-pcie",
        "lambda-gpu-8x-h100-sxm5-us-east-1": "h100-sxm",
        "lambda-gpu-1x-a6000-us-east-1": "rtx-a6000",
    }
    rp = parse_skypilot_vms(FIXTURES / "skypilot_runpod_vms.csv", "RunPod", date(2026, 11, 29))
    by = {o.id: o for o in rp.offers}
    a100 = by["runpod-1x-a100-80gb-secure-us"]
    assert a100.gpu_id == "a100-80gb-pcie" and a100.spot_per_hour is None  # spot == price
    h100 = by["runpod-1x-h100-sxm-secure-us"]
    assert (h100.gpu_id, h100.on_demand_per_hour, h100.spot_per_hour) == (
        "h100-sxm",
        Decimal("2.99"),
        Decimal("2.69"),
    )


def test_import_merges_into_user_file_atomically(tmp_path):
    user = write_yaml(
        tmp_path / "prices.yaml",
        {
            "offerings": [offer_dict()],
            "fx": [
                {
                    "id": "usd-cny-x",
                    "base": "USD",
                    "quote": "CNY",
                    "rate": "7.1",
                    "as_of": "2026-11-20",
                    "source": "bank",
                }
            ],
        },
    )
    csv_path = FIXTURES / "skypilot_aws_vms.csv"
    report = import_skypilot(csv_path, "aws", user, date(2026, 11, 29))
    offers, fx = read_user_file(user, FIXED_GPU_IDS)
    assert len(report.offers) == 4
    assert [o.id for o in offers][0] == "aliyun-gn7i-cn-hangzhou" and len(offers) == 5
    assert [r.id for r in fx] == ["usd-cny-x"]
    import_skypilot(csv_path, "aws", user, date(2026, 11, 30))  # re-import replaces by id
    offers, _ = read_user_file(user)
    assert len(offers) == 5
    assert {o.as_of for o in offers if o.provider == "AWS"} == {date(2026, 11, 30)}
    # no temp file left; the lock file stays (it is the lock, not data)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["prices.yaml", "prices.yaml.lock"]
    book = load_price_book(SPECS, user)
    assert "aws-g6-xlarge-us-east-2" in book.user_ids


def test_import_rejects_bad_csv_with_file_and_line(tmp_path):
    bad = tmp_path / "vms.csv"
    bad.write_text("InstanceType,Price\nx,1\n", encoding="utf-8")
    with pytest.raises(CatalogError, match=rf"{bad}:1: not a SkyPilot vms.csv: missing"):
        parse_skypilot_vms(bad, "aws", date(2026, 11, 29))
    rows = (FIXTURES / "skypilot_aws_vms.csv").read_text(encoding="utf-8").splitlines()
    rows[4] = rows[4].replace("0.8048", "cheap")
    bad.write_text("\n".join(rows) + "\n", encoding="utf-8")
    with pytest.raises(CatalogError, match=rf"{bad}:5: column Price is not a number"):
        parse_skypilot_vms(bad, "aws", date(2026, 11, 29))


def test_unknown_provider_suggests():
    assert resolve_provider("LAMBDA") == "lambda"
    assert resolve_provider("RunPod") == "runpod"
    with pytest.raises(UnknownName) as err:
        resolve_provider("lamda")
    assert "lambda" in err.value.suggestions
    with pytest.raises(UnknownName, match="did you mean"):
        parse_skypilot_vms(FIXTURES / "skypilot_aws_vms.csv", "oracle", date(2026, 11, 29))


@pytest.mark.parametrize(
    ("provider", "name", "instance", "gpu_id"),
    [
        ("azure", "A100-80GB", "Standard_ND96amsr_A100_v4", "a100-80gb-sxm"),
        ("azure", "A100-80GB", "Standard_NC24ads_A100_v4", "a100-80gb-pcie"),
        ("azure", "H100", "Standard_NC40ads_H100_v5", "h100-nvl"),
        ("azure", "H100", "Standard_ND96isr_H100_v5", "h100-sxm"),
        ("azure", "V100", "Standard_NC6s_v3", "v100-16gb-pcie"),
        ("azure", "V100", "Standard_ND40rs_v2", "v100-32gb-sxm"),
        ("aws", "A100", "p4d.24xlarge", "a100-40gb-sxm"),
        ("aws", "A100-80GB", "p4de.24xlarge", "a100-80gb-sxm"),
        ("runpod", "A100-80GB", "1x_A100-80GB_SECURE", "a100-80gb-pcie"),
        ("runpod", "H100", "1x_H100_SECURE", "h100-pcie"),
        ("gcp", "H100-MEGA", "a3-megagpu-8g", "h100-sxm"),
        ("aws", "Inferentia", "inf1.xlarge", None),
        ("aws", "K80", "p2.xlarge", None),
    ],
)
def test_accelerator_names_map_per_cloud(provider, name, instance, gpu_id):
    from assistant.catalog.skypilot import accelerator_gpu_id

    assert accelerator_gpu_id(provider, name, instance) == gpu_id
