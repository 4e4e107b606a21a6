"""AI chips that are not GPUs (NPUs, Groq's LPU, Cerebras, Tenstorrent): named, never sized.

"tokens/sec for llama 3 8b on an intel core ultra npu", "骁龙X Elite笔记本的NPU跑phi-3 mini能多快",
"self-host llama 3 70b on groq lpu cards": the catalog holds GPUs and Apple silicon only, so
the chip becomes an ``other_accelerator`` problem that names it; no GPU is sized in its place.
Pure: one regular expression over the folded text.
"""

from __future__ import annotations

import re

from assistant.messages import talk
from assistant.messages.core import Message
from assistant.models import Problem
from assistant.question.text import Scan

_ACCELERATOR_RE = re.compile(
    r"(?<![a-z0-9])(?:(?:qualcomm\s+)?(?:snapdragon|骁龙)\s*(?:x\s*(?:elite|plus)|8\s*gen\s*\d)?"
    r"|(?:intel\s+)?core\s+ultra(?:\s+\d{1,3}[a-z]?)?|(?:intel\s+)?ai\s+boost"
    r"|(?:amd\s+)?ryzen\s+ai(?:\s+(?:max\+?\s*)?\d{2,3})?|xdna\s*\d?|hexagon"
    r"|(?:apple\s+)?neural\s+engine|神经网络引擎|groq(?:\s*lpus?)?|lpus?|cerebras(?:\s*wse-?\d)?"
    r"|sambanova(?:\s*sn\d+\w*)?|tenstorrent(?:\s+(?:wormhole|blackhole|grayskull)(?:\s+n\d+)?)?"
    r"|(?:wormhole|blackhole)\s+n\d+"
    # AWS's own chips and Google's TPUs: no GPU row sizes them
    r"|(?:aws\s+)?(?:inferentia|trainium)\s*\d?|(?:inf|trn)[12]n?\.\d*x?large"
    r"|neuronx?(?:[\s-]*(?:sdk|distributed|cores?|cc|runtime))|(?:google\s+)?(?:cloud\s+)?tpus?(?:\s*v\d\w*)?"
    # transformer ASICs: Etched's Sohu (a bare "asic" only when nothing else is named)
    r"|etched(?:'?s)?\s+(?:sohu|ai|chips?|asics?)|sohu|asics?"
    # quantum and photonic computers: no GPU row or guide sizes them ("量子计算机能替代GPU吗")
    r"|quantum\s+(?:computers?|computing|processors?|chips?)|qpus?|量子(?:计算机|计算|芯片|处理器)"
    r"|(?:photonic|optical)\s+(?:computers?|computing|processors?|chips?)|lightmatter"
    r"|lightelligence|光子(?:计算)?(?:芯片|计算机|处理器)|光子计算|光计算(?:芯片)?|曦智(?:科技)?"
    # compute-in-memory chips: no GPU row or guide sizes them ("存算一体芯片能比 GPU 省电吗")
    r"|存算一体(?:芯片)?|后摩(?:智能)?(?:\s*鸿途\s*h\d+)?|鸿途\s*h\d+|houmo(?:\s*ai)?|知存(?:科技)?"
    r"|d-?matrix(?:\s*corsair)?|(?:compute|processing)[\s-]in[\s-]memory(?:\s+chips?)?"
    r"|in[\s-]memory\s+comput\w*(?:\s+chips?)?|mythic\s+(?:amp|m\d+\w*)"
    # single-board computers: a CPU and an NPU at most, no GPU the catalog sizes
    r"|raspberry\s*pi(?:\s*\d)?|树莓派\s*\d?|orange\s*pi(?:\s*\d\w*)?|香橙派\s*\d?[a-z0-9]*|rk\s*3588"
    # China-made AI cards the catalog has no row for (Ascend 910B it has)
    r"|(?:huawei\s+|华为\s*)?cloud\s*matrix(?:\s*\d{3})?|(?:google(?:'s)?\s+)?(?:ironwood|trillium)"
    r"|(?:huawei\s+|华为\s*)?atlas\s*\d{3}[a-z]?(?:\s+(?:duo|pro))?|(?:cambricon\s+|寒武纪\s*)?mlu\s*\d{3}\w*"
    r"|思元\s*\d{3}|昆仑芯(?:\s*[a-z]?\d+)?|kunlunxin(?:\s*[a-z]?\d+)?|海光\s*dcu|hygon\s+dcu"
    r"|摩尔线程(?:\s*mtt\s*s\d+)?|mtt\s+s\d{3,4}|壁仞(?:\s*br\d+)?|燧原(?:\s*\w+)?"
    r"|(?:太初元碁|太初|tecorigin)(?:\s*(?:t\d{2,3}|sdaa))?|(?:天数智芯|iluvatar(?:\s+corex)?)"
    r"(?:\s*(?:bi-?v?\d{2,3}|天垓\s*\d{2,3}|智铠\s*\d{2,3}))?|天垓\s*\d{2,3}|智铠\s*\d{2,3}"
    r"|(?:沐曦|metax)(?:\s*(?:曦云\s*)?(?:mxc|c|n)\d{3})?|曦云\s*c\d{3}|(?:瀚博|vastai)(?:\s*sv\d{3})?"
    r"|算能\s*(?:sc|bm)\d{1,4}\w*|sophgo(?:\s*(?:sc|bm)\d{1,4}\w*)?|(?:登临|denglin)(?:\s*goldwasser)?"
    r"|biren(?:\s*br\d+)?|enflame(?:\s*[a-z]\d{2,3})?|moore\s*threads(?:\s*mtt\s*s\d+)?"
    r")(?:\s+npus?)?(?![a-z0-9])|(?<![a-z0-9])npus?(?![a-z0-9])",
    re.IGNORECASE,
)
"""A chip for AI work that is not a GPU, as people name it (its brand, or just "NPU")."""
_SET_ASIDE_RE = re.compile(
    # the chip's class said after its name: "树莓派级别不考虑", "pi-class boards are out"
    r"(?:[\s-]*(?:级别|级|那种|这种|这类|之类的?|这一档|class|level|tier)(?:\s+boards?)?(?![a-z])){0,2}"
    r"(?:\s*(?:(?:is|was|'s|are|were|just|only)\s+)*(?:way\s+|far\s+|much\s+)?too\s+"
    r"(?:slow|weak|old|underpowered|limited)|\s*(?:can'?t|cannot|couldn'?t)\s+keep\s+up"
    r"|\s*(?:(?:is|'s|was)\s+)?(?:(?:definitely|obviously|clearly)\s+)?(?:out|hopeless|a no-?go"
    r"|no good|not enough|not an option)(?![a-z])|\s*(?:won'?t|wouldn'?t)\s+cut\s+it"
    r"|[^，。,.!?？]{0,20}?(?:太慢|太卡|太弱|跑不动|带不动|扛不住|不够用|不够快|没戏|不行|没希望|跑不了)"
    # ruled out outright: "树莓派不考虑了，淘了张 T4", "the pi is off the table"
    r"|\s*(?:就|先|也)?(?:不考虑|不用了|放弃|算了|排除|pass)"
    r"|\s*(?:(?:is|'s|was)\s+)?(?:ruled out|off the table|not an option anymore))"
)
"""A chip said to fall short, or ruled out, right after its name ("raspberry pi is too slow",
"树莓派太慢", "树莓派不考虑了")."""
_CARD_ASKED_RE = re.compile(
    r"(?<![a-z])(?:gpu|card|nvidia|graphics)(?![a-z])|显卡|哪张卡|什么卡|啥卡|n卡|英伟达"
)
"""A GPU asked for in its place."""
_GPU_MAKER_RE = re.compile(
    r"moore|摩尔线程|mtt|biren|壁仞|metax|沐曦|曦云|iluvatar|天数智芯|天垓|智铠|海光|hygon|dcu"
)
"""China-made GPUs (Moore Threads MTT S4000, Biren BR100, MetaX C500, Hygon DCU): GPUs the
catalog lacks, not NPUs, so the note says it has no figures for them without calling them
something else."""


def _chip_message(name: str) -> Message:
    """The note for a chip the catalog lacks: a GPU by a maker it has no rows for, or an NPU."""
    if _GPU_MAKER_RE.search(name.lower()):
        return talk.UNLISTED_GPU_MAKER(name=name)
    return talk.OTHER_ACCELERATOR(name=name)


_BARE = frozenset({"npu", "npus", "lpu", "lpus", "asic", "asics"})
_CATALOG_NPU_RE = re.compile(r"ascend|昇腾|huawei|华为|cambricon|寒武纪|kunlun|昆仑|海光|hygon")
"""Makers whose NPUs the catalog holds (Huawei Ascend 910B…): "Ascend NPUs" is not unknown."""


def _unknown_gpu_is_a_chip(problem: Problem) -> bool:
    """An unknown card that is a non-GPU chip by name ("trainium", "tpu v5e")."""
    said = (problem.surface or "").lower()
    m = _ACCELERATOR_RE.search(said) if problem.kind == "unknown_gpu" else None
    return m is not None and m.group().strip() not in _BARE


def read_other_accelerators(scan: Scan) -> None:
    """Name each non-GPU AI chip the question asks about as a problem (a bare "NPU" only alone)."""
    for i, problem in enumerate(scan.problems):  # read as an unknown GPU first: a chip instead
        if _unknown_gpu_is_a_chip(problem):
            message = _chip_message(problem.surface or "")
            en, zh = message.render("en"), message.render("zh")
            scan.problems[i] = Problem(kind="other_accelerator", en=en, zh=zh)
    found = list(_ACCELERATOR_RE.finditer(scan.work))
    named = [m for m in found if m.group().strip().lower() not in _BARE]
    catalog_npu = bool(scan.slots.get("gpus")) or _CATALOG_NPU_RE.search(scan.work) is not None
    for m in named or ([] if catalog_npu else found[:1]):
        surface = " ".join(scan.surface(m.start(), m.end()).split())
        card = scan.slots.get("gpus") or _CARD_ASKED_RE.search(scan.work)
        if _SET_ASIDE_RE.match(scan.work, m.end()) and card:
            # "raspberry pi is too slow … cheapest nvidia card that handles it": the card asked
            # ("树莓派没戏了，换 jetson orin nano": the catalog card named in its place)
            scan.assumptions.append(talk.OTHER_CHIP_SET_ASIDE(name=surface))
            continue
        message = _chip_message(surface)
        en, zh = message.render("en"), message.render("zh")
        problem = Problem(kind="other_accelerator", en=en, zh=zh)
        if problem not in scan.problems:
            scan.problems.append(problem)


__all__ = ["read_other_accelerators"]
