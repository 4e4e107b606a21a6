"""A card the catalog lacks, named beside an instance type the table holds: no blocker.

"火山引擎 ecs.gni2 里面是 A10 还是 A30", "is a p4d.24xlarge a100 40gb or an a30?": the type's own
row says which cards it holds, so an unknown card named as a guess of its contents stops
nothing. The unknown-GPU problem (which blocks sizing and leads the answer) becomes a reading
said with the answer. Only when nothing is sized (no model or workload named): then any card
named is a guess at the type's contents or set beside it, not hardware to size a job on.

Pure over the typed request.
"""

from __future__ import annotations

from assistant.messages import hardware as hw
from assistant.models import Query


def unknown_card_beside(query: Query) -> Query:
    """``query`` with an unknown card named beside the type it names no longer blocking."""
    if query.instance_named is None or query.model_id or query.params_b or query.workload_id:
        return query
    beside = [p for p in query.problems if p.kind == "unknown_gpu" and p.surface]
    if not beside:
        return query
    kept = [p for p in query.problems if p not in beside]
    notes = [
        hw.CARD_BESIDE_TYPE(card=p.surface, name=query.instance_named) for p in beside if p.surface
    ]
    return query.model_copy(update={"problems": kept, "assumptions": [*query.assumptions, *notes]})


__all__ = ["unknown_card_beside"]
