"""Whether a count asked of some hardware is a serving load: users, requests, conversations.

"How many concurrent 8k conversations before the KV cache runs out" counts a load the cards
serve (the serving kind's users); "how many 16k sequences fit in the KV cache" counts what the
cache holds (the KV-cache kind's sequences). Pure: a regular expression over the folded text.
"""

from __future__ import annotations

import re

_ROLES = (
    r"devs|developers|engineers|coders|employees|staff|students|researchers|analysts|agents"
    r"|family(?: members)?|(?:team |household )?members|friends|roommates|housemates|kids"
    r"|coworkers|co-workers|colleagues|teammates|classmates|customers|testers"
)
"""People a shared service is counted in ("how many developers can it serve", "how many
family members can hit it at once")."""
_MAX_NUMBER = (
    r"\b(?:max(?:imum)?|largest|highest|greatest) (?:number|count) of (?:concurrent |parallel "
    r"|simultaneous )?(?:\d+k[\s-]?(?:(?:tokens?|context|ctx)[\s-]?)?|long )?(?:users?|sessions?"
    r"|requests?|conversations?|chats?|streams?|clients?|people)\b"
)
"""The count named as a maximum ("the max number of 64k-token sessions running at once")."""
_LOAD_NOUN_ASKED = (
    r"(?<![\d~])(?<!\d )(?<![\d~]\s\s)\b(?:concurrent|simultaneous|parallel)\s+"
    r"(?:users?|sessions?|requests?|streams?|chats?|conversations?|clients?)\b[^.?!。？]{0,40}\?"
)
"""The load named bare and asked ("concurrent users at 32k ctx?"): no figure before it, so the
count is what is asked, not a load stated ("for 20 concurrent users, which card?")."""
_CONCURRENCY_ASKED = (
    r"(?<![\d~])(?<!\d )(?<!\d\s\s)\b(?:max(?:imum)?\s+)?concurrency\s*(?:then|now|there)?\s*\?"
    r"|(?<![\d个路单])并发(?:量|数)?(?:呢|如何|怎么样)\s*[?？]?"
)
"""The concurrency asked as a bare noun ("32k each — concurrency?", "每路16k，并发呢"): no count
before it, so the count of users is the answer, not a load stated ("at 8 concurrency?")."""
_EACH_LONG = r"(?:\d+\s*k\s*(?:tokens?|上下文)?\s*的?\s*)?"
"""Each one's length said between the count and what is counted ("多少路 64k 的请求")."""
_PEOPLE_ZH = r"(?:人|用户|客户|开发者?|程序员|工程师|员工|同事|研究员|学生|同学|成员|客服|坐席)"
"""The people a service is shared by, counted in Chinese ("多少个开发者", "几个同事")."""
_PEOPLE_AT_ONCE = (
    rf"(?:同时|一起|并行)[^，。,？?！!]{{0,6}}?(?:多少|几)(?:个|位|路|名)?\s*{_EACH_LONG}"
    rf"(?:{_PEOPLE_ZH}|会话|请求)"
    rf"|(?:接|容纳|接待|供)(?:得了|得住|得下|下)?(?:多少|几)(?:个|位|名)?\s*{_PEOPLE_ZH}"
    # the people first, together after: "最多几个人能同时用", "多少同事可以一起访问"
    rf"|(?:多少|几)(?:个|位|名)?\s*{_PEOPLE_ZH}(?:能|可以)?(?:同时|一起)(?:用|使用|访问|聊|问|调用)"
)
"""People counted at once in other verbs: "同时能接几个人", "一起挂多少个会话", "容纳几个用户"."""
_LOAD_COUNT_RE = re.compile(
    r"\bhow many (?:of (?:those|these|the|them|my|our) )?(?:concurrent |simultaneous |parallel )?"
    r"(?:\d+k[\s-]?(?:(?:tokens?|context|ctx) )?|long )?(?:users?|requests?|people|conversations?"
    r"|chats?|clients?|seats?|agents?|streams?|" + _ROLES + r")\b"
    # "max concurrent before kv runs out": requests in flight, not the sequences a cache holds
    r"|\b(?:max(?:imum)?|peak) (?:concurrent|simultaneous|parallel|concurrency)\b"
    r"(?!\s+(?:sequences?|seqs?|contexts?|for \d))"
    r"|(?:多少|几)(?:个|位|路|条)?\s*(?:并发|用户|人同时|人在线|人用)"
    r"|(?:多少|几)(?:个|位|路|条)?\s*" + _EACH_LONG + r"(?:个?请求|会话)"
    r"|(?<!单)并发(?:数|量)?(?:上限|极限|最大值?|最多)?(?:能|可以)?(?:开|撑|跑|拉|上|冲|顶)?(?:大概|大约|约)?(?:到|有|是)?(?:多少|几)"
    # "最多能同时撑几个32k的会话": the conversations counted, each one's length said between
    r"|(?:撑|扛|带|抗|支撑|支持|服务)(?:得了|得住|住)?(?:多少|几)(?:个|位|路)?\s*"
    r"(?:\d+\s*k\s*(?:token|上下文)?\s*的?\s*)?(?:并发|用户|人|请求|会话|对话)"
    r"|" + _LOAD_NOUN_ASKED + r"|(?:并发|同时在线)(?:用户|会话|请求|人)?数(?:量)?\s*[?？]"
    r"|" + _CONCURRENCY_ASKED + r"|" + _PEOPLE_AT_ONCE + r"|" + _MAX_NUMBER
)
"""Users, requests or conversations counted (not sequences or contexts a cache holds)."""
_IN_FLIGHT = (
    r"(?:in[\s-]flight|in parallel|concurrently|simultaneously|at once|at the same time"
    r"|at a time|going at once)"
)
_CAPACITY_RE = re.compile(
    r"\bhow many (?:of (?:those|these|the|them|my|our) )?(?:concurrent |simultaneous |parallel "
    r"|\d+k |\d+k[\s-](?:token|context|ctx) |long )?(?:users?"
    r"|requests?|people|sessions?|streams?|clients?|seats?|sequences?|conversations?|contexts?"
    r"|chats?|agents?|" + _ROLES + r")\b|\bhow much (?:concurrency|throughput)\b"
    r"|\b(?:max(?:imum)?|how many) (?:concurrent|simultaneous|parallel)\b"
    # "how many can I keep in flight", "how many could it run at once": the load is the count
    r"|\bhow many (?:(?:of them|of those) )?(?:can|could|will|would) (?:i|we|it|they|you|one|that)"
    r"(?: \w+){0,2}? (?:keep|have|run|hold|serve|handle|juggle|sustain|push|fit)"
    rf"(?: \w+){{0,2}}? {_IN_FLIGHT}"
    # the count asked bare, the load in the words after it ("how many in flight?")
    r"|\bhow many (?:(?!(?:gpus?|cards?|nodes?|machines?|servers?|boxes|hours?|tokens?|gb)\b)"
    rf"[\w-]+ ){{0,2}}{_IN_FLIGHT}"
    # the count the subject of its verb: "how many can realistically chat at once"
    rf"|\bhow many (?:can|could|will|would) (?:[\w-]+ ){{1,4}}?{_IN_FLIGHT}"
    r"|(?:多少|几)(?:个|位|路|条)?\s*(?:并发|用户|人同时|人在线|人用|路)"
    # what a cache holds counted: "kv 塞得下多少条", "显存能放下几个 32k 的上下文"
    r"|(?:塞|放|装|存)(?:得)?下(?:多少|几)(?:个|条|路)"
    r"|(?<!单)并发(?:数|量)?(?:上限|极限|最大值?|最多)?(?:能|可以)?(?:开|撑|跑|拉|上|冲|顶)?(?:大概|大约|约)?(?:到|有|是)?(?:多少|几)(?!\s*(?:个\s*)?(?:token|tok|字))"
    r"|(?:撑|扛|带|抗|支撑|支持|服务)(?:得了|得住|住)?(?:多少|几)"
    r"|(?:同时|并行)(?:能|可以)?(?:跑|处理|服务|挂|开)(?:多少|几)(?:个|路)?(?:请求|会话|用户|序列)"
    r"|(?:同时|并行)(?:能|可以)?(?:跑|处理|服务|挂|开)(?:多少|几)(?:个|路)(?=\s*(?:$|[，,。？?!！]))"
    # conversations counted with each one's length between: "够多少个 16k 会话同时跑",
    # "还能同时跑几个 8k 的对话" (the count of a load, whatever verb carries it)
    r"|(?:多少|几)(?:个|路|条)?\s*"
    + _EACH_LONG
    + r"(?:会话|对话|请求)[^，,。？?！!]{0,4}?(?:同时|并发|一起)"
    r"|(?:同时|并行|一起)(?:能|可以)?(?:跑|处理|服务|挂|开|聊)(?:多少|几)(?:个|路)?\s*"
    + _EACH_LONG
    + r"(?:会话|对话|请求|用户|序列)"
    # the concurrency itself asked: "what concurrency can we expect", "能扛多大并发"
    r"|\bwhat (?:kind of |sort of |level of )?(?:max(?:imum)? )?concurrency\b"
    r"|\bconcurrency (?:can|could|would|should|will|do) (?:we|i|it|they|you)"
    r" (?:expect|get|see|reach)"
    r"|(?:多大|多高)的?并发"
    # the ceiling named: "concurrency limit on one l40s?" (not vLLM's "Maximum concurrency for")
    r"|\bconcurrency (?:limit|ceiling|cap)\b|\b(?:max(?:imum)?|peak) concurrency\b(?! for \d)"
    r"|" + _LOAD_NOUN_ASKED + r"|(?:并发|同时在线)(?:用户|会话|请求|人)?数(?:量)?\s*[?？]"
    r"|" + _CONCURRENCY_ASKED + r"|" + _PEOPLE_AT_ONCE + r"|" + _MAX_NUMBER
)
"""The question asks how many users some hardware serves (the count is the answer)."""


_AT_ONCE_RE = re.compile(
    r"(?<![a-z])(?:(?:all )?at once|at the same time|simultaneous(?:ly)?|concurrent(?:ly)?"
    r"|in parallel)(?![a-z])|同时|并发|一起(?:用|出图|生成|跑)"
)
"""The people or jobs said to run together ("all hit sdxl at the same time", "10个人同时出图")."""


def at_once_said(folded: str) -> bool:
    """Whether the load is said to run all together, not just shared over the day."""
    return _AT_ONCE_RE.search(folded) is not None


def capacity_asked(folded: str) -> bool:
    """Whether a count of users or requests the hardware holds is asked ("how many in flight")."""
    return _CAPACITY_RE.search(folded) is not None


def load_counted(folded: str) -> bool:
    """Whether the count asked is of a serving load ("how many concurrent users", "多少并发")."""
    return _LOAD_COUNT_RE.search(folded) is not None


__all__ = ["capacity_asked", "load_counted"]
