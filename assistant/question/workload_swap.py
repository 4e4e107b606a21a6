"""A follow-up that swaps the size of the media model before it ("换成medium模型呢").

Parsing reads the bare size word into ``Query.workload_size``; once the turn has inherited
the earlier workload, ``swap_size`` replaces it with the same family's model of that size
("whisper-large-v3" and "medium": "whisper-medium").
"""

from __future__ import annotations

import os
import re
from typing import Any

from assistant.catalog.specs import Catalog
from assistant.errors import UnknownName
from assistant.models import Query
from assistant.question.text import fold
from assistant.question.workload_slots import FAMILY_DEFAULTS, steps_said

_SIZE_WORD_RE = re.compile(
    r"(?<![a-z0-9.-])(tiny|base|small|medium|large(?:-v[23])?|turbo|schnell|dev)(?![a-z0-9-])"
    r"\s*(?:版|版本|模型|model|size|one|variant|checkpoint)?"
)
"""A model size said on its own ("medium", "large-v2", "small 模型")."""


def size_word(text: str) -> str | None:
    """The bare model size a message names, or None."""
    m = _SIZE_WORD_RE.search(text)
    return m[1] if m else None


def follow_up_job_words(text: str) -> dict[str, Any]:
    """The size or variant and the steps of a message that names no workload.

    "换成medium呢", "and schnell at 4 steps", "and at 50 steps?": for the workload the
    conversation carries.
    """
    return {"workload_size": size_word(text), "media_steps": steps_said(text)}


_SIZE_NAMED_RE = re.compile(
    r"(?<![a-z0-9.-])(tiny|base|small|medium|large(?:-v[23])?|turbo)(?![a-z0-9-])"
    r"\s*(?:版本?|模型|models?|versions?|size|variant|checkpoint)(?![a-z])"
    # the size run, said bare as a clause ends: "faster-whisper 跑 medium，", "running large-v2."
    r"|(?:跑|用|running|run|using)\s*(tiny|base|small|medium|large(?:-v[23])?|turbo)"
    r"(?=\s*(?:[,，。;；:：!！?？]|$))"
)
"""A size said as the model's ("跑medium模型", "with the small model"), a model noun after it,
or bare after the verb that runs it ("faster-whisper 跑 medium，卡是 3060")."""


def job_size_words(text: str, slots: dict[str, Any]) -> dict[str, Any]:
    """The size (and steps) a message says apart from the workload's name, or nothing.

    With no workload named, a follow-up's bare size ("换成medium呢", ``follow_up_job_words``).
    With a family named bare ("mlx-whisper跑medium模型", "whisper with the small model"), the
    size said as the model's is the one run, not the family's default.
    """
    if not slots.get("workload_id"):
        return follow_up_job_words(text)
    m = _SIZE_NAMED_RE.search(text)
    named = size_word(slots.get("workload_name") or "")
    if named is not None:  # "whisper large-v2": the size is in the name read
        # "turbo 版的 whisper large-v3": the turbo of the size named
        turbo = m is not None and "turbo" in (m[1], m[2]) and named.startswith("large")
        return {"workload_size": "turbo"} if turbo else {}
    return {"workload_size": m[1] or m[2]} if m else {}


def swap_size(query: Query, catalog: Catalog) -> Query:
    """``query`` with its inherited workload replaced by the family's model of the size said."""
    size, current = query.workload_size, query.workload_id
    if size is None or current is None or current not in catalog.workloads:
        return query
    family = catalog.workloads[current].family
    best: tuple[int, str] | None = None
    for ident, spec in catalog.workloads.items():
        sized = re.search(rf"-{re.escape(size)}(?:-|$)", ident) is not None
        if ident == current or spec.family != family or not sized:
            continue
        if size != "turbo" and ident.endswith("-turbo"):
            continue  # "large" is the full model, not its turbo distillation
        shared = len(os.path.commonprefix([ident, current]))
        if shared >= 2 and (best is None or shared >= best[0]):  # the newest of equals
            best = (shared, ident)
    if best is None:
        return query
    ident = best[1]
    stood_in = catalog.workloads[current].name  # its "read as" note goes
    notes = [a for a in query.assumptions if stood_in not in a]
    update = {"workload_id": ident, "workload_ids": [ident], "workload_name": None}
    return query.model_copy(update={**update, "assumptions": notes})


_PARAMS_IN_ID_RE = re.compile(r"(?<=-)\d+(?:\.\d+)?b(?=-|$)")
"""The parameter count inside a model id ("gpt-oss-20b", "qwen3-8b-instruct")."""


def swap_model_size(query: Query, previous: Query | None, catalog: Catalog) -> Query:
    """A bare size after a named model ("那 120b 的呢" after gpt-oss-20b): that size's sibling.

    The earlier model's id with its parameter count replaced, when the catalog holds that id
    ("gpt-oss-20b" and 120B: "gpt-oss-120b"); else the bare size stands.
    """
    if previous is None or query.model_id is not None or query.params_b is None:
        return query
    if previous.model_id is None:
        return _swap_workload_size(query, previous, catalog)
    size = f"{query.params_b:g}b"
    sibling = _PARAMS_IN_ID_RE.sub(size, previous.model_id, count=1)
    if sibling not in catalog.models:
        return query  # "还能跑14b吗" after qwen3-14b: the same model restated, kept below
    return query.model_copy(update={"model_id": sibling})


def _swap_workload_size(query: Query, previous: Query, catalog: Catalog) -> Query:
    """A bare size after a media model ("the 14b model" after Wan2.1 1.3B): that size's sibling.

    The size names the earlier workload's sibling, not an LLM of that size, when the catalog
    holds the id with the parameter count replaced ("wan2.1-t2v-1.3b" and 14B: "...-14b").
    """
    current = previous.workload_id
    if current is None or query.workload_id not in (None, current):
        return query
    sibling = _PARAMS_IN_ID_RE.sub(f"{query.params_b:g}b", current, count=1)
    if sibling == current or sibling not in catalog.workloads:
        return query
    update = {"workload_id": sibling, "workload_ids": [sibling], "workload_name": None}
    return query.model_copy(update={**update, "params_b": None})


def swap_variant(query: Query, previous: Query | None, catalog: Catalog) -> Query:
    """A variant named after a model of its line ("swap to vit-b" after SAM ViT-H): SAM ViT-B.

    The name said, read on its own, is another model ("ViT-B/16"); with the earlier model's
    line in front of it ("sam-vit-b") it is a variant of the same job, kept when the catalog
    holds that id.
    """
    if previous is None or previous.workload_id is None or query.workload_id is None:
        return query
    line = previous.workload_id.split("-")[0]
    name = re.sub(r"[\s_]+", "-", (query.workload_name or "").strip().lower())
    ident = f"{line}-{name}"
    if query.workload_id.startswith(f"{line}-") or ident not in catalog.workloads:
        return query
    read_as = catalog.workloads[query.workload_id].name  # the note naming the other model goes
    notes = [a for a in query.assumptions if read_as not in a]
    update = {"workload_id": ident, "workload_ids": [ident], "workload_name": None}
    return query.model_copy(update={**update, "assumptions": notes})


_TAIL_RE = re.compile(r"(?=[\d.]*[a-z])[a-z]*\d+[a-z0-9.]*")
"""A model's tail said alone: letters and a number ("v8m", "11x"), no plain word and no bare
number ("sell it after 2 yrs": the 2 is no whisper large-v2)."""


def swap_tail(query: Query, previous: Query | None, catalog: Catalog) -> Query:
    """A sibling named by the tail of its id after the earlier model ("换成 v8m" after YOLOv8s).

    The words said are read as the end of a catalog model of the same family whose id starts
    like the earlier one's ("yolo" + "v8m": "yolov8m"), when the follow-up inherited the model.
    """
    current = query.workload_id
    if previous is None or current is None or current != previous.workload_id:
        return query
    family = catalog.workloads[current].family if current in catalog.workloads else None
    for term in (t.lower() for t in query.topic_terms):
        if not _TAIL_RE.fullmatch(term) or term in current:
            continue
        for ident, spec in catalog.workloads.items():
            head = ident[: -len(term)]
            if spec.family == family and ident.endswith(term) and len(head) >= 3:
                if current.startswith(head):
                    update = {"workload_id": ident, "workload_ids": [ident], "workload_name": None}
                    return query.model_copy(update=update)
    return query


def _said_as_a_task(query: Query, catalog: Catalog) -> bool:
    """The workload was named by its task ("出图", "image generation"), stood in by a default."""
    family, name = query.workload_family, query.workload_name or ""
    if query.workload_ids or family is None or query.workload_id != FAMILY_DEFAULTS.get(family):
        return False
    if query.workload_unknown:  # "那 LTX-Video 13B 呢": a model named, the catalog lacks it
        return False
    try:
        catalog.workload(name)
    except UnknownName:
        return True
    return False


def _bare_line(query: Query, previous: Query, catalog: Catalog) -> bool:
    """The earlier model's line said bare ("sam" after SAM ViT-B): no size or variant of its own.

    The name is the start of both the model read (the line's default) and the earlier one
    ("sam-vit-b"), and alone it names no other model.
    """
    name = re.sub(r"[^a-z0-9]", "", (query.workload_name or "").lower())
    before, now = previous.workload_id or "", query.workload_id or ""
    if not name or not before or query.workload_ids[1:] or before == now:
        return False
    try:
        alone = catalog.workload(query.workload_name or "").id
    except UnknownName:
        alone = now  # "whisper": a line, not one model
    flat = [re.sub(r"[^a-z0-9]", "", w) for w in (before, now)]
    if alone != now or not all(f.startswith(name) for f in flat):
        return False
    # the member read is said after all ("sam vit-h", "whisper large"): its tail is in the text
    said = re.sub(r"[^a-z0-9]", "", fold(query.text))
    tail = flat[1][len(name) :]
    first = re.sub(r"[^a-z0-9]", "", now[len(query.workload_name or "") :].strip("-").split("-")[0])
    return not tail or not (tail in said or (len(first) >= 3 and first in said))


def keep_line_member(query: Query, previous: Query | None, catalog: Catalog) -> Query:
    """After SAM ViT-B, "sam" said bare is still ViT-B, not the line's default (ViT-H)."""
    if previous is None or query.workload_id is None or not _bare_line(query, previous, catalog):
        return query
    kept = previous.workload_id or ""
    stood_in = catalog.workloads[query.workload_id].name  # its "read as" note goes
    notes = [a for a in query.assumptions if stood_in not in a]
    update = {"workload_id": kept, "workload_ids": [kept], "workload_name": None}
    return query.model_copy(update={**update, "assumptions": notes})


def keep_named_for_task(query: Query, previous: Query | None, catalog: Catalog) -> Query:
    """A task said generically after a model named for it is that model ("只出图不做视频呢").

    After "flux 和 wan2.1 出视频", "only images" means FLUX, not the family's default (SDXL).
    """
    if previous is None or query.workload_id is None or not _said_as_a_task(query, catalog):
        return query
    family = query.workload_family
    named = [
        w
        for w in previous.workload_ids or [previous.workload_id or ""]
        if w in catalog.workloads and catalog.workloads[w].family == family
    ]
    if not named or named[0] == query.workload_id:
        return query
    stood_in = catalog.workloads[query.workload_id].name  # its "read as" note goes
    notes = [a for a in query.assumptions if stood_in not in a]
    update = {"workload_id": named[0], "workload_ids": [named[0]], "workload_name": None}
    return query.model_copy(update={**update, "assumptions": notes})


_JOB_TARGETS = ("streams_target", "stream_fps", "images_per_minute_target", "workload_ask")
"""What the job must keep up with: the same for a sibling model ("换成 yolov8s 呢")."""


def carry_to_sibling(
    previous: Query, new: Query, update: dict[str, Any], carried: dict[str, Any]
) -> None:
    """The picture size, streams, frame rate or images a minute of the job, kept for a sibling."""
    sized_before = previous.media_width is not None and previous.workload_family in (
        "image",
        "video",
        "vision",  # the same cameras: "yolo11s 每路 720p" then "换 yolo11m 呢" is still 720p
    )
    if new.media_width is None and sized_before:
        # "4070 super, sdxl at 1024" then "and flux schnell at 4 steps?": the same picture size
        update.update(media_width=previous.media_width, media_height=previous.media_height)
        carried["media_size"] = f"{previous.media_width}x{previous.media_height}"
    kept = {
        f: getattr(previous, f)
        for f in _JOB_TARGETS
        if getattr(new, f) is None and getattr(previous, f) is not None
    }
    if kept:
        update.update(kept)
        carried["job_targets"] = kept


_SAME_BUDGET_RE = re.compile(
    r"同样(?:的)?预算|一样的预算|预算(?:不变|一样|还是那些)|这个预算|(?:same|that|this)\s+budget(?![a-z])"
)
"""The earlier budget named for a new job ("同样预算想玩玩 sd", "same budget, for sdxl?")."""
_BUDGET_FIELDS = ("budget", "budget_currency", "budget_period", "budget_kind")


def budget_for_new_job(new: Query, previous: Query | None) -> tuple[Query, dict[str, Any]]:
    """A new job asked on the same budget as before: the earlier budget, kept (else ``new``)."""
    if previous is None or previous.budget is None or new.budget is not None:
        return new, {}
    if _SAME_BUDGET_RE.search(fold(new.text)) is None:
        return new, {}
    kept = {f: getattr(previous, f) for f in _BUDGET_FIELDS if getattr(previous, f) is not None}
    return new.model_copy(update=kept), {"budget": previous.budget}


__all__ = [
    "budget_for_new_job",
    "carry_to_sibling",
    "follow_up_job_words",
    "job_size_words",
    "keep_line_member",
    "keep_named_for_task",
    "size_word",
    "swap_model_size",
    "swap_size",
    "swap_tail",
    "swap_variant",
]
