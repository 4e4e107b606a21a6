"""LoRAs counted as things made, not adapters loaded: the method a plural "loras" names.

"i do a few flux loras a month", "training sdxl loras" make LoRAs (LoRA training); "sdxl +
controlnet + 2 loras" and "flux dev + a few custom loras" load them into an inference run.
"""

from __future__ import annotations

import re

LORAS_MADE_RE = re.compile(
    r"(?<![a-z])(?:do|doing|did|train\w*|make|making|bak\w*|cook\w*)\s+(?:[\w.-]+\s+){0,4}"
    r"(?P<q>q[\s-]?)?loras(?![a-z])"
)
"""LoRAs made, not loaded ("i do a few flux loras", "training sdxl loras"); "sdxl + 2 loras" are
adapters an inference run loads."""


__all__ = ["LORAS_MADE_RE"]
