"""GGUF quantisation levels as people write them ("Q4_K_M", "iq4_xs", "at q8"); pure data.

Patterns run on the folded, lower-cased text, as the rest of the parser's word lists do.
"""

from __future__ import annotations

import re

GGUF_RE = re.compile(r"(?<![a-z0-9])(?:i?q)(?P<bits>[2-8])_(?P<kind>k_[msl]|k|0|1)(?![a-z0-9])")
GGUF_TYPES = {
    "q8_0": "q8_0",
    "q6_k": "q6_k",
    "q5_k_m": "q5_k_m",
    "q5_k_s": "q5_k_m",
    "q5_0": "q5_k_m",
    "q5_1": "q5_k_m",
    "q4_k_m": "q4_k_m",
    "q4_k_s": "q4_k_m",
    "q4_0": "q4_0",
    "q4_1": "q4_0",
    "q3_k_m": "q3_k_m",
    "q3_k_s": "q3_k_m",
    "q3_k_l": "q3_k_m",
    "q2_k": "q2_k",
}
GGUF_SHORT_RE = re.compile(r"(?<![a-z0-9])q(?P<bits>[2-68])(?![a-z0-9_])(?!\s*(?:20\d\d|'\d\d))")
"""A bare GGUF level ("at q8", "Q4"), not a quarter ("Q4 2025")."""
GGUF_SHORT = {"8": "q8_0", "6": "q6_k", "5": "q5_k_m", "4": "q4_k_m", "3": "q3_k_m", "2": "q2_k"}
