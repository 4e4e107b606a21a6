"""A greeting with only a vague request for help: chat, whatever it mentions in passing.

"hey, new here, can you help me pick a gpu?" greets and asks nothing yet; so does "在吗在吗～刚被
4090 的价格劝退，来取取经" ("you there? the 4090's price just put me off, came to learn"): a
card named in a remark, with no question asked of it, is no request to price or size it. Pure:
patterns over the folded text.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.question.smalltalk import smalltalk_act

GREETING_HELP_RE = re.compile(
    r"^\W*(?:hi+|hello|hey|yo|good (?:morning|evening|afternoon)|你好|您好|嗨|哈喽|大家好|各位好"
    r"|大佬们?好?)\b.{0,60}?(?:help|assist|advice|recommend|帮(?:我|忙)?|求助|请教|推荐)"
    r"[^0-9]{0,40}$",
    re.IGNORECASE,
)
"""A greeting with only a vague request for help ("hey, new here, can you help me pick a gpu?")."""
_OPENER = (
    r"(?:在吗|在不在|在么|有人吗|有人在吗|hi+|hello|hey+|yo|你好|您好|嗨|哈喽|大家好|各位好"
    r"|大佬们?好?|anyone (?:there|around|home))"
)
_VAGUE_ASK_RE = re.compile(
    rf"^\W*{_OPENER}(?:\W*{_OPENER})*\W.{{0,60}}?"
    r"(?:来?取取?经|来?请教(?:一下|一二)?|讨教(?:一下)?|求指点|指点一下|求带|来学习(?:一下)?"
    r"|(?:pick|picking) (?:your|ur) brains?|(?:need|want|looking for) (?:some )?(?:advice|tips"
    r"|pointers|guidance)|here to learn)\W*$",
    re.IGNORECASE,
)
"""A greeting opening the message and a vague request for advice closing it."""
_QUESTION_RE = re.compile(r"[?？]|吗|么|呢|多少|哪|什么|怎么|能不能|可不可以|how|what|which|can i")
"""A question asked in the middle: the message asks something, it is not only chat."""


def greets_with_vague_ask(folded: str) -> bool:
    """Whether ``folded`` is a greeting and a vague request for advice, with nothing asked."""
    found = _VAGUE_ASK_RE.match(folded)
    if found is None:
        return False
    opener = re.match(rf"^\W*{_OPENER}(?:\W*{_OPENER})*\W*", folded, re.IGNORECASE)
    middle = folded[opener.end() if opener else 0 :]
    return _QUESTION_RE.search(middle) is None


def greeting_chat(folded: str, named: bool, act: str | None) -> bool:
    """Whether the message is small talk.

    A chat act or a greeting with help asked, nothing named; or a greeting with only a vague
    request for advice, whatever it names in passing.
    """
    if greets_with_vague_ask(folded):
        return True
    return not named and (act is not None or GREETING_HELP_RE.match(folded) is not None)


_SYMPTOM_RE = re.compile(
    r"(?<![a-z])(?:crash\w*|oom|errors?|fail\w*|broken|dead|died|dying|hot|overheat\w*|slow\w*"
    r"|stuck|freez\w*|hang\w*|artifact\w*|black screen|won'?t|doesn'?t|can'?t|issues?|problems?"
    r"|throttl\w*|noisy|loud|help)(?![a-z])"
    r"|报错|崩|炸|挂了|坏|掉卡|黑屏|花屏|死机|重启|卡死|卡住|慢|热|烫|降频|问题|故障|不行|不了|不动|吵|噪音|帮"
)
"""Something wrong said of the card, or help asked: a trouble told, not a passing remark."""
_NAMED_BESIDE_CARD = ("model_id", "params_b", "budget", "method")


def greets_in_passing(folded: str, slots: dict[str, Any], ai_work: bool) -> bool:
    """A greeting, then a short remark about one's own card, with nothing asked or wrong.

    "早上好～今天继续折腾我的 p40", "morning! back at it with my 3090 today": the card is the
    asker's, named in passing; no model, budget or job is named, no question is asked and no
    symptom told, so it is small talk (a card named beside a job or a trouble is not).
    """
    if not slots.get("gpus") or ai_work or any(slots.get(k) for k in _NAMED_BESIDE_CARD):
        return False
    return smalltalk_act(folded) == "greeting" and _SYMPTOM_RE.search(folded) is None


__all__ = ["GREETING_HELP_RE", "greeting_chat", "greets_in_passing", "greets_with_vague_ask"]
