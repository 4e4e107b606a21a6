"""Everyday phrasings routed to the right calculator, and the ranking rules behind the picks.

Each table row is real phrasing from the everyday golden set (or a close variant) with the
values the parser, planner or calculators must produce from the real catalog and price book.
"""

from decimal import Decimal
from pathlib import Path

import pytest

from assistant.answer.grounding import ungrounded_numbers, without_names
from assistant.calc.recommend import buy_counts
from assistant.calc.sizing import estimate_memory
from assistant.calc.workload import Workload
from assistant.catalog.specs import load_catalog
from assistant.evaluation import catalog_names
from assistant.question.numbers import number
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

SPECS = Path(__file__).resolve().parent.parent / "knowledge" / "specs"


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(SPECS)


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _call(answer, tool):
    return next(c for c in answer.tool_calls if c.tool == tool)


# --------------------------------------------------------------------------- parsing cues

INTENT_CASES = [
    # "buy X vs just renting", "build ... or just rent": owning against renting
    ("I only train maybe 5 hours a month. is it dumb to buy a 5090 vs just renting", "rent_vs_buy"),
    ("$10k budget — build a 4x 4090 rig or just rent H100s? prob ~20h/week", "rent_vs_buy"),
    # a "can it run" question with a budget or "cheapest" and no card asks which card
    ("what can I get for under $700 that runs 14B models ok? new or used idc", "recommend"),
    ("最便宜能跑 Llama 3.1 8B 的云GPU是哪个 4bit就行", "recommend"),
    # one card, no workload, "cheapest": where it rents cheapest
    ("cheapest H100 rn?", "cost"),
    # a card named with a model stays a fit check
    ("can a single 4090 run mistral small 3.1 24b at 4bit with 32k context", "fit_check"),
]


@pytest.mark.parametrize(("question", "intent"), INTENT_CASES)
def test_everyday_phrasing_routes_to_intent(catalog, question, intent):
    assert parse(question, catalog).intent == intent


USAGE_CASES = [
    ("I only train maybe 5 hours a month. buy a 5090 vs just renting", 5.0),
    ("build a 4x 4090 rig or just rent H100s? prob ~20h/week of use", 86.9),  # 20 x 730 / 168
    ("预算3万，买卡还是租卡划算？主要跑LoRA微调，一周大概用10小时", 43.5),
    ("rent or buy an A100 if I use it 2 hours per day", 60.8),
]


@pytest.mark.parametrize(("question", "hours"), USAGE_CASES)
def test_usage_rate_is_hours_a_month_not_a_job_length(catalog, question, hours):
    query = parse(question, catalog)
    assert query.usage_hours_per_month == hours
    assert query.duration_hours is None


BUDGET_CASES = [
    ("预算1万5以内，一张4090还是两张3090？", Decimal(15000)),
    ("预算10w，想本地部署70B，怎么配", Decimal(100000)),
    ("手上有10w预算，想搞一台能全参微调 Qwen2.5 7B 的机器", Decimal(100000)),
    ("预算2万块想本地跑70B", Decimal(20000)),
]


@pytest.mark.parametrize(("question", "budget"), BUDGET_CASES)
def test_colloquial_chinese_budgets(catalog, question, budget):
    query = parse(question, catalog)
    assert query.budget == budget and query.budget_currency == "CNY"


@pytest.mark.parametrize(
    ("text", "value"),
    [("1万5", 15000.0), ("一万五", 15000.0), ("一千五", 1500.0), ("3万5", 35000.0),
     ("一万零五", 10005.0), ("1.5万", 15000.0), ("十五", 15.0)],
)  # fmt: skip
def test_lone_digit_after_a_unit_counts_the_next_unit_down(text, value):
    assert number(text) == value


def test_450w_power_is_not_a_budget(catalog):
    assert parse("450w的电源够4090吗", catalog).budget is None


def test_sizes_named_as_a_list_are_sized_for_the_largest(catalog):
    query = parse("预算1万5以内，一张4090还是两张3090？主要跑32B和70B的量化模型", catalog)
    assert query.params_b == 70.0
    assert any("32B/70B" in a for a in query.assumptions)
    assert parse("can I run 7B or 13B on a 3060?", catalog).params_b == 13.0


# --------------------------------------------------------------------------- answers


def test_rent_or_buy_uses_the_stated_usage_and_what_the_budget_buys(advisor):
    answer = advisor.ask("预算3万，买卡还是租卡划算？主要跑LoRA微调，一周大概用10小时")
    # the stated use replaces the catalog's utilisation: priced with the user's figures
    rvb = _call(answer, "rent_vs_buy_stated")
    assert "error" not in rvb.output
    assert rvb.input["hours_per_week"] == pytest.approx(10.0)
    assert rvb.output["utilization"] == pytest.approx(10 / 168, abs=1e-3)
    assert rvb.input["years"] == 3.0
    # no card named: two RTX 3090 ($1499 each = ¥20,943) are what ¥30,000 buys for LoRA
    assert (rvb.input["gpu"], rvb.input["count"]) == ("rtx-3090", 2)
    first = answer.answer.splitlines()[0]
    assert "2 × RTX 3090" in first and "回不了本" in first  # at 6% use, owning never pays back


def test_memory_only_card_is_a_fit_check_on_that_memory(advisor):
    answer = advisor.ask("Qwen3-30B-A3B 只激活3B参数，是不是8G显存就够了？")
    assert (answer.intent, answer.verdict) == ("fit_check", "no")
    sized = _call(answer, "estimate_memory")
    assert sized.input["gpu"] == "rtx-4060-ti-8gb"
    assert sized.output["usable_gb"] < 8.0


def test_fp8_workloads_rank_only_fp8_capable_gpus(advisor, catalog):
    answer = advisor.ask("想租个能跑 Llama 3.1 70B FP8 的卡，哪家最便宜")
    out = _call(answer, "recommend_setup").output
    picked = [out[k]["gpu_id"] for k in ("pick", "runner_up", "faster_option") if out.get(k)]
    assert picked and all(catalog.gpus[g].supports_fp8 for g in picked)
    assert "rtx-3090" not in picked and "a800-80gb" not in picked


def test_q4_comparison_runs_on_llama_cpp(advisor):
    answer = advisor.ask("one 4090 or 2x 3090 for 70b q4?")
    out = _call(answer, "compare_gpus").output
    assert "error" not in out
    first = answer.answer.splitlines()[0]
    assert first.startswith("RTX 4090 vs 2 × RTX 3090: **the 2 × RTX 3090 wins**")
    assert _call(answer, "compare_gpus").input["engine"] == "llama.cpp"


def test_cheapest_named_card_is_priced_per_hour(advisor):
    answer = advisor.ask("cheapest H100 rn?")
    assert answer.intent == "cost"
    assert "per GPU-hour" in answer.answer.splitlines()[0]


# --------------------------------------------------------------------------- calculators


@pytest.mark.parametrize(
    ("gpu_id", "counts"),
    [("rtx-4090", (1, 2, 4, 8)), ("h100-sxm", (4, 8)), ("mi300x", (4, 8)), ("h20", (8,)),
     ("b200", (8,)), ("v100-32gb-sxm", (1, 2, 4, 8))],
)  # fmt: skip
def test_modules_are_bought_on_whole_baseboards(catalog, gpu_id, counts):
    # V100 SXM2 is priced on the used market, where modules sell one by one for carrier boards
    assert buy_counts(catalog.gpus[gpu_id]) == counts


def test_llama_cpp_prefill_working_set_stops_at_its_ubatch(catalog):
    model, gpu = catalog.model("mistral-small-3.1-24b"), catalog.gpus["rtx-4090"]
    wl = {"method": "inference", "precision": "int4", "seq_len": 32768}
    hf = estimate_memory(model, gpu, 1, Workload(**wl, engine="hf"))
    cpp = estimate_memory(model, gpu, 1, Workload(**wl, engine="llama.cpp"))
    assert hf.breakdown.activations == pytest.approx(7.583, abs=0.01)
    assert cpp.breakdown.activations == pytest.approx(7.583 * 512 / 32768, abs=0.01)
    assert cpp.breakdown.kv_cache == pytest.approx(5.369, abs=0.01)  # 40 x 8 x 128 x 2 x 2 B
    assert cpp.fits and cpp.per_gpu_gb == pytest.approx(20.75, abs=0.05)


def test_catalog_names_are_not_ungrounded_figures(catalog):
    text = "一张 H20 96GB 每小时 ¥7.50；Qwen3-235B-A22B 跑 FP8。"
    names = catalog_names(catalog)
    assert "96" not in without_names(text, names)
    assert ungrounded_numbers(text, [{"price": 7.5}], names) == []
    # a bare figure that only looks like a name's digits is still checked
    assert ungrounded_numbers("需要 96 GB", [{"price": 7.5}], names) == ["96"]
