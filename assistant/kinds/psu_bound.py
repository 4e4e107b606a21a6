"""A PSU the user owns and keeps, when no card it carries runs the job ("my psu is 650w").

The pick is made among the cards the PSU carries (``recommend_setup`` with ``psu_w``). When
none of them does the job, the same pick without the PSU's limit is made too, and the answer
says so first: nothing the PSU carries, the card that would do it, and what it draws.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, say
from assistant.answer.compose_choice import budget_text, price_text, setup_name, task_of
from assistant.calc.recommend import Recommendation
from assistant.messages.choice import PSU_BOUND_NOTHING
from assistant.models import ToolCall
from assistant.question.tools import Toolbox, error_of


def _bound(call: ToolCall) -> bool:
    return call.tool == "recommend_setup" and call.input.get("psu_w") is not None


def psu_unbound_call(tools: Toolbox, calls: Sequence[ToolCall]) -> list[ToolCall]:
    """The last PSU-bound pick made again without the PSU, when no PSU-bound pick was found."""
    bound = [c for c in calls if _bound(c)]
    if not bound or any(c.output.get("pick") for c in bound) or error_of(bound[-1]) is not None:
        return []
    args = {k: v for k, v in bound[-1].input.items() if k not in ("psu_w", "gpus")}
    unbound = tools.call("recommend_setup", **args)
    return [unbound] if unbound.output.get("pick") else []


def split_unbound(calls: Sequence[ToolCall]) -> tuple[ToolCall | None, list[ToolCall]]:
    """The pick made without the PSU (last, after PSU-bound ones), and the other calls."""
    last = calls[-1] if calls else None
    if last is None or _bound(last) or last.tool != "recommend_setup":
        return None, list(calls)
    if not any(_bound(c) for c in calls[:-1]):
        return None, list(calls)
    return last, list(calls[:-1])


def lead_unbound(draft: Draft, bound: Sequence[ToolCall], unbound: ToolCall) -> None:
    """The first line: nothing the PSU carries does it; the pick without that limit."""
    out = unbound.typed(Recommendation)
    capped = next((c for c in bound if _bound(c) and c.output.get("psu_card_w")), None)
    if out is None or out.pick is None or capped is None:
        return
    gpu = draft.catalog.gpus.get(out.pick.gpu_id)
    board = float(gpu.tdp_w) * out.pick.count if gpu is not None and gpu.tdp_w else 0.0
    carried = float(capped.output["psu_card_w"]) * int(capped.input.get("max_cards") or 1)
    line = PSU_BOUND_NOTHING(
        budget=budget_text(draft.lang, out),
        task=task_of(draft, out),
        psu=float(capped.input["psu_w"]),
        watts=carried,
        setup=setup_name(draft, out.pick),
        price=price_text(draft, out.pick),
        board=board,
        limit=carried / max(out.pick.count, 1),
    ).render(draft.lang)
    if not draft.paragraphs:
        draft.paragraphs.append(line)
        return
    said = draft.paragraphs[0]  # its bold "nothing" replaced; what follows it is kept
    rest = said.split("**", 2)[2].strip() if said.startswith("**") else ""
    draft.paragraphs[0] = f"{line}{say(draft.lang, ' ', '')}{rest}".rstrip()


__all__ = ["lead_unbound", "psu_unbound_call", "split_unbound"]
