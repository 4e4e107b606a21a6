"""A catalog card the user owns, said beside a request for a card: what they have, no option.

"What GPU for SDXL LoRAs? currently on a 1070": the GTX 1070 is the card they have, the pick is
among the cards to get. ``choosing.owned_unknown`` makes such a card a note when the catalog
lacks it; this sets it aside the same way when the catalog holds it, so a pick is not read as a
question about that one card (its speed, its fit) nor ranked among the named options.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog
from assistant.messages import choice as choice_say
from assistant.question.choosing import HAD_RE
from assistant.question.hearsay_cards import set_claimed_aside
from assistant.question.markers import GPU_PICK_RE, fold
from assistant.question.text import Scan


def _mentions(folded: str, names: list[str], owned: bool) -> int:
    """How often one of ``names`` is said in ``folded`` (only after owning words: ``owned``)."""
    before = f"(?:{HAD_RE})" if owned else r"(?<![a-z0-9])"
    found = set()
    for name in names:
        pattern = before + re.escape(name) + r"(?![a-z0-9])"
        found |= {m.end() for m in re.finditer(pattern, folded)}
    return len(found)


_UPGRADE_RE = re.compile(
    r"加卡|换卡|升级显卡|(?:加|添)一张还是换|(?<![a-z])(?:add(?:ing)? (?:a|another|a second) "
    r"(?:card|gpu) or (?:swap|replac|upgrad)\w*|(?:swap|replace|upgrade) (?:it )?or add)(?![a-z])"
)
"""A card added to the one owned or put in its place ("想加卡或者换卡", "add a second card or
swap"): a card to get is asked, the owned one is what they have."""


def set_owned_aside(scan: Scan, catalog: Catalog) -> None:
    """Take the cards said only as the user's own out of the cards asked, when a card is asked.

    A card also named elsewhere as an option ("I have a 3090; another 3090 or a 4090?") stays.
    """
    folded = fold(scan.orig)
    set_claimed_aside(scan, catalog, folded)  # "官方说单张H100就能跑": a claim, not asked
    asks = scan.slots.get("gpus") or []
    if not asks or (GPU_PICK_RE.search(folded) is None and _UPGRADE_RE.search(folded) is None):
        return
    owned = []
    for ask in asks:
        gpu = catalog.gpus[ask.gpu_id]
        names = sorted({n.lower() for n in (gpu.name, *gpu.aliases)}, key=len, reverse=True)
        mine = _mentions(folded, names, owned=True)
        if mine and mine == _mentions(folded, names, owned=False):
            owned.append(ask)
    if not owned:
        return
    scan.slots["gpus"] = [a for a in asks if a not in owned]
    names_said = ", ".join(catalog.gpus[a.gpu_id].name for a in owned)
    scan.assumptions.append(choice_say.OWNED_CARD_ASIDE(gpus=names_said))


__all__ = ["set_owned_aside"]
