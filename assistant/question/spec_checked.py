"""A card's figure checked against a number the user states, or asked by its memory's name; pure.

"带宽上8TB/s了吗", "bandwidth only 448?", "does it hit 5 TB/s": the user states a figure and
asks whether the card's row has it, so the figure is asked as surely as "带宽多少" asks it; the
row answers, the stated number beside it. "单卡多少HBM", "多大HBM" ask the memory by the name
of its kind (HBM), the amount word before it. ``checked_fields`` reads the lowered text.
"""

from __future__ import annotations

import re

from assistant.models import SpecField
from assistant.question.quoted_figures import quoted_figures

_FIGURE = r"~?\d[\d.,]*\s*(?:多|余|出头|左右)?\s*(?:tb/s|gb/s|tbps|gbps|tb|gb|t|g)?"
"""A stated figure, with or without its unit ("8TB/s", "448", "3.35 tb/s"), or roughly ("900 多
GB/s")."""
_CHECK_ZH = (
    r"(?:是不是|是否(?:为|是)?|真的是|是|有|才|只有|就|仅|仅有"
    r"|上|到|达到|能到|能上|过|超过|破|超)?了?"
)
"""The verb that sets the figure against the stated one ("上", "才", "只有", "超过")."""
_ASKED_ZH = (
    r"\s*(?:了|的)?\s*(?:够用|够|太?(?:低|慢|弱)|对|对不对|准确|没错)?\s*(?:吗|么|嘛|没|没有|\?|？)"
)
"""The check's question form, a doubt of enough before it ("带宽288够用吗")."""
_BANDWIDTH_RE = re.compile(
    rf"(?:显存)?(?<!互联)(?<!卡间)(?<!nvlink)(?<!nvlink )带宽\s*{_CHECK_ZH}\s*{_FIGURE}{_ASKED_ZH}"
    rf"|(?<![a-z])(?<!nvlink )(?<!pcie )bandwidth\s*(?:is|of|at|=|:)?\s*(?:only|just|really"
    rf"|actually|even|still)?\s*{_FIGURE}\s*\?"
    r"|(?<![a-z])(?:hit|reach|get to|top|break|crack)(?:es|s)?\s+~?\d[\d.,]*\s*(?:tb/s|gb/s"
    r"|tbps|gbps)(?:\s*(?:of )?(?:memory )?bandwidth)?\s*\?"
    # asked by its unit or left bare after the memory: "and the tb/s number?", "带宽呢"
    r"|(?<![a-z])(?:the|its|what'?s the) (?:tb/s|gb/s|tbps)(?: (?:number|figure|value|spec))?"
    r"(?![a-z])|(?<!互联)(?<!卡间)(?<!nvlink)(?<!nvlink )带宽\s*(?:呢|咧|嘞)"
    r"|(?<![a-z])and (?:the |its )?(?:memory )?bandwidth\s*\?"
    # asked by its unit: "跑满是几个 TB/s", "how many tb/s"
    r"|(?:几|多少)\s*个?\s*(?:tb/s|gb/s)|(?<![a-z])how many (?:tb/s|gb/s)"
    # worked out from the bus: "带宽算下来多少", "带宽大概是多少"
    r"|(?<!互联)(?<!卡间)(?<!nvlink)带宽\s*(?:算下来|算起来|换算|大概|大约|实际)\s*(?:是|有)?\s*(?:多少|多大|几)"
)
"""The bandwidth checked against a stated figure: "带宽上8TB/s了吗", "bandwidth only 448?"."""
_MEMORY_RE = re.compile(
    rf"(?:显存|hbm\w*)\s*(?:才|只有|就|仅|仅有|上|到|达到|超过)了?\s*{_FIGURE}{_ASKED_ZH}"
    r"|多(?:大|少)\s*(?:g\s*)?(?:的\s*)?hbm|几\s*g\s*(?:的\s*)?hbm"
    r"|how (?:much|many gb of) hbm"
    # a size checked per card: "is it 256gb per card?", "is that 80 gb on each gpu?"
    r"|(?<![a-z])is (?:it|that|this|the\b[^?,.]{0,30}?) ~?\d{2,3}\s*gb?"
    r"(?: of (?:hbm\w*|vram|memory))?"
    r" (?:per|a|each|on each|for each) (?:card|gpu|chip|module|accelerator)\s*\?"
    # the memory of each GPU asked by its name alone: "GB200 per-GPU memory?", "单卡显存？"
    r"|(?<![a-z])(?:per|each)[\s-](?:gpu|card|chip|die)(?:'s)? (?:memory|vram|hbm\w*)\s*[?？]"
    r"|(?:单卡|每卡|每张卡?)的?\s*(?:显存|hbm\w*)\s*[?？]"
)
"""The memory asked by its kind, or checked: "单卡多少HBM", "显存才16g？", "how much hbm"."""

_MEMORY_VERSIONS_RE = re.compile(
    # a size per card set against the pair's: "is that 94gb per card or 188 for the pair"
    r"(?<![\d.])\d{2,3}\s*g(?:b|ib)?\s+(?:per|each|a|for each|on each)\s+(?:card|gpu|module)"
    r"\s*,?\s*(?:or|还是)\s+(?:the\s+)?\d{2,3}(?![\d.])"
    # two sizes said as the card's versions: "有 96G 和 141G 两种", "both 80gb and 94gb versions"
    r"|(?<![\d.])\d{2,3}\s*g(?:b|ib)?\s*(?:和|跟|与|and|&)\s*\d{2,3}\s*g(?:b|ib)?\s*"
    r"(?:的)?\s*(?:两种|两个?版本?|两款|(?:two )?(?:versions|variants|models))"
    # a size and its memory's kind put up to confirm: "模组是 96g HBM2e 吧", "48gb gddr7, right?"
    r"|(?<![\d.])\d{2,3}\s*g(?:b)?\s*(?:hbm|gddr)\w*\s*(?:的)?\s*(?:吧|吗|么|嘛|对吧|\?|？|,?\s*right)"
    # asked by its unit after the memory's name: "单卡 HBM3 几个 G", "显存是多少 G"
    r"|(?:显存|hbm\w*)\s*(?:是|有)?\s*(?:几|多少)\s*个?\s*g(?![a-z])"
    # the memory of several summed: "what's the combined vram", "total memory of the pair"
    r"|(?<![a-z])(?:what(?:'s| is| would be) (?:the |their |its )?|how much )"
    r"(?:combined|total|pooled|summed)\s+(?:v?ram|memory|hbm\w*)(?![a-z])"
)
"""The memory's versions, its size per card or summed over the cards, asked: the row answers."""

_TFLOPS_SET_AGAINST_RE = re.compile(
    r"算力\s*(?:跟|和|与|比)\s*[^，,。;；?？]{1,16}?\s*(?:比|相比|对比)\s*(?:如何|怎么样|起来|呢|差多少|高多少)"
    r"|(?<![a-z])(?:tensor|compute) (?:tflops|throughput|performance) (?:vs\.?|versus|compared to"
    r"|against) "
)
"""One card's compute set against another's ("tensor 算力跟 4070 ti 比如何"): the rows' TFLOPS."""
_POWER_SPEC_RE = re.compile(
    r"功耗(?:上限|模式|档位?)|(?<![a-z])power (?:modes?|ceiling)(?![a-z])"
    r"|(?:最大|最高)(?:功耗|功率)?\s*(?:是|有)?\s*(?:多少|几)\s*(?:瓦|w)(?![a-z])"
)
"""The board power asked as its ceiling or its modes ("功耗上限多少", "power modes?")."""

_MEMORY_KIND_RE = re.compile(
    r"用(?:的)?(?:是)?(?:啥|什么|哪种|哪一?代)(?:类型的?|样的?)?(?:显存|hbm)"
    r"|显存(?:是|用的是|用的)?(?:啥|什么|哪种)(?:类型|规格|颗粒)|显存(?:类型|颗粒)"
    # how the memory is built checked: "是双面贴 2GB 颗粒吗", "clamshell with 2gb modules?"
    r"|(?:\d\s*g(?:b)?\s*(?:的)?\s*)?颗粒(?:吗|么|嘛|\?|？)|(?<![a-z])clamshell(?![a-z])"
    r"|what (?:kind|type|sort|generation) of (?:memory|vram|hbm)\b"
    r"(?= (?:does|do (?!i |we |you )|is|are|on|in))"
    r"|(?<![a-z])(?:memory|vram) type(?![a-z])"
    r"|what (?:memory|vram) (?:does|do) [^?.,]{2,30}(?:use|have|come with|ship with)"
    r"|(?<![a-z])(?:hbm\w*|gddr\w*) or (?:hbm|gddr)\w*"
)
"""The memory asked by its kind ("用的是啥显存", "what kind of memory does the a100 use", "hbm or
gddr?"): the row's memory, which names its kind (HBM2e, GDDR6X) beside its size."""
_SOURCE_ASKED_RE = re.compile(
    r"官方(?:的)?(?:显存|带宽|算力|功耗)?\s*(?:数字|数据|数值|参数|规格|手册)|有没有官方|官方公布"
    r"|官方(?:的)?(?:显存)?(?:带宽|算力|功耗|显存)"
    r"|(?:数字|数据|参数)(?:是|有)?(?:准|可靠|靠谱|核实)"
    r"|(?<![a-z])official (?:number|figure|spec|datasheet|data)s?(?![a-z])"
    r"|(?<![a-z])(?:is|are) (?:that|this|it|those|these|they) (?:figures? |numbers? )?"
    r"(?:official|confirmed|verified)(?![a-z])"
)
"""Whether a card's figures are official asked ("带宽有官方数字吗", "is there an official
datasheet number?"): the row's figures, then whether they were checked against a source."""


def figure_source_asked(text: str) -> bool:
    """Whether ``text`` (lowered) asks if a card's figures are official or checked."""
    return _SOURCE_ASKED_RE.search(text) is not None


_SOURCED_FIELDS: tuple[tuple[SpecField, re.Pattern[str]], ...] = (
    ("memory", re.compile(r"显存(?!带宽)|(?<![a-z])(?:v?ram|memory|hbm)(?! bandwidth)(?![a-z])")),
    (
        "bandwidth",
        re.compile(r"(?<!互联)(?<!卡间)(?<!nvlink)(?<!nvlink )带宽|(?<!nvlink )bandwidth"),
    ),
    ("tflops", re.compile(r"算力|(?<![a-z])(?:t?flops|compute)(?![a-z])")),
    ("power", re.compile(r"功耗|(?<![a-z])(?:tdp|board power)(?![a-z])")),
)
"""The figures named when whether they are official is asked ("算力有官方数据吗")."""


def _sourced_fields(text: str) -> list[SpecField]:
    """The figures ``text`` names and asks to be official ("带宽有官方数字吗": the bandwidth)."""
    if not figure_source_asked(text):
        return []
    return [field for field, pattern in _SOURCED_FIELDS if pattern.search(text)]


_SIZES_SET_SIDE_RE = re.compile(
    r"(?<![\d.])\d{2,3}\s*g(?:b|ib)?(?:\s*(?:hbm|gddr|lpddr)\w*)?\s*(?:还是|或者?|or|vs\.?|/)\s*"
    r"(?:the\s+)?\d{2,3}\s*(?:多|几|出头)?\s*g(?:b|ib)?(?![a-z/])"
    r"(?![^，,。;；]{0,12}(?:好|划算|值得|更|够|better|worth|enough|(?:cards?|gpus?|models?"
    r"|versions?|ones?) (?:for|to)))"
)
"""Two memory sizes set side by side as the card's ("到底是96G还是141G", "186gb or 192gb?"): its
memory asked, not a card of either size weighed for a job ("24g还是48g的卡好")."""
_LINK_RE = re.compile(
    r"(?:nvlink|互联|卡间)\s*(?:的)?\s*(?:带宽|速度|速率)?[^，,。;；?？]{0,12}?~?\d[\d.]*\s*(?:gb/s|tb/s)"
    r"\s*了?\s*(?:吗|么|嘛|吧|\?|？)"
    r"|(?<![a-z])(?:nvlink|interconnect)(?: bandwidth| speed)?[^?]{0,30}?~?\d[\d.]*\s*(?:gb/s|tb/s)"
    r"\s*\?|what(?:'s| is) (?:the |its )?[\w-]+'s (?:nvlink|interconnect) (?:bandwidth|speed)"
)
"""The link between cards checked against a stated figure ("NVLink 带宽400GB/s 吗", "nvlink 被砍到
400GB/s 了吗", "is its nvlink cut to 400 gb/s?"), or asked of a card by its possessive ("what is
the H20's nvlink bandwidth")."""


_CC_RE = re.compile(
    r"compute[\s_-]?capabilit(?:y|ies)|(?<![a-z])cuda (?:capability|arch(?:itecture)?)(?![a-z])"
    r"|计算能力|算力等级|(?<![a-z])sm[\s_]?(?:version|多少|几)"
)
"""The card's CUDA compute capability asked ("compute capability, is it 7.5?", "A10 的计算能力
是 8.6 吗", "what cuda arch is a T4"): a row figure, the stated number only checked against it."""
_CC_TROUBLE_RE = re.compile(
    r"不支持|不兼容|报错|提示|错误|绕过|太老|(?<![a-z])(?:errors?|unsupported|not supported"
    r"|isn'?t supported|workaround|work around|too old|says|complains?)(?![a-z])"
)
"""The capability read off an error or a refusal ("vllm 提示 compute capability 6.0 不支持"): a
trouble to get past, not a figure asked."""


_CORES_RE = re.compile(
    r"how many (?:cuda |tensor |rt |shader )?(?:cores|sms|streaming multiprocessors|shaders)"
    r"|(?<![a-z])(?:cuda|tensor|shader|rt)[\s-]?core count|(?<![a-z])(?:sm|core) count"
    r"|what(?:'s| is| are) (?:the |its )?(?:boost|base|core|gpu) clocks?"
    r"|(?<![a-z])(?:boost|base) clock\s*\?|how (?:big|much) (?:is )?(?:the |its )?l2(?: cache)?"
    r"|(?<![a-z])l2 cache(?: size)?\s*\?"
    r"|(?:cuda|张量|tensor|rt)\s*核心?(?:数量?|个数)?(?:是|有)?\s*(?:多少|几)|核心数量?(?:是|有)?\s*(?:多少|几)"
    r"|多少(?:个)?(?:cuda|张量|tensor)\s*核心?|(?<![a-z])sm\s*(?:数量?|个数)(?:是|有)?\s*(?:多少|几)"
    r"|(?:加速|boost|核心)?频率(?:是|有)?多少|主频(?:是|有)?多少|(?:l2|二级)\s*缓存(?:是|有)?\s*(?:多大|多少)"
)
"""Core counts, clocks or cache asked ("how many tensor cores", "cuda核心多少个", "boost clock?"):
figures the spec table does not record; the dense TFLOPS they add up to is given instead."""


def memory_versions_said(text: str) -> bool:
    """Whether ``text`` asks the memory's versions, its size per card or summed over cards."""
    return _MEMORY_VERSIONS_RE.search(text) is not None


def checked_fields(text: str) -> list[SpecField]:
    """The spec fields ``text`` checks against a stated figure or asks by the memory's kind."""
    fields: list[SpecField] = []
    memory = (_MEMORY_RE, _SIZES_SET_SIDE_RE, _MEMORY_KIND_RE, _MEMORY_VERSIONS_RE)
    quoted = {q.field for q in quoted_figures(text)}
    if any(p.search(text) for p in memory):
        fields.append("memory")
    if "bandwidth" in quoted or _BANDWIDTH_RE.search(text):
        fields.append("bandwidth")  # "at 896 GB/s?": the rate's unit names the field
    if _LINK_RE.search(text):
        fields.append("link")
    if _CC_RE.search(text) and not _CC_TROUBLE_RE.search(text):
        fields.append("cc")
    if _TFLOPS_SET_AGAINST_RE.search(text):
        fields.append("tflops")
    if _CORES_RE.search(text):
        fields += ["cores", "tflops"]
    if "power" in quoted or _POWER_SPEC_RE.search(text):
        fields.append("power")  # "功耗是 72W 吗", "600W 是真的吗": the board power checked
    return list(dict.fromkeys([*fields, *_sourced_fields(text)]))


_HEDGE_RE = re.compile(r"到底|究竟|具体|实际上?")
"""A word that insists on the figure ("带宽究竟是多少", "显存到底多大") and stands between the
figure's name and its question word, so it is read past (never "really": "is that really 24gb?"
beside a reading doubts the reading)."""


def unhedged(text: str) -> str:
    """``text`` without the words that insist on a figure: "显存到底多大" reads as "显存多大"."""
    return _HEDGE_RE.sub("", text)


__all__ = ["checked_fields", "memory_versions_said", "unhedged"]
