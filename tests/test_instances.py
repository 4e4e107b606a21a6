"""Instance types by name (knowledge/specs/instances.yaml + the price book): shape, GPUs, price.

Expected shapes are the providers' published ones (AWS, Google Cloud, Azure, Alibaba Cloud,
Tencent Cloud, Huawei Cloud documentation); prices are the offerings.yaml rows they join.
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from assistant.catalog.instances import load_instances
from assistant.catalog.offers import PriceBook, load_price_book
from assistant.catalog.specs import load_catalog
from assistant.errors import CatalogError, UsageError
from assistant.models import GPUAsk
from assistant.question.instances import (
    find_instance,
    instance_by_name,
    instance_gpus,
    instance_rows,
)
from tests.support.toolbox import bundled_toolbox

SPECS = Path(__file__).resolve().parent.parent / "knowledge" / "specs"
CATALOG = load_catalog(SPECS)
BOOK: PriceBook = load_price_book(SPECS, Path("/nonexistent.yaml"), set(CATALOG.gpus))


@pytest.mark.parametrize(
    ("text", "provider", "name", "gpu", "count", "vcpus", "ram_gib"),
    [
        # AWS: 4 x L40S, 48 vCPU, 384 GiB; the p5 family is known by its 8 x H100 member
        ("what is in a g6e.12xlarge", "AWS", "g6e.12xlarge", "l40s", 4, 48, 384),
        ("AWS 上 p5 一小时多少钱？", "AWS", "p5.48xlarge", "h100-sxm", 8, 192, 2048),
        ("p4de.24xlarge", "AWS", "p4de.24xlarge", "a100-80gb-sxm", 8, 96, 1152),
        # Google Cloud A3 High: 8 x H100, 208 vCPU, 1872 GB
        ("a3-highgpu-8g for 70B?", "GCP", "a3-highgpu-8g", "h100-sxm", 8, 208, 1872),
        # Azure names the series ("ND H100 v5") more than the size
        ("is an ND H100 v5 enough", "Azure", "Standard_ND96isr_H100_v5", "h100-sxm", 8, 96, 1900),
        ("ND MI300X v5", "Azure", "Standard_ND96isr_MI300X_v5", "mi300x", 8, 96, 1850),
        # Alibaba Cloud: a family name and a full type name, with and without "ecs."
        ("gn8is 是什么卡", "Aliyun", "ecs.gn8is-8x.32xlarge", "l20", 8, 128, 1024),
        ("ecs.gn7i-c8g1.2xlarge 多少钱", "Aliyun", "ecs.gn7i-c8g1.2xlarge", "a10", 1, 8, 30),
        ("gn7i-c32g1.32xlarge", "Aliyun", "ecs.gn7i-c32g1.32xlarge", "a10", 4, 128, 752),
        # Tencent Cloud GN10Xp: V100 32GB with NVLink, 8 per 20XLARGE320
        (
            "腾讯云GN10Xp是什么GPU",
            "Tencent Cloud",
            "GN10Xp.20XLARGE320",
            "v100-32gb-sxm",
            8,
            80,
            320,
        ),  # noqa: E501
        ("华为云 p2s.8xlarge.8", "Huawei Cloud", "p2s.8xlarge.8", "v100-32gb-pcie", 4, 32, 256),
        # marketplace types come from the price book
        ("gpu_8x_h100_sxm5 on lambda", "Lambda", "gpu_8x_h100_sxm5", "h100-sxm", 8, 208, 1800),
    ],
)
def test_a_named_instance_resolves_to_its_gpus(text, provider, name, gpu, count, vcpus, ram_gib):
    found = find_instance(text, BOOK)
    assert found is not None
    assert (found.provider, found.name, found.gpu_id, found.gpu_count) == (
        provider,
        name,
        gpu,
        count,
    )
    assert (found.vcpus, found.ram_gib) == (vcpus, ram_gib)
    assert instance_gpus(text, BOOK) == GPUAsk(gpu_id=gpu, count=count, count_stated=True)


def test_price_comes_from_the_cheapest_offering_with_its_date():
    found = find_instance("g6e.12xlarge", BOOK)
    assert found is not None
    # offerings.yaml aws-g6e-12xlarge-us-east-1: 10.49264 USD an hour (SkyPilot snapshot)
    assert (found.price_per_hour, found.currency) == (Decimal("10.49264"), "USD")
    assert found.offer_id == "aws-g6e-12xlarge-us-east-1" and found.price_as_of is not None
    assert found.total_gpu_memory_gb == 4 * 48


def test_an_unpriced_type_says_so_rather_than_guessing():
    found = find_instance("GN10Xp.2XLARGE40", BOOK)
    assert found is not None and found.gpu_count == 1
    assert found.price_per_hour is None and found.offer_id is None


def test_words_that_are_not_instance_names_find_nothing():
    for text in ("hello world", "can a 4090 run llama 3 8b?", "P40 vs 3090", "72b on 2 gpus"):
        assert find_instance(text, BOOK) is None, text


def test_a_provider_read_from_the_question_narrows_the_search():
    assert find_instance("p5.48xlarge", BOOK, provider="gcp") is None
    found = find_instance("p5.48xlarge", BOOK, provider="aws")
    assert found is not None and found.provider == "AWS"


def test_unknown_name_suggests_close_types():
    with pytest.raises(UsageError, match="did you mean 'g6e.16xlarge', 'g6e.12xlarge'"):
        instance_by_name("g6e.13xlarge", BOOK)


def test_table_and_offerings_agree_where_both_list_a_type():
    table = {(r.provider.lower(), r.name.lower()): r for r in BOOK.instances}
    checked = 0
    for offer in BOOK.offers:
        row = table.get((offer.provider.lower(), offer.instance_type.lower()))
        if row is None:
            continue
        checked += 1
        assert (row.gpu_id, row.gpu_count) == (offer.gpu_id, offer.gpu_count), offer.id
        for field in ("vcpus", "ram_gib"):
            if getattr(offer, field) is not None:
                assert getattr(row, field) == getattr(offer, field), (offer.id, field)
    assert checked >= 40


def test_every_provider_the_issue_names_has_rows():
    providers = {r.provider for r in instance_rows(BOOK)}
    assert {
        "AWS",
        "GCP",
        "Azure",
        "Aliyun",
        "Tencent Cloud",
        "Huawei Cloud",
        "Volcano Engine",
        "Lambda",
        "RunPod",
    } <= providers
    for row in BOOK.instances:
        assert row.source and row.as_of, row.id


def test_a_price_in_the_table_needs_its_date_and_source(tmp_path):
    path = tmp_path / "instances.yaml"
    path.write_text(
        "instances:\n  - id: x-y\n    provider: X\n    name: y\n    gpu_id: null\n"
        "    gpu_name: Z\n    gpu_count: 1\n    gpu_memory_gb: 8\n    source: 'x docs'\n"
        "    as_of: 2026-12-01\n    price_per_hour: '1.00'\n    currency: USD\n",
        encoding="utf-8",
    )
    with pytest.raises(CatalogError, match="price needs currency, price_as_of and price_source"):
        load_instances(path)


def test_describe_instance_tool_returns_the_typed_shape():
    call = bundled_toolbox().call("describe_instance", name="ND H200 v5")
    assert call.output["gpu_id"] == "h200" and call.output["gpu_count"] == 8
    assert call.output["total_gpu_memory_gb"] == 8 * 141
    failed = bundled_toolbox().call("describe_instance", name="zz9.huge")
    assert "unknown instance type 'zz9.huge'" in failed.output["error"]
