"""A card's figures asked with a why beside them: the row first, then the guide's why.

"h20 dense fp8 and bf16 tflops? trying to understand why prefill feels so slow on it" asks the
figures in a clause of their own (``Query.figures_asked``) and a reason besides
(``Query.explain_asked``): the catalog row answers the figures, and the guide passage the
explanation kind would quote follows it, cited, so the why is not dropped.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, say
from assistant.answer.compose_catalog import compose_catalog
from assistant.answer.compose_power import compose_power_answer
from assistant.answer.concept import build
from assistant.messages import catalog as cat
from assistant.models import ToolCall


def _sourced(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Whether the named cards' figures were checked, when that was asked ("有官方数字吗")."""
    ids = next((c.input.get("gpu_ids") for c in calls if c.tool == "query_catalog"), None)
    if not draft.query.figure_source_asked or not draft.paragraphs or not ids:
        return
    for gpu_id in list(ids)[:2]:
        gpu = draft.catalog.gpus.get(gpu_id)
        if gpu is not None:
            said = cat.FIGURES_CHECKED if gpu.verified else cat.FIGURES_UNVERIFIED
            draft.add(said(gpu=draft.gpu_name(gpu_id)).render(draft.lang))


def _supply_after(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The supply or slot judged after the wattage confirmed ("600W 是真的吗？电源只有 1000W").

    The row's yes or no stays the answer's verdict: it answers the figure asked first.
    """
    powered = [c for c in calls if c.tool == "estimate_power"]
    if not powered or not draft.paragraphs:
        return
    verdict = draft.verdict
    compose_power_answer(draft, powered)
    draft.verdict = verdict


def compose_catalog_why(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The catalog's answer, then the guide's why when one was asked beside the figures."""
    compose_catalog(draft, calls)
    _sourced(draft, calls)
    _supply_after(draft, calls)
    query = draft.query
    # a why asked beside the figures, or a figure doubted as enough ("448? too weak for llms?")
    asked = query.figures_asked and query.explain_asked or query.figure_doubted
    if not asked or not draft.paragraphs:
        return
    found = build(query, draft.guides, draft.focus or None, draft.catalog)
    if found is None or not found.lead:
        return
    joiner = "" if draft.lang == "zh" else " "
    why = joiner.join(f"{text} {draft.citer.cite(e, text)}" for e, text in found.lead)
    draft.add(say(draft.lang, "**Why:** ", "**原因：**") + why)


__all__ = ["compose_catalog_why"]
