"""What the catalog does not cover is said in the first line, whatever kind answers.

Most composers name a workload model the catalog lacks before their figures
(``compose_workload_more.lead_unknown``); a composer that leads with something else (a
capacity count, a troubleshooting step on the card named) would otherwise answer for the
stand-in as if it were the model asked about. This runs after every composer: when the first
paragraph does not name the missing model, the not-in-catalog line is put before it.
"""

from __future__ import annotations

import re

from assistant.answer.compose import PROVIDER_NAMES, Draft, say
from assistant.answer.compose_workload_more import FAMILY_WORDS, listed_unknown
from assistant.catalog.offers import PriceBook
from assistant.messages import hardware as hw
from assistant.messages import workloads as wl


def name_missing_first(draft: Draft, kind: str) -> None:
    """Put the not-in-catalog line first when the answer's first paragraph does not say it.

    The not-covered kind (``kind``) has said what is missing in its own words, sizing nothing.
    """
    query = draft.query
    if kind == "not_covered":
        return
    if not query.workload_unknown or query.workload_id is None or query.workload_ids:
        return  # nothing missing, or a catalog model named beside it answers (noted already)
    spec = draft.catalog.workloads.get(query.workload_id)
    if spec is None or not draft.paragraphs:
        return
    if query.workload_ask == "list":  # the models that run are listed; the rest noted beside
        draft.assume(listed_unknown(draft, spec.family))
        return
    sep = "、" if draft.lang == "zh" else ", "
    models = [w.name for w in draft.catalog.workloads.values() if w.family == spec.family]
    line = wl.NOT_IN_CATALOG(
        names=sep.join(query.workload_unknown),
        family=FAMILY_WORDS[spec.family](),
        models=sep.join(models),
        model=spec.name,
    ).render(draft.lang)
    first = draft.paragraphs[0].lower()
    if any(name.lower() in first for name in query.workload_unknown):
        return  # the composer named it first in its own words
    said = [i for i, p in enumerate(draft.paragraphs) if p.startswith(line)]
    if said:  # lead_unknown said it after a note: brought to the front, never said twice
        draft.paragraphs.insert(0, draft.paragraphs.pop(said[0]))
        return
    draft.paragraphs.insert(0, line + ("。" if draft.lang == "zh" else "."))


def name_sized_card_first(draft: Draft) -> None:
    """A card the catalog lacks, sized by the memory stated with it, is said first.

    "tesla t10 16g 能跑 7b 吗" is answered on a catalog card of 16 GB; the note that says so
    comes before the verdict, which is that stand-in's.
    """
    sized = [
        p.text(draft.query.language) for p in draft.query.problems if p.kind == "unknown_gpu_sized"
    ]
    said = [i for i, p in enumerate(draft.paragraphs) if any(s[:40] in p for s in sized)]
    if said and said[0] > 0:
        draft.paragraphs.insert(0, draft.paragraphs.pop(said[0]))


def provider_held(book: PriceBook, provider: str) -> bool:
    """Whether the price book or the instance table holds ``provider`` (a question's key)."""
    held = {o.provider.lower() for o in book.offers} | {i.provider.lower() for i in book.instances}
    name = PROVIDER_NAMES.get(provider, (provider, provider))[0].lower()
    return name in held or book.providers().lookup(provider) is not None


_GAP_RE = re.compile(r"don't cover|not in my|no prices?\b|未收录|不在我的|里没有", re.IGNORECASE)
"""Words of a paragraph that says the provider is not covered (not one that merely names it)."""
_PROVIDER_FREE = frozenset({"not_covered", "smalltalk", "verify", "troubleshoot", "fits_hardware"})
"""Kinds whose answer holds whoever provides the machine: checking a rented card, fixing an
error on it, what its memory runs (nothing in them is a provider's price or configuration)."""


def name_provider_first(draft: Draft, kind: str, held: bool) -> None:
    """A provider named that the catalog does not hold is said first, whatever was asked.

    "digitalocean gpu droplet with 8x h100" is answered for the cards named, never as that
    provider's own offer. A kind that names the provider itself (rent or buy's "I don't cover
    AutoDL", after the owner's own figures) keeps its placement. A machine checked or fixed
    there is the provider's business only when the provider is blamed ("are they throttling
    it?"), and its verdict, when it has one, still comes first.
    """
    provider = draft.query.provider
    # a machine checked or fixed is the provider's business only when it is blamed
    free = kind in _PROVIDER_FREE and not draft.query.host_blamed
    if held or provider is None or free or not draft.paragraphs:
        return
    name = say(draft.lang, *PROVIDER_NAMES.get(provider, (provider, provider)))
    if any(name.lower() in p.lower() and _GAP_RE.search(p) for p in draft.paragraphs):
        return  # the kind says the gap where its answer needs it (a pick's provider gap, after
        # the owner's own figures): its placement stands
    line = say(
        draft.lang,
        f"**I don't cover {name}:** it is not in my price book or instance table, so what"
        f" follows is for the cards named, not {name}'s own offer or configuration.",
        f"**我的价格表和实例表未收录 {name}：**下面按所说的显卡作答，不是 {name} 自己的报价"
        "或配置。",
    )
    # a blamed host's machine judged yes or no ("is the host capping it?"): the verdict leads
    judged = kind in _PROVIDER_FREE and draft.verdict is not None
    draft.paragraphs.insert(1 if judged else 0, line)


_NODE_KINDS = frozenset({"instance", "price", "catalog", "compare"})
"""Kinds answering of a node's shape or offer, where a part it lacks was asked beside."""
_NETWORK_SAID_RE = re.compile(r"\d\s*Gbps|\bEFA|InfiniBand|RoCE", re.IGNORECASE)
"""A network figure the answer gives from the type's row ("3200 Gbps EFAv2")."""
_PART_NAMES = {"nic": hw.NODE_PART_NIC, "local_storage": hw.NODE_PART_LOCAL_STORAGE}


def name_unheld_parts_first(draft: Draft, kind: str) -> None:
    """A node's NIC or local disks asked, which the instance table lacks: said first.

    "8x b200 nodes: what nic and how much local nvme?" was answered by the node's price as if
    that were what was asked; the gap leads, and what the table holds follows. When a held fact
    is asked beside ("how much ram and local nvme"), it leads and the gap is said after it.
    """
    parts = draft.query.node_parts
    if any(_NETWORK_SAID_RE.search(p) for p in draft.paragraphs):
        parts = [p for p in parts if p != "nic"]  # the type's own row names its network
    if not parts or kind not in _NODE_KINDS or not draft.paragraphs:
        return
    named = (
        hw.NODE_PARTS_JOIN()
        .render(draft.lang)
        .join(_PART_NAMES[p]().render(draft.lang) for p in parts)
    )
    # "how much ram and local nvme", "4x a100 80gb? and is local ssd bundled?": what the table
    # holds (the RAM, the cards asked back) is answered first
    if draft.query.node_held_asked or draft.query.confirms_shape:
        draft.paragraphs.insert(1, hw.NODE_PARTS_NOTE(parts=named).render(draft.lang))
        return
    lead = hw.NODE_PARTS_UNHELD(parts=named).render(draft.lang)
    draft.paragraphs[0] = f"{lead} {draft.paragraphs[0]}"


__all__ = [
    "name_missing_first",
    "name_provider_first",
    "name_sized_card_first",
    "name_unheld_parts_first",
    "provider_held",
]
