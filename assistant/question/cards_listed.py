"""How many GPUs a tool lists on the machine, as the asker counted them; pure.

"nvidia-smi only lists 7 gpus", "only 3 cards show up in nvidia-smi -L",
"torch.cuda.device_count() returns 6", "nvidia-smi 里只列出 7 张", "只识别到 3 块卡": the count
a driver-side tool gives, set against the cards sold by the verify kind. ``on_bus`` says the
PCI bus still lists the missing card ("lspci 能看到第 8 张", "lspci shows all 8"): the card is
in the box, the driver did not bring it up. Patterns run on folded text.
"""

from __future__ import annotations

import re

from assistant.question.numbers import number

_COUNT = r"(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|[一二两三四五六七八九十]{1,2})"
_CARDS = r"(?:gpus?|cards?|devices?|h\d{2,3}s?|a\d{2,3}s?|l40s?|张|块|个|片)"
_OF_ALL = r"\s*(?:of (?:the |my |our )?(?:\d{1,3}|[a-z]+)\s*)?"
"""The cards sold said after the count ("6 of the 8", "six of the eight")."""
_TOOL = (
    r"(?:nvidia-smi(?:\s+-l)?|\bsmi\b|nvtop|rocm-smi|device_count\(\)|torch|cuda_visible|nvml"
    r"|the driver|驱动)"
)
_LISTED_RES = (
    # "nvidia-smi only lists 7 gpus", "smi shows just 6 of the 8 cards", "device_count() returns 7"
    re.compile(
        _TOOL + r"[^.?!。？！\d]{0,24}?(?:only |just )?(?:lists?|listing|shows?|showing|sees?"
        r"|seeing|reports?|detects?|finds?|returns?|gives?|enumerates?)\s+(?:me\s+)?(?:only\s+"
        r"|just\s+)?"
        + _COUNT
        + _OF_ALL
        + r"(?:(?:\w+\s+)?"
        + _CARDS
        + r"|(?=\s*(?:[,.;，。]|on\b|$)))"
    ),
    # "only 7 gpus show up in nvidia-smi", "only 3 cards are listed", "just 6 visible"
    re.compile(
        r"(?:only|just)\s+"
        + _COUNT
        + _OF_ALL
        + r"(?:\w+\s+)?"
        + _CARDS
        + r"\s+(?:show(?:s|ing)? up|(?:are |is )?(?:listed|visible|detected|shown"
        r"|recogni[sz]ed|seen))"
    ),
    # "nvidia-smi 里只列出 7 张", "只识别到 3 块卡", "只显示了 6 张卡"
    # ("只有一张 4090" is the cards owned: "有" counts only after the tool, "smi 里只有 7 张")
    re.compile(
        r"(?:只|仅|才)(?:能)?(?:列出|列了|显示|识别|认出|认到|看到|检测到|找到)(?:了|到|出)?\s*"
        + _COUNT
        + r"\s*(?:张|块|个|片)"
    ),
    re.compile(_TOOL + r"[^，,。？?！]{0,8}(?:只|仅|才)有\s*" + _COUNT + r"\s*(?:张|块|个|片)"),
)
_ON_BUS_RE = re.compile(
    r"lspci[^.?!。？！]{0,40}(?:shows?|lists?|sees?|see|看到|看得到|能看到|有|显示|列出|all|全"
    r"|\d{1,3}\s*(?:张|块|个|gpus?|cards?|devices?))"
)
"""The PCI bus listing the cards ("lspci shows all 8", "lspci 能看到第 8 张")."""


def cards_listed(folded: str) -> int | None:
    """The GPUs a driver-side tool lists, as counted in ``folded``, or None when unsaid."""
    for pattern in _LISTED_RES:
        m = pattern.search(folded)
        if m is not None:
            value = number(m[1])
            if value is not None and 0 <= value <= 1024:
                return int(value)
    return None


def listed_on_bus(folded: str) -> bool:
    """Whether the PCI bus is said to list the cards (lspci sees the missing one)."""
    return _ON_BUS_RE.search(folded) is not None


__all__ = ["cards_listed", "listed_on_bus"]
