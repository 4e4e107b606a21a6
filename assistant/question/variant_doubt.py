"""A card's sibling suspected handed over in its place: "算家云的 4090 … 是不是给了 4090D".

Two cards of one maker and one memory size are named, and the question suspects the second was
given instead of the first ("是不是给了 4090D", "did they give me the 4090 D", "is it actually a
PCIe one") or asks how to tell which of the two it is ("怎么确认到底是 4090 还是 4090D"). That is a
check of the card got (verify), not a choice between the two: the readings stated (a power
limit, the memory total) are judged against both, and ``Query.variant_suspected`` names the card
suspected. Pure: regular expressions over the folded text and the catalog's names.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog
from assistant.models import Query
from assistant.models.rows import GPU
from assistant.question.pasted_limit import row_limit_w
from assistant.question.readings import memory_reading, power_reading, stated_power_limit
from assistant.question.text import fold

_SUSPECTED_RE = re.compile(
    # "是不是给了 4090D", "会不会是 pcie 版", "给的是不是 4090d", "难道换成了 …"
    r"(?:是不是|是否|会不会|该不会|难道|莫非|怕不是|给的是不是)\s*(?:给|发|换|塞|租|分配)?"
    r"(?:了|成|我|的)*\s*(?:是)?"
    # "到底是 4090 还是 4090D", "究竟是哪个": which of the two, asked outright
    r"|(?P<which>(?:到底|究竟)是|\bwhether (?:it'?s|it is) )"
    # "did they give me a 4090 D", "did the host swap in a …", "is it actually a …"
    r"|\bdid (?:they|you|he|she|the \w+) (?:give|send|ship|hand|swap|sneak|pass)\w*"
    r" (?:me |us |in )?"
    r"|\b(?:is|are) (?:it|this|that|they|these|mine) (?:actually|really|secretly|just|maybe) "
    r"|\b(?:tell|check|confirm|know|verify) (?:if|whether) (?:i got|we got|they gave) "
)
"""Words that put a card forward as the one maybe handed over, or ask which of two it is."""
_IN_HAND_RE = re.compile(
    r"(?<![a-z])(?:rent\w*|bought|buy|got|received|ordered|provider|host|seller|smi|nvidia-smi"
    r"|shows?|reads?|reports?|power limit|mib|check|tell|confirm|verify|distinguish)(?![a-z])"
    r"|租|买|收的|收了|到手|入手|下单|卖家|商家|平台|显示|读数|功耗|确认|验证|核实|判断|区分|分辨|看出|命令"
)
"""A card in hand (rented, bought, read off a tool) or a check of it asked: no catalog question."""
_FILLER = 6
"""At most this many characters between the cue and the card it puts forward ("给了个 ")."""


def _spans(folded: str, aliases: list[str]) -> list[tuple[int, int]]:
    """Where any of ``aliases`` is named in ``folded`` as a whole word."""
    found: list[tuple[int, int]] = []
    for alias in aliases:
        pattern = rf"(?<![a-z0-9]){re.escape(fold(alias))}(?![a-z0-9])"
        found += [m.span() for m in re.finditer(pattern, folded)]
    return found


def _places(folded: str, cards: list[GPU]) -> dict[str, list[int]]:
    """Where each card is named, less a shorter name inside another's ("4090" in "4090 d")."""
    spans = {g.id: _spans(folded, [g.name, g.short_name, g.id, *g.aliases]) for g in cards}
    places: dict[str, list[int]] = {}
    for gid, own in spans.items():
        others = [o for other, at in spans.items() if other != gid for o in at]
        places[gid] = sorted(
            {a for a, b in own if not any(c <= a and b <= d and d - c > b - a for c, d in others)}
        )
    return places


def suspected_variant(query: Query, catalog: Catalog) -> str | None:
    """The sibling card suspected handed over in place of the one got, or None."""
    ids = list(dict.fromkeys(g.gpu_id for g in query.gpus))
    if len(ids) != 2:
        return None
    first, second = (catalog.gpus[i] for i in ids)
    siblings = first.vendor == second.vendor and first.memory_gb == second.memory_gb
    if not siblings:
        return None
    folded = fold(query.text)
    if _IN_HAND_RE.search(folded) is None or query.instance_named is not None:
        return None  # "A800 还是 H800，一台几张卡": a type's card looked up, none in hand
    places = _places(folded, [first, second])
    if not all(places.values()):
        return None
    for cue in _SUSPECTED_RE.finditer(folded):
        after = {gid: [p for p in at if p >= cue.end() - 1] for gid, at in places.items()}
        named = sorted((min(at), gid) for gid, at in after.items() if at)
        if cue["which"] and len(named) == 2:  # "到底是 4090 还是 4090D": the second is doubted
            suspect = named[1][1]
        elif named and named[0][0] - cue.end() <= _FILLER and not cue["which"]:
            suspect = named[0][1]
        else:
            continue
        # the card got is named first; a suspect named before it is the one sold ("说是 a800 …
        # 显示 A100 …，到底是不是 a800"), a name shown against it, not a sibling suspected
        other = first.id if suspect == second.id else second.id
        return suspect if places[suspect][0] > places[other][0] else None
    return None


def read_variant_doubt(query: Query, catalog: Catalog) -> Query:
    """``query`` read as a check of the card against its suspected sibling, when it is one.

    The readings stated are kept for the check whatever else the question was read as: "速度只有
    别人一半，是不是给了 4090D" asks about the card, the slowness being why it is suspected.
    """
    suspect = suspected_variant(query, catalog)
    if suspect is None:
        return query
    got = next(g for g in query.gpus if g.gpu_id != suspect)
    cards = [got, *(g for g in query.gpus if g.gpu_id == suspect)][:2]
    update: dict[str, object] = {
        "task": "troubleshoot",
        "trouble": "verify",
        "intent": "concept",
        "variant_suspected": suspect,
        "gpus": cards,
    }
    # "`RTX 4090 | 24564MiB | 450W`": the pasted row's limit, said with no limit word
    watts = power_reading(query.text) or stated_power_limit(query.text) or row_limit_w(query.text)
    if watts is not None:
        update.update(power_reading_w=watts, power_limit_w=None, power_ask=None)
    reading = memory_reading(query.text)
    if reading is not None:
        update["memory_reading"] = reading
    return query.model_copy(update=update)


__all__ = ["read_variant_doubt", "suspected_variant"]
