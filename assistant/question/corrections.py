"""A correction made inside the question: the word taken back is dropped before reading.

"yolov8n 在 jetson……不对，在 T4 上" and "on a 3060, sorry I mean 3070" name one card each: the
one said after the correction. Dropping the abandoned words keeps them from being read as a
second card, or reported as one the catalog lacks.
"""

from __future__ import annotations

import re

_SAID_AGAIN = r"(?:about |around |~|约|大概)?[$¥￥€]?\s*(?:\d|[一二两三四五六七八九十半](?![a-z]))"
"""A figure said first thing after a correction ("不是，八毛一度", "sorry, 6k")."""
_MARKER_RE = re.compile(
    r"(?:"
    r"(?:sorry|oops|err|no wait|wait)[\s,]*(?:i\s+)?(?:mean|meant)\b|(?<![a-z])i\s+meant?\b"
    r"|\bcorrection\b|不对|说错了|打错了|写错了|口误|我是说|我的意思是"
    # "一块八毛... 不是，八毛一度", "$5k, sorry, $6k": a figure said again after a bare "no"
    rf"|(?<=[.…。，,\s])不是(?=\s*[，,])|(?<![a-z])(?:sorry|oops|no wait)(?=[\s,]+{_SAID_AGAIN})"
    r")[\s,，.;:!…-]*(?:是|应该是)?[\s,，]*",
    re.IGNORECASE,
)
"""A speaker taking back what they just said ("sorry I mean", "不对", "说错了")."""
_WRONG_RE = re.compile(r"不对|不是|说错了|打错了|写错了|口误|correction", re.IGNORECASE)
"""A marker saying what came before was wrong, not an elaboration of it ("I mean")."""
_PLACE_RE = re.compile(
    r"(?:在|用|拿|(?<![a-z])(?:on|with|using|for)\b)\s*(?:(?:a|an|the|my)\s+)?", re.IGNORECASE
)
"""The word that introduced the abandoned name ("on a", "在"): kept, the name after it goes."""
_LOOK_BACK = 30
"""How far back the abandoned words may reach, in characters."""


_FIGURE = (
    r"(?:\d[\d,]*(?:\.\d+)?\s*(?:[kmbt]|gb|g|tb|w|x|k?\s*tokens?|gpus?|cards?|卡|张|万亿|亿|万|千)?"
    r"|[一二两三四五六七八九十]{1,3}\s*(?:张|块|台|个)\s*(?:卡|显卡)?)"
)
_NEGATED_RE = re.compile(
    rf"\s*[,，;；—–-]?\s*(?:(?<![a-z])(?<!why )(?:not|rather than|instead of)\s+{_FIGURE}"
    rf"(?=\s*(?:[.,;:!?。，；！？)]|$))"
    rf"|(?<!是)(?:而)?不是\s*{_FIGURE}(?=\s*(?:[.,;:!?。，；！？)]|而?是|$)))",
    re.IGNORECASE,
)
"""A figure corrected away ("500M tokens, not 5B", "4 of them not 3", "是 8 张，不是 6 张")."""


_UNIT = (
    r"(?:[kmb]|kwh|kw|w|gb|g|tb|x|%|块钱?|元|毛钱?|角|分|万|千|百|亿|度|张|卡|台|个|刀|美元|美金"
    r"|usd|rmb|cny|dollars?|bucks|cents?|¢|cards?|gpus?|nodes?|hours?|hrs?|days?|weeks?|months?"
    r"|小时|天|周|月|年)"
)
_TRAILING_FIGURE_RE = re.compile(
    rf"(?:(?:[$¥￥€]\s*)?(?:\d[\d,]*(?:\.\d+)?|[零一二两三四五六七八九十百千万]+)\s*(?:{_UNIT}\s*)?)+$",
    re.IGNORECASE,
)
"""The figure a text ends on ("电费一块八毛", "budget of $5k", "for 10 hours")."""
_LEADING_FIGURE_RE = re.compile(rf"\s*{_SAID_AGAIN}", re.IGNORECASE)


def _figure_taken_back(before: str, after: str) -> int | None:
    """Where the figure taken back starts, when a figure replaces it ("一块八毛… 不是，八毛").

    Only the figure goes: the words that introduced it ("电费", "budget of") stay, so the
    corrected figure is read in their place for any money, tariff or count.
    """
    if _LEADING_FIGURE_RE.match(after) is None:
        return None
    m = _TRAILING_FIGURE_RE.search(before)
    return m.start() if m is not None and m.group().strip() else None


def drop_negated(text: str) -> str:
    """The text without the figures it says are not meant, so none is read as a size or count."""
    return _NEGATED_RE.sub("", text)


def drop_corrected(text: str) -> str:
    """The text with each taken-back word removed and the correction said in its place."""
    text = drop_negated(text)
    for _ in range(3):  # a question corrects itself at most a few times
        marker = _MARKER_RE.search(text)
        if marker is None or marker.start() == 0 or marker.end() >= len(text):
            return text
        before = text[: marker.start()].rstrip(" \t,.;:!…-")
        if before.rstrip().endswith(("?", "!")) and not _WRONG_RE.match(marker.group()):
            # "what do I need? I mean for training": said anew, nothing taken back ("就一张
            # A2? 不对, 是 A10" says the card asked about was wrong: it is taken back)
            return text
        figure = _figure_taken_back(before, text[marker.end() :])
        if figure is not None:  # "电费一块八毛... 不是，八毛一度": the tariff is 0.8
            text = f"{text[:figure]}{text[marker.end() :]}"
            continue
        window_start = max(0, len(before) - _LOOK_BACK)
        places = list(_PLACE_RE.finditer(before, window_start))
        if places and places[-1].end() < len(before):
            again = _PLACE_RE.match(text, marker.end()) is not None  # "在 X 不对，在 T4 上"
            cut = places[-1].start() if again else places[-1].end()
        else:
            words = before.rstrip().rsplit(None, 1)
            cut = len(words[0]) + 1 if len(words) == 2 else 0
        text = f"{text[:cut]}{text[marker.end() :]}"
    return text


__all__ = ["drop_corrected", "drop_negated"]
