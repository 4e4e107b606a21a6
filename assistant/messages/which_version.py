"""Which of a card's memory versions a machine is, read off its memory total, said first.

Both patterns state the same named values with the same formats (``messages.table``'s rule).
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

WHICH_VERSION = T(
    "which_version.lead",
    "**It is the {got}: the {stated} read is its {got_gb:g} GB; the {other} would read about"
    " {other_gb:g} GB.**",
    "**是 {got}：读到的 {stated} 就是它的 {got_gb:g} GB；{other} 会显示约 {other_gb:g} GB。**",
)
