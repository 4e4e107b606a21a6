"""Calculator calls for troubleshooting and host-RAM questions (``Query.task``); no text here."""

from __future__ import annotations

from assistant.calc.media import BYTES
from assistant.models import GPUAsk, Query, ToolCall
from assistant.question.planner import LOCAL_4_BIT, RECOMMEND_CANDIDATES, model_name
from assistant.question.tools import Toolbox

TROUBLE_BATCH = 4
"""Micro-batch assumed for an out-of-memory training job that does not state one."""


_INFERENCE_CHECKS: dict[str, tuple[str, str | None, bool]] = {
    "nccl": ("estimate_memory", "vllm", False),
    "slow": ("estimate_speed", None, True),
}
"""Trouble kinds answered with one inference calculation: (tool, default engine, context)."""


DEFAULT_BUILD_FLOOR = "12.0"
"""The CUDA release a build unnamed is checked against: PyTorch's default wheels are built for
CUDA 12 (PyTorch install matrix: cu121 and later), all of which need CUDA 12's driver floor."""
_DRIVER_TROUBLES = frozenset({"cuda_unavailable", "cuda_arch"})
"""Troubles a driver too old for the build explains."""


def troubleshoot_method(query: Query) -> str:
    """The method of the job that runs out of memory (a bare "fine-tuning" is a full one)."""
    if query.method:
        return query.method
    return "full" if query.finetune_unspecified else "inference"


def plan_troubleshoot(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``suggest_remedies`` for an out-of-memory job with a model and a card.

    ``estimate_speed`` beside the card's facts for a model that runs slower than it should.
    ``estimate_memory`` for a model seen partly offloaded to the CPU; else the card's facts
    (``card_facts``) when a card is named; else nothing.
    """
    driver = _driver_calls(query, tools)  # "cu124 on driver 470": the pair judged, card or not
    return [*driver, *_plan_card(query, tools)]


def _driver_calls(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``check_driver`` for a driver stated beside a CUDA error, against the build stated.

    No build named ("driver 470, new pytorch"): against the oldest CUDA 12 release, the floor
    of every current PyTorch wheel (``DEFAULT_BUILD_FLOOR``).
    """
    if query.trouble not in _DRIVER_TROUBLES or query.driver_version is None or query.blocked:
        return []
    cuda = query.cuda_build or DEFAULT_BUILD_FLOOR
    return [tools.call("check_driver", driver=query.driver_version, cuda=cuda)]


def _plan_card(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The card's own checks for a trouble (``plan_troubleshoot``)."""
    model = model_name(query)
    if query.blocked or not query.gpus:
        return []
    if query.trouble == "offload" and model is not None:  # does it fit the card at all?
        return _offload_plan(query, tools, model, query.precision or LOCAL_4_BIT)
    inference = model is not None and troubleshoot_method(query) == "inference"
    if query.trouble in _INFERENCE_CHECKS and inference:
        # NCCL: does the model fit the cards it is split over, once NCCL works? Slow: the speed
        # to expect for the model. Both beside the card's facts.
        gpu = sized_card(query, tools)
        tool, engine, context = _INFERENCE_CHECKS[query.trouble]
        precision: str | None = query.precision
        if query.trouble == "slow" and model is not None:
            setup = _slow_setup(query, tools, model)
            if setup is None:  # it does not fit the cards: the speed is the offload's
                return _offload_plan(query, tools, model, query.precision or LOCAL_4_BIT)
            precision, engine = setup[0], setup[1] or engine
        return [
            tools.call("card_facts", gpu=gpu.gpu_id),
            tools.call(
                tool,
                model=model,
                gpu=gpu.gpu_id,
                count=gpu.count,
                method="inference",
                precision=precision,
                engine=query.engine or engine,
                **({"seq_len": query.context_tokens} if context else {}),
                **({"batch": query.users} if _served_total(query) else {}),
            ),
        ]
    if _media_offloaded(query):  # "loading in lowvram mode": how far the job is from fitting
        return [tools.call("card_facts", gpu=query.gpus[0].gpu_id), _media_memory(query, tools)]
    if _media_spilled(query):  # "shared GPU memory 9 GB in use": does the job fit the card?
        return [tools.call("card_facts", gpu=query.gpus[0].gpu_id), _media_memory(query, tools)]
    if query.trouble not in (None, "oom") or model is None:
        return [tools.call("card_facts", gpu=query.gpus[0].gpu_id)]
    gpu = query.gpus[0]
    method = troubleshoot_method(query)
    training = method != "inference"
    job: dict[str, object] = dict(
        model=model,
        gpu=gpu.gpu_id,
        count=gpu.count,
        method=method,
        precision=query.precision if method != "qlora" else None,
        engine=None if training else query.engine,  # llama.cpp's KV cache, not HF eager's
        seq_len=query.context_tokens,
        batch=query.batch_size or (TROUBLE_BATCH if training else None),
        grad_checkpointing=False if training else None,
        strategy="ddp" if training and gpu.count > 1 else None,
    )
    calls = [tools.call("suggest_remedies", **job, larger=list(RECOMMEND_CANDIDATES))]
    if training and query.saver_alone_asked == "grad_checkpointing":
        # "would checkpointing alone fix it?": the job as stated with that one change
        calls.append(tools.call("estimate_memory", **(job | {"grad_checkpointing": True})))
    return calls


def _served_total(query: Query) -> bool:
    """A slow server's rate seen as the total at its concurrency: sized at that many sequences."""
    seen = query.observed_tokens_per_s
    return query.trouble == "slow" and seen is not None and seen == query.aggregate_tokens_per_s


def _media_offloaded(query: Query) -> bool:
    """An image or video job seen slow, offloaded or not said to be (ComfyUI's low-VRAM mode).

    Offloading unsaid, its memory tells whether the job as stated can fit the card at all: a
    14B video model at 720p on 24 GB runs only with most of its weights streamed from RAM.
    """
    media = query.workload_id is not None and query.workload_family in ("image", "video")
    inference = query.workload_method is None and query.method in (None, "inference")
    # a LoRA run slowing ("kohya flux lora … 2.8 s/it to 14 s/it"): its memory on the card, too
    trained = query.workload_method is not None and not query.memory_savers
    return query.trouble == "slow" and media and (inference or trained)


def _media_spilled(query: Query) -> bool:
    """An image or video job seen spilling into shared system memory (the sysmem fallback)."""
    media = query.workload_id is not None and query.workload_family in ("image", "video")
    return query.trouble == "offload" and media and model_name(query) is None


def _media_memory(query: Query, tools: Toolbox) -> ToolCall:
    """``estimate_workload_memory`` of the image or video job as stated: method, precision, size."""
    trained = {"lora": "lora", "qlora": "lora", "full": "full"}.get(query.method or "")
    method = query.workload_method or trained or "inference"
    precision = query.precision if query.precision in BYTES else None
    size = {"resolution": query.media_height, "width": query.media_width}
    return tools.call(
        "estimate_workload_memory",
        gpu=query.gpus[0].gpu_id,
        workload=query.workload_id,
        method=method,
        precision=precision,
        batch=query.batch_size or 1,
        **{k: v for k, v in size.items() if v is not None},
    )


def _memory_call(
    query: Query,
    tools: Toolbox,
    model: str,
    precision: str | None,
    engine: str | None,
    seq_len: int | None = None,
) -> ToolCall:
    """``estimate_memory`` of the model's inference on the cards it is sized on."""
    gpu = sized_card(query, tools)
    return tools.call(
        "estimate_memory",
        model=model,
        gpu=gpu.gpu_id,
        count=gpu.count,
        method="inference",
        precision=precision,
        engine=engine,
        seq_len=seq_len,
    )


def sized_card(query: Query, tools: Toolbox) -> GPUAsk:
    """The card a model's trouble is sized on: the one named, or the biggest of unlike cards.

    "ignores my second GPU (3060 + 3090)", "splits it across a 3060 and a 3090": a runtime
    fills the card with the most memory first, so the model is sized against that one.
    """
    if len({g.gpu_id for g in query.gpus}) < 2:
        return query.gpus[0]
    rows = tools.catalog.gpus
    return max(query.gpus, key=lambda g: rows[g.gpu_id].memory_gb if g.gpu_id in rows else 0.0)


def _fits(
    query: Query, tools: Toolbox, model: str, precision: str | None, engine: str | None
) -> bool:
    """Whether the model fits the first cards named, as ``estimate_memory`` sizes it."""
    return _memory_call(query, tools, model, precision, engine).output.get("fits") is not False


def _slow_setup(query: Query, tools: Toolbox, model: str) -> tuple[str | None, str | None] | None:
    """The precision and runtime a slow model is judged at, or None when it cannot fit.

    Said, they are kept. Unsaid: bf16 where the model fits the cards, else the 4-bit GGUF that
    local runtimes pull by default (a 70B on one 4090 is not bf16). None when even that
    spills: the speed seen is then the offload's.
    """
    if query.precision is not None or query.engine is not None:
        fits = _fits(query, tools, model, query.precision, query.engine)
        local = query.engine in (None, "llama.cpp")  # a stated runtime that can spill to RAM
        return (query.precision, query.engine) if fits or not local else None
    if _fits(query, tools, model, None, None):
        return None, None
    if _fits(query, tools, model, LOCAL_4_BIT, "llama.cpp"):
        return LOCAL_4_BIT, "llama.cpp"
    return None


def _offload_plan(query: Query, tools: Toolbox, model: str, precision: str) -> list[ToolCall]:
    """Whether the model fits the card at the precision, and the speed its layer split gives."""
    gpu = sized_card(query, tools)
    split = query.offload_layers
    engine = query.engine or "llama.cpp"
    return [
        # "num_ctx 32768": its KV cache is on the card
        _memory_call(query, tools, model, precision, engine, query.context_tokens),
        tools.call(  # where the weights sit and the speed to expect from it
            "plan_offload",
            model=model,
            gpu=gpu.gpu_id,
            count=gpu.count,
            precision=precision,
            gpu_layers=split[0] if split else None,
            total_layers=split[1] if split else None,
            cpu_moe_layers=query.cpu_moe_layers,
        ),
    ]


def plan_verify(query: Query, tools: Toolbox) -> list[ToolCall]:
    """Check a memory figure or a power limit read off the machine; else nothing.

    ``check_memory_reading`` for the memory figure, ``check_power_reading`` for the limit;
    ``card_facts`` for a link matrix or a matmul figure judged against the card's spec.
    """
    if query.blocked:
        return []
    calls = []
    spec = query.spec_reading
    if spec is not None and query.gpus:  # "gpu-z: GA102, 384-bit, 24gb gddr6x. we good?"
        said = spec.model_dump(exclude={"shaders"})
        calls.append(tools.call("check_spec_reading", gpu=query.gpus[0].gpu_id, **said))
    judged = query.test_result.test if query.test_result else None
    # the spec a reading is held against; a health check's card (its memory tested whole)
    held = judged in ("topology", "matmul") or judged is None and query.health_check is not None
    if held and query.gpus:
        calls.append(tools.call("card_facts", gpu=query.gpus[0].gpu_id))
    if query.health_check == "usable_memory" and query.gpus and query.memory_reading is None:
        calls.append(tools.call("usable_memory", gpu=query.gpus[0].gpu_id))
    # a cap the machine shows ("nvidia-smi shows a 300W power cap") is a reading to check too
    watts = query.power_reading_w or query.power_limit_w
    if watts is None and query.memory_reading is not None and query.gpus:
        watts = _full_draw(query, tools)  # "32607MiB，功耗 575W": the card drawing its rating
    if watts is not None and query.gpus:
        calls.append(tools.call("check_power_reading", gpu=query.gpus[0].gpu_id, watts=watts))
    reading = query.memory_reading
    if reading is None:
        return calls
    gpu = query.gpus[0].gpu_id if query.gpus else None
    if gpu is None and reading.promised_gb is None:
        return calls
    promised = reading.promised_gb
    named = None
    if gpu is not None and promised is not None:
        # "smi shows the A100 40GB; we paid for 80gb": held against the size paid for; the
        # card is still named at that size ("4090D 48G": a 48 GB RTX 4090 D)
        named = gpu if abs(tools.catalog.gpu(gpu).memory_gb - promised) >= 1 else None
        gpu = None if named else gpu
    return [
        *calls,
        tools.call(
            "check_memory_reading",
            value=reading.value,
            unit=reading.unit,
            usable=reading.usable,
            gpu=gpu,
            promised_gb=None if gpu else promised,
            **({"named": named} if named else {}),
        ),
    ]


def _full_draw(query: Query, tools: Toolbox) -> float | None:
    """A draw read beside the memory at the card's rated power (95% or more), else None.

    A card that draws its full board power is not capped below it, so the draw stands for the
    limit checked ("功耗 575W" on a 5090); a lower draw says nothing of the cap.
    """
    draw = query.run_draw_w
    rated = tools.catalog.gpu(query.gpus[0].gpu_id).tdp_w
    return draw if draw is not None and rated and draw >= FULL_DRAW_SHARE * rated else None


FULL_DRAW_SHARE = 0.95
"""A draw this share of the board power or more is the card at its full limit."""


def plan_host(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``host_ram`` for the box the question names (its first GPU type and count)."""
    if not query.gpus or query.blocked:
        return []
    gpu = query.gpus[0]
    return [tools.call("host_ram", gpu=gpu.gpu_id, count=gpu.count, ram_gb=query.ram_gb)]


__all__ = [
    "TROUBLE_BATCH",
    "plan_host",
    "plan_troubleshoot",
    "plan_verify",
    "troubleshoot_method",
]
