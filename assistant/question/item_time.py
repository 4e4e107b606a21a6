"""One item's time asked of a media job: "单条生成大概几分钟", "how long per clip?".

"接了 60 条 720p 的片子，单条生成大概几分钟", "一段要多久", "each video takes how long": the
question asks what one clip or image takes; a count said beside it sizes the whole job, which
follows. A measure word of clips or images (条, 段, 张 but not 张卡) after 单, 每 or a bare 一,
or "per", "each", "a single" before a clip or an image, ties the time to one item
(``Query.item_time_asked``). Pure: regular expressions over the lower-cased text.
"""

from __future__ import annotations

import re

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


def read_item_time(scan: Scan) -> None:
    """Set ``item_time_asked`` when the time of one clip or image is asked."""
    if _ITEM_TIME_RE.search(scan.lower) is not None:
        scan.set("item_time_asked", True)


__all__ = ["read_item_time"]
