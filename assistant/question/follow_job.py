"""Whether a follow-up names the job before, another one, or a sibling of it; pure.

"the 14b model" after Wan2.1 1.3B is its sibling, "换成yolo11s" after YOLOv8s the same job on a
sibling, "and at 50 steps?" the same job at those steps; a new LLM after a media job is another
job, whose dataset and epochs are not carried.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.models import Query
from assistant.question.request_words import has_model


def other_job(previous: Query, new: Query) -> bool:
    """Whether ``new`` names a job other than ``previous``'s (another workload, or an LLM)."""
    if new.workload_id is not None:
        return new.workload_id != previous.workload_id
    if previous.workload_id is not None:
        # "the 14b model" after Wan2.1 1.3B: a bare size of a sized media model is its sibling
        sized = _SIZED_ID_RE.search(previous.workload_id) is not None
        return new.model_id is not None or (new.params_b is not None and not sized)
    return has_model(new) and not has_model(previous)


_SIZED_ID_RE = re.compile(r"-\d+(?:\.\d+)?b(?:-|$)")
"""A parameter count inside a workload id ("wan2.1-t2v-1.3b")."""


def same_line_sibling(previous: Query, new: Query) -> bool:
    """Another model of the same family ("换成yolo11s" after YOLOv8s): the same job on it.

    The dataset, epochs and picture size belong to the job, so they carry to the sibling.
    """
    other = new.workload_id is not None and previous.workload_id is not None
    same = new.workload_family is not None and new.workload_family == previous.workload_family
    return other and same and new.workload_id != previous.workload_id


def steps_only(previous: Query, new: Query) -> bool:
    """Steps said with no workload named, after one: the same job at those steps."""
    return (
        new.workload_family is None and new.media_steps is not None and bool(previous.workload_id)
    )


def same_job_again(
    previous: Query, new: Query, update: dict[str, Any], carried: dict[str, Any]
) -> None:
    """The same media job named again ("rented 4090 instead, same 500 flux images").

    Its picture size and steps are kept where the follow-up says none.
    """
    again = new.workload_id is not None and new.workload_id == previous.workload_id
    if not again or previous.workload_family not in ("image", "video"):
        return
    if new.media_width is None and previous.media_width is not None:
        update.update(media_width=previous.media_width, media_height=previous.media_height)
        carried["media_size"] = f"{previous.media_width}x{previous.media_height}"
    if new.media_steps is None and previous.media_steps is not None:
        update["media_steps"] = previous.media_steps
        carried["media_steps"] = previous.media_steps


__all__ = ["other_job", "same_job_again", "same_line_sibling", "steps_only"]
