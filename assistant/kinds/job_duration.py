"""Job duration: hours or days (and GPU-hours and cost) of a training or fine-tuning job."""

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.compose_duration_fit import compose_nearest, memory_as_set_up
from assistant.answer.compose_llmcalc import compose_duration
from assistant.answer.deadline_verdict import DEADLINE_TOOL, lead_with_deadline
from assistant.kinds.base import Examples, Kind
from assistant.kinds.batch_job import TOOL as BATCH_TOOL
from assistant.kinds.batch_job import compose_batch_job, plan_batch_job
from assistant.messages.scale_out import TIMED_SCALED_OUT
from assistant.models import GPUAsk, Query, ToolCall
from assistant.question.deadline import hours_until
from assistant.question.planner import REFERENCE_GPU, model_name, offloaded_training
from assistant.question.reply_currency import reply_currency
from assistant.question.scale_out import LONG_JOB_HOURS, span_days, timed_within
from assistant.question.tools import Toolbox

TRAINING_METHODS = ("pretrain", "full", "lora", "qlora")
PRETRAIN_TOKENS = 1e9
"""A data volume this large with no method named is pre-training (fine-tuning sets are smaller)."""
SHORT_SEQUENCE = 100_000
"""A token count this small next to a sample count is the length of one sample, not the data."""


def plan_duration(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``estimate_job_duration`` for the model, method and data volume on the GPUs named.

    With a deadline and "how many" asked ("how many A100s to pre-train 7B on 1T tokens in a
    month"), the job is timed on one card, then on the count its GPU-hours need within the
    deadline (whole servers of eight above eight), grown until it finishes. With no GPU named, a
    job that does not fit on one reference card or runs past ``LONG_JOB_HOURS`` on it is timed
    the same way on the count that holds it and finishes within that span.
    """
    if query.batch_requests is not None:  # prompts run through a model, not a training set
        return plan_batch_job(query, tools)
    return _timed(query, tools) + _deadline_call(query, tools)


def _deadline_call(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The hours from today to the end of the weekday said ("by Friday"), for the verdict."""
    if query.deadline_weekday is None:
        return []
    today = tools.today.weekday()
    hours = hours_until(query.deadline_weekday, today)
    inputs = {"weekday": query.deadline_weekday, "today": tools.today.isoformat()}
    return [ToolCall(tool=DEADLINE_TOOL, input=inputs, output={"hours": hours})]


def _timed(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The job's duration calls (the nearest fitting setup, or the count a deadline needs)."""
    setup = query.gpus[0] if query.gpus else None
    call = duration_call(query, tools, setup)
    if call is None or call.output.get("gpu_hours") is None:
        return [call] if call is not None else []
    deadline = query.duration_hours
    if query.asks_gpu_count and deadline:
        span = deadline
    elif setup is None and (not call.output.get("fits") or _hours(call) > LONG_JOB_HOURS):
        span = LONG_JOB_HOURS  # "how long to pre-train 7B on 1T tokens": not years on one card
    else:
        nearest = nearest_fitting(query, tools, call) if call.output.get("fits") is False else None
        return [call] if nearest is None else [call, nearest]
    gpu_id = str(call.input["gpu"])
    one = (
        call
        if int(call.input["count"]) == 1
        else duration_call(query, tools, GPUAsk(gpu_id=gpu_id))
    )
    gpu_hours = float((one or call).output.get("gpu_hours") or 0)

    def on(count: int) -> tuple[ToolCall, float, bool] | None:
        timed = duration_call(query, tools, GPUAsk(gpu_id=gpu_id, count=count))
        return (timed, _hours(timed), bool(timed.output.get("fits"))) if timed else None

    return [timed_within(on, gpu_hours, span) or call]


def _hours(call: ToolCall) -> float:
    hours = call.output.get("hours")
    return float(hours) if isinstance(hours, int | float) else 0.0


LIGHTER_METHODS = {"full": ("lora", "qlora"), "lora": ("qlora",)}
"""Methods that need less memory than the one asked, the nearest first."""
MORE_CARDS = (2, 4, 8)
"""Card counts tried, on the card asked, when no lighter method fits on the cards named."""


def nearest_fitting(query: Query, tools: Toolbox, call: ToolCall) -> ToolCall | None:
    """The job timed on the nearest setup that fits, when the one stated does not.

    "LoRA of Gemma 3 12B on one 4090, 15k samples, 3 epochs: wall clock?" does not fit: the
    same cards with a lighter method (full -> LoRA -> QLoRA) come first, as the user keeps the
    hardware they named; then more of the same card for the method asked. None when nothing
    tried fits (pre-training a 70B on one card).
    """
    asked = str(call.input.get("method"))
    gpu, count = str(call.input["gpu"]), int(call.input.get("count") or 1)
    setups = [(m, count) for m in LIGHTER_METHODS.get(asked, ())]
    setups += [(asked, n) for n in MORE_CARDS if n > count]
    for method, cards in setups:
        tried = duration_call(query, tools, GPUAsk(gpu_id=gpu, count=cards), method)
        if tried is not None and tried.output.get("fits") is True:
            return tried
    return None


def duration_call(
    query: Query, tools: Toolbox, setup: GPUAsk | None, method: str | None = None
) -> ToolCall | None:
    """The job's ``estimate_job_duration`` on ``setup`` (the reference GPU when None).

    ``method``: another method than the one asked (the nearest that fits). None when the
    question names no model or no data volume to time.
    """
    model = model_name(query)
    if model is None or (query.tokens is None and query.samples is None):
        return None
    gpu = setup.gpu_id if setup else REFERENCE_GPU
    count = setup.count if setup else 1
    override, method = method, query.method if query.method in TRAINING_METHODS else "lora"
    if (
        query.method is None
        and not query.finetune_unspecified
        and (query.tokens or 0) >= PRETRAIN_TOKENS
    ):
        method = "pretrain"  # billions of tokens and no method named: training from scratch
    method = override or method
    tokens, seq_len = query.tokens, query.context_tokens
    if query.samples is not None and query.tokens is not None and query.tokens < SHORT_SEQUENCE:
        tokens, seq_len = None, int(query.tokens)  # "50k samples of 1024 tokens"
    volume: dict[str, object] = (
        {"samples": query.samples, "seq_len": seq_len} if tokens is None else {"tokens": tokens}
    )
    return tools.call(
        "estimate_job_duration",
        model=model,
        gpu=gpu,
        count=count,
        method=method,
        epochs=query.epochs or 1.0,
        mfu=query.mfu,
        currency=reply_currency(query, query.currency),
        **volume,
        **({"recipe": query.recipe} if query.recipe else {}),
        **_stated_setup(query, method),
    )


TRAINING_PRECISIONS = ("bf16", "fp16", "fp32", "fp8")
"""Precisions a training job is run in (a 4-bit base is QLoRA's, said by the method)."""


def _stated_setup(query: Query, method: str) -> dict[str, object]:
    """The precision, batch and offload stated, so the job is timed and fitted as set up."""
    out: dict[str, object] = {}
    if query.precision in TRAINING_PRECISIONS and method != "qlora":
        out["precision"] = query.precision
    if query.batch_size:
        out["batch"] = query.batch_size
    if offloaded_training(query, method):
        out["strategy"] = "offload"
    return out


def _job_volume(query: Query) -> bool:
    """A model and a data volume, unless the parser read a cost.

    A cost question stays a price: the price answer gives the job's total first.
    """
    named = query.model_id is not None or query.params_b is not None
    volume = query.tokens is not None or query.samples is not None
    volume = volume or query.batch_requests is not None
    yes_no = query.asks_feasibility and not query.asks_duration  # a fit check that also times
    yes_no = yes_no and not _deadline_said(query)  # "in a weekend?": against the deadline
    # "which GPUs should I rent to pre-train 1B on 50B tokens": the card is asked (recommend,
    # which times the job on its pick)
    picks = query.asks_gpu_pick and not query.gpus
    # "… done by tomorrow morning. cheapest thing that works?": the cheapest card is asked (a
    # recommendation, which times the job on its pick); the deadline is the job's constraint
    picks = picks or (
        query.objective == "cheapest" and query.intent == "recommend" and not query.gpus
    )
    # "B200 vs H200 for 13B on 2T tokens: is the premium paid back in wall-clock?": the two
    # cards weighed on the job (the comparison times it on each), not one card's time
    weighed = query.intent == "compare" and len({g.gpu_id for g in query.gpus}) >= 2
    return named and volume and query.intent != "cost" and not yes_no and not picks and not weighed


def _asks_job_time(query: Query) -> bool:
    """How long a stated job takes is asked: a model, a data volume and "how long"/"多久".

    A bare "estimate?" of a training run stated by its recipe or method and its samples asks
    the same: the run's duration (a fit is asked with "can I", "fit").
    """
    training = query.recipe is not None or query.method in TRAINING_METHODS
    estimate = query.asks_estimate and training and query.samples is not None
    asked = query.asks_duration or (estimate and not query.asks_feasibility)
    # "通宵能跑完吗": the time against the deadline; "what should I rent to finish by Friday"
    # asks a card (a recommendation, timed on its pick)
    asked = asked or (_deadline_said(query) and query.intent != "recommend")
    return _job_volume(query) and asked and query.workload_id is None


def _deadline_said(query: Query) -> bool:
    """A deadline the job is weighed against ("通宵能跑完吗", "by Friday")."""
    return query.deadline_hours is not None or query.deadline_weekday is not None


def _compose(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """A batch-inference job's hours, or a training job's."""
    if any(c.tool == BATCH_TOOL for c in calls):
        compose_batch_job(draft, calls)
    elif not compose_nearest(draft, calls):  # the setup stated does not fit: the nearest
        compose_duration(draft, calls)
        _sized_here(draft, calls)
        memory_as_set_up(draft, calls)  # "bf16, batch 2, offload": what each card holds
    lead_with_deadline(draft, calls)  # "by Friday?": in time or not leads


def _sized_here(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """No GPU named and the job scaled out: the second line says on what and why."""
    query = draft.query
    timed = next((c for c in calls if c.tool == "estimate_job_duration"), None)
    count = int(timed.input["count"]) if timed is not None else 1
    if timed is None or query.gpus or count <= 1 or not timed.output.get("fits"):
        return
    if query.asks_gpu_count and query.duration_hours:  # the deadline asked sized it
        return
    gpu = f"{draft.gpu_name(str(timed.input['gpu']))} {draft.spec(str(timed.input['gpu']))}"
    note = TIMED_SCALED_OUT(gpu=gpu.strip(), span=span_days(draft.lang), count=count)
    draft.paragraphs.insert(1, note.render(draft.lang))


JOB_DURATION = Kind(
    name="job_duration",
    intent="speed",
    gives=("duration",),
    examples=Examples(
        en=(
            "how long to fine-tune llama 3 8b on 50k samples for 3 epochs on one 4090",
            "how many GPU-hours to pre-train a 7B model on 1T tokens",
            "how long would a LoRA on 100k examples take on an A100",
            "time to train a 1B model on 20B tokens with 8 H100s",
            "how many days to full fine-tune 13B on 2B tokens",
            "estimate training time for qlora of 70b on 10k samples",
        ),
        zh=(
            "一张4090用5万条数据微调Llama 3 8B三个epoch要多久",
            "预训练7B模型1T token要多少GPU小时",
            "A100上10万条样本做LoRA要跑多久",
            "8张H100训练1B模型200亿token要几天",
            "13B全参微调20亿token要多少天",
            "70B做QLoRA一万条数据训练多长时间",
        ),
    ),
    plan=plan_duration,
    compose=_compose,
    prior=_asks_job_time,
    admits=_job_volume,
)
