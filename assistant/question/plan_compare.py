"""Plan a comparison of named GPUs, and read a choice between cards as one; pure.

``route`` turns a fit check or recommendation naming two or more cards into a comparison;
``plan_compare`` sizes the asked workload on each card (at the 4-bit build one user runs when
none holds it at 16-bit, or at the count of cards that holds it).
"""

from __future__ import annotations

from typing import Any

from assistant.models import Query, ToolCall
from assistant.question.plan_options import plan_options, weighs_options
from assistant.question.planner import (
    LOCAL_4_BIT,
    model_name,
    runs_locally_at_4_bit,
    single_method,
    sizing_engine,
)
from assistant.question.reply_currency import reply_currency
from assistant.question.speed_weighed import speed_weighed
from assistant.question.tool_args import REFERENCE_MODEL
from assistant.question.tools import Toolbox


def _models_on_card(query: Query, tools: Toolbox) -> list[ToolCall]:
    """Two models weighed on one card ("qwen3 32b or qwen2.5 72b on an A100"): each one's fit."""
    models = list(dict.fromkeys(query.model_ids))[:4]
    if len(query.gpus) != 1 or len(models) < 2:
        return []
    gpu = query.gpus[0]
    fits = tools.call(
        "fits_hardware",
        gpu=gpu.gpu_id,
        count=gpu.count,
        method="inference",
        context=query.context_tokens,
        precision=query.precision,
        models=models,
    )
    return [fits]


def _power_bills(query: Query, tools: Toolbox) -> list[ToolCall]:
    """Each setup's electricity a month when a tariff is given ("factor in $0.35/kWh")."""
    if query.tariff_per_kwh is None and query.power_ask != "electricity":
        return []  # "power bill matters": the bills at the typical tariff, as the power kind
    currency = query.tariff_currency or reply_currency(query, query.currency)
    hours = (
        min(24.0, round(query.usage_hours_per_month / 730.0 * 24, 2))
        if query.usage_hours_per_month
        else 24.0
    )
    calls = [
        tools.call(
            "estimate_power",
            gpu=g.gpu_id,
            count=g.count,
            currency=currency,
            ask="electricity",
            hours_per_day=hours,
            **({} if query.tariff_per_kwh is None else {"tariff_per_kwh": query.tariff_per_kwh}),
        )
        for g in query.gpus[:6]
    ]
    return [c for c in calls if "error" not in c.output]


def plan_compare(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``compare_gpus`` over the GPUs named (with their counts), on the workload asked.

    With no model named the rows are rated on Llama 3 8B and memory decides the winner; a
    tariff given adds each setup's electricity bill.
    """
    if weighs_options(query):
        return plan_options(query, tools)
    if len(query.gpus) < 2:
        return _models_on_card(query, tools)
    return _plan_pair(query, tools) + _power_bills(query, tools)


def _plan_pair(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The comparison calls proper (the first one leads the answer)."""
    method = single_method(query)
    asked = {
        "gpus": [g.gpu_id for g in query.gpus][:6],
        "counts": [g.count for g in query.gpus][:6],
        "model": model_name(query),
        "method": method,
        "seq_len": query.context_tokens,
        "batch": query.batch_size if method == "inference" else None,
        "provider": query.provider,
        "objective": query.objective,
        "currency": reply_currency(query, query.currency),
    }
    # a batch of sequences decoded together is served, on a serving engine (paged KV cache)
    batched = method == "inference" and (query.batch_size or 1) > 1
    precision = _compared_precision(query, tools, method)
    first = tools.call(
        "compare_gpus",
        **asked,
        precision=precision,
        engine=sizing_engine(query, method, precision) or ("vllm" if batched else "hf"),
    )
    rows = first.output.get("gpus") or []
    model = asked["model"]
    # no model named: the rows are rated on the reference model, which one user also runs at
    # 4 bits ("4060 vs 3060 ti for local llms": two 8 GB cards hold it only so)
    rated = model if isinstance(model, str) else REFERENCE_MODEL
    local = runs_locally_at_4_bit(query, tools, rated)
    if local and rows and not any(r.get("fits") for r in rows):
        # none holds it at 16-bit: compared at the 4-bit build one user runs (the 16-bit
        # comparison is kept second, for the note that says so)
        four_bit = tools.call("compare_gpus", **asked, precision=LOCAL_4_BIT, engine="llama.cpp")
        return [four_bit, first]
    gpus = [g.gpu_id for g in query.gpus][:6]
    counts = _counts_that_hold(query, rows, gpus) if model is not None else None
    if counts is not None:  # none holds it on one card: each at the count that does, first
        return [tools.call("compare_gpus", **{**first.input, "counts": counts}), first]
    return [first]


def _compared_precision(query: Query, tools: Toolbox, method: str) -> str | None:
    """The precision a comparison sizes the model at.

    The one stated; for inference with none, the model's release format (DeepSeek-R1 ships in
    FP8, gpt-oss in MXFP4: nobody serves them at bf16); else the calculator's default.
    """
    if method == "qlora":
        return None
    if query.precision is not None or method != "inference":
        return query.precision
    return tools.catalog.release_precision(query.model_id)


_MOST_TRAINED = 64
"""The most cards a whole-model training job is compared at (eight 8-card nodes)."""


def _counts_that_hold(
    query: Query, rows: list[dict[str, Any]], gpus: list[str]
) -> list[int] | None:
    """Cards of each kind that hold the job (1, 2, 4 or 8, as tensor parallelism splits it).

    Only when none holds it at one card each and no count was stated ("H100 vs H200 on a 70B
    at batch 64"); None otherwise.
    """
    if not rows or any(r.get("fits") for r in rows) or any(g.count_stated for g in query.gpus):
        return None
    by_id = {r.get("gpu_id"): r for r in rows}
    # a model trained whole shards across nodes ("910B 集群和 A800 集群预训练 70b"): past one
    # 8-card box, as many boxes as hold it
    most = _MOST_TRAINED if query.method in ("pretrain", "full") else 8
    counts = []
    for gpu in gpus:
        row = by_id.get(gpu) or {}
        need, usable, n = float(row.get("per_gpu_gb") or 0), float(row.get("usable_gb") or 1), 1
        while n < most and need / n > usable:
            n *= 2
        counts.append(n)
    if most > 8 and counts:  # clusters set side by side at one size: their rates a ratio
        counts = [max(counts)] * len(counts)
    return counts if any(n > 1 for n in counts) else None


def _mac_beside_cards(query: Query) -> bool:
    """PC cards set against a Mac under a sum to spend: the pick runs over both platforms.

    The cards named are not all the options (a Mac is one, which the catalog sizes by its own
    chips), so the budget's pick answers it, not a comparison of the cards alone.
    """
    apple = any(g.gpu_id.startswith(("m1-", "m2-", "m3-", "m4-", "m5-")) for g in query.gpus)
    bought = query.budget is not None and query.budget_kind != "rent"
    return query.intent == "compare" and bought and not apple and query.mac_offered


def route(query: Query, cards_carried: bool = False) -> Query:
    """Read a fit check or recommendation naming two or more different GPUs as a comparison.

    "Is the H100 worth it over the A100 for inference?" and "5090 和 RTX PRO 6000 跑 70B 选哪个"
    ask which card to take, not whether one fits; a budget question stays a recommendation.
    ``cards_carried``: a card came from the turn before ("换 5090 能快多少，值不值得升级" after
    a 4090's speed): the speed asked of the new card stays a speed, set beside the old one.
    """
    distinct = {g.gpu_id for g in query.gpus}
    if weighs_options(query):  # "AWQ or GPTQ on my 4090 for Qwen3 32B": which to run it with
        return query.model_copy(update={"intent": "compare", "task": "compare"})
    if query.gpus_together:  # "a 3090 and a 3060 in the same box": the box's fit, not a choice
        subject = query.model_id is not None or query.params_b is not None
        if query.split_across and query.intent == "compare" and subject:  # "…, or is it silly"
            return query.model_copy(update={"intent": "fit_check", "task": None})
        # "有张 3090，再买张 3060 当第二张卡跑 32b 行吗": the second card bought, the box asked
        bought = query.intent == "recommend" and query.budget is None and len(distinct) >= 2
        if bought and subject and query.asks_feasibility:
            return query.model_copy(update={"intent": "fit_check", "task": None})
        return query
    if query.named_candidates is not None:
        return query  # the named cards are the options of a purchase: the setup to get
    if query.fallback_card and query.intent == "fit_check":
        return query  # "fits on one L40S or do I need the H100": the first card's fit
    if _mac_beside_cards(query):  # "$4.5k: 2x 3090 or 1x 5090 or a mac?": a pick, both sides
        return query.model_copy(
            update={
                "intent": "recommend",
                "task": None,
                "platforms_weighed": True,
                "named_candidates": "open",
            }
        )
    if (
        speed_weighed(query) and not cards_carried
    ):  # "m4 max 和 dgx spark 跑 gpt-oss，谁的 token/s 高": the winner
        return query.model_copy(update={"intent": "compare", "task": "compare"})
    specs = [f for f in query.spec_fields if f != "price"]  # a price said is no row asked
    if query.task == "catalog" and (query.features or specs):
        # "which of the A4000/A5000 have NVLink", "7900 XT 带宽多少，跟 XTX 差多少": the rows
        return query
    chooses = query.intent == "fit_check" or (query.intent == "recommend" and query.budget is None)
    if (query.task == "compare" or chooses) and len(distinct) >= 2 and query.intent != "compare":
        if query.intent in ("fit_check", "recommend"):
            return query.model_copy(update={"intent": "compare", "task": "compare"})
    return query
