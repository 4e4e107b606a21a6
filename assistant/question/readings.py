"""A GPU memory figure the user read off a machine, and the size the card was sold as.

"nvidia-smi shows 81920MiB total", "only 23GB usable", "显存只有 23GB 多一点可用，说好的 24G":
the reading is a figure in MiB (nobody sells in MiB) or a figure next to a reading word (shows,
total, usable, free, 显示, 可用, 只有); the promised size is a figure next to a promise word
(says, sold, promised, 说好, 标称). A power limit read the same way ("nvidia-smi shows a power
cap of 350 W", "显示功耗上限350W") is ``power_reading``; a server's memory share
(``memory_utilization``), a llama.cpp layer split and a decode speed seen (``offload_split``,
``seen_tokens_per_s``) are read here too. Pure: no I/O.
"""

from __future__ import annotations

import re

from assistant.models import MemoryReading
from assistant.question.smi_limit_fields import held_limit_w
from assistant.question.text import fold
from assistant.question.tool_rows import bytes_as_mib, queried_limit_w

_AMOUNT = (  # a rate ("190 Gb/s", "300 GB/s busbw") is no amount of memory
    # a card's model number ("A10G", "T4G") is no amount either; "8x80GB" is
    r"(?<![a-wyz\d])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?:多|出头)?\s*(mib|mb|gib|gb|g)(?![a-z])"
    r"(?!\s*/\s*s(?:ec)?(?![a-z]))"
)
_AMOUNT_RE = re.compile(_AMOUNT, re.IGNORECASE)
_READ_WORDS_RE = re.compile(
    # whole words: "see" in "deepseek", "get" in "budget" read nothing
    r"(?<![a-z])(?:show|report|display|total|usable|available|free|only|see|get|left)"
    r"|nvidia-smi|mem_get_info"
    r"|显示|可用|只有|剩|总共|识别|只认|认出|认到|认成|看到|读到|才"
)
_USABLE_RE = re.compile(r"usable|available|free|left|can use|可用|能用|剩")
_PROMISE_RE = re.compile(
    r"says?|said|sold|promised?|advertis|listed|spec|claims?|supposed to"
    r"|说好|说是|号称|标称|宣传|承诺|标的|写的"
    r"|paid|paying|pay for|ordered|bought|付了钱|花钱买|买的是|租的是|订的是|下单"
    r"|\breal\b|genuine|真的|足的"  # the size it should be: "does that count as a real 48gb"
)
_TOOL_SAYS_RE = re.compile(
    r"(?:nvidia-smi|rocm-smi|smi|gpu-?z|nvtop|task manager|torch|driver|mem_get_info(?:\(\))?)"
    r"\s*(?:says?|said|claims?)"
    r"\s*:?\s*$"
)
"""A tool that "says" a figure reports it ("nvidia-smi says 16GB"): a reading, not a promise."""
_NEAR = 24
"""Characters either side of a figure searched for a reading or a promise word."""
_LOADED_RE = re.compile(
    r"(?:(?<![a-z])(?:loaded|loading|loads?|offload\w*|partially|swapped|spilled)|加载了?|载入了?"
    r"|卸载了?)\W{0,3}$"
)
"""A figure a job loaded or moved ("loaded partially 7012.3 MB", "offloaded 3 GB"): what the
job put on the card, not the card's own memory read off a tool."""
_NEXT_FIGURE_RE = re.compile(r"\d")
_MIG_SLICES_RE = re.compile(r"\.\d{1,3}gb")
"""What follows a MIG profile's compute slices ("2g" of "2g.20gb")."""


_IN_A_NAME_RE = re.compile(r"[a-z0-9][-_]$")
_NAME_AFTER_RE = re.compile(r"\s*(?:hbm\w*|pcie|sxm\d?|nvl)(?![a-z])")
"""A figure joined to a name before it ("a800-sxm4-80gb", "h100_80gb"), or followed by the rest
of the name nvidia-smi prints ("h100 80gb hbm3", "a100 80gb pcie"): part of the name."""


_NEGATED_RE = re.compile(
    r"(?:not|isn'?t|rather than|instead of)\s+(?:secretly\s+|really\s+|actually\s+|just\s+)?"
    r"(?:the\s+|a\s+)?$|不是\s*$|\bsecretly\s+(?:the\s+|a\s+|an\s+)?$"
)
"""A size said as what the card is not, or is suspected to be ("the 80gb model and not the
40gb", "isn't secretly the 40gb one", "is it secretly a 40gb?")."""


def _unit(raw: str) -> str:
    raw = raw.lower()
    if raw in ("mib", "mb"):
        return "MiB"
    return "GiB" if raw == "gib" else "GB"


_MOST_MIB = 10_000_000
"""Largest figure taken as a reading (about 10 TB in MiB); a larger one is not a card's memory."""
_MOST_PROMISED_GB = 10_000


def memory_reading(text: str) -> MemoryReading | None:
    """The memory figure read off the machine, and the size promised when stated, or None."""
    folded = bytes_as_mib(fold(text))  # rocm-smi's "(B): 205822885888" read in MiB
    reading: tuple[float, str, bool] | None = None
    promised: float | None = None
    told = False  # the reading found follows its reading word ("nvidia-smi says 16GB")
    negated = False  # the reading found is said as what it is not ("and not the 40gb")
    in_name: tuple[float, str, bool] | None = None  # a size in the card's name read off
    for m in _AMOUNT_RE.finditer(folded):
        if _MIG_SLICES_RE.match(folded, m.end()):
            continue  # "2g.20gb": a MIG profile's compute slices, its memory read next
        value = float(m[1].replace(",", ""))
        unit = _unit(m[2])
        before = folded[max(0, m.start() - _NEAR) : m.start()]
        if _LOADED_RE.search(before):
            continue  # "loaded partially 7012.3 MB": the job's share, not the card's total
        # a reading word after the figure reads it only up to the next figure ("m2 ultra 192g
        # 跑 v3 q2 只有 2 token/s": the 2 t/s is what is "only", not the card's 192g)
        after = _NEXT_FIGURE_RE.split(folded[m.end() : m.end() + _NEAR], maxsplit=1)[0]
        promised_before = _PROMISE_RE.search(before) and not _TOOL_SAYS_RE.search(before)
        # "NVIDIA A800-SXM4-80GB", "NVIDIA H100 80GB HBM3": the size in the card's name
        named = _IN_A_NAME_RE.search(before) or _NAME_AFTER_RE.match(folded, m.end())
        read = unit == "MiB" or (_READ_WORDS_RE.search(before + after) and not promised_before)
        if read and named:  # the name's size is read only when no other figure is
            in_name = in_name or (value, unit, False)
        elif read:
            # a figure right after its reading word wins over one that only precedes it
            follows = _READ_WORDS_RE.search(before) is not None
            usable = _USABLE_RE.search(before + after) is not None
            # a total read, then what a process can use: "显示 80G，mem_get_info 只有 40 多G可用"
            usable_after_total = usable and reading is not None and not reading[2]
            # a MiB total (nobody sells in MiB) over a size only followed by a reading word:
            # '收的"A100 80G"，nvidia-smi 一看 `… | 40960MiB`' reads 40960MiB, the 80G is sold
            mib_over_size = unit == "MiB" and reading is not None and reading[1] != "MiB"
            if (
                reading is None
                or follows
                and not told
                or usable_after_total
                or mib_over_size
                and not told
            ) and (0 < value <= _MOST_MIB):
                if reading is not None and promised is None and not negated:
                    promised = reading[0] if reading[1] == "GB" else None  # "80gb, smi: 40GB"
                reading, told = (value, unit, usable), follows
                negated = _NEGATED_RE.search(before) is not None  # "not the 40gb": no promise
                continue
        # a promise word before an earlier figure promised that one: "说好的 96g，是不是 141g
        # 那版": the 141g is the part suspected, the 96g what was sold
        own = _PROMISE_RE.search(_AMOUNT_RE.split(before)[-1]) is not None
        if promised_before and unit != "MiB" and 0 < value <= _MOST_PROMISED_GB:
            promised = value if promised is None or own else promised
    reading = reading or in_name  # "smi 显示 `NVIDIA A100-SXM4-40GB`，商家说是 80G": the name's
    if reading is None:
        return None
    value, unit, usable = reading
    if unit == "GB" and value > 1024:  # "24564MB": nvidia-smi's MiB written as MB
        unit = "MiB"
    return MemoryReading(value=value, unit=unit, usable=usable, promised_gb=promised)


_POWER_LIMIT = (
    r"(?:power[\s._-]?(?:limit|cap)\w*|enforced power limit|(?<![a-z])(?:tdp|pl)(?![a-z])"
    r"|max(?:imum)?[\s._-]?power(?:[\s._-]?limit)?"  # `nvidia-smi -q`'s "Max Power Limit"
    r"|(?<![a-z])pwr[\s._-]?cap(?![a-z])"  # rocm-smi's "PwrCap" column
    r"|功耗上限|功耗墙|功耗限制|功率上限|功率限制|功率墙|最大功耗|功耗上线)"
)
_WATTS = r"(\d{2,4}(?:\.\d+)?)\s*(?:w|watts?|瓦)(?![a-z])"
_POWER_READING_RES = (
    # (not past what it is set against: "600W power limit instead of 700W" reads the 600)
    re.compile(
        _POWER_LIMIT
        + r"(?:(?!instead|rather|而不是|而非|不是)[^\d，,。？?!！]){0,16}?"
        + _WATTS
        # not the draw of a "Pwr:Usage/Cap 141W / 300W" pair: its cap is the figure after
        + r"(?!\s*/\s*\d)"
    ),
    # "a `350W` cap", "450 w limit": a wattage before its limit word, quoted or not
    re.compile(_WATTS + r"[`'\"\s]*(?:的)?\s*(?:" + _POWER_LIMIT + r"|(?:cap|limit)(?![a-z]))"),
    # nvidia-smi's "Pwr:Usage/Cap" column ("248W / 250W"): the second figure is the limit
    re.compile(r"(?<![\d.])\d{1,4}(?:\.\d+)?\s*w\s*/\s*" + _WATTS),
    # the values of a card listed after its name ("`H100 PCIe`, `81559MiB`, `350W`"): the
    # wattage listed right after the memory total is the card's power limit, as
    # `--query-gpu=name,memory.total,power.limit` prints them
    re.compile(r"(?<![\d.])\d{4,6}\s*mib[`'\"]?\s*[,，、]\s*[`'\"]?" + _WATTS + r"(?!\s*/)"),
)
_POWER_READ_WORDS_RE = re.compile(
    r"nvidia-smi|rocm-smi|amd-smi|nvml|shows?|showing|reports?|reads?|says|set to|capped|is only"
    r"|显示|读到|看到|查到|只有|才|被限|锁在|限在"
    # nvidia-smi's own column pasted, or a screenshot of it sent: "Pwr:Usage/Cap 21W / 350W"
    r"|pwr\s*:\s*usage|usage\s*/\s*cap|截图|截屏|screenshots?|screen ?grabs?"
    # a draw seen to stop rising: "tops out at 260 W", "never goes above 250W", "封顶"
    r"|(?:tops?|max(?:es)?) out|never (?:goes|gets|climbs)|won'?t go|上不去|封顶|卡在"
)


_FULL_LOAD = r"(?:满载|满负载|烤机|full[\s-]?load|under (?:full )?load|at 100\s?%|gpu[\s_-]?burn)"
_FULL_LOAD_DRAW_RES = (
    re.compile(_FULL_LOAD + r"[^\d。？?!！]{0,16}?" + _WATTS),
    re.compile(_WATTS + r"[^\d。？?!！]{0,16}?" + _FULL_LOAD),
    # a draw that will not rise is the limit reached: "功耗才 200w 就上不去了", "封顶 250W"
    re.compile(
        _WATTS + r"\s*(?:就|也|都|便)?\s*(?:再也|一直)?"
        r"(?:上不去|上不来|不往上|不再上|封顶|到顶|顶住)"
    ),
    re.compile(r"(?:封顶|卡在|顶在|最多(?:只有|就)?)\s*" + _WATTS),
    re.compile(
        r"(?:tops?|topp(?:ed|ing)|max(?:es|ed|ing)?|caps?|capp(?:ed|ing)|plateaus?|plateaued)"
        r" out (?:at |around |about )?~?\s*" + _WATTS
    ),
    # a draw held at one figure: "power sits at 700W", "stuck at 250 W", "一直停在 250W"
    re.compile(r"(?:sits?|stays?|stuck|pinned|hovers?) (?:at|around) ~?\s*" + _WATTS),
    re.compile(r"(?:一直|始终)?(?:停在|稳在|维持在)\s*" + _WATTS),
    re.compile(
        r"(?:never|won'?t|doesn'?t|does not|will not|can'?t|not) (?:go(?:es)?|get(?:s)?|climb(?:s)?"
        r"|ris(?:e|es)|pull(?:s)?|draw(?:s)?) (?:any )?(?:above|past|over|beyond|more than)"
        r" ~?\s*" + _WATTS
    ),
)
"""The draw at full load ("gpu-burn 满载只有300W", "only pulls 250 W under full load"), or a
draw that will not rise past a figure ("功耗才 200w 就上不去了", "never goes above 220W")."""
_CEILING_RES = _FULL_LOAD_DRAW_RES[2:5]
"""A draw said to stop rising ("200W 就上不去", "封顶 250W", "tops out at 260 W"): a ceiling."""
_CAP_ASKED_RE = re.compile(
    r"(?:is|was|are|were|got) (?:it|this|that|they|the card|my card)? ?(?:power[\s-]?)?"
    r"(?:capped|limited|locked)|(?:是不是|是否|有没有)?被(?:锁|限)|限(?:了|制)?功耗|锁(?:了)?功耗"
    # a card sold cut down on power: "确认不是降功耗的版本", "功耗被砍了没"
    r"|(?:降|压|砍)(?:了)?功(?:耗|率)|功(?:耗|率)(?:被)?(?:降|压|砍|阉割)"
    r"|\b(?:capping|power[\s-]?limiting) (?:it|them|the (?:card|gpu)s?|my (?:card|gpu)s?)\b"
    # who set it asked: "did the host power limit it?", "did they cap the cards"
    r"|\bdid (?:the |my )?\w+ (?:power[\s-]?)?(?:limit|cap|lock)\w* (?:it|them|the (?:card|gpu)"
    # the rented machine named: "did they power-limit my pod", "did runpod cap our instance"
    r"|(?:my|our|the|this) (?:pod|instance|node|box|machine|server|vm|card|gpu)s?\b)"
)
"""A cap asked about ("is it power capped", "是不是被锁功耗墙了", "限功耗了吗")."""


def cap_asked(text: str) -> bool:
    """Whether the question asks if the card is power-capped (its reading is then judged)."""
    return _CAP_ASKED_RE.search(fold(text)) is not None


_CAP_SEEN_RE = re.compile(
    r"sw\s*power\s*cap\s*:?\s*active|power\s*cap\s*(?:reason\s*)?(?:is\s*)?:?\s*active"
    r"|(?:hit(?:s|ting)?|at) (?:the |its )?power (?:limit|cap)"
    r"|(?:撞|触发|碰到|顶到)了?功(?:耗|率)墙"
)
"""The power cap seen holding the card ("SW Power Cap: Active", "hitting the power limit",
"撞功耗墙"): the figure its draw stops at is the limit it holds, read as such."""


def cap_judged(text: str) -> bool:
    """A cap asked about, or seen holding the card: a figure read beside it is judged."""
    return cap_asked(text) or _CAP_SEEN_RE.search(fold(text)) is not None


def power_reading(text: str) -> float | None:
    """A power limit read off the machine (W), or None.

    "nvidia-smi shows a power limit of 350 W", "显示功耗上限350W": a wattage next to a power-limit
    word, in a question that says the figure was read somewhere. A full-load draw asked about
    as a cap ("满载只有300W，是不是被锁功耗墙了"), or read beside the cap seen active ("SW Power
    Cap Active … 250W 就上不去"), is that limit too: a card at full load draws its limit.
    """
    folded = fold(text)
    seen = _CAP_SEEN_RE.search(folded) is not None  # a clocks event reason: read off the card
    if _POWER_READ_WORDS_RE.search(folded) is None and not seen:
        return None
    queried = queried_limit_w(folded)  # "--query-gpu=…,power.limit … → …, 450.00 W"
    if queried is not None:
        return queried
    held = held_limit_w(folded)  # "Max Power Limit: 700 W … Current Power Limit: 500 W"
    if held is not None:
        return held
    for pattern in _POWER_READING_RES:
        m = pattern.search(folded)
        if m is not None:
            return float(m[1])
    # a draw said to stop rising ("到 200W 就上不去了", "tops out at 260 W") is a ceiling
    # read off the card however it is asked: the limit it holds
    patterns = _FULL_LOAD_DRAW_RES if cap_asked(folded) or seen else _CEILING_RES
    for pattern in patterns:
        m = pattern.search(folded)
        if m is not None:
            return float(m[1])
    return None


def stated_power_limit(text: str) -> float | None:
    """A power limit stated with its limit word, read off a tool or not ("power limit 450W")."""
    m = _POWER_READING_RES[0].search(fold(text)) or _POWER_READING_RES[1].search(fold(text))
    return float(m[1]) if m is not None else None


_UTILIZATION_RE = re.compile(
    r"(?:gpu[\s_-]*mem(?:ory)?[\s_-]*util\w*|mem(?:ory)?[\s_-]*util\w*|显存(?:利用率|占用比例|比例))"
    r"[^0-9]{0,80}?(?<![\d.])(?:(0?\.\d{1,3}|1\.0+)(?![\d.])|(\d{2,3})\s*%)"
)
"""A ``gpu_memory_utilization`` stated beside its name, or after a pasted error that names it
("Try increasing `gpu_memory_utilization` … already at 0.95", "--gpu-memory-utilization 0.98")."""


def memory_utilization(text: str) -> float | None:
    """The share of each GPU a server is said to take (0-1], or None."""
    m = _UTILIZATION_RE.search(fold(text))
    if m is None:
        return None
    share = float(m[1]) if m[1] else float(m[2]) / 100
    return share if 0.05 <= share <= 1.0 else None


_LAYERS_RE = re.compile(r"(\d{1,3}) ?/ ?(\d{1,3}) ?(?:repeating )?(?:layers?|层)")
"""A layer split as llama.cpp logs it ("offloaded 20/81 layers to GPU", "40/65 层")."""
_SEEN_TPS_RE = re.compile(
    r"(?<![\d,.])(\d{1,3}(?:\.\d+)?) ?(?:t/s|tok/s|tokens?/s|tokens? (?:per|a) sec\w*|tps\b"
    r"|token/秒|个? ?tokens?每秒)"
    r"|每秒(?:才|只有|只|大概|约)? ?(\d{1,3}(?:\.\d+)?) ?个? ?(?:token|tok|字)"
)
"""A decode speed seen ("crawling at 1.5 t/s", "每秒才 4 个 token"); not the tail of a prompt
rate in the thousands ("pp512 = 2050 t/s" is no 50 t/s)."""


def offload_split(text: str) -> tuple[int, int] | None:
    """The layers on the GPU and in all that a partial-offload log states, or None."""
    m = _LAYERS_RE.search(fold(text))
    if m is None:
        return None
    on_gpu, total = int(m[1]), int(m[2])
    return (on_gpu, total) if 0 <= on_gpu <= total and total > 0 else None


_FELL_TO_RE = re.compile(
    r"从\s*\d+(?:\.\d+)?\s*(?:t/s|tok(?:en)?s?/s|tps)\s*(?:掉|降|跌|减|慢)(?:到|至|成)\s*(\d+(?:\.\d+)?)"
    r"|\bfrom \d+(?:\.\d+)?\s*(?:t/s|tok(?:en)?s?/s|tps) (?:down )?to (\d+(?:\.\d+)?)"
)
"""A decode speed said to fall to a figure ("从 30 tok/s 掉到 8"): the speed seen now."""


def seen_tokens_per_s(text: str) -> float | None:
    """The decode speed a troubleshooting question says it sees, tokens/s, or None.

    A speed that fell is seen at the figure it fell to ("从 30 tok/s 掉到 8": 8).
    """
    fell = _FELL_TO_RE.search(fold(text))
    if fell is not None and float(fell[1] or fell[2]) > 0:
        return float(fell[1] or fell[2])
    m = _SEEN_TPS_RE.search(fold(text))
    if m is None:
        return None
    rate = float(m[1] or m[2])
    return rate if rate > 0 else None


_UTIL_PCT_RES = (
    re.compile(
        r"(?:util\w*|利用率|使用率|usage|占用率?)[^\d%，,。;；]{0,16}?(\d{1,3}(?:\.\d)?)\s*%"
    ),
    re.compile(r"(\d{1,3}(?:\.\d)?)\s*%\s*(?:of\s+)?(?:the\s+|my\s+)?(?:gpu|util|利用率|显卡)"),
)
"""The GPU utilisation stated in a low-utilisation question ("util stuck around 30%",
"利用率一直在40%上下", "only using like 10% gpu")."""


def stated_utilisation(text: str) -> float | None:
    """The GPU utilisation stated in ``text``, in percent (0-100), or None."""
    folded = fold(text)
    for pattern in _UTIL_PCT_RES:
        for m in pattern.finditer(folded):
            if "cpu" in folded[max(0, m.start() - 6) : m.start()]:
                continue  # "CPU usage 100%": the CPU's figure
            pct = float(m[1])
            if 0 <= pct <= 100:  # "util 显示 0%": a card the job never reached
                return pct
    return None


__all__ = [
    "stated_utilisation",
    "memory_reading",
    "memory_utilization",
    "offload_split",
    "power_reading",
    "cap_judged",
    "seen_tokens_per_s",
    "stated_power_limit",
]
