"""A card drawing its full power limit under load, put up to be judged: a health check.

"h100 on nebius, nvidia-smi shows `699W / 700W` during training. healthy or about to melt",
"训练时 `445W / 450W`，正常吗": nvidia-smi's Pwr:Usage/Cap column at the cap while a job runs is
the card fully loaded, which is expected; the reading is judged (yes, healthy) rather than the
machine's verify command offered. A cap set below the card's default is a different reading
(the power-limit check answers it), so only a cap at the card's own rating is read here. Pure:
regular expressions over the folded text and the catalog row's board power.
"""

from __future__ import annotations

import re

from assistant.calc.troubleshoot import POWER_CAP_SHARE
from assistant.catalog.specs import Catalog
from assistant.models import Query
from assistant.question.check_asked import ASKS_CHECK_RE
from assistant.question.health_readings import usage_cap
from assistant.question.held_hot import HELD_SHARE
from assistant.question.rocm_row import as_draw_check
from assistant.question.text import fold

_UNDER_LOAD_RE = re.compile(
    r"during (?:training|inference|a run|the run|fine[\s-]?tun\w*|gpu[\s-]?burn|a job|load)"
    r"|(?:while|when) (?:training|running|fine[\s-]?tuning|generating|serving)|under (?:full )?load"
    r"|full[\s-]?load|maxed|pegged|满载|满负载|跑满|拉满|(?:训练|跑|推理|微调)(?:时|中|的时候)"
)
"""A job said to be running while the draw was read."""
_TROUBLE_SAID_RE = re.compile(
    r"slow|慢|throttl|降频|掉频|crash|崩|shut\s*down|关机|reboot|重启|黑屏|xid|error|报错"
    r"|drop\w*|dropped|fell|下降|掉了"
)
"""A trouble reported beside the draw: the reading is its clue, not a health question."""
_HEALTH_ASKED_RE = re.compile(
    r"\bhealthy\b|\bmelt\w*|\babout to (?:die|blow|catch fire)|\bfry\w*|烧卡|会不会烧|健康"
)
"""The card's health put to the reading ("healthy or about to melt", "会不会烧卡")."""


def read_draw_at_cap(query: Query, catalog: Catalog) -> Query:
    """``query`` read as a check of a card drawing its own full limit under load, when it is."""
    if query.trouble not in (None, "verify") or query.health_check is not None or not query.gpus:
        return query
    card = catalog.gpus.get(query.gpus[0].gpu_id)
    folded = fold(query.text)
    read = usage_cap(folded)
    if card is None or read is None or not card.tdp_w:
        return query
    draw, cap = read
    at_cap = draw >= cap * HELD_SHARE and cap >= card.tdp_w * POWER_CAP_SHARE
    asked = ASKS_CHECK_RE.search(folded) or _HEALTH_ASKED_RE.search(folded)
    loaded = _UNDER_LOAD_RE.search(folded) is not None
    if not (at_cap and asked and loaded) or _TROUBLE_SAID_RE.search(folded):
        return query
    return as_draw_check(query, draw, cap)


__all__ = ["read_draw_at_cap"]
