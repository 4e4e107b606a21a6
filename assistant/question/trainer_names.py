"""LoRA trainers named for an image or video model: the job is a LoRA run, not generation.

"fluxgym, 25 photos of my dog, 1500 steps", "onetrainer sdxl, 40 pics", "用 ai-toolkit 训
wan2.1": these tools train LoRAs (kohya's sd-scripts, FluxGym, ostris' AI Toolkit, OneTrainer,
SimpleTuner, musubi-tuner, diffusion-pipe), so the photos are a training set and the steps
training steps. A method said outright ("dreambooth", "full fine-tune") still wins.
"""

from __future__ import annotations

import re

LORA_TRAINER_RE = re.compile(
    r"(?<![a-z])(?:kohya(?:[_\s-]?ss)?|sd[\s-]?scripts|flux[\s-]?gym|ai[\s-]toolkit|ostris"
    r"|one[\s-]?trainer|simple[\s-]?tuner|musubi(?:[\s-]?tuner)?|diffusion[\s-]pipe"
    r"|every[\s-]?dream\d?)(?![a-z])"
)
"""A LoRA trainer for image or video models, by its name."""


TRAINING_LIBRARIES = (
    "unsloth", "axolotl", "torchtune", "llamafactory", "llama-factory", "trl", "xtuner",
    "colossalai", "nanotron", "litgpt", "ms-swift", "openrlhf", "verl",
)  # fmt: skip
"""LLM training libraries named as the tool a job runs on ("Unsloth on a 2080 Ti: …"): known
words, never an unfamiliar model's name."""


def lora_trainer_named(text: str) -> bool:
    """Whether ``text`` (lower-cased) names a LoRA trainer for image or video models."""
    return LORA_TRAINER_RE.search(text) is not None


def workload_method_named(text: str, method: str | None, family: str) -> str | None:
    """The media method the words name: DreamBooth said, else LoRA where a trainer is named.

    A trainer counts for an image or video model with no other method said (``method`` is the
    general reading: None, or LoRA itself); "full" said beside it stays a full fine-tune.
    """
    if "dreambooth" in text:
        return "dreambooth"
    trained = family in ("image", "video") and method in (None, "lora")
    return "lora" if trained and lora_trainer_named(text) else None


__all__ = [
    "LORA_TRAINER_RE",
    "TRAINING_LIBRARIES",
    "lora_trainer_named",
    "workload_method_named",
]
