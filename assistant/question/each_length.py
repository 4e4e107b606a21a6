"""A job said as recordings of a length each: "2,000 episodes averaging an hour each".

"300 段录音，每段半小时" likewise: 150 hours. The duration read is one item's; the job is the
items times it. Only recordings and media (episodes, calls, videos, 录音, 视频 …) count as
items, and only when "each", "averaging", "每个", "平均" or the like ties the length to them.
"""

from __future__ import annotations

import re

from assistant.messages.engine_slots import ITEMS_TIMES_EACH
from assistant.question.numbers import number
from assistant.question.text import Scan

_ITEMS_RE = re.compile(
    # a count, not a size glued to a unit ("14b"); a model named between ("300 wan 2.1 14b clips")
    r"(?<![\d.,])(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?P<k>k|万|千)?(?![a-z\d])\s*"
    r"(?:(?:[a-z0-9][a-z0-9.-]*\s+){0,3}?"
    r"(?:episodes?|recordings?|audio files?|files?|calls?|videos?|meetings?"
    r"|lectures?|clips?|tracks?|podcasts?|interviews?|sermons?|broadcasts?|shows?|movies?|films?)"
    r"(?![a-z])"
    r"|(?:个|条|段|集|期|场|节|部|通)\s*(?:[\u4e00-\u9fff]{0,3}?)"
    r"(?:音频|录音|视频|播客|会议|文件|通话|电话|课|讲座|节目|电影|语音))"
)
"""A count of recordings or media items."""
_EACH_RE = re.compile(
    r"\beach\b|\bapiece\b|\bper (?:episode|recording|file|call|video|meeting|lecture|clip|item)\b"
    r"|\baverag\w*|\bon average\b|每(?:个|条|段|集|期|场|节|部|通)|平均"
)
"""Words that tie a length to each item."""
_STOP_RE = re.compile(r"[.;!?]\s|[。；！？]")
"""A sentence's end: items before it are not what the length is of."""
_GAP = 100
"""At most this many characters between the items and the length of each."""


def items_times_each(scan: Scan, start: int, end: int, hours: float) -> float:
    """The job's hours: ``hours`` times the items counted before the length, when tied by "each"."""
    head = scan.work[max(0, start - _GAP) : start]
    # the items in the same sentence as the length
    items = [m for m in _ITEMS_RE.finditer(head) if not _STOP_RE.search(head[m.end() :])]
    if not items:
        return hours
    m = items[-1]
    tie = scan.work[max(0, start - _GAP) + m.end() : min(len(scan.work), end + 12)]
    n = number(m["n"].replace(",", ""))
    if not _EACH_RE.search(tie) or n is None:
        return hours
    n *= {"k": 1000, "千": 1000, "万": 10000}.get(m["k"] or "", 1)
    if n < 2 or n != int(n):
        return hours
    total = n * hours
    scan.assumptions.append(ITEMS_TIMES_EACH(items=int(n), each=hours, hours=total))
    return total


_MINUTES_RE = re.compile(
    r"(?<![\d.])(?P<n>\d+(?:\.\d+)?)\s*(?:-\s*)?(?:min(?:ute)?s?(?![a-z])|分钟)"
)
"""A length in minutes, which the job-duration reader leaves alone (it is no job's span)."""


def read_minutes_each(scan: Scan) -> None:
    """The job's hours from recordings of so many minutes each ("600 calls, 30 min each")."""
    if scan.slots.get("duration_hours") is not None:
        return
    for m in _MINUTES_RE.finditer(scan.work):
        minutes = float(m["n"])
        hours = items_times_each(scan, m.start(), m.end(), minutes / 60)
        if minutes > 0 and hours != minutes / 60:
            scan.set("duration_hours", hours)
            scan.blank(*m.span())
            return


__all__ = ["items_times_each", "read_minutes_each"]
