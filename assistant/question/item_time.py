"""One item's time asked of a media job: "单条生成大概几分钟", "how long per clip?".

"接了 60 条 720p 的片子，单条生成大概几分钟", "一段要多久", "each video takes how long": the
question asks what one clip or image takes; a count said beside it sizes the whole job, which
follows. A measure word of clips or images (条, 段, 张 but not 张卡) after 单, 每 or a bare 一,
or "per", "each", "a single" before a clip or an image, ties the time to one item
(``Query.item_time_asked``). Pure: regular expressions over the lower-cased text.
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.question.text import Scan

_TIME_ASK = r"(?:几分钟|几秒钟?|多久|多长时间|多少秒|多少分钟|耗时多少|要多少时间)"
_ZH_ITEM = (
    r"(?<![\d一二两三四五六七八九十百千万几])(?:单|每|一)\s*"
    r"(?:条|段|张(?!\s*(?:卡|显卡|gpu|a\d|h\d|\d))|个\s*(?:视频|片子|clip|video))"
)
_EN_ITEM = r"(?:clip|video|image|picture|pic|render|generation|frame)"
_ITEM_TIME_RE = re.compile(
    rf"{_ZH_ITEM}[^，。？?！!,;；\d]{{0,10}}?{_TIME_ASK}"
    rf"|(?<![a-z])(?:per|each|every|a single|one)\s+{_EN_ITEM}s?\b[^.?!;]{{0,30}}?"
    r"\bhow (?:long|many (?:minutes|mins|seconds|secs))\b"
    rf"|\bhow (?:long|many (?:minutes|mins|seconds|secs))\b[^.?!;]{{0,24}}?"
    rf"\b(?:per|for (?:each|one|a single|every)|each|a|an)\s+{_EN_ITEM}\b"
)
"""A time asked of one clip or image."""
_PRICE_ASK = r"(?:多少钱|几毛钱?|几块钱?|几分钱|几美[元金分]|成本|花多少|费用)"
_ITEM_PRICE_RE = re.compile(
    rf"{_ZH_ITEM}[^，。？?！!,;；\d]{{0,10}}?{_PRICE_ASK}"
    rf"|(?:[$¥]|\bcost|\bprice|\bdollars?|\bcents?)\s*(?:per|an?|for (?:each|one|a single))"
    rf"\s+{_EN_ITEM}\b"
)
"""A price asked of one clip or image ("一条下来几毛钱", "$ per clip", "cost per image")."""


def read_item_time(scan: Scan) -> None:
    """Set ``item_time_asked`` (``item_price_asked``) when one item's time (price) is asked."""
    if _ITEM_TIME_RE.search(scan.lower) is not None:
        scan.set("item_time_asked", True)
    if _ITEM_PRICE_RE.search(scan.lower) is not None:
        scan.set("item_price_asked", True)


def one_item_priced(query: Query) -> bool:
    """One image or clip is the job priced: its price asked, no count of them said."""
    media = query.workload_id is not None and query.workload_family in ("image", "video")
    return media and query.item_price_asked and not query.samples


def one_item_size(query: Query) -> dict[str, int]:
    """The workload tools' job size when one item is priced (``one_item_priced``), else none."""
    return {"images": 1} if one_item_priced(query) else {}


__all__ = ["one_item_priced", "one_item_size", "read_item_time"]
