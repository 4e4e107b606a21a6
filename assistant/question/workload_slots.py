"""Which image, video, vision or speech workload a question names, as a catalog id.

The marker reader (``markers.workload_named``) finds the family and the name as written; the
catalog's workload names resolve it ("SD XL" -> ``sdxl-base``, "large-v3" ->
``whisper-large-v3``). A family named without a model ("stable diffusion", "YOLO", "语音识别")
is read as its most common model, and the answer says so. A workload question is never sized
as an LLM: the bare size and model an LLM reader took from its name ("Wan2.1 14B") are dropped.
"""

from __future__ import annotations

from typing import Any

from assistant.catalog.specs import Catalog
from assistant.messages import workloads as say

FAMILY_DEFAULTS = {
    "image": "sdxl-base",
    "video": "wan2.1-t2v-14b",
    "vision": "yolov8m",
    "speech": "whisper-large-v3",
}
"""The model a family stands for when none is named: the one most people run (SDXL for Stable
Diffusion questions, YOLOv8m for detection, Whisper large-v3 for transcription)."""


DATASET_IMAGES = {"imagenet": 1_281_167, "coco": 118_287, "cifar-10": 50_000, "cifar10": 50_000}
"""Training images of the datasets people name (ImageNet-1k train, COCO 2017 train, CIFAR-10)."""


def read_workload(
    seen: dict[str, Any], catalog: Catalog, into: dict[str, Any] | None = None
) -> list[Any]:
    """Set ``workload_id`` from the named workload; return the assumptions it had to make.

    ``seen`` holds the slots read so far and the lower-cased text (``_text``); the new slots
    go into ``into`` (``seen`` itself when None).
    """
    slots = into if into is not None else seen
    family = seen.get("workload_family")
    if family is None:
        return []
    name = seen.get("workload_name") or ""
    found = catalog.workload_names.lookup(name) if name else None
    notes = []
    if found is None:
        found = FAMILY_DEFAULTS[family]
        spec = catalog.workloads.get(found)
        if spec is None:
            return []
        notes.append(say.WORKLOAD_READ_AS(name=name or family, model=spec.name))
    text = str(seen.get("_text", ""))
    images = next((n for name, n in DATASET_IMAGES.items() if name in text), None)
    if images is not None and slots.get("samples") is None:
        slots["samples"] = images
    slots["workload_id"] = found
    slots["workload_family"] = catalog.workloads[found].family
    slots.pop("params_b", None)
    slots.pop("model_id", None)
    return notes


__all__ = ["FAMILY_DEFAULTS", "read_workload"]
