"""What a fit check says of a language model kept loaded beside a speech, image or vision model.

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

PAIR_FITS = T(
    "fit.pair_fits",
    "**Yes, both fit.** {model} ({precision}, about {llm_gb:,.1f} GB) and {media} (about"
    " {media_gb:,.1f} GB) kept loaded together on the {gpu} need about {total_gb:,.1f} GB,"
    " against {usable_gb:,.1f} GB usable.",
    "**可以，两个一起放得下。** {model}（{precision}，约 {llm_gb:,.1f} GB）和 {media}（约"
    " {media_gb:,.1f} GB）一起常驻 {gpu}，合计约 {total_gb:,.1f} GB，可用 {usable_gb:,.1f} GB。",
)
PAIR_SHORT = T(
    "fit.pair_short",
    "**No, not both at once.** {model} ({precision}, about {llm_gb:,.1f} GB) and {media} (about"
    " {media_gb:,.1f} GB) kept loaded together on the {gpu} need about {total_gb:,.1f} GB,"
    " more than the {usable_gb:,.1f} GB usable.",
    "**不行，两个不能同时常驻。** {model}（{precision}，约 {llm_gb:,.1f} GB）和 {media}（约"
    " {media_gb:,.1f} GB）一起放在 {gpu} 上合计约 {total_gb:,.1f} GB，"
    "超过可用的 {usable_gb:,.1f} GB。",
)

__all__ = ["PAIR_FITS", "PAIR_SHORT"]
