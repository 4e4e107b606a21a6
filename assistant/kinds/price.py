"""Price: what a GPU or instance costs per hour or month, or what a stated job costs."""

from collections.abc import Sequence
from decimal import Decimal

from assistant.answer.compose import Draft, gb, say
from assistant.answer.compose_catalog import compose_catalog
from assistant.answer.compose_price import compose_cost, price_lead, provider_name_of
from assistant.answer.price_gap_line import cloud_gap_line, price_gap_line
from assistant.answer.stated_rate_beside import stated_rate_line
from assistant.calc.offer_filter import offer_place
from assistant.kinds.api_vs_rent import compose_api_vs_rent, plan_api_vs_rent
from assistant.kinds.base import Examples, Kind
from assistant.kinds.batch_job import plan_batch_job
from assistant.kinds.catalog import buy_price_asked, plan_catalog
from assistant.kinds.job_duration import TRAINING_METHODS, duration_call
from assistant.kinds.price_budget import budget_hours_lead
from assistant.kinds.price_job_named import (
    job_sized_on_rental,
    note_job_priced,
    note_job_sized,
    split_sized,
)
from assistant.kinds.price_stated import lead_with_stated, split_stated, stated_rate_call
from assistant.kinds.price_unpriced import plan_rent_of_unpriced, rent_of_unpriced_first
from assistant.kinds.workload_plans import workload_job_call
from assistant.messages import hardware as hw
from assistant.models import GPUAsk, Query, ToolCall
from assistant.question.instances import shaped_like_a_type_name
from assistant.question.plan_cost import PRICED_REGIONS, plan_cost, price_call, sibling_card
from assistant.question.tools import Toolbox, error_of
from assistant.question.uptime_span import span_is_uptime


def _training_said(query: Query) -> bool:
    """A training method named, or fine-tuning said without one."""
    return query.method in TRAINING_METHODS or query.finetune_unspecified


def _training_job(query: Query) -> bool:
    """A training job stated in samples, or a pre-training run stated in tokens.

    "Pretrain a 3B on 300B tokens" is timed as the job-duration kind times it (MFU over the
    run); other token volumes (a fine-tune's, tokens to generate) are timed by ``plan_cost``
    itself from the speed estimate.
    """
    if query.tokens is not None and query.method == "pretrain":
        return True
    return query.samples is not None and (_training_said(query) or query.model_id is not None)


def _batch_job(query: Query) -> bool:
    """Prompts to run through a model with tokens out each, and no training said."""
    stated = query.batch_requests is not None and query.output_tokens is not None
    return stated and not _training_said(query)


def plan_price(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The price asked; a stated job (training samples, images to generate) is timed first.

    "Cost to fine-tune … on 10k samples, 3 epochs" prices the job's hours on the setup, not a
    month of it; so does "10,000 SDXL images on a rented 4090". A price to buy one card is its
    catalog row (dated, with what kind of price it is). A rent the user states is priced too,
    over the same hours, last ("a 4090 at $0.40/h for a month").
    """
    calls = _plan_book_price(query, tools)
    stated = stated_rate_call(query, tools, calls)
    calls = [*calls, stated] if stated is not None else calls
    sized = job_sized_on_rental(query, tools, calls)  # "想租来测 flux，先跑 3 小时": it fits?
    return [*calls, sized] if sized is not None else calls


def _plan_book_price(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The price book's price for what is asked (``plan_price`` without a stated rent)."""
    if buy_price_asked(query):  # the row; its rent beside when it has no price to buy
        return [*plan_catalog(query, tools), *plan_rent_of_unpriced(query, tools)]
    if query.token_cost_asked:  # a million tokens priced at full load, not a month of rental
        return plan_api_vs_rent(query, tools)

    def job(setup: GPUAsk) -> tuple[ToolCall, float | None] | None:
        audio = query.workload_family == "speech"  # "1000 hours of audio" is the job, not a rental
        audio = audio and not span_is_uptime(query)  # "never scaled down": the instance's month
        if (query.duration_hours or query.job_gpu_hours) is not None and not audio:
            return None  # the hours stated are what is priced
        share = 1.0  # a workload's hours are one card's: the setup's cards share the work
        if query.workload_id is not None:
            call, key, share = workload_job_call(query, tools, setup), "job_hours", setup.count
        elif _batch_job(query):  # "1M reviews labelled, 50 tokens out each": inference hours
            tried = plan_batch_job(query, tools, setup)
            call, key = (tried[-1] if tried else None), "hours"
        elif _training_job(query):
            call, key = duration_call(query, tools, setup), "hours"
        else:
            return None
        if call is None:
            return None
        hours = call.output.get(key)
        if isinstance(hours, int | float) and hours > 0:
            return call, float(hours) / share
        return call, None

    calls = plan_cost(query, tools, job)
    second = _second_card(query)
    # a card rented instead, the cheapest with the memory asked, or the card on a second cloud
    beside = (
        _rented_instead(query, tools, calls)
        or _cheapest_with_memory(query, tools, calls)
        or (_second_cloud_call(query, tools, calls) if second is None else None)
    )
    if beside is not None:
        return [*calls, beside]
    if second is None or not calls:
        sibling = _cheaper_form(query, tools, calls)
        return [*calls, sibling] if sibling is not None else calls
    # "L40S vs A100 per hour on GCP": the second card priced the same way, at the same hours
    main = next((c for c in calls if c.tool == "price_job"), None)
    hours = float(main.input.get("hours") or 1.0) if main is not None else 1.0
    other = price_call(query, tools, second, hours)
    other_form = sibling_card(tools, second) if query.provider else None
    if other_form is not None and not other.output.get("quotes"):  # "a100 on runpod": PCIe
        other = price_call(query, tools, other_form, hours)
    if query.provider and not other.output.get("quotes"):
        other = price_call(query, tools, second, hours, provider=None)
    return [*calls, other]


def _second_cloud_call(query: Query, tools: Toolbox, calls: list[ToolCall]) -> ToolCall | None:
    """The same card at the same hours on the second cloud ("h100 on lambda vs runpod")."""
    main = next((c for c in calls if c.tool == "price_job"), None)
    if not query.provider2 or main is None or len(query.gpus) != 1:
        return None
    hours = float(main.input.get("hours") or 1.0)
    return price_call(query, tools, query.gpus[0], hours, provider=query.provider2)


CHEAPER_FORM_SHARE = Decimal("0.8")
"""The other form factor is said when it rents for at most this share of the card asked."""


def _top_total(call: ToolCall) -> Decimal | None:
    quotes = call.output.get("quotes") or []
    total = quotes[0].get("ranked_total") if quotes else None
    return Decimal(str(total)) if total is not None else None


def _cheaper_form(query: Query, tools: Toolbox, calls: list[ToolCall]) -> ToolCall | None:
    """The same card in its other form factor when it rents for much less.

    "A100 一小时多少钱": the SXM module's cheapest offer, then the PCIe card's at a quarter of
    it. Only for one card asked at no named provider or instance type.
    """
    main = next((c for c in calls if c.tool == "price_job"), None)
    if main is None or len(query.gpus) != 1 or query.provider or query.instance_named:
        return None
    other = sibling_card(tools, query.gpus[0])
    asked = _top_total(main)
    if other is None or asked is None or main.input.get("gpu") != query.gpus[0].gpu_id:
        return None
    call = price_call(query, tools, other, float(main.input.get("hours") or 1.0))
    cheaper = _top_total(call)
    return call if cheaper is not None and cheaper <= asked * CHEAPER_FORM_SHARE else None


def _rented_instead(query: Query, tools: Toolbox, calls: list[ToolCall]) -> ToolCall | None:
    """A card no one in the book rents ("8卡H800一个月"): the cheapest with at least its memory.

    With a provider named, only when no other provider rents the card either (otherwise that
    card elsewhere is what is close): the cheapest such card at that provider ("runpod a40",
    RunPod lists no A40: its cheapest 48 GB card), else at any provider.
    """
    prices = [c for c in calls if c.tool == "price_job"]
    if not query.gpus or not prices or any(c.output.get("quotes") for c in prices):
        return None
    asked = query.gpus[0]
    card = tools.catalog.gpus.get(asked.gpu_id)
    if card is None or prices[0].input.get("gpu") != asked.gpu_id:
        return None
    hours = float(prices[0].input.get("hours") or 1.0)
    providers = [query.provider, None] if query.provider else [None]
    for provider in providers:
        call = price_call(
            query,
            tools,
            None,
            hours,
            count=asked.count,
            min_memory_gb=card.memory_gb,
            provider=provider,
        )
        if call.output.get("quotes"):
            return call
    return None


def _cheapest_with_memory(query: Query, tools: Toolbox, calls: list[ToolCall]) -> ToolCall | None:
    """The cheapest offer anywhere with the memory asked ("is it the cheapest way to get 96gb").

    A card named and priced, and a memory per GPU stated with the cheapest asked: the price book's
    cheapest on-demand card holding at least that much, at any provider, the same hours.
    """
    prices = [c for c in calls if c.tool == "price_job" and c.output.get("quotes")]
    if not query.gpus or query.min_memory_gb is None or query.objective != "cheapest":
        return None
    if not prices:
        return None
    hours = float(prices[0].input.get("hours") or 1.0)
    return price_call(query, tools, None, hours, min_memory_gb=query.min_memory_gb, provider=None)


def _second_card(query: Query) -> GPUAsk | None:
    """The second of two different cards named in a price question, with no job to time."""
    ids = list(dict.fromkeys(g.gpu_id for g in query.gpus))
    job = query.samples is not None or query.tokens is not None or query.workload_id is not None
    if len(ids) != 2 or job:
        return None
    return next(g for g in query.gpus if g.gpu_id == ids[1])


def _compose_price(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The price answer; a rent the user states is totalled first, the book's beside it."""
    if draft.query.token_cost_asked:  # a stated rent prices the million tokens itself
        compose_api_vs_rent(draft, calls)
        return
    calls, sized = split_sized(calls)
    stated, book = split_stated(calls)
    _compose_book_price(draft, book)
    budget_hours_lead(draft, book)  # "$500, how many H100 hours": the hours it buys, first
    note_job_priced(draft)  # "微调 qwen2.5 14b 要跑两天": the model the hours run
    if stated is not None:
        lead_with_stated(draft, stated, book)
    elif (beside := stated_rate_line(draft, book)) is not None and draft.paragraphs:
        draft.paragraphs.insert(1, beside)  # "we pay $2.10/hr": the book's weighed against it
    note_job_sized(draft, sized)  # the job the hours are for, sized on the card rented


def _compose_book_price(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The price answer, said first to be placed nowhere when a region was asked and none is."""
    _compose_price_lines(draft, calls)
    region = draft.query.region
    priced = next((c for c in calls if c.tool == "price_job" and c.output.get("quotes")), None)
    if region not in PRICED_REGIONS or priced is None or not draft.paragraphs:
        return
    if calls[0].tool == "query_catalog":  # a price to buy missing leads; the rent is beside it
        return
    places = {offer_place(str(q.get("region", ""))) for q in priced.output["quotes"]}
    if places == {None}:  # every quote listed for all the regions its provider rents in
        where = hw.REGION_NAMES[str(region)][draft.lang == "zh"]
        lead = hw.NOT_PLACED_IN_REGION(region=where).render(draft.lang)
        draft.paragraphs[0] = f"{lead}{draft.paragraphs[0]}"


def _compose_price_lines(draft: Draft, calls: Sequence[ToolCall]) -> None:
    if calls and calls[0].tool == "query_catalog":  # a price to buy, from the card's row
        compose_catalog(draft, [c for c in calls if c.tool != "price_job"])
        rent_of_unpriced_first(draft, calls)  # none recorded: its rent is what is close
        return
    last = calls[-1] if calls else None
    if last is not None and _compares_cheapest(draft, calls):
        compose_cost(draft, calls[:-1])
        line = price_lead(draft, last)
        if line:  # the card named, then the cheapest card holding the memory asked
            memory = gb(float(last.input["min_memory_gb"]))
            draft.paragraphs.insert(
                min(1, len(draft.paragraphs)),
                hw.CHEAPEST_WITH_MEMORY(memory=memory, lead=line).render(draft.lang),
            )
        return
    if last is not None and last.input.get("min_memory_gb") and last.input.get("gpu") is None:
        compose_cost(draft, calls[:-1])  # "no offering matches", replaced by the closest card
        line = price_lead(draft, last)
        asked = draft.query.gpus[0]
        setup = f"{asked.count} × {draft.gpu_name(asked.gpu_id)}"
        memory = gb(float(last.input["min_memory_gb"]))
        provider = draft.query.provider
        if line and draft.paragraphs and provider:  # "runpod a40": named, then what is close
            uncovered = bool(calls) and error_of(calls[0]) is not None  # not in the book at all
            said = hw.RENTED_INSTEAD_UNCOVERED if uncovered else hw.RENTED_INSTEAD_AT
            draft.paragraphs[0] = said(
                provider=provider_name_of(provider, draft.lang),
                setup=setup,
                memory=memory,
                lead=line,
            ).render(draft.lang)
        elif line and draft.paragraphs:
            draft.paragraphs[0] = hw.RENTED_INSTEAD_PRICE(
                setup=setup, memory=memory, lead=line
            ).render(draft.lang)
        return
    last_gpu = calls[-1].input.get("gpu") if calls and calls[-1].tool == "price_job" else None
    main_quoted = (
        bool(calls) and calls[0].tool == "price_job" and bool(calls[0].output.get("quotes"))
    )
    extra = last_gpu not in (None, draft.query.gpus[0].gpu_id) if draft.query.gpus else False
    one_card = len(draft.query.gpus) == 1  # two cards named: the second is priced below
    if len(calls) > 1 and main_quoted and extra and not draft.query.provider and one_card:
        compose_cost(draft, calls[:-1])  # the other form factor, for much less
        line = price_lead(draft, calls[-1])
        if line:
            form = hw.CHEAPER_FORM(lead=line).render(draft.lang)
            draft.paragraphs.insert(min(1, len(draft.paragraphs)), form)
            return
    if _second_cloud_priced(draft, calls):  # both clouds' prices on the first line
        compose_cost(draft, calls[:-1])
        cloud = provider_name_of(str(draft.query.provider2), draft.lang)
        line = price_lead(draft, calls[-1]) or hw.NOT_ON_PROVIDER(provider=cloud).render(draft.lang)
        _beside_the_lead(draft, line)
        gap = cloud_gap_line(draft, calls[0], calls[-1])
        if gap and draft.paragraphs:  # "runpod vs lambda": the cheaper cloud first
            draft.paragraphs[0] = f"{gap} {draft.paragraphs[0]}"
        return
    second = _second_card(draft.query)
    other = calls[-1] if second is not None and calls else None
    first_card = draft.query.gpus[0].gpu_id if draft.query.gpus else None
    # the second card priced last: as named, or in its other form factor at the provider asked
    if other is None or other.tool != "price_job" or other.input.get("gpu") in (None, first_card):
        compose_cost(draft, calls)
        return
    compose_cost(draft, calls[:-1])
    line = price_lead(draft, other)
    if line:  # both prices asked: both on the first line
        _beside_the_lead(draft, line)
    gap = price_gap_line(draft, calls[0], other) if draft.query.price_gap_asked else None
    if line and gap:  # "差价多少": the gap first, then each card's own price
        draft.paragraphs[0] = f"{gap} {draft.paragraphs[0]}"


def _beside_the_lead(draft: Draft, line: str) -> None:
    """``line`` on the first line, after the lead's own price."""
    if not draft.paragraphs:
        draft.paragraphs.append(line)
        return
    lead = draft.paragraphs[0].rstrip()
    stop = "" if lead.endswith((".", "。")) else say(draft.lang, ".", "。")
    draft.paragraphs[0] = f"{lead}{stop} {line}"


def _second_cloud_priced(draft: Draft, calls: Sequence[ToolCall]) -> bool:
    """The last call prices the asked card on the second cloud named."""
    last = calls[-1] if len(calls) > 1 else None
    cloud = draft.query.provider2
    return cloud is not None and last is not None and last.input.get("provider") == cloud


def _compares_cheapest(draft: Draft, calls: Sequence[ToolCall]) -> bool:
    """The last call is the cheapest card with the memory asked, set beside a priced card."""
    last = calls[-1] if calls else None
    if last is None or last.input.get("gpu") is not None or not last.input.get("min_memory_gb"):
        return False
    return any(c.tool == "price_job" and c.output.get("quotes") for c in calls[:-1])


def _priceable(query: Query) -> bool:
    """Something to price: GPUs named, or an instance type (found, or shaped like one).

    Letters-and-digits words alone ("eli5", "a100-ish") are not something to price.
    """
    shaped = any(shaped_like_a_type_name(w) for w in query.instance_words)
    return bool(query.gpus) or query.instance_named is not None or shaped


def _instance_priced(query: Query) -> bool:
    """An instance type named with a price word and nothing else asked ("腾讯云GT4包年多少钱")."""
    asked = query.intent in ("concept", "cost") and query.model_id is None
    return asked and query.instance_named is not None and query.price_words


PRICE = Kind(
    name="price",
    intent="cost",
    gives=("price", "pick"),
    keeps=("comparison",),
    examples=Examples(
        en=(
            "how much is an H100 per hour?",
            "what would a week of 8xH100 cost on spot",
            "cheapest A100 rental right now",
            "cost to rent 4 4090s for a month on runpod",
            "price of a p5.48xlarge per hour",
            "how much does it cost to fine-tune a 7B model on a100s for 10 hours",
            "L40S hourly price on AWS vs lambda",
            "what's the monthly bill for one H200",
            "what does rendering 5,000 Flux images on a rented L40S cost",
            "cost to fine-tune qwen 7b on 20k samples for 2 epochs on lambda",
            "what does a 1500-step SDXL LoRA run cost on a rented A100",
        ),
        zh=(
            "H100 每小时多少钱？",
            "8卡H100用抢占式跑一周要多少钱",
            "现在租A100最便宜多少",
            "在AutoDL租4张4090一个月多少钱",
            "阿里云8卡A100一小时多少钱",
            "A100跑10个小时微调7B要花多少",
            "L40S按小时租价格",
            "一张H200包月多少钱",
            "用A100批量生成5000张Flux图片大概要花多少钱",
            "租H100做LoRA微调，两万条样本三轮，总共多少钱",
            "在租的3090上训练1000步Flux LoRA要花多少钱",
        ),
    ),
    plan=plan_price,
    compose=_compose_price,
    prior=lambda q: q.intent == "cost" or buy_price_asked(q) or _instance_priced(q),
    # a price takes over by similarity only when money is asked: "2 epochs - hours?" is a time
    admits=lambda q: _priceable(q) and (q.price_words or q.budget is not None),
    # a card or a machine type to price: a price asked of it is this kind's
    asked_needs=lambda q: bool(q.gpus) or q.instance_named is not None,
)
