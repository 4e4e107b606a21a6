"""The sold card's own product name read off the machine answers first: yes, by its name.

"'H100 SXM' pod … prints `NVIDIA H100 80GB HBM3, 16` and nvlink status says no links. did I get
an SXM at all?" (``Query.name_shown``, read by ``question.name_shown``): the name is the SXM's;
an SXM module's ×16 host link and a single GPU's idle NVLink are said not to tell it apart.
Pure.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.messages import name_shown as say

MODULE_FORMS = ("SXM", "OAM")
"""Form factors of a module on a baseboard (NVLink-connected), not a card in a slot."""


def name_shown_lead(draft: Draft) -> bool:
    """Yes first when the tool printed the sold card's own name; False when none was read."""
    shown = draft.query.name_shown
    card = draft.catalog.gpus.get(draft.query.gpus[0].gpu_id) if draft.query.gpus else None
    if shown is None or card is None:
        return False
    name = draft.gpu_name(card.id)
    draft.verdict = "yes"
    draft.add(say.NAME_SHOWN(shown=shown, gpu=name).render(draft.lang))
    if card.form_factor.startswith(MODULE_FORMS) and card.pcie_gen:
        line = say.NAME_SHOWN_MODULE_LINKS(gpu=name, pcie=f"PCIe {card.pcie_gen}")
        draft.add(line.render(draft.lang))
    return True


__all__ = ["name_shown_lead"]
