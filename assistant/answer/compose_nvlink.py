"""First line for NVLink links read off the machine, held against the card's own links.

"topo -m shows NV12 between GPU0 and GPU1", "nvlink -s: 8 links at 26.562 GB/s": yes when
every link the card has shows at its rate (``verify.nvlink_links``), no when some are missing.
Pure: no I/O.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.messages import Message
from assistant.messages import test_results as msg
from assistant.models import GPU, TestResult
from assistant.verify.nvlink_links import nvlink_check


def _seen(result: TestResult) -> Message:
    """What was read, in the tool's terms: ``NV12``, "8 links at 26.562 GB/s"."""
    links, rate = result.nvlinks, result.link_rate_gb_s
    if links is not None and rate is not None:
        return msg.SEEN_LINKS(links=links, rate=rate)
    if links is not None:
        return (msg.SEEN_COUNT if result.test != "topology" or rate else msg.SEEN_NV)(links=links)
    return msg.SEEN_RATE(rate=rate or 0.0)


def nvlink_lead(draft: Draft, result: TestResult, cards: str, card: GPU) -> bool:
    """Judge the links seen against ``card``'s; False when the card or the reading gives none."""
    check = nvlink_check(card, result.nvlinks, result.link_rate_gb_s)
    if check is None:
        return False
    draft.verdict = "yes" if check.full else "no"
    if check.full and check.shown is None:  # "all links 26.562 GB/s": each at its rate
        text = msg.NVLINK_RATE_FULL(
            seen=_seen(result), cards=cards, expected=check.expected, per=check.per_link_gb_s,
            each_way=check.expected * check.per_link_gb_s, total=check.total_gb_s,
            last=check.expected - 1,
        )  # fmt: skip
        draft.add(text.render(draft.lang))
        return True
    lead = msg.NVLINK_FULL if check.full else msg.NVLINK_SHORT
    text = lead(
        seen=_seen(result), cards=cards, expected=check.expected, per=check.per_link_gb_s,
        total=check.total_gb_s,
    )  # fmt: skip
    draft.add(text.render(draft.lang))
    return True


__all__ = ["nvlink_lead"]
