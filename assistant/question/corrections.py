"""A correction made inside the question: the word taken back is dropped before reading.

"yolov8n 在 jetson……不对，在 T4 上" and "on a 3060, sorry I mean 3070" name one card each: the
one said after the correction. Dropping the abandoned words keeps them from being read as a
second card, or reported as one the catalog lacks.
"""

from __future__ import annotations

import re

_MARKER_RE = re.compile(
    r"(?:"
    r"(?:sorry|oops|err|no wait|wait)[\s,]*(?:i\s+)?(?:mean|meant)\b|(?<![a-z])i\s+meant?\b"
    r"|\bcorrection\b|不对|说错了|打错了|写错了|口误|我是说|我的意思是"
    r")[\s,.;:!…-]*(?:是|应该是)?[\s,]*",
    re.IGNORECASE,
)
"""A speaker taking back what they just said ("sorry I mean", "不对", "说错了")."""
_WRONG_RE = re.compile(r"不对|说错了|打错了|写错了|口误|correction", re.IGNORECASE)
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
