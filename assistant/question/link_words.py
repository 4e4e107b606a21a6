"""Whether NVLink is asked to be needed for a job, and how the job is split over the cards.

"do I need nvlink for 2x 3090 inference?", "is an nvlink bridge worth it if I only do
inference", "做推理的话两张3090需要nvlink吗", "tensor parallel vs pipeline — when do I need
nvlink?": the answer leads with a verdict for that job, not only the guide's paragraph.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.models import Intent
from assistant.models.query_markers import LinkSplit as Split

_LINK_RE = re.compile(r"nv\s?link|nvlink\s*(?:bridge|桥)|(?<![a-z])nvl(?:ink)?\s*桥|桥接器")
_NEED_RE = re.compile(
    r"(?<![a-z])(?:need(?!\s+to\s)|needed|necessary|required|require|must|matter|matters|worth"
    r"|help|helps|speed (?:it |things )?up|make (?:a|any) difference|pointless|overkill"
    r"|bother|skip)(?![a-z])"
    r"|需要|必要|必须|必需|有用|有没有用|有必要|值得|值不值|有帮助|影响大|影响多大|加速|提升多少|有区别|要不要|用不用"
)
_HAS_ASKED_RE = re.compile(
    r"(?<![a-z])(?:does|do|did|can) (?:the |a |an |my |two |2 )?[\w .+-]{0,20}?"
    r" (?:have|support|take|use)\s+(?:an? )?nv\s?link"
    r"|支持\s*nv\s?link|有\s*nv\s?link|能\s*(?:接|上|插)\s*nv\s?link"
    r"|which (?:gpus?|cards?) (?:have|support)",
    re.I,
)
"""Whether a card has NVLink is asked: the catalog row answers that, not this."""
_SPLITS: tuple[tuple[Split, re.Pattern[str]], ...] = (
    ("sharded", re.compile(r"fsdp|zero[\s-]?3|sharded|分片")),
    ("tensor", re.compile(r"tensor[\s-]*parallel|(?<![a-z])tp\s*=?\s*\d|(?<![a-z])tp(?![a-z])"
                          r"|张量并行")),
    ("layers", re.compile(r"pipeline[\s-]*parallel|layer[\s-]*split|split[\s-]*mode\s*layer"
                          r"|流水线并行|按层")),
    ("data", re.compile(r"(?<![a-z])ddp(?![a-z])|data[\s-]*parallel|数据并行")),
)  # fmt: skip
_TRAIN_RE = re.compile(r"(?<![a-z])(?:train\w*|fine[\s-]?tun\w*|finetun\w*)|训练|微调|炼丹")


_LINK_WORD = r"(?:nv\s?link|(?<![a-z])nvl|(?:nvlink\s*)?bridge|nvlink\s*桥|(?<![a-z])桥(?:接器)?)"
LINK_LOSS_ASK = (
    # "if i pull the bridge out, how much do i lose?", "without nvlink how much slower"
    r"\b(?:pull\w*|remov\w*|tak(?:e|ing)|drop\w*|ditch\w*|without|w/o|no|skip\w*)"
    r"\s+(?:out\s+|off\s+)?(?:the\s+|an?\s+|that\s+)?"
    + _LINK_WORD
    + r"[^.?!]{0,40}?\b(?:how much|lose|loss|slower|hit|penalty|drop|cost)\b"
    r"|\bhow much (?:speed |perf\w* |throughput |tok/s )?(?:do|would|will|does)"
    r" (?:i|we|it|you) lose"
    r"\b[^.?!]{0,30}?"
    + _LINK_WORD
    # the loss said first: "how much slower is 70b on two 3090s without nvlink"
    + r"|\b(?:how much|how many times) (?:slower|worse)\b[^.?!]{0,60}?\b(?:without|w/o|no)"
    r"\s+(?:an?\s+|the\s+)?"
    + _LINK_WORD
    + r"|(?:去掉|拔掉|拆掉|拆了|拔了|去了|不用|不接|不插|没有|没了|不)\s*"
    + _LINK_WORD
    + r"[^。？?！!]{0,12}(?:慢多少|损失|掉多少|降多少|差多少|影响多大|慢多|掉速"
    r"|慢很多|慢不慢|会慢|变慢|影响大(?:吗|不大)?)"
)
"""The speed lost when the cards' NVLink is taken away is asked: a speed, not a price ("how
much" here is tokens/s, whatever the cost cue says). A speed-intent cue in ``intent_cues``."""
_LINK_LOSS_RE = re.compile(LINK_LOSS_ASK)


_CLAUSE_RE = re.compile(r"[.?!;]\s|[。？！；]|\s[-—]+\s")
"""Where a sentence ends: "2x a6000 nvlinked (96gb). … do i need to offload" states the link
in one sentence and needs something else in another."""


def link_need_asked(folded: str) -> bool:
    """Whether the message asks, in one clause, if NVLink is needed or worth it for a job."""
    if _HAS_ASKED_RE.search(folded) is not None:
        return False
    clauses = _CLAUSE_RE.split(folded)
    return any(_LINK_RE.search(c) and _NEED_RE.search(c) for c in clauses)


def _splits_weighed(folded: str) -> bool:
    return sum(1 for _, pattern in _SPLITS if pattern.search(folded)) >= 2


def split_named(folded: str) -> Split | None:
    """The split named (one only): two named are weighed against each other, none chosen."""
    named = [split for split, pattern in _SPLITS if pattern.search(folded)]
    return named[0] if len(named) == 1 else None


def training_said(folded: str) -> bool:
    """Whether the job is training or fine-tuning, however the method is put."""
    return _TRAIN_RE.search(folded) is not None


def link_words(folded: str, gpu_ids: set[str]) -> dict[str, object]:
    """The ``Query`` fields of an NVLink need asked: the ask, the split, whether it trains.

    Two cards named are weighed against each other ("H800 vs H100, does the cut NVLink
    matter"): a comparison, not this.
    """
    if len(gpu_ids) > 1 or not link_need_asked(folded) or _splits_weighed(folded):
        return {}  # "tensor vs pipeline parallel, when do I need nvlink": the guide weighs them
    split, training = split_named(folded), training_said(folded)
    return {"link_need": True, "link_split": split, "training_said": training}


_EXPLAINED_INSTEAD = frozenset({"compare", "fit_check", "speed", "recommend", "concept"})
"""Readings a need of NVLink asked turns into an explanation led by its verdict."""


def read_link_need(slots: dict[str, Any], folded: str, intent: Intent) -> Intent:
    """Fill the NVLink-need fields of ``slots``; the reading becomes ``concept`` when asked."""
    ids = {g.gpu_id for g in slots.get("gpus") or []}
    slots.update(link_words(folded, ids))
    slots["link_loss_asked"] = _LINK_LOSS_RE.search(folded) is not None
    return "concept" if slots.get("link_need") and intent in _EXPLAINED_INSTEAD else intent


__all__ = [
    "LINK_LOSS_ASK",
    "link_need_asked",
    "link_words",
    "read_link_need",
    "split_named",
    "training_said",
]
