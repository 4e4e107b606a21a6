"""The image, video or speech work a card is bought for, sized on it in a rent-or-buy answer.

"for occasional flux renders … is it dumb to buy a 5080 vs renting a 4090": owning a card that
cannot hold the work saves nothing, so the workload named is sized on the card weighed for
buying, and the answer says whether it fits, after the verdict.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, gb
from assistant.calc.media import MediaMemoryEstimate
from assistant.kinds.workload_plans import media_args
from assistant.messages import Message
from assistant.messages import owning as rvb_say
from assistant.models import Query, ToolCall
from assistant.question.tools import Toolbox


def workload_on_owned(query: Query, tools: Toolbox, gpu_id: str) -> ToolCall | None:
    """The workload named, sized on the card weighed for buying (None when none is named)."""
    if query.workload_id is None or not gpu_id:
        return None
    return tools.call("estimate_workload_memory", gpu=gpu_id, **media_args(query))


def workload_on_owned_line(draft: Draft, calls: Sequence[ToolCall]) -> str:
    """Whether the workload fits on the card bought, in words ('' when none was sized)."""
    call = next((c for c in calls if c.tool == "estimate_workload_memory"), None)
    sized = call.typed(MediaMemoryEstimate) if call is not None else None
    if sized is None:
        return ""
    spec = draft.catalog.workloads.get(sized.workload_id)
    said = {
        "workload": spec.name if spec is not None else sized.workload_id,
        "precision": sized.precision,
        "need": gb(sized.peak_gb),
        "usable": gb(sized.usable_gb),
        "gpu": draft.gpu_name(sized.gpu_id),
    }
    fixes = [
        a for a in sized.alternatives if float(str(a.params.get("gb", 1e9))) <= sized.usable_gb
    ]
    if sized.fits:
        return rvb_say.WORKLOAD_ON_OWNED(**said).render(draft.lang)
    if not fixes:
        return rvb_say.WORKLOAD_NOT_ON_OWNED(**said).render(draft.lang)
    change = fixes[0].params.get("change")  # "an NF4 denoiser": what makes it fit
    how = change.render(draft.lang) if isinstance(change, Message) else fixes[0].render(draft.lang)
    after = gb(float(str(fixes[0].params["gb"])))
    return rvb_say.WORKLOAD_ON_OWNED_WITH(**said, how=how, after=after).render(draft.lang)


__all__ = ["workload_on_owned", "workload_on_owned_line"]
