"""A versioned line of models named bare ("yolo11", "yolo 11"): its middle size; pure.

The catalog holds the line's sizes (yolo11n … yolo11x) but no model of the bare name. Read by
its letters alone ("yolo") the name fell to the task's default of another line (YOLOv8m) and
was said to be missing; the one most people run is the line's middle size, as YOLOv8m is for
"yolov8".
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from assistant.catalog.names import normalize_name

if TYPE_CHECKING:
    from assistant.catalog.specs import Catalog

FAMILY_DEFAULTS = {
    "image": "sdxl-base",
    "video": "wan2.1-t2v-14b",
    "vision": "yolov8m",
    "speech": "whisper-large-v3",
}
"""The model a family stands for when none is named: the one most people run (SDXL for Stable
Diffusion questions, YOLOv8m for detection, Whisper large-v3 for transcription)."""
MIN_KEY = 3


def versioned_member(catalog: Catalog, name: str, family: str) -> str | None:
    """The middle-sized ``family`` model whose id extends ``name`` ("yolo11" → yolo11m), or None.

    None when ``name`` has no version (letters then digits), names a model itself, or its line
    holds the family's default (that default answers already).
    """
    key, default = normalize_name(name), FAMILY_DEFAULTS[family]
    if not re.search(r"[a-z]\d", key) or len(key) < MIN_KEY:
        return None
    members = [
        w
        for w in catalog.workloads.values()
        if w.family == family and normalize_name(w.id).startswith(key) and w.id != key
    ]
    if not members or default in {w.id for w in members}:
        return None
    members.sort(key=lambda w: w.params_m)
    return members[(len(members) - 1) // 2].id


__all__ = ["FAMILY_DEFAULTS", "versioned_member"]
