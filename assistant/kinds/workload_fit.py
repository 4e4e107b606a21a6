"""Workload fit: will this image, video, vision or speech model run or train on my GPU?"""

from assistant.answer.compose_workload import compose_workload_fit
from assistant.kinds.base import Examples, Kind
from assistant.kinds.fits_hardware import llm_list_too
from assistant.kinds.resident_pair import resident_pair
from assistant.kinds.workload_plans import (
    a_trouble,
    bettered,
    is_training,
    on_an_instance,
    on_stated_memory,
    plan_workload_fit,
    sized_as_a_workload,
)
from assistant.models import Query


def _fit_or_memory(query: Query) -> bool:
    """A workload on a GPU, or a workload whose memory is asked with no GPU named."""
    if query.workload_id is None:
        return False
    if query.intent == "cost" and query.gpus and not query.asks_duration:  # the job's price
        return False
    if query.intent == "rent_vs_buy" and query.workload_ask != "fit":
        return False  # "~800 h of audio a month: buy an L4 box or keep renting": the job's use
    if query.workload_ask == "count" and query.gpus:  # cards for a serving target: a pick
        return False
    if bettered(query):  # "anything better under 500?": a pick with the card named as the bar
        return False
    if on_an_instance(query):
        return False  # "g6.xlarge: which GPU, and enough for SDXL?": the instance answers
    return bool(query.gpus) or query.workload_ask == "memory" or on_stated_memory(query)


def _not_a_sized_job(query: Query) -> bool:
    """Whether similarity may choose a fit: not when the question sizes a job.

    Images x epochs or training steps ask for the time ("and on a 3060?" after "100 epochs
    on a 4090, how long?"), and so does a duration asked ("转写 300 小时的录音要跑几天").
    """
    sized = query.samples is not None or query.epochs is not None or query.asks_duration
    sized = sized or query.workload_ask == "rate"  # "what RTF should I expect": a rate asked
    sized = sized or (query.media_steps is not None and is_training(query))
    chosen = query.named_candidates is None and not a_trouble(query, sizes_oom=True)
    # two cards set against each other for the job ("4060 Ti 16G or 4070 for SD and LoRA") are
    # compared for it; "can I run it on a 4090 or do I need an H100" still asks the fit
    # ("A4500 vs 4070 Ti Super for dreambooth, does 20gb vs 16gb decide it?": set "vs" each other)
    vs = query.intent == "compare" or query.versus
    weighed = len({g.gpu_id for g in query.gpus}) >= 2 and vs
    asked = query.workload_ask == "fit" or query.asks_feasibility or not weighed
    return _fit_or_memory(query) and not sized and chosen and asked and not resident_pair(query)


WORKLOAD_FIT = Kind(
    name="workload_fit",
    intent="fit_check",
    examples=Examples(
        en=(
            "can I train an SDXL LoRA on 12 GB?",
            "will flux dev run on my 3060 12gb",
            "does whisper large-v3 fit on a T4",
            "can a 4060 Ti 16GB train YOLOv8x at 640",
            "is 8GB enough for SD 1.5 in ComfyUI",
            "can I run Wan 2.1 14B on a 4090",
            "how much VRAM does SDXL need",
            "which image models can my 3060 run",
        ),
        zh=(
            "12G显存能训练SDXL LoRA吗？",
            "3060 12G能跑Flux dev吗",
            "T4能跑whisper large-v3吗",
            "4060 Ti 16G能训练YOLOv8x吗",
            "8G显存跑SD1.5够不够",
            "4090能跑万相2.1 14B吗",
            "SDXL需要多少显存",
            "我的3060能跑哪些图像模型",
        ),
    ),
    plan=plan_workload_fit,
    compose=compose_workload_fit,
    # "llm 和出图都说说": the card's LLM list leads, this workload's list follows it
    # "whisper 和 qwen 7b 一起常驻放得下吗": both models' fit, the fit check's (``resident_pair``)
    prior=lambda q: (
        not llm_list_too(q)
        and not resident_pair(q)
        and sized_as_a_workload(_fit_or_memory, sizes_oom=True)(q)
    ),
    admits=_not_a_sized_job,
)
