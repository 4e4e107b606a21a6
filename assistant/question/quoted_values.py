"""Quote marks around a pasted value, blanked so the value reads as if typed bare; pure.

Users paste what a tool printed in code quotes or scare quotes: "power limit `700.00 W`",
"显存 `23028MiB`", "功耗 `9W / 250W`", "rented 8x 'H100 SXM5'". The readers of readings,
counts and card names expect the bare value ("power limit 700.00 W", "8x H100 SXM5"), so the
marks around a short span holding a figure are replaced by spaces (positions kept).

A span is unquoted only when it holds a digit and reads as a value or a name: letters, digits,
spaces, ``.``, ``/``, ``%``, ``+``, ``-`` and ``:`` (no flag opening it, no ``=``, comma,
pipe or bracket), at most 40 characters. Commands (``nvidia-smi -L``), settings
(``max_model_len=8192``), CSV rows and code keep their quotes. A quote mark touching a Latin
letter or digit outside it ("won't", "I'm") opens or closes nothing; one touching a Chinese
character does ("显示`24576mib`").
"""

from __future__ import annotations

import re

_QUOTED_VALUE_RE = re.compile(
    r"(?<![a-z0-9_`'\"])(?P<mark>[`'\"‘’“”])"
    r"(?P<body>(?=[^`'\"‘’“”]*\d)(?!-)[\w.%/+:\- ]{1,40}?(?<! ))"
    r"(?P<end>[`'\"‘’“”])(?![a-z0-9_`'\"])"
)


def unquote_values(work: str) -> str:
    """``work`` with the quote marks around each pasted value blanked, at the same length."""

    def blanked(m: re.Match[str]) -> str:
        return f" {m['body']} "

    return _QUOTED_VALUE_RE.sub(blanked, work)


__all__ = ["unquote_values"]
