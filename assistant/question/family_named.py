"""A name the catalog lacks, said before its task's family word, is a model of that family.

"Kandinsky 5 视频模型 on an H100", "Zentra 3 image model": the name reader says the name is
missing (``unfamiliar``), and the workload reader reads the family word ("视频模型") as the
family's usual model. Left apart, the answer either refused outright or sized the usual model
as if it were the one asked about. Joined, the name is the family's unknown model
(``workload_unknown``): the answer says first that it is not in the catalog, lists the
family's models it holds, and sizes the closest as a labelled stand-in.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.catalog.names import normalize_name
from assistant.models import Problem
from assistant.question.media_method import method_of_media
from assistant.question.workload_slots import drop_llm_readings

_FAMILY_WORD_RE = re.compile(
    r"\s*(?:(?:视频|图像|图片|语音|视觉|文生图|文生视频)\s*(?:生成)?\s*模型"
    r"|(?:video|image|vision|speech|text-to-video|text-to-image)[\s-]*(?:gen(?:eration)?\s*)?"
    r"models?(?![a-z]))"
)
"""A family's model word right after a name ("视频模型", "image model", "video gen model")."""


_VERSION_RE = re.compile(r"(?<![\d.])\d{1,2}$")


def _named_before_family(problem: Problem, lower: str) -> bool:
    """Whether ``problem`` names a model the catalog lacks right before a family word."""
    if problem.kind != "unlisted_model" or not problem.surface:
        return False
    at = lower.find(problem.surface.lower())
    return at >= 0 and _FAMILY_WORD_RE.match(lower, at + len(problem.surface)) is not None


def name_workload_models(
    slots: dict[str, Any], problems: list[Problem], lower: str
) -> list[Problem]:
    """The problems once workloads are read: a name before a family word joins that family.

    Then the LLM readers' notes on the workload's own names are dropped
    (``drop_llm_readings``). A workload named by the catalog, or one already unknown, leaves
    the name as it was.
    """
    read_from_family = slots.get("workload_id") and not slots.get("workload_ids")
    if read_from_family and not slots.get("workload_unknown"):
        named = [p for p in problems if _named_before_family(p, lower)]
        if len(named) == 1:
            slots["workload_unknown"] = [named[0].surface]
            version = _VERSION_RE.search(named[0].surface or "")
            if version is not None and slots.get("samples") == float(version.group()):
                slots["samples"] = None  # "Zentra 3 image model": its version, no 3 images
    method_of_media(slots, lower)  # "跑qwen3 32b，顺便炼炼sdxl lora": SDXL's LoRA
    unknown = list(slots.get("workload_unknown") or [])
    # "yolo11": a line the catalog holds the sizes of, read as one of them; no missing model
    name, found = str(slots.get("workload_name") or ""), str(slots.get("workload_id") or "")
    if name and found.startswith(normalize_name(name)) and len(normalize_name(name)) >= 3:
        unknown.append(name)
    # "Wan2.1-T2V-14B": a workload written as the catalog's own id is no LLM the catalog lacks
    unknown += [str(ident) for ident in slots.get("workload_ids") or []]
    return drop_llm_readings(problems, unknown)


__all__ = ["name_workload_models"]
