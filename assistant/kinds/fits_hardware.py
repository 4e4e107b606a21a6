"""What fits my hardware: the largest models a user's GPUs (or Mac) run, per precision."""

from collections.abc import Sequence

from assistant.answer.compose import Draft, gb
from assistant.answer.compose import say as say_text
from assistant.answer.compose_llmcalc import VERDICT_WORDS, compose_fits, precision_word
from assistant.answer.compose_workload import compose_workload_fit
from assistant.calc.fits import HardwareFits
from assistant.calc.media import MediaMemoryEstimate
from assistant.calc.sizing import MemoryEstimate
from assistant.kinds.base import Examples, Kind
from assistant.kinds.instance_fits import asks_type_model_list, type_call, type_cards, type_note
from assistant.kinds.list_named import (
    NAMED_FIT_TOOLS,
    compose_named,
    named_beside_list,
    plan_named,
)
from assistant.kinds.workload_plans import plan_workload_fit
from assistant.messages import as_sentence, fitting
from assistant.messages import llmcalc as msg
from assistant.messages import table as say
from assistant.messages.box import MIXED_BOX_POOLED
from assistant.models import GPUAsk, Query, ToolCall
from assistant.question.context_wish import LONG_CONTEXT_TOKENS
from assistant.question.host_memory import card_for_memory
from assistant.question.model_tools import list_models
from assistant.question.planner import box_card
from assistant.question.tools import Toolbox

FITS_METHODS = ("inference", "lora", "qlora", "full")


def plan_fits(query: Query, tools: Toolbox, reserved_gb: float | None = None) -> list[ToolCall]:
    """``fits_hardware`` on the first GPU named, at its count, for the method asked.

    ``reserved_gb``: memory per card a model loaded beside holds ("whisper plus which llm").
    """
    if query.blocked:
        return []
    # "rented a g5.12xlarge, what can I serve", "NC A100 v4 能跑什么": the type's own cards
    gpu = type_cards(query, tools)
    if gpu is None:
        gpu = box_card(query, tools.catalog) if query.gpus else card_of_memory(query, tools)
    if gpu is None:
        return []
    method = query.method if query.method in FITS_METHODS else "inference"
    # "what can I fine-tune on my card": the method that fits most; "what LLMs fit, and can it
    # do SDXL training too": the training is the picture job's, the LLMs are run
    trains_job = llm_list_too(query) and query.workload_id is not None
    trains_job = trains_job and query.workload_ask != "list"  # the job's own fit asked
    if query.finetune_unspecified and not trains_job:
        method = "qlora"
    return [
        tools.call(
            "fits_hardware",
            gpu=gpu.gpu_id,
            count=gpu.count,
            method=method,
            context=query.context_tokens or _wished_context(query, method),
            ram_gb=query.ram_gb,
            precision=query.precision if method == "inference" else None,
            models=_named_list(query) if _which_of_several(query) else _family_ids(query, tools),
            min_tokens_per_s=query.tokens_per_s_target if method == "inference" else None,
            reserved_gb=reserved_gb,
        )
    ]


def _named_list(query: Query) -> list[str] | None:
    """The models named, when they are the list; none when examples of a kind ("glm 4.5 etc")."""
    return None if query.models_as_examples else query.model_ids


def _family_ids(query: Query, tools: Toolbox) -> list[str] | None:
    """The catalog's models of the family asked about ("which qwen3 quants fit"), or None."""
    if query.fits_family is None:
        return None
    ids = [m.model_id for m in list_models(tools.catalog, query.fits_family).models]
    return ids or None


def _wished_context(query: Query, method: str) -> int | None:
    """The long context wished for without a length, for an inference list only."""
    return LONG_CONTEXT_TOKENS if query.long_context_wish and method == "inference" else None


def _cards_mixed(query: Query) -> bool:
    """Different cards in one box asked whether they work together, with no model named.

    "can i mix a 3090 and a 4090 for llm inference": yes first, then what the box runs.
    """
    mixed = query.gpus_together and len({g.gpu_id for g in query.gpus}) >= 2
    unsized = query.model_id is None and query.params_b is None and not query.workload_family
    return mixed and unsized and query.intent == "fit_check"


def card_of_memory(query: Query, tools: Toolbox) -> GPUAsk | None:
    """A card stated by its memory alone ("a 24GB card"): the commonest card of that memory."""
    memory = query.memory_gb or query.min_memory_gb
    card = card_for_memory(tools.catalog, memory) if memory else None
    return GPUAsk(gpu_id=card, count=1) if card else None


def mixed_box_note(draft: Draft, calls: Sequence[ToolCall] = ()) -> None:
    """Say how different cards in one box were sized ("a 3090 + a 3060": 2 × the 3060).

    A fit judged on the box's memory in all (layers placed by each card's memory) says so.
    """
    query = draft.query
    if not query.gpus:
        return
    card = box_card(query, draft.catalog)
    if card == query.gpus[0]:
        return
    gpus = [(g, draft.catalog.gpus[g.gpu_id]) for g in query.gpus]
    sep = " + "
    cards = sep.join(f"{g.count} × {draft.gpu_name(g.gpu_id)}" for g, _ in gpus)
    total = sum(g.count * row.memory_gb for g, row in gpus)
    smallest = draft.gpu_name(card.gpu_id)
    estimates = (c.typed(MemoryEstimate) for c in calls if c.tool == "estimate_memory")
    pooled = any(e is not None and e.box_usable_gb is not None for e in estimates)
    note = (
        MIXED_BOX_POOLED(cards=cards, total=total)
        if pooled
        else msg.MIXED_BOX(cards=cards, total=total, count=card.count, card=smallest)
    )
    if draft.deferred_note:
        draft.assume(note)
    else:  # right after the verdict: the box asked about, and why it is sized as those cards
        draft.deferred_note = note.render(draft.lang) + say_text(draft.lang, ".", "。")


def compose_fits_stated(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """What fits, saying which card a memory-only question (or a mixed box) was sized on."""
    memory = draft.query.memory_gb or draft.query.min_memory_gb
    if not draft.query.gpus and memory and calls:
        name = draft.gpu_name(str(calls[0].input["gpu"]))
        draft.assume(say.CARD_BY_MEMORY(gb=memory, name=name))
    mixed_box_note(draft)
    compose_fits(draft, calls)
    asked_size_note(draft, calls)
    named_misses_note(draft, calls)


def named_misses_note(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The models named that fit at no precision tried ("which of these fit": say the rest)."""
    out = calls[0].typed(HardwareFits) if calls and calls[0].tool == "fits_hardware" else None
    named = list(calls[0].input.get("models") or []) if calls else []
    if out is None or not named:
        return
    fitting_ids = {
        r.model_id for g in out.by_precision for r in g.rows if r.verdict != "does_not_fit"
    }
    missed = [draft.model_name(m) for m in named if m not in fitting_ids]
    if missed:
        setup = f"{out.count} × {draft.gpu_name(out.gpu_id)}"
        draft.add(
            say_text(
                draft.lang,
                f"Of the models you named, {', '.join(missed)} fit{'s' if len(missed) == 1 else ''}"
                f" {setup} at none of these precisions.",
                f"你提到的模型里，{'、'.join(missed)} 在 {setup} 上任何精度都放不下。",
            )
        )


def asked_size_note(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """After the list, the row of the size asked beside it ("70b 能流畅吗"): its fastest fit."""
    size = draft.query.params_b
    out = calls[0].typed(HardwareFits) if calls and calls[0].tool == "fits_hardware" else None
    if size is None or out is None or draft.query.model_id is not None:
        return
    rows = [
        r
        for group in out.by_precision
        for r in group.rows
        if abs(r.params_b - size) <= 0.1 * size and r.verdict != "does_not_fit"
    ]
    sizes = [r.params_b for g in out.by_precision for r in g.rows if r.verdict != "does_not_fit"]
    if not rows:  # the table lists the biggest that fit: a size above them all does not
        if sizes and size > 1.1 * max(sizes):
            draft.add(as_sentence(fitting.ASKED_SIZE_NONE(size=size), draft.lang))
        return
    row = max(rows, key=lambda r: (r.tokens_per_s or 0.0, r.verdict == "fits"))
    note = fitting.ASKED_SIZE_ROW(
        size=size,
        model=row.model_name,
        precision=precision_word(row, draft.lang),
        per_gpu=gb(row.per_gpu_gb),
        verdict=VERDICT_WORDS[row.verdict][draft.lang == "zh"],
        tps=row.tokens_per_s or 0.0,
    )
    draft.paragraphs.insert(min(1, len(draft.paragraphs)), as_sentence(note, draft.lang))


def _which_of_several(query: Query) -> bool:
    """Several models named on the cards ("8 H100s: deepseek? kimi? glm 4.5?"): which fit."""
    asked = query.asks_model_list or query.asks_which_of
    return asked and len(query.model_ids) >= 2 and bool(query.gpus)


def llm_list_too(query: Query) -> bool:
    """A workload's models and the LLMs both asked of one's card ("llm 和出图都说说").

    The workload may be asked as a list or as one job's fit ("what LLMs fit at q8, and can it
    do SDXL training too?"): the LLM list leads, the job's fit follows.
    """
    asked = query.workload_ask in ("list", "fit", None)
    listed = query.asks_model_list and asked and query.llm_said
    return listed and bool(query.gpus) and query.model_id is None and query.trouble is None


def llm_list_lead(query: Query) -> bool:
    """The LLM list asked beside a media job that is not itself asked as a list.

    "whisper large-v3 plus which llm sizes alongside": the LLMs; "which whisper sizes fit, with
    room for a small llm alongside": the workload's list, answered by its own kind.
    """
    return llm_list_too(query) and query.workload_ask != "list"


def plan_fits_and_list(query: Query, tools: Toolbox) -> list[ToolCall]:
    """What fits the card; with a workload's list asked too, that list after it."""
    job_calls: list[ToolCall] = []
    held = None
    if llm_list_too(query) and query.workload_id is not None:
        # "what LLMs fit at q8, and SDXL training too": the precision is the LLM list's
        job = query.model_copy(update={"precision": None})
        if query.models_resident:  # "whisper plus which llm sizes alongside": the rest
            job = job.model_copy(update={"workload_ask": "fit"})
        job_calls = plan_workload_fit(job, tools)
        held = _job_held_gb(job_calls) if query.models_resident else None
    calls = plan_fits(query, tools, reserved_gb=held)  # sized once, beside the job it holds
    if calls:
        calls += job_calls
    if calls and named_beside_list(query):  # "能上哪些，glm-4.5-air 行不行": its fit after
        calls += plan_named(query, tools)
    return [*calls, *type_call(query, tools)] if calls else calls


def _job_held_gb(calls: Sequence[ToolCall]) -> float | None:
    """Peak GB of the media job loaded beside the LLM, when it fits the card."""
    memory = [c.typed(MediaMemoryEstimate) for c in calls if c.tool == "estimate_workload_memory"]
    first = next((m for m in memory if m is not None), None)
    return first.peak_gb if first is not None and first.fits else None


def _beside_note(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Say the list was sized on what the job loaded beside leaves of each card."""
    held = calls[0].input.get("reserved_gb") if calls else None
    job = draft.query.workload_id
    if not held or job is None:
        return
    name = draft.catalog.workloads[job].name
    note = say_text(
        draft.lang,
        f"Sized on what is left of each card beside {name}, which holds about {gb(held)}.",
        f"以上按每卡除去 {name}（约占 {gb(held)}）后剩下的显存计算。",
    )
    draft.paragraphs.insert(min(1, len(draft.paragraphs)), note)


def compose_fits_and_list(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The LLMs that fit first; the workload's models that fit after, when asked too."""
    fits = [c for c in calls if c.tool == "fits_hardware"]
    if _cards_mixed(draft.query) and fits:  # "can i mix a 3090 and a 4090": yes, then the list
        card = box_card(draft.query, draft.catalog)
        mix = fitting.CARDS_MIX(count=card.count, gpu=draft.gpu_name(card.gpu_id))
        draft.verdict = "yes"
        draft.add(mix.render(draft.lang))
    compose_fits_stated(draft, fits)
    _beside_note(draft, fits)
    type_note(draft, calls)
    compose_named(draft, [c for c in calls if c.tool in NAMED_FIT_TOOLS])
    listed = ("fits_hardware", "describe_instance", *NAMED_FIT_TOOLS)
    rest = [c for c in calls if c.tool not in listed]
    if rest:
        compose_workload_fit(draft, rest)


def _own_hardware_no_model(query: Query, sized_aside: bool = False) -> bool:
    """Cards (or a memory size) and no model, asked of hardware one has, not of a cloud.

    ``sized_aside``: a bare size beside the list asked ("能跑哪些模型，70b 能流畅吗") is a
    row of that list, not the model of a single fit.
    """
    hardware = bool(query.gpus) or query.memory_gb is not None
    # words that may name an instance count only when no card was found and none is one's own
    maybe_instance = query.instance_words != [] and not query.gpus and query.where != "own"
    # a provider beside a named card ("a single L4 on Colab") still asks what the card runs
    priced = query.provider is not None and not query.gpus
    # "renting an H100 for a month, which open models can I serve?": the list is what is asked
    listed = sized_aside and query.asks_model_list and bool(query.gpus)
    rented = priced or (query.intent == "cost" and not listed) or maybe_instance
    bounded = sized_aside or query.size_floor  # "anything 200b+": the list's smallest size
    no_model = query.model_id is None and (query.params_b is None or bounded)
    llm = query.workload_id is None  # an image, video, vision or speech model is not an LLM
    return hardware and no_model and llm and not rented and query.trouble is None


FITS_HARDWARE = Kind(
    name="fits_hardware",
    intent="fit_check",
    examples=Examples(
        en=(
            "I have a 3090, what can I run?",
            "what models can I run on my 4090",
            "best LLM that fits on a single 3060 12gb",
            "what's the biggest model I can run on two 3090s",
            "what can I fine-tune with qlora on a 4090",
            "which local models work on an M2 Max with 64GB",
            "got a 24gb card, what llm should I run locally",
            "what can my RTX 4060 Ti 16GB handle",
        ),
        zh=(
            "我有一张3090，能跑什么模型？",
            "4090能跑哪些模型",
            "单张3060 12G最大能跑多大的模型",
            "两张3090最大能跑多大的模型",
            "4090用QLoRA能微调哪些模型",
            "M2 Max 64G能本地跑什么大模型",
            "手上有张24G的卡，本地跑什么模型好",
            "4060 Ti 16G能带动什么模型",
        ),
    ),
    plan=plan_fits_and_list,
    compose=compose_fits_and_list,
    prior=lambda q: (
        (
            (
                q.asks_model_list
                and _own_hardware_no_model(q, sized_aside=True)
                or _which_of_several(q)
            )
            and not q.workload_family
        )
        or llm_list_too(q)
        or named_beside_list(q)
        or _cards_mixed(q)
        or asks_type_model_list(q)
        # "can 4x 3090 run deepseek": the family's models that run there, the biggest first
        or (q.fits_family is not None and _own_hardware_no_model(q) and not q.workload_family)
    ),
    admits=lambda q: _own_hardware_no_model(q) or asks_type_model_list(q) or named_beside_list(q),
)
