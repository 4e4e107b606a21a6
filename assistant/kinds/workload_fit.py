"""Workload fit: will this image, video, vision or speech model run or train on my GPU?"""

from assistant.answer.compose_workload import compose_workload_fit
from assistant.kinds.base import Examples, Kind
from assistant.kinds.workload_plans import plan_workload_fit, workload_on_gpu

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
        ),
        zh=(
            "12G显存能训练SDXL LoRA吗？",
            "3060 12G能跑Flux dev吗",
            "T4能跑whisper large-v3吗",
            "4060 Ti 16G能训练YOLOv8x吗",
            "8G显存跑SD1.5够不够",
            "4090能跑万相2.1 14B吗",
        ),
    ),
    plan=plan_workload_fit,
    compose=compose_workload_fit,
    prior=workload_on_gpu,
    admits=workload_on_gpu,
)
