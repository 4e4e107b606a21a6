"""A timed setup in words for a sentence's parameters: model, precision, cards, runtime; pure.

"A 13B model at int4 on 1 × RTX 4090 with llama.cpp": the speed a user sees is set against what
this setup should do (``compose_symptom``, ``compose_ttft_seen``).
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.calc.rates import SpeedEstimate


def setup_words(draft: Draft, est: SpeedEstimate) -> dict[str, str]:
    """The model (capitalised to open a sentence), precision, cards and runtime of ``est``."""
    model = draft.model_name(est.model_id)  # "a 13B model" opens the sentence: "A 13B model"
    return {
        "model": model[:1].upper() + model[1:],
        "precision": est.precision,
        "gpu": f"{est.count} × {draft.gpu_name(est.gpu_id)}",
        "engine": est.engine_label,
    }


__all__ = ["setup_words"]
