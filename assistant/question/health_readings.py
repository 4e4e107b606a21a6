"""Power and memory readings put up for a health judgment, read from a question's text.

``reading_check`` names a reading that is judged, not a limit to set or a supply to size: the
draw at idle with the performance state ("idles at 70W in P2", "空载功耗 60W"), the
``nvidia-smi`` Usage/Cap column far below the cap under full utilisation ("150W / 350W at 100%
util"), and ``Retired Pages Pending: Yes`` pasted from ``nvidia-smi -q``. ``return_asked``
says whether a fault seen is put up as keep-or-return ("should I return it?", "要不要退").
Pure: no I/O.
"""

from __future__ import annotations

import re

from assistant.models import HealthCheck
from assistant.question.clock_reading import clock_reading
from assistant.question.fan_reading import fan_reading
from assistant.question.fraud_asked import fraud_asked
from assistant.question.link_slots import link_reading
from assistant.question.memory_heat import memory_temp_c
from assistant.question.run_draw import run_draw_w
from assistant.question.run_symptoms import SLOWED_OVER_RUN
from assistant.question.text import fold
from assistant.question.verify_cues import shown_doubted

_WATTS = r"\d{1,4}(?:\.\d+)?\s*(?:w|watts?|瓦)(?![a-z])"
_IDLE = r"(?:idl(?:e|es|ed|ing)|at rest|doing nothing|空载|待机|闲置|空闲|不跑(?:任务|东西)?时?)"
_IDLE_POWER_RE = re.compile(
    rf"{_IDLE}.{{0,30}}?{_WATTS}|{_WATTS}.{{0,24}}?{_IDLE}"
    # the idle performance state named: "stuck in P2 at idle", "空闲时还是 P0", "not P8"
    rf"|{_IDLE}.{{0,30}}(?<![a-z0-9])p[02](?![0-9a-z])|(?<![a-z0-9])p[02](?![0-9a-z]).{{0,30}}{_IDLE}"
)
"""A draw or a performance state read at idle ("idles at 70W", "空载功耗 60W", "P2 at idle")."""
_IDLE_WATTS_RE = re.compile(rf"{_IDLE}.{{0,30}}?({_WATTS})|({_WATTS}).{{0,24}}?{_IDLE}")
_AWAKE_RE = re.compile(r"(?<![a-z0-9])p[02](?![0-9a-z])")
"""An awake performance state named (P0, P2): at idle it means something holds the card."""
_SIZING_RE = re.compile(
    r"psu|power supply|电源|多少瓦的|几瓦的|够不够|enough"
    # a bill or the draw under load asked: the idle figure is one of its inputs
    r"|kwh|bill|cost|电费|费用|monthly|per month|under load|满载"
)
"""A supply sized or a bill asked: the idle draw is then an input, not a reading to judge."""
_USAGE_CAP_RE = re.compile(
    r"(?<![\d.])(\d{1,4}(?:\.\d+)?)\s*w\s*/\s*(\d{2,4}(?:\.\d+)?)\s*w(?![a-z])"
)
"""nvidia-smi's Pwr:Usage/Cap column ("150W / 350W"): the draw, then the limit."""
_FULL_LOAD_RE = re.compile(
    r"(?:util\w*|usage|load|利用率|占用率|负载)\D{0,12}(?:9\d|100)\s*%|(?:9\d|100)\s*%\s*(?:gpu[\s-]*)?"
    r"(?:util\w*|usage|load|利用率|占用)|full[\s-]?load|maxed|pegged|满载|满负载|跑满|拉满"
    r"|during (?:training|inference|a run|gpu[\s-]?burn)|训练(?:时|中)|gpu[\s-]?burn"
)
"""The card said to be fully busy while the draw was read."""
_RUNNING_RE = re.compile(
    r"(?:while|when) (?:running|training|generating|inferring|serving)|under load"
    r"|(?:一|在)跑(?:模型|推理|训练|任务|llm|大模型)|(?:推理|训练|跑模型|跑任务)(?:时|的时候|中)"
)
"""A job said to be running while the draw was read ("一跑模型功耗…", "while generating")."""
_UTIL_SAID_RE = re.compile(
    r"(?:util\w*|利用率|占用率)\D{0,12}\d{1,3}\s*%|\d{1,3}\s*%\s*(?:gpu[\s-]*)?(?:util|利用率)"
)
"""A utilisation figure stated: a job running reads as full load only when none is."""
_LOW_SHARE = 0.7
"""A draw under this share of the cap, at full utilisation, is read as held back elsewhere."""
_RETIRED_RE = re.compile(
    r"retired\s*pages?.{0,40}pending\s*(?:page\s*(?:retirement|blacklist))?\s*[:：]?\s*yes"
    r"|pending\s*(?:page\s*)?(?:retirement|blacklist)\s*[:：]?\s*yes"
    r"|(?:待退役|页面退役|页退役|退役页).{0,12}(?:yes|是|有)"
)
"""``Retired Pages … Pending: Yes`` from ``nvidia-smi -q``: a page waits to be retired."""
_QUESTION_RE = re.compile(r"[?？]|吗|么|嘛|what'?s wrong|怎么回事|咋回事|正常|normal|是不是|是否")
"""A reading put up as a question, with or without its mark ("是不是没跑满")."""
_TROUBLE_SAID_RE = re.compile(
    # "throttled?" asks of the reading itself; "throttles at 88c" reports a trouble
    r"slow|慢|throttl(?:es|ing)\b|throttled(?!\s*[?？])|(?:降频|掉频)(?!了?吗)|tanks?\b"
    r"|crawl\w*|卡顿|" + SLOWED_OVER_RUN  # "tok/s halves after ~10 min": the card slows itself
)
"""A slow or throttling job reported: the power read beside it is that trouble's clue."""
_RETURN_RE = re.compile(
    r"\b(?:return|rma|send (?:it|this|the card) back|refund|exchange)\b|退货|退回|退掉|退了|退换"
    r"|要不要退|该不该退|该退|退吗|换货|能不能退"
    r"|\bcomplain\w*|投诉"  # "should I complain to the host?": a fault taken to the seller
)
"""A card put up to be kept or given back, or complained of."""


def draw_below_cap(text: str) -> tuple[float, float] | None:
    """The draw and cap of a Usage/Cap reading far below the cap under full load, or None."""
    folded = fold(text)
    read = usage_cap(folded)
    running = _RUNNING_RE.search(folded) is not None and _UTIL_SAID_RE.search(folded) is None
    if read is None or not (_FULL_LOAD_RE.search(folded) or running):
        return None
    return read if read[0] < read[1] * _LOW_SHARE else None


def usage_cap(text: str) -> tuple[float, float] | None:
    """nvidia-smi's Pwr:Usage/Cap column read anywhere ("80W / 320W"): the draw, then its cap."""
    m = _USAGE_CAP_RE.search(fold(text))
    if m is None:
        return None
    draw, cap = float(m[1]), float(m[2])
    return (draw, cap) if 0 < draw <= cap else None


def reading_check(text: str) -> HealthCheck | None:
    """A reading put up for judgment: idle power, draw below cap, retired pages; or None."""
    folded = fold(text)
    if _RETIRED_RE.search(folded):
        return "retired_pages"
    if _QUESTION_RE.search(folded) is None or _TROUBLE_SAID_RE.search(folded):
        return None  # a slow or throttling job told beside it: the reading is a clue to it
    if draw_below_cap(folded) is not None:
        return "power_draw"
    if _IDLE_POWER_RE.search(folded) and _SIZING_RE.search(folded) is None:
        return "idle_power"
    return None


def return_asked(text: str) -> bool:
    """Whether ``text`` asks to keep or give back a card ("should I return it?", "要不要退")."""
    return _RETURN_RE.search(fold(text)) is not None


def reading_slots(text: str, check: HealthCheck | None) -> dict[str, object]:
    """The readings a health check judges: the PCIe link read, the draw and its cap."""
    link = link_reading(text) if check == "pcie_link" else None
    # judged alone, or a slow job's clue ("slower than the tutorial … 180W / 700W at 100%")
    draw = draw_below_cap(text) if check in ("power_draw", None) else None
    slots = {"link_reading": link, "power_draw": draw, "idle_draw": idle_draw(text, check)}
    fan = fan_reading(text)  # "| 0%  87C  P2  445W / 450W |": the fan stopped on a hot card
    draw_w = run_draw_w(text)  # "running at 450W, 83C": what a cap would save
    said: dict[str, object] = {
        "fan_still": fan,
        "run_draw_w": draw_w,
        "fraud_asked": fraud_asked(text),
    }
    said["shown_doubted"] = shown_doubted(text)  # "截图能信吗": a picture proves no card
    said["memory_temp_c"] = memory_temp_c(text) if check == "memory_temperature" else None
    said["usage_cap_read"] = usage_cap(text)  # "80W / 320W at 30% util": a starved card's clue
    clock = {"clock_reading": clock_reading(text) if check == "clocks" else None}  # "1095 of 1755"
    return {**slots, **said, **clock}  # "am I being scammed?": "no" if genuine


def idle_draw(text: str, check: HealthCheck | None) -> tuple[float | None, bool] | None:
    """The draw read at idle (W, or None unsaid) and whether P0 or P2 was read with it."""
    if check != "idle_power":
        return None
    folded = fold(text)
    m = _IDLE_WATTS_RE.search(folded)
    said = m[1] or m[2] if m is not None else None
    watts = float(re.sub(r"[^\d.]", "", said)) if said else None
    return watts, _AWAKE_RE.search(folded) is not None


__all__ = ["draw_below_cap", "reading_check", "reading_slots", "return_asked", "usage_cap"]
