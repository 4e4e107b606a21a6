"""What a KV-cache answer says a quantized cache saves against the 16-bit one.

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

KV_SAVES = T(
    "kv_saving.saves",
    "That saves {saved:,.1f} GB ({share:.0f}%) against the {base} cache ({base_gb:,.1f} GB).",
    "比 {base} 缓存（{base_gb:,.1f} GB）省下 {saved:,.1f} GB（{share:.0f}%）。",
)
