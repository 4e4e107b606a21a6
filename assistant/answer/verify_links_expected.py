"""The link matrix a genuine NVLink machine shows, first, when NVLink is asked with no reading.

"what should topo -m print on the 8x h100 box if nvlink works?", "a2-ultragpu-2g 上 topo -m 应该
显示什么": the ``NV#`` each pair shows (the card's links, ``verify.nvlink_links``) answers it
before the command and the guide's checks. Pure.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.messages import links_expected as msg
from assistant.verify.nvlink_links import link_rate


def links_expected_line(draft: Draft, first: bool) -> bool:
    """Add the ``NV#`` a healthy pair of the card shows; whether it was added.

    ``first``: only when the link matrix itself is named ("what should topo -m show"), its
    reading then being what is asked; after the command otherwise ("how do i check nvlink").
    """
    query = draft.query
    if first != ("topo" in query.topic_terms):
        return False
    asked = "nvlink" in query.features or "nvlink" in query.topic_terms
    # the matrix named on two or more cards: the links between them are what it shows
    asked = asked or "topo" in query.topic_terms and sum(g.count for g in query.gpus) > 1
    if not asked or "nvlink" in query.excluded_features:  # "no nvlink bridge": none to show
        return False
    if query.test_result is not None or not query.gpus:
        return False
    card = draft.catalog.gpus.get(query.gpus[0].gpu_id)
    if card is None:
        return False
    pair = sum(g.count for g in query.gpus) > 1 and "nvlink" not in query.features
    if not card.nvlink and first and pair:  # "would two of them be wired differently there?"
        draft.verdict = "no"
        draft.add(msg.PCIE_ONLY(cards=draft.gpu_name(card.id)).render(draft.lang))
        return True
    if not card.nvlink or card.interconnect_gb_s <= 0:
        return False
    per = link_rate(card)
    expected = max(1, round(card.interconnect_gb_s / (2 * per)))
    line = msg.LINKS_EXPECTED(
        expected=expected, cards=draft.gpu_name(card.id), per=per, total=card.interconnect_gb_s
    )
    draft.add(line.render(draft.lang))
    return True


__all__ = ["links_expected_line"]
