"""A card the catalog lacks, named as what a tool shows when a catalog card was sold: no blocker.

"bought an 'A6000', nvidia-smi shows `Quadro RTX 6000` with 24576MiB. scammed?", "买的是 A6000，
nvidia-smi 显示 Quadro RTX 8000": the card sold is known and the question checks the machine
against it, so the name read off the machine is a reading, not hardware to size a job on. The
unknown-GPU problem (which blocks the answer) becomes a note said with the check, which judges
the figures read (the memory total, the power limit) against the sold card's own. With no
figure read the unknown card is what was got ("收了张 CMP 170HX，说是 A100 核心"): still said
missing.

Pure over the typed request.
"""

from __future__ import annotations

from assistant.catalog.specs import Catalog
from assistant.messages import hardware as hw
from assistant.models import Query


def unknown_card_shown(query: Query, catalog: Catalog) -> Query:
    """``query`` with an unknown card named beside the sold card it is checked against unblocked."""
    if query.task != "troubleshoot" or query.trouble != "verify" or not query.gpus:
        return query
    if query.memory_reading is None and query.power_reading_w is None:
        return query  # "收了张 CMP 170HX，说是 A100 核心": the unknown card itself is what was got
    shown = [p for p in query.problems if p.kind == "unknown_gpu" and p.surface]
    if not shown:
        return query
    sold = catalog.gpus[query.gpus[0].gpu_id].short_name
    kept = [p for p in query.problems if p not in shown]
    notes = [hw.CARD_SHOWN_UNKNOWN(card=p.surface, sold=sold) for p in shown if p.surface]
    said = {
        "problems": kept,
        "assumptions": [*query.assumptions, *notes],
        "shown_card": shown[0].surface,
    }
    return query.model_copy(update=said)


__all__ = ["unknown_card_shown"]
