"""The planner: which calculators each request calls, with which arguments (case table)."""

from __future__ import annotations

import pytest

from assistant.kinds import plan_for as plan
from assistant.models import GPUAsk, Query
from tests.support.toolbox import bundled_toolbox


def _q(**slots) -> Query:
    return Query(text="", **slots)  # no words: the reading alone chooses the kind


def _shape(calls):
    return [(c.tool, {k: v for k, v in c.input.items() if v is not None}) for c in calls]


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        # a bare fine-tune on named GPUs: full, LoRA and QLoRA on them; full does not fit two
        # 4090s, so it is also counted in the reference card (A100 80GB)
        (
            _q(
                intent="fit_check",
                params_b=13,
                finetune_unspecified=True,
                gpus=[GPUAsk(gpu_id="rtx-4090", count=2)],
            ),
            [
                (
                    "estimate_memory",
                    {"model": "13b", "gpu": "rtx-4090", "count": 2, "method": "full"},
                ),
                (
                    "estimate_memory",
                    {"model": "13b", "gpu": "a100-80gb-sxm", "count": 1, "method": "full"},
                ),
                (
                    "estimate_memory",
                    {"model": "13b", "gpu": "rtx-4090", "count": 2, "method": "lora"},
                ),
                (
                    "estimate_memory",
                    {"model": "13b", "gpu": "rtx-4090", "count": 2, "method": "qlora"},
                ),
            ],
        ),
        # a fit check with no GPU cannot be sized
        (_q(intent="fit_check", model_id="llama-2-13b"), []),
        # cost with no duration: one month (730 h) of the GPUs named, in USD for English; a
        # spot question also prices the cheapest on-demand offer (spot vs on-demand)
        (
            _q(intent="cost", gpus=[GPUAsk(gpu_id="h100-sxm", count=8)], spot=True),
            [
                (
                    "price_job",
                    {
                        "gpu": "h100-sxm",
                        "count": 8,
                        "hours": 730.0,
                        "currency": "USD",
                        "spot": True,
                    },
                ),
                (
                    "price_job",
                    {
                        "gpu": "h100-sxm",
                        "count": 8,
                        "hours": 730.0,
                        "currency": "USD",
                        "spot": False,
                    },
                ),
            ],
        ),
        # Chinese cost questions are priced in CNY
        (
            _q(intent="cost", language="zh", gpus=[GPUAsk(gpu_id="rtx-4090")], duration_hours=24),
            [
                (
                    "price_job",
                    {
                        "gpu": "rtx-4090",
                        "count": 1,
                        "hours": 24.0,
                        "currency": "CNY",
                        "spot": False,
                    },
                )
            ],
        ),
        # rent vs buy with no GPU: one 8 x H100 server over three years
        (
            _q(intent="rent_vs_buy"),
            [("rent_vs_buy", {"gpu": "h100-sxm", "count": 8, "years": 3.0, "currency": "USD"})],
        ),
        # a comparison needs two GPUs
        (_q(intent="compare", gpus=[GPUAsk(gpu_id="a100-80gb-sxm")]), []),
        # a concept question calls nothing
        (_q(intent="concept"), []),
    ],
    ids=[
        "bare-finetune",
        "fit-no-gpu",
        "cost-month",
        "cost-zh-cny",
        "rent-buy-default",
        "compare-one-gpu",
        "concept",
    ],
)
def test_plan_case_table(query, expected):
    got = _shape(plan(query, bundled_toolbox()))
    assert [tool for tool, _ in got] == [tool for tool, _ in expected]
    for (_, args), (_, want) in zip(got, expected, strict=True):
        assert {k: args.get(k) for k in want} == want


def test_speed_for_inference_shows_two_engines():
    calls = plan(
        _q(intent="speed", model_id="llama-3-8b", gpus=[GPUAsk(gpu_id="rtx-4090")]),
        bundled_toolbox(),
    )
    assert [c.tool for c in calls] == ["estimate_speed", "estimate_speed"]
    assert calls[1].input["engine"] == "vllm"
    assert calls[1].output["decode_tokens_per_s"] > calls[0].output["decode_tokens_per_s"] > 0


def test_blocked_query_calls_nothing():
    query = _q(
        intent="fit_check",
        params_b=7,
        gpus=[GPUAsk(gpu_id="rtx-4090")],
        problems=[{"kind": "gpu_count", "en": "-3 GPUs", "zh": "-3 张卡"}],
    )
    assert plan(query, bundled_toolbox()) == []


def test_speed_of_a_model_too_big_for_16_bit_is_timed_quantized_on_enough_cards():
    # 70B: 144 GB in bf16, about 40 GB in int4 -> one 24 GB card holds neither; two hold int4
    calls = plan(
        _q(intent="speed", params_b=70, gpus=[GPUAsk(gpu_id="rtx-4090")]), bundled_toolbox()
    )
    probes = [c for c in calls if c.tool == "estimate_memory"]
    assert [(p.input.get("precision"), p.output["fits"]) for p in probes] == [
        (None, False),
        ("int4", False),
    ]
    lead = next(c for c in calls if c.tool == "estimate_speed")
    assert (lead.input["engine"], lead.input["precision"], lead.input["count"]) == (
        "llama.cpp",
        "int4",
        2,
    )
    assert 10 < lead.output["decode_tokens_per_s"] < 30  # published llama.cpp 70B Q4, 2 cards: ~19


def test_speed_of_a_model_that_fits_keeps_16_bit_and_records_no_probe():
    calls = plan(
        _q(intent="speed", model_id="llama-3-8b", gpus=[GPUAsk(gpu_id="rtx-4090")]),
        bundled_toolbox(),
    )
    assert [c.tool for c in calls] == ["estimate_speed", "estimate_speed"]
    assert calls[0].output["precision"] == "bf16"


def test_a_price_for_a_model_with_no_gpu_prices_the_cheapest_setup_that_holds_it():
    tools = bundled_toolbox()
    calls = plan(_q(intent="cost", model_id="llama-3-70b", unit="per_hour"), tools)
    assert [c.tool for c in calls] == ["recommend_setup", "price_job"]
    choice, price = calls
    pick = choice.output["pick"]
    assert choice.input["kind"] == "rent" and choice.input["objective"] == "cheapest"
    assert (price.input["gpu"], price.input["count"]) == (pick["gpu_id"], pick["count"])
    assert pick["per_gpu_gb"] < pick["usable_gb"] and pick["count"] > 1  # 70B bf16: ~140 GB
    # a token volume is timed on the chosen setup, and the job priced for that time
    calls = plan(_q(intent="cost", model_id="llama-3-8b", method="lora", tokens=5e8), tools)
    assert [c.tool for c in calls] == ["recommend_setup", "estimate_speed", "price_job"]
    choice, speed, price = calls
    assert speed.input["gpu"] == choice.output["pick"]["gpu_id"]
    assert price.input["hours"] == round(speed.output["wall_hours"], 2)


def test_a_model_no_rented_setup_holds_is_not_priced_on_some_other_card():
    calls = plan(_q(intent="cost", params_b=5000, method="full"), bundled_toolbox())
    assert [c.tool for c in calls] == ["recommend_setup"]
