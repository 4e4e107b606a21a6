"""A size said alone in a follow-up, completed from the instance type asked about before.

After "what GPU is in a g6e.xlarge?", "and the 12xlarge?" asks about g6e.12xlarge; after
"阿里云 gn7i-c32g1.32xlarge" (found as ecs.gn7i-c32g1.32xlarge), "那 16xlarge 呢" asks about
ecs.gn7i-c32g1.16xlarge; after GCP's "a2-ultragpu-8g", "and the 1g?" asks about a2-ultragpu-1g.
A type whose name spells its card ("Standard_ND96isr_MI300X_v5") asked again with another card
("and the h200 flavour of that one?") is the same name with that card (Standard_ND96isr_H200_v5).
Pure: the parser's instance words and the question's folded text.
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.question.instances import shaped_like_a_type_name
from assistant.question.text import fold

SIZE_ONLY_RE = re.compile(r"\d*x?large|medium|small|metal")
"""A size said alone in a follow-up ("and the 12xlarge?"): a shape of the family asked about."""
_GPU_SUFFIX_RE = re.compile(r"^(?P<family>[a-z0-9]+(?:-[a-z0-9]+)*)-(?:1|2|4|8|16)g$")
"""A type named by its GPU count at the end ("a2-ultragpu-8g", "a2-highgpu-1g")."""
_BARE_GPU_SUFFIX_RE = re.compile(r"(?<![\w.-])(1|2|4|8|16)g(?![\w.-])")
_FAMILY_ASKED_RE = re.compile(
    r"\b(?:largest|biggest|smallest|sizes|variants|lineup|members|which sizes?)\b"
    r"|最大|最小|哪些(?:规格|尺寸|型号)|几种规格"
)
"""The family itself asked about ("the largest g5 size?"): not the earlier type said again."""
"""That count said alone in a follow-up ("and the 1g?")."""


def _previous_names(previous: Query) -> list[str]:
    """The type the advisor found before, then the words that had a type name's shape."""
    found = [previous.instance_named] if previous.instance_named else []
    return [*found, *(w for w in previous.instance_words if shaped_like_a_type_name(w))]


def _shape(word: str) -> str:
    """A name's shape with its figures blanked ("c32g1.32xlarge" and "c8g1.2xlarge" alike)."""
    return re.sub(r"\d+", "#", word)


def _after_family(previous: list[str], words: list[str]) -> list[str] | None:
    """``words`` with a member said without its family's head completed from the earlier type.

    After "ecs.gn7i-c32g1.32xlarge", "c8g1.2xlarge" is ecs.gn7i-c8g1.2xlarge: the part after
    the family, shaped as the earlier type's own (other figures, same letters), names a sibling.
    """
    for name in previous:
        head, _, tail = name.partition("-")
        if "." not in tail:
            continue
        said = [w for w in words if "." in w and w != tail and _shape(w) == _shape(tail)]
        if said:
            return [f"{head}-{w}" if w in said else w for w in words]
    return None


def _cards_beside_size(previous: Query, new: Query) -> bool:
    """Cards said beside a bare size, asked back ("the 12xlarge — 4 t4s?"): the size names.

    So is the earlier type's own card said of the sibling ("the 48xlarge in that family —
    twice the L40S count?"): the family's card, guessed at, is no new card asked about.
    """
    sized = any(SIZE_ONLY_RE.fullmatch(w) for w in new.instance_words)
    own = {g.gpu_id for g in previous.gpus}
    return sized and all(g.count_stated or g.gpu_id in own for g in new.gpus)


def sized_in_family(previous: Query, new: Query) -> list[str] | None:
    """``new``'s instance words with a bare size completed from the previous type's family.

    None when the follow-up names no bare size, names a type of its own, or nothing was asked
    about before. A count suffix ("1g") is read only after a type named that way. Cards said
    with their count beside the size are the ones asked back of that sibling, not a new ask.
    """
    if new.instance_named is not None or new.model_id is not None:
        return None
    if new.gpus and not _cards_beside_size(previous, new):
        return None
    names = _previous_names(previous)
    dotted = [n for n in names if "." in n]
    if dotted and any(SIZE_ONLY_RE.fullmatch(w) for w in new.instance_words):
        family = dotted[0].rsplit(".", 1)[0]
        return [f"{family}.{w}" if SIZE_ONLY_RE.fullmatch(w) else w for w in new.instance_words]
    sibling = _after_family(dotted, new.instance_words) if not new.gpus else None
    if sibling is not None:
        return sibling
    counted = [m for n in names if (m := _GPU_SUFFIX_RE.match(n)) is not None]
    bare = _BARE_GPU_SUFFIX_RE.findall(fold(new.text))
    if counted and len(bare) == 1 and not new.instance_words:
        return [f"{counted[0]['family']}-{bare[0]}g"]
    return None


def family_said_again(previous: Query, new: Query) -> list[str] | None:
    """``new``'s instance words with the earlier type in place of its family said alone.

    After "p5en.48xlarge on-demand is what? vs 8 H200s on Nebius", "and the p5en spot rate?"
    asks about p5en.48xlarge again (the family names no size of its own). None otherwise.
    """
    if new.instance_named is not None or new.model_id is not None or new.gpus:
        return None
    if _FAMILY_ASKED_RE.search(new.text.lower()):  # "and the largest g5 size?": the family's
        return None
    dotted = [n for n in _previous_names(previous) if "." in n]
    families = {n.rsplit(".", 1)[0]: n for n in dotted}
    said = [w for w in new.instance_words if w in families]
    if len(set(said)) != 1:
        return None
    return [families[w] if w in families else w for w in new.instance_words]


def _card_token(gpu_id: str) -> str | None:
    """The part of a card's id a type name spells ("mi300x", "h100", "4090"), or None."""
    return next((part for part in gpu_id.split("-") if any(c.isdigit() for c in part)), None)


def type_with_card(previous: Query, new: Query) -> list[str] | None:
    """The earlier type's name with ``new``'s one card in place of its own, or None.

    Only when the name spells the earlier card and the follow-up names one other card, no
    type, model, count or other cloud of its own; the advisor looks the name up (it may not
    exist, and then says so).
    """
    if previous.instance_named is None or len(previous.gpus) != 1 or len(new.gpus) != 1:
        return None
    if new.instance_named or new.instance_words or new.model_id or new.gpus[0].count_stated:
        return None
    if new.provider is not None and new.provider != previous.provider:
        return None  # "and an h200 on runpod?": another cloud's card, not that type's sibling
    old, card = _card_token(previous.gpus[0].gpu_id), _card_token(new.gpus[0].gpu_id)
    name = previous.instance_named
    if old is None or card is None or old == card:
        return None
    swapped = re.sub(rf"(?<![a-z0-9]){re.escape(old)}(?![a-z0-9])", card.upper(), name, flags=re.I)
    return [swapped] if swapped != name else None


__all__ = ["SIZE_ONLY_RE", "sized_in_family", "type_with_card"]
