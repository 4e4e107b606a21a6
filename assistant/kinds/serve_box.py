"""A serving plan for one box bounded by a stated PSU or a stated card count.

"which single card for a 1000W PSU box to serve Qwen3-30B-A3B to 10 people", "机器是 850W 电源，
给 5 个人跑 qwen3-14b 配哪张卡": the common rented inference cards (SXM H100s, 8-GPU nodes)
answer neither. A PSU said makes the candidates the desktop and workstation cards whose board
power it carries beside the rest of the box; a card count said (one or two, a desktop's) bounds
the cards a plan may take. A plan needing more cards is served narrower (fp8, then 4-bit, said)
or dropped, and the answer says the bound it kept.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.calc.power import CPU_DEFAULT_W, PLATFORM_DEFAULT_W
from assistant.calc.serving import ServingPlan
from assistant.kinds.serve_capacity import FALLBACK_PRECISIONS
from assistant.messages import stated_echo as echo
from assistant.models import Query, ToolCall
from assistant.question.plan_speed import plan_serve, serving_precision
from assistant.question.planner import SERVE_CANDIDATES
from assistant.question.tools import Toolbox

BOX_CANDIDATES = ("rtx-4090", "rtx-5090", "rtx-6000-ada", "rtx-pro-6000-blackwell")
"""Cards a box on its own PSU is served with: the consumer and workstation cards of 24-96 GB."""
HOST_W = CPU_DEFAULT_W + PLATFORM_DEFAULT_W
"""What the rest of the box draws beside the cards (a 253 W CPU, 150 W of board, RAM, drives
and fans), W: the figures the power estimate and the whole-machine cap take."""
DESKTOP_MOST = 2
"""A card count said above this is a server's, sized as the plan finds it, not bounded here."""


def box_bound(query: Query) -> tuple[int, float | None] | None:
    """(most cards, most board power per card in W) when the box is bounded, else None."""
    if query.gpus or query.blocked:
        return None
    said = query.bare_count if query.bare_count and query.bare_count <= DESKTOP_MOST else None
    psu = query.psu_stated_w
    if psu is None and said is None:
        return None
    most = said or 1
    return most, ((psu - HOST_W) / most if psu else None)


def _within(calls: Sequence[ToolCall], most: int) -> list[ToolCall]:
    return [c for c in calls if (p := c.typed(ServingPlan)) is not None and p.gpus <= most]


def plan_box_serving(query: Query, tools: Toolbox) -> list[ToolCall] | None:
    """The serving plans on the cards the box holds, or None when no bound is said."""
    bound = box_bound(query)
    if bound is None:
        return None
    most, per_card = bound
    pool = BOX_CANDIDATES if per_card is not None else SERVE_CANDIDATES
    cards = [g for g in pool if per_card is None or (tools.catalog.gpu(g).tdp_w or 0) <= per_card]
    if not cards:
        return None
    stated = serving_precision(query)
    tries = [stated] if stated is not None else [query.precision, *FALLBACK_PRECISIONS[1:]]
    for precision in dict.fromkeys(tries):
        tried = query.model_copy(update={"precision": precision})
        calls = _within(plan_serve(tried, tools, candidates=cards), most)
        if calls:
            return calls
    return None


def say_box_bound(draft: Draft, plan: ServingPlan | None) -> None:
    """The PSU or card count the plan was bounded by, said back (or that none within it fits)."""
    bound = box_bound(draft.query)
    if bound is None or plan is None:
        return
    most, per_card = bound
    psu = draft.query.psu_stated_w
    board = draft.catalog.gpu(plan.gpu_id).tdp_w or 0.0
    if plan.gpus > most or (per_card is not None and board > per_card):
        short = echo.BOX_SHORT_PSU(psu=psu, cards=most) if psu else echo.BOX_SHORT_CARDS(cards=most)
        draft.add(short.render(draft.lang))
        return
    if psu is not None and per_card is not None:
        draft.assume(echo.PSU_BOX(psu=psu, cards=most, per_card=per_card, host=HOST_W))
    else:
        draft.assume(echo.CARDS_SAID(cards=most))


__all__ = ["box_bound", "plan_box_serving", "say_box_bound"]
