"""What a power limit costs in LLM speed: decode keeps most of it, prefill loses more.

Token generation (decode) at batch 1 reads every weight once per token, so it waits on memory
bandwidth, which a power limit barely touches; prompt processing (prefill) is tensor-core
bound and slows with the clocks. The shares kept come from one published sweep: six RTX 3090s
(350 W board power) running MiniMax M2.5 (UD-IQ2_M) in llama.cpp, power limited from 350 W to
100 W (LLM Garage, "Tokens-per-Second Test Bench: Power Limit Sweep", February 2026):

=========  ==================  ===================
limit      decode tokens/s     prefill tokens/s
=========  ==================  ===================
350 W      72.6                9,893
300 W      72.1                9,326
250 W      70.7                8,436
200 W      68.3                5,941
150 W      62.6                2,549
100 W      12.1                1,390
=========  ==================  ===================

Another card keeps the share measured at the same share of its own board power (linear between
the measured points). A single RTX 3090 at 280 W lost under 1% of decode speed in a separate
llama.cpp test (Jean Brito, "RTX 3090 Power Limit: Finding the Sweet Spot"); the curve says
98.5% there, so it errs on the side of a larger loss. Pure.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from assistant.messages import Message
from assistant.messages import power as say

SWEEP_BOARD_W = 350.0
SWEEP: tuple[tuple[float, float, float], ...] = (
    # (limit W, decode tokens/s, prefill tokens/s) on RTX 3090s, LLM Garage, Feb 2026
    (100.0, 12.1, 1390.0),
    (150.0, 62.6, 2549.0),
    (200.0, 68.3, 5941.0),
    (250.0, 70.7, 8436.0),
    (300.0, 72.1, 9326.0),
    (350.0, 72.6, 9893.0),
)
SOURCE = "LLM Garage power-limit sweep, 6 x RTX 3090, llama.cpp (Feb 2026)"


class PowerLimitEffect(BaseModel):
    """Speed kept under a power limit, as shares of the unlimited card's."""

    limit_w: float
    board_w: float
    share: float
    """Limit over board power (1.0 = no limit)."""
    decode_kept: float
    prefill_kept: float
    saved_w: float
    """Most the card can draw less: board power minus the limit (0 when the limit is higher)."""
    below_measured: bool
    """The limit is below the lowest share measured; the lowest point's shares are shown."""
    source: str = SOURCE
    assumptions: list[Message] = Field(default_factory=list)


def _kept(share: float, column: int) -> float:
    top = SWEEP[-1][column + 1]
    points = [(row[0] / SWEEP_BOARD_W, row[column + 1] / top) for row in SWEEP]
    if share >= points[-1][0]:
        return 1.0
    if share <= points[0][0]:
        return points[0][1]
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        if x0 <= share <= x1:
            return y0 + (y1 - y0) * (share - x0) / (x1 - x0)
    return 1.0  # unreachable: the shares are sorted


def power_limit_effect(board_w: float, limit_w: float) -> PowerLimitEffect:
    """Decode and prefill speed kept when a ``board_w`` card is limited to ``limit_w``."""
    share = min(limit_w / board_w, 1.0)
    decode = _kept(share, 0)
    prefill = _kept(share, 1)
    low = share < SWEEP[0][0] / SWEEP_BOARD_W
    notes = [say.LIMIT_MODEL(source=SOURCE, share=share)]
    if low:
        notes.append(say.LIMIT_BELOW_MEASURED(share=SWEEP[0][0] / SWEEP_BOARD_W))
    return PowerLimitEffect(
        limit_w=limit_w,
        board_w=board_w,
        share=round(share, 4),
        decode_kept=round(decode, 4),
        prefill_kept=round(prefill, 4),
        saved_w=max(board_w - limit_w, 0.0),
        below_measured=low,
        assumptions=notes,
    )


__all__ = ["SOURCE", "SWEEP", "PowerLimitEffect", "power_limit_effect"]
