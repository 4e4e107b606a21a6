"""Recommendation: which GPU or setup to buy or rent for a workload, under a budget or not."""

from collections.abc import Sequence
from typing import Any

from assistant.answer.compose import Draft, say
from assistant.answer.compose_candidates import compose_recommendation
from assistant.answer.offer_line import add_offer_line, plan_offer_sized
from assistant.kinds.base import Examples, Kind
from assistant.kinds.job_duration import TRAINING_METHODS, duration_call
from assistant.kinds.memory_need import lead_memory_need, memory_need_asked, plan_memory_need
from assistant.kinds.psu_bound import lead_unbound, psu_unbound_call, split_unbound
from assistant.kinds.workload_plans import is_training, media_args
from assistant.kinds.workload_running import hours_a_day as _hours_a_day
from assistant.messages.choice import CIRCUIT_AS_PSU
from assistant.models import GPUAsk, Query, ToolCall
from assistant.question.card_offer import offer_weighed
from assistant.question.planner import (
    circuit_supply_w,
    circuit_wall_w,
    plan_recommend,
    single_method,
)
from assistant.question.reply_currency import reply_currency
from assistant.question.tools import Toolbox


def plan_recommend_job(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The model's memory need when asked, then the pick (``_plan_pick``)."""
    need = plan_memory_need(query, tools) if memory_need_asked(query) else []
    return need + _plan_pick(query, tools)


def _running_cost(
    query: Query, tools: Toolbox, calls: list[ToolCall], pick: dict[str, Any]
) -> list[ToolCall]:
    """The electricity of a bought pick run the hours stated ("a 24/7 rag bot on my desk")."""
    bought = any(c.output.get("kind") == "buy" for c in calls if c.tool == "recommend_setup")
    # "24/7 … electricity here is $0.30/kwh": a tariff or the hours said price the pick's power
    said = query.usage_hours_per_month or query.workload_hours_per_day or query.tariff_per_kwh
    if not bought or not said or query.power_covered:
        return []
    extra = {"tariff_per_kwh": query.tariff_per_kwh} if query.tariff_per_kwh else {}
    currency = query.tariff_currency or query.currency
    call = tools.call(
        "estimate_power",
        gpu=pick["gpu_id"],
        count=pick["count"],
        ask="electricity",
        hours_per_day=_hours_a_day(query),
        currency=reply_currency(query, currency),
        **extra,
    )
    return [call]


def _plan_pick(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``plan_recommend``; a training job of stated size is then timed on the pick.

    "Which GPUs should I rent to pre-train a 1B model on 50B tokens": the setup, and how long
    the 50B tokens take on it.
    """
    llm = query
    if query.workload_id is not None and query.method is None and not query.llm_tuned:
        # "14b models, and train sdxl loras on it": the training is the image model's
        llm = query.model_copy(update={"finetune_unspecified": False})
    calls = plan_recommend(llm, tools)
    calls += plan_offer_sized(query, tools, calls)  # the card offered, when it lost the pick
    picks = [c.output.get("pick") for c in calls if c.tool == "recommend_setup"]
    pick = next((p for p in picks if p), None)
    if not pick:  # "my psu is 650w": none it carries does it, so the pick without it too
        return [*calls, *psu_unbound_call(tools, calls)]
    if query.workload_id is not None:
        # "30b models, maybe some sdxl on the side": the second workload sized on the pick
        args = {**media_args(query), "method": "inference"}
        calls.append(tools.call("estimate_workload_memory", gpu=pick["gpu_id"], **args))
        if is_training(query):
            args = media_args(query)
            calls.append(tools.call("estimate_workload_memory", gpu=pick["gpu_id"], **args))
    if query.owning_words and query.where == "cloud" and not query.gpus:
        # "预算20万部署32B，买卡还是上云": the setup first, then owning it weighed against renting
        currency = reply_currency(query, query.currency)
        years = {"gpu": pick["gpu_id"], "count": pick["count"], "years": 3.0}
        calls.append(tools.call("rent_vs_buy", **years, currency=currency))
    calls += _running_cost(query, tools, calls, pick)
    if single_method(llm) in TRAINING_METHODS:
        setup = GPUAsk(gpu_id=pick["gpu_id"], count=pick["count"])
        timed = duration_call(llm, tools, setup)
        calls += [timed] if timed is not None else []
        calls += _within_deadline(llm, tools, timed)
    return calls


MAX_DEADLINE_CARDS = 8
"""Most cards of the pick tried to finish a job within the time the user allows (one server)."""


def _within_deadline(query: Query, tools: Toolbox, timed: ToolCall | None) -> list[ToolCall]:
    """More cards of the pick, doubled up to a server, when the job overruns the time allowed.

    "QLoRA 27B on 20k samples, don't want to wait more than a day": the pick's 47 hours are
    said, then the count of it that finishes within 24.
    """
    limit = query.duration_hours
    hours = timed.output.get("hours") if timed is not None else None
    if timed is None or limit is None or hours is None or float(hours) <= limit:
        return []
    count, faster = int(timed.input["count"]), None
    while count < MAX_DEADLINE_CARDS:
        count = min(count * 2, MAX_DEADLINE_CARDS)
        faster = duration_call(query, tools, GPUAsk(gpu_id=str(timed.input["gpu"]), count=count))
        if faster is None or float(faster.output.get("hours") or 0) <= limit:
            break
    return [faster] if faster is not None else []


def card_to_buy(query: Query) -> bool:
    """Which card to buy is asked, with a purchase budget and nothing rented or named.

    "学生党预算2000，买二手啥卡划算": the card to get, not whether owning beats renting.
    """
    rented = query.provider is not None or query.where == "cloud" or query.budget_kind == "rent"
    weighed = query.owning_ask is not None or query.rent_rate_stated is not None
    buying = query.budget is not None and query.budget_kind == "buy"
    return query.asks_gpu_pick and buying and not query.gpus and not rented and not weighed


def budget_for_a_job(query: Query) -> bool:
    """A purchase budget and a job said, no card named and nothing else asked: the card to get.

    "second-hand only, under £700, for 13B models and some SD": a shopping brief with no
    question word is the pick within the budget, not a price list.
    """
    rented = query.provider is not None or query.where == "cloud" or query.budget_kind == "rent"
    sized = query.model_id is not None or query.params_b is not None or bool(query.workload_id)
    buying = query.budget is not None and query.budget_kind == "buy" and not rented
    unasked = query.answer_asked in (None, "pick") and query.owning_ask is None
    return buying and sized and unasked and not query.gpus and query.intent == "cost"


def cards_counted_in_budget(query: Query) -> bool:
    """How many cards a purchase budget buys for a model's job: a pick, not a fit.

    "预算三万，全参微调7b，买卡还是几张4090": the cards (and how many) within the budget; one
    card named is an option, not the setup to check.
    """
    rented = query.provider is not None or query.where == "cloud" or query.budget_kind == "rent"
    buying = query.budget is not None and query.budget_kind == "buy" and not rented
    sized = query.model_id is not None or query.params_b is not None
    one_card = len(query.gpus) <= 1 and not any(g.count_stated for g in query.gpus)
    return query.asks_gpu_count and buying and sized and one_card and query.owning_ask is None


def _compose(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The pick; with a head count said and no load ("12 engineers"), how to size for them.

    A model's memory asked with no card ("how much vram does deepseek v3 need") is said first.
    """
    if memory_need_asked(draft.query):  # the sizing calls come before the pick's
        start = next((i for i, c in enumerate(calls) if c.tool != "estimate_memory"), len(calls))
        lead_memory_need(draft, calls[:start])
        calls = calls[start:]
    unbound, calls = split_unbound(calls)
    compose_recommendation(draft, calls)
    supply, wall = circuit_supply_w(draft.query), circuit_wall_w(draft.query)
    if (
        supply is not None
        and wall is not None
        and any(c.input.get("psu_w") == supply for c in calls)
    ):
        volts, amps = draft.query.circuit_volts or 0.0, draft.query.circuit_amps or 0.0
        draft.assume(CIRCUIT_AS_PSU(volts=volts, amps=amps, wall=wall, psu=supply))
    add_offer_line(draft, calls)  # "$1000 for a 3080, or newer?": where the offer stands
    if unbound is not None:
        lead_unbound(draft, calls, unbound)
    # the people said as users ("10 people", "5 of us") are not modelled by the pick either
    people = draft.query.head_count or draft.query.users
    if people and people > 1 and draft.query.model_id is not None:
        draft.assume(
            say(
                draft.lang,
                f"sized for one person at a time; for the {people} people using it at once, ask"
                f" how many GPUs serve {people} concurrent users",
                f"按一次一个人使用来选；{people} 个人同时用的话，可以问“服务 {people} 个并发用户"
                "要几张卡”",
            )
        )


RECOMMEND = Kind(
    name="recommend",
    intent="recommend",
    gives=("pick",),
    keeps=("comparison",),
    # a card asked with a model or workload to size it on ("2x 3090? one 5090? something else?")
    asked_needs=lambda q: q.model_id is not None or q.params_b is not None or bool(q.workload_id),
    examples=Examples(
        en=(
            "best GPU for running local LLMs under $1000?",
            "what should I buy to fine-tune 13B models",
            "which GPU to rent for training a 7B model",
            "recommend a card for 70B inference at home",
            "what's the cheapest cloud setup that can run llama 3 70b",
            "building a rig for qlora, budget 3000 dollars, what gpu",
            "which card gives the best value for a 32B model",
            "what hardware do I need to serve a 7B model for my team",
            "how many H20s do I need for DeepSeek 671B",
            "what gpu should a student get for deep learning",
        ),
        zh=(
            "预算1万块，跑本地大模型买什么显卡",
            "想微调13B模型，买什么卡",
            "训练7B模型租什么GPU合适",
            "家里跑70B推理推荐什么卡",
            "能跑70B的最便宜云上配置是什么",
            "预算两万配一台QLoRA机器，选什么显卡",
            "跑32B模型哪张卡性价比最高",
            "团队部署7B模型需要什么硬件",
            "部署满血DeepSeek 671B需要几张H20",
            "学生入门深度学习买什么显卡",
        ),
    ),
    plan=plan_recommend_job,
    compose=_compose,
    # "想租卡跑 70B 推理，AutoDL 上选啥卡": a card is asked for a workload, whatever price words
    # stand beside it; the pick is priced
    # "预算20万部署32B，买卡还是上云" (no card named): the setup is asked first, then weighed;
    # "5000 flux images a week, buy or rent, which gpu": the card for the workload, the same
    # "~$3500 for GPUs, 70B at >15 tok/s": a budget and a speed, no card to time: what to buy
    prior=lambda q: (
        q.intent == "recommend"
        or (q.intent == "speed" and q.budget is not None and not q.gpus)
        or (
            # owning weighed against no rental in particular: the card the budget buys first
            (
                q.asks_gpu_pick
                or (
                    q.intent == "rent_vs_buy"
                    and q.budget is not None
                    and not q.provider
                    and q.job_runs_per_year is None  # "一年跑 20 次": the use is weighed
                )
            )
            and not q.gpus
            and (q.model_id is not None or q.params_b is not None or q.workload_id is not None)
        )
        or card_to_buy(q)
        or budget_for_a_job(q)
        or (q.intent == "fit_check" and cards_counted_in_budget(q))
        # "wants $650 for a used 3090, grab it or get something newer?": the offer is weighed
        # against what else the money buys
        or offer_weighed(q)
    ),
)
