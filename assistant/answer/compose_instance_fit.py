"""A model asked of a named instance type, sized on the type's own cards; pure.

"华为云 p2s.8xlarge.8 是4张V100 32G吗，跑70b推理行不行": the type's shape is confirmed first
(``compose_instance``), then whether the model fits its cards, at the precision asked, and at
4-bit when 16 bits does not fit and none was said.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, gb, model_display
from assistant.calc.sizing import MemoryEstimate
from assistant.messages import hardware as hw
from assistant.models import ToolCall
from assistant.question.request_words import LABELS


def model_on_it(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """After the type's shape: one line per sizing of the model on its cards."""
    sized = [m for c in calls if c.tool == "estimate_memory" and (m := c.typed(MemoryEstimate))]
    if not sized or not draft.paragraphs:
        return
    lang = 0 if draft.lang == "en" else 1
    lines = []
    for m in sized:
        method = LABELS.get(m.method, (m.method, m.method))[lang]
        template = hw.INSTANCE_MODEL_FITS if m.fits else hw.INSTANCE_MODEL_NO_FIT
        line = template(
            model=model_display(draft.catalog, m.model_id, draft.lang),
            method=method,
            precision=m.precision,
            need=gb(m.per_gpu_gb),
            usable=gb(m.usable_gb),
            count=m.count,
            gpu=draft.gpu_name(m.gpu_id),
        )
        lines.append(line.render(draft.lang))
    if draft.verdict is None:  # no shape asked back: the fit is the verdict
        draft.verdict = "yes" if sized[-1].fits else "no"
    draft.paragraphs.insert(1, " ".join(lines))


__all__ = ["model_on_it"]
