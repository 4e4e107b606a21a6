"""What an answer says about which type of a named instance family holds a model, en + zh.

Same rules as ``table``: the same named values in both languages.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

FAMILY_FITS = T(
    "family.fits",
    "**{name}** ({provider}, {count} × {gpu}) is the smallest {family} type that holds {model}"
    " ({method}, {precision}): about {need} per GPU against {usable} usable",
    "**{name}**（{provider}，{count} × {gpu}）是 {family} 里装得下 {model}（{method}，"
    "{precision}）的最小规格：每卡约需 {need}，可用 {usable}",
)
FAMILY_FITS_UNNAMED = T(
    "family.fits_unnamed",
    "{provider} {family} holds {model} ({method}, {precision}) from {count} × {gpu}: about"
    " {need} per GPU against {usable} usable",
    "{provider} {family} 从 {count} × {gpu} 起装得下 {model}（{method}，{precision}）："
    "每卡约需 {need}，可用 {usable}",
)
FAMILY_TOO_SMALL = T(
    "family.too_small",
    "{family} does not hold {model} ({method}, {precision}): even its largest type, {name}"
    " ({count} × {gpu}), needs about {need} per GPU against {usable} usable",
    "{family} 装不下 {model}（{method}，{precision}）：最大的 {name}（{count} × {gpu}）每卡约需"
    " {need}，超过可用的 {usable}",
)
