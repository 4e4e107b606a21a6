"""A fit asked at a width below the modelled types ("1.58bit"), answered from the nearest estimate.

The reading names the width as a ``low_bits`` problem and the sizing runs at a modelled
precision; here the verdict is restated at the stated width (``calc.low_bit_weights``) and said
first, so the note that the table is for another precision supports the answer instead of
standing in for it.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, gb, model_display
from assistant.calc.low_bit_weights import at_bits, width_of
from assistant.calc.memory_terms import BYTES_PER_PARAM
from assistant.calc.sizing import MemoryEstimate
from assistant.messages import fitting as say
from assistant.models import ToolCall


def _narrowest_estimate(calls: Sequence[ToolCall]) -> MemoryEstimate | None:
    """The estimate at the fewest bytes per weight: the closest in kind to the width asked."""
    sized = [c.typed(MemoryEstimate) for c in calls if c.tool == "estimate_memory"]
    known = [e for e in sized if e is not None and e.precision in BYTES_PER_PARAM]
    return min(known, key=lambda e: BYTES_PER_PARAM[e.precision], default=None)


def lead_low_bits(draft: Draft, calls: Sequence[ToolCall]) -> bool:
    """Say first whether the model fits at the stated sub-2-bit width; whether it was said."""
    problem = next((p for p in draft.query.problems if p.kind == "low_bits"), None)
    bits = width_of(problem.surface or "") if problem is not None else None
    estimate = _narrowest_estimate(calls)
    if bits is None or estimate is None:
        return False
    fit = at_bits(estimate, bits)
    lang = draft.lang
    values: dict[str, str | float] = {
        "bits": bits,
        "model": model_display(draft.catalog, estimate.model_id, lang),
        "setup": f"{fit.count} × {draft.gpu_name(estimate.gpu_id)}",
        "usable": gb(fit.usable_gb * (fit.count if fit.weights_alone_too_big else 1)),
    }
    if fit.weights_alone_too_big:
        line = say.LOW_BITS_TOO_BIG(**values, weights=gb(fit.weights_gb))
        draft.verdict = "no"
    else:
        verdict = (say.LOW_BITS_LIKELY if fit.fits else say.LOW_BITS_SHORT)().render(lang)
        precision = estimate.precision.upper() if lang == "en" else estimate.precision
        line = say.LOW_BITS_SIZED(
            **values, verdict=verdict, per_gpu=gb(fit.per_gpu_gb), precision=precision
        )
        draft.verdict = "conditional" if fit.fits else "no"
    text = line.render(lang)
    draft.paragraphs.insert(0, text + ("." if lang == "en" else "。"))
    return True


__all__ = ["lead_low_bits"]
