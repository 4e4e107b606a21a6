"""Rent or buy: the break-even utilisation and payback of owning against renting."""

from decimal import Decimal

from assistant.calc.money import HOURS_PER_MONTH, HOURS_PER_YEAR, convert
from assistant.calc.unit_prices import PricedJob
from assistant.kinds.api_vs_rent import plan_api_vs_rent
from assistant.kinds.base import Examples, Kind
from assistant.kinds.box_rate import stated_per_gpu
from assistant.kinds.owning_compose import compose_owning
from assistant.kinds.owning_workload import workload_on_owned
from assistant.kinds.recommend import card_to_buy
from assistant.kinds.workload_plans import workload_job_call
from assistant.models import GPUAsk, Query, ToolCall
from assistant.question.instances import find_instance
from assistant.question.plan_cost import price_call, sibling_card
from assistant.question.planner import model_name, setup_chosen
from assistant.question.reply_currency import reply_currency
from assistant.question.tools import Toolbox, error_of
from assistant.question.uptime_span import span_is_uptime

HOURS_PER_WEEK = 168.0
DEFAULT_RENT_VS_BUY_GPU = GPUAsk(gpu_id="h100-sxm", count=8)
"""Rent-vs-buy with no GPU named: one 8-GPU H100 server, the most common training node."""
PERSONAL_RENT_VS_BUY_GPU = GPUAsk(gpu_id="rtx-4090", count=1)
"""...unless one person asks, or for a single-user workload (image generation, speech,
vision): one 24 GB consumer card, what such a person buys or rents by the hour."""


def _provider_rate(
    query: Query, tools: Toolbox, gpu: GPUAsk, currency: str
) -> tuple[Decimal | None, ToolCall | None]:
    """The named provider's on-demand GPU-hour for ``gpu`` ("vs renting on RunPod").

    Returns (rate, None), or (None, the failed call) when the price book does not quote that
    provider at all (Colab, Together): the answer says so first.
    """
    if query.provider is None:
        return None, None
    call = price_call(query, tools, GPUAsk(gpu_id=gpu.gpu_id, count=1), 1.0, currency=currency)
    job = call.typed(PricedJob)
    other = sibling_card(tools, GPUAsk(gpu_id=gpu.gpu_id, count=1))
    if (job is None or not job.quotes) and error_of(call) is None and other is not None:
        # "runpod A100s": RunPod rents the PCIe form, whose rate is that provider's A100 rent
        job = price_call(query, tools, other, 1.0, currency=currency).typed(PricedJob)
    if job is None or not job.quotes:
        return None, (call if error_of(call) is not None else None)
    return job.quotes[0].unit_prices.per_gpu_hour, None


def _owned_and_rented(query: Query) -> tuple[GPUAsk | None, str | None]:
    """The card bought and the other card rented ("rent an H100 … buy a PRO 6000").

    The card said after a rent word is the rented one; with none said so, the first card named
    is bought and a second one, if any, rented ("buy a Mac Studio or rent H100s"). A card said
    with its price is the one bought ("my old 1070 is done … used 3090 at $750").
    """
    rented = query.rented_gpu
    offered = [g for g in query.gpus if g.gpu_id in (query.card_offer or {}) and g.gpu_id != rented]
    owned = next(iter(offered), None) or next((g for g in query.gpus if g.gpu_id != rented), None)
    if rented is None and len(query.gpus) >= 2:
        rented = query.gpus[1].gpu_id
    return owned, rented


def _second_card_rate(
    query: Query, tools: Toolbox, currency: str
) -> tuple[Decimal | None, ToolCall | None]:
    """The rate of the card rented instead of the one bought, at the provider named if it has it."""
    owned, rented = _owned_and_rented(query)
    if rented is None and query.instance_named is not None:
        # "a used a5000 or keep paying for g5.xlarge": the type's own card (an A10G) is rented
        found = find_instance(query.instance_named, tools.prices, query.provider)
        rented = found.gpu_id if found is not None else None
    if rented is None or owned is None or rented == owned.gpu_id:
        return None, None
    other = GPUAsk(gpu_id=rented, count=1)
    for provider in dict.fromkeys([query.provider, None]):
        call = price_call(query, tools, other, 1.0, currency=currency, provider=provider)
        job = call.typed(PricedJob)
        if job is not None and job.quotes:
            return job.quotes[0].unit_prices.per_gpu_hour, call
    return None, None


def _provider_unpriced(query: Query, tools: Toolbox, rented: ToolCall | None) -> ToolCall | None:
    """The named provider's failed look-up when a second card's rent came from elsewhere.

    "Hyperstack H100s vs buying an H100 PCIe": the price book has no Hyperstack at all, so the
    rent weighed is another provider's; the failed look-up goes with the answer, which says so
    first. None when no provider was named, or the rent weighed is the provider's own.
    """
    if query.provider is None or rented is None:
        return None
    if rented.input.get("provider") == query.provider:
        return None
    gpu = str(rented.input.get("gpu") or "")
    ask = GPUAsk(gpu_id=gpu, count=1) if gpu else None
    call = price_call(query, tools, ask, 1.0, currency=str(rented.input.get("currency") or "USD"))
    return call if error_of(call) is not None else None


def _rented_instead(
    query: Query, tools: Toolbox, gpu: GPUAsk, currency: str
) -> tuple[Decimal | None, ToolCall | None]:
    """The rent to weigh a card nobody rents against: the cheapest card rented with its memory.

    "A used P40 vs paying RunPod": no provider in the book rents a P40, so renting means the
    cheapest card with at least its memory (at the named provider when it has one). None when
    the card itself is rented somewhere (the calculator prices it) or nothing holds as much.
    """
    listed = price_call(query, tools, GPUAsk(gpu_id=gpu.gpu_id, count=1), 1.0,
                        currency=currency, provider=None)  # fmt: skip
    job = listed.typed(PricedJob)
    card = tools.catalog.gpus.get(gpu.gpu_id)
    if card is None or (job is not None and job.quotes):
        return None, None
    for provider in dict.fromkeys([query.provider, None]):
        call = price_call(query, tools, None, 1.0, currency=currency, provider=provider,
                          min_memory_gb=card.memory_gb)  # fmt: skip
        found = call.typed(PricedJob)
        if found is not None and found.quotes:
            return found.quotes[0].unit_prices.per_gpu_hour, call
    return None, None


def _cheapest_rate(query: Query, tools: Toolbox, gpu: GPUAsk, currency: str) -> Decimal | None:
    """The cheapest on-demand GPU-hour of ``gpu`` in the price book (None when nobody rents it)."""
    call = price_call(query, tools, GPUAsk(gpu_id=gpu.gpu_id, count=1), 1.0,
                      currency=currency, provider=None)  # fmt: skip
    job = call.typed(PricedJob)
    return job.quotes[0].unit_prices.per_gpu_hour if job is not None and job.quotes else None


def _monthly_spend(query: Query, currency: str) -> Decimal | None:
    """The monthly rental spend said, in the answer's currency, or None."""
    monthly = query.budget_kind == "rent" and query.budget_period == "month"
    same = (query.budget_currency or currency) == currency
    return query.budget if monthly and same else None


def _spend_utilisation(query: Query, rate: Decimal, count: int, currency: str) -> float | None:
    """The share of the month a stated monthly rental spend buys at ``rate`` per GPU-hour.

    "I spend $300/mo on RunPod for a 4090": $300 / $0.74 is about 405 hours, 56% of a month.
    None unless a monthly rent spend in the answer's currency was said.
    """
    spend = _monthly_spend(query, currency)
    if spend is None or rate <= 0:
        return None
    hours = float(spend / (rate * count))
    return round(min(1.0, hours / HOURS_PER_MONTH), 4)


def _spend_rate(query: Query, gpu: GPUAsk, currency: str, share: object) -> Decimal | None:
    """The rate per GPU-hour a monthly spend pays, when the cards' busy share is also said.

    "$11k/month on p4de … utilization around 70%": 8 cards busy 70% of 730 hours cost $11,000,
    about $2.69 per GPU-hour (a discount, or reserved), not the list price. None otherwise.
    """
    spend = _monthly_spend(query, currency)
    # a purchase price said beside the bill: the bill is surely the rent paid, not the purchase
    quoted = query.purchase_quoted is not None
    if spend is None or not (quoted and gpu.count_stated and isinstance(share, float)):
        return None
    if share <= 0:
        return None
    hours = Decimal(str(gpu.count * HOURS_PER_MONTH * share))
    return (Decimal(str(spend)) / hours).quantize(Decimal("0.000001"))


_MOST_CARDS_SPENT_ON = 64
"""The most cards a stated spend is read as keeping busy (beyond it, a cluster is no guess)."""


def _cards_spent_on(query: Query, rate: Decimal, gpu: GPUAsk, currency: str) -> GPUAsk:
    """The cards a monthly spend keeps busy, when no count was said ("$5k a month on A100s").

    $5,000 at $1.39 per GPU-hour is 3,597 GPU-hours a month, about five cards running all
    month: owning is weighed for those five, not one card that could never do the work. A card
    offered at its price ("1.3w 买 4090 … 还是每月 1500 充云平台") is the one card bought.
    """
    offered = gpu.gpu_id in (query.card_offer or {})
    if gpu.count_stated or offered or _spend_utilisation(query, rate, 1, currency) != 1.0:
        return gpu
    hours = float(query.budget or 0) / float(rate)
    count = min(_MOST_CARDS_SPENT_ON, max(1, round(hours / HOURS_PER_MONTH)))
    return gpu if count <= gpu.count else GPUAsk(gpu_id=gpu.gpu_id, count=count)


_PERIOD_HOURS = {"day": 24.0, "week": HOURS_PER_WEEK, "month": HOURS_PER_MONTH}


def _recurring_job(
    query: Query, tools: Toolbox, gpu: GPUAsk, usage: dict[str, object]
) -> ToolCall | None:
    """A job said per period ("200 h of audio a day") as the cards' busy share of that period.

    The workload calculator times the job on one card; the cards share it, so each is busy
    job hours / count of every day (or week, month). A use stated outright wins.
    """
    if query.job_per is None or "utilization" in usage:
        return None
    call = workload_job_call(query, tools, gpu)
    hours = call.output.get("job_hours") if call is not None else None
    if call is None or not isinstance(hours, int | float) or hours <= 0:
        return None
    busy = float(hours) / max(gpu.count, 1)
    usage["utilization"] = round(min(1.0, busy / _PERIOD_HOURS[query.job_per]), 4)
    return call


def _capex(query: Query, gpu: GPUAsk, currency: str) -> Decimal | None:
    """The purchase price stated for the cards weighed, else None (the catalog's is used)."""
    offered = (query.card_offer or {}).get(gpu.gpu_id)  # "or buy a 4090 for ~$1,800": its price
    if offered is not None:  # "闲鱼 3090 涡轮版 5200 … 买还是租", whatever other sum was read
        return Decimal(str(offered)) * gpu.count
    paid = query.budget if query.gpus and query.budget_kind != "rent" else None
    paid = query.purchase_quoted if paid is None and query.gpus else paid  # "quoted $48k"
    if paid is not None and (query.budget_currency or currency) == currency:
        # "buying a used 3090 for $700", "4卡4090服务器大概10万": the price paid is the capex
        # ("五千五一张，买两张": one card's price, the cards named cost it each; a quote may be
        # each card's too: "$7,800 each")
        each = query.budget_each if paid is query.budget else query.purchase_each
        return paid * (gpu.count if each else 1)
    return None


def _horizon_and_use(query: Query) -> tuple[float, dict[str, object]]:
    """The years owned and the use stated (utilisation, resale) for the weighing."""
    uptime = span_is_uptime(query)  # "24 小时不关机连租一个月": the use, not a horizon
    hours = 0.0 if uptime else query.duration_hours or 0.0
    # under a month ("10 hours") is how long a job runs, not how long a card is owned
    # (a job said per period, "1,500 h of audio a month", is a load, not a horizon either)
    years = hours / HOURS_PER_YEAR if hours >= HOURS_PER_MONTH and not query.job_per else 3.0
    usage: dict[str, object] = {}
    if query.resale_said or years < 1:  # "buy and resell", a few months: the cards fetch a price
        usage["resale"] = True
    if query.usage_hours_per_month:
        usage["utilization"] = round(min(1.0, query.usage_hours_per_month / HOURS_PER_MONTH), 4)
    elif query.job_runs_per_year and 0 < hours < HOURS_PER_MONTH:
        # "a 3-day finetune once a quarter": the cards are busy those runs' hours of the year
        busy = query.job_runs_per_year * hours / HOURS_PER_YEAR
        usage["utilization"] = round(min(1.0, busy), 4)
    elif uptime:
        usage["utilization"] = 1.0  # the rented month round the clock, weighed as owned
    return years, usage


def _rent_rate(
    query: Query, tools: Toolbox, gpu: GPUAsk, currency: str
) -> tuple[Decimal | None, ToolCall | None, ToolCall | None]:
    """The rent per GPU-hour weighed, the other card rented instead, a provider not quoted."""
    rate, instead, unquoted = stated_per_gpu(query, tools, gpu, currency), None, None  # theirs
    if rate is None:
        rate, instead = _second_card_rate(query, tools, currency)
        unquoted = _provider_unpriced(query, tools, instead)
    if rate is None:
        rate, unquoted = _provider_rate(query, tools, gpu, currency)
    elif query.provider is not None and query.rented_gpu is None:
        # "tensordock 4090s at $0.35/hr": the rate is theirs, but a provider the book lacks is
        # still said first, so the failed look-up goes with the answer
        unquoted = _provider_rate(query, tools, gpu, currency)[1]
    if rate is None:
        rate, instead = _rented_instead(query, tools, gpu, currency)
    if rate is None and query.budget_kind == "rent" and query.budget_period == "month":
        rate = _cheapest_rate(query, tools, gpu, currency)  # what the stated spend buys
    return rate, instead, unquoted


def plan_rent_vs_buy(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``rent_vs_buy`` for the GPUs named (an 8× H100 server when none) over the years asked."""
    personal = query.personal or query.workload_family is not None
    default = PERSONAL_RENT_VS_BUY_GPU if personal else DEFAULT_RENT_VS_BUY_GPU
    gpu = _owned_and_rented(query)[0] or default
    chosen: list[ToolCall] = []
    if not query.gpus and query.budget is not None:
        # a card bought has no provider: the one named is the rental's ("买卡还是租 autodl")
        choice, picked = setup_chosen(query, tools, budget_kind="buy", where="own", provider=None)
        if picked is not None:  # no GPU named: price what the budget buys, not a default server
            gpu, chosen = picked, [choice]
    years, usage = _horizon_and_use(query)
    currency = reply_currency(query, query.currency)
    if query.resale_value_said is not None and query.resale_currency in (None, currency):
        usage["resale_value"] = query.resale_value_said  # "resale about $500 after 2 years"
    if (capex := _capex(query, gpu, currency)) is not None:
        usage["capex"] = capex
    if capex is not None and query.resale_share is not None and "resale_value" not in usage:
        usage["resale_value"] = (capex * Decimal(str(query.resale_share))).quantize(Decimal(1))
    paid = _spend_rate(query, gpu, currency, usage.get("utilization"))
    # "$11k/month … utilization around 70%": the rate is what they pay
    found = (paid, None, None) if paid is not None else _rent_rate(query, tools, gpu, currency)
    rate, instead, unquoted = found
    if rate is not None:
        usage["rent_per_gpu_hour"] = rate
        gpu = _cards_spent_on(query, rate, gpu, currency)
        spent = _spend_utilisation(query, rate, gpu.count, currency)
        if spent is not None and "utilization" not in usage:
            usage["utilization"] = spent
    if query.api_weighed and query.tokens and "utilization" not in usage:
        usage["utilization"] = 1.0  # a box against an API's tokens, said a day: busy all day
    job = _recurring_job(query, tools, gpu, usage)
    rvb = tools.call(
        "rent_vs_buy",
        gpu=gpu.gpu_id,
        count=gpu.count,
        years=round(years, 2),
        currency=currency,
        **usage,
    )
    extra = [c for c in (instead, unquoted, job) if c is not None]
    return [rvb, *chosen, *extra]


def _model_on_setup(query: Query, tools: Toolbox) -> ToolCall | None:
    """The model the hardware is bought for, sized on the GPUs named ("72B served 24/7")."""
    model = model_name(query)
    if model is None or not query.gpus or query.workload_id is not None:
        return None
    gpu = query.gpus[0]
    method = query.method if query.method in ("inference", "full", "lora", "qlora") else None
    return tools.call("estimate_memory", model=model, gpu=gpu.gpu_id, count=gpu.count,
                      method=method or "inference", precision=query.precision,
                      seq_len=query.context_tokens)  # fmt: skip


def plan_owning(query: Query, tools: Toolbox) -> list[ToolCall]:
    """Rent vs buy on the catalog's figures, or on the user's figures when stated.

    A stated use or electricity price replaces the catalog's; the answer leads with the
    payback time, as it does when the payback time is what was asked ("多久回本"). A model
    named is sized on the GPUs weighed: owning cards that cannot hold it is no saving.
    """
    if query.api_weighed:  # tokens bought from an API against GPU-hours rented
        # (no token price to weigh, "从 API 改成自建 whisper，买两张 L4 还是租 g6.xlarge": the
        # API is what is left; the cards bought are weighed against the rental named)
        weighed = plan_api_vs_rent(query, tools)
        if weighed:
            return weighed
    sized = _model_on_setup(query, tools)
    calls = [*plan_rent_vs_buy(query, tools), *([sized] if sized is not None else [])]
    work = workload_on_owned(query, tools, str(calls[0].input.get("gpu", ""))) if calls else None
    calls += [work] if work is not None else []
    told = query.usage_hours_per_month is not None or query.tariff_per_kwh is not None
    told = told or query.power_covered or query.rent_rate_stated is not None
    told = told or query.hosting_per_kw_month is not None or query.hosting_per_month is not None
    if not calls or not (told or query.owning_ask == "payback"):
        return calls
    base = calls[0]
    stated: dict[str, object] = {}
    if query.usage_hours_per_month is not None:
        weekly = query.usage_hours_per_month * HOURS_PER_WEEK / HOURS_PER_MONTH
        stated["hours_per_week"] = round(min(weekly, HOURS_PER_WEEK), 1)
    tariff = _stated_tariff(query, tools, str(base.input.get("currency", "USD")))
    if tariff is not None:
        stated["tariff_per_kwh"] = tariff
    if query.hosting_per_kw_month is not None:  # owned, but hosted in a colocation facility
        stated["hosting_per_kw_month"] = query.hosting_per_kw_month
    elif query.hosting_per_month is not None:  # a flat fee for the box ("$150/month")
        stated["hosting_per_month"] = query.hosting_per_month
    if base.input.get("rent_per_gpu_hour") is not None and query.rent_rate_stated is None:
        stated["rent_quoted"] = True  # the price book's rate, not a figure the user gave
    inputs = dict(base.input)  # the stated utilisation stays beside the hours it came from
    return [tools.call("rent_vs_buy_stated", **inputs, **stated), *calls[1:]]


def _stated_tariff(query: Query, tools: Toolbox, currency: str) -> Decimal | None:
    """The stated tariff in the answer's currency (0 when someone else pays the power).

    Dollars and yuan are converted at the price book's rate; a currency it has no rate for
    (euros) is weighed at face value, and the answer says so.
    """
    if query.power_covered and query.tariff_per_kwh is None:
        return Decimal(0)
    tariff, unit = query.tariff_per_kwh, query.tariff_currency
    if tariff is None or unit is None or unit == currency or unit not in ("USD", "CNY"):
        return tariff
    if currency not in ("USD", "CNY"):
        return tariff
    converted, _ = convert(tariff, unit, currency, tools.prices.fx)  # type: ignore[arg-type]
    return converted.quantize(Decimal("0.0001"))


OWNING_HORIZON_HOURS = 6 * 730.0
"""Owning is weighed over months or years: "rent an A100 for 100 hours" is a job's bill."""


def _weighs_owning(query: Query) -> bool:
    """A calculator question (not an explanation) over a horizon long enough to own hardware.

    With no GPU named the plan prices an 8x H100 server.
    """
    computed = query.intent not in ("concept", "unsupported")
    horizon = query.duration_hours is None or query.duration_hours >= OWNING_HORIZON_HOURS
    horizon = horizon or span_is_uptime(query)  # "连租一个月，24 小时不关机": a rate of use
    # money, owning or a tariff must be in the question: "H20 96G 能不能塞下 72B bf16" is a
    # fit check however many words it shares with a rent-or-buy example
    weighed = bool(
        query.price_words
        or query.owning_words
        or query.usage_hours_per_month is not None
        or query.budget is not None
        or query.owning_ask is not None
        or query.tariff_per_kwh is not None
    )
    # renting must be in view too, or years of owning weighed ("自建 8 卡 A100，三年下来划算吗"):
    # "'just buy 3090s' still the answer for 70B, $2k?" only buys
    rental = (
        query.where == "cloud"
        or query.notebook is not None  # a Colab subscription is rented compute
        or (query.duration_hours is not None and query.duration_hours >= OWNING_HORIZON_HOURS)
        or query.budget_kind == "rent"
        or query.rent_rate_stated is not None
        or query.rented_gpu is not None
        or query.usage_hours_per_month is not None
        or query.owning_ask is not None
        or query.tariff_per_kwh is not None
    )
    # a job stated by its size ("cost to pretrain a 1B on 20B tokens") is a bill, not owning
    job = query.tokens is not None or query.samples is not None
    owning_only = query.cloud_ruled_out  # "不想上云": which hardware to buy, not whether to
    # "预算2000，买二手啥卡划算": a card asked for with money to buy it and no rental in sight
    owning_only = owning_only or card_to_buy(query)
    return (
        computed
        and horizon
        and weighed
        and rental
        and not (job and not query.owning_words)
        and not owning_only
    )


def _two_cards_rented(query: Query) -> bool:
    """Two cards weighed where both are rented, nothing bought ("per dollar if we just rent?").

    Renting is where the comparison is made, not the other side of a rent-or-buy: no owning
    word, no purchase price, no payback asked, no card said as the one rented instead.
    """
    two = len({g.gpu_id for g in query.gpus}) >= 2
    bought = query.owning_words or query.budget_kind == "buy" or query.purchase_quoted is not None
    bought = bought or query.owning_ask is not None or query.rented_gpu is not None
    # a sum to pay once beside them ("Mac Studio (~$4k) or rent an H100 at $3.29/hr")
    bought = bought or (query.budget is not None and query.budget_kind != "rent")
    return two and not bought and not query.api_weighed and not query.card_offer


RENT_VS_BUY = Kind(
    name="rent_vs_buy",
    intent="rent_vs_buy",
    gives=("rent_or_buy",),
    keeps=("price", "power_cost", "duration", "comparison"),
    examples=Examples(
        en=(
            "rent or buy for 3 years?",
            "is it cheaper to buy 8 H100s or rent them",
            "should I buy a 4090 or just use cloud GPUs",
            "at what utilisation does owning an A100 beat renting",
            "buy vs rent if I use it 20 hours a week",
            "is building a server worth it compared to renting",
            "does buying a used card make sense vs renting on runpod or vast",
            "how long until a purchased GPU server pays for itself",
            "worth owning hardware if I only train on weekends?",
            "break-even point of buying GPUs versus paying per hour in the cloud",
            "we fine-tune a few times a year for a week on 8 A100s, so owning makes no sense?",
        ),
        zh=(
            "租还是买，用三年哪个划算？",
            "8卡H100买还是租更便宜",
            "买一张4090还是直接租云GPU",
            "利用率多少时买A100比租划算",
            "每周用20小时，买还是租",
            "自建服务器和租云比值不值",
            "买二手卡划算还是在AutoDL上租划算",
            "买一台GPU服务器多久能回本",
            "只是周末偶尔训练，自己买卡值得吗",
            "自购显卡和按小时租云的盈亏平衡点在哪",
            "一年只微调几次、每次一周的 8 卡 A800，自己买是不是没必要",
        ),
    ),
    plan=plan_owning,
    compose=compose_owning,
    prior=lambda q: (
        q.intent == "rent_vs_buy"
        and (q.api_weighed or not card_to_buy(q))
        and not _two_cards_rented(q)
    ),
    admits=lambda q: _weighs_owning(q) and not _two_cards_rented(q),
)
