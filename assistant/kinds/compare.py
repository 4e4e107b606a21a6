"""Comparison: which named GPU to take for a workload (or model for a card), winner first."""

from collections.abc import Sequence

from assistant.answer.budget_setups import add_budget_line, plan_budget_prices
from assistant.answer.compose import Draft
from assistant.answer.compose_compare import compose_compare
from assistant.answer.compose_model_pair import compose_model_pair
from assistant.answer.compose_options import compose_options
from assistant.kinds.base import Examples, Kind
from assistant.kinds.compare_job import TOOL as JOB_TOOL
from assistant.kinds.compare_job import add_compare_job, plan_compare_job
from assistant.kinds.compare_offload import (
    lead_compare_offload,
    plan_compare_offload,
    split_offloads,
)
from assistant.kinds.workload_compare import compose_workload_compare, plan_workload_compare
from assistant.kinds.workload_plans import llm_beside_media
from assistant.models import Query, ToolCall
from assistant.question.plan_compare import plan_compare
from assistant.question.plan_options import weighs_options
from assistant.question.tools import Toolbox


def _plan(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``plan_compare``; setups set side by side under a sum to spend once are priced too."""
    calls = plan_compare(query, tools)
    if weighs_options(query) or any(c.tool == "fits_hardware" for c in calls):
        return calls
    if llm_beside_media(query):  # "5070 ti vs 4070 ti super for sd + small llms": both jobs
        media = plan_workload_compare(query, tools)
        calls += [c for c in media if c.tool in _MEDIA_TOOLS]
    calls += plan_compare_offload(query, tools)  # "4090 vs 5090, part of it on the cpu"
    calls += plan_compare_job(query, tools, calls)  # "13B on 2T tokens": the job on each card
    return calls + plan_budget_prices(query, tools)  # "$2k: a 4090 or two 3090s for 70b?"


_MEDIA_TOOLS = frozenset({"estimate_workload_memory", "estimate_workload_speed"})


def _compose(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """GPUs compared on a workload; or models weighed on one card (a ``fits_hardware`` call)."""
    if weighs_options(draft.query):  # engines or formats on one setup
        compose_options(draft, calls)
        return
    if any(c.tool == "fits_hardware" for c in calls):
        compose_model_pair(draft, calls)
        return
    offloads, calls = split_offloads(calls)
    priced = [c for c in calls if c.tool == "query_catalog"]
    media = [c for c in calls if c.tool in _MEDIA_TOOLS]
    jobs = [c for c in calls if c.tool == JOB_TOOL]
    compose_compare(
        draft, [c for c in calls if c.tool != "query_catalog" and c not in media + jobs]
    )
    add_compare_job(draft, jobs)  # the job's days and cost on each card, after the lead
    lead_compare_offload(draft, offloads)  # each card with part of it in RAM, said first
    if media:  # the image or video job said beside the language models: its own comparison
        compose_workload_compare(draft, media)
    add_budget_line(draft, priced)


COMPARE = Kind(
    name="compare",
    intent="compare",
    gives=("comparison",),
    keeps=("card_spec", "speed", "pick"),
    examples=Examples(
        en=(
            "A100 or H100 for fine-tuning?",
            "4090 vs 3090 for local llms",
            "is the H100 worth it over the A100 for inference",
            "L40S vs A100 80GB which is better for training",
            "5090 or two 3090s for 70B",
            "H20 vs H800 for training a 13B model",
            "both have 24gb, is the newer card's faster memory noticeable in tokens/s",
            "3090 vs 4090 at the same price when renting, how much slower is the cheaper one",
        ),
        zh=(
            "A100 还是 H100？",
            "4090和3090跑本地大模型哪个好",
            "推理的话H100比A100值吗",
            "L40S和A100 80G训练哪个强",
            "5090还是两张3090跑70B",
            "训练13B选H20还是H800",
            "显存一样大，新卡带宽高那么多，跑大模型速度差距明显吗",
            "租的时候3090便宜些，和4090比推理慢多少",
        ),
    ),
    plan=_plan,
    compose=_compose,
    prior=lambda q: q.intent == "compare",
    # two cards named and set side by side: their comparison, whatever the intent read
    asked_needs=lambda q: len({g.gpu_id for g in q.gpus}) >= 2,
)
