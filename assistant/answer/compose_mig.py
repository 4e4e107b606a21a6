"""A MIG instance read off a rented card judged first: sliced (yes) or not the whole card (no)."""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.messages import mig as msg
from assistant.question.mig_profile import profile_parts


def mig_lead(draft: Draft) -> bool:
    """Lead with the MIG slice the machine shows; False when none was read or no card named.

    "is it sliced?" is answered yes (it is); "is that the full card?" or "normal?" no.
    """
    profile = draft.query.mig_profile
    ask = draft.query.gpus[0] if draft.query.gpus else None
    card = draft.catalog.gpus.get(ask.gpu_id) if ask is not None else None
    if profile is None or card is None:
        return False
    slices, gb = profile_parts(profile)
    if not slices:
        return False
    sliced = draft.query.slicing_asked
    draft.verdict = "yes" if sliced else "no"
    lead = msg.MIG_SLICED if sliced else msg.MIG_NOT_WHOLE
    name = draft.gpu_name(card.id)
    text = lead(profile=profile, gpu=name, slices=slices, gb=gb, memory=card.memory_gb)
    draft.add(text.render(draft.lang))
    return True


__all__ = ["mig_lead"]
