"""The first line for vLLM refusing a tensor-parallel size: the sizes that divide the heads."""

from __future__ import annotations

from assistant.calc.tp_split import tp_layout
from assistant.messages import tp_split as msg


def tp_split_lead(said: tuple[int, int] | None, lang: str) -> str:
    """The sizes and a layout for the heads and cards printed, or the rule when none was."""
    if said is None:
        return msg.TP_SPLIT_GENERAL().render(lang)
    layout = tp_layout(*said)
    uses_all = (
        msg.LAYOUT_BOTH(tensor=layout.combined, pipeline=layout.pipeline)
        if layout.combined > 1
        else msg.LAYOUT_PIPELINE(cards=layout.cards)
    )
    return msg.TP_SPLIT_SIZES(
        heads=layout.heads,
        cards=layout.cards,
        sizes=", ".join(str(n) for n in layout.sizes),
        tensor=layout.tensor,
        layout=uses_all.render(lang),
    ).render(lang)


__all__ = ["tp_split_lead"]
