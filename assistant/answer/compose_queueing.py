"""A serving latency seen rising past a load ("ttft jumps to 20s past 60 concurrent, expected?").

The cards hold so many conversations at once (one ``serving_capacity`` call at the stated
model, precision and engine, no latency target: the latency said is what was seen, not a goal).
Past that, requests wait in the server's queue and the time to first token grows with the load:
expected. Under it, the setup is at fault. Then what keeps the first token fast. Pure.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from assistant.answer.compose import Draft, gb
from assistant.answer.compose_stream_queue import compose_stream_queue, plan_stream_queue
from assistant.calc.serving import ServingCapacity
from assistant.kinds.serve_capacity import plan_capacity
from assistant.messages import queueing as say
from assistant.messages.core import Param
from assistant.models import Query, ToolCall
from assistant.question.tools import Toolbox


def plan_queueing(query: Query, tools: Toolbox) -> list[ToolCall]:
    """How many conversations the cards hold, with no latency target, or nothing."""
    if query.trouble != "queueing":
        return []
    streamed = plan_stream_queue(query, tools)  # "并发到 20 路延迟堆积": real-time streams
    if streamed:
        return streamed
    # a rate seen falling ("900 tok/s to 150 past 20 users") is the aggregate read, no target
    unset = {"ttft_target_s": None, "itl_target_ms": None, "users": None}
    unset["tokens_per_s_target"] = None
    return plan_capacity(query.model_copy(update=unset), tools)


def compose_queueing(draft: Draft, calls: Sequence[ToolCall]) -> bool:
    """Lead with the capacity against the load seen; False when nothing was sized."""
    if compose_stream_queue(draft, calls):  # a speech server's streams past what it keeps up with
        return True
    sized = [c for call in calls if (c := call.typed(ServingCapacity)) is not None]
    cap = next((c for c in sized if c.users > 0), None)
    if cap is None:
        return False
    lang, seen = draft.lang, draft.query.users
    gpu = draft.gpu_name(cap.gpu_id)
    setup = f"{cap.gpus} × {gpu} {draft.spec(cap.gpu_id)}".strip()
    args: dict[str, Param] = {
        "setup": setup,
        "users": cap.users,
        "model": draft.model_name(cap.model_id),
        "precision": cap.precision,
        "context": cap.context_tokens,
    }
    if seen is None:
        draft.add(say.CAPACITY(**args).render(lang))
    elif seen > cap.users:
        draft.add(say.QUEUED(**args, seen=seen, waiting=seen - cap.users).render(lang))
    else:
        draft.add(say.NOT_QUEUED(**args, seen=seen).render(lang))
    limit = say.LIMITS.get(cap.limited_by)
    if limit is not None:
        figures: dict[str, Param] = {"kv": cap.kv_gb_per_sequence, "weights": gb(cap.weights_gb)}
        draft.add(limit(**figures, tps=cap.tokens_per_s_target).render(lang))
    if seen is not None and seen > cap.users:
        need = math.ceil(seen / cap.users) * cap.gpus
        draft.add(say.FIXES(seen=seen, need=need, gpu=gpu).render(lang))
    return True


def queueing_hint(query: Query) -> tuple[str, str] | None:
    """Retrieval words for a latency that rises with the load, else None."""
    return say.HINT if query.trouble == "queueing" else None


__all__ = ["compose_queueing", "plan_queueing", "queueing_hint"]
