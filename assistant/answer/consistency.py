"""Quoted passages must agree with the answer's numbers.

A guide sentence that states a result ("runs out of memory on two RTX 4090s") for a setup the
answer did not compute is either dropped (another GPU than the ones asked) or introduced with
its condition ("Under plain data parallelism (DDP): …") when the answer's own numbers show the
job fits only because it is sharded. Pure: the setup comes from the answer's tool calls.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from assistant.calc.sizing import MemoryEstimate
from assistant.catalog.specs import Catalog
from assistant.models import ToolCall
from assistant.question import lexicon as lx

SHARDED = frozenset({"zero1", "zero2", "zero3", "fsdp", "offload", "tp", "pp", "device_map"})
_NEGATIVE_RE = re.compile(
    r"runs? out of memory|\bOOMs?\b|does(?:n't| not) fit|won'?t fit|cannot fit|can'?t fit"
    r"|too (?:big|large) for|会\s*OOM|爆显存|装不下|放不下|跑不动|跑不了|不够用",
    re.IGNORECASE,
)
_STRATEGY_RE = re.compile(
    r"\bDDP\b|data parallel|ZeRO|FSDP|shard|offload|tensor parallel|pipeline parallel"
    r"|数据并行|切分|分片|卸载|张量并行|流水线并行",
    re.IGNORECASE,
)
CONDITION = ("Under plain data parallelism (DDP): ", "在普通数据并行（DDP）下：")
"""How a result stated without its strategy is introduced when the answer shards the job."""


@dataclass
class Setup:
    """What the answer computed: the GPUs asked, and whether a fit relied on sharding."""

    gpus: set[str] = field(default_factory=set)
    sharded_fit: bool = False
    """Some asked job fits only with a sharded strategy (ZeRO, FSDP, offload, TP…)."""

    @classmethod
    def of(cls, calls: Sequence[ToolCall], gpu_id: str) -> Setup:
        """The setup of the ``estimate_memory`` calls on ``gpu_id``."""
        sized = [c.typed(MemoryEstimate) for c in calls if c.tool == "estimate_memory"]
        outs = [e for e in sized if e is not None and e.gpu_id == gpu_id]
        sharded = any(e.fits and e.strategy in SHARDED for e in outs)
        return cls(gpus={gpu_id}, sharded_fit=sharded)


def gpus_named(sentence: str, catalog: Catalog) -> set[str]:
    """The catalog GPUs a sentence names."""
    found = set()
    for m in lx.GPU_RE.finditer(sentence.lower()):
        ident = catalog.gpu_names.lookup(m["core"] or m.group())
        if ident is not None:
            found.add(ident)
    return found


def adjust_quote(
    sentence: str, setup: Setup, catalog: Catalog, lang: str, previous: str | None = None
) -> str | None:
    """The sentence as it may be quoted beside this answer: unchanged, conditioned, or None.

    ``previous`` is the sentence quoted just before it; when that one names the strategy
    ("Plain data parallelism (DDP) copies…"), the condition is already said.
    """
    if not _NEGATIVE_RE.search(sentence):
        return sentence
    named = gpus_named(sentence, catalog)
    if named and not named & setup.gpus:
        return None  # a result for another card than the one the answer sized
    said = _STRATEGY_RE.search(sentence) or (previous and _STRATEGY_RE.search(previous))
    if setup.sharded_fit and not said:
        if lang == "zh":
            return CONDITION[1] + sentence
        lead = sentence[0].lower() + sentence[1:] if sentence[1:2].islower() else sentence
        return CONDITION[0] + lead
    return sentence


_PLATFORM_RES: dict[str, re.Pattern[str]] = {
    "NVIDIA": re.compile(r"nvidia|cuda|geforce|英伟达", re.IGNORECASE),
    "Apple": re.compile(r"apple|\bmacs?\b|macbook|mlx|\bmetal\b|苹果|mac\s*的", re.IGNORECASE),
    "AMD": re.compile(r"\bamd\b|radeon|rocm|instinct", re.IGNORECASE),
    "Intel": re.compile(r"intel|gaudi|habana", re.IGNORECASE),
    "Huawei": re.compile(r"huawei|ascend|昇腾|华为", re.IGNORECASE),
}
"""Words that make a guide section about one maker's platform ("How fast do Macs run LLMs?")."""


def _maker(gpu_id: str, catalog: Catalog) -> str | None:
    gpu = catalog.gpus.get(gpu_id)
    return gpu.vendor.split()[0] if gpu is not None else None  # "Intel (Habana)": Intel


def about_other_platform(section: str, setup: Setup, catalog: Catalog) -> bool:
    """Whether a guide section is about a maker's platform that none of the sized cards is.

    "How fast do Macs run LLMs?" names an RTX 4090 in passing, as a yardstick; beside a fit
    check on two RTX 4090s it explains nothing. A section naming the asked maker as well
    ("When to choose AMD or Intel over NVIDIA") stays.
    """
    named = {maker for maker, pattern in _PLATFORM_RES.items() if pattern.search(section)}
    makers = {_maker(g, catalog) for g in setup.gpus} - {None}
    return bool(named) and bool(makers) and not named & makers


def about_other_cards(sentence: str, setup: Setup, catalog: Catalog) -> bool:
    """Whether ``sentence`` names GPUs and none of them is one the answer sized."""
    named = gpus_named(sentence, catalog)
    return bool(named) and bool(setup.gpus) and not named & setup.gpus


__all__ = [
    "CONDITION",
    "Setup",
    "about_other_cards",
    "about_other_platform",
    "adjust_quote",
    "gpus_named",
]
