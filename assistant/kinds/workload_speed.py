"""Workload speed: seconds per image, it/s, images/s, real-time factor or job hours on a GPU."""

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.compose_workload import compose_workload_speed
from assistant.answer.job_energy import add_job_energy, job_energy_call
from assistant.kinds.base import Examples, Kind
from assistant.kinds.workload_plans import (
    a_trouble,
    is_training,
    plan_workload_speed,
    sized_as_a_workload,
    workload_on_gpu,
)
from assistant.models import Query, ToolCall
from assistant.question.tools import Toolbox


def _plan(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The job's speed and time; its electricity when a tariff is said beside it."""
    calls = plan_workload_speed(query, tools)
    return calls + job_energy_call(query, tools, calls)


def _compose(draft: Draft, calls: Sequence[ToolCall]) -> None:
    compose_workload_speed(draft, calls)
    add_job_energy(draft, calls)


def _asks_time(query: Query) -> bool:
    # "will it fit": a yes or no; "200 clips, 10 hours on one 4090 enough?": the job's time
    batch_in_time = query.deadline_hours is not None and query.samples is not None
    asked = query.workload_ask in ("list", "count") or (
        query.workload_ask == "fit" and not batch_in_time
    )
    asked = asked or (query.workload_ask == "memory" and not query.asks_duration)
    if query.workload_id is None or not query.gpus or asked:
        return False
    if query.item_seconds_target is not None:  # "60 s an image on my 3060, which gets it to 15"
        return False
    deadline = query.deadline_hours is not None  # "100 h of audio, done overnight?": a time
    if query.intent == "cost" and not (query.asks_duration or deadline):  # "10,000 images: cost"
        return False
    sized = query.epochs is not None or query.samples is not None
    sized = sized or (query.media_steps is not None and is_training(query))
    timed = query.intent == "speed" or query.duration_hours is not None or query.asks_duration
    timed = timed or deadline
    return sized or timed or query.workload_ask == "rate"


WORKLOAD_SPEED = Kind(
    name="workload_speed",
    intent="speed",
    gives=("speed", "duration"),
    examples=Examples(
        en=(
            "how many seconds per image does SDXL take on a 4090",
            "how fast is flux dev on a 3090, it/s?",
            "ResNet-50 on ImageNet, 90 epochs on one 4090: how long?",
            "is whisper large-v3 real-time on a T4",
            "how long to train YOLOv8m on 50k images for 100 epochs on an A100",
            "images per minute for SD 1.5 on an RTX 3060",
            "Flux LoRA, 2000 steps on a 4090: how long?",
            "how slow is SDXL on old hardware?",
        ),
        zh=(
            "4090跑SDXL一张图几秒",
            "3090跑Flux dev速度多少it/s",
            "一张4090训练ResNet-50 ImageNet 90个epoch要多久",
            "T4跑whisper large-v3能实时吗",
            "A100上5万张图训练YOLOv8m 100轮要多久",
            "3060跑SD1.5每分钟能出几张图",
            "4090上Flux LoRA训练2000步要多久",
            "老显卡跑 SDXL 有多慢",
        ),
    ),
    plan=_plan,
    compose=_compose,
    prior=sized_as_a_workload(_asks_time),
    # two cards named are compared (workload_compare), never timed on the first alone
    admits=lambda q: (
        workload_on_gpu(q)
        # cards for a serving target: the pick's; which models of a family: the fit's list
        and q.workload_ask not in ("fit", "count", "list")
        and len({g.gpu_id for g in q.gpus}) < 2
        and q.named_candidates is None
        and not (q.intent in ("cost", "rent_vs_buy") and not q.asks_duration)
        and not a_trouble(q)
    ),
    # a rate or a job's time asked of a workload on one card: this kind's, however priced
    asked_needs=lambda q: (
        workload_on_gpu(q) and len({g.gpu_id for g in q.gpus}) < 2 and not a_trouble(q)
    ),
)
