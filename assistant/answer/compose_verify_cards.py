"""A machine sold as one card that shows another: "no, they are different cards" first. Pure."""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.messages import verify as say


def different_cards_lead(draft: Draft) -> bool:
    """Two different cards named (one sold, one shown): no first, with what tells them apart.

    "Sold as RTX 6000 Ada, nvidia-smi shows RTX A6000": then the command that checks it.
    """
    ids = list(dict.fromkeys(g.gpu_id for g in draft.query.gpus))
    if len(ids) < 2:
        return False
    sold, shown = (draft.catalog.gpus[i] for i in ids[:2])
    draft.verdict = "no"
    draft.add(
        say.DIFFERENT_CARDS(
            sold=sold.name,
            shown=shown.name,
            sold_arch=sold.architecture,
            shown_arch=shown.architecture,
            sold_gb=sold.memory_gb,
            shown_gb=shown.memory_gb,
            sold_bw=sold.memory_bandwidth_gb_s,
            shown_bw=shown.memory_bandwidth_gb_s,
            sold_tflops=sold.bf16_tflops or 0.0,
            shown_tflops=shown.bf16_tflops or 0.0,
        ).render(draft.lang)
    )
    expect = f'gpu-advisor verify --expect "{draft.gpu_name(sold.id)}"'
    draft.add(say.DIFFERENT_CARDS_CHECK(command=expect).render(draft.lang))
    return True


__all__ = ["different_cards_lead"]
