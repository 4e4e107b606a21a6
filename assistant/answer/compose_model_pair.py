"""Two or more models weighed on one card: the fit and speed of each, and which runs better."""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, gb, say, table_head
from assistant.answer.compose_llmcalc import VERDICT_WORDS, compose_fits
from assistant.calc.fits import FitRow, HardwareFits
from assistant.models import ToolCall

_ORDER = {"fits": 0, "tight": 1, "does_not_fit": 2}


def best_rows(fits: HardwareFits, models: Sequence[str]) -> list[FitRow]:
    """Each model's best row: the highest precision that fits (else tight, else the smallest)."""
    out = []
    for model in models:
        rows = [r for p in fits.by_precision for r in p.rows if r.model_id == model]
        if rows:  # by_precision runs from the widest precision to the narrowest
            out.append(min(rows, key=lambda r: (_ORDER[r.verdict], -r.per_gpu_gb)))
    return out


def _better(rows: list[FitRow], order: list[str]) -> FitRow | None:
    """The model that runs better: one that fits, at the wider precision, then the faster."""
    fitting = [r for r in rows if r.verdict != "does_not_fit"]
    if not fitting:
        return None
    width = {p: i for i, p in enumerate(order)}
    return min(
        fitting, key=lambda r: (_ORDER[r.verdict], width[r.precision], -(r.tokens_per_s or 0))
    )


def _row_phrase(draft: Draft, row: FitRow) -> str:
    speed = f"{row.tokens_per_s:,.1f} tokens/s" if row.tokens_per_s else "—"
    if row.verdict == "does_not_fit":
        return say(
            draft.lang,
            f"{row.model_name} does not fit even at {row.precision} ({gb(row.per_gpu_gb)} per GPU)",
            f"{row.model_name} 即使 {row.precision} 也装不下（每卡 {gb(row.per_gpu_gb)}）",
        )
    tight = say(draft.lang, " (tight)", "（偏紧）") if row.verdict == "tight" else ""
    return say(
        draft.lang,
        f"{row.model_name} fits at {row.precision}{tight} ({gb(row.per_gpu_gb)} per GPU),"
        f" about {speed}",
        f"{row.model_name} 以 {row.precision}{tight} 装得下（每卡 {gb(row.per_gpu_gb)}），"
        f"约 {speed}",
    )


def compose_model_pair(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Lead with the model that runs better on the card, both models' fit and speed stated."""
    call = next((c for c in calls if c.tool == "fits_hardware"), None)
    fits = call.typed(HardwareFits) if call is not None else None
    models = [str(m) for m in (call.input.get("models") or [])] if call is not None else []
    rows = best_rows(fits, models) if fits is not None else []
    if fits is None or len(rows) < 2:  # a model the table left out: what fits, as listed
        compose_fits(draft, calls)
        return
    setup = f"{fits.count} × {fits.gpu_name}"
    order = [p.precision for p in fits.by_precision]
    better = _better(rows, order)
    each = say(draft.lang, "; ", "；").join(_row_phrase(draft, r) for r in rows)
    if better is None:
        lead = say(
            draft.lang,
            f"**Neither runs on {setup}:** {each}.",
            f"**{setup} 上两个都跑不了：**{each}。",
        )
    else:
        lead = say(
            draft.lang,
            f"**{better.model_name} runs better on {setup}:** {each}.",
            f"**在 {setup} 上 {better.model_name} 跑得更好：**{each}。",
        )
    draft.add(lead)
    head = say(
        draft.lang,
        "| Model | Precision | Per GPU | Fits | Tokens/s |",
        "| 模型 | 精度 | 每卡显存 | 装得下 | tokens/s |",
    )
    lines = [
        f"| {r.model_name} | {r.precision} | {gb(r.per_gpu_gb)}"
        f" | {VERDICT_WORDS[r.verdict][draft.lang == 'zh']} |"
        f" {r.tokens_per_s or 0:,.1f} |"
        for p in fits.by_precision
        for r in p.rows
        if r.model_id in models
    ]
    draft.add("\n".join(table_head(head) + lines))
    draft.assume(*fits.assumptions)


__all__ = ["best_rows", "compose_model_pair"]
