"""Words that make a short message a request or a chat: a task asked, thanks, a social cue.

Read by ``markers.chat_act``: a short message with no domain word is chat when it is said to
someone (a social cue) and asks for no task. Pure regular expressions.
"""

from __future__ import annotations

import re

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


__all__ = ["CHAT_THANKS_RE", "SOCIAL_CUE_RE", "TASK_REQUEST_RE"]
