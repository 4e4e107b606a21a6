"""A job said as GPU-hours ("300 GPU-hours", "500卡时"): its size, never 500 cards.

"lambda 的 a100 500卡时一共多少钱", "h100 on runpod, 300 gpu-hours total cost?": the hours are
the job, so a price is for those hours on the cards named (one card when none is counted:
300 GPU-hours on one card is 300 hours, on four 75). Read before the cards, since "500卡" alone
would count cards. Hours a period ("2000 GPU-hours a month") and a total weighed against
buying are the owning readers' (``slots._gpu_hours``, ``owning_slots.read_total_hours``).
"""

from __future__ import annotations

import re

from assistant.messages import owning as owning_say
from assistant.question.numbers import number
from assistant.question.owning_slots import OWNING_RE
from assistant.question.providers import PROVIDER_RE
from assistant.question.text import Scan

_JOB_GPU_HOURS_RE = re.compile(
    r"(?<![0-9a-z.])~?(?P<n>\d{1,7}(?:,\d{3})*(?:\.\d+)?)\s*(?P<k>k)?\s*"
    r"(?:gpu[\s-]?(?:hours?|hrs?)|card[\s-]?hours?|卡时|卡·时|卡小时|gpu\s*小时)(?![a-z])"
    r"(?!\s*(?:a|an|per|each|every|/)\s*(?:day|week|month|year|mo|yr)\b)"
    r"(?!\s*(?:每|一)(?:天|周|个?月|年))"
)
_CARD_HOURS_RE = re.compile(
    r"(?<![0-9a-z.])~?(?P<n>\d{1,7}(?:,\d{3})*(?:\.\d+)?)(?![\d.,])\s*(?P<k>k)?"
    # a card with a letter ("a100", "rtx 4090"), or bare digits only after 个 ("1000个4090小时"):
    # "3090 24小时" is a card run 24 hours, never 3090 hours of a card "24"
    r"(?:\s*个\s*(?:rtx\s*)?[a-z]{0,2}\d{2,4}|\s*(?:nvidia\s*)?(?:rtx\s*|tesla\s*)?[a-z]{1,2}\d{2,4}"
    r"|\s*(?:rtx|tesla)\s*\d{2,4})(?:\s*(?:sxm\d?|pcie|\d{2,3}\s*gb?))?"
    r"(?:s(?![a-z]))?[\s-]*(?P<h>(?:gpu[\s-]*)?(?:hours?|hrs?)(?![a-z])|小时|卡时|机时)"
    r"(?!\s*(?:a|an|per|each|every|/)\s*(?:day|week|month|year|mo|yr)\b)"
    r"(?!\s*(?:每|一)(?:天|周|个?月|年))"
)
"""A job said as hours of a named card ("1000个A100小时", "~500 A100 hours", "300 h100-hours"):
GPU-hours, the count before the card is the hours, never cards."""
_PERIOD_BEFORE_RE = re.compile(
    r"(?:每天|每周|每个?月|一个月|上个?月|每年|一年)[^0-9。，,？?！!]{0,6}$"
)
_KEY = "job_gpu_hours"
"""The scan slot holding the GPU-hours until the cards are read (never a ``Query`` field)."""


def read_job_gpu_hours(scan: Scan) -> None:
    """Hold a job's GPU-hours and blank them, so no reader takes them for a count of cards."""
    if OWNING_RE.search(scan.lower):
        return
    m = _JOB_GPU_HOURS_RE.search(scan.work)
    card = m is None and (m := _CARD_HOURS_RE.search(scan.work)) is not None
    if m is None or _PERIOD_BEFORE_RE.search(scan.work[: m.start()]):
        return
    value = number(m["n"].replace(",", ""))
    value = value * 1000 if value is not None and m["k"] else value
    if value is None or not 0 < value <= 1e7:
        return
    scan.slots[_KEY] = value
    if card:  # the card's name stays to be read; the hours and their figure go
        scan.blank(m.start("h"), m.end("h"))
        scan.blank(m.start(), m.end("k") if m["k"] else m.end("n"))
        return
    scan.blank(m.start(), m.end())


def spread_job_gpu_hours(scan: Scan) -> None:
    """The held GPU-hours as the job's wall hours on the cards read (one when none counted)."""
    total = scan.slots.pop(_KEY, None)
    said = scan.slots.get("duration_hours")
    if total is None or (said is not None and said != 1.0):
        return  # "一小时多少？500卡时一共多少": the hour was the rate's unit, the job is 500
    asks = scan.slots.get("gpus") or []
    stated = len(asks) == 1 and asks[0].count_stated
    if PROVIDER_RE.search(scan.lower) and not stated:
        # a provider may rent whole 8-card machines only: one card's hours would misprice, so
        # the hours are spread over the machine its price book rents (``plan_cost``)
        scan.slots["job_gpu_hours"] = total
        if said == 1.0:  # "一小时多少？500卡时一共多少": the hour was the rate's unit
            scan.slots.pop("duration_hours", None)
        return
    count = max(1, int(asks[0].count)) if len(asks) == 1 else 1
    hours = round(total / count, 2)
    scan.slots["duration_hours"] = hours
    scan.assumptions.append(owning_say.JOB_GPU_HOURS(gpu_hours=total, count=count, hours=hours))


__all__ = ["read_job_gpu_hours", "spread_job_gpu_hours"]
