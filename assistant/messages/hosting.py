"""What a colocation fee per kW comes to for a box, in English and Chinese.

Same rules as ``table``: both patterns state the same named values with the same formats.
"机房每千瓦每月 800 块托管费": the fee is billed on the power the box is given, its full-load
wall draw, so the month's fee is that draw in kW times the rate.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

HOSTING_LEAD = T(
    "power.hosting_lead",
    "**About {fee} a month to host** {setup}: {kw:,.2f} kW at the wall at full load × {rate}"
    " per kW a month.",
    "**托管费约每月 {fee}**：{setup}满载时墙插功耗约 {kw:,.2f} kW × 每千瓦每月 {rate}。",
)
"""The fee asked: the month's fee first, the draw and the rate it is billed on."""
HOSTING_LINE = T(
    "power.hosting_line",
    "Hosting at {rate} per kW a month: about {fee} a month for {kw:,.2f} kW at full load.",
    "托管费按每千瓦每月 {rate}：满载 {kw:,.2f} kW，约每月 {fee}。",
)
"""The fee said after another power answer (a PSU, the bill)."""
HOSTING_BASIS = T(
    "power.hosting_basis",
    "hosting fee billed on the full-load wall draw ({kw:,.2f} kW); a contract billed on the"
    " circuit or breaker given costs more",
    "托管费按满载墙插功耗（{kw:,.2f} kW）计；若机房按分配的电路或空开容量计费，会更高",
)
"""What the fee is billed on, said as an assumption."""

__all__ = ["HOSTING_BASIS", "HOSTING_LEAD", "HOSTING_LINE"]
