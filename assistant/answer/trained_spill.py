"""A trained image or video job seen slowing: its memory on the card, and the spill it means.

"kohya flux lora on a 3090: step time jumps from 2.8 s/it to 14 s/it after ~200 steps": the
run's memory (``estimate_workload_memory``) is set against the card; over it, or growing
past it mid-run, the driver spills into shared system memory and each step waits on PCIe.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.calc.media import MediaMemoryEstimate
from assistant.messages import trained_spill as msg


def trained_spill_lead(draft: Draft, media: MediaMemoryEstimate) -> str:
    """The run's memory against the card, and the spill a climbing step time points at."""
    spec = draft.catalog.workloads.get(media.workload_id)
    name = spec.name if spec is not None else media.workload_id
    job = f"{name} {'LoRA' if media.method == 'lora' else media.method}"
    lead = msg.TRAINED_FITS if media.fits else msg.TRAINED_SPILL
    need, usable = media.peak_gb, media.usable_gb
    return lead(job=job, need=need, usable=usable, precision=media.precision).render(draft.lang)


__all__ = ["trained_spill_lead"]
