"""The first line for a CUDA error with the driver and the build both stated (``check_driver``).

"CUDA driver version is insufficient … cu124 on driver 470": the driver's newest CUDA against
the build's; with a driver new enough the pair is not the cause and the trouble's own lead
stands. Figures from the tool.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.compose_host_faults import driver_floor_lead
from assistant.calc.driver_cuda import DriverCheck
from assistant.messages import driver as msg
from assistant.models import ToolCall


def driver_lead(draft: Draft, calls: Sequence[ToolCall]) -> str | None:
    """The driver-against-build line; None when unchecked or when the driver runs the build."""
    found = [c.typed(DriverCheck) for c in calls if c.tool == "check_driver"]
    check = next((c for c in found if c is not None), None)
    if check is None:
        return None
    floor_lead = driver_floor_lead(draft, check)  # no build named: the CUDA 12 floor
    if floor_lead is not None:
        return floor_lead
    floor = check.floor_driver or check.needs_driver
    values = dict(driver=check.driver, cuda=check.cuda, floor=floor, needs=check.needs_driver)
    if check.newest_cuda is None:
        return msg.DRIVER_NO_CUDA(**values).render(draft.lang)
    if check.too_old:
        return msg.DRIVER_TOO_OLD(newest=check.newest_cuda, **values).render(draft.lang)
    if _key(check.newest_cuda) < _key(check.cuda):
        return msg.DRIVER_PARTIAL(newest=check.newest_cuda, **values).render(draft.lang)
    return None  # the pair is not the cause: the trouble's own lead (a CPU-only build, …)


def _key(cuda: str) -> tuple[int, int]:
    major, _, minor = cuda.partition(".")
    return int(major), int(minor or 0)


__all__ = ["driver_lead"]
