"""The workload tools: typed args in, typed results out, errors recorded as tool errors."""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.calc.media import MediaMemoryEstimate
from assistant.calc.media_pick import MediaPick
from assistant.calc.media_speed import MediaSpeedEstimate
from assistant.question.tools import error_of
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def tools():
    return bundled_toolbox()


def test_memory_tool_returns_the_typed_estimate(tools):
    call = tools.call("estimate_workload_memory", workload="SD XL", gpu="4060 Ti", method="lora")
    result = call.typed(MediaMemoryEstimate)
    assert result.workload_id == "sdxl-base" and result.gpu_id == "rtx-4060-ti-16gb"
    assert result.fits and call.output["fits"] is True
    assert call.output["workload_params_m"] == pytest.approx(3469.0, abs=0.1)


def test_speed_tool_times_a_transcription_job(tools):
    call = tools.call("estimate_workload_speed", workload="large-v3", gpu="rtx-4090",
                      audio_hours=10)  # fmt: skip
    result = call.typed(MediaSpeedEstimate)
    # 0.0808 / 2.5092 = 0.0322 s per audio second: 10 h of audio in 0.322 h
    assert result.job_hours == pytest.approx(0.322, abs=0.002)


def test_recommend_buys_the_cheapest_card_that_holds_sdxl_lora(tools):
    call = tools.call("recommend_workload_gpu", workload="sdxl", method="lora", kind="buy")
    pick = call.typed(MediaPick)
    assert pick.best is not None and pick.best == pick.cheapest
    prices = [c.price for c in pick.candidates]
    assert prices == sorted(prices)
    # every candidate keeps 10% of its usable memory free
    assert all(c.memory.peak_gb <= 0.9 * c.memory.usable_gb for c in pick.candidates)


def test_a_budget_drops_cards_above_it(tools):
    call = tools.call("recommend_workload_gpu", workload="flux dev", kind="buy",
                      budget=Decimal(2000), rank_by="speed")  # fmt: skip
    pick = call.typed(MediaPick)
    assert all(c.price is not None and c.price <= 2000 for c in pick.candidates)
    assert pick.over_budget >= 1
    if len(pick.candidates) > 1:
        first, second = pick.candidates[:2]
        assert first.speed.seconds_per_image <= second.speed.seconds_per_image


def test_sdxl_under_600_usd_picks_a_new_card_that_runs_it_as_asked(tools):
    call = tools.call("recommend_workload_gpu", workload="sdxl", kind="buy", budget=Decimal(600))
    pick = call.typed(MediaPick)
    # a used V100 SXM2 ($56) and an RTX 3050 with an NF4 denoiser ($249) are cheaper, but the
    # pick is the cheapest new card that holds SDXL at fp16: 11.9 GB of the 5060 Ti's 16.2 GB
    assert pick.best is not None and pick.best.gpu_id == "rtx-5060-ti-16gb"
    assert pick.best.setting is None and not pick.best.used_market
    assert pick.best.price == Decimal("429.00")
    assert pick.best.memory.peak_gb == pytest.approx(11.9, abs=0.1)
    later = pick.candidates[pick.candidates.index(pick.best) + 1 :]
    assert any(c.setting is not None or c.used_market for c in later)


def test_the_cheapest_card_that_runs_it_at_all_when_asked(tools):
    call = tools.call("recommend_workload_gpu", workload="sdxl", kind="buy",
                      budget=Decimal(600), as_asked_first=False)  # fmt: skip
    pick = call.typed(MediaPick)
    # new cards still rank before used ones; this time NF4 on an 8 GB card is allowed to win
    assert pick.best is not None and not pick.best.used_market
    assert pick.best.price is not None and pick.best.price < Decimal("429.00")
    assert pick.best.setting is not None


def test_an_unknown_workload_is_a_tool_error_in_both_languages(tools):
    call = tools.call("estimate_workload_memory", workload="sdxxl", gpu="4090")
    assert "sdxl-base" in error_of(call)
    assert error_of(call, "zh")


def test_flux_under_1600_usd_is_a_4090_with_an_fp8_denoiser(tools):
    call = tools.call("recommend_workload_gpu", workload="flux dev", kind="buy", rank_by="speed",
                      budget=Decimal(1600))  # fmt: skip
    pick = call.typed(MediaPick)
    # bf16 with the text encoders offloaded is 27.3 GB, over a 4090's 24.5 GB usable; an fp8
    # transformer (11.9 GB) brings it to 14.9 GB
    assert pick.best is not None and pick.best.gpu_id == "rtx-4090"
    assert str(pick.best.setting) == "an fp8 denoiser"
    assert pick.best.memory.peak_gb == pytest.approx(14.877, abs=0.01)


def test_renting_for_a_yolo_job_ranks_by_the_whole_jobs_cost(tools):
    call = tools.call("recommend_workload_gpu", workload="yolo11m", method="full", batch=16,
                      kind="rent", images=50_000, epochs=100, rank_by="job_cost")  # fmt: skip
    pick = call.typed(MediaPick)
    costs = [c.job_cost for c in pick.candidates]
    assert pick.best is not None and costs == sorted(costs) and None not in costs
    best = pick.best
    # cost = hours x GPU-hour price; hours = 5M image passes / images per second / 3600
    hours = 50_000 * 100 / best.speed.train_images_per_s / 3600
    assert best.speed.job_hours == pytest.approx(hours, rel=1e-3)
    assert float(best.job_cost) == pytest.approx(hours * float(best.price), abs=0.01)


def test_ranking_by_job_cost_needs_a_rented_job_with_a_size(tools):
    call = tools.call("recommend_workload_gpu", workload="yolo11m", kind="buy", rank_by="job_cost")
    assert "job size" in error_of(call)
    assert "任务规模" in error_of(call, "zh")
