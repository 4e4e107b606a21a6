"""An hourly rent said in yuan and jiao ("一小时一块九", "两块五一小时", "每小时八毛"); pure.

The digit readers take "每小时1.9元" and "1.3 元一小时"; a rent said the way a price is spoken,
yuan then jiao with no decimal point ("一块九" is ¥1.90, "八毛五" ¥0.85, "一块一毛四" ¥1.14), is
read here, beside its hour on either side ("一块八/小时" too).
"""

from __future__ import annotations

import re
from decimal import Decimal

from assistant.question.numbers import number

_D = "0-9一二两三四五六七八九"
_AMOUNT = (
    rf"(?:(?P<y@>[0-9]{{1,2}}|[{_D[3:]}十]{{1,3}})\s*(?:块|元)\s*(?P<j@>[{_D}])?"
    rf"(?:(?:毛|角)(?P<g@>[{_D}])?)?"
    rf"|(?P<m@>[{_D}])\s*(?:毛|角)\s*(?P<f@>[{_D}])?)"
)
USD_WORD = "(?:美元|美金|刀)"
"""A dollar word said after the amount ("两毛多美元一小时": 20 US cents an hour)."""
_A1, _A2 = _AMOUNT.replace("@", "1"), _AMOUNT.replace("@", "2")
_HOUR = r"(?:一|每|(?<![0-9.])1|/)\s*(?:个)?\s*(?:小时|钟头|卡时)"
_ZH_HOURLY_RE = re.compile(
    rf"{_HOUR}\s*(?:要|才|只要|大概|大约|约|差不多)?\s*{_A1}(?![0-9{_D}十百千万])"
    rf"|(?:(?<![0-9.])(?=[0-9])|(?<![{_D[3:]}十百千万])(?=[{_D[3:]}十])){_A2}\s*多?\s*(?:钱|{USD_WORD})?\s*{_HOUR}"
)
"""Yuan (and jiao) or jiao (and fen) beside an hour, in either order; an amount said after its
hour starts where no other figure of its kind runs into it ("3090两块钱一小时": ¥2). "五块多一小时"
(a little over ¥5) is read as its round yuan; "两毛多美元一小时" is in dollars (``USD_WORD``)."""


def zh_hourly_rent(text: str) -> Decimal | None:
    """The rent per hour said in yuan and jiao, or None."""
    found = zh_hourly_match(text)
    return found[0] if found is not None else None


def zh_hourly_match(text: str) -> tuple[Decimal, tuple[int, int]] | None:
    """The rent per hour said in yuan and jiao, and the span that says it (amount and hour)."""
    m = _ZH_HOURLY_RE.search(text)
    if m is None:
        return None
    value = _amount(m)
    return (value, m.span()) if value is not None else None


def _amount(m: re.Match[str]) -> Decimal | None:
    """Yuan and jiao, or jiao and fen, of a matched rent."""
    i = "1" if m["y1"] or m["m1"] else "2"
    if m[f"m{i}"]:
        jiao, fen = number(m[f"m{i}"]), number(m[f"f{i}"] or "0")
        if jiao is None or fen is None:
            return None
        return Decimal(int(jiao)) / 10 + Decimal(int(fen)) / 100
    yuan, jiao, fen = number(m[f"y{i}"]), number(m[f"j{i}"] or "0"), number(m[f"g{i}"] or "0")
    if yuan is None or jiao is None or fen is None:
        return None
    return Decimal(int(yuan)) + Decimal(int(jiao)) / 10 + Decimal(int(fen)) / 100


__all__ = ["USD_WORD", "zh_hourly_match", "zh_hourly_rent"]
