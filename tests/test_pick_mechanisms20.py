"""Picks, comparisons, media speeds, rent-or-buy and price totals (twentieth session).

An OOM feared with a qualifier ("without random OOMs") is a fit or a pick, not a trouble; "how
slow" and "多慢" ask a speed; a rate guessed per hour ("一小时才两块") is the unit, the job's
hours follow; owning judged pointless asks rent-or-buy, a job run N times a year sets the
cards' use; two cards and "which would you pick" are compared, three are a pick; a pick for
several models of a family is sized by the largest; language models beside an image model on
two cards are compared as both jobs.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.feared_oom import FEARED_RE
from assistant.question.parsing import parse
from tests.support.advisors import last_answer, memory_advisor

CATALOG = load_catalog()


def _calls(answer, tool: str) -> list:  # type: ignore[no-untyped-def]
    return [c for c in answer.tool_calls if c.tool == tool]


# --- an OOM feared with a qualifier between the words


@pytest.mark.parametrize(
    "text",
    [
        "gonna do sdxl dreambooth and want to get through it without random ooms",
        "need flux lora training that won't keep OOMing on me",
        "train it without the oom every other step",
    ],
)
def test_a_qualified_oom_is_feared(text: str) -> None:
    assert FEARED_RE.search(text.lower()) is not None


@pytest.mark.parametrize(
    "text",
    [
        "least expensive gpu to train flux loras without frequent OOMs?",
        "which budget card handles sdxl lora training at 1024 without any oom, speed irrelevant",
    ],
)
def test_a_pick_with_an_oom_feared_is_a_workload_pick(text: str) -> None:
    answer = last_answer(memory_advisor(), text)
    assert answer.kind == "workload_pick"
    pick = _calls(answer, "recommend_workload_gpu")[0]
    assert pick.input["method"] == "lora"
    assert answer.answer.startswith("**")


# --- "how slow", "多慢", "慢吗" ask a media speed


@pytest.mark.parametrize(
    ("text", "gpu"),
    [
        ("how slow will sdxl be on a 3050 8gb at 1024?", "rtx-3050"),
        ("4060 上用 flux 出一张图有多慢", "rtx-4060"),
        ("3050 跑 sdxl 出一张 1024 的图慢吗", "rtx-3050"),
        ("4060 跑 wan2.1 1.3b 慢不慢", "rtx-4060"),
    ],
)
def test_how_slow_is_a_media_speed(text: str, gpu: str) -> None:
    answer = last_answer(memory_advisor(), text)
    assert answer.kind == "workload_speed"
    assert _calls(answer, "estimate_workload_speed")[0].input["gpu"] == gpu
    first = answer.answer.splitlines()[0]
    assert any(unit in first for unit in ("s per", "秒"))


# --- a rate guessed per hour is the unit: the job's hours come after it


@pytest.mark.parametrize(
    ("text", "hours"),
    [
        ("听说 autodl 上 4090 一小时才两块，租 150 个小时一共多少钱", 150.0),
        ("a100 每小时大概 5 块吧？连续跑 40 小时总共要多少", 40.0),
        ("恒源云 3090 一个小时 ¥0.8 左右？跑满 120 小时多少钱", 120.0),
    ],
)
def test_a_guessed_hourly_rate_leaves_the_job_hours(text: str, hours: float) -> None:
    query = parse(text, CATALOG)
    assert query.duration_hours == hours
    assert query.unit == "per_hour"


def test_a_guessed_rate_then_hours_is_priced_as_a_total() -> None:
    answer = last_answer(memory_advisor(), "恒源云 3090 一小时不到一块吧？跑满 120 小时总共多少钱")
    assert answer.kind == "price"
    assert _calls(answer, "price_job")[0].input["hours"] == 120.0
    assert "120 小时" in answer.answer


# --- owning judged pointless asks rent-or-buy; a job run N times a year is the use


@pytest.mark.parametrize(
    ("text", "runs"),
    [
        (
            "a 4-day finetune on 8x h100 twice a year, owning the boxes makes no sense, right?",
            2,
        ),
        ("a 2-day training job on 8 a100s once a quarter — any point in owning them?", 4),
        ("每季度训练一次，每次 8 卡 A100 跑三天，自己买卡没必要吧", 4),
    ],
)
def test_owning_judged_pointless_is_rent_or_buy(text: str, runs: int) -> None:
    query = parse(text, CATALOG)
    assert query.intent == "rent_vs_buy"
    assert query.job_runs_per_year == runs
    answer = last_answer(memory_advisor(), text)
    assert answer.kind == "rent_vs_buy"
    use = _calls(answer, "rent_vs_buy")[0].input["utilization"]
    assert use == pytest.approx(runs * query.duration_hours / 8760, abs=1e-3)
    assert use < 0.1


def test_twice_a_year_is_no_span() -> None:
    query = parse("we train twice a year on 4 h100s for 5 days", CATALOG)
    assert query.duration_hours == 120.0
    assert query.job_runs_per_year == 2


# --- two cards and "which would you pick": compared; three or more: a pick


@pytest.mark.parametrize(
    "text",
    [
        "a 4080 super or a used 3090 for 32b models in lm studio, which would you pick?",
        "3090 还是 4080 Super，主要跑 14b 到 32b，你会选哪个",
    ],
)
def test_two_cards_and_your_pick_is_a_comparison(text: str) -> None:
    answer = last_answer(memory_advisor(), text)
    assert answer.kind == "compare"
    assert "RTX 3090" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    "text",
    [
        "max tokens/s serving qwen2.5 72b fp8: l40s, h100 or h200, which makes the most sense?",
        "部署 qwen2.5 72b fp8 追求最大吞吐，L40S、H100、H200 哪个最合适",
    ],
)
def test_the_best_of_three_named_is_a_pick_by_speed(text: str) -> None:
    query = parse(text, CATALOG)
    assert query.named_candidates == "only"
    assert query.objective == "fastest"
    answer = last_answer(memory_advisor(), text)
    assert answer.kind == "recommend"
    assert "H200" in answer.answer.splitlines()[0]


def test_an_image_job_after_an_llm_compare_stays_inference() -> None:
    answer = last_answer(
        memory_advisor(), "4080 super 和 3090 选哪个，跑 qwen 14b", "那要是用 sdxl 出图呢"
    )
    assert answer.kind == "workload_compare"
    assert {c.input["method"] for c in _calls(answer, "estimate_workload_memory")} == {"inference"}
    assert "秒" in answer.answer.splitlines()[0]


# --- a pick for several models of one family: the largest sizes the card


@pytest.mark.parametrize(
    ("text", "budget"),
    [
        ("两千五百块以内的二手卡，sd1.5 跟 sdxl 都要跑，有啥推荐，p40 行吗", 2500),
        (
            "under $250 for a used card running sd 1.5 and sdxl, what should I get, is a p40 ok?",
            250,
        ),
    ],
)
def test_a_pick_for_two_image_models_is_sized_by_the_larger(text: str, budget: int) -> None:
    answer = last_answer(memory_advisor(), text)
    assert answer.kind == "workload_pick"
    picks = _calls(answer, "recommend_workload_gpu")
    assert {c.input["workload"] for c in picks} == {"sdxl-base"}
    assert all(int(c.input["budget"]) == budget for c in picks)
    assert "Stable Diffusion XL" in answer.answer.splitlines()[0]


# --- language models beside an image model on two cards: both compared


@pytest.mark.parametrize(
    "text",
    [
        "4060 ti 16gb vs 4070 for sdxl plus some local llms?",
        "4060 Ti 16G 和 4070，跑 SDXL 出图加上本地大模型，哪个好",
    ],
)
def test_llms_beside_an_image_model_compare_both(text: str) -> None:
    answer = last_answer(memory_advisor(), text)
    assert answer.kind == "compare"
    assert _calls(answer, "compare_gpus")
    timed = _calls(answer, "estimate_workload_speed")
    assert {c.input["workload"] for c in timed} == {"sdxl-base"}
    assert len(timed) == 2


def test_llms_ruled_out_leave_the_image_comparison() -> None:
    answer = last_answer(memory_advisor(), "mostly sdxl in comfy, not llms: 4070 or 4060 ti 16gb?")
    assert answer.kind == "workload_compare"
    assert not _calls(answer, "compare_gpus")


@pytest.mark.parametrize(
    "text",
    [
        "will flux schnell load on a 3060 8gb? i'm ok with slow, just no oom",
        "sd3.5 medium on a 2060 6gb, slow is fine, does it fit at all?",
        "can a 1650 4gb do sdxl at 1024 if i'm happy with it being slow",
    ],
)
def test_slowness_accepted_asks_no_speed(text: str) -> None:
    assert parse(text, CATALOG).intent != "speed"
    assert last_answer(memory_advisor(), text).kind == "workload_fit"
