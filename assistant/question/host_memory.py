"""System RAM and a card given only by its memory, read from a question; pure.

``is_host_question`` tells a system-RAM question ("64GB of RAM for 4x 4090?") from one about
GPU memory; ``stated_ram_gb`` and ``stated_card_gb`` read the sizes said; ``card_for_memory``
names the commonest catalog card of a memory size ("a 24GB card").
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog
from assistant.question.offload_asked import offload_asked
from assistant.question.text import fold

_HOST_RE = re.compile(
    r"(?:system|host|cpu)\s*(?:ram|memory)|\bram\b|\bddr[45]\b|内存(?!溢出)|系统内存|主机内存"
)
_RAM_GB_RE = re.compile(
    r"(\d{1,6}(?:\.\d+)?)\s*(?:gb|g|gib)\s*(?:of\s+)?(?:system\s+|host\s+|ddr[45]\s+)?(?:ram|memory|内存)"
    r"|(?:内存|ram)\s*(?:有|是|共|一共|加到|插了)?\s*(\d{1,6}(?:\.\d+)?)\s*(?:gb|g)"
    r"|(\d{1,6}(?:\.\d+)?)\s*(?:gb|g|gib)\s*(?:of\s+)?(?:ddr[345]|lpddr[45]x?)\b",  # "256gb ddr5"
    re.IGNORECASE,
)
_CARD_GB_RE = re.compile(
    r"(\d{1,6}(?:\.\d+)?)\s*(?:gb|g)\s*(?:vram\s+)?(?:card|gpu|显卡|的卡|卡)|(?:显存|vram)\s*(\d{1,6})\s*(?:gb|g)"
    r"|(\d{1,6}(?:\.\d+)?)\s*(?:gb|g)\s*(?:of\s+)?(?:vram|显存|gpu memory)"
    r"|(\d{1,6}(?:\.\d+)?)\s*(?:gb|g)\s*(?:be\s+|is\s+)?(?:enough|就够|够)"
    # "OOMs at seq len 8192 on 24gb": a job run on a memory size is run on a card of it
    r"|\bon (?:a |an |my |one )?(\d{1,4})\s*(?:gb|g)\b"
    r"(?!\s*(?:of\s+)?(?:system\s+|host\s+)?(?:ram|memory|ddr))|total capacity of (\d+\.?\d*) gib",
    re.IGNORECASE,
)
COMMON_CARDS = (
    "rtx-4060-ti-8gb",
    "rtx-3060",
    "rtx-4060-ti-16gb",
    "rtx-4090",
    "rtx-5090",
    "l40s",
    "a100-80gb-sxm",
    "h100-sxm",
    "h200",
)
"""Cards a memory size alone ("a 24GB card") is read as: the commonest card of that size."""


_ON_THE_GPU_RE = re.compile(
    r"(?:fully|entirely|all|completely)\s+(?:on|in|into)\s+(?:the\s+|my\s+)?(?:gpu|vram|card)"
    r"|\bspill\w*|fit (?:in|into|on) (?:the |my )?(?:gpu|vram|card)"
    r"|offload\w*\b.{0,30}\b(?:to|into|onto) (?:the |my )?(?:system )?(?:ram|memory|cpu|ddr[345])"
    r"|(?:卸载|放|跑|溢出|分|甩|扔|丢|挪)(?:一)?(?:点|些|部分|几层)?到(?:系统)?内存"
    r"|(?:全部|全|完全)(?:放|装|塞)(?:进去|得下)|(?:全部|全|完全)(?:放|装|塞)?(?:进|到|在)显存"
    r"|\bcan (?:it|i|we|this|that|they) (?:even |actually |still )?(?:load|boot|run)\b"
    r"|\bcan (?:a|an|my|the|one|two|\d)\s+\S+(?:\s+\S+)?\s+(?:even |actually )?(?:load|run)\b"
    r"|(?:能|可以)(?:不能)?(?:加载|载入|跑起来)|(?:加载|载入|跑)得(?:起来|动|了)"
    r"|(?:全部|全|完全)(?:放|装|塞)(?:进|到|在)?\s*(?:显存|gpu|显卡)|显存(?:里|中)(?:放|装)得下|溢出到内存"
    # "44G 显存够不够？内存有128G可以放一部分": the VRAM asked, the RAM room for a part
    r"|显存(?:够不够|够吗|够用吗|够不)|(?:放|分|卸)(?:一)?部分|\bvram (?:be )?enough\b"
    # the model's fit asked outright ("is a 7b q4 gonna fit w/ 8k context"): RAM said beside it
    r"|\b(?:gonna|going to|will (?:it|this|that)|does (?:it|this|that)|would (?:it|this|that))"
    r"\s+(?:even\s+|still\s+)?fit\b|\bgo (?:smaller|down a size)\b"
    # RAM named as what to keep out of ("不想走内存", "no offload to system ram"): a GPU fit
    r"|(?:不想|不要|不用|不打算|不愿|别|避免|不希望)\s*(?:走|用|占|卸载到|放到?|放进|溢出到|offload\s*到?)"
    r"\s*(?:系统)?内存|(?:整个|整体|全都)(?:放|装|塞)(?:进|得下|到)"
    r"|\b(?:no|without|avoid(?:ing)?|zero)\s+(?:any\s+)?(?:cpu\s+|ram\s+)?(?:offload|spill)\w*"
    r"|\b(?:don'?t|do not|never|not) (?:want to |wanna )?"
    r"(?:offload|spill|touch (?:the )?(?:system )?ram)"
    # "split it across both without touching ram", "不碰内存": kept out of RAM, a GPU fit
    r"|\b(?:without|w/o)\s+(?:ever\s+)?(?:touching|using|hitting|going (?:in)?to|spilling (?:in)?to"
    r"|offloading (?:in)?to)\s+(?:the\s+)?(?:system\s+|host\s+|cpu\s+)?(?:ram|memory)\b"
    r"|不(?:碰|走|占用?|动用?|经过)\s*(?:系统)?内存"
    # llama.cpp's sense of offload: layers moved onto the card ("整个 offload 到 gpu 上",
    # "fully offload to the gpu"), or a share cut out for RAM ("切一部分给内存"): a GPU fit
    r"|(?:offload\w*|卸载)\s*(?:all\s+(?:the\s+)?layers\s+)?(?:到|进|to|onto|into)\s*"
    r"(?:the\s+|my\s+)?(?:gpu|显卡|显存|vram)"
    r"|(?:切|划|拆|挪|匀|留)(?:出)?(?:一|一小)?部分(?:层)?(?:给|到|去|放)(?:系统)?内存"
)
"""The question asks whether a model sits on the GPU: RAM beside it is stated, not asked."""


_IN_RAM_RE = re.compile(
    r"offload\w*\b.{0,30}\b(?:to|into|onto) (?:the |my )?(?:system )?(?:ram|memory|cpu|ddr[345])"
    r"|(?:卸载|放|溢出)到(?:系统)?内存|--n-cpu-moe|\bn[-_]cpu[-_]moe\b"
    # "partial offload 70b on a 24gb card", "部分层卸载": layers kept in RAM, llama.cpp's way
    r"|\bpartial(?:ly)?[ -](?:gpu[ -])?offload|部分(?:层)?(?:卸载|offload)"
    # "gpt-oss-120b with experts on cpu", "-ot exps=CPU", "专家放内存": the MoE experts in RAM
    r"|\bexperts? (?:(?:kept|left|living|sitting|running) )?(?:on|in) (?:the |system )?"
    r"(?:cpu|ram)\b"
    r"|exps=cpu|--cpu-moe|专家(?:层)?(?:都)?(?:放|卸载|扔|丢)?(?:在|到|进)(?:cpu|内存)"
    # "with part of it on cpu", "一部分放内存里": a share of the weights kept in RAM
    r"|\b(?:part|some|half|the rest|a few|most) of (?:it|them|the model|the layers|the weights)"
    r" (?:on|in) (?:the |system )?(?:cpu|ram)\b"
    r"|部分(?:层|权重)?(?:放|留|跑)(?:在)?(?:系统)?(?:内存|cpu)"
)
"""Weights kept in system RAM on purpose (llama.cpp offload), as a speed question says it."""
_RAM_ASKED_RE = re.compile(
    r"how much (?:system |host |cpu )?(?:ram|memory)|(?:ram|memory) (?:do|would|will) (?:i|we) need"
    r"|(?:系统|主机)?内存(?:要|需要|得)(?:多少|多大)|(?:要|需要)多(?:少|大)(?:的)?(?:系统)?内存"
)
"""System RAM is what is asked: a host question even when offloading is named."""


_RUNS_ON_CARD_RE = re.compile(
    r"\bwill\s+(?:(?!ram\b|memory\b|ddr)[\w.:-]+\s+){1,6}(?:run|load)\b"
    r"|(?:能不能|能否|可不可以|可否)(?:跑|运行|部署|带得?动)|跑(?:得|不)(?:动|了|起来)"
    r"|(?:能|可以)(?:跑|运行)\s*[\w.\-: ]{1,30}?(?:吗|么|不)"
    r"|(?:跑|运行|部署)\s*[\w.\-: ]{1,40}?(?:有戏|行不行|行吗|能行吗|可以吗|ok吗|得动吗|带得动)"
)
"""A model's run asked of the card named ("3060 + 32gb ddr4, will llama 70b q4 run", "4060 8G +
32G 内存，能不能跑 14b"): the RAM beside the card is offload room, not what is asked."""


def is_host_question(text: str, card_named: bool = False) -> bool:
    """Whether the question is about system (host) RAM rather than GPU memory.

    "have a 3090 + 64gb ddr4, can I load Qwen3 32B fully on the GPU or will it spill into
    system RAM?" names RAM but asks about the GPU; with a card named, so does a model's run
    asked ("will it run", "能不能跑").
    """
    folded = fold(text)
    if _HOST_RE.search(folded) is None:
        return False
    if _RAM_ASKED_RE.search(folded) is not None:
        return True
    runs = card_named and _RUNS_ON_CARD_RE.search(folded) is not None
    # "不想一半层跑在内存里": a spill to RAM wished away is a GPU fit asked
    return _ON_THE_GPU_RE.search(folded) is None and not runs and not offload_asked(folded)


_RAM_TB_RE = re.compile(
    r"(?<![\d,.])(\d{1,2}(?:\.\d+)?)\s*(?:tb|t|tib)\s*(?:of\s+)?(?:system\s+|host\s+|ddr[45]\s+)?"
    r"(?:ram|memory|内存)|(?:内存|ram)\s*(?:有|是|共|一共|加到|插了)?\s*(\d{1,2}(?:\.\d+)?)\s*(?:tb|t)\b"
)
"""System RAM stated in terabytes ("offload 到 1T 内存", "2TB of RAM"): 1,024 GB each."""


def stated_ram_gb(text: str) -> float | None:
    """System RAM stated in the question ("64GB of system RAM", "内存 128G", "1T 内存")."""
    folded = fold(text)
    m = _RAM_GB_RE.search(folded)
    if m:
        return float(next(g for g in m.groups() if g))
    tb = _RAM_TB_RE.search(folded)
    return float(next(g for g in tb.groups() if g)) * 1024 if tb else None


_MEMORY_BEFORE_RE = re.compile(r"(?:内存|ram|memory)\s*(?:有|是|共|一共|:)?\s*$")
_MEMORY_AFTER_RE = re.compile(
    r"\s*(?:of\s+)?(?:的\s*)?(?:system\s+|host\s+)?(?:内存|系统内存|ram\b|memory|ddr|硬盘|ssd|nvme|disk)"
)


def terabytes_of_memory(work: str, m: re.Match[str]) -> bool:
    """A ``SIZE_RE`` size in terabytes said of memory or disk: RAM or storage, no parameters.

    "offload 到 1T 内存", "内存 2T", "2t of ram" state the box's memory, not a 1,000B model.
    """
    if m["n"] is None or m["u"] != "t":
        return False
    before = _MEMORY_BEFORE_RE.search(work[max(0, m.start() - 12) : m.start()]) is not None
    return before or _MEMORY_AFTER_RE.match(work, m.end()) is not None


def stated_card_gb(text: str) -> float | None:
    """A card given only by its memory ("a 24GB card", "显存 12G")."""
    m = _CARD_GB_RE.search(fold(text))
    return float(next(g for g in m.groups() if g)) if m else None


def card_for_memory(catalog: Catalog, memory_gb: float) -> str | None:
    """The commonest catalog card with exactly ``memory_gb`` (else the smallest above it)."""
    common = [catalog.gpus[g] for g in COMMON_CARDS if g in catalog.gpus]
    exact = [g for g in common if abs(g.memory_gb - memory_gb) < 0.6]
    if exact:
        return exact[0].id
    # "a 6GB card": a card of that memory (a desktop NVIDIA one, consumer first), not a bigger one
    same = [
        g
        for g in catalog.gpus.values()
        if abs(g.memory_gb - memory_gb) < 0.6
        and g.vendor == "NVIDIA"
        and not g.unofficial
        and "laptop" not in g.id
    ]
    same.sort(key=lambda g: g.segment != "consumer")
    if same:
        return same[0].id
    above = sorted((g for g in common if g.memory_gb >= memory_gb), key=lambda g: g.memory_gb)
    return above[0].id if above else None


def ram_asked(text: str) -> bool:
    """Whether system RAM itself is what is asked ("how much RAM do I need")."""
    return _RAM_ASKED_RE.search(fold(text)) is not None


def in_ram_said(text: str) -> bool:
    """Whether weights are said to sit in system RAM on purpose (llama.cpp offload)."""
    return _IN_RAM_RE.search(fold(text)) is not None


__all__ = [
    "COMMON_CARDS",
    "card_for_memory",
    "in_ram_said",
    "is_host_question",
    "ram_asked",
    "stated_card_gb",
    "stated_ram_gb",
    "terabytes_of_memory",
]
