"""How many of a card are said around its name ("two", "8×", "两张", "22G ×2"); pure.

A count before the card, or after it (past a modded card's memory); machines counted before
the per-machine count multiply it ("8 台 8 卡 A800", "4 nodes of 8x h100", "two 8x h100
nodes"). Reads the lowered question only.
"""

from __future__ import annotations

import re

from assistant.question import lexicon as lx
from assistant.question.count_apart import priced_each, unit_priced
from assistant.question.numbers import number
from assistant.question.providers import PROVIDER_RE

MAX_PLAIN_COUNT = 1024
"""A plain number above this before a card is no count of it ("in 2024 4090 prices")."""
MEM_BEFORE_RE = re.compile(
    r"(?P<gb>\d{2,3})\s*g(?:b)?\s*(?:(?:版本?|的|[那这]\s*一?\s*(?:版本?|款|个))\s*){0,3}"
    r"(?:魔改版?\s*)?"
    r"(?:version of\s+(?:the\s+)?)?$"
)
"""A memory size said before the card ("16GB V100", "141G 版本的 H20", "141G 的那版 H20",
"22g的魔改2080ti")."""
_MODDED_MEM_RE = re.compile(
    r"^\s*(?:(?:魔改|modded|mod)\s*(?:版|to)?\s*)?\d{2,3}\s*g(?:b)?(?![a-z0-9])"
    r"(?:\s*(?:魔改版?|modded))?(?:\s*显存)?|^\s*(?:魔改版?|modded)(?![a-z])"
)
"""A memory size right after the card, skipped to read the count after it ("22G ×2",
"22g魔改 x2")."""
_CLOUD_BEFORE_RE = re.compile(rf"(?:{PROVIDER_RE.pattern})(?:'s|\s*上?的)?\s*$")
"""A cloud named between the count and the card: the count is still the card's."""


def count_before(work: str, start: int) -> tuple[float | None, int, bool]:
    """A count written before a GPU ("two", "8×", "两张", "双卡", "DGX"): value, start, dgx."""
    offset = max(0, start - 30)  # where the window opens: cuts below keep its start
    window = work[offset:start]
    mem = MEM_BEFORE_RE.search(window)  # "8 张 141G 的 H20": the count before the memory
    if mem is not None and mem.start() > 0:
        window = window[: mem.start()]
    cloud = _CLOUD_BEFORE_RE.search(window)  # "two lambda h100s", "4x runpod a100"
    window = window[: cloud.start()] if cloud is not None and cloud.start() > 0 else window
    m = lx.PRE_COUNT_RE.search(window)
    if m is None or cloud is not None and m.group().strip() in ("a", "an"):
        return None, start, False  # "a runpod a40": the article of the cloud, no count
    # "eight runpod h100s": the card's span opens at the card, so the cloud's name stays read
    begin = start if cloud is not None and cloud.start() > 0 else offset + m.start()
    if work[:begin].rstrip().endswith("="):
        return None, start, False  # "batch=32 3090": a setting's value, not a count of cards
    if m["dgx"] is not None:
        return None, begin, True
    text = m["mul"] or m["num"] or m["word"] or m["cn"] or m["pair"]
    value = number(text)
    if m["num"] is not None and value is not None and abs(value) > MAX_PLAIN_COUNT:
        return None, start, False  # "in 2024 4090 prices": a year, not a count
    before = work[max(0, begin - 24) : begin]
    machines = _MACHINES_BEFORE_RE.search(before)
    many = number(machines["n"]) if machines is not None else None
    if machines is not None and many is not None and value and 1 < many <= _MAX_MACHINES:
        # "8 台 8 卡 A800", "4 nodes of 8x h100": the count per machine times the machines
        return value * many, begin - len(before) + machines.start(), False
    many = machines_said_before_each(work, begin)  # "2-node job, each node 8x A100"
    return (value * many if value and many else value), begin, False


_EACH_MACHINE_RE = re.compile(
    r"(?:(?<![a-z])(?:each|per|every)(?:\s+(?:gpu\s+)?(?:node|server|machine|box|host))?"
    r"(?:\s+(?:has|with|is|runs|having))?\s*(?:[:=]\s*)?"
    r"|每台(?:机器|服务器|节点)?(?:都)?(?:是|有|配|装)?\s*|每个?节点(?:都)?(?:是|有|配|装)?\s*)$"
)
"""Each machine's count said next ("each node 8x", "每台 8 张"): the machines said before."""
_MACHINES_SAID_RE = re.compile(
    rf"(?<![\w.])(?P<n>\d{{1,3}}|{lx.EN_NUMWORD})[\s-]*(?:gpu[\s-]+)?"
    r"(?:nodes?|servers?|machines?|boxes|hosts?)(?![a-z])"
    r"|(?<![\d.])(?P<zn>\d{1,3}|[两二三四五六七八九十]{1,2})\s*(?:台|个节点)"
)


def machines_said_before_each(work: str, begin: int) -> float | None:
    """The machines counted before "each node" / "每台" that precedes a card's count, or None."""
    each = _EACH_MACHINE_RE.search(work[max(0, begin - 40) : begin])
    if each is None:
        return None
    said = list(_MACHINES_SAID_RE.finditer(work[: max(0, begin - 40) + each.start()]))
    m = said[-1] if said else None  # the nearest machine count before it
    many = number(m["n"] or m["zn"]) if m is not None else None
    return many if many is not None and 1 < many <= _MAX_MACHINES else None


_MACHINES_BEFORE_RE = re.compile(
    rf"(?<![\w.])(?P<n>\d{{1,3}}|[两二三四五六七八九十]{{1,2}}|{lx.EN_NUMWORD})\s*"
    r"(?:台|个节点|节点|(?:nodes?|servers?|machines?|boxes|hosts?)(?:\s+(?:of|with|each with))?)"
    r"\s*(?:x\s*)?$"
)
"""Machines said before each one's count ("8 台 8 卡", "4 nodes of 8x"): the cards multiply."""
_MAX_MACHINES = 512


_MACHINES_AFTER_RE = re.compile(
    r"^\s*(?:gpu\s+)?(?:nodes?|servers?|machines?|boxes|hosts?)(?![a-z])"
)
_MACHINE_COUNT_BEFORE_RE = re.compile(rf"(?<![\w.])(?P<n>\d{{1,2}}|{lx.EN_NUMWORD})\s+$")


def machines_around(
    work: str, count: float | None, begin: int, end: int
) -> tuple[float | None, int]:
    """The cards of machines counted before the per-machine count ("two 8x h100 nodes")."""
    if not count or _MACHINES_AFTER_RE.match(work[end : end + 16]) is None:
        return count, begin
    m = _MACHINE_COUNT_BEFORE_RE.search(work[max(0, begin - 12) : begin])
    many = number(m["n"]) if m is not None else None
    if m is None or many is None or not 1 < many <= _MAX_MACHINES:
        return count, begin
    return count * many, begin - (len(work[max(0, begin - 12) : begin]) - m.start())


_AMONG_RE = re.compile(r"\s*(?:卡|显卡)?\s*(?:里|中|之中|当中|之间|里面|选|挑|二选一|三选一)")


_CARD_HOUR_RE = re.compile(r"\s*·?\s*(?:时|小时)")


def count_after(work: str, end: int) -> tuple[float | None, int]:
    """A count written after a GPU ("4090 x2", "2080ti 魔改 22G ×2"): value and its end."""
    m = lx.POST_COUNT_RE.match(work[end : end + 16])
    if m is None:  # "2080ti 魔改 22G ×2": the count after the card's memory
        mem = _MODDED_MEM_RE.match(work[end : end + 24])
        if mem is None:
            return None, end
        end += mem.end()
        m = lx.POST_COUNT_RE.match(work[end : end + 16])
    if m is None or _AMONG_RE.match(work, end + m.end()) or priced_each(m["cn"] or ""):
        return None, end  # "A6000、L40S、4090 三张里挑哪张": the options counted, not 3 × 4090
    if _CARD_HOUR_RE.match(work, end + m.end()):
        return None, end  # "a100 一卡时 5 元": a rent's unit, the card-hour, not one card
    value = number(m["mul"] or m["cn"] or m["way"] or m["nvl"])  # "NVL72": 72
    if unit_priced(value, work[end + m.end() : end + m.end() + 16]):
        return None, end  # "mi50 32g 一张才 900": what one card costs, not one card asked
    return value, end + m.end()


_PLAIN_FIGURE_RE = re.compile(r"\s*~?\d[\d,]*(?:\.\d+)?\s*k?\s*")
_HOURS_AFTER_RE = re.compile(
    r"(?:s(?![a-z]))?[\s-]*(?:gpu[\s-]*)?(?:hours?|hrs?)(?![a-z])|\s*(?:个\s*)?(?:小时|卡时|机时)"
)
"""Hours said right after a card ("400 A100-hours", "500 h100 hours", "1000 个 A100 小时")."""


def _hours_of_card(work: str, begin: int, start: int, end: int) -> bool:
    """The plain figure before the card is hours of it, not cards ("~400 A100-hours a month").

    ``begin`` opens the count read before the card, ``start`` and ``end`` span the card.
    """
    figure = _PLAIN_FIGURE_RE.fullmatch(work[begin:start])
    return figure is not None and _HOURS_AFTER_RE.match(work, end) is not None


def cards_before(work: str, start: int, end: int) -> tuple[float | None, int, bool]:
    """The count said before the card spanning ``start:end``, machines counted around it too.

    ``count_before`` then ``machines_around`` ("two 8x h100 nodes"); a plain figure that is the
    card's hours ("~400 A100-hours") counts no cards.
    """
    count, begin, dgx = count_before(work, start)
    count, begin = machines_around(work, count, begin, end)
    if count is not None and _hours_of_card(work, begin, start, end):
        return None, start, dgx
    return count, begin, dgx


def one_machine_cards(
    work: str, count: float | None, before: tuple[int, int], end: int
) -> tuple[float | None, int]:
    """The cards of one machine said before the card ("一台 H800 八卡机器": 8), else as read.

    ``before`` spans the count said before the card; ``end`` is where the card ends.
    """
    if count != 1 or "台" not in work[before[0] : before[1]]:
        return count, end
    per_machine, after_end = count_after(work, end)
    return (per_machine, after_end) if per_machine and per_machine > 1 else (count, end)


__all__ = [
    "MAX_PLAIN_COUNT",
    "MEM_BEFORE_RE",
    "cards_before",
    "count_after",
    "count_before",
    "machines_around",
    "one_machine_cards",
]
