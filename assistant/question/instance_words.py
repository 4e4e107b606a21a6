"""Words of a question that may name a cloud instance type, read once by the parser.

Pure: regular expressions over the folded text; the price book's instance table decides later
which of them name an instance.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.question.lexicon import GPU_RE

_INSTANCE_WORD_RE = re.compile(r"[a-z0-9][a-z0-9._-]*[a-z0-9]")
_NOT_INSTANCE_RE = re.compile(
    # a figure quoted with its unit ("4.0tb/s", "1.5gb") is a spec, never an instance name
    r"\d+(?:\.\d+)?[bkmgtw]|\d+(?:\.\d+)?(?:bit|gb|g|tb|k|x|w|kw|h|hrs?|ms|gbps|tbps)"
    r"|(?:fp|int|bf|q|iq)\d\w*|(?:hbm|gddr|lpddr|ddr)\d\w*|sm_?\d{2,3}[a-z]?|cuda\d[\d.]*"
    r"|v\d+(?:\.\d+)?|\d+(?:st|nd|rd|th)|\d+x\d+\w*|r\d|eli5|k[83]s|p(?:50|90|95|99|999)"
    r"|\d+(?:\.\d+)?(?:p|i|fps|hz|px|mp|ips)"
    r"|\d+(?:\.\d+)?(?:s|ms|secs?)|\d+(?:\.\d+)?k?-tokens?"
    r"|\d+(?:\.\d+)?(?:v|mv|volts?)"  # a core voltage ("undervolted to 0.925v"), never a type
    r"|(?:gpt|llama|qwen|mistral|mixtral|gemma|phi|deepseek|yi|glm|chatglm|baichuan|sd|sdxl|flux"
    r"|yolo|whisper|resnet|vit|wan)[\w.-]*"
    r"|(?:large|medium|small|base|tiny)-v\d[\w.-]*"  # Whisper sizes said bare: "large-v3-turbo"
)
"""Sizes, precisions, versions, latency percentiles (p50, p99), resolutions and frame rates
(1080p, 30fps, 12mp), Kubernetes (k8s, k3s) and model names: letters and digits, but never an
instance."""


_SERIES_RE = re.compile(r"n[cdv]m?")
"""A VM series named apart from its card ("ND", "NC", "NDm" of "NDm A100 v4")."""
_VERSION_RE = re.compile(r"v\d{1,2}")


def instance_words(folded: str) -> list[str]:
    """Words that may name a cloud instance type ("p5", "g6e.12xlarge", "ND H100 v5").

    ``folded`` is the question as ``markers.fold`` leaves it. Words holding a letter and a digit,
    with their neighbours, in order (a name can span words); the price book's instance table
    decides which ones name an instance.
    """
    words = _INSTANCE_WORD_RE.findall(folded)
    mixed = [
        bool(re.search(r"[a-z]", w) and re.search(r"\d", w))
        and _NOT_INSTANCE_RE.fullmatch(w) is None
        and GPU_RE.fullmatch(w) is None
        for w in words
    ]
    for i, w in enumerate(words[:-2]):
        # "ND H100 v5", "NC A100 v4": a series, its card and a version name a family together
        if _SERIES_RE.fullmatch(w) and _VERSION_RE.fullmatch(words[i + 2]):
            mixed[i] = True
    keep = [
        w
        for i, w in enumerate(words)
        if any(mixed[max(0, i - 2) : i + 2])  # a name can run two words on ("NC24ads A100 v4")
    ]
    return keep[:40] if any(mixed) else []


_INSTANCE_PICK_RE = re.compile(
    r"\b(?:which|what|what's the|best|cheapest|any)\s+(?:[a-z0-9]+\s+){0,2}"
    r"(?:instances?|instance types?|vms?|machine types?|skus?|node types?|shapes?)\b"
    r"|(?:哪个|哪种|什么|哪款|哪些|哪一个)(?:[^\s，。？?]{0,4})?(?:实例|机型)"
)
"""An instance type is asked for ("which aws instance gives me an A10G", "哪个机型")."""
_SPEC_CLASS_RE = re.compile(r"(?:哪个|哪种|什么|哪款|哪些|哪一个)(?:[^\s，。？?]{0,4})?规格")
"""规格 asked: a cloud's instance type ("阿里云哪个规格") where a cloud is named; else a card's
specs ("l2 又是什么规格")."""
_MACHINE = r"(?:nodes?|droplets?|vms?|instances?|boxe?s?|servers?|machines?)"
_MACHINE_SPEC_RE = re.compile(
    rf"\b{_MACHINE}\b[^.?!]{{0,60}}?(?:what'?s in (?:it|them|one|each)|what (?:do|does) (?:it|they)"
    r" (?:have|come with)|how much (?:host |system |cpu )?(?:ram|memory)\b|how many (?:v?cpus?"
    r"|cores|gpus?)|infiniband|nvswitch|nvlink|interconnect|network(?:ing)?\b|specs?\b|config)"
    rf"|\bhow many (?:gpus?|cards?) (?:per|in (?:an?|each|the)) {_MACHINE}\b"
    rf"|\bwhat'?s in (?:an?|the|one|each|their) (?:[\w'-]+ ){{0,3}}{_MACHINE}\b"
    r"|(?:节点|实例|机器|服务器|云主机)[^。？?！!]{0,12}?(?:什么配置|配置是|几张卡|几卡|多少内存|内存多大"
    r"|多少\s*cpu|ib\s*网|网络)"
)
"""A provider's machine asked about by what it holds ("coreweave's 8x h100 nodes — how much
host ram?", "how many gpus per vm?", "HGX B200 node — what's in it"): the instance table
answers it, by the cards the machine carries at that provider."""
_ORDER_RES = (
    ("ram", re.compile(r"\bmost (?:cpu |host |system )?(?:ram|memory)\b|(?:ram|内存)(?:最大|最多)"
                       r"|最(?:多|大)(?:的)?(?:系统)?内存|内存给得?最多")),
    ("vcpus", re.compile(r"\bmost (?:v?cpus?|cores)\b|cpu\s*核?数?最多|最多的?\s*(?:cpu|核)")),
    ("gpus", re.compile(r"\bmost gpus\b|卡(?:数)?最多|最多(?:的)?(?:卡|gpu)")),
    ("price", re.compile(r"\bcheapest\b|最便宜|价格最低")),
)  # fmt: skip


_SIZES_OFFERED = (
    r"(?<![\d.])\d{2,3}\s*g(?:b)?\s*(?:的|ones?|versions?)?\s*(?:还是|或者?|or)\s*(?:the\s+)?"
    r"\d{2,3}\s*g(?:b)?(?![a-z/])\s*(?:的|ones?|versions?)?\s*(?:[?？]|$|[，,]|吗)"
)
"""Two memory sizes offered for the cards, one to be named ("是 40G 的还是 80G 的？")."""
_CONFIRM_RE = re.compile(
    r"(?<![a-z])(?:is (?:it|that|this)|are (?:they|those|these)|does (?:it|that|this) (?:have"
    r"|come with|carry|use)|right\s*\?|correct\s*\?)(?![a-z])"
    r"|是[^，。？?！!]{0,24}?(?:吗|吧|么|嘛|对吧|对吗)|对吧|没错吧"
    # the cards stated after the type and asked back: "NC64as_T4_v3 is 4x t4 in one vm?"
    r"|(?<![a-z])(?:is|has|holds|carries)\s+(?:it\s+|really\s+|just\s+|only\s+)?"
    r"(?:\d{1,2}|one|two|four|eight|a single|single|dual|quad)\s*(?:x|×)?\s*(?:nvidia\s+)?"
    r"[a-z]{0,4}\d{1,4}[a-z]?\b[^.?!]{0,30}\?"
    # the shape alone as its clause's question: "g4dn.12xlarge — 4 t4s?", "p4d: 8x a100?"
    r"|[—–:-]\s*(?:\d{1,2}|one|two|four|eight|dual|quad)(?:\s*[x×]\s*|\s+)(?:nvidia\s+)?"
    r"[a-z]{0,4}\d{1,4}[a-z]?s?(?:\s*\d{2,3}\s*g(?:b)?)?\s*\?"  # "a2-ultragpu-4g: 4x a100 80gb?"
    # … hedged before its mark: "g4dn.12xlarge: 4x T4 I think?", "p3.8xlarge: 4 v100s iirc?"
    r"|[—–:-]\s*(?:\d{1,2}|one|two|four|eight|dual|quad)(?:\s*[x×]\s*|\s+)(?:nvidia\s+)?"
    r"[a-z]{0,4}\d{1,4}[a-z]?s?,?\s+(?:i think|i believe|iirc|if i remember|i guess)\s*\?"
    r"|(?:只有|就|有|带)\s*(?:一|两|二|四|八|\d{1,2})\s*(?:张|块|个)[^，。？?！!]{0,16}?(?:吗|吧|么|嘛)"
    # the cards' memory asked back as two sizes: "8 张 A100 是 40G 的还是 80G 的", "40gb or 80gb?"
    rf"|{_SIZES_OFFERED}"
)
"""A shape stated and asked back ("是4张V100 32G吗", "是双卡A10吧", "is it 8x H100?")."""
_TYPE_COUNT = (
    r"(?:是|有|带|装了?|塞了?|配了?)\s*(?:几|多少)(?:张|块)"
    r"|(?<![a-z])how many\s+(?:[a-z]{0,4}\d{1,4}[a-z]?s?|gpus?|cards?)"
    r"\s+(?:does|do|is|are|in)(?![a-z])"
)
"""A type's card count asked ("gn6i-c24g1.24xlarge 是几张 t4", "how many a100s does a p4d have",
"机型里塞了多少块 L4")."""
_TYPE_COUNT_RE = re.compile(_TYPE_COUNT)
_HOST_FIGURES_RE = re.compile(
    r"(?<![a-z])(?:how many v?cpus?|how many (?:cpu )?cores|how much (?:host |system )?ram)"
    r"(?![a-z])"
    r"|(?:几|多少)个?\s*v?cpu|(?:几|多少)核|多少(?:系统)?内存|内存(?:多大|多少)"
    r"|" + _TYPE_COUNT
)
"""The type's own host figures asked beside its cards ("给几个 vCPU、多少内存？单卡那张 A100
能跑 70b 吗"): its shape is asked back, so the type is described before the model is sized."""


def sizes_offered(folded: str) -> bool:
    """Whether the cards' memory is asked as one of two sizes: answered by the size, no yes."""
    return re.search(_SIZES_OFFERED, folded) is not None


def instance_ask(folded: str, slots: dict[str, Any]) -> dict[str, Any]:
    """``asks_instance_pick``: an instance type asked for; ``instance_order``: what ranks them.

    With a provider named, a question about what its machine holds asks for the instance types
    that carry the cards named there. The order is None (by price) unless one is said.
    ``confirms_shape``: cards are named and asked back ("是4张V100吗"), to check against a type,
    or named beside the type's host figures asked (its vCPUs, its RAM).
    """
    machine = slots.get("provider") is not None and _MACHINE_SPEC_RE.search(folded) is not None
    cloud = slots.get("provider") is not None or slots.get("where") == "cloud"
    classed = cloud and _SPEC_CLASS_RE.search(folded) is not None
    asked = _INSTANCE_PICK_RE.search(folded) is not None or machine or classed
    order = next((name for name, pattern in _ORDER_RES if pattern.search(folded)), None)
    asked_back = _CONFIRM_RE.search(folded) or _HOST_FIGURES_RE.search(folded)
    confirms = bool(slots.get("gpus")) and asked_back is not None
    counted = confirms and _TYPE_COUNT_RE.search(folded) is not None
    return {
        "asks_instance_pick": asked,
        "instance_order": order,
        "confirms_shape": confirms,
        "type_count_asked": counted,
    }


_TYPE_WORD_RE = re.compile(
    r"[a-z]{1,4}\d{1,3}[a-z]{1,5}|[a-z]{2,4}\d{1,3}|[a-z]{1,3}\d{1,2}-[a-z]{4,12}(?:-\d{1,2}g?)?"
    r"|ebm[a-z]{1,3}\d{1,3}[a-z]{0,5}"
)
"""A cloud's type or family name as written ("gn7e", "gn8is", "p4de", "nc96ads", GCP's
"a3-edgegpu-8g", Aliyun's bare-metal "ebmgn8v")."""


def type_word_said(folded: str) -> bool:
    """A word shaped like a cloud type's name that is no card ("gn7e" beside an A100).

    With a provider named, the specs asked are that type's ("阿里云 gn7e 规格里是 A100 吗"),
    not the card's row.
    """
    spread = _SERIES_VERSION_RE.search(folded) is not None  # "nd gb200 v6": Azure's way
    return spread or any(is_type_word(w) for w in instance_words(folded))


_SERIES_VERSION_RE = re.compile(
    r"(?<![a-z0-9])n[cdv](?!idia)[a-z0-9]{0,10}(?:\s+[a-z0-9]{2,12}){0,2}\s+v\d(?![a-z0-9])"
)
"""A type named in Azure's way, series, card and version over several words ("ND GB200 v6",
"NC A100 v4")."""


def names_no_instance(word: str) -> bool:
    """A size, precision, version or model name ("qwen2.5", "int4"): never an instance type."""
    return _NOT_INSTANCE_RE.fullmatch(word) is not None


_DOTTED_TYPE_RE = re.compile(
    r"[a-z]{2,4}\.(?:[a-z]{1,4}\d{1,3}[a-z]{0,5}|[a-z]{2,4}\d{1,3})(?:[-.][a-z0-9.-]+)?"
    r"|[a-z]{1,4}\d{1,3}[a-z]{0,5}\.\d{0,2}x?large(?:\.\d{1,2})?"
)
"""A type's name with its product prefix or its size after a dot ("ecs.gni2", "ecs.gn7i-c8g1",
"p2v.8xlarge.8", "g5.xlarge")."""


def is_type_word(word: str) -> bool:
    """Whether one folded word is shaped like a cloud type's name and is no card ("gn7e")."""
    shaped = _TYPE_WORD_RE.fullmatch(word) or _DOTTED_TYPE_RE.fullmatch(word)
    return shaped is not None and GPU_RE.fullmatch(word) is None


__all__ = [
    "instance_ask",
    "instance_words",
    "is_type_word",
    "names_no_instance",
    "type_word_said",
]
