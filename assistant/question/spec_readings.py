"""A card's specifications read off by a tool and put up to be checked against what was sold.

"ran gpu-z: GA102, 10496 shaders, 24gb gddr6x, 384-bit. we good?", "gpu-z says 32gb but bus
width reads 256-bit. fake?": the chip, memory size and type, bus width and shader count a tool
such as GPU-Z shows. Two or more of them, or one beside the tool's name, asked about, make a
``SpecReading`` the verify kind compares with the catalog row. Patterns run on folded text. Pure.
"""

from __future__ import annotations

import re

from assistant.models.query_markers import SpecReading
from assistant.question.text import fold

_TOOL_RE = re.compile(r"gpu-?z\b|gpuz|nvidia-smi -q|aida\s?64|hwinfo|rocm-smi --showallinfo")
"""Tools that show a card's chip, memory type and bus width."""
_READ_RE = re.compile(r"\b(?:shows?|showing|reads?|reading|says?|reports?)\b|显示|读出|识别为|写着")
"""A figure read off the machine, not a specification quoted."""
_CHIP_RE = re.compile(
    r"(?<![a-z0-9])(g[abpvhk]\d{3}|ad\d{3}|tu\d{3}|gm\d{3}|navi\s?\d{2})(?![a-z0-9])"
)
_BUS_RE = re.compile(
    r"(?<![\d.])(\d{2,4})[\s-]?bits?(?![a-z])|bus width\D{0,16}?(\d{2,4})(?![\d.])"
    r"|位宽\D{0,8}?(\d{2,4})(?![\d.])"
)
_TYPE_RE = re.compile(r"(?<![a-z0-9])(gddr5x|gddr6x|gddr7|gddr6|gddr5|hbm3e|hbm3|hbm2e|hbm2)(?!\w)")
_MEMORY_RE = re.compile(r"(?<![\d.])(\d{1,3})\s*(?:gb|gib|g)(?![a-z/])")
_SHADERS_RE = re.compile(
    r"(?<![\d.])(\d{3,5})\s*(?:shaders?|cuda cores?|cores|流处理器|sps?\b|个?核心)"
    r"|(?:shaders?|cuda cores?|流处理器)\D{0,8}?(\d{3,5})(?![\d.])"
)
_ROPS_RE = re.compile(
    r"(?<![a-z])rops?\b\D{0,12}?(\d{2,3})(?![\d.])|(?<![\d.])(\d{2,3})\s*(?:个\s*)?rops?\b"
)
"""The render output units a tool reports ("ROPs 168", "rops: 176", "168 rops")."""
_SAID = r"\s*(?:[:=]|reads?|shows?|says|is|at|显示|是|为|只有)?\s*"
_MHZ = r"(\d{3,5})\s*mhz"
_MEMORY_CLOCK_RE = re.compile(
    r"(?:max(?:imum)?|boost|default applications?|applications?)\s*clocks?\W{0,4}"
    # the block's other clocks before it: "Max Clocks Graphics: 2100 MHz, Memory: 9751 MHz"
    r"(?:(?:graphics|sm|video)\W{0,4}\d{3,5}\s*mhz\W{0,4})*memory"
    + _SAID
    + _MHZ
    + r"|(?:memory|mem|显存)\s*(?:max(?:imum)?|最大|最高)\s*(?:clocks?|频率)?"
    + _SAID
    + _MHZ
    + r"|(?:max(?:imum)?|最大|最高)\s*(?:memory|mem|显存)\s*(?:clocks?|频率)"
    + _SAID
    + _MHZ
)
"""The memory's top clock read off ("Max Clocks Memory : 10501 MHz", "显存最大频率 10501MHz");
the clock now is left (it drops to a few hundred MHz at idle)."""
_ASKED_RE = re.compile(
    r"\?|？|\bgood\b|\bok(?:ay)?\b|\blegit\b|\bfake\b|\breal\b|\bgenuine\b|\bright\b|\bmatch"
    r"|正常|对吗|对不对|真的|假的|没问题|吗|么|是不是|是否"
)
"""The readings put up for judgment ("we good?", "fake?", "对吗")."""


def _first(m: re.Match[str] | None) -> str | None:
    return next((g for g in m.groups() if g), None) if m is not None else None


def spec_reading(text: str) -> SpecReading | None:
    """The specifications a tool read off the card, asked to be checked; None when not said."""
    folded = fold(text)
    if _ASKED_RE.search(folded) is None:
        return None
    chip = _first(_CHIP_RE.search(folded))
    bus = _first(_BUS_RE.search(folded))
    kind = _first(_TYPE_RE.search(folded))
    memory = _first(_MEMORY_RE.search(folded))
    shaders = _first(_SHADERS_RE.search(folded))
    clock = _first(_MEMORY_CLOCK_RE.search(folded))
    rops = _first(_ROPS_RE.search(folded))
    reading = SpecReading(
        chip=chip.replace(" ", "") if chip else None,
        memory_gb=float(memory) if memory and int(memory) > 0 else None,
        memory_type=kind,
        bus_bits=int(bus) if bus and int(bus) >= 32 else None,
        shaders=int(shaders) if shaders else None,
        memory_clock_mhz=float(clock) if clock and int(clock) > 0 else None,
        rops=int(rops) if rops and int(rops) > 0 else None,
    )
    # the bus width, the chip or the shader count are what such a tool shows and sizing never
    # states; a memory size alone is a memory reading (``readings``), not this
    shown = [
        reading.chip,
        reading.bus_bits,
        reading.shaders,
        reading.memory_clock_mhz,
        reading.rops,
    ]
    said = sum(v is not None for v in (*shown, reading.memory_gb, reading.memory_type))
    # "Max Clocks Memory": nvidia-smi's own field, named with its figure
    tool = _TOOL_RE.search(folded) is not None or reading.memory_clock_mhz is not None
    read = tool or _READ_RE.search(folded) is not None  # "the 4060 ti's 128-bit bus": a spec
    if not read or not any(v is not None for v in shown) or said < (1 if tool else 2):
        return None
    return reading


__all__ = ["spec_reading"]
