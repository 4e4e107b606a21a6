"""Tensor-parallel sizes a model's attention heads allow, and a layout for the cards one has.

vLLM shards attention heads (and the KV heads with them) evenly over the tensor-parallel ranks,
so the size must divide the head count; powers of two are the sizes that divide both for the
models people run. Pipeline parallelism splits layers and has no such constraint. Pure.
"""

from __future__ import annotations

from pydantic import BaseModel


class TpLayout(BaseModel):
    """What ``heads`` attention heads allow on ``cards`` GPUs."""

    heads: int
    cards: int
    sizes: list[int]
    """Tensor-parallel sizes (1, 2, 4, 8) that divide the heads."""
    tensor: int
    """The largest of them that fits the cards: the model on that many cards alone."""
    combined: int
    """The largest of them that divides the cards: tensor parallel inside each stage."""
    pipeline: int
    """Pipeline stages that use every card with ``combined`` tensor-parallel ranks each."""


def tp_layout(heads: int, cards: int) -> TpLayout:
    """The sizes ``heads`` allow, and a tensor x pipeline layout that uses all ``cards``."""
    sizes = [n for n in (1, 2, 4, 8) if heads % n == 0]
    tensor = max(n for n in sizes if n <= max(cards, 1))
    combined = max(n for n in sizes if cards % n == 0)
    return TpLayout(
        heads=heads,
        cards=cards,
        sizes=sizes,
        tensor=tensor,
        combined=combined,
        pipeline=cards // combined,
    )


__all__ = ["TpLayout", "tp_layout"]
