"""Each composer on a fixed request: the first line, the table rows and the citation numbering.

The requests are built as ``Query`` objects (no parsing), planned the way the advisor plans
them, and every expected figure is worked out here from the calculators or the catalog, not
copied from an answer.
"""

from __future__ import annotations

import re
from decimal import Decimal

import pytest

from assistant.answer.compose import money
from assistant.answer.compose_catalog import TABLE_ROWS
from assistant.calc.money import cheapest_per_gpu_hour
from assistant.calc.pricing import JobSpec, price_job
from assistant.calc.remedies import host_ram
from assistant.calc.sizing import Workload, estimate_memory
from assistant.calc.speed import estimate_speed
from assistant.calc.tco import default_ownership_inputs, rent_vs_buy
from assistant.evaluation import structure_problems
from assistant.kinds import choose
from assistant.models import Answer, GPUAsk, Query
from tests.support.advisors import memory_advisor

CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _answer(advisor, **slots) -> Answer:
    query = Query(**slots)
    kind, _ = choose(query)
    query = query.model_copy(update={"kind": kind.name, "intent": kind.intent or query.intent})
    return advisor.compose(query, kind.plan(query, advisor.tools), kind)


def _rows(markdown: str) -> list[list[str]]:
    return [
        [cell.strip() for cell in line.strip("|").split("|")]
        for line in markdown.splitlines()
        if line.startswith("|") and not line.startswith("| ---")
    ]


def _numbered_in_order(answer: Answer) -> None:
    """Markers start at [1], every citation is used, and first uses come in order."""
    markers = [int(n) for n in re.findall(r"\[(\d+)\]", answer.answer)]
    first_uses = list(dict.fromkeys(markers))
    assert first_uses == list(range(1, len(answer.citations) + 1))
    assert not structure_problems(answer)


def test_fit_bare_finetune_on_two_4090s(advisor):
    ans = _answer(
        advisor,
        text="can I fine-tune a 13B model on two 4090s?",
        intent="fit_check",
        params_b=13,
        finetune_unspecified=True,
        gpus=[GPUAsk(gpu_id="rtx-4090", count=2)],
    )
    first = ans.answer.splitlines()[0]
    assert ans.verdict == "conditional"
    assert first.startswith("**Yes, with conditions.**") and "QLoRA" in first
    rows = _rows(ans.answer)
    assert rows[0][:5] == ["Method", "Precision", "Peak per GPU", "Usable per GPU", "Result"]
    results = {row[0]: row[4] for row in rows[1:]}
    assert results == {"full fine-tuning": "does not fit", "LoRA": "fits", "QLoRA": "fits"}
    assert not structure_problems(ans)
    markers = [int(n) for n in re.findall(r"\[(\d+)\]", ans.answer)]
    assert markers[0] == 1 and sorted(set(markers)) == list(range(1, len(ans.citations) + 1))
    assert ans.citations[0].doc_id == "gpu-rtx-4090"


def test_fit_no_in_chinese(advisor):
    ans = _answer(
        advisor,
        text="一张4090能跑70B推理吗",
        language="zh",
        intent="fit_check",
        model_id="llama-3-70b",
        method="inference",
        precision="bf16",
        gpus=[GPUAsk(gpu_id="rtx-4090", count=1)],
    )
    assert ans.verdict == "no"
    assert ans.answer.splitlines()[0].startswith("**不行")
    assert "GB" in ans.answer and not structure_problems(ans)


def test_unsupported_and_concept_have_no_verdict(advisor):
    unsupported = _answer(advisor, text="write me a poem", intent="unsupported")
    assert unsupported.verdict is None and unsupported.tool_calls == []
    concept = _answer(advisor, text="What is NVLink?", intent="concept")
    assert concept.verdict is None and concept.citations
    assert not structure_problems(concept)


def test_price_per_hour_leads_with_the_cheapest_gpu_hour(advisor):
    ans = _answer(
        advisor,
        text="how much is an H100 per hour?",
        intent="cost",
        gpus=[GPUAsk(gpu_id="h100-sxm")],
        unit="per_hour",
    )
    book = advisor.tools.prices
    rate, offer = cheapest_per_gpu_hour(book.offers, "USD", book.fx, gpu_id="h100-sxm") or (0, 0)
    first = ans.answer.splitlines()[0]
    assert first.startswith("H100 SXM5 80GB, on-demand: ")
    assert f"**{money(rate, 'USD')} per GPU-hour**" in first
    rows = _rows(ans.answer)
    assert rows[0][:4] == ["Provider", "Instance", "Region", "Per GPU-hour"]
    hourly = [float(row[3].lstrip("$")) for row in rows[1:]]
    assert len(hourly) == 5 and hourly == sorted(hourly) and hourly[0] == float(rate)
    assert ans.citations[0].doc_id == f"offer-{offer.id}"
    _numbered_in_order(ans)


def test_a_spot_week_leads_with_the_spot_total_and_names_on_demand_too(advisor):
    ans = _answer(
        advisor,
        text="what would a week of 8xH100 cost on spot?",
        intent="cost",
        gpus=[GPUAsk(gpu_id="h100-sxm", count=8)],
        duration_hours=168.0,
        spot=True,
    )
    book = advisor.tools.prices
    quote = price_job(
        JobSpec(gpu_count=8, hours=168),
        book.offers,
        today=advisor.tools.today,
        gpu_id="h100-sxm",
        rank_by="spot",
        fx_rates=book.fx,
    )
    best = quote.quotes[0]
    assert best.spot is not None
    first = ans.answer.splitlines()[0]
    assert first.startswith("8 × H100 SXM5 80GB for 7 days (168 h), spot: ")
    assert f"**{money(best.spot.total, 'USD')} in total**" in first
    assert "cheapest on-demand: " in first
    _numbered_in_order(ans)


def test_a_purchase_under_a_budget_names_the_pick_with_its_price_and_memory(advisor):
    ans = _answer(
        advisor,
        text="best GPU to buy for running llama 3 8b under $2000",
        intent="recommend",
        model_id="llama-3-8b",
        method="inference",
        budget=Decimal(2000),
        budget_currency="USD",
        currency="USD",
        budget_kind="buy",
        budget_period="total",
    )
    catalog = advisor.catalog
    first = ans.answer.splitlines()[0]
    pick = re.match(r"\*\*1 × (.+?)\*\* is the pick for running Llama 3 8B at int4", first)
    assert pick is not None, first
    gpu = next(g for g in catalog.gpus.values() if g.name.replace("GeForce ", "") == pick[1])
    assert gpu.launch_price_usd is not None and gpu.launch_price_usd <= 2000
    assert money(gpu.launch_price_usd, "USD") in first
    as_run = Workload(method="inference", precision="int4", engine="llama.cpp")  # as stated
    sized = estimate_memory(catalog.model("llama-3-8b"), gpu, 1, as_run)
    assert f"{sized.per_gpu_gb:.1f} GB of {sized.usable_gb:.1f} GB usable" in first
    roles = [row[0] for row in _rows(ans.answer)[1:]]
    assert roles[0] == "pick" and "runner-up" in roles
    assert any(a.startswith("memory and speed are for llama.cpp") for a in ans.assumptions)
    assert ans.citations[0].doc_id == f"gpu-{gpu.id}"
    _numbered_in_order(ans)


def test_a_comparison_names_the_winner_and_tables_both_cards(advisor):
    ans = _answer(
        advisor,
        text="RTX 4090 vs RTX 3090 for llama 3 8b inference",
        intent="compare",
        model_id="llama-3-8b",
        method="inference",
        gpus=[GPUAsk(gpu_id="rtx-4090"), GPUAsk(gpu_id="rtx-3090")],
    )
    catalog = advisor.catalog
    model, workload = catalog.model("llama-3-8b"), Workload(method="inference")
    speeds = {
        g: estimate_speed(model, catalog.gpu(g), 1, workload).decode_tokens_per_s
        for g in ("rtx-4090", "rtx-3090")
    }
    winner = max(speeds, key=lambda g: speeds[g] or 0)
    name = catalog.gpu(winner).name.replace("GeForce ", "")
    first = ans.answer.splitlines()[0]
    assert first.startswith(f"RTX 4090 vs RTX 3090: **the {name} wins** for running Llama 3 8B")
    rows = _rows(ans.answer)
    assert rows[0][:4] == ["GPU", "Memory", "Needs / usable per GPU", "Fits"]
    assert [row[0].split(" [")[0] for row in rows[1:]] == ["RTX 4090", "RTX 3090"]
    need = estimate_memory(model, catalog.gpu("rtx-4090"), 1, workload)
    assert rows[1][2] == f"{need.per_gpu_gb:.1f} GB / {need.usable_gb:.1f} GB"
    assert rows[1][4].startswith(f"{speeds['rtx-4090']:,.1f} / ")
    assert [c.doc_id for c in ans.citations[:2]] == ["gpu-rtx-4090", "gpu-rtx-3090"]
    _numbered_in_order(ans)


def test_a_catalog_question_counts_the_matching_gpus(advisor):
    ans = _answer(
        advisor,
        text="which GPUs support FP8?",
        intent="recommend",
        precision="fp8",
        task="catalog",
        features=["fp8"],
    )
    # modified boards (the 48 GB RTX 4090) are listed only when asked for; computers with
    # unified memory (Macs, the DGX Spark) are not cards, listed when their maker is asked
    fp8 = [
        g
        for g in advisor.catalog.gpus.values()
        if g.supports_fp8 and not g.unofficial and g.unified_memory_gb is None
    ]
    first = ans.answer.splitlines()[0]
    assert first.startswith(f"**{len(fp8)} GPUs in the catalog support FP8:**")
    rows = _rows(ans.answer)[1:]
    # the table shows the first TABLE_ROWS (40) of the 41 FP8 cards; the first line counts all
    assert len(rows) == min(len(fp8), TABLE_ROWS) and all(row[2] == "yes" for row in rows)
    memory = [float(row[1].removesuffix(" GB")) for row in rows]
    assert memory == sorted(memory, reverse=True)
    _numbered_in_order(ans)


def test_a_speed_question_leads_with_tokens_per_second(advisor):
    ans = _answer(
        advisor,
        text="how fast is llama 3 8b on a 4090 in tokens/s?",
        intent="speed",
        model_id="llama-3-8b",
        gpus=[GPUAsk(gpu_id="rtx-4090")],
    )
    catalog = advisor.catalog
    speed = estimate_speed(
        catalog.model("llama-3-8b"), catalog.gpu("rtx-4090"), 1, Workload(method="inference")
    )
    first = ans.answer.splitlines()[0]
    assert first.startswith(f"**About {speed.decode_tokens_per_s:,.1f} tokens/s per sequence**")
    assert "Llama 3 8B" in first and ans.citations[0].doc_id == "gpu-rtx-4090"
    _numbered_in_order(ans)


def test_out_of_memory_lists_the_remedies_cheapest_first(advisor):
    ans = _answer(
        advisor,
        text="CUDA out of memory fine-tuning llama 3 8b on a 4090",
        intent="fit_check",
        model_id="llama-3-8b",
        finetune_unspecified=True,
        gpus=[GPUAsk(gpu_id="rtx-4090")],
        task="troubleshoot",
    )
    first = ans.answer.splitlines()[0]
    assert first.startswith("**Full fine-tuning Llama 3 8B on 1 × RTX 4090 [1] needs about")
    rows = _rows(ans.answer)
    assert rows[0][1:] == ["Per GPU after", "Saves", "Fits"]
    after = [float(row[1].removesuffix(" GB")) for row in rows[1:]]
    assert after == sorted(after, reverse=True)  # each change on top of the ones above
    assert rows[-1][0] == "LoRA instead of full fine-tuning" and rows[-1][3] == "yes"
    assert "batch 4 per GPU" in ans.assumptions
    _numbered_in_order(ans)


def test_rent_or_buy_leads_with_the_cheaper_and_the_monthly_figures(advisor):
    ans = _answer(
        advisor,
        text="rent or buy 8 H100 for 3 years?",
        intent="rent_vs_buy",
        gpus=[GPUAsk(gpu_id="h100-sxm", count=8)],
        duration_hours=26280.0,
    )
    tools = advisor.tools
    inputs = default_ownership_inputs(
        tools.tco,
        tools.prices.offers,
        tools.prices.fx,
        gpu_id="h100-sxm",
        gpu_count=8,
        currency="USD",
        utilization=0.5,
        years=3.0,
    )
    result = rent_vs_buy(inputs, today=tools.today)
    first = ans.answer.splitlines()[0]
    word = "Buying" if result.verdict == "buy" else "Renting"
    assert first.startswith(f"**{word} is cheaper** for 8 × H100 SXM5 80GB over 3 years")
    assert money(result.own_monthly, "USD") in first and money(result.rent_monthly, "USD") in first
    rows = _rows(ans.answer)
    assert [row[0] for row in rows[1:]] == ["20%", "50%", "80%", "100%"]
    assert "PUE 1.56" in " ".join(ans.assumptions)


def test_host_ram_states_the_rule_for_the_box(advisor):
    ans = _answer(
        advisor,
        text="how much RAM do I need for a 4x 4090 box?",
        intent="fit_check",
        gpus=[GPUAsk(gpu_id="rtx-4090", count=4)],
        task="host",
    )
    need = host_ram(advisor.catalog.gpu("rtx-4090"), 4)
    first = ans.answer.splitlines()[0]
    assert first == (
        f"**4 × RTX 4090 needs at least {need.buy_gb} GB of system RAM**"
        f" ({need.gpu_memory_gb:g} GB of GPU memory)."
    )
    assert f"About {need.comfortable_ram_gb:g} GB" in ans.answer
    _numbered_in_order(ans)


@pytest.mark.parametrize(
    ("slots", "lead"),
    [
        (
            dict(
                text="H100 一小时多少钱？",
                intent="cost",
                gpus=[GPUAsk(gpu_id="h100-sxm")],
                unit="per_hour",
                currency="CNY",
            ),
            "H100 SXM5 80GB（按量）：**每卡每小时 ¥",
        ),
        (
            dict(
                text="4090 微调 llama 3 8b 爆显存",
                intent="fit_check",
                model_id="llama-3-8b",
                finetune_unspecified=True,
                gpus=[GPUAsk(gpu_id="rtx-4090")],
                task="troubleshoot",
            ),
            "**在 1 × RTX 4090 [1] 上全参微调 Llama 3 8B 每卡约需",
        ),
        (
            dict(
                text="8卡H100 租还是买，用三年",
                intent="rent_vs_buy",
                gpus=[GPUAsk(gpu_id="h100-sxm", count=8)],
            ),
            "**租用更划算**：8 × H100 SXM5 80GB，按 3 年折旧",
        ),
    ],
    ids=["price", "troubleshoot", "rent-or-buy"],
)
def test_chinese_answers_and_their_assumptions_are_chinese(advisor, slots, lead):
    ans = _answer(advisor, language="zh", **slots)
    assert ans.answer.splitlines()[0].startswith(lead)
    # a price asked per hour has no total, so no 730-hour or reserved-plan assumption
    assert ans.assumptions or slots["intent"] == "cost"
    assert all(CJK.search(a) for a in ans.assumptions), ans.assumptions
    _numbered_in_order(ans)


def test_a_price_with_no_gpu_named_says_which_setup_it_priced_and_leads_with_its_hour(advisor):
    ans = _answer(
        advisor,
        text="how much per hour to run llama 3 70b in the cloud?",
        intent="cost",
        model_id="llama-3-70b",
        unit="per_hour",
    )
    choice = next(c for c in ans.tool_calls if c.tool == "recommend_setup")
    price = next(c for c in ans.tool_calls if c.tool == "price_job")
    pick, best = choice.output["pick"], price.output["quotes"][0]
    name = advisor.catalog.gpus[pick["gpu_id"]].name.replace("GeForce ", "")
    lines = ans.answer.split("\n\n")
    setup_hour = money(best["unit_prices"]["per_setup_hour"], "USD")
    assert lines[0].startswith(f"{pick['count']} × {name}, on-demand: **{setup_hour} per hour**")
    assert lines[1].startswith(
        "No GPU was named, so this prices the cheapest rented setup that holds running"
        f" Llama 3 70B at bf16: {pick['count']} × {name} ["
    )
    _numbered_in_order(ans)
