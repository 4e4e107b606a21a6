"""Fit check: will this model run or train on these GPUs? The first line is yes / no / how.

A feasibility question that also states the data ("can I pre-train 1B on 8 A100s with 20B
tokens?") is answered yes or no on memory first, then timed: the job's duration follows.
"""

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.compose_fit import compose_fit
from assistant.answer.compose_llmcalc import duration_sentence
from assistant.calc.duration import JobDuration
from assistant.kinds.base import Examples, Kind
from assistant.kinds.fits_hardware import mixed_box_note
from assistant.kinds.held_count import count_put_to_hold
from assistant.kinds.job_duration import TRAINING_METHODS, plan_duration
from assistant.kinds.low_bits_fit import lead_low_bits
from assistant.kinds.moe_offload_fit import dense_offload_line, lead_moe_offload, plan_moe_offload
from assistant.kinds.recommend import cards_counted_in_budget
from assistant.kinds.resident_pair import MEDIA_TOOL, lead_pair, plan_pair
from assistant.models import Query, ToolCall
from assistant.question.planner import plan_fit
from assistant.question.tools import Toolbox


def _times_a_job(query: Query) -> bool:
    volume = query.tokens is not None or query.samples is not None
    training = query.method in TRAINING_METHODS or query.finetune_unspecified
    return volume and training and bool(query.gpus)


def plan_fit_and_time(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The fit check's memory calls, and the job's duration when its data is stated."""
    calls = plan_fit(query, tools)
    calls += plan_moe_offload(query, tools, calls)  # "gpt-oss-120b on one 3090": experts in RAM
    calls += plan_pair(query, tools)  # "whisper 和 qwen 7b 一起常驻": the other model's memory
    if calls and _times_a_job(query):
        calls += plan_duration(query, tools)
    return calls


def compose_fit_and_time(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The fit verdict first; the duration of the stated job right after it."""
    skipped = ("estimate_job_duration", "plan_offload", MEDIA_TOOL)
    memory = [c for c in calls if c.tool not in skipped]
    mixed_box_note(draft, memory)
    offloaded = lead_moe_offload(draft, calls)  # said first; the GPU-only fit check follows
    compose_fit(draft, memory)
    narrow = lead_low_bits(draft, memory)  # "1.58bit": the verdict at that width, first
    fits_narrow = narrow and draft.verdict == "conditional"
    spilled = None if offloaded or fits_narrow else dense_offload_line(draft, calls)
    if spilled:  # "70b on my 24gb card": no on the GPU alone; layers in RAM, slowly, after it
        draft.paragraphs.insert(min(1, len(draft.paragraphs)), spilled)
    by_memory = draft.query.memory_gb is not None or draft.query.task == "fit"
    if offloaded and not by_memory:
        # it runs, with the experts in RAM; "is 8G of VRAM enough?" stays the memory's no
        draft.verdict = "conditional"
    timed = next((c for c in calls if c.tool == "estimate_job_duration"), None)
    out = timed.typed(JobDuration) if timed is not None else None
    if out is not None:
        draft.paragraphs.insert(min(1, len(draft.paragraphs)), duration_sentence(draft, out))
        draft.assume(*out.assumptions)
    lead_pair(draft, calls)  # both models loaded together: their sum leads


FIT_CHECK = Kind(
    name="fit_check",
    intent="fit_check",
    examples=Examples(
        en=(
            "can I fine-tune a 13B model on two 4090s?",
            "will llama 3 70b fit on a single 4090",
            "is 24GB enough to run Qwen 32B at 4-bit",
            "can my 3060 12gb do qlora on mistral 7b",
            "does a 70B model fit in two A100 80GB for inference",
            "enough VRAM for full fine-tuning 7B on 8 H100s?",
            "will deepseek r1 distill 32b run on a 3090",
            "I get out of memory training llama 8b on a 4090, is it even possible",
            "can an RTX 5090 run gpt-oss 120b",
            "is a 16GB card enough for LoRA on an 8B model with 4k context",
        ),
        zh=(
            "两张4090能微调13B模型吗？",
            "单卡4090跑得动70B吗",
            "24G显存够跑Qwen 32B 4bit吗",
            "3060 12G能用QLoRA微调7B吗",
            "两张A100 80G能推理70B模型吗",
            "8张H100全参微调7B显存够不够",
            "3090能跑DeepSeek R1 32B蒸馏版吗",
            "4090训练8B爆显存了，到底能不能训",
            "5090能跑gpt-oss 120b吗",
            "16G显存做8B的LoRA够吗，上下文4k",
        ),
    ),
    plan=plan_fit_and_time,
    compose=compose_fit_and_time,
    # "要几张才装得下？8 张够吗": the count put forward is checked, whatever the count asked
    prior=lambda q: (
        (q.intent == "fit_check" or q.intent == "recommend" and count_put_to_hold(q))
        and not cards_counted_in_budget(q)
    ),
)
