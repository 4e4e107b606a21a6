"""What a power-limit sweep says (a limit asked with no figure), in English and Chinese.

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

LIMIT_SWEEP_LEAD = T(
    "power.limit_sweep_lead",
    "**About {decode_loss:.0%} of token-generation speed lost at a {share:.0%} power limit"
    " ({limit:,.0f} W on the {gpu})**, {saved:,.0f} W less per card; prefill (prompt processing)"
    " keeps about {prefill:.0%}. Other limits:",
    "**限到 {share:.0%}（{gpu} 上 {limit:,.0f} W）时，生成速度约损失 {decode_loss:.0%}**，每卡少用"
    " {saved:,.0f} W；预填充（处理提示词）约保留 {prefill:.0%}。其他限值：",
)
"""A power limit asked with no figure: the deepest swept limit that keeps most speed leads."""
LIMIT_SWEEP_HEAD = T(
    "power.limit_sweep_head",
    "| Limit | Watts | Token generation kept | Prefill kept | Watts saved per card |",
    "| 限值 | 瓦数 | 生成速度保留 | 预填充保留 | 每卡少用 |",
)

__all__ = ["LIMIT_SWEEP_HEAD", "LIMIT_SWEEP_LEAD"]
