"""A card's check or trouble kept through a follow-up that reads nothing new of its own.

"二手 V100 跑 gpu-burn 报 FAULTY，还能退吗" then "卖家说是散热问题，刷硅脂就好": the second message
reports the seller's account, not a reading; the FAULTY result is still what is judged. Runs
after ``troubleshoot.route_task``: when the follow-up read no trouble, test, health check or
reading itself, the earlier turn's are carried over. Pure: no I/O, reads no text.
"""

from __future__ import annotations

from assistant.models import Query

_READINGS = (
    "trouble",
    "test_result",
    "health_check",
    "memory_reading",
    "power_reading_w",
    "link_reading",
    "power_draw",
    "idle_draw",
    "spec_reading",
    "observed_tokens_per_s",
    "gpu_util_pct",
)
"""What a check or a trouble read off the earlier message, judged in its answer."""
_JUDGED = _READINGS[1:8]
"""A card's reading judged (a test, a health check, a figure read off it), not a job's error."""
_KEPT: tuple[str, ...] = (*_READINGS, "task", "fault_asked", "fraud_asked", "slowed_by_it")
_KEPT += ("run_draw_w", "usage_cap_read")  # the draw read beside the heat: what a cap trims


def keep_earlier_check(query: Query, previous: Query | None) -> Query:
    """``query`` with ``previous``'s check or trouble when it read none of its own."""
    if previous is None or previous.task != "troubleshoot" or previous.trouble is None:
        return query
    if not any(getattr(previous, field) not in (None, False, []) for field in _JUDGED):
        return query  # an error or a slow job: what the follow-up asks next is its own
    # the card asked kept in use ("限在 20G 以内还能长期用吗"): a fit of nothing sized, the check
    kept_in_use = query.intent == "fit_check" and not (query.model_id or query.workload_id)
    other_kind = query.intent != previous.intent and not kept_in_use
    if query.task not in (None, "troubleshoot") or other_kind:
        return query  # a question of another kind asked after it ("那能全进显存吗")
    if any(getattr(query, field) not in (None, False, []) for field in _READINGS):
        return query  # its own reading: judged as it stands
    if {g.gpu_id for g in query.gpus} - {g.gpu_id for g in previous.gpus}:
        return query  # another card named: its own question
    return query.model_copy(update={field: getattr(previous, field) for field in _KEPT})


_ENGINE_DEFAULT = "llmcalc.runtime_q4"
"""The note of a precision taken from the engine's default (Ollama / llama.cpp: Q4_K_M)."""
_BARE_QUANT = "read.quant_int4"
"""The note of a quantisation said with no width ("量化"), read as int4: after a quantised format
named before, the word names that format ("same quant", "量化不变")."""
_UNQUANTISED = frozenset({"fp32", "fp16", "bf16", "tf32"})


def keep_stated_precision(query: Query, previous: Query | None) -> Query:
    """``query`` with the earlier turn's precision when this one only took a default for it.

    The engine's default, or "quantised" said with no width after a quantised format.
    "deepseek v3 q2 只有 2 token/s" then "换了 llama.cpp 最新版还是一样": naming the engine again
    sets no precision; the Q2_K said before still holds.
    """
    if previous is None or previous.precision is None:
        return query
    bare = [a for a in query.assumptions if a.code == _BARE_QUANT]
    if bare and previous.precision not in _UNQUANTISED:  # "量化和上下文不变": the Q4_K_M before
        kept = [a for a in query.assumptions if a.code != _BARE_QUANT]
        return query.model_copy(update={"precision": previous.precision, "assumptions": kept})
    defaulted = [a for a in query.assumptions if a.code == _ENGINE_DEFAULT]
    if not defaulted or any(a.code == _ENGINE_DEFAULT for a in previous.assumptions):
        return query  # said in this turn, or the earlier one was itself the default
    kept = [a for a in query.assumptions if a.code != _ENGINE_DEFAULT]
    return query.model_copy(update={"precision": previous.precision, "assumptions": kept})


__all__ = ["keep_earlier_check", "keep_stated_precision"]
