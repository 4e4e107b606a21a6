"""Decide which calculators a question needs and call them, by intent; no text is written here.

The plan is deterministic: the same ``Query`` always yields the same tool calls, in the same
order, so answers are reproducible and the golden set can check every number.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Literal

from assistant.calc.engines import likeliest_engine
from assistant.calc.power import CONTINUOUS_SHARE, PSU_EFFICIENCY
from assistant.calc.workload import GGUF_TYPES
from assistant.catalog.specs import Catalog
from assistant.models import GPUAsk, Query, ToolCall
from assistant.question.card_offer import offer_weighed
from assistant.question.reply_currency import reply_currency
from assistant.question.tools import Toolbox, error_of

REFERENCE_GPU = "a100-80gb-sxm"
"""The card a large training job is counted in ("needs ~4 × A100 80GB")."""
DEFAULT_SPEED_GPU = GPUAsk(gpu_id="h100-sxm", count=1)
"""A speed question with no GPU named is answered for one H100, the common reference card."""
DEFAULT_COST_HOURS = 730.0
"""A cost question with no duration is priced for one month of continuous use (730 h)."""
RECOMMEND_CANDIDATES: tuple[str, ...] = ("rtx-3090", "rtx-4090", "rtx-5090", "l4", "l40s")
RECOMMEND_CANDIDATES += ("rtx-a6000", "a100-80gb-sxm", "h100-sxm", "h200", "b200")
"""GPUs a recommendation ranks: the cards people can actually rent or buy, small to large."""
SERVE_CANDIDATES = ("l40s", "a100-80gb-sxm", "h100-sxm", "h200")
"""GPUs a serving question with no GPU named is sized on: the common rented inference cards."""
SERVING_ENGINES = ("vllm", "sglang", "tensorrt-llm")
NON_CUDA_VENDORS = ("AMD", "Apple")
"""A question about these makers' hardware may be answered with Radeon cards or Macs."""
"""Continuous-batching servers; a serving plan named with another runtime is sized for vLLM."""


def model_name(query: Query) -> str | None:
    """The model the query names, as a catalog id or a bare size like ``13b``."""
    if query.model_id:
        return query.model_id
    if query.params_b is not None:
        return f"{query.params_b:g}b"
    return None


def fit_methods(query: Query) -> list[str]:
    """Methods a fit check evaluates: the one asked, or full/LoRA/QLoRA for a bare fine-tune."""
    if query.finetune_unspecified:
        return ["full", "lora", "qlora"]
    return [query.method or "inference"]


def single_method(query: Query) -> str:
    """The one method a recommendation or speed question is about (LoRA for a bare fine-tune)."""
    return "lora" if query.finetune_unspecified else (query.method or "inference")


def workload_args(query: Query, method: str) -> dict[str, object]:
    """The workload slots of the query, as tool arguments (QLoRA fixes its own precision)."""
    return {
        "method": method,
        "precision": query.precision if method != "qlora" else None,
        "seq_len": query.context_tokens,
        "batch": query.batch_size,
    }


def memory_call(
    query: Query, tools: Toolbox, model: str, method: str, gpu: GPUAsk, box: Sequence[str] = ()
) -> ToolCall:
    """``estimate_memory`` for the query's workload on ``gpu``, on the runtime it would use.

    ``box``: every card of a box of different cards (``box_cards``), one id per card.
    """
    workload: dict[str, object] = {**workload_args(query, method)}
    if box:
        workload["box"] = list(box)
    if offloaded_training(query, method):
        workload["strategy"] = "offload"
    engine = sizing_engine(query, method, query.precision, tools.catalog.release_precision(model))
    if engine is not None:
        workload["engine"] = engine
    return tools.call("estimate_memory", model=model, gpu=gpu.gpu_id, count=gpu.count, **workload)


def offloaded_training(query: Query, method: str) -> bool:
    """Whether a training job keeps its optimizer or weights in host RAM (ZeRO-Offload)."""
    return method != "inference" and "cpu_offload" in query.memory_savers


def box_card(query: Query, catalog: Catalog) -> GPUAsk:
    """The card a fit is sized on: the first named, else the smallest card of a mixed box.

    Different cards in one box are sized as the one with the least memory (then the slowest)
    at the cards' total count: a share of the model on each card.
    """
    first = query.gpus[0]
    if not query.gpus_together or len({g.gpu_id for g in query.gpus}) < 2:
        return first
    known = [g for g in query.gpus if g.gpu_id in catalog.gpus]
    if len(known) < len(query.gpus):
        return first
    row = catalog.gpus
    smallest = min(
        known, key=lambda g: (row[g.gpu_id].memory_gb, row[g.gpu_id].memory_bandwidth_gb_s)
    )
    count = sum(g.count for g in query.gpus)
    return GPUAsk(gpu_id=smallest.gpu_id, count=count, count_stated=True)


def box_cards(query: Query, sized_on: GPUAsk) -> list[str]:
    """Every card of a box of different cards, one id per card; [] for one kind of card.

    ``sized_on``: ``box_card``'s choice, the first card named unless the box is mixed.
    """
    if sized_on == query.gpus[0]:
        return []
    return [g.gpu_id for g in query.gpus for _ in range(g.count)]


def plan_fit(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``estimate_memory`` for each method on the first GPU named, at the count asked.

    A training method that does not fit is also sized on the reference card (A100 80GB), whose
    estimate names how many of those it would take.
    """
    model = model_name(query)
    if model is None or not query.gpus or query.blocked:
        return []
    gpu = box_card(query, tools.catalog)
    box = box_cards(query, gpu)
    calls = []
    for method in fit_methods(query):
        call = memory_call(query, tools, model, method, gpu, box)
        calls.append(call)
        unfit_training = method in ("full", "pretrain") and call.output.get("fits") is False
        if unfit_training and gpu.gpu_id != REFERENCE_GPU:
            reference = GPUAsk(gpu_id=REFERENCE_GPU, count=1)
            calls.append(memory_call(query, tools, model, method, reference))
    also = query.precision_also
    if also and also != query.precision and fit_methods(query) == ["inference"]:
        # "q6 or q8": the second level weighed is sized beside the first
        calls.append(
            memory_call(
                query.model_copy(update={"precision": also}), tools, model, "inference", gpu, box
            )
        )
    offload = _ram_offload_call(query, tools, model, gpu, calls[0])
    if offload is not None:
        return [*calls, offload]
    if calls[0].output.get("fits") is False and runs_locally_at_4_bit(query, tools, model):
        sized: dict[str, object] = {"seq_len": query.context_tokens, "batch": query.batch_size}
        if box:  # "a 3090 + a 3060" at 4-bit: still the box's memory in all
            sized["box"] = box
        calls.append(local_four_bit_call(tools, model, gpu, **sized))
    return calls


def local_four_bit_call(tools: Toolbox, model: str, gpu: GPUAsk, **extra: object) -> ToolCall:
    """The model sized at 4-bit GGUF on llama.cpp, as people run what 16-bit does not fit."""
    return tools.call(
        "estimate_memory",
        model=model,
        gpu=gpu.gpu_id,
        count=gpu.count,
        method="inference",
        precision=LOCAL_4_BIT,
        engine="llama.cpp",
        **extra,
    )


def _ram_offload_call(
    query: Query, tools: Toolbox, model: str, gpu: GPUAsk, first: ToolCall
) -> ToolCall | None:
    """The offload call for an inference that misses the GPUs when system RAM is stated.

    "4x 4090 + 256gb ddr5": the model is also placed across the GPUs and that RAM (llama.cpp
    offload, at the GGUF type asked).
    """
    precision = str(first.input.get("precision") or "")
    offloadable = precision in GGUF_TYPES or precision in ("bf16", "fp16")
    if query.ram_gb is None or first.input.get("method") != "inference" or not offloadable:
        return None
    if first.output.get("fits") is not False:
        return None
    return tools.call(
        "estimate_kv_cache",
        model=model,
        context=query.context_tokens or 4096,
        gpu=gpu.gpu_id,
        count=gpu.count,
        precision=precision,
    )


LOCAL_4_BIT = "q4_k_m"
"""What people run a model at on their own card when 16-bit does not fit: GGUF Q4_K_M, the
default quantization Ollama and LM Studio pull."""


def runs_locally_at_4_bit(query: Query, tools: Toolbox, model: str) -> bool:
    """One user's inference with no precision or runtime named: a 4-bit build may be run.

    A model released in a low-precision format (gpt-oss in MXFP4) was already sized in it.
    """
    unasked = query.precision is None and query.engine is None and not query.users
    inference = fit_methods(query) == ["inference"]
    return unasked and inference and tools.catalog.release_precision(model) is None


def plan_catalog(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``query_catalog`` with the filter the question states (a lookup in the GPU table)."""
    per_hour = query.budget if query.budget_period == "hour" else None
    rent = query.unit == "per_hour" or query.budget_period == "hour" or query.where == "cloud"
    # "cost under $5k": a ceiling on the price to buy (the catalog's prices are in dollars)
    buy_usd = query.budget_currency in (None, "USD") and query.budget_period in (None, "total")
    max_buy = query.budget if buy_usd and not rent else None
    return [
        tools.call(
            "query_catalog",
            features=query.features,
            excluded_features=query.excluded_features,
            min_memory_gb=query.min_memory_gb,
            memory_over_gb=query.memory_over_gb,
            memory_gb=query.memory_gb,
            segment=query.segment,
            vendor=query.vendor,
            max_per_gpu_hour=per_hour,
            max_purchase_usd=max_buy,
            objective=query.objective,
            by_rent=rent,
            currency=query.budget_currency or query.currency or "USD",
            architecture=query.architecture,
            min_bandwidth_gb_s=query.min_bandwidth_gb_s,
            min_tflops=query.min_tflops,
        )
    ]


def circuit_wall_w(query: Query) -> float | None:
    """What the circuit said carries continuously at the wall, W (120 V 15 A: 1,440 W)."""
    if query.circuit_volts is None or query.circuit_amps is None:
        return None
    return query.circuit_volts * query.circuit_amps * CONTINUOUS_SHARE


def circuit_supply_w(query: Query) -> float | None:
    """What a PSU may deliver on the circuit said, W; None when no circuit is said.

    Its continuous share at the wall, less the PSU's losses (a 120 V 15 A circuit: 1,440 W at
    the wall, 1,296 W to the parts).
    """
    wall = circuit_wall_w(query)
    return None if wall is None else round(wall * PSU_EFFICIENCY)


def purchase_kind(query: Query) -> Literal["buy", "rent"]:
    """Buy or rent: as stated; else buy for a lump-sum budget, rent for per-hour/month or none."""
    if query.where == "own" or query.budget_kind == "buy":
        return "buy"
    if query.where == "cloud" or query.budget_kind == "rent" or query.provider:
        return "rent"
    if query.tariff_per_kwh is not None and not query.gpus:
        return "buy"  # "I pay $0.32/kWh": the asker pays the power of a card of their own
    if query.circuit_volts is not None and query.answer_asked == "pick":
        return "buy"  # "the office has one 15 A circuit, what do I put on it": a box of one's own
    if {"low_profile", "quiet"} & set(query.features) or query.max_board_power_w:
        return "buy"  # "half-height, 75 W at most": a card for a box of one's own
    if (query.max_slots or query.max_length_mm) is not None and not query.gpus:
        return "buy"  # "2-slot max", "itx 机箱": a card for a case of one's own
    if query.psu_stated_w is not None and not query.gpus:
        return "buy"  # "电源只有 750W，推荐一张": the PSU of a box of one's own
    if (query.memory_gb or query.vendor == "AMD") and not query.gpus and query.asks_gpu_pick:
        return "buy"  # "room for one 16gb card", "AMD only, best card": a card for one's box
    if query.named_candidates is not None and (query.owning_words or query.used_asked):
        return "buy"  # "买张卡，4070tis 还是二手3090": cards named as a purchase's options
    if query.budget is not None and query.budget_period not in ("hour", "month"):
        return "buy"
    return "rent"


def sizing_engine(
    query: Query, method: str, precision: str | None, release: str | None = None
) -> str | None:
    """The runtime a fit or comparison is sized on (None = transformers).

    The one named, else the likeliest for the workload: 4-bit for one user -> llama.cpp, as
    the speed figures assume.
    """
    if query.engine in ("vllm", "sglang", "tensorrt-llm"):
        return "vllm"
    if method != "inference" or query.users:
        return None
    likeliest = likeliest_engine(precision, method, None, release=release)
    if query.engine == "llama.cpp" or likeliest == "llama.cpp":
        return "llama.cpp"
    return None


DESKTOP_CARDS = 2
"""Cards a local-LLM purchase with no model named is answered with: what a desktop takes."""


def _most_cards(query: Query, desktop: bool) -> int | None:
    """The most cards a bought or rented setup may have (None = any).

    A count said with no card ("single card only", "一张卡搞定"), else ``DESKTOP_CARDS`` for a
    local purchase with no model named.
    """
    if query.bare_count is not None and query.bare_count >= 1 and not query.gpus:
        return query.bare_count
    if query.max_slots is not None:
        return 1  # "最多塞两槽半的卡", "an itx build": room for one card of that width
    if "quiet" in query.features:
        return DESKTOP_CARDS  # "quietest card for a 70b": a card or two, beside the desk
    if desktop and (query.max_board_power_w is not None or query.psu_stated_w is not None):
        return 1  # "75W以内不用外接供电的", "a 650 W PSU": one card within the cap
    return DESKTOP_CARDS if desktop else None


def _named_engine(query: Query) -> str | None:
    """The runtime recommendation candidates are sized on.

    One the question names (Ollama, vLLM…), else transformers, whose estimate is the cautious
    one when the runtime is unknown.
    """
    if query.engine in ("vllm", "sglang", "tensorrt-llm"):
        return "vllm"
    return "llama.cpp" if query.engine == "llama.cpp" else None


def _recommend_call(
    query: Query, tools: Toolbox, only: Sequence[str] = (), whole_servers: bool = False
) -> ToolCall:
    """``recommend_setup`` for the workload and budget (among ``only``'s GPUs, when given).

    With no model named, a budget question is sized on a reference set (70B/32B/13B/7B at
    4-bit) and answered for the largest that fits; bought inference for one user defaults to
    4-bit weights, as local runtimes ship them, on at most ``DESKTOP_CARDS`` cards when no model
    is named (the reference 70B would otherwise pick four small cards). The defaults are stated.
    """
    model = model_name(query)
    method = single_method(query)
    kind = purchase_kind(query)
    precision = query.precision
    local = method == "inference" and kind == "buy" and (query.users or 1) <= 1
    if precision is None and local:
        precision = "int4"
    if query.budget is None and kind == "buy" and query.card_offer:
        # "4500 出 3090，还是买新卡": what the offer costs is what the user would spend
        spoken = reply_currency(query, query.currency)
        offer = Decimal(str(max(query.card_offer.values())))
        query = query.model_copy(update={"budget": offer, "budget_currency": spoken})
    budget_currency = (query.budget_currency or "USD").upper()
    currency = budget_currency if query.budget is not None else None
    return tools.call(
        "recommend_setup",
        model=model,
        method=method,
        precision=precision if method != "qlora" else None,
        seq_len=query.context_tokens,
        batch=query.batch_size,
        engine=_named_engine(query) or sizing_engine(query, method, precision),
        kind=kind,
        budget=query.budget,
        budget_currency=budget_currency if query.budget is not None else None,
        budget_period=query.budget_period,
        hours=query.duration_hours,
        objective=query.objective,
        min_memory_gb=query.min_memory_gb,
        features=query.features or None,
        provider=query.provider,
        currency=currency or reply_currency(query, query.currency),
        non_cuda=query.vendor in NON_CUDA_VENDORS
        or query.engine == "mlx"
        or query.platforms_weighed,
        gpus=list(only) or vendors_cards(query, tools) or None,
        max_board_power_w=query.max_board_power_w,
        max_slots=query.max_slots if kind == "buy" else None,
        max_length_mm=query.max_length_mm if kind == "buy" else None,
        # the PSU owned: it bounds the cards named as a purchase's options as much as the rest
        psu_w=(query.psu_stated_w or query.power_budget_w or circuit_supply_w(query))
        if kind == "buy"
        else None,
        exclude_gpus=query.excluded_gpus or None,
        used_priced=query.used_asked and bool(only),  # "a used 3090 or a new 4070 ti super"
        offered=_offered(query, kind),
        max_cards=_most_cards(query, local and model is None and not only),
        min_tokens_per_s=query.tokens_per_s_target if (query.users or 1) <= 1 else None,
        **({"whole_servers": True} if whole_servers else {}),
    )


def _offered(query: Query, kind: str) -> dict[str, float]:
    """The card seen offered at a stated price ("wants $650 for a used 3090"), when buying.

    Its amount is in the answer's currency, the budget's when one is said: the sum said is
    what the user would spend.
    """
    return dict(query.card_offer or {}) if kind == "buy" else {}


def vendors_cards(query: Query, tools: Toolbox) -> list[str]:
    """The catalog's cards of the maker asked about ("best Mac under $3000": Apple's only)."""
    if query.vendor is None or query.gpus:
        return []
    maker = query.vendor.lower()
    return [g.id for g in tools.catalog.gpus.values() if g.vendor.lower() == maker]


def plan_choice(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``recommend_setup`` for the workload and budget, then the pick sized on one card."""
    call = _recommend_call(query, tools)
    gap: list[ToolCall] = []
    if error_of(call) is not None and query.provider is not None:
        # a provider the price book lacks: the pick elsewhere, after the call that says so
        gap, call = [call], _recommend_call(query.model_copy(update={"provider": None}), tools)
    out = call.output
    setup = out.get("pick") or out.get("cheapest_fit") or out.get("method_pick")
    if error_of(call) is not None or not setup:
        return [*gap, call]
    sized = tools.call(
        "estimate_memory",
        model=out["model_id"],
        gpu=setup["gpu_id"],
        count=1,
        **{**workload_args(query, out["method"]), "precision": out["precision"]},
        engine=call.input.get("engine"),
    )
    return [*gap, call, sized]


def setup_chosen(
    query: Query, tools: Toolbox, whole_servers: bool = False, **update: object
) -> tuple[ToolCall, GPUAsk | None]:
    """The ``recommend_setup`` call for ``query`` changed by ``update``, and its pick (or None).

    ``whole_servers``: rentals of whole 8-GPU servers only, for a job run across servers.
    """
    call = _recommend_call(query.model_copy(update=update), tools, whole_servers=whole_servers)
    pick = call.output.get("pick")
    return call, GPUAsk(gpu_id=pick["gpu_id"], count=pick["count"]) if pick else None


def plan_candidates(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The setup among the cards named, then the same question over every card.

    "4070tis 还是二手3090，预算8000": the pick among the two, and whether a card not named
    does better (the second call).
    """
    named = list(dict.fromkeys(g.gpu_id for g in query.gpus))
    mine = _recommend_call(query, tools, only=named)
    if error_of(mine) is not None and query.provider is not None:
        # a provider the price book lacks ("阿里云, gn7i 还是 gn8is"): said, then picked elsewhere
        anywhere = query.model_copy(update={"provider": None})
        return [
            mine,
            _recommend_call(anywhere, tools, only=named),
            _recommend_call(anywhere, tools),
        ]
    return [mine, _recommend_call(query, tools)]


def plan_recommend(query: Query, tools: Toolbox) -> list[ToolCall]:
    """A budget or open question gets ``plan_choice``; "how many H20s" sizes the named GPU.

    Sizing the model on the named GPU and the usual candidates names the smallest count of
    each that fits; cards named as the options of a purchase get ``plan_candidates``.
    """
    if query.task == "catalog":
        return plan_catalog(query, tools)
    if query.named_candidates is not None and query.gpus:
        return plan_candidates(query, tools)
    model = model_name(query)
    # "cheapest thing to rent for it" beside the card one has: the rental is picked
    rented = query.where == "cloud" and query.objective == "cheapest"
    # "75W以内不用外接供电的，买啥": a power cap bounds the pick as a budget does, model or not
    capped = (query.max_board_power_w or query.psu_stated_w or query.power_budget_w) is not None
    capped = capped and not query.gpus
    # "one 15A 120V circuit … 2x 3090? one 5090? something else?": the circuit bounds the whole
    # purchase, and the cards named are options among the rest
    capped = capped or (circuit_supply_w(query) is not None and query.answer_asked == "pick")
    offered = offer_weighed(query)  # "$650 for a 3090, or newer?"
    if query.budget is not None or capped or offered or (model and (not query.gpus or rented)):
        return plan_choice(query, tools)
    if model is None:
        return []
    method = single_method(query)
    calls = []
    named = [g.gpu_id for g in query.gpus]
    for gpu_id in dict.fromkeys([*named, *RECOMMEND_CANDIDATES]):
        call = memory_call(query, tools, model, method, GPUAsk(gpu_id=gpu_id, count=1))
        calls.append(call)
        if error_of(call) is not None:
            break
    return calls
