"""Words that say whether a message continues the last question or starts another.

Read once by the parser's markers (``new_topic``, ``follow_up``, and whether the message opens
with a change); the conversation decides from those markers. Pure regular expressions.
"""

from __future__ import annotations

import re

from assistant.models import Intent
from assistant.question import intent_cues as cues
from assistant.question.owning_cues import buy_instead, part_weighed, rent_instead, rents

NEW_TOPIC_RE = re.compile(
    r"\b(?:different|new|another|separate|unrelated|other)\s+(?:question|topic|thing)\b"
    r"|\bunrelated\b"
    r"|(?:^|[.!?:;。！？]\s*)\W*(?:(?:oh|ok|okay|also|and|so)\W+)?(?:btw|by the way)\b"
    r"|\bchanging (?:the )?(?:topic|subject)\b"
    r"|\bon another note\b|换个问题|换个话题|另外问|另外想问|另外[，,。 ]|另外(?=\S)|另一个问题"
    r"|顺便问|话说回来|题外话|再问一个|新问题|不相关"
)
"""A new question announced ("btw, …", "换个问题"): nothing of the last one is kept. A "btw" after
the clause it ends ("power is $0.35/kWh btw, does that flip it?") is an aside, not a new topic."""
_POINTS_BACK_RE = re.compile(
    r"这两(?:张|块|个|款|台|家)|这俩|两者|它们|这几(?:张|块|个|款)"
    r"|\b(?:both|those two|these two|the two of them|either one)\b"
    r"|这(?:张|块|台)(?:卡|显卡|机器|电脑|笔记本|mac)"  # "另外这张卡还能跑啥": the card just named
)
"""Words that point back to what was just named ("这两张谁快", "which of those two")."""


def new_topic_said(folded: str) -> bool:
    """Whether the message announces a new question that does not point back to the last one.

    "顺便问下这两张谁的 prompt 处理快" asks on about the two cards just named: no new topic.
    """
    return NEW_TOPIC_RE.search(folded) is not None and _POINTS_BACK_RE.search(folded) is None


_PARTS = (
    r"quant\w*|precision|context|ctx|settings?|setup|config\w*|card|gpu|box|rig|hardware"
    r"|format|bits?|engine|runtime|backend"
)
"""Parts of a setup said to stay as they were ("same quant", "same ctx", "same card")."""
FOLLOW_UP_RE = re.compile(
    r"^\s*(?:and|what about|how about|what if|if|with|without|for|on|in|then|but|so|ok|okay"
    r"|instead|same|also)\b|\b(?:instead|that one|those|the same|it|that|them)\b"
    # the job before, pointed at as the message ends: "would a 4070 ti super be faster for this?"
    r"|\b(?:for|with|on|at|in) (?:this|these)(?: (?:one|job|workload|task|use(?: case)?|setup))?"
    r"\s*[?？!.]*\s*$"
    # a change made since the last message, reported: "switched to qwen2.5 14b — now 18 tok/s"
    r"|^\s*(?:ok\W*)?(?:switched|swapped|changed|moved|dropped|downgraded|upgraded|went)"
    r" (?:down |back |over )?to\b"
    r"|^\s*(?:那|那么|换成|换|改成|改用|改|如果|要是|假如|用|加上|再|还有|同样)|呢\s*[?？]?\s*$|的话"
    r"|^\s*(?:那|那么)?这(?:张|块)?(?:卡|显卡)"  # "这卡要是拿来跑 comfyui": the card just named
    # the last answer tried and its outcome reported: "试了，报 oom", "照你说的跑了一下，还是慢"
    r"|^\s*(?:我|刚)?(?:刚才?)?(?:试了(?:一下|下)?|试过了?|照(?:着|你说的)?做了|按你说的(?:做|改|试)了)"
    r"|^\s*[^，。？?！!\s]{1,8}呢\s*[?？，,]"  # "出图呢？sdxl 哪些能跑": a short "and X?" first
    r"|^\s*(?:和|跟|与)\s*[^，。？?！!]{1,24}?比(?:呢|一下|的话|起来)"  # "和 4070 ti super 比呢"
    # a reading or a speed put up for judgment, as English "is that normal": "一步20秒，正常吗"
    r"|(?:算|是|这(?:个|样)?(?:也)?)?正常(?:吗|么|嘛|不|没)"
    # the last answer's figures asked again with a changed input: "利用率就40%，再算算"
    r"|再算(?:算|一下|一遍|一次|下)|重新算|重算"
    # the last answer's sum pointed at: "这价格还不如直接买", "这么贵的话"
    r"|这(?:个)?(?:价(?:格|钱)?(?!位|段|区间)|费用|租金|开销|账单?)|这么(?:贵|多钱)"
    r"|\b(?:redo|rerun|re-?run|re-?do) the (?:math|numbers)|\brecalculate\b"
    r"|\brun the numbers again\b|\bcrunch (?:it|that|the numbers) again\b"
    # the last estimate asked again after a change: "only two cards, not eight. new estimate?"
    r"|\b(?:new|updated|revised|fresh) (?:estimate|eta|timeline|numbers|figures?)\s*[?？]"
    r"|\bre-?estimate\b"
    # a fact of the last message corrected: "说错了，是A6000 Ada", "sorry, I meant 4 cards"
    r"|(?:我)?(?:说|写|打|记|看|搞|弄)错了|^\s*(?:哦|噢|啊|呃)?\s*不对(?![劲头])|口误|更正(?:一下)?|纠正(?:一下)?|(?:结果|答案|结论)(?:还)?一样(?:吗|么|嘛|不)"
    r"|\b(?:i|i'd) meant\b|\bmeant to (?:say|write|type)\b|\bcorrection\b|\bmy (?:bad|mistake)\b"
    r"|\btypo\b|\bsame (?:answer|result|verdict)\?|\b(?:i )?(?:misread|misremembered)\b"
    r"|^\s*(?:oh\s+)?wait\W+(?:actually|mine|it'?s|i have)\b"  # "wait, actually mine is the 8gb"
    # a fact added to the last message: "补充一下：利用率只有四成", "forgot to mention, …"
    r"|^\s*(?:补充(?:一下|一句|说明)?|再补充|补一句|忘了说|另外说一下|顺便说一下)"
    r"|\b(?:forgot to (?:mention|say|add)|should (?:have )?(?:mentioned|added)|to add to that)\b"
    # the rest of the last setup kept, one part swapped: "same quant and ctx — still fits?",
    # "swap the model for …", "量化和上下文不变，还放得下吗"
    rf"|\bsame (?:{_PARTS})\b|\bstill (?:fits?|works?|runs?|loads?|ok(?:ay)?)\b"
    r"|\bswap(?:ping)? (?:out )?(?:the |my )?(?:model|card|gpu|llm)\b"
    r"|(?:同样的|一样的|相同的)(?:量化|精度|上下文|设置|配置|参数|卡)"
    r"|(?:量化|精度|上下文|设置|配置|参数|其他|其它|别的)(?:都|也)?(?:不变|照旧|一样)"
    r"|还(?:能|可以)?(?:放|装|塞|跑)得(?:下|动)|(?:模型|显卡|卡)(?:换成|换为|改成)"
    # the cards of the last answer grown for a changed load: "L40S 要加到几张", "还得再加几张"
    r"|(?:加|增加|扩|扩到|扩容|涨|提)到几\s*(?:张|块|台)|(?:再|多)加几\s*(?:张|块|台)"
)
"""A message worded as a continuation ("and on two?", "那 70b 呢", "the same but…")."""
FIX_FAILED_RE = re.compile(
    r"\bstill (?:the same|same|slow|happening|there|oom\w*|crash\w*|stuck|broken|no (?:luck"
    r"|change|difference))\b|(?:didn'?t|did not|doesn'?t|does not) (?:help|change anything"
    r"|fix (?:it|anything)|make (?:a|any) difference)|\bno (?:luck|change|difference|improvement)\b"
    r"|\bsame (?:result|thing|issue|problem|error|speed)\b"
    r"|what else (?:can|could|should|do) (?:i|we) (?:check|try|look at|do)|any (?:other|more) ideas"
    r"|还是一样|还是不行|还是老样子|还是(?:很)?(?:慢|卡|报错|爆显存|oom)|没用(?!过)|没(?:有)?效果"
    # the crash still seen at a later point: "开了 checkpointing 还是在 step 37 左右爆"
    r"|还是(?:会|在)?[^，,。？?]{0,16}?(?:爆(?!款)|崩了|挂了)"
    r"|\bstill (?:\w+ ){1,3}(?:ooms?|crash(?:es|ed)?|blows? up)\b"
    r"|没(?:啥|什么)?变化|不管用|毫无变化|依旧|仍然(?:一样|不行|慢)"
    r"|还能(?:查|试|排查|看|检查|做)(?:点|些)?(?:啥|什么|哪些)|还有(?:什么|啥|别的|其他)(?:办法|可以查|能查|思路|原因)"
)
"""A fix tried without effect, or what else to check asked ("workers 改成 4 还是一样，还能查啥",
"updated the driver, still slow"): the trouble before goes on."""
_FIX_WORKED_RE = re.compile(
    r"\b(?:(?:been|is|it'?s|now|runs?|running)\s+(?:\w+\s+)?(?:stable|fine|solid)"
    r"|(?:stable|solid|fine) (?:for|since|ever since|now|so far)"
    r"|(?:that|this|it) (?:fixed|solved|sorted|cured) it|fixed it|no more (?:crash|xid|drop|error"
    r"|reboot|freez|hang)\w*|(?:works?|working) (?:fine |great )?now"
    r"|haven'?t (?:seen|had) (?:a|one|any)|not (?:a single|one) (?:crash|drop|error|xid))"
    r"|稳定了|没(?:再)?(?:掉过?卡|掉|崩|报错|重启|出错|死机)(?:过)?了|好了|正常了|解决了"
)
"""A fix reported as working ("capped them at 280w, stable for 2 days", "限功耗后没掉卡了")."""
_CAUSE_CONFIRMED_RE = re.compile(
    r"\bso (?:it was|it'?s|was it|it must (?:have been|be)|the \w+ (?:was|is))\b"
    r"|\bwas (?:it|that) (?:the|my|just|really)\b|\b(?:the )?(?:culprit|root cause)\b"
    r"|所以(?:就)?是|是不是(?:就是)?.{0,10}(?:的锅|的问题|导致|引起|不够)|(?:的锅|的问题)(?:吗|么|嘛|吧|？|\?)"
)
"""The cause asked to be confirmed ("so it was the psu?", "所以是电源的锅？")."""


_FIX_PARTLY_RE = re.compile(
    r"(?<![a-z])(?:after|since|once) (?:i |we )?(?:re-?install\w*|reinstall\w*|re-?seat\w*"
    r"|reboot\w*|restart\w*|updat\w*|upgrad\w*|downgrad\w*|replug\w*|re-?plug\w*|swapp?\w*"
    r"|switch\w*|mov(?:e|ed|ing) (?:it|the card)|clean\w*|flash\w*|reset\w*|roll\w* back)"
    r"\b[^.!?]{0,80}\b(?:but|yet|however|except)\b"
    r"|(?:re-?install\w*|reinstall\w*|re-?seat\w*|reboot\w*|updat\w*|swapp?\w*|replug\w*)"
    r" (?:the )?(?:driver|card|gpu|cable|riser|slot|it)s?\b[^.!?]{0,60}\b(?:now|it) "
    r"(?:shows|works|detects|boots|sees)\b[^.!?]{0,60}\bbut\b"
    r"|(?:重装|重新安装|更新|升级|降级|回滚|重插|重新插|拔插|换了|换到|重启|清灰|刷回)[^，。？?！!]{0,12}"
    r"(?:后|之后|以后|完|了)[^。？?！!]{0,40}(?:但是?|可是|不过|就是)"
)
"""A step of the troubleshooting done, one symptom gone and another left ("重装驱动后能识别了，
但温度那栏显示 ERR!", "after reseating it the card shows up but fans read ERR!"): the trouble
before goes on."""


_CAUSE_GUESSED_RE = re.compile(
    r"\b(?:is|was) (?:that|this|it) (?:\w+ )?(?:the|my|our) (?:cause|reason|problem|issue|culprit"
    r"|bottleneck)\b|\bis (?:that|this) why\b|\b(?:is|was) (?:it|that|this) because\b"
    r"|\b(?:could|would|might|can) (?:that|this|it) (?:be )?(?:the (?:cause|reason|problem|issue"
    r"|culprit)|why|causing|cause it|explain (?:it|that|this))\b"
    r"|\b(?:could|might|can|would) (?:that|this|it) be (?:the|my|because|due)\b"
    r"|(?:是不是|会不会是?|难道是|可能是)因为"
    r"|(?:是不是|会不会是?|可能是|难道是|是)(?:就是)?(?:这个|这|它|那个)(?:的)?(?:原因|导致|引起|造成|问题|的锅)"
    r"|(?:是|由)(?:这个|它|这)(?:导致|引起|造成)的?(?:吗|么|嘛|？|\?)|(?:跟|和|与)(?:这个|这|它)有关(?:系)?(?:吗|么|嘛)"
)
"""A cause put forward after a trouble ("x4 slot off the chipset, could that be it?", "会不会是
这个导致的"): the trouble before goes on, that cause weighed."""
_FIX_PROPOSED_RE = re.compile(
    r"(?:换|换成|换个|换一个|换了|上|加|改|改成|锁|压|限)[^，,。？?！!]{0,20}?(?:能|会|可以)(?:不能)?"
    r"(?:好|解决|治好|修好|搞定|稳定|稳|行)(?:吗|么|嘛|不|了吗)?"
    r"|还是[^，,。？?！!]{1,16}的锅|的锅\s*$"
    # a setting weighed as the cure: "开 chunked prefill 有用吗", "还是 prefix caching 更管用"
    r"|(?:开|加|上|用|换|改|关)[^，,。？?！!]{0,30}?(?:有用|管用|有帮助|有效)(?:吗|么|嘛|不)"
    r"|更(?:管用|有用|有效)"
    r"|\b(?:would|will|does|do|could|might) (?:enabling|turning on|switching on|switching to"
    r"|using|adding) [\w. -]{1,30}?\bhelp\b"
    r"|\b(?:would|will|could|does|might|should) (?:a |an |the |my |switching to "
    r"|swapping (?:in |to )?|upgrading to |going to |getting "
    r"|capping (?:them |it |the cards? )?(?:at |to )?)?[\w. -]{0,30}?"
    r"\b(?:fix|solve|cure|sort out|stop) (?:it|this|that"
    r"|the (?:problem|issue|crash\w*|drops?|reboots?|shutdowns?|restarts?|xids?|errors?"
    r"|faults?))\b"
)
"""A change put forward as the cure of the trouble before ("换个 1600w 电源能好吗", "would a 1600w
psu fix it", "还是 riser 线的锅"): the cause it blames is weighed, the trouble goes on."""


_BACK_TO_SPEED_RE = re.compile(
    r"\b(?:fast|quick|smooth|normal|snappy) again\b|\bback to (?:normal|full speed|\d+)"
    r"|(?:又|就)?(?:快|流畅|顺)了|恢复(?:了|正常)|不(?:卡|掉速)了"
)
"""A speed said back after a change ("fast again", "就快了")."""
_WHY_RE = re.compile(
    r"\bwhy\b|\bhow come\b|\bwhat explains\b|为什么|为啥|怎么会|什么原理|原理是|咋回事"
)
"""Why asked: what a change did is to be explained."""


def fix_markers(folded: str) -> dict[str, bool]:
    """A fix that failed or helped in part, or worked with its cause asked: the trouble goes on.

    "power-limited all four and it's been stable since, so it was the psu?" reports the outcome
    of a step of the earlier troubleshooting and asks to confirm its cause: still that trouble.
    """
    worked = _FIX_WORKED_RE.search(folded) and _CAUSE_CONFIRMED_RE.search(folded)
    failed = FIX_FAILED_RE.search(folded) or _FIX_PARTLY_RE.search(folded)  # or only in part
    guessed = _CAUSE_GUESSED_RE.search(folded) or _FIX_PROPOSED_RE.search(folded)
    helped = _FIX_WORKED_RE.search(folded) or _BACK_TO_SPEED_RE.search(folded)
    why = bool(helped) and _WHY_RE.search(folded) is not None and not failed  # "就好了，为什么"
    return {
        "fix_failed": failed is not None,
        "fix_worked": bool(worked),
        "cause_guessed": guessed is not None,
        "fix_why": why and not worked,
    }


CHANGE_OPENER_RE = re.compile(
    r"^\s*(?:and|what about|how about|what if|with|without|instead|then|or)\b|\binstead\b"
    r"|^\s*(?:那|那么|换成|换|改成|改用|如果|要是|假如|加上|再)|呢\s*[?？]?\s*$"
)
"""A message that changes something of the last question ("and on two?", "换成 sdxl 呢")."""

_MACHINES_RE = re.compile(
    r"^\s*(?:那|那么|and|what about|how about)?\s*(?P<n>\d{1,3}|[两二三四五六七八九十]{1,2}"
    r"|two|three|four|five|six|eight|ten)\s*(?:台|个节点|(?:nodes?|servers?|boxes|machines?)\b)"
)
"""A follow-up that counts machines, not cards ("两台呢", "and 4 nodes?")."""
_MACHINE_WORDS = {"两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_MACHINE_WORDS |= {"十": 10, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "eight": 8}
_MACHINE_WORDS |= {"ten": 10}


_TERM_ASKED_RE = re.compile(
    r"(?:是|指的是|到底是|究竟是|又是)?(?:什么|啥)意思|(?:^|[，,。；;：:！!？?]\s*)(?:什么是|啥是|什么叫|啥叫)"
    r"|\bwhat (?:do|did) you mean by\b|\bwhat(?:'s| is) the difference\b"
    r"|\bhow (?:is|are|does|do) [\w.+-]+(?: [\w.+-]+){0,2} (?:different from|differ from)\b"
    r"|(?:有什么|有啥|什么|啥)(?:区别|不同)|区别(?:是什么|是啥|在哪)"
    r"|\bwhat (?:does|do) [\w.+-]+(?: [\w.+-]+)? (?:mean|stand for)\b"
    r"|^\s*[a-z][\w.+-]{1,20}\s*(?:又)?(?:是啥|是什么)(?:东西|玩意儿?)?\s*[?？]"  # "yarn 是啥？"
)
"""A term asked to be defined past the message's start ("等等，你说的 zero3 是什么意思", "ok wait,
what does FSDP mean", "how is qlora different from lora")."""


def definition_asked(folded: str) -> bool:
    """Whether the message asks what something is: from its start, or a term asked mid-message."""
    return cues.DEFINITION_OPENER_RE.search(folded) is not None or bool(
        _TERM_ASKED_RE.search(folded)
    )


def cue_scores(text: str) -> dict[str, int]:
    """Each intent's cue weight in ``text`` (folded): what the message itself asks."""
    return {
        intent: sum(w for p, w in pairs if p.search(text))
        for intent, pairs in cues.INTENT_CUES.items()
    }


def cue_intent(text: str) -> Intent | None:
    """The intent the message itself asks for, when a clear cue says so (never ``concept``)."""
    if rent_instead(text) or buy_instead(text):  # "还不如租？" after an owned rig's bill
        return "rent_vs_buy"
    scores = cue_scores(text)
    scores.pop("concept", None)
    if part_weighed(text) and not rents(text):  # "那 nvlink 桥还买得到吗，值不值": the part
        scores.pop("rent_vs_buy", None)
    best = max(cues.INTENT_ORDER, key=lambda i: (scores.get(i, 0), -cues.INTENT_ORDER.index(i)))
    return best if scores.get(best, 0) >= 3 else None  # type: ignore[return-value]


def machines_said(folded: str) -> int | None:
    """Machines a follow-up counts ("两台呢": 2), or None: each holds the earlier box's cards."""
    m = _MACHINES_RE.match(folded)
    if m is None:
        return None
    n = m["n"]
    count = int(n) if n.isdigit() else _MACHINE_WORDS.get(n)
    return count if count is not None and 1 < count <= 512 else None


__all__ = [
    "CHANGE_OPENER_RE",
    "FIX_FAILED_RE",
    "FOLLOW_UP_RE",
    "NEW_TOPIC_RE",
    "cue_intent",
    "cue_scores",
    "definition_asked",
    "machines_said",
    "new_topic_said",
]
