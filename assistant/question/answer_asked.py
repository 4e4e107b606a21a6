"""What the question's own ask wants back: a price, a duration, a speed, a count of users…; pure.

The parser's other readings say what a question *talks about* (a workload, an instance, a
power limit, a follow-up's earlier turn); this one says what it *asks for*, read only from
interrogative forms ("什么价", "how long", "每秒几个 token", "多少并发", "是几 g 显存", "cheaper to
just rent"). A figure stated ("$0.74/hr", "电费一度六毛", "5 hours a week") is no ask. The router
(``kinds.answers_asked``) uses it last: a kind whose answer does not give what was asked is
traded for one that does. Two different asks in one question ("区别在哪，价格差多少") read as
none: the other readings decide then.
"""

from __future__ import annotations

import re

from assistant.models import AnswerAsked
from assistant.question.capacity_slots import capacity_asked
from assistant.question.which_faster import WHICH_FASTER

PREMIUM_REPAID = (
    r"\b(?:premium|extra (?:cost|money|spend)|price (?:gap|difference))\b[^.?!]{0,24}"
    r"\b(?:(?:get |gets |be |is )?paid back|pays? (?:for )?itself|pays? off|recoup\w*"
    r"|made up|earned back|offset)\b"
    r"|(?:贵的|多花的|多出的|溢价)(?:部分|钱|那部分)?[^，。？?]{0,10}(?:赚|省|挣|补)(?:得)?回来"
)
"""The dearer of two options' extra paid back by what it does better ("is the per-hour premium
paid back in wall-clock?", "多花的钱能靠速度省回来吗"): the two weighed, time against money."""

_ASKS: tuple[tuple[AnswerAsked, re.Pattern[str]], ...] = (
    (
        "rent_or_buy",
        re.compile(
            r"\bcheaper (?:to|if (?:i|we)) (?:just )?(?:rent|buy|own|renting|buying|owning)\b"
            r"|\b(?:would|will|is|does) (?:owning|buying|renting)\b[^.?!]{0,80}\b(?:be )?"
            r"(?:cheaper|pay off|worth it|save)\b"
            r"|\bwhat if (?:we|i) (?:just )?(?:bought|buy|owned|own)\b[^?.!]{0,80}\binstead\b"
            r"|\b(?:rent|renting) or (?:buy|buying|own|owning)\b|\b(?:buy|buying|own|owning) or "
            r"(?:rent|renting)\b|\bpays? (?:for )?itself\b|\bbreaks?[- ]even\b"
            r"|还不如(?:直接|自己)?(?:买|租)|(?:租|买)(?:卡)?(?:还是|和)(?:自己)?(?:买|租)"
            # a purchase then "or keep renting": "buy a used one for $4.5k or keep renting?"
            r"|\b(?:buy|buying|own|owning|purchase|get|getting)\b(?:[^.?!]|\.(?=\d)){0,80}\bor "
            r"(?:(?:just|keep|keep on|continue|stick with|stay)\s+)*(?:rent|renting)\b"
            # renting set after "不如" ("还不如去租 H100"), or a purchase clause and a rental on
            # either side of "，还是" ("按这个价买一张，还是每月租…"; "买服务器还是租云" with no
            # card named asks the pick first), or renting weighed "跟买比"
            r"|不如(?:直接|自己|去|就|干脆)*租"
            r"|买[^，,。？?！!]{0,16}[，,]\s*还是[^，,。？?！!]{0,12}租"
            r"|租[^，,。？?！!]{0,16}[，,]\s*还是[^，,。？?！!]{0,12}买"
            r"|(?:跟|和|与)(?:自己)?(?:买|自购)(?:卡|显卡|机器|服务器)?(?:相)?比"
            r"|多久(?:能)?回本|回本(?:周期|要|需要|得)?(?:多久|多长|几)"
        ),
    ),
    (
        "power_cost",
        re.compile(
            r"电费(?:大概|大约|一个月|每月|每个月|一年|每年|一天|要|得|会|能|是)*(?:多少|几|多贵)"
            r"|(?:多少|几块钱?)电费"
            r"|\b(?:electricity|power|energy) (?:cost|bill|costs)\b[^.!]{0,40}\?"
            r"|\bhow much (?:would|will|does|is|do)\b[^.?!]{0,50}\b(?:in electricity|in power"
            r"|electricity|power bill)\b"
            r"|\bwhat(?:'s| is| would| does)\b[^.?!]{0,30}\b(?:electricity|power|energy) "
            r"(?:cost|bill)\b"
        ),
    ),
    (
        "price",
        re.compile(
            r"(?<!为)什么价|啥价|价格(?:是|大概|大约|现在)?多少|多少钱(?:一|每)(?:个)?(?:小时|钟头|天|月)|(?:每|一)(?:个)?(?:小时|钟头)(?:要)?(?:多少|几块)"
            # a bare rate asked of a named thing: "and g2-standard-8 hourly?" (not tokens per hour)
            r"|^(?!.*\b(?:tokens?|images?|samples?|requests?|jobs?|users?|steps?)\b)[^?？]{0,60}"
            r"\b(?:hourly|per[- ]hour)\s*[?？]\s*$"
            r"|租金(?:是)?多少|怎么(?:收费|计费)|按量(?:计费)?(?:是)?(?:多少|什么价|几块)|单价多少"
            r"|\bhow much (?:is|are|does|do|would|will|for)\b[^.?!]{0,60}(?:\bper |\ban |/|\ba )"
            r"(?:gpu[- ]?)?(?:hour|hr|h|month|day)\b"
            r"|\bwhat (?:does|do|would|will|is)\b[^.?!]{0,50}\b(?:cost|run|go for|rent for"
            r"|charge)\b[^.?!]{0,30}(?:\bper |\ban |/|\ba |\bby the )(?:hour|hr|month|day)\b"
            r"|\bwhat (?:does|do|would|will|is)\b[^.?!]{0,50}\b(?:cost|run|go for|rent for)\b"
            r"[^.?!]{0,10}\b(?:hourly|on[- ]demand|spot)\b"
            r"|\bwhat(?:'s| is| are) the (?:hourly|per[- ]hour|on[- ]demand|spot) (?:rate|price"
            r"|pricing|cost)s?\b"
            r"|\b(?:hourly|per[- ]hour|on[- ]demand|spot) (?:rate|price|pricing|cost)s?\b"
            r"[^.!]{0,30}\?"
            r"|\bcheapest (?:way|place|provider|cloud|option|offer|listing)s? to rent\b"
            r"|\bwhat (?:does|would|will) (?:that|it|this) come to\b"
            # "the on-demand hourly for that p6-b200?", "按小时大概几块钱": the rate asked
            r"|(?:\band|\bwhat(?:'s| is| are)|\bhow much is|\bgive me) the (?:on[- ]demand |spot "
            r"|reserved )?hourly\b[^.!]{0,40}\?"
            r"|(?:^|[.!?]\s+)(?:the\s+)?(?:on[- ]demand|spot|reserved)\s+hourly\b"
            r"(?:[^.!?]|\.(?=\w)){0,40}\?"  # "… for p5e.48xlarge?": a type's dot is no stop
            r"|按(?:小时|卡时|天|月)[^，,。？?]{0,6}(?:多少钱|几块)|几块钱"
            # a rate's move asked of a card or its price: "4090 涨到多少了", "A100 又降到多少"
            # (not a figure's: "带宽涨到多少", "batch 降到多少")
            r"|(?:(?<![a-z\d])[a-z]{0,3}\d{2,4}[a-z]{0,3}|价格?|价钱|租金|行情|现在|最近|又|已经)\s*"
            r"(?:涨|降|跌)(?:价)?(?:到|了)(?:多少|几块)"
            r"|\bhow much would (?:that|it|this) (?:cost|run (?:me|us)|set (?:me|us) back)\b"
            # a job's price asked by its sign or its noun: "rough $ to LoRA it", "ballpark cost
            # for the run", "大概要花多少钱" (a "$" before a figure states one, no ask)
            r"|\b(?:rough|ballpark|approx(?:imate)?|estimated?|expected)\s+(?:\$|usd|cost|price"
            r"|bill|spend)(?!\s?\d)\s*(?:to|for)\b"
        ),
    ),
    (
        "duration",
        re.compile(
            r"\bhow long\b(?! (?:a |of (?:a |the )?)?(?:context|prompt|sequence|input))"
            r"|\bhow many (?:gpu[\s-]?)?(?:hours|days|weeks)\b(?! a (?:day|week|month))"
            r"|多久(?!回本)|多长时间|要几天|要几个?小时|几天(?:能|可以|才能)|几个?小时(?:能|可以|才能)"
            r"|\bwall[- ]?(?:time|clock)\b[^.!]{0,20}\?|\beta\b[^.!]{0,10}\?"
            r"|(?:一|个|整)?(?:晚上|通宵|一夜)[^?？。，,]{0,6}(?:够吗|够不够|跑得完|能跑完|能出完|出得完)"
            r"|\bovernight\b[^.?!]{0,20}\b(?:enough|doable|finish(?:ed)?)\b"
        ),
    ),
    (
        "speed",
        re.compile(
            r"\bhow fast\b|\bwhat (?:speed|tok/s|t/s|throughput|it/s)\b"
            # a rate with a figure before it is a target stated ("above 30 tok/s?"), no ask
            r"|(?<![\d+~]\s)(?<![\d+~])\b(?:tok|tokens?|t)/s\b[^.!]{0,20}\?"
            r"|(?<![\d+~]\s)(?<![\d+~])\btokens? (?:per|a) (?:second|sec)\b[^.!]{0,30}\?"
            r"|\bwhat (?:sec|secs|seconds|s)/(?:image|img|it|step)\b"
            r"|(?<![\d.]\s)(?<![\d.])\b(?:sec|secs|seconds|s)/(?:image|img)\b[^.!]{0,20}\?"
            r"|\b(?:what|how many|how much) fps\b|帧率(?:是|有|能到)?多少"
            r"|\bhow many (?:tokens|images|imgs|frames)\b[^.?!]{0,30}\b(?:per|a|/)\s*"
            r"(?:second|sec|s|minute|min)\b"
            r"|每秒(?:能)?(?:出|生成|吐|跑)?(?:几|多少)个?\s*(?:token|tok|字|张)"
            r"|(?:生成|推理|出图)?速度(?:大概|大约|能有|能到|有|是)?(?:多少|几|多快)|多快"
            r"|几秒一张|一张(?:图)?(?:要|需要)?几秒|每分钟(?:能)?(?:出)?几张"
            r"|\btimes faster than real[- ]?time\b"
            r"|实时的?(?:几|多少)倍|几倍速|\b(?:real[- ]?time factor|rtf)\b[^.!]{0,20}\?"
        ),
    ),
    (
        "capacity",
        re.compile(
            r"并发(?:数|量)?(?:的)?(?:天花板|上限|极限)|(?:最多|最大)(?:能)?(?:同时)?"
            r"(?:服务|支持|扛|撑|带)(?:得住)?(?:多少|几)(?:个|路)?(?:人|用户|并发|路|会话)"
            r"|\bconcurrency (?:limit|ceiling|cap)\b[^.!]{0,30}\?"
        ),
    ),
    (
        "card_spec",
        re.compile(
            r"(?:是|有)(?:几|多少)\s*(?:g|gb)\s*(?:的)?显存|显存(?:是|有)?多(?:大|少)[?？]?\s*$"
            r"|(?:显存)?带宽(?:是|有)?多少"
            r"|\b(?:hbm|vram|gpu memory) (?:capacity|size)\b"
            r"|\bremind me\b[^.?!]{0,40}\b(?:hbm|vram|memory|bandwidth|tdp|tflops)\b"
            r"|\bhow much (?:vram|memory|gpu memory) does (?:the |a |an |my )?[a-z0-9][\w -]{0,30}"
            r" have\b|\bhow many gb (?:of (?:vram|memory) )?(?:does|is|on) (?:the |a |an )?"
            r"[a-z0-9][\w -]{0,30}(?:have|come with)?\b"
        ),
    ),
    (
        "pick",
        re.compile(
            r"\b(?:which|what) (?:gpu|card|graphics card|video card)s? (?:should|would|do|to|for"
            r"|is|can|could|will|makes|gives|fits|gets)\b|\bwhat (?:should|do|would) (?:i|we) "
            r"(?:buy|get|rent)\b|\brecommend (?:me )?(?:a |an )?(?:gpu|card)\b"
            r"|\bwhich (?:gpu|card)s?\s*\?"
            # the card ranked by a measure ("best card for tok/s per watt under €900"), or the
            # machine to rent or build ("what node should I rent", "what cluster should I rent")
            r"|\bbest (?:gpu|card|graphics card|video card)s? (?:for|to|under|within|at)\b"
            r"|\b(?:which|what) (?:node|server|machine|cluster|rig|box)s? (?:should|would|do|to)"
            r" (?:i|we)\b"
            r"|\bcheapest (?:card|gpu|setup|way to run)\b"
            # options listed, then the rest left open: "2x 3090? one 5090? something else?"
            r"|\b(?:or )?(?:something|anything) else\s*\?"
            r"|(?:还是|或者)(?:别的|其他的?)(?:卡|方案)?\s*[?？]"
            r"|(?:买|选|租)(?:什么|哪张|哪个|哪款|啥)(?:卡|显卡|gpu)?|推荐(?:一?张|什么|个|下)?(?:卡|显卡|gpu)"
            r"|用(?:什么|哪张|哪款|啥)(?:卡|显卡|gpu)"  # "出视频用什么卡": the card to get for it
            r"|(?:什么|哪张|哪款)(?:卡|显卡)(?:好|合适|划算|比较好)"
        ),
    ),
    (
        "comparison",
        re.compile(
            r"\bwhich one\b[^.!]{0,30}\?|\bwhich (?:is|would be|of (?:the|them|these|those)"
            r"(?: two)?(?: is)?) (?:better|faster|cheaper|the better)\b"
            r"|\bstack(?:s)? up (?:against|to|with)\b|\bhow (?:does|do|would) (?:it|that|this|they"
            r"|the \w+) compare\b|\bcompared? (?:to|with|against)\b[^.!]{0,40}\?"
            r"|谁(?:更|比较)|哪个(?:更|好|强|快|划算|合适|值)|哪张(?:更|好|强|快|划算)|差在哪"
            rf"|{WHICH_FASTER}"  # the measure named between: "哪个速度快", "哪张推理更快"
            # the gap asked, in price or otherwise ("价格差多少", "有啥区别", "how much more")
            r"|(?:价格|价钱|租金|差价)\s*(?:差|相差)(?:多少|几)|差价(?:是)?多少|(?:有|是)?(?:啥|什么)区别"
            r"|\bhow much (?:more|less|cheaper|pricier|dearer)\b|\bwhat'?s the difference\b"
            r"|(?:跟|和|与)[^，,。？?]{1,20}比(?:呢|起来|怎么样|如何)"
            # the two weighed again per unit of money: "and per dollar if we just rent?"
            r"|\bper (?:dollar|buck)\b[^.!]{0,40}\?|每(?:块钱|一块钱|元)(?:谁|哪个)"
            # one card's edge over the other weighed against what it costs more
            r"|\bjustify (?:the|its|their) (?:price|premium|cost|extra)\b"
            r"|\bworth the (?:premium|extra (?:money|cost|cash)|price (?:difference|gap|premium))\b"
            r"|\bworth (?:\d+(?:\.\d+)?x|twice|double|triple) the\b"
            rf"|{PREMIUM_REPAID}"
            r"|(?<![还费])差多少|差距(?:有)?多大"  # (not "电费差多少": the bills' gap)
        ),
    ),
    (
        "instance_contents",
        re.compile(
            r"\bwhat'?s (?:in|inside) (?:a|an|one|the|each|it|that|this|them)\b"
            r"|\bwhat (?:gpus?|cards?) (?:does|do)"
            r"\b[^.?!]{0,30}\b(?:have|come with)\b"
            r"|里面(?:是|有|装的)(?:什么|啥|几张)|(?:是|配)(?:的)?(?:什么|啥)(?:卡|配置|gpu)"
        ),
    ),
    (
        "kv_memory",
        re.compile(
            r"\bkv[- ]?cache\b[^.?!]{0,30}\b(?:size|how (?:big|much)|per token)\b"
            r"|\bhow (?:big|much memory)\b[^.?!]{0,30}\bkv[- ]?cache\b"
            # "how big is the KV per session": the cache of one sequence, "cache" unsaid
            r"|\bhow (?:big|large|much (?:memory|vram)?)\b[^.?!]{0,20}\bkv\b[^.?!]{0,10}"
            r"\b(?:per|for each|each) (?:session|sequence|request|user|conversation|chat)\b"
            r"|kv\s*(?:cache|缓存)\s*(?:要|需要|会)?(?:占|吃)?(?:多大|多少)"
        ),
    ),
    (
        "wattage",
        re.compile(
            r"功耗(?:是|有|大概|大约|一般)?多少|多少瓦|几瓦|(?:多少|几)\s*(?:千瓦|kw)"
            r"|\bhow many (?:watts|kw)\b|\bhow much power\b[^.!]{0,30}(?:draw|pull|use)"
            r"|\bpower draw\b[^.!]{0,20}\?"
        ),
    ),
)
"""Each ask and its interrogative forms, checked in this order."""
_OUTRANKS: dict[AnswerAsked, tuple[AnswerAsked, ...]] = {
    # "多久回本", "cheaper to rent/hr?"; "跟买比哪个划算": which of the two is the weighing
    "rent_or_buy": ("price", "duration", "power_cost", "comparison"),
    "power_cost": ("price",),  # "一个月电费多少": the bill is a price of its own kind
    "capacity": ("speed",),  # "最多同时服务几个人，速度多少": the count leads
}
"""An ask that, read with another, is the question: the other is part of it."""


def asks_found(folded: str) -> frozenset[AnswerAsked]:
    """Every ask read in ``folded``, before one is chosen ("多少并发" and "速度多少" both)."""
    found = {name for name, pattern in _ASKS if pattern.search(folded)}
    if capacity_asked(folded):  # "how many concurrent users can it take": the serving count
        found.add("capacity")
    return frozenset(found)


def answer_asked(found: frozenset[AnswerAsked]) -> AnswerAsked | None:
    """The one thing asked among ``found``, or None (nothing read, or two different asks)."""
    left = set(found)
    for leader, parts in _OUTRANKS.items():
        if leader in left:
            left -= set(parts)
    return left.pop() if len(left) == 1 else None


__all__ = ["PREMIUM_REPAID", "answer_asked", "asks_found"]
