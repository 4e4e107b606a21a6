"""Words that make a short message a request or a chat: a task asked, thanks, a social cue.

Read by ``chat_act``: a short message with no domain word is chat when it is said to someone
(a social cue) and asks for no task. Pure.
"""

from __future__ import annotations

import re

from assistant.question import intent_cues as cues

TASK_REQUEST_RE = re.compile(
    r"(?<![a-z])(?:write|draft|translate|summari[sz]e|code|program|debug|fix|make|build|create"
    r"|generate|calculate|compute|find|book|order|buy|sell|install|set ?up|recommend|suggest"
    r"|charges?"
    r"|do (?:my|our|the)|per (?:hour|hr|month)"
    r"|how (?:do|to|can|should|much|many|long|fast)|what(?:'?s| is) the (?:best|cheapest)"
    r"|best \w+ for|what (?:does|do|is|are) \w|means?|meaning|explain\w*|why|difference"
    r"|what (?:if|about)|how about|and if|pick|choose|go (?:with|for)|which (?:one|would|should))"
    r"(?![a-z])"
    r"|帮我(?!看看|想想)|写|翻译|总结|怎么|如何|推荐|多少|哪个|哪款|买|租|装|配置|是什么|什么意思|选|挑"
    r"|为什么|区别|原理|要是|如果|那.{0,12}呢",
)
"""A task asked for: a message that asks for one is a request (on topic or not), not a chat."""

ASKED_OF_ME_RE = re.compile(
    r"(?<![a-z])(?:(?:can|could|would|will) (?:you|u)|please|pls|plz|mind)\s+(?:please\s+|pls\s+)?"
    r"(?!help\b|hear\b|see\b|understand\b|talk\b|speak\b|answer\b|reply\b|respond\b)"
    r"[a-z]+(?:ing)?\s+(?:over\s+|through\s+|up\s+)?(?:my|our|this|these|that|those|his|her|their"
    r"|a|an|some)(?![a-z])"
    r"|(?:(?:能|可以|能不能|可不可以|麻烦|请)(?:你|您)?(?:帮(?:我|忙)|给我|替我)?|帮(?:我|忙)|给我|替我)"
    r"(?:改|润色|校对|修改|检查|看看|看下|看一下|翻|翻译|写|整理|优化)(?:一下|下)?"
    r"(?:我|我的|这个|这篇|这段|这份)"
)
"""A task asked of me on something of the asker's ("can you proofread my resume", "能帮我润色
一下我的简历吗"): whatever the verb, it is a request, not a chat; "can you hear me" or "can you
answer in chinese" is about talking with me, and stays chat."""

_TIME_OF_DAY_RE = re.compile(
    r"(?<![\d.])\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)(?![a-z])"
    r"|(?:凌晨|半夜|深夜|晚上|早上|下午)\s*\d{1,2}\s*点(?:半|多|钟)?"
)
"""A time of day ("up at 3am", "凌晨2点"): said in chat, no count or size."""

CHAT_THANKS_RE = re.compile(
    r"(?<![a-z])(?:thanks?|thx|appreciate\w*|helpful|cheers)(?![a-z])|谢|感谢|牛|厉害|强啊|666"
)
"""Thanks or praise inside a short chat ("ok that makes sense, appreciate it man", "牛啊")."""

SOCIAL_CUE_RE = re.compile(
    r"(?<![a-z])(?:you|u|your|ur|yo|sup|what'?s up|wassup|hey|hi|hello|bro|dude|man|ok|okay|sure"
    r"|nice|cool|great|awesome|wow|lol|haha\w*|makes sense|got it|appreciate\w*|thanks?|thx"
    r"|english|chinese|language|bot|human|ai)(?![a-z])"
    r"|你|您|大佬|老师|在吗|在线|有人|牛|厉害|强啊|666|哈哈|谢|中文|英文|机器人|真人",
)
"""A word people say to someone rather than about GPUs: you, greetings, praise, assent."""


def asked_of_me_off_domain(folded: str) -> bool:
    """A task asked of me on something of the asker's, with no GPU or AI word: off topic.

    "could you polish this email to my landlord", "能帮我改一下我的论文摘要吗"; "can you check my
    vllm config" names the domain and stays a question of it.
    """
    return ASKED_OF_ME_RE.search(folded) is not None and cues.DOMAIN_RE.search(folded) is None


CHAT_MAX_CHARS = 48
"""The longest message read as chat when it says nothing of the domain and asks for nothing."""


def chat_act(folded: str) -> str | None:
    """``thanks``/``greeting`` for a short message with no domain word and no task asked.

    "yo whats up", "你是chatgpt吗", "can you answer in chinese too?", "牛啊 这么快就算出来了":
    what the phrase list does not name is still small talk when it is short, names nothing of
    GPUs, models or money (``DOMAIN_RE``), holds no number (a time of day is none: "still up at
    2am lol"), asks for no task (``TASK_REQUEST_RE``, ``ASKED_OF_ME_RE``) and is said to someone
    (a "you", a greeting, praise or assent).
    """
    text = folded.strip()
    if not text or len(text) > CHAT_MAX_CHARS:
        return None
    if any(c.isdigit() for c in _TIME_OF_DAY_RE.sub(" ", text)):
        return None
    if cues.DOMAIN_RE.search(text) or TASK_REQUEST_RE.search(text) or ASKED_OF_ME_RE.search(text):
        return None
    if cues.OFF_TOPIC_RE.search(text) or cues.NON_AI_USE_RE.search(text):
        return None
    if SOCIAL_CUE_RE.search(text) is None:  # "asdkjh qwe", "怎么让 KV 小一点": not said to me
        return None
    return "thanks" if CHAT_THANKS_RE.search(text) else "greeting"


__all__ = [
    "ASKED_OF_ME_RE",
    "CHAT_MAX_CHARS",
    "CHAT_THANKS_RE",
    "SOCIAL_CUE_RE",
    "TASK_REQUEST_RE",
    "asked_of_me_off_domain",
    "chat_act",
]
