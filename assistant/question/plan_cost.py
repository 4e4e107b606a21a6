"""Plans for price questions: a card's rate at the cheapest or named provider, or a job's cost.

Split from ``planner`` (the other kinds' plans); the same rules: typed ``Query`` in, recorded
``ToolCall``s out, no reading of the question's text.
"""

from __future__ import annotations

from collections.abc import Callable

from assistant.calc.serving import ServingPlan
from assistant.catalog.specs import Catalog
from assistant.models import GPUAsk, Query, ToolCall
from assistant.question.horizon import busy_hours
from assistant.question.instance_words import is_type_word, names_no_instance
from assistant.question.instances import find_instance, instance_gpus
from assistant.question.plan_speed import plan_serve, speed_call
from assistant.question.planner import DEFAULT_COST_HOURS, model_name, setup_chosen
from assistant.question.providers import PROVIDERS
from assistant.question.reply_currency import reply_currency
from assistant.question.scale_out import LONG_JOB_HOURS, timed_within
from assistant.question.tools import Toolbox, error_of

PROVIDER_KEYS = frozenset(key for key, _ in PROVIDERS)
"""The providers questions name, by the key the price book resolves."""


def _priced_at_named_instance(query: Query, tools: Toolbox) -> Query:
    """A named instance type is priced at its own provider ("p4d.24xlarge per hour")."""
    if query.provider is not None or not query.instance_words:
        return query
    named = find_instance(" ".join(query.instance_words), tools.prices)
    key = named.provider.lower() if named is not None and not named.by_family else None
    if key not in PROVIDER_KEYS:
        return query
    return query.model_copy(update={"provider": key})


PRICED_REGIONS = ("china", "us", "europe", "asia")
"""Regions a price question may be narrowed to (``calc.offer_filter``)."""


def price_call(
    query: Query, tools: Toolbox, gpu: GPUAsk | None, hours: float, **overrides: object
) -> ToolCall:
    """``price_job`` for ``gpu`` over ``hours`` with the question's provider, currency and spot."""
    args: dict[str, object] = {
        "gpu": gpu.gpu_id if gpu else None,
        "count": gpu.count if gpu else 1,
        "hours": round(hours, 2),
        "provider": query.provider,
        "currency": reply_currency(query, query.currency),
        "spot": bool(query.spot),
    }
    if query.region in PRICED_REGIONS:  # "any cheap cloud with 4090 in europe"
        args["region"] = query.region
    args.update(overrides)
    return tools.call("price_job", **args)


def _quoted(call: ToolCall) -> bool:
    return error_of(call) is None and bool(call.output.get("quotes"))


FORM_FACTORS = frozenset({"sxm", "pcie", "nvl", "sxm4", "sxm5", "oam"})
"""The last part of a catalog id that names a form factor (``a100-80gb-sxm``, ``h100-pcie``)."""


def other_form(catalog: Catalog, gpu_id: str) -> str | None:
    """The same card in its other form factor (A100 80GB SXM <-> PCIe), when the catalog has it."""
    stem, form = gpu_id.rsplit("-", 1) if "-" in gpu_id else (gpu_id, "")
    if form not in FORM_FACTORS or gpu_id not in catalog.gpus:
        return None  # "rtx-4090" has no other form: "rtx-3090" is another card
    for other in catalog.gpus.values():
        same_memory = other.memory_gb == catalog.gpus[gpu_id].memory_gb
        other_stem, other_form_ = other.id.rsplit("-", 1) if "-" in other.id else (other.id, "")
        if other.id != gpu_id and other_stem == stem and other_form_ in FORM_FACTORS:
            if same_memory:
                return other.id
    return None


def sibling_card(tools: Toolbox, gpu: GPUAsk) -> GPUAsk | None:
    """The same card in its other form factor, asked at the same count (see ``other_form``)."""
    other = other_form(tools.catalog, gpu.gpu_id)
    return GPUAsk(gpu_id=other, count=gpu.count) if other is not None else None


def _stem(gpu_id: str) -> str:
    return gpu_id.split("-", 1)[0]


def _named_type_gpus(query: Query, tools: Toolbox, gpu: GPUAsk | None) -> GPUAsk | None:
    """The GPUs of the one instance type the question names, when it names one (not a family).

    The card a name spells is that type's own: "NC40ads H100 v5" holds an H100 NVL, whatever
    "H100" alone reads as; a card of another line (a different GPU asked beside it) keeps the
    question's GPU.
    """
    if not query.instance_words:
        return gpu
    named = find_instance(" ".join(query.instance_words), tools.prices, query.provider)
    if named is None or named.by_family or named.gpu_id is None:
        return gpu
    if gpu is not None and _stem(named.gpu_id) != _stem(gpu.gpu_id):
        return gpu
    count = max(gpu.count if gpu else 1, named.gpu_count)
    return GPUAsk(gpu_id=named.gpu_id, count=count, count_stated=True)


def _named_instance_price(
    query: Query, tools: Toolbox, gpu: GPUAsk | None, hours: float
) -> tuple[ToolCall | None, ToolCall | None]:
    """The instance type the question names, priced as itself ("g6e.4xlarge for a month").

    Returns (the priced call, None), or (None, the call that found no price) when the book has
    no ranked price for that type: the cheapest offer for its GPUs is priced instead, and the
    answer says the type was priced that way. (None, None) when no single type is named (a
    family, "p5").
    """
    if not query.instance_words or gpu is None:
        return None, None
    named = find_instance(" ".join(query.instance_words), tools.prices, query.provider)
    if named is None or named.by_family or named.gpu_id != gpu.gpu_id:
        return None, None
    count = max(gpu.count, named.gpu_count)
    call = price_call(query, tools, GPUAsk(gpu_id=gpu.gpu_id, count=count), hours,
                      instance_type=named.name)  # fmt: skip
    return (call, None) if _quoted(call) else (None, call)


JobTimer = Callable[[GPUAsk], tuple[ToolCall, float | None] | None]
"""Times the question's job on a setup: the call made and the job's wall hours (None: untimed)."""


def plan_cost(query: Query, tools: Toolbox, job: JobTimer | None = None) -> list[ToolCall]:
    """``price_job`` for the GPUs named over the duration asked (a month when none).

    A model named with no GPU is first given the cheapest rented setup that holds it.
    A job given as a token volume ("1B tokens") is first timed with ``estimate_speed``; ``job``
    times a stated training or workload job instead (it decides whether a stated duration is
    the job's own size, as hours of audio are), and its hours are priced. A spot
    question also gets the cheapest on-demand offer (spot vs on-demand, each the cheapest in
    the book). A named provider with no price for that GPU gets, in turn: the same card in its
    other form factor at that provider, then the cheapest offers elsewhere (the alternatives).
    """
    if query.blocked:
        return []
    query = _priced_at_named_instance(query, tools)
    gpu = _named_type_gpus(query, tools, query.gpus[0] if query.gpus else None)
    if gpu is None:  # "AWS 上 p5 一小时多少钱": the instance type names the GPUs
        gpu = instance_gpus(" ".join(query.instance_words), tools.prices, query.provider)
    calls, slow, gpu, timed = _picked_and_timed(query, tools, gpu, job)
    if calls and gpu is None:  # nothing rented holds it: say so, never price a card that cannot
        return calls
    hours = busy_hours(query) or query.duration_hours  # "每天 8 小时，一个月": 243 h
    if timed is not None:  # a stated job (samples x epochs, images): its hours are priced
        calls.append(timed[0])
        hours = timed[1]
    elif hours is None and query.tokens and gpu is not None:
        speed = speed_call(query, tools, gpu)
        if speed is not None:
            calls.append(speed)
            wall = speed.output.get("wall_hours")
            hours = float(wall) if isinstance(wall, int | float) and wall > 0 else None
    hours = hours or query.job_gpu_hours or DEFAULT_COST_HOURS
    named, unpriced = _named_instance_price(query, tools, gpu, hours)
    main = named or price_call(query, tools, gpu, hours)
    if named is None and query.job_gpu_hours and gpu is not None and query.duration_hours is None:
        main = _gpu_hours_on_machine(query, tools, gpu, main)
    calls.append(main)
    if query.provider and not _quoted(main):
        sibling = sibling_card(tools, gpu) if gpu else None
        retry = price_call(query, tools, sibling, hours) if sibling else None
        if retry is not None and _quoted(retry):
            calls.append(retry)
        else:
            calls.append(price_call(query, tools, gpu, hours, provider=None))
        if find_instance(" ".join(query.instance_words), tools.prices, query.provider):
            # the type asked has no price at its provider: the answer still says what it holds
            words = " ".join(query.instance_words)
            calls.append(tools.call("describe_instance", name=words, provider=query.provider))
        else:  # "腾讯云GN10X 多少钱": a type the table lacks is said, with the closest it holds
            typed = [
                w for w in query.instance_words if is_type_word(w) and not names_no_instance(w)
            ]
            if typed and query.type_word_said:
                calls.append(
                    tools.call("describe_instance", name=typed[0], provider=query.provider)
                )
    if query.spot:
        calls.append(price_call(query, tools, gpu, hours, spot=False))
    best = (main.output.get("quotes") or [{}])[0]
    split = best.get("instances", 1) > 1 and best.get("price", {}).get("price_basis") == "instance"
    if gpu is not None and gpu.count > 1 and split:
        # N GPUs as N small instances is not one machine: price the cheapest N-GPU box too
        calls.append(price_call(query, tools, gpu, hours, one_instance=True))
    if unpriced is not None:  # last: the type asked, which the book does not price itself
        calls.append(unpriced)
    elsewhere = _type_at_its_own_provider(query, tools, gpu, hours)
    return [*calls, *([elsewhere] if elsewhere is not None else []), *slow]


def _type_at_its_own_provider(
    query: Query, tools: Toolbox, gpu: GPUAsk | None, hours: float
) -> ToolCall | None:
    """A type named beside another provider's rental, priced at its own provider to set beside it.

    "p5en.48xlarge on-demand is what? vs renting 8 H200s separately on Nebius": the cards are
    priced at Nebius; the AWS type asked is priced too, so the two rates stand side by side.
    """
    if query.provider is None or gpu is None or not query.instance_words:
        return None
    words = " ".join(query.instance_words)
    if find_instance(words, tools.prices, query.provider) is not None:
        return None
    named = find_instance(words, tools.prices)
    key = named.provider.lower() if named is not None and not named.by_family else None
    if named is None or key not in PROVIDER_KEYS or key == query.provider:
        return None
    if named.gpu_id is None or _stem(named.gpu_id) != _stem(gpu.gpu_id):
        return None
    typed = query.model_copy(update={"provider": key})
    count = max(gpu.count, named.gpu_count)
    call = price_call(typed, tools, GPUAsk(gpu_id=named.gpu_id, count=count), hours,
                      instance_type=named.name)  # fmt: skip
    return call if _quoted(call) else None


def _picked_and_timed(
    query: Query, tools: Toolbox, gpu: GPUAsk | None, job: JobTimer | None
) -> tuple[list[ToolCall], list[ToolCall], GPUAsk | None, tuple[ToolCall, float | None] | None]:
    """The setup priced and the job timed on it.

    Returns (the pick's calls, the slow setup's calls said after, the setup, the timing); with
    no GPU named, the setup is the cheapest rental holding the model.

    A training job that runs past ``LONG_JOB_HOURS`` on the cheapest rental holding it is
    priced scaled out instead (``_scaled_out``); the cheapest setup's timing is kept, to say
    why.
    """
    calls: list[ToolCall] = []
    chosen_here = gpu is None and model_name(query) is not None
    served = _served(query, tools) if chosen_here else None
    if served is not None:  # "40 users on 8B … how much a month": the serving pick's cards
        calls.append(served[0])
        gpu = served[1]
    elif chosen_here:
        choice, gpu = setup_chosen(query, tools, budget_kind="rent", objective="cheapest")
        calls.append(choice)
    timed = job(gpu) if job is not None and gpu is not None else None
    if chosen_here and job is not None and timed is not None and _runs_long(timed):
        scaled = _scaled_out(query, tools, job)
        if scaled is not None:  # "pre-train 7B on 1T tokens": not 9 years on eight 3090s
            choice, gpu, faster = scaled
            return [choice], [calls[0], timed[0]], gpu, faster
    return calls, [], gpu, timed


def _served(query: Query, tools: Toolbox) -> tuple[ToolCall, GPUAsk] | None:
    """The cheapest serving plan for the users stated (None when no users, or none is priced)."""
    if (query.users or 1) <= 1:
        return None
    plans = [(c, p) for c in plan_serve(query, tools) if (p := c.typed(ServingPlan)) is not None]
    priced = [(p.usd_per_hour, c, p) for c, p in plans if p.meets_target and p.usd_per_hour]
    if not priced:
        return None
    _, call, plan = min(priced, key=lambda t: t[0])
    return call, GPUAsk(gpu_id=plan.gpu_id, count=plan.gpus)


def _runs_long(timed: tuple[ToolCall, float | None]) -> bool:
    """A training job timed past ``LONG_JOB_HOURS`` on the setup picked for it."""
    call, hours = timed
    return call.tool == "estimate_job_duration" and (hours or 0.0) > LONG_JOB_HOURS


def _scaled_out(
    query: Query, tools: Toolbox, job: JobTimer
) -> tuple[ToolCall, GPUAsk, tuple[ToolCall, float | None]] | None:
    """The SXM rental with the lowest cost per training token, on enough servers to finish.

    Run across many servers, a job needs cards built for it (SXM/OAM boards, linked within the
    server); among them the pick is the lowest price per training token/s, and its count the
    fewest that hold the job and finish within ``LONG_JOB_HOURS``. None when none is rented.
    """
    sxm = [*query.features, "sxm"]
    choice, gpu = setup_chosen(
        query,
        tools,
        whole_servers=True,
        budget_kind="rent",
        objective="best_value",
        features=sxm,
    )
    first = job(gpu) if gpu is not None else None
    if gpu is None or first is None or not first[1]:
        return None
    gpu_id = gpu.gpu_id

    def on(count: int) -> tuple[ToolCall, float, bool] | None:
        timed = job(GPUAsk(gpu_id=gpu_id, count=count))
        if timed is None or timed[1] is None:
            return None
        return timed[0], timed[1], bool(timed[0].output.get("fits"))

    call = timed_within(on, first[1] * gpu.count, LONG_JOB_HOURS)
    if call is None:
        return None
    hours = call.output.get("hours")
    wall = float(hours) if isinstance(hours, int | float) else None
    return choice, GPUAsk(gpu_id=gpu_id, count=int(call.input["count"])), (call, wall)


def _gpu_hours_on_machine(query: Query, tools: Toolbox, gpu: GPUAsk, first: ToolCall) -> ToolCall:
    """A job's GPU-hours on the machine the provider rents: N cards for total / N hours.

    "lambda a100 500 卡时" at Lambda's 8-card box is 62.5 hours of it, not 500 hours billed
    for 8 cards; a provider renting single cards keeps the first call (100 hours on one).
    """
    best = (first.output.get("quotes") or [{}])[0]
    per_machine = int(best.get("gpus_per_instance") or 1)
    total = query.job_gpu_hours or 0.0
    if per_machine <= 1 or gpu.count > 1:
        return first
    on_machine = gpu.model_copy(update={"count": per_machine})
    return price_call(query, tools, on_machine, total / per_machine)


__all__ = [
    "PROVIDER_KEYS",
    "JobTimer",
    "other_form",
    "plan_cost",
    "price_call",
    "sibling_card",
]
