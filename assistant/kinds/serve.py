"""Serving: GPUs, KV budget and tokens/s per user for N concurrent users."""

import math
from collections.abc import Callable, Sequence

from assistant.answer.compose import Draft, say
from assistant.answer.compose_speed import compose_serve
from assistant.calc.serving import DEFAULT_PER_USER_TOKENS_PER_S, ServingPlan
from assistant.kinds.base import Examples, Kind
from assistant.kinds.held_count import count_put_to_hold
from assistant.kinds.serve_box import plan_box_serving, say_box_bound
from assistant.kinds.serve_budget import (
    budget_to_buy,
    buys_within_budget,
    lead_with_budget,
    plan_to_buy,
)
from assistant.kinds.serve_capacity import (
    FALLBACK_PRECISIONS,
    asks_capacity,
    compose_capacity,
    gguf_served,
    plan_capacity,
)
from assistant.messages import llmcalc as say_users
from assistant.models import Query, ToolCall, Verdict
from assistant.question.plan_speed import plan_serve, serving_precision
from assistant.question.planner import model_name, single_method
from assistant.question.serving_slots import per_user_speed_asked
from assistant.question.staff_load import staff_as_users
from assistant.question.tools import Toolbox


def plan_serving_question(query: Query, tools: Toolbox) -> list[ToolCall]:
    """GPUs for N users, or N users for the GPUs named (the count asked).

    "How many H100s to run Llama 3.1 405B?" states no users: the count is sized for one.
    """
    if asks_capacity(query):
        return plan_capacity(query, tools)
    query = staff_as_users(query)  # "~25 devs … how many h100s": the staff are the load
    if query.users is None and query.aggregate_tokens_per_s:
        per_user = query.tokens_per_s_target or DEFAULT_PER_USER_TOKENS_PER_S
        users = math.ceil(query.aggregate_tokens_per_s / per_user)
        query = query.model_copy(update={"users": users})
    elif query.users is None and _counts_gpus_for_a_model(query):
        query = query.model_copy(update={"users": 1})
    if query.users is not None and buys_within_budget(query):
        if bought := plan_to_buy(query, tools):  # else: no card priced, the plan for the load
            return bought
    release = tools.catalog.release_precision(model_name(query))
    if serving_precision(query) is None and release is not None:
        # served as released (DeepSeek-R1 in FP8, gpt-oss in MXFP4), never widened to bf16
        query = query.model_copy(update={"precision": release})
    if (boxed := plan_box_serving(query, tools)) is not None:
        return boxed  # "which single card for a 1000W PSU box": the cards that box holds
    calls: list[ToolCall] = []
    for multi_node in (False, True):  # a replica spans nodes only when no precision fits one
        calls = plan_serve(query, tools, multi_node)
        if serving_precision(query) is None and not _sized(calls):
            # nothing fits at 16 bits: a server runs fp8, then 4-bit AWQ/GPTQ weights (said)
            narrower = _narrower(query, tools, multi_node, lambda _: True)
            if narrower is not None:
                query, calls = narrower
        if _sized(calls):
            break
    if query.aggregate_tokens_per_s and query.tokens_per_s_target is None:
        calls = _sized_for_throughput(query, tools, calls)
    query, calls = _within_the_cards_had(query, tools, calls)
    plan = _plan(calls)
    model = model_name(query)
    if plan is not None and model is not None and _counts_gpus_for_a_model(query):
        # the count asked, checked as a fit: memory per GPU at that count and precision
        calls.append(
            tools.call(
                "estimate_memory",
                model=model,
                gpu=plan.gpu_id,
                count=plan.gpus_per_replica,
                method="inference",
                precision=plan.precision,
            )
        )
    return calls


def _within_the_cards_had(
    query: Query, tools: Toolbox, calls: list[ToolCall]
) -> tuple[Query, list[ToolCall]]:
    """The cards the asker has, served at a narrower precision when 16 bits needs more of them.

    "十来个人用，qwen2.5 14b 一张 4090 够吗": bf16 takes four 4090s, AWQ 4-bit serves them on
    the one card, which is the answer to "is one enough" (the precision is said). A precision
    the question states is kept.
    """
    had = sum(g.count for g in query.gpus) if any(g.count_stated for g in query.gpus) else 0
    plan = _plan(calls)
    if not had or plan is None or plan.gpus <= had or serving_precision(query) is not None:
        return query, calls
    narrower = _narrower(query, tools, False, lambda fits: fits.gpus <= had)
    return narrower if narrower is not None else (query, calls)


def _narrower(
    query: Query, tools: Toolbox, multi_node: bool, accept: Callable[[ServingPlan], bool]
) -> tuple[Query, list[ToolCall]] | None:
    """The first narrower precision (fp8, then 4-bit) whose serving plan ``accept`` takes."""
    for precision in FALLBACK_PRECISIONS[1:]:
        narrower = query.model_copy(update={"precision": precision})
        tried = plan_serve(narrower, tools, multi_node)
        plan = _plan(tried)
        if plan is not None and accept(plan):
            return narrower, tried
    return None


THROUGHPUT_PASSES = 4
"""Re-sizings for an aggregate target: users = target / the per-user speed the last plan gave."""


def _sized_for_throughput(query: Query, tools: Toolbox, calls: list[ToolCall]) -> list[ToolCall]:
    """Size "5k tokens/s in total" by the users that throughput needs at the speed they get.

    The first plan holds target / 10 users (the fluent-reading floor), but a batch usually runs
    each user faster than that, so fewer users make the total: re-plan with target / the speed
    the last plan gave, a few times, and keep the plan with the fewest GPUs whose users x speed
    still reaches the target. Each candidate card is re-sized on its own speed.
    """
    return [_throughput_for(query, tools, call) for call in calls]


def _throughput_for(query: Query, tools: Toolbox, call: ToolCall) -> ToolCall:
    target = query.aggregate_tokens_per_s or 0.0
    best, best_plan = call, call.typed(ServingPlan)
    plan, tried_users = best_plan, set()
    if best_plan is not None and best_plan.users * best_plan.per_user_tokens_per_s < target:
        best_plan = None  # the first plan falls short of the total: any plan that meets it wins
    for _ in range(THROUGHPUT_PASSES):
        if plan is None or plan.per_user_tokens_per_s <= 0:
            break
        users = max(1, math.ceil(target / plan.per_user_tokens_per_s))
        if users in tried_users:
            break
        tried_users.add(users)
        again = tools.call("plan_serving", **{**call.input, "users": users})
        plan = again.typed(ServingPlan)
        if plan is None:
            break
        meets = plan.users * plan.per_user_tokens_per_s >= target * 0.999
        if meets and (best_plan is None or plan.gpus < best_plan.gpus):
            best, best_plan = again, plan
    return best


def _plan(calls: Sequence[ToolCall]) -> ServingPlan | None:
    return next((p for c in calls if (p := c.typed(ServingPlan)) is not None), None)


def _sized(calls: Sequence[ToolCall]) -> bool:
    return any(c.typed(ServingPlan) is not None for c in calls)


def compose_serving(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The serving plan; when the user named their GPUs, the first line says whether they do."""
    if any(c.tool == "serving_capacity" for c in calls):
        compose_capacity(draft, calls)
        return
    if any(c.tool == "query_catalog" for c in calls):  # cards to buy within a budget
        calls = lead_with_budget(draft, calls)
    first = draft.query.gpus[0] if draft.query.gpus else None
    # "需要几张 A100": the card is named, the count is the question, so no yes/no on one card
    stated = first if first is not None and (first.count_stated or first.count > 1) else None
    plan = calls[0].typed(ServingPlan) if calls and stated else None
    verdict: Verdict | None = None
    if stated is not None and plan is not None:
        name = draft.gpu_name(stated.gpu_id)
        have = f"{stated.count} × {name}"
        if plan.gpus <= stated.count and plan.meets_target:
            verdict = "yes"
            room = plan.max_batch_per_replica * plan.replicas
            tps = plan.per_user_tokens_per_s
            draft.add(
                say(
                    draft.lang,
                    f"**Yes, {have} is enough:** {plan.users} concurrent users at about"
                    f" {tps:.1f} tokens/s each (room for up to {room}).",
                    f"**够用，{have} 就行：**{plan.users} 个并发用户，每人约 {tps:.1f} tokens/s"
                    f"（最多可容纳 {room} 个）。",
                )
            )
        elif stated.count >= NODE_LIKE and plan.gpus > stated.count:
            # "要几台8卡H20": the box said is the unit the answer is counted in
            verdict = "no"
            boxes = math.ceil(plan.gpus / stated.count)
            draft.add(
                say(
                    draft.lang,
                    f"**No, {have} is not enough:** it takes {plan.gpus}, "
                    f"{boxes} such {stated.count}-GPU boxes.",
                    f"**不够，{have} 撑不住：**需要 {plan.gpus} 张，"
                    f"即 {boxes} 台 {stated.count} 卡机器。",
                )
            )
        else:
            verdict = "no"
            draft.add(
                say(
                    draft.lang,
                    f"**No, {have} is not enough:** it takes {plan.gpus}.",
                    f"**不够，{have} 撑不住：**需要 {plan.gpus} 张。",
                )
            )
    compose_serve(draft, calls)
    served = next((p for c in calls if (p := c.typed(ServingPlan)) is not None), None)
    _say_what_was_assumed(draft, served)
    say_box_bound(draft, served)
    if verdict is not None:  # a yes/no question was asked: the contract carries its answer
        draft.verdict = verdict


NODE_LIKE = 4
"""A stated count this large is a box ("8卡H20", "a 4-GPU server"): a shortfall counts boxes."""


def _say_what_was_assumed(draft: Draft, plan: ServingPlan | None) -> None:
    """The user count and weight precision the plan chose when the question stated neither."""
    query = draft.query
    if plan is None:
        return
    if query.users is None and query.aggregate_tokens_per_s:
        # the speed each user gets in the plan (it was sized so that users x speed >= total)
        per_user = query.tokens_per_s_target or plan.per_user_tokens_per_s
        draft.assume(
            say_users.SERVE_AGGREGATE(
                total=query.aggregate_tokens_per_s, users=plan.users, per_user=per_user
            )
        )
    elif query.users is None and (staffed := staff_as_users(query)) is not query:
        draft.assume(*staffed.assumptions[len(query.assumptions) :])  # "150 staff": ~50 at once
    elif query.users is None:
        draft.assume(say_users.SERVE_ONE_USER())
    release = draft.catalog.release_precision(plan.model_id)
    if serving_precision(query) is None and plan.precision == release:
        draft.assume(say_users.SERVE_AS_RELEASED(precision=plan.precision))
    elif serving_precision(query) is None and plan.precision != "bf16":
        draft.assume(say_users.SERVE_NARROWER(precision=plan.precision))
    gguf_served(draft)


def _serves_users(query: Query) -> bool:
    return query.users is not None and (query.model_id is not None or query.params_b is not None)


def _setups_set_against(query: Query) -> bool:
    """Two whole setups of different cards weighed for the users ("一张 MI300X 对比两张 H100").

    The users are the load both are weighed under; the comparison answers which setup, with
    both kept, unless the users each carries or the cards needed are asked.
    """
    cards = len({g.gpu_id for g in query.gpus}) >= 2 and all(g.count_stated for g in query.gpus)
    counted = asks_capacity(query) or query.asks_gpu_count
    # "2x H100 SXM or 1x B200? which gives more tokens/s per dollar": the intent says the weighing
    return query.intent == "compare" and cards and not counted


def _budget_buys_the_pick(query: Query) -> bool:
    """A card asked for a team under a sum to spend once ("5 of us, budget 3k, which gpu").

    The sum decides what can be had, so the pick within it answers (the recommend kind); a
    serving plan sized for the head count alone would price setups far beyond it. Serving
    said ("部署给 40 个人用") keeps the plan for the load.
    """
    return query.asks_gpu_pick and query.task != "serve" and budget_to_buy(query)


def _names_a_model(query: Query) -> bool:
    return query.model_id is not None or query.params_b is not None


SHARED_BOX_UP_TO = 10
"""A team up to this many sharing one box asks whether the model fits it; more are a load."""


def _staff_on_the_cards(query: Query) -> bool:
    """The staff who will use a model on the cards named, no load said ("~30 engineers").

    "2x RTX PRO 6000, gpt-oss-120b for ~30 engineers, enough headroom?": whether the cards
    hold the people at once is asked, a serving plan for the staff at their peak
    (``staff_as_users``), not one stream's fit. A card asked for keeps the pick; a handful
    sharing one box ("4 devs … does it fit") asks the fit.
    """
    staff = query.users is None and (query.head_count or 0) > SHARED_BOX_UP_TO
    cards = bool(query.gpus) and not query.asks_gpu_pick
    return staff and cards and _names_a_model(query) and single_method(query) == "inference"


def _counts_gpus_for_a_model(query: Query) -> bool:
    """How many cards a model needs, asked for inference ("how many H100s to run 405B?")."""
    model = query.model_id is not None or query.params_b is not None
    return model and query.asks_gpu_count and single_method(query) == "inference"


def _counts_weighed(query: Query) -> bool:
    """Two cards' counts for a model set against each other ("how many MI300X vs how many H200").

    What is asked is which of the two setups wins (fewer cards, cheaper per token): the
    comparison, which sizes each card's count for the model, not one serving plan.
    """
    two = len({g.gpu_id for g in query.gpus}) >= 2
    return two and query.versus and query.intent == "compare"


SERVE = Kind(
    name="serve",
    intent="recommend",
    gives=("capacity", "pick"),
    keeps=("speed", "price", "comparison"),
    examples=Examples(
        en=(
            "how many GPUs to serve llama 3 70b to 100 concurrent users",
            "what do I need to host a 7B chatbot for 500 users",
            "can one H100 serve 50 users of qwen 32b with vllm",
            "gpus needed for 20 simultaneous users at 30 tokens/s each",
            "serving deepseek for our company of 200 people, how many cards",
            "capacity planning: 8B model, 1000 concurrent requests",
            "how many concurrent users can 4x 4090 handle with a 14B model on vllm",
            "max concurrent requests for llama 8b on one L40S",
        ),
        zh=(
            "100个并发用户跑70B需要几张卡",
            "给500个用户部署7B聊天机器人要什么配置",
            "一张H100用vLLM能扛50个并发的Qwen 32B吗",
            "20个人同时用，每人每秒30个token，要几张GPU",
            "公司200人用DeepSeek，需要多少张卡",
            "8B模型1000并发需要多少显卡",
            "4张4090用vLLM跑14B能撑多少并发",
            "一张L40S跑8B模型能同时服务几个用户",
        ),
    ),
    plan=plan_serving_question,
    compose=compose_serving,
    # N concurrent users of a model is a serving question, whatever the verb ("can one A10G
    # handle 10 users of Mistral 7B?"): a single-GPU fit check would answer another question
    prior=lambda q: (
        not q.token_cost_asked  # "cost per 1M tokens serving it": a price
        and not (q.intent == "cost" and q.duration_hours)  # "…a month of that, 24/7": its bill
        # "20 staff: an API at ¥8k a month, or two 4090s of our own": the users are the load
        # of a rent-or-buy weighing, not a count asked
        and not (q.intent == "rent_vs_buy" and not asks_capacity(q))
        and not _setups_set_against(q)
        and (
            asks_capacity(q)
            or (_serves_users(q) and (q.task == "serve" or (q.users or 0) >= 2))
            and not per_user_speed_asked(q)  # the speed kind answers it, from this plan
            and not _budget_buys_the_pick(q)
            or (
                q.users is None
                and _counts_gpus_for_a_model(q)
                and not count_put_to_hold(q)
                and not _budget_buys_the_pick(q)
                and not _counts_weighed(q)
            )
            or (q.aggregate_tokens_per_s is not None and _names_a_model(q))
            or (_staff_on_the_cards(q) and not per_user_speed_asked(q))
        )
    ),
    admits=lambda q: _serves_users(q) or asks_capacity(q) or _counts_gpus_for_a_model(q),
)
