"""Readings judged whatever task the words first suggest: a verify of the card read.

"24G能用多少", an idle draw, a PCIe link (``health.READ_ALONE``), and a clock read under load
against its maximum ("stuck at 1200 MHz, max is 2520"), even beside power words ("is this a
power limit thing?") that would make it a power question. Pure.
"""

from __future__ import annotations

from assistant.question.clock_reading import clock_reading
from assistant.question.health import READ_ALONE, health_check


def read_alone(text: str) -> bool:
    """Whether a reading in ``text`` is judged whatever task its words first suggest."""
    check = health_check(text)
    if check == "clocks":
        reading = clock_reading(text)
        return reading is not None and reading.max_mhz is not None
    return check in READ_ALONE


__all__ = ["read_alone"]
