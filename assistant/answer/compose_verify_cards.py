"""A machine sold as one card that shows another: "no, they are different cards" first. Pure."""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.messages import verify as say
from assistant.models.rows import GPU


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
    _power_beside(draft, sold, shown)
    expect = f'gpu-advisor verify --expect "{draft.gpu_name(sold.id)}"'
    draft.add(say.DIFFERENT_CARDS_CHECK(command=expect).render(draft.lang))
    return True


def _power_beside(draft: Draft, sold: GPU, shown: GPU) -> None:
    """The power limit read beside the name, judged against both cards' rated board power.

    "cap 350W" with an H100 PCIe shown for an H100 SXM sold: the PCIe card's 350 W, not the
    SXM's 700 W; a limit that is neither card's is a cap as well.
    """
    watts = draft.query.power_reading_w
    if watts is None or sold.tdp_w is None or shown.tdp_w is None or sold.tdp_w == shown.tdp_w:
        return
    near = [g for g in (shown, sold) if g.tdp_w is not None and abs(g.tdp_w - watts) <= 5]
    if near:
        matched = near[0]
        other = sold if matched is shown else shown
        line = say.DIFFERENT_CARDS_POWER(
            stated=watts,
            matched=draft.gpu_name(matched.id),
            matched_w=matched.tdp_w or 0.0,
            other=draft.gpu_name(other.id),
            other_w=other.tdp_w or 0.0,
        )
    else:
        line = say.DIFFERENT_CARDS_POWER_NEITHER(
            stated=watts,
            sold=draft.gpu_name(sold.id),
            sold_w=sold.tdp_w,
            shown=draft.gpu_name(shown.id),
            shown_w=shown.tdp_w,
        )
    draft.add(line.render(draft.lang))


__all__ = ["different_cards_lead"]
