"""A card's power limit as a question sets it: "cap it at 250 W", "限功耗到300瓦", "-pl 280".

Also the watts said before the tool or verb that sets them ("at 250w each via nvidia-smi -pl",
"run them at 280 w"). Read by ``power_slots``; pure regular expressions.
"""

from __future__ import annotations

import re

from assistant.question.board_ceiling import WATTS

_W = WATTS
POWER_LIMIT_RES = (
    re.compile(
        r"(?:power[\s-]?limit\w*|power[\s-]?cap\w*"
        r"|(?<![a-z])(?:limit|cap|throttl|undervolt|under-volt|underclock)\w*)"
        r"(?:\s+\S+){0,3}?\s*(?:to|at|of)\s*(?:~|about|around)?\s*" + _W
    ),
    re.compile(_W + r"\s*(?:power\s*)?(?:limit|cap)(?![a-z])"),
    re.compile(
        r"power[\s-]?(?:limit|cap)s?\s*(?:is\s*|shows?\s*|reads?\s*|says?\s*|[=:]\s*)?" + _W
    ),
    re.compile(r"nvidia-smi\s+(?:-i\s+\d+\s+)?-pl\s*(?P<w>\d{2,4})(?P<k>)"),
    # the watts said before the tool or the verb that sets them: "at 250w each via nvidia-smi
    # -pl", "run them at 280 w", "把每张设成 300w"
    re.compile(_W + r"[^.?!。？！]{0,24}?(?:nvidia-smi\s*)?(?<![a-z])-pl(?![a-z])"),
    re.compile(
        r"(?<![a-z])(?:run|set|keep|hold|clock)\w*\s+(?:them|it|the (?:cards?|gpus?)|all \w+|each)"
        r"\s+(?:at|to)\s*(?:~|about|around)?\s*" + _W
    ),
    re.compile(
        r"(?:限功耗|限制功耗|功耗墙|功耗限制|功耗上限|功率上限|锁功耗|降功耗|压功耗|限功率|功率限制|功率墙|降到|限到|限制到|锁到|压到|降压到|设成|设为|设到|跑在)"
        r"[^，,。？?]{0,6}?" + _W
    ),
    re.compile(_W + r"\s*(?:的)?\s*(?:功耗墙|功耗限制|功率限制)"),
)
"""Ways a power limit is set, tried in order; the first match gives the watts."""

__all__ = ["POWER_LIMIT_RES"]
